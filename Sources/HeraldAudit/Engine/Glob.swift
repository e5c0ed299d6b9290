/// A shell-style path pattern: `*` matches within one path component, `**` across components,
/// `?` one character. `Examples/**/*.storyboard`, `**/Legacy/*`.
///
/// `**/` also matches no directory at all (`**/Legacy/*` matches `Legacy/A.xib`).
///
/// Matching runs the pattern as a set of states over the path, one character at a time, without
/// backtracking or recursion: a pattern such as `*a*a*a*a*b` on a 100,000-character path takes
/// time proportional to their product, never exponential time or one stack frame per character.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let tokens: [Token]

  /// One step of a compiled pattern.
  private enum Token: Hashable {
    /// This character.
    case literal(Character)
    /// Any character but `/` (`?`).
    case one
    /// Any run of characters without `/` (`*`).
    case star
    /// Any run of characters (`**`).
    case globstar
    /// Either the next state or the state `offset` ahead, without reading: `**/` is a branch
    /// past `**` and its `/`, so that it also matches no directory.
    case branch(offset: Int)
  }

  /// Makes a pattern.
  public init(_ pattern: String) {
    self.pattern = pattern
    var characters = Array(pattern)
    if characters.starts(with: [".", "/"]) { characters.removeFirst(2) }
    var tokens: [Token] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      index += 1
      switch character {
      case "?": tokens.append(.one)
      case "*" where index < characters.count && characters[index] == "*":
        index += 1
        // `***` is `**`: the extra stars add nothing.
        while index < characters.count, characters[index] == "*" { index += 1 }
        if index < characters.count, characters[index] == "/" { tokens.append(.branch(offset: 3)) }
        tokens.append(.globstar)
      case "*": tokens.append(.star)
      default: tokens.append(.literal(character))
      }
    }
    self.tokens = tokens
  }

  /// The pattern.
  public var description: String { pattern }

  /// Whether `path` matches the whole pattern; a leading `./` of either is ignored.
  ///
  /// - Complexity: O(*t* × *s*) for a path of *t* characters when at most *s* states of the
  ///   pattern are alive at once (*s* ≤ the pattern's length; 1 for a pattern without stars), with
  ///   O(pattern length) memory.
  public func matches(_ path: String) -> Bool {
    let text = path.hasPrefix("./") ? path.dropFirst(2) : path[...]
    // `seen[state] == step` marks a state already in this step's set, without clearing per step.
    var seen = [Int](repeating: -1, count: tokens.count + 1)
    var states = closure(of: [0], step: 0, seen: &seen)
    var step = 0
    for character in text {
      step += 1
      var next: [Int] = []
      for state in states where state < tokens.count {
        switch tokens[state] {
        case .literal(let expected) where expected == character: next.append(state + 1)
        case .one where character != "/": next.append(state + 1)
        case .star where character != "/", .globstar: next.append(state)
        case .literal, .one, .star, .branch: break
        }
      }
      if next.isEmpty { return false }
      states = closure(of: next, step: step, seen: &seen)
    }
    return states.contains(tokens.count)
  }

  /// The states reachable from `states` without reading a character, each once.
  private func closure(of states: [Int], step: Int, seen: inout [Int]) -> [Int] {
    var result: [Int] = []
    var pending = states
    while let state = pending.popLast() {
      guard seen[state] != step else { continue }
      seen[state] = step
      result.append(state)
      guard state < tokens.count else { continue }
      switch tokens[state] {
      case .star, .globstar: pending.append(state + 1)
      case .branch(let offset): pending += [state + 1, state + offset]
      case .literal, .one: break
      }
    }
    return result
  }
}
