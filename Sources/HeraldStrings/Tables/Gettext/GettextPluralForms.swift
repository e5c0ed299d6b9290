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

  /// Which forms the expression gives for at least 5 of n = 0…1000, as msgfmt decides which
  /// forms hold for infinitely many numbers (gettext's `check_plural_eval`): `msgfmt --check`
  /// wants those forms to use every argument of `msgid_plural`.
  var frequentForms: [Bool] {
    guard let (count, expression) = Self.parseHeader(header) else { return [] }
    var tallies = Array(repeating: 0, count: count)
    for n in 0...1000 {
      if let index = expression.evaluate(n: n), index >= 0, index < count { tallies[index] += 1 }
    }
    return tallies.map { $0 >= 5 }
  }

  /// How many numbers of `range` the expression gives form `index` for (at most 1,001 are looked at).
  func count(of index: Int, in range: ClosedRange<Int>) -> Int {
    guard let (_, expression) = Self.parseHeader(header) else { return 0 }
    return range.prefix(1001).filter { expression.evaluate(n: $0) == index }.count
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
