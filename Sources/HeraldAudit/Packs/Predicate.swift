import Foundation
import HeraldTree

/// A condition on an element that a rule pack asserts: compiled once from the pack, evaluated
/// for every element a rule applies to.
///
/// Regular expressions are compiled and paths resolved when the pack is loaded, so evaluating is
/// a walk over this enum and a few field reads (`docs/rule-packs.md` describes the forms).
///
/// ```swift
/// let predicate = Predicate.all([.present(.accessibility(.value)), .compare(.frame(.height), .atLeast, 44)])
/// predicate.evaluate(node)
/// ```
public indirect enum Predicate: Sendable {
  /// Every predicate holds (`true` for none).
  case all([Predicate])
  /// At least one predicate holds.
  case any([Predicate])
  /// The predicate does not hold.
  case not(Predicate)
  /// The path has a value that is not empty: text other than `""`, a non-empty set of traits, any
  /// number or flag.
  case present(PropertyPath)
  /// The path's value equals the value (traits: the exact set).
  case equals(PropertyPath, PropertyPath.Value)
  /// The path's value equals one of the values (`in`).
  case oneOf(PropertyPath, [PropertyPath.Value])
  /// The regular expression finds a match in the path's text.
  case matches(PropertyPath, BoundedPattern)
  /// The path's number compares with the number.
  case compare(PropertyPath, Comparison, Double)
  /// The path's traits include every one of these.
  case includes(PropertyPath, AccessibilityTraits)
  /// The number of children or descendants that match the selector is within bounds.
  case count(CountScope, Selector, CountBounds)

  /// A numeric comparison.
  public enum Comparison: String, Sendable, Hashable, CaseIterable {
    /// `<`.
    case lessThan
    /// `<=`.
    case lessThanOrEqual
    /// `>`.
    case greaterThan
    /// `>=`.
    case greaterThanOrEqual

    func holds(_ lhs: Double, _ rhs: Double) -> Bool {
      switch self {
      case .lessThan: lhs < rhs
      case .lessThanOrEqual: lhs <= rhs
      case .greaterThan: lhs > rhs
      case .greaterThanOrEqual: lhs >= rhs
      }
    }
  }

  /// Which nodes a `count` predicate counts.
  public enum CountScope: String, Sendable, Hashable, CaseIterable {
    /// The direct children.
    case children
    /// Every descendant.
    case descendants
  }

  /// The bounds of a `count` predicate, inclusive.
  public struct CountBounds: Sendable, Hashable {
    /// The fewest allowed, if bounded.
    public var atLeast: Int?
    /// The most allowed, if bounded.
    public var atMost: Int?

    /// Creates bounds.
    public init(atLeast: Int? = nil, atMost: Int? = nil) {
      self.atLeast = atLeast
      self.atMost = atMost
    }

    func contains(_ count: Int) -> Bool {
      (atLeast.map { count >= $0 } ?? true) && (atMost.map { count <= $0 } ?? true)
    }
  }

  /// What an evaluation found besides its result: the count of the last `count` predicate
  /// evaluated, which messages can show.
  public struct Evaluation: Sendable, Hashable {
    /// The last count computed, if any.
    public var count: Int?
    /// A regular expression whose search ran out of time (``BoundedPattern/budget``), if any: the
    /// predicate's answer is then not known.
    public var exceeded: String?

    /// An empty evaluation.
    public init(count: Int? = nil) { self.count = count }
  }

  /// Whether the predicate holds for `node`.
  public func evaluate(_ node: AuditNode) -> Bool {
    var evaluation = Evaluation()
    return evaluate(node, &evaluation)
  }

  /// Whether the predicate holds for `node`, recording counts in `evaluation`.
  ///
  /// - Complexity: O(size of the predicate), plus the children counted by `count` predicates
  ///   (descendants are counted in O(1) from the selector's facts, ``SelectorFacts``), plus the
  ///   bounded regular-expression matches.
  public func evaluate(_ node: AuditNode, _ evaluation: inout Evaluation) -> Bool {
    switch self {
    case .all(let predicates):
      for predicate in predicates where !predicate.evaluate(node, &evaluation) { return false }
      return true
    case .any(let predicates):
      for predicate in predicates where predicate.evaluate(node, &evaluation) { return true }
      return false
    case .not(let predicate):
      return !predicate.evaluate(node, &evaluation)
    case .present(let path):
      switch path.value(of: node) {
      case .none: return false
      case .text(let text): return !text.isEmpty
      case .traits(let traits): return !traits.isEmpty
      case .number, .bool: return true
      }
    case .equals(let path, let expected):
      return path.value(of: node) == expected
    case .oneOf(let path, let values):
      guard let value = path.value(of: node) else { return false }
      return values.contains(value)
    case .matches(let path, let expression):
      guard let value = path.value(of: node) else { return false }
      let text = Self.text(of: value)
      switch expression.search(text) {
      case .found: return true
      case .notFound: return false
      case .exceeded:
        evaluation.exceeded = expression.pattern
        return false
      }
    case .compare(let path, let comparison, let number):
      guard case .number(let value) = path.value(of: node) else { return false }
      return comparison.holds(value, number)
    case .includes(let path, let traits):
      guard case .traits(let value) = path.value(of: node) else { return false }
      return value.isSuperset(of: traits)
    case .count(let scope, let selector, let bounds):
      let facts = node.scene.facts(of: selector)
      let count = scope == .children ? facts.childCount(of: node) : facts.descendantCount(of: node)
      evaluation.count = count
      return bounds.contains(count)
    }
  }

  /// Whether the predicate contains a `count` predicate, so that messages may use `{count}`.
  public var hasCount: Bool {
    switch self {
    case .all(let predicates), .any(let predicates): predicates.contains { $0.hasCount }
    case .not(let predicate): predicate.hasCount
    case .count: true
    case .present, .equals, .oneOf, .matches, .compare, .includes: false
    }
  }

  private static func text(of value: PropertyPath.Value) -> String {
    switch value {
    case .text(let text): text
    case .number(let number): OptionValue.number(number).description
    case .bool(let flag): flag ? "true" : "false"
    case .traits(let traits): traits.names.joined(separator: ",")
    }
  }
}
