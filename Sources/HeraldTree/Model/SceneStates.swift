/// The states of a scene whose source leaves some of its alternatives to the running app.
///
/// A SwiftUI body is a function of its state: each `if`/`else`, `switch`, `if let` or `?:` whose
/// condition the source does not decide shows one of its branches, never two at once. A loader
/// keeps such a choice in the tree as an *alternatives* element whose children are its branches,
/// each marked with the condition under which it shows (``mark(_:condition:)``), the branch of the
/// default state shown and the others hidden. Alternatives the source decides keep only the
/// branch it decides.
///
/// A *state* picks one branch at each alternatives element it reaches. ``states(of:)`` gives the
/// default state first (the branches the tree shows), then further states until every branch is
/// taken in at least one; ``select(_:in:)`` is the tree of one state, each chosen branch shown and
/// the others removed. Rules judge each state's tree, so that two branches that never show together
/// are never judged together (docs/swiftui.md, "States").
///
/// ```swift
/// for state in SceneStates.states(of: scene.root) {
///   let tree = SceneStates.select(state, in: scene.root)
///   print(state.conditions.joined(separator: "; "), tree.children.count)
/// }
/// ```
public enum SceneStates {
  /// The runtime attribute that marks a branch, its value the branch's condition.
  public static let conditionKey = "state.condition"
  /// The most states ``states(of:)`` gives for one scene: past it, branches that no state takes
  /// are reported by ``Coverage/untaken``.
  public static let maximumStates = 128

  /// One state of a scene: the branch taken at each alternatives element it reaches.
  public struct State: Sendable, Hashable {
    /// The index (among its branches) of the branch taken, by the alternatives element's id.
    public var choices: [String: Int]
    /// The branches the state takes, outer first and in document order.
    public var taken: [Branch]

    /// The conditions the state assumes, one per alternatives element reached (``condition(of:)``
    /// of each branch taken).
    public var conditions: [String] { taken.map(\.condition) }

    /// Creates a state.
    public init(choices: [String: Int], taken: [Branch] = []) {
      self.choices = choices
      self.taken = taken
    }
  }

  /// A branch an element lies in: its alternatives element, its index there and its condition.
  public struct Branch: Sendable, Hashable {
    /// The alternatives element's id.
    public var alternatives: String
    /// The branch's index among the alternatives' branches.
    public var index: Int
    /// The condition under which it shows.
    public var condition: String
  }

  /// The states of a scene and what they leave out.
  public struct Coverage: Sendable {
    /// The default state first, then the others.
    public var states: [State]
    /// Branches no state takes, because the scene has more than ``maximumStates`` combinations
    /// that would be needed; empty when every branch is taken.
    public var untaken: [Branch]
  }

  /// Marks `element` as a branch of alternatives, shown when `condition` holds (`` `isOn` ``,
  /// `` `mode` is .edit ``).
  public static func mark(_ element: inout Element, condition: String) {
    element.runtimeAttributes.removeAll { $0.keyPath == conditionKey }
    element.runtimeAttributes.append(
      RuntimeAttribute(keyPath: conditionKey, value: .other(type: "state", text: condition)))
  }

  /// The condition of a branch; `nil` for an element that is no branch.
  public static func condition(of element: Element) -> String? {
    for attribute in element.runtimeAttributes where attribute.keyPath == conditionKey {
      if case .other(_, let text) = attribute.value { return text }
    }
    return nil
  }

  /// Whether `element` is an alternatives element: its children are branches.
  public static func isAlternatives(_ element: Element) -> Bool {
    element.children.contains { condition(of: $0) != nil }
  }

  /// Whether the scene has alternatives the source leaves to the app.
  public static func hasAlternatives(_ root: Element) -> Bool {
    isAlternatives(root) || root.children.contains(where: hasAlternatives)
  }

  /// The states of the scene under `root`: the default state first, then, while a branch is not
  /// taken by any state so far, a state that takes the first such branch at each alternatives
  /// element it reaches (at most ``maximumStates``).
  ///
  /// - Complexity: O(*s* · *n*) for *s* states of a tree of *n* elements.
  public static func states(of root: Element) -> [State] { coverage(of: root).states }

