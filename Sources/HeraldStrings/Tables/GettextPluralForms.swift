import HeraldICU

/// How the numbered plural forms of a gettext catalog (`msgstr[0]`, `msgstr[1]`, …) map to CLDR
/// plural categories, and the `Plural-Forms` header that says so.
///
/// gettext chooses a form by evaluating a C expression of the integer `n`; CLDR chooses a category
/// by rules over integers *and* decimals. The two meet on integers only:
///
/// - **Herald's mapping** (``init(locale:)``): the gettext indices are the CLDR categories that
///   integers reach — those whose `@integer` samples are not empty in ``PluralRules/source`` — in
///   CLDR order (zero, one, two, few, many, other). Categories only decimals reach (Russian and
///   Polish `other`, Czech `many`) have no index. The `Plural-Forms` header is generated from the
///   CLDR conditions: the operands `n` and `i` become `n`, the fraction and exponent operands `v`,
///   `w`, `f`, `t`, `e` (and `c`) are 0 for integers; `=` and `!=` with values, ranges `a..b` and
///   lists become comparisons; `and`, `or` and `%` become `&&`, `||` and `%`. Comparisons that are
///   constant for integers are folded away, and the conditions are chained as
///   `c0 ? 0 : c1 ? 1 : … : last` (or `!c0` when there are two forms):
///
///   | Locale | Categories | Header |
///   |---|---|---|
///   | `en` | one, other | `nplurals=2; plural=(n!=1);` |
///   | `fr` | one, many, other | `nplurals=3; plural=(n==0 \|\| n==1 ? 0 : n!=0 && n%1000000==0 ? 1 : 2);` |
///   | `ru` | one, few, many | `nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : … ? 1 : 2);` |
///   | `ja` | other | `nplurals=1; plural=0;` |
///
/// - **A file's mapping** (``init(header:locale:)``): the header's expression is evaluated for
///   n = 0…1000 and a few large numbers (10⁴ … 10⁹), and each index is mapped to the CLDR category
///   (``PluralRules/category(for:)``) of the integers that land on it. When the integers of one
///   index fall in several categories (French `(n > 1)` sends 1000000, CLDR `many`, to the same
///   index as 2, `other`), the category most of them have wins, ties going to the first in CLDR
///   order; such indices are listed in ``mixedIndices``. An index that no integer reaches gets the
///   first integer category of the locale no other index has, else `other`.
///
/// Mapping is deterministic: the same header and locale always give the same categories.
struct GettextPluralForms: Sendable, Hashable {
  /// The CLDR category of each gettext index. Two indices may share a category when a file's
  /// `Plural-Forms` distinguishes numbers CLDR does not; readers keep the first, writers write
  /// the category's text at each.
  var categories: [PluralCategory]
  /// The `Plural-Forms` header value: `nplurals=N; plural=EXPRESSION;`.
  var header: String
  /// Indices whose integers fall into more than one CLDR category (see the type's documentation).
  var mixedIndices: [Int] = []

  /// The number of forms (`nplurals`).
  var count: Int { categories.count }

  /// The index of `category`'s first form, or `nil` when gettext has none for it.
  func index(of category: PluralCategory) -> Int? {
    categories.firstIndex(of: category)
  }

  /// Herald's mapping for `locale`, from ICU's CLDR rules (see the type's documentation). A
  /// locale ICU does not know gets the root rules: one form, `other`.
  init(locale: String) {
    let rules = Self.rules(for: locale)
    let integral = rules?.source.filter { !$0.integerSamples.isEmpty } ?? []
    guard integral.count > 1 else {
      self.categories = [integral.first?.category ?? .other]
      self.header = "nplurals=1; plural=0;"
      return
    }
    self.categories = integral.map(\.category)
    let conditions = integral.dropLast().map { PluralCondition.parse($0.condition) }
    let expression: String
    if conditions.count == 1 {
      expression = conditions[0].negated.rendered(inside: .ternary)
    } else {
      var chain = ""
      for (index, condition) in conditions.enumerated() {
        chain += "\(condition.rendered(inside: .ternary)) ? \(index) : "
      }
      expression = chain + String(conditions.count)
    }
    self.header = "nplurals=\(integral.count); plural=(\(expression));"
  }

