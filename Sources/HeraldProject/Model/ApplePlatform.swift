import HeraldTree

/// An Apple platform a target builds for, from its build settings (`SDKROOT`,
/// `SUPPORTED_PLATFORMS`) or a package's `platforms:`.
public enum ApplePlatform: String, Sendable, Hashable, CaseIterable, Comparable {
  /// iOS and iPadOS.
  case iOS = "ios"
  /// macOS (AppKit; Mac Catalyst apps are iOS apps).
  case macOS = "macos"
  /// tvOS.
  case tvOS = "tvos"
  /// watchOS.
  case watchOS = "watchos"
  /// visionOS.
  case visionOS = "visionos"

  /// The platform of an SDK or platform name as build settings write it (`iphoneos`,
  /// `iphonesimulator`, `macosx`, `appletvos`, `watchsimulator`, `xros`, …); `nil` for others.
  public init?(sdk: String) {
    switch sdk.lowercased() {
    case "iphoneos", "iphonesimulator", "ios": self = .iOS
    case "macosx", "macos", "osx": self = .macOS
    case "appletvos", "appletvsimulator", "tvos": self = .tvOS
    case "watchos", "watchsimulator": self = .watchOS
    case "xros", "xrsimulator", "visionos": self = .visionOS
    default: return nil
    }
  }

  /// The platform a build file's `platformFilters` or XcodeGen's `destinationFilters` names
  /// (`ios`, `maccatalyst`, `macos`, `xros`, `macCatalyst`, …): a Mac Catalyst app is an iOS app
  /// on the Mac, so `maccatalyst` is iOS; `nil` for others (`driverkit`).
  public init?(filter: String) {
    if filter.lowercased() == "maccatalyst" {
      self = .iOS
    } else {
      self.init(sdk: filter)
    }
  }

  /// The build setting that holds the deployment target on this platform.
  public var deploymentTargetSetting: String {
    switch self {
    case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
    case .macOS: "MACOSX_DEPLOYMENT_TARGET"
    case .tvOS: "TVOS_DEPLOYMENT_TARGET"
    case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
    case .visionOS: "XROS_DEPLOYMENT_TARGET"
    }
  }

  /// The platform the audit judges a file of this platform as: visionOS runs UIKit and SwiftUI
  /// with iOS's accessibility, so its rules are iOS's.
  public var auditPlatform: Platform {
    switch self {
    case .iOS, .visionOS: .iOS
    case .macOS: .macOS
    case .tvOS: .tvOS
    case .watchOS: .watchOS
    }
  }

  /// Orders platforms as declared (iOS first).
  public static func < (lhs: ApplePlatform, rhs: ApplePlatform) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
