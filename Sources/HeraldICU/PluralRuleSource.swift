import Foundation

/// One category of a locale's CLDR plural rules as CLDR writes it, with its sample numbers.
///
/// For Russian `few`: condition "v = 0 and i % 10 = 2..4 and i % 100 != 12..14", integer samples
/// 2~4, 22~24, 32~34, …, no decimal samples. The samples tell which numbers reach a category: only
/// integers, only decimals (Czech `many`), or only exact millions in compact notation (French
/// `many`: "1c6").
public struct PluralRuleSource: Hashable, Sendable {
  /// The category the rule selects.
  public var category: PluralCategory
  /// The CLDR condition, empty for `other`.
  public var condition: String
  /// The `@integer` samples: single numbers ("1") or ranges ("2~16"); "1c6" means 1 × 10⁶ in
  /// compact notation.
  public var integerSamples: [Sample]
  /// The `@decimal` samples ("0.0~1.5", "1.0000001c6").
  public var decimalSamples: [Sample]
  /// True when CLDR ends the integer samples with "…": more integers reach the category.
  public var moreIntegers: Bool
  /// True when CLDR ends the decimal samples with "…".
  public var moreDecimals: Bool

  /// A sample number or an inclusive range of them, as CLDR writes it.
  public struct Sample: Hashable, Sendable, CustomStringConvertible {
    /// The number, or the first of the range.
    public var lower: String
    /// The last number of the range, when the sample is one.
    public var upper: String?

    /// True when the sample is written with a compact exponent ("1c6"): only compact notation
    /// reaches it.
    public var isCompact: Bool { lower.contains("c") || lower.contains("e") }

    /// Creates a sample.
    public init(lower: String, upper: String? = nil) {
      self.lower = lower
      self.upper = upper
    }

    /// The sample as CLDR writes it: "2~4" or "1".
    public var description: String { upper.map { "\(lower)~\($0)" } ?? lower }
  }

  /// Creates a rule.
  public init(
    category: PluralCategory, condition: String, integerSamples: [Sample], decimalSamples: [Sample],
    moreIntegers: Bool = false, moreDecimals: Bool = false
  ) {
    self.category = category
    self.condition = condition
    self.integerSamples = integerSamples
    self.decimalSamples = decimalSamples
    self.moreIntegers = moreIntegers
    self.moreDecimals = moreDecimals
  }

  /// Parses one line of `herald_plural_rules_source`: "few: v = 0 and … @integer 2~4, … @decimal …".
  init?(_ line: String) {
    guard let colon = line.firstIndex(of: ":"),
      let category = PluralCategory(rawValue: line[..<colon].trimmingCharacters(in: .whitespaces))
    else { return nil }
    let rule = line[line.index(after: colon)...]
    func section(_ marker: String) -> Substring {
      guard let start = rule.range(of: marker) else { return "" }
      let rest = rule[start.upperBound...]
      return rest.range(of: "@").map { rest[..<$0.lowerBound] } ?? rest
    }
    func samples(_ text: Substring) -> [Sample] {
      text.split(separator: ",").compactMap { item in
        let trimmed = item.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed != "…", trimmed != "..." else { return nil }
        let bounds = trimmed.split(separator: "~").map(String.init)
        return Sample(lower: bounds[0], upper: bounds.count > 1 ? bounds[1] : nil)
      }
    }
    self.category = category
    self.condition = (rule.range(of: "@").map { rule[..<$0.lowerBound] } ?? rule).trimmingCharacters(in: .whitespaces)
    self.integerSamples = samples(section("@integer"))
    self.decimalSamples = samples(section("@decimal"))
    self.moreIntegers = section("@integer").contains("…")
    self.moreDecimals = section("@decimal").contains("…")
  }
}
