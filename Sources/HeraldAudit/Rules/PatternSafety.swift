/// Refuses user regular expressions whose matching can take exponential time, when they are
/// loaded (rule-pack `matches`, the `patterns` option of `hint-describes-gesture`).
///
/// ICU's matcher, which `NSRegularExpression` and Swift's `Regex` use, backtracks and has no step
/// limit that Herald can set. The classic catastrophic shape is a repeated group whose body can
/// itself repeat: `(a+)+$`, `(.*a){12}x`, `(\w*\s?)*x`. On a text that almost matches, the matcher
/// tries every way of splitting the text among the repetitions, which doubles with each character.
/// Such a pattern is refused with the reason; it can always be rewritten without the nesting
/// (`a+$`, `(?:[^a]*a){12}x` → `.*a.*x` when only the presence matters) or made possessive
/// (`(a+)++`), which never backtracks into the group.
///
/// What is still allowed: single quantifiers (`\s+`, `.*`), bounded optional groups
/// (`(?:double[- ])?tap`), repeated groups without repetition inside (`(?:ab|cd)+`), possessive
/// quantifiers and atomic groups (`(?>…)`).
///
/// ```swift
/// PatternSafety.problem(in: "(a+)+$")   // "the group (a+) is repeated by + and can itself repeat …"
/// PatternSafety.problem(in: "^Tap\\s+") // nil
/// ```
///
/// - Complexity: O(length of the pattern), with a stack as deep as the groups nest.
public enum PatternSafety {
  /// Why `pattern` is refused, or `nil` when it has no nested repetition.
  public static func problem(in pattern: String) -> String? {
    var scanner = Scanner(Array(pattern))
    return scanner.run()
  }

  /// What is known about a group while its body is read.
  private struct Group {
    let start: Int
    let isAtomic: Bool
    var repeats = false
  }

  private struct Scanner {
    let characters: [Character]
    var index = 0
    var groups: [Group] = [Group(start: 0, isAtomic: false)]

    init(_ characters: [Character]) { self.characters = characters }

    mutating func run() -> String? {
      while index < characters.count {
        let character = characters[index]
        index += 1
        switch character {
        case "\\":
          skipEscape()
          quantifyAtom()
        case "[":
          skipClass()
          quantifyAtom()
        case "(": openGroup()
        case ")":
          // An unbalanced parenthesis is the regex compiler's error to report.
          guard groups.count > 1, let group = groups.popLast() else { continue }
          if let problem = quantify(body: group) { return problem }
        case "|": continue
        default: quantifyAtom()
        }
      }
      return nil
    }

    /// A quantifier after a single atom repeats only that atom: the enclosing group can repeat.
    mutating func quantifyAtom() {
      if let repetition = quantifier(), repetition.max, !repetition.possessive {
        groups[groups.count - 1].repeats = true
      }
    }

    /// The group just closed is quantified: refuse it when both it and its body repeat.
    mutating func quantify(body group: Group) -> String? {
      let repetition = quantifier()
      let repeatsAgain = repetition.map { $0.max && !$0.possessive } ?? false
      if group.repeats, repeatsAgain, !group.isAtomic {
        let text = String(characters[group.start..<index])
        return
          "the group \(text) is repeated and can itself repeat, which makes matching take exponential time on text that almost matches; remove the nesting (\"(a+)+\" → \"a+\") or make the outer quantifier possessive (\"(a+)++\")"
      }
      if group.repeats || repeatsAgain { groups[groups.count - 1].repeats = true }
      return nil
    }

    /// Reads the quantifier at `index`, if any: whether it allows more than one repetition
    /// (`*`, `+`, `{2}`, `{1,}`; not `?` or `{0,1}`) and whether it is possessive.
    mutating func quantifier() -> (max: Bool, possessive: Bool)? {
      var position = index
      guard position < characters.count else { return nil }
      let max: Bool
      switch characters[position] {
      case "*", "+":
        max = true
        position += 1
      case "?":
        max = false
        position += 1
      case "{":
        guard let (upper, end) = braces(from: position) else { return nil }
        max = upper > 1
        position = end
      default: return nil
      }
      var possessive = false
      if position < characters.count, characters[position] == "+" {
        possessive = true
        position += 1
      } else if position < characters.count, characters[position] == "?" {
        position += 1
      }
      index = position
      return (max, possessive)
    }

    /// The upper bound of `{n}`, `{n,}` (unbounded: `Int.max`) or `{n,m}` starting at `start`,
    /// and the index after it; `nil` when the brace is a literal.
    func braces(from start: Int) -> (Int, Int)? {
      var position = start + 1
      var lower = ""
      var upper: String?
      while position < characters.count, characters[position] != "}" {
        let character = characters[position]
        if character == "," {
          guard upper == nil else { return nil }
          upper = ""
        } else if character.isASCII, character.isNumber {
          if upper == nil { lower.append(character) } else { upper?.append(character) }
        } else {
          return nil
        }
        position += 1
      }
      guard position < characters.count, !lower.isEmpty else { return nil }
      let bound: Int
      switch upper {
      case .none: bound = Int(lower.prefix(6)) ?? Int.max
      case .some(""): bound = Int.max
      case .some(let text): bound = Int(text.prefix(6)) ?? Int.max
      }
      return (bound, position + 1)
    }

    mutating func openGroup() {
      let isAtomic = index + 1 < characters.count && characters[index] == "?" && characters[index + 1] == ">"
      groups.append(Group(start: index - 1, isAtomic: isAtomic))
      // `(?` introduces a non-capturing group, a lookaround or flags: its marker is no quantifier.
      if index < characters.count, characters[index] == "?" { index += 1 }
    }

    mutating func skipEscape() {
      guard index < characters.count else { return }
      let escaped = characters[index]
      index += 1
      if "pPNx".contains(escaped), index < characters.count, characters[index] == "{" {
        while index < characters.count, characters[index] != "}" { index += 1 }
        index += 1
      } else if escaped == "Q" {
        while index + 1 < characters.count, !(characters[index] == "\\" && characters[index + 1] == "E") { index += 1 }
        index += 2
      }
    }

    mutating func skipClass() {
      var depth = 1
      if index < characters.count, characters[index] == "^" { index += 1 }
      if index < characters.count, characters[index] == "]" { index += 1 }
      while index < characters.count, depth > 0 {
        switch characters[index] {
        case "\\": index += 1
        case "[": depth += 1
        case "]": depth -= 1
        default: break
        }
        index += 1
      }
    }
  }
}
