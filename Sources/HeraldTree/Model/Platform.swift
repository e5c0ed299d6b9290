/// The platform a UI description is for; it decides defaults such as which roles are
/// accessibility elements and the minimum touch target.
public enum Platform: String, Sendable, Hashable, CaseIterable {
  /// iOS and iPadOS (UIKit).
  case iOS = "ios"
  /// tvOS (UIKit).
  case tvOS = "tvos"
  /// macOS (AppKit).
  case macOS = "macos"
  /// watchOS (WatchKit).
  case watchOS = "watchos"
  /// Android (android.view / android.widget).
  case android
}

/// The unit of every frame in a tree.
public enum CoordinateUnit: String, Sendable, Hashable, CaseIterable {
  /// Points (Apple platforms).
  case points = "pt"
  /// Physical pixels (`uiautomator dump` does not record the screen density).
  case pixels = "px"
}