  /// ``states(of:)`` with the branches they leave out.
  public static func coverage(of root: Element) -> Coverage {
    var taken: Set<BranchKey> = []
    var states = [state(root, choosing: { _, _ in nil }, taken: &taken)]
    var remaining = Set(branches(in: root).map { BranchKey(alternatives: $0.alternatives, index: $0.index) })
      .subtracting(taken)
    while !remaining.isEmpty, states.count < maximumStates {
      let before = remaining.count
      let holding = elementsHoldingUntaken(root, remaining)
      let next = state(
        root,
        choosing: { element, branches in
          // A branch not taken yet, or one under which such a branch lies.
          branches.firstIndex { branch in
            remaining.contains(BranchKey(alternatives: element.id, index: branch.offset))
              || holding.contains(branch.element.id)
          }.map { branches[$0].offset }
        }, taken: &taken)
      remaining.subtract(taken)
      guard remaining.count < before else { break }
      states.append(next)
    }
    let untaken = branches(in: root).filter {
      remaining.contains(BranchKey(alternatives: $0.alternatives, index: $0.index))
    }
    return Coverage(states: states, untaken: untaken)
  }

  /// The tree of one state: at each alternatives element the state reaches, the branch it takes
  /// (its default where the state does not say) shown, the other branches removed.
  public static func select(_ state: State, in root: Element) -> Element {
    var result = root
    if isAlternatives(root) {
      let chosen = state.choices[root.id] ?? defaultBranch(of: root)
      var index = -1
      var kept: [Element] = []
      for child in root.children {
        guard condition(of: child) != nil else {
          kept.append(select(state, in: child))
          continue
        }
        index += 1
        guard index == chosen else { continue }
        var branch = select(state, in: child)
        branch.isHidden = false
        kept.append(branch)
      }
      result.children = kept
    } else {
      result.children = root.children.map { select(state, in: $0) }
    }
    return result
  }

  /// The branches each element of the tree lies in, outer first, by element id; elements in no
  /// branch are not listed.
  public static func branchesByElement(_ root: Element) -> [String: [Branch]] {
    var result: [String: [Branch]] = [:]
    func visit(_ element: Element, _ path: [Branch]) {
      if !path.isEmpty { result[element.id] = path }
      guard isAlternatives(element) else {
        for child in element.children { visit(child, path) }
        return
      }
      var index = -1
      for child in element.children {
        guard let condition = condition(of: child) else {
          visit(child, path)
          continue
        }
        index += 1
        visit(child, path + [Branch(alternatives: element.id, index: index, condition: condition)])
      }
    }
    visit(root, [])
    return result
  }

  /// The ids of the alternatives elements under the element `id` (itself included), by which the
  /// states differ there; empty when no element has that id.
  public static func alternatives(under id: String, in root: Element) -> Set<String> {
    func find(_ element: Element) -> Element? {
      if element.id == id { return element }
      for child in element.children { if let found = find(child) { return found } }
      return nil
    }
    guard let element = find(root) else { return [] }
    var result: Set<String> = []
    func collect(_ element: Element) {
      if isAlternatives(element) { result.insert(element.id) }
      for child in element.children { collect(child) }
    }
    collect(element)
    return result
  }

  /// Whether `state` shows an element that lies in `branches`: it takes each of them.
  public static func state(_ state: State, takes branches: [Branch]) -> Bool {
    branches.allSatisfy { branch in state.choices[branch.alternatives] == branch.index }
  }

  /// The state that takes, at each alternatives element whose conditions name a value of
  /// `values`, the branch those values choose (`isEditing=true` takes `` `isEditing` ``,
  /// `isEditing=false` takes `` not `isEditing` ``, `mode=.edit` takes `` `mode` is .edit ``),
  /// and the default branch elsewhere; with the names no condition mentions.
  public static func state(assigning values: [String: String], in root: Element) -> (
    state: State, unused: Set<String>
  ) {
    var used: Set<String> = []
    var taken: Set<BranchKey> = []
    let result = state(
      root,
      choosing: { _, branches in
        branches.first { branch in
          guard let condition = condition(of: branch.element) else { return false }
          let verdicts = condition.split(separator: ", ").compactMap { part in
            Self.agrees(String(part), values, &used)
          }
          return !verdicts.isEmpty && verdicts.allSatisfy { $0 }
        }?.offset
      }, taken: &taken)
    return (result, Set(values.keys).subtracting(used))
  }

