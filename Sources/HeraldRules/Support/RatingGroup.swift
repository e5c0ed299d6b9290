import HeraldAnnouncer
import HeraldAudit
import HeraldTree

/// A rating control built from star buttons, as the rating rules see it: the container and its
/// star buttons, in order.
///
/// A node is a rating group when it is a container (a stack view, a plain or custom view) that a
/// screen reader does not visit itself, whose direct children include star buttons, and when
/// - at least three of its button children show the same normal image (five `star` buttons;
///   ``knownFamily(_:)``: an image the app computes from data is not known to be the same), or
/// - its custom class's name matches `/rating|stars?/i` (`RatingView`, `StarsView`), or
/// - it is the root of a component instance whose model is a rating model (its class name
///   matches, or it has a numeric `rating` property),
///
/// with at least two stars in the last two cases. Its stars are those button children (the ones
/// sharing the image in the first case, every button child otherwise). A container that is
/// itself an accessibility element (StarRatingControl: one adjustable element) is not a group of
/// buttons: its children are not heard, so the group rules do not apply.
struct RatingGroup {
  /// The container.
  let node: AuditNode
  /// The star buttons, in order.
  let stars: [AuditNode]
  /// The component instance the container is the root of, if any.
  let component: ComponentInstance?

  /// The rating group at `node`, or `nil` when `node` is not one.
  ///
  /// - Complexity: O(1) for a node with fewer than two children (every leaf bails out before
  ///   anything is copied); O(*c*) for a container with *c* children.
  init?(_ node: AuditNode) {
    let element = node.element
    guard element.children.count >= 2, Self.containerRoles.contains(element.role), node.spoken == nil else {
      return nil
    }
    let buttons = node.children.filter { $0.element.role == .button }
    guard buttons.count >= 2 else { return nil }
    let component = node.component
    let named = element.customClass.map { Self.isRatingName($0.name) } ?? false
    let modelled = component.map { Self.isRatingModel($0.model) } ?? false
    if named || modelled {
      self.init(node: node, stars: buttons, component: component)
      return
    }
    var counts: [String: Int] = [:]
    for button in buttons {
      if let family = button.element.content.images[.normal].flatMap(Self.knownFamily) {
        counts[family, default: 0] += 1
      }
    }
    guard let (image, count) = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
      count >= 3
    else { return nil }
    self.init(
      node: node, stars: buttons.filter { $0.element.content.images[.normal].flatMap(Self.knownFamily) == image },
      component: component)
  }

  /// The ``imageFamily(_:)`` of an image name, or of every name a value the app computes may take
  /// when the source writes them all (`‹star <= rating ? "star.fill" : "star"›` is `star`). An image
  /// the app computes from data (`‹icon.appIconName›`, one per row of a `ForEach`) may differ in every
  /// row: `nil`, no evidence of a shared image.
  static func knownFamily(_ name: String) -> String? {
    guard name.contains("‹") else { return imageFamily(name) }
    let literals = name.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { imageFamily(String($0.element)) }
    let families = Set(literals)
    return families.count == 1 ? families.first : nil
  }

  /// An image name without the words that name a star's state, so that a row showing the rating
  /// (`star.fill`, `star.fill`, `star`; `filledStar`, `emptyStar`) is one family: `star`.
  static func imageFamily(_ name: String) -> String {
    var result = name.lowercased().filter { $0.isLetter || $0.isNumber }
    for word in ["filled", "fill", "empty", "highlighted", "selected", "outline", "half"] {
      result = result.replacing(word, with: "")
    }
    return result
  }

  private init(node: AuditNode, stars: [AuditNode], component: ComponentInstance?) {
    self.node = node
    self.stars = stars
    self.component = component
  }

  /// The instance's numeric `rating` when the source sets it (a runtime attribute) or a simulation
  /// changed it; `nil` when it is only the model's default, which says nothing about this screen.
  var declaredRating: Double? {
    guard let component, let value = component.properties["rating"]?.numberValue else { return nil }
    if node.element.runtimeAttribute("rating") != nil { return value }
    let defaultValue = component.model.property(named: "rating")?.defaultValue.numberValue
    return value == defaultValue ? nil : value
  }

  /// Whether a custom class's name matches `/rating|stars?/i`.
  static func isRatingName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.contains("rating") || lowered.contains("star")
  }

  /// Whether a component model describes a rating control.
  static func isRatingModel(_ model: ComponentModel) -> Bool {
    isRatingName(model.className) || model.property(named: "rating")?.type == .number
  }

  private static let containerRoles: Set<Role> = [.stackView, .view, .custom, .other]
}