  /// A file's mapping: the categories `header`'s expression selects for integers in `locale`, or
  /// `nil` when the header does not parse (no `nplurals`, no `plural`, or an expression outside
  /// the C subset gettext uses).
  ///
  /// - Parameters:
  ///   - header: A `Plural-Forms` value such as `nplurals=2; plural=(n != 1);`.
  ///   - locale: The locale whose CLDR rules name the categories.
  init?(header: String, locale: String) {
    guard let (count, expression) = Self.parseHeader(header), count > 0, count <= 16 else { return nil }
    let rules = Self.rules(for: locale)
    var tallies = Array(repeating: [PluralCategory: Int](), count: count)
    for n in Self.sampleNumbers {
      guard let index = expression.evaluate(n: n) else { return nil }
      guard index >= 0, index < count else { continue }
      tallies[index][rules?.category(for: .int(n)) ?? .other, default: 0] += 1
    }
    let integral = rules?.source.filter { !$0.integerSamples.isEmpty }.map(\.category) ?? [.other]
    var categories: [PluralCategory?] = tallies.map { tally in
      tally.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
    for index in categories.indices where categories[index] == nil {
      categories[index] = integral.first { !categories.contains($0) } ?? .other
    }
    self.categories = categories.map { $0 ?? .other }
    self.header = header
    self.mixedIndices = tallies.indices.filter { tallies[$0].count > 1 }
  }

  /// The integers a file's expression is evaluated for.
  static let sampleNumbers: [Int] =
    Array(0...1000) + [10_000, 100_000, 1_000_000, 1_000_001, 2_000_000, 10_000_000, 1_000_000_000]

  /// Splits `nplurals=N; plural=EXPR;` into the count and the parsed expression.
  static func parseHeader(_ header: String) -> (Int, PluralExpression)? {
    var count: Int?
    var expression: PluralExpression?
    for field in header.split(separator: ";") {
      let parts = field.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let name = parts[0].filter { $0 != " " && $0 != "\t" && $0 != "\n" }
      if name == "nplurals" {
        count = Int(parts[1].filter { $0 != " " && $0 != "\t" && $0 != "\n" })
      } else if name == "plural" {
        expression = PluralExpression(String(parts[1]))
      }
    }
    guard let count, let expression else { return nil }
    return (count, expression)
  }

  /// The cardinal rules of `locale`, or `nil` when ICU cannot open them.
  static func rules(for locale: String) -> PluralRules? {
    guard let tag = try? LanguageTag(locale) else { return nil }
    return try? PluralRules.cached(for: tag)
  }
}

// MARK: - CLDR conditions as C expressions

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

// MARK: - Evaluating Plural-Forms expressions

/// A gettext `plural=` expression: the C subset gettext accepts (`n`, decimal numbers, `?:`,
/// `||`, `&&`, `!`, the six comparisons, `+ - * / %`, unary `-`, parentheses), parsed once and
/// evaluated for any `n`.
///
/// ```swift
/// PluralExpression("n%10==1 && n%100!=11 ? 0 : 1")?.evaluate(n: 21)  // 0
/// ```
struct PluralExpression: Sendable, Hashable {
  /// A node of the expression tree.
  indirect enum Node: Sendable, Hashable {
    case n
    case number(Int)
    case unary(String, Node)
    case binary(String, Node, Node)
    case conditional(Node, Node, Node)
  }

  /// The root of the tree.
  let root: Node

  /// Parses `text`; `nil` when it is not a complete expression.
  init?(_ text: String) {
    var parser = Parser(tokens: Self.tokenize(text) ?? [])
    guard !parser.tokens.isEmpty, let root = parser.ternary(), parser.position == parser.tokens.count else {
      return nil
    }
    self.root = root
  }

