import HeraldICU

/// What one selector says about every node of a scene, computed once per scene so that the
/// relations that look at neighbours (`ancestor`, `hasChild`, `hasDescendant`, `count`) cost
/// O(1) or O(children) per node instead of a walk.
///
/// Without it, `hasDescendant` walked the subtree for every node (quadratic on a deep tree), and
/// each level of nested `hasDescendant` multiplied that again.
///
/// - Complexity: O(*n*) evaluations of the selector's own conditions per scene of *n* nodes.
struct SelectorFacts: Sendable {
  /// Whether the selector matches each node, in document order.
  let matches: [Bool]
  /// How many of the nodes before each index match (`count + 1` entries).
  let prefixCounts: [Int]
  /// Whether some proper ancestor of each node matches.
  let ancestorMatches: [Bool]

  init(_ selector: Selector, in scene: AuditScene) {
    let count = scene.parents.count
    var matches = [Bool](repeating: false, count: count)
    var prefixCounts = [Int](repeating: 0, count: count + 1)
    var ancestorMatches = [Bool](repeating: false, count: count)
    for index in 0..<count {
      matches[index] = selector.matches(AuditNode(scene: scene, index: index))
      prefixCounts[index + 1] = prefixCounts[index] + (matches[index] ? 1 : 0)
      // Parents come before their children, so the parent's facts are known here.
      let parent = scene.parents[index]
      if parent >= 0 { ancestorMatches[index] = matches[parent] || ancestorMatches[parent] }
    }
    self.matches = matches
    self.prefixCounts = prefixCounts
    self.ancestorMatches = ancestorMatches
  }

  /// How many descendants of `node` match.
  func descendantCount(of node: AuditNode) -> Int {
    let range = node.descendantIndices
    return prefixCounts[range.upperBound] - prefixCounts[range.lowerBound]
  }

  /// How many children of `node` match.
  func childCount(of node: AuditNode) -> Int {
    node.scene.childIndices[node.index].count { matches[$0] }
  }
}

/// The identity of a selector's conditions, the key of its facts in a scene's memo; a selector
/// gets a new one whenever a condition changes.
final class SelectorIdentity: Sendable {}

/// A scene's memo of selector facts, keyed by selector identity (the entry keeps the identity
/// alive, so its key is never reused for another selector).
final class SelectorMemo: Sendable {
  private let cache = FormatterCache<ObjectIdentifier, Entry>()

  private struct Entry: Sendable {
    let identity: SelectorIdentity
    let facts: SelectorFacts
  }

  /// The facts of `selector` in `scene`, computed on first use.
  func facts(of selector: Selector, in scene: AuditScene) -> SelectorFacts {
    cache.value(for: ObjectIdentifier(selector.identity)) {
      Entry(identity: selector.identity, facts: SelectorFacts(selector, in: scene))
    }.facts
  }
}
