/// What a target builds, from Xcode's `productType` (or a Swift package's target kind).
///
/// Herald reads the targets that ship to users by default: applications, their extensions and
/// widgets, and the frameworks and libraries they link. Tests, tools and anything else are left
/// out of an audit unless asked for (`--all-targets`, `--target NAME`).
public enum ProductType: Sendable, Hashable, CustomStringConvertible {
  /// An application (iOS, macOS, tvOS, watchOS, visionOS; including a watch app and an App Clip).
  case application
  /// An app extension, widget or other plug-in that ships inside an app.
  case appExtension
  /// A framework, a static or dynamic library, or a bundle that an app links or embeds.
  case framework
  /// A unit-test bundle.
  case unitTest
  /// A UI-test bundle.
  case uiTest
  /// A command-line tool.
  case commandLineTool
  /// Anything else (an XPC service, a driver, an instruments package), with Xcode's identifier.
  case other(String)

  /// The product type of Xcode's `productType` identifier
  /// (`com.apple.product-type.application`, `com.apple.product-type.app-extension`, …).
  ///
  /// - Parameter identifier: The `productType` of a `PBXNativeTarget`.
  public init(xcodeIdentifier identifier: String) {
    let name =
      identifier.hasPrefix("com.apple.product-type.")
      ? String(identifier.dropFirst("com.apple.product-type.".count)) : identifier
    switch name {
    case "application", "application.watchapp", "application.watchapp2", "application.on-demand-install-capable",
      "application.messages", "application.watchapp2-container":
      self = .application
    case "bundle.unit-test", "bundle.ocunit-test": self = .unitTest
    case "bundle.ui-testing": self = .uiTest
    case "tool": self = .commandLineTool
    case "framework", "framework.static", "library.static", "library.dynamic", "bundle", "xcframework":
      self = .framework
    default:
      // app-extension, extensionkit-extension, watchkit-extension, watchkit2-extension,
      // tv-app-extension, app-extension.messages, app-extension.messages-sticker-pack,
      // app-extension.intents-service, widgetkit-extension …
      self = name.contains("extension") ? .appExtension : .other(identifier)
    }
  }

  /// Whether the product reaches users: an application, an extension, or code an app links.
  public var isShipped: Bool {
    switch self {
    case .application, .appExtension, .framework: true
    case .unitTest, .uiTest, .commandLineTool, .other: false
    }
  }

  /// Whether the product is a test bundle.
  public var isTest: Bool { self == .unitTest || self == .uiTest }

  /// A short name for people and JSON (`application`, `app-extension`, `unit-test`, …).
  public var description: String {
    switch self {
    case .application: "application"
    case .appExtension: "app-extension"
    case .framework: "framework"
    case .unitTest: "unit-test"
    case .uiTest: "ui-test"
    case .commandLineTool: "command-line-tool"
    case .other(let identifier): identifier
    }
  }
}
