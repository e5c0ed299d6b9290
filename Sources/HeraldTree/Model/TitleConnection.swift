import HeraldSyntax

/// An AppKit accessibility title connection between a control and a static text, as Interface
/// Builder writes it (`<accessibilityConnection property="title" destination="…"/>` in the
/// `<connections>` of the element that holds it).
///
/// Like every connection of the file, it sets a property of the element that holds it: its
/// `accessibilityTitleUIElement`, "the static text element that represents the accessibility
/// element's title" (Apple, `NSAccessibilityProtocol`). VoiceOver on macOS reads that text as
/// the control's title. Files also hold the connection on the text, pointing at the control
/// (Vienna's preferences): what AppKit makes of that is not documented, so the connection is
/// kept on both elements and the side that holds it is recorded.
public struct TitleConnection: Sendable, Hashable {
  /// Which of the two elements holds the connection in the file.
  public enum Holder: String, Sendable, Hashable, CaseIterable {
    /// This element holds it: its title UI element is the other one.
    case element
    /// The other element holds it, pointing at this one.
    case other
  }

  /// The id of the other element (the text, when this element holds the connection).
  public var elementID: String
  /// Which side holds the connection.
  public var holder: Holder
  /// Where the connection is written.
  public var location: SourceLocation

  /// Creates a title connection.
  public init(elementID: String, holder: Holder, location: SourceLocation) {
    self.elementID = elementID
    self.holder = holder
    self.location = location
  }
}
