/// The appearance an app is drawn in when its project fixes one: Info.plist's
/// `UIUserInterfaceStyle` (`Light` or `Dark`, or Xcode's `INFOPLIST_KEY_UIUserInterfaceStyle`
/// setting) makes UIKit and SwiftUI ignore the system's appearance on iOS and tvOS.
///
/// Source: Apple's Information Property List reference, `UIUserInterfaceStyle`
/// (https://developer.apple.com/documentation/bundleresources/information-property-list/uiuserinterfacestyle).
/// `Automatic` (or no key) follows the system: no style is forced.
public enum InterfaceStyle: String, Sendable, Hashable, Codable {
  /// Drawn in the light appearance only.
  case light
  /// Drawn in the dark appearance only.
  case dark

  /// The style an Info.plist value forces (`Light`, `Dark`, in any case); `nil` for `Automatic`
  /// or anything else.
  public init?(infoPlistValue: String) {
    switch infoPlistValue.lowercased() {
    case "light": self = .light
    case "dark": self = .dark
    default: return nil
    }
  }
}
