/// The states a control's title or image can be set for (`UIControl.State`).
public enum ControlStateKey: String, Sendable, Hashable, CaseIterable, Comparable {
  /// `.normal`.
  case normal
  /// `.highlighted`.
  case highlighted
  /// `.selected`.
  case selected
  /// `.disabled`.
  case disabled
  /// `.focused`.
  case focused

  /// Orders keys as declared (normal first).
  public static func < (lhs: ControlStateKey, rhs: ControlStateKey) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// What an element shows: titles and images per state, text, placeholder and numeric value.
///
/// These are what VoiceOver falls back to when no accessibility label is set (a button's title,
/// a label's text, an image button's image name), so loaders record them faithfully.
public struct Content: Sendable, Hashable {
  /// Button titles by state.
  public var titles: [ControlStateKey: String]
  /// Image names by state (a button's image, an image view's `image` and `highlightedImage`).
  public var images: [ControlStateKey: String]
  /// The text of a label, text field or text view (attributed text flattened).
  public var text: String?
  /// A text field's placeholder.
  public var placeholder: String?
  /// A bar button item's or tab bar item's system item (`add`, `save`, `cancel`, …).
  public var systemItem: String?
  /// A slider's, stepper's, progress view's or page control's value and range.
  public var range: RangeValue?
  /// Whether the button uses an Xcode 13+ `buttonConfiguration`; its title then comes from the
  /// configuration, and Interface Builder's leftover `<state title="Button">` was ignored.
  public var usesButtonConfiguration: Bool

  /// Creates content; every argument defaults to empty.
  public init(
    titles: [ControlStateKey: String] = [:], images: [ControlStateKey: String] = [:],
    text: String? = nil, placeholder: String? = nil, systemItem: String? = nil,
    range: RangeValue? = nil, usesButtonConfiguration: Bool = false
  ) {
    self.titles = titles
    self.images = images
    self.text = text
    self.placeholder = placeholder
    self.systemItem = systemItem
    self.range = range
    self.usesButtonConfiguration = usesButtonConfiguration
  }

}

/// A value within a range: a slider's `value` between `minimum` and `maximum`, a progress view's
/// progress in 0…1, a page control's current page of `maximum + 1` pages.
public struct RangeValue: Sendable, Hashable {
  /// The current value.
  public var value: Double
  /// The lowest value.
  public var minimum: Double
  /// The highest value.
  public var maximum: Double

  /// Creates a range value.
  public init(value: Double, minimum: Double, maximum: Double) {
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
  }
}
