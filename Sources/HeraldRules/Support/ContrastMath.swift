import HeraldTree

/// The colors UIKit uses when a file sets none, and hex text for messages, for `text-contrast`.
///
/// The arithmetic itself (compositing, luminance, contrast ratio) is ``Color``'s.
extension Color.Components {
  /// `systemBackground` in light mode: white.
  static let white = Color.Components(red: 1, green: 1, blue: 1, alpha: 1)
  /// `labelColor` in light mode: black.
  static let black = Color.Components(red: 0, green: 0, blue: 0, alpha: 1)
  /// `systemBlue` in light mode (#007AFF): the default tint, a system button's title color.
  static let systemBlue = Color.Components(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)

  /// `#RRGGBB`, with `AA` when translucent.
  var hex: String { Color(components: self).hexDescription ?? "" }
}