  /// Whether one part of a condition (`` `a` ``, `` not `a` ``, `` `m` is .x ``) agrees with the
  /// values; `nil` when it names none of them.
  private static func agrees(_ part: String, _ values: [String: String], _ used: inout Set<String>) -> Bool? {
    var text = Substring(part)
    var negated = false
    if text.hasPrefix("not ") {
      negated = true
      text = text.dropFirst(4)
    }
    guard text.hasPrefix("`"), let close = text.dropFirst().firstIndex(of: "`") else { return nil }
    let name = String(text[text.index(after: text.startIndex)..<close])
    let bare = name.hasPrefix("let ") ? String(name.dropFirst(4)) : name
    guard let value = values[name] ?? values[bare] else { return nil }
    used.insert(values[name] != nil ? name : bare)
    let rest = text[text.index(after: close)...].drop { $0 == " " }
    if rest.hasPrefix("is ") {
      let cases = rest.dropFirst(3).split(separator: " or ").map { $0.hasPrefix(".") ? $0.dropFirst() : $0[...] }
      let wanted = value.hasPrefix(".") ? value.dropFirst() : value[...]
      return cases.contains(wanted)
    }
    let flag = value == "true" || value == "yes" || value == "1"
    return negated ? !flag : flag
  }

  // MARK: Walking

  private struct BranchKey: Hashable {
    var alternatives: String
    var index: Int
  }

  /// Every branch of the tree, in document order.
  private static func branches(in root: Element) -> [Branch] {
    var result: [Branch] = []
    func visit(_ element: Element) {
      var index = -1
      for child in element.children {
        if let condition = condition(of: child) {
          index += 1
          result.append(Branch(alternatives: element.id, index: index, condition: condition))
        }
        visit(child)
      }
    }
    visit(root)
    return result
  }

  /// The index of the branch the tree shows (the first not hidden), else 0.
  private static func defaultBranch(of alternatives: Element) -> Int {
    let branches = alternatives.children.filter { condition(of: $0) != nil }
    return branches.firstIndex { !$0.isHidden } ?? 0
  }

  /// The ids of the elements under which (themselves included) a branch not taken yet lies.
  ///
  /// - Complexity: O(*n*).
  private static func elementsHoldingUntaken(_ root: Element, _ remaining: Set<BranchKey>) -> Set<String> {
    var result: Set<String> = []
    @discardableResult
    func visit(_ element: Element) -> Bool {
      var holds = false
      var index = -1
      for child in element.children {
        if condition(of: child) != nil {
          index += 1
          if remaining.contains(BranchKey(alternatives: element.id, index: index)) { holds = true }
        }
        if visit(child) { holds = true }
      }
      if holds { result.insert(element.id) }
      return holds
    }
    visit(root)
    return result
  }

  /// The state that takes, at each alternatives element reached from `root`, the branch `choose`
  /// picks (given the element and its branches with their indices), else the default one; the
  /// branches taken are added to `taken`.
  private static func state(
    _ root: Element, choosing choose: (Element, [(offset: Int, element: Element)]) -> Int?,
    taken: inout Set<BranchKey>
  ) -> State {
    var result = State(choices: [:])
    func visit(_ element: Element) {
      guard isAlternatives(element) else {
        for child in element.children { visit(child) }
        return
      }
      let branches = Array(element.children.filter { condition(of: $0) != nil }.enumerated())
      let chosen = choose(element, branches) ?? defaultBranch(of: element)
      result.choices[element.id] = chosen
      taken.insert(BranchKey(alternatives: element.id, index: chosen))
      if chosen < branches.count, let condition = condition(of: branches[chosen].element) {
        result.taken.append(Branch(alternatives: element.id, index: chosen, condition: condition))
      }
      var index = -1
      for child in element.children {
        guard condition(of: child) != nil else {
          visit(child)
          continue
        }
        index += 1
        if index == chosen { visit(child) }
      }
    }
    visit(root)
    return result
  }
}

extension ControlTree {
  /// The tree with each scene in the state `values` choose (``SceneStates/state(assigning:in:)``),
  /// and the names no condition of any scene mentions.
  public func inState(_ values: [String: String]) -> (tree: ControlTree, unused: Set<String>) {
    var result = self
    var unused = Set(values.keys)
    for index in result.scenes.indices where SceneStates.hasAlternatives(result.scenes[index].root) {
      let chosen = SceneStates.state(assigning: values, in: result.scenes[index].root)
      unused.formIntersection(chosen.unused)
      result.scenes[index].root = SceneStates.select(chosen.state, in: result.scenes[index].root)
    }
    return (result, unused)
  }
}
