import Foundation
import HeraldTree

/// Which elements a pack rule applies to: conditions on the element and its neighbours, all of
/// which must hold (axe-core's `selector`).
///
/// ```yaml
/// selector:
///   role: [view, custom]
///   customClass: AcmeGauge
///   ancestor: {customClass: AcmeCard}
/// ```
///
/// An empty selector matches every element. Conditions are checked cheapest first: role, class,
/// visited, traits, attributes, then the relations that walk the tree.
public struct Selector: Sendable {
  /// How a selector matches a class name.
  public enum NameMatch: Sendable {
    /// Exactly this name.
    case exact(String)
    /// A name the regular expression finds a match in.
    case pattern(BoundedPattern)

    func matches(_ name: String?) -> Bool {
      guard let name else { return false }
      switch self {
      case .exact(let expected): return name == expected
      case .pattern(let expression):
        // A class name is short; one whose search runs out of time is taken as not matching.
        return expression.search(name) == .found
      }
    }
  }

  /// A neighbour that must match a nested selector.
  public enum Relation: String, Sendable, Hashable, CaseIterable {
    /// Some ancestor matches.
    case ancestor
    /// The parent matches.
    case parent
    /// Some child matches.
    case hasChild
    /// Some descendant matches.
    case hasDescendant
  }

  /// The roles the element may have; `nil` for any.
  public var roles: Set<Role>? { didSet { identity = SelectorIdentity() } }
  /// The custom class the element must have; `nil` for any (or none).
  public var customClass: NameMatch? { didSet { identity = SelectorIdentity() } }
  /// Traits the element's spoken (or effective) traits must all include.
  public var traits: AccessibilityTraits? { didSet { identity = SelectorIdentity() } }
  /// Whether a screen reader must visit the element (`true`) or must not (`false`).
  public var visited: Bool? { didSet { identity = SelectorIdentity() } }
  /// Conditions on the element's properties.
  public var attributes: Predicate? { didSet { identity = SelectorIdentity() } }
  /// Neighbours that must match nested selectors.
  public var relations: [(Relation, Selector)] { didSet { identity = SelectorIdentity() } }
  /// The key of this selector's facts in a scene's memo: a copy shares it, a change replaces it.
  private(set) var identity = SelectorIdentity()

  /// Creates a selector; with no arguments, one that matches every element.
  public init(
    roles: Set<Role>? = nil, customClass: NameMatch? = nil, traits: AccessibilityTraits? = nil,
    visited: Bool? = nil, attributes: Predicate? = nil, relations: [(Relation, Selector)] = []
  ) {
    self.roles = roles
    self.customClass = customClass
    self.traits = traits
    self.visited = visited
    self.attributes = attributes
    self.relations = relations
  }

  /// Whether `node` matches every condition.
  ///
  /// - Complexity: O(1) for the element's own conditions, O(children) for `hasChild`; the other
  ///   relations read the nested selector's facts, computed once per scene in O(*n*)
  ///   (``SelectorFacts``), so nested relations stay linear in the scene.
  public func matches(_ node: AuditNode) -> Bool {
    if let roles, !roles.contains(node.element.role) { return false }
    if let customClass, !customClass.matches(node.element.customClass?.name) { return false }
    if let visited, (node.spoken != nil) != visited { return false }
    if let traits, !(node.spoken?.traits ?? node.element.effectiveTraits).isSuperset(of: traits) { return false }
    if let attributes, !attributes.evaluate(node) { return false }
    for (relation, selector) in relations {
      let facts = node.scene.facts(of: selector)
      switch relation {
      case .parent:
        guard let parent = node.parent, facts.matches[parent.index] else { return false }
      case .ancestor:
        guard facts.ancestorMatches[node.index] else { return false }
      case .hasChild:
        guard node.scene.childIndices[node.index].contains(where: { facts.matches[$0] }) else { return false }
      case .hasDescendant:
        guard facts.descendantCount(of: node) > 0 else { return false }
      }
    }
    return true
  }
}
