/// A CLDR plural condition restricted to integers, as a C expression tree.
///
/// Built by ``parse(_:)`` from CLDR's syntax (`v = 0 and i % 10 = 2..4 and i % 100 != 12..14`),
/// with every comparison whose operand is constant for integers already evaluated.
indirect enum PluralCondition: Hashable {
  /// A condition that is always or never true for integers.
  case constant(Bool)
  /// `n OP value` or `n%modulus OP value`, with OP one of `==`, `!=`, `<`, `<=`, `>`, `>=`.
  case compare(modulus: Int?, operator: String, value: Int)
  /// Every condition holds (`&&`).
  case all([PluralCondition])
  /// Some condition holds (`||`).
  case any([PluralCondition])

  /// Where a condition is rendered, for parentheses.
  enum Context { case ternary, or, and }

  /// Parses a CLDR condition; an empty condition (`other`'s) is always true. Text that does not
  /// parse is treated as never true.
  static func parse(_ text: String) -> PluralCondition {
    let words = words(of: text)
    guard !words.isEmpty else { return .constant(true) }
    let alternatives = words.split(separator: "or").map { alternative in
      conjunction(alternative.split(separator: "and").map { parseRelation(Array($0)) })
    }
    return disjunction(alternatives)
  }

  /// Splits a condition into words: operands, numbers, `%`, `=`, `!=`, `and`, `or`, and value
  /// lists such as `2..4,12`.
  private static func words(of text: String) -> [String] {
    var words: [String] = []
    var current = ""
    func flush() {
      if !current.isEmpty { words.append(current) }
      current = ""
    }
    for character in text {
      switch character {
      case " ", "\t", "\n":
        flush()
      case "%", "=":
        if character == "=", current == "!" {
          current = "!="
        } else {
          flush()
          current = String(character)
        }
        flush()
      case "!":
        flush()
        current = "!"
      default:
        current.append(character)
      }
    }
    flush()
    // Rejoin value lists that spaces split ("0, 1" → "0,1").
    var joined: [String] = []
    for word in words {
      if let last = joined.last, last.hasSuffix(",") || word.hasPrefix(",") {
        joined[joined.count - 1] = last + word
      } else {
        joined.append(word)
      }
    }
    return joined
  }

  /// Parses `operand [% modulus] (= | !=) values`, where values are numbers and ranges `a..b`
  /// separated by commas.
  private static func parseRelation(_ words: [String]) -> PluralCondition {
    guard words.count >= 3, let operand = words.first else { return .constant(false) }
    var modulus: Int?
    var operatorIndex = 1
    if words[1] == "%", words.count >= 5 {
      modulus = Int(words[2])
      operatorIndex = 3
    }
    guard words[operatorIndex] == "=" || words[operatorIndex] == "!=", operatorIndex + 2 == words.count else {
      return .constant(false)
    }
    let isEqual = words[operatorIndex] == "="
    let ranges = words[operatorIndex + 1].split(separator: ",").compactMap { item -> (Int, Int)? in
      let bounds = item.split(separator: ".", omittingEmptySubsequences: true).compactMap { Int($0) }
      if bounds.count == 1 { return (bounds[0], bounds[0]) }
      if bounds.count == 2 { return (bounds[0], bounds[1]) }
      return nil
    }
    let terms: [PluralCondition] = ranges.map { lower, upper in
      func term(_ op: String, _ value: Int) -> PluralCondition {
        compare(operand: operand, modulus: modulus, op, value)
      }
      if lower == upper { return term(isEqual ? "==" : "!=", lower) }
      return isEqual
        ? conjunction([term(">=", lower), term("<=", upper)]) : disjunction([term("<", lower), term(">", upper)])
    }
    return isEqual ? disjunction(terms) : conjunction(terms)
  }

  /// One comparison, folded to a constant when the operand is one for integers.
  private static func compare(operand: String, modulus: Int?, _ op: String, _ value: Int) -> PluralCondition {
    guard operand == "n" || operand == "i" else {
      // v, w, f, t, e and c are 0 for an integer, and so is 0 % m.
      return .constant(apply(op, 0, value))
    }
    return .compare(modulus: modulus, operator: op, value: value)
  }

  /// `lhs op rhs` for the six C comparisons.
  static func apply(_ op: String, _ lhs: Int, _ rhs: Int) -> Bool {
    switch op {
    case "==": lhs == rhs
    case "!=": lhs != rhs
    case "<": lhs < rhs
    case "<=": lhs <= rhs
    case ">": lhs > rhs
    default: lhs >= rhs
    }
  }

  /// A conjunction with constants folded and nested conjunctions flattened.
  static func conjunction(_ terms: [PluralCondition]) -> PluralCondition {
    var kept: [PluralCondition] = []
    for term in terms {
      switch term {
      case .constant(true): continue
      case .constant(false): return .constant(false)
      case .all(let inner): kept += inner
      default: kept.append(term)
      }
    }
    return kept.isEmpty ? .constant(true) : kept.count == 1 ? kept[0] : .all(kept)
  }

  /// A disjunction with constants folded and nested disjunctions flattened.
  static func disjunction(_ terms: [PluralCondition]) -> PluralCondition {
    var kept: [PluralCondition] = []
    for term in terms {
      switch term {
      case .constant(false): continue
      case .constant(true): return .constant(true)
      case .any(let inner): kept += inner
      default: kept.append(term)
      }
    }
    return kept.isEmpty ? .constant(false) : kept.count == 1 ? kept[0] : .any(kept)
  }

  /// The condition's negation, pushed down to the comparisons.
  var negated: PluralCondition {
    switch self {
    case .constant(let value): .constant(!value)
    case .compare(let modulus, let op, let value):
      .compare(
        modulus: modulus,
        operator: ["==": "!=", "!=": "==", "<": ">=", "<=": ">", ">": "<=", ">=": "<"][op] ?? op, value: value)
    case .all(let terms): .any(terms.map(\.negated))
    case .any(let terms): .all(terms.map(\.negated))
    }
  }

  /// The C text of the condition, parenthesized as `context` needs.
  func rendered(inside context: Context) -> String {
    switch self {
    case .constant(let value): return value ? "1" : "0"
    case .compare(let modulus, let op, let value):
      return "n" + (modulus.map { "%\($0)" } ?? "") + op + String(value)
    case .all(let terms):
      return terms.map { $0.rendered(inside: .and) }.joined(separator: " && ")
    case .any(let terms):
      let text = terms.map { $0.rendered(inside: .or) }.joined(separator: " || ")
      return context == .and ? "(\(text))" : text
    }
  }
}
