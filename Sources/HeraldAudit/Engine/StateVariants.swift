import HeraldTree

/// Merges the results of a scene audited once per state (``SceneStates``): a finding is reported
/// once; when it holds in every state that shows its element, it names the branches its element
/// lies in (none for an element every state shows); when it holds in only some of them (a
/// duplicate identifier between a branch and the rest of the scene), it names the first state it
/// holds in (``Finding/state``).
///
/// ```swift
/// let merged = StateVariants.merge(results, states: states, root: scene.root)
/// ```
enum StateVariants {
  /// One result from the results of each state, in the states' order.
  ///
  /// - Parameters:
  ///   - results: The result of each state, in the order of `states`.
  ///   - states: The states audited.
  ///   - root: The scene's tree with every branch, for the branches each element lies in.
  static func merge(_ results: [Auditor.FileResult], states: [SceneStates.State], root: Element)
    -> Auditor.FileResult
  {
    guard var merged = results.first else { preconditionFailure("a scene has at least its default state") }
    let branches = SceneStates.branchesByElement(root)
    var order: [Key] = []
    var found: [Key: (finding: Finding, states: [Int])] = [:]
    for (index, result) in results.enumerated() {
      for finding in result.findings {
        let key = Key(finding)
        if found[key] == nil {
          order.append(key)
          found[key] = (finding, [])
        }
        found[key]?.states.append(index)
      }
    }
    merged.findings = order.compactMap { key in
      guard let (finding, holding) = found[key] else { return nil }
      var named = finding
      let lies = branches[finding.location.elementID] ?? branches[Self.owner(finding.location.elementID)] ?? []
      let showing = states.indices.filter { SceneStates.state(states[$0], takes: lies) }
      var conditions = lies.map(\.condition)
      if !Set(showing).isSubset(of: holding) {
        // The branches of the first state it holds in, those under the element when it has any
        // (what it shows differs there), else all of them.
        let taken = states[holding[0]].taken
        let under = SceneStates.alternatives(under: finding.location.elementID, in: root)
        let inside = taken.filter { under.contains($0.alternatives) }
        conditions += (inside.isEmpty ? taken : inside).map(\.condition).filter { !conditions.contains($0) }
      }
      named.state = conditions.isEmpty ? nil : "when " + conditions.joined(separator: "; ")
      return named
    }
    // An element counts once however many states judged it: the largest count of any.
    for result in results.dropFirst() {
      for (index, counts) in result.counts.enumerated() where index < merged.counts.count {
        merged.counts[index].passes = max(merged.counts[index].passes, counts.passes)
        merged.counts[index].applicable = max(merged.counts[index].applicable, counts.applicable)
      }
      for error in result.errors where !merged.errors.contains(error) { merged.errors.append(error) }
      for warning in result.messageWarnings where !merged.messageWarnings.contains(warning) {
        merged.messageWarnings.append(warning)
      }
    }
    return merged
  }

  /// What makes two states' findings one: the rule, the kind, the element and the message (not
  /// the element's path, whose positions among siblings change with the branches shown).
  private struct Key: Hashable {
    var rule: String
    var kind: Finding.Kind
    var element: String
    var message: String

    init(_ finding: Finding) {
      rule = finding.ruleID
      kind = finding.kind
      element = finding.location.elementID
      message = finding.message
    }
  }

  /// The element a component model made an element for (`rating` for `rating#3`).
  private static func owner(_ id: String) -> String {
    id.firstIndex(of: "#").map { String(id[..<$0]) } ?? id
  }
}