  /// The expression's value for `n`, or `nil` on division by zero.
  func evaluate(n: Int) -> Int? {
    Self.evaluate(root, n: n)
  }

  private static func evaluate(_ node: Node, n: Int) -> Int? {
    switch node {
    case .n: return n
    case .number(let value): return value
    case .unary(let op, let operand):
      guard let value = evaluate(operand, n: n) else { return nil }
      return op == "!" ? (value == 0 ? 1 : 0) : op == "-" ? 0 &- value : value
    case .conditional(let condition, let then, let otherwise):
      guard let test = evaluate(condition, n: n) else { return nil }
      return evaluate(test != 0 ? then : otherwise, n: n)
    case .binary(let op, let left, let right):
      guard let lhs = evaluate(left, n: n) else { return nil }
      if op == "&&", lhs == 0 { return 0 }
      if op == "||", lhs != 0 { return 1 }
      guard let rhs = evaluate(right, n: n) else { return nil }
      switch op {
      case "&&", "||": return rhs != 0 ? 1 : 0
      case "+": return lhs &+ rhs
      case "-": return lhs &- rhs
      case "*": return lhs &* rhs
      case "/", "%":
        let result = op == "/" ? lhs.dividedReportingOverflow(by: rhs) : lhs.remainderReportingOverflow(dividingBy: rhs)
        return rhs == 0 ? nil : result.partialValue
      default: return PluralCondition.apply(op, lhs, rhs) ? 1 : 0
      }
    }
  }

  /// Splits C text into tokens: numbers, `n`, and operators. `nil` on any other character.
  static func tokenize(_ text: String) -> [String]? {
    var tokens: [String] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == " " || character == "\t" || character == "\n" || character == "\r" {
        index += 1
      } else if character.isASCII, character.isNumber {
        var number = ""
        while index < characters.count, characters[index].isASCII, characters[index].isNumber {
          number.append(characters[index])
          index += 1
        }
        tokens.append(number)
      } else {
        let pair = index + 1 < characters.count ? String([character, characters[index + 1]]) : ""
        if ["||", "&&", "==", "!=", "<=", ">="].contains(pair) {
          tokens.append(pair)
          index += 2
        } else if "n?:!<>+-*/%()".contains(character) {
          tokens.append(String(character))
          index += 1
        } else {
          return nil
        }
      }
    }
    return tokens
  }

  /// A recursive-descent parser over the tokens, one method per C precedence level.
  private struct Parser {
    let tokens: [String]
    var position = 0

    var peek: String? { position < tokens.count ? tokens[position] : nil }

    mutating func take(_ candidates: Set<String>) -> String? {
      guard let token = peek, candidates.contains(token) else { return nil }
      position += 1
      return token
    }

    mutating func ternary() -> Node? {
      guard let condition = binary(level: 0) else { return nil }
      guard take(["?"]) != nil else { return condition }
      guard let then = ternary(), take([":"]) != nil, let otherwise = ternary() else { return nil }
      return .conditional(condition, then, otherwise)
    }

    /// Binary operators by precedence, loosest first.
    static let levels: [Set<String>] = [
      ["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"],
    ]

    mutating func binary(level: Int) -> Node? {
      guard level < Self.levels.count else { return unary() }
      guard var left = binary(level: level + 1) else { return nil }
      while let op = take(Self.levels[level]) {
        guard let right = binary(level: level + 1) else { return nil }
        left = .binary(op, left, right)
      }
      return left
    }

    mutating func unary() -> Node? {
      if let op = take(["!", "-", "+"]) {
        return unary().map { .unary(op, $0) }
      }
      guard let token = peek else { return nil }
      position += 1
      if token == "n" { return .n }
      if let value = Int(token) { return .number(value) }
      guard token == "(", let inner = ternary(), take([")"]) != nil else { return nil }
      return inner
    }
  }
}
