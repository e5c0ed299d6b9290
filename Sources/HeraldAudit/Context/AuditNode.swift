import HeraldAnnouncer
import HeraldTree

/// One element of a scene as a rule sees it: the element, where it sits, and what a screen reader
/// says for it.
///
/// Nodes are cheap handles into their ``AuditScene``; the scene's elements are expanded (a
/// `RatingControl` has its five star buttons) and visited in document order.
public struct AuditNode: Sendable {
  /// The scene.
  public let scene: AuditScene
  /// The element's position in the scene's document order (0 is the root).
  public let index: Int

  /// Makes a handle.
  public init(scene: AuditScene, index: Int) {
    self.scene = scene
    self.index = index
  }

  /// The element (after component expansion).
  ///
  /// Read in place (`_read`) rather than copied: rules read it for every element, and an `Element`
  /// copy retains some twenty fields.
  public var element: Element {
    _read { yield scene.elements[index] }
  }

  /// The parent, `nil` for the root.
  public var parent: AuditNode? {
    let parent = scene.parents[index]
    return parent < 0 ? nil : AuditNode(scene: scene, index: parent)
  }

  /// The ancestors, nearest first.
  public var ancestors: [AuditNode] {
    var result: [AuditNode] = []
    var current = parent
    while let node = current {
      result.append(node)
      current = node.parent
    }
    return result
  }

  /// The argument of a computed `.accessibilityHidden(…)` on this node or a view around it
  /// (`isCollapsed`), if any: whether VoiceOver reaches the node is then not decided.
  public var undecidedHiding: String? {
    var current: AuditNode? = self
    while let node = current {
      if let mark = node.element.runtimeAttributes.first(where: {
        $0.keyPath == RuntimeAttribute.undecidedHiddenKeyPath
      }) {
        return mark.value.text
      }
      current = node.parent
    }
    return nil
  }

  /// The children, in order.
  public var children: [AuditNode] { scene.childIndices[index].map { AuditNode(scene: scene, index: $0) } }

  /// Every descendant, depth first, parents before children (the node itself excluded).
  ///
  /// - Complexity: O(number of descendants).
  public var descendants: [AuditNode] {
    descendantIndices.map { AuditNode(scene: scene, index: $0) }
  }

  /// Whether a screen reader visits some descendant of the element.
  ///
  /// - Complexity: O(1): a count over the subtree's range, prepared once per scene.
  public var hasVisitedDescendant: Bool {
    let range = descendantIndices
    return scene.visitedPrefixCounts[range.upperBound] > scene.visitedPrefixCounts[range.lowerBound]
  }

  /// The document-order indices of the descendants: a scene keeps each subtree contiguous.
  var descendantIndices: Range<Int> { index + 1..<scene.subtreeEnds[index] }

  /// What a screen reader resolves for the element — label after fallbacks, value, hint, traits —
  /// when it visits it; `nil` when it does not (a container, a hidden view, a child of an
  /// accessibility element).
  public var spoken: AccessibleElement? {
    _read { yield scene.spoken[index] }
  }

  /// Whether touches reach the element: it and every ancestor take user interaction.
  public var isInteractive: Bool { scene.interactive[index] }

  /// Whether the element or one of its ancestors is hidden, fully transparent, or hides its
  /// subtree from assistive technology: nothing in it is heard, whatever it declares.
  ///
  /// - Complexity: O(1): prepared once per scene.
  public var isConcealed: Bool { scene.concealed[index] }

  /// Whether `element` itself conceals its subtree (``isConcealed``).
  public static func conceals(_ element: Element) -> Bool {
    element.isHidden || element.alpha <= 0.01 || element.accessibility.elementsHidden
  }

  /// The component instance whose root this element is (a `RatingControl` stack view).
  public var component: ComponentInstance? { scene.expanded.instances[element.id] }

  /// The component instance whose model made this element (a star of a `RatingControl`).
  public var owningComponent: ComponentInstance? {
    scene.owners[element.id].flatMap { scene.expanded.instances[$0] }
  }

  /// The Interface Builder object id of the element, or of the custom control whose model made it
  /// (`Rt8-sC-1mN` for the star `Rt8-sC-1mN#3`); `nil` for other formats.
  public var objectID: String? {
    guard scene.format == .interfaceBuilder else { return nil }
    let id = element.id
    return id.firstIndex(of: "#").map { String(id[..<$0]) } ?? id
  }

  /// A readable path from the scene root: each step is the custom class or role, with a 1-based
  /// index among siblings of the same name when there are several
  /// (`view/stackView/RatingControl/button[3]`).
  ///
  /// - Complexity: O(depth): the positions among siblings are computed once per scene.
  public var path: String {
    var steps: [String] = []
    var current: AuditNode? = self
    while let node = current {
      steps.append(node.step)
      current = node.parent
    }
    return steps.reversed().joined(separator: "/")
  }

  private var step: String {
    let name = AuditScene.stepName(element)
    let position = scene.namePositions[index]
    return position == 0 ? name : "\(name)[\(position)]"
  }
}
