/// How an element's text looks: font, Dynamic Type, colors, lines.
///
/// Loaders record what the source declares and leave the rest `nil`: a label without a
/// `textColor` in its storyboard uses UIKit's default, which audit rules decide how to treat.
///
/// ```swift
/// let appearance = Appearance(
///   font: Font(textStyle: "body"), adjustsFontForContentSizeCategory: true,
///   textColor: Color(red: 0.11, green: 0.11, blue: 0.12))
/// ```
public struct Appearance: Sendable, Hashable {
  /// The text font: a label's, text field's or text view's font, a button's title font.
  public var font: Font?
  /// `adjustsFontForContentSizeCategory`: the text follows the user's Dynamic Type size.
  public var adjustsFontForContentSizeCategory: Bool
  /// The text color: a label's or text field's `textColor`, a button's title color for the
  /// normal state.
  public var textColor: Color?
  /// The view's `backgroundColor`.
  public var backgroundColor: Color?
  /// The view's `tintColor`.
  public var tintColor: Color?
  /// A label's `numberOfLines` (0: as many as the text needs) when the source sets it; `nil`
  /// means UIKit's default, one line.
  public var numberOfLines: Int?

  /// Creates an appearance; by default nothing is declared.
  public init(
    font: Font? = nil, adjustsFontForContentSizeCategory: Bool = false, textColor: Color? = nil,
    backgroundColor: Color? = nil, tintColor: Color? = nil, numberOfLines: Int? = nil
  ) {
    self.numberOfLines = numberOfLines
    self.font = font
    self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    self.textColor = textColor
    self.backgroundColor = backgroundColor
    self.tintColor = tintColor
  }

  /// Whether nothing is declared (the appearance equals `Appearance()`).
  public var isEmpty: Bool { self == Appearance() }
}
