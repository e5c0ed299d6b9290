import HeraldSyntax
import HeraldTree

/// What a screen reader says when it focuses one element: the parts and the whole phrase.
///
/// ```swift
/// let announcement = try Announcer(locale: LanguageTag("en")).announce(tree)
/// for utterance in announcement.scenes[0].utterances { print(utterance.text) }
/// // Set 3 star rating: 3 stars set. Selected. Button. Tap to reset the rating to zero.
/// ```
public struct Utterance: Sendable, Hashable {
  /// The element's id (Interface Builder object id, or the generated `RatingControl-id#3`).
  public var elementID: String
  /// The element's role.
  public var role: Role
  /// The element's custom class, or the class of the component that generated it.
  public var customClass: String?
  /// The label spoken (after fallbacks).
  public var label: String?
  /// Where the label came from.
  public var labelSource: AccessibleElement.LabelSource
  /// The value spoken.
  public var value: String?
  /// The trait and state words, in the order spoken ("Selected", "Button").
  public var traits: [String]
  /// The hint spoken after a pause: the element's own, then the system's.
  public var hint: String?
  /// The position spoken after the traits ("2 of 4").
  public var context: String?
  /// The whole phrase, as spoken.
  public var text: String
  /// The frame on screen.
  public var frame: Rect?
  /// Where a double tap activates the element.
  public var activationPoint: Point?
  /// Where the element is defined.
  public var location: SourceLocation

  /// Creates an utterance for `element` from the parts a profile chose.
  public init(
    _ element: AccessibleElement, label: String?, value: String?, traits: [String], hint: String?,
    context: String?, text: String
  ) {
    elementID = element.element.id
    role = element.element.role
    customClass = element.element.customClass?.name
    self.label = label
    labelSource = element.labelSource
    self.value = value
    self.traits = traits
    self.hint = hint
    self.context = context
    self.text = text
    frame = element.frame
    activationPoint = element.activationPoint
    location = element.element.location
  }
}
