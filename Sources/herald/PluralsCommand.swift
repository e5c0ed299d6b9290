import ArgumentParser
import HeraldICU
import HeraldSyntax

/// `herald plurals`: the CLDR plural categories of a locale, with ICU's sample numbers.
struct PluralsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plurals",
    abstract: "Print a locale's CLDR plural categories (cardinal and ordinal) with sample numbers.",
    discussion: """
      The rules come from the system ICU (CLDR \(PluralsCommand.cldrNote)). Samples show which \
      numbers reach each category: "@integer" samples are whole numbers, "@decimal" samples have \
      visible fraction digits, and "1c6" means 1 million in compact notation.

      Examples:
        herald plurals --locale ru
        herald plurals --locale ar --json
        herald plurals --all --json > plurals.json
      """
  )

  static let cldrNote = "data of ICU \(ICU.version)"

  @Option(help: "The locale, as a BCP 47 tag (en, ru, pt-BR, zh-Hans).")
  var locale: String?

  @Flag(help: "Every locale ICU has plural data for.")
  var all = false

  @Flag(help: #"Print JSON: {"locale": …, "cardinal": [...], "ordinal": [...], "rules": {…}}."#)
  var json = false

  func validate() throws {
    if all == (locale != nil) { throw ValidationError("give either --locale LOCALE or --all") }
  }

  func run() throws {
    let tags: [LanguageTag]
    do {
      if let locale {
        tags = [try LanguageTag(locale)]
      } else {
        let cardinal = try PluralRules.availableLocales(type: .cardinal)
        let ordinal = try PluralRules.availableLocales(type: .ordinal)
        var seen = Set<String>()
        tags = (cardinal + ordinal).filter { seen.insert($0.identifier).inserted }.sorted {
          $0.identifier < $1.identifier
        }
      }
    } catch {
      throw Diagnostics.fail("--locale \(locale ?? ""): \(error)")
    }
    let reports = try tags.map { tag in
      do {
        return try LocalePlurals(locale: tag)
      } catch {
        throw Diagnostics.fail("\(tag): \(error)")
      }
    }
    if json {
      let value: JSONValue = locale != nil ? reports[0].json : .array(reports.map(\.json))
      print(JSONWriter().string(from: value), terminator: "")
    } else {
      print(reports.map { all ? $0.summary : $0.text }.joined(separator: all ? "\n" : "\n\n"))
    }
  }
}

/// The cardinal and ordinal rules of one locale, as the command prints them.
struct LocalePlurals {
  let locale: LanguageTag
  let cardinal: PluralRules
  let ordinal: PluralRules

  init(locale: LanguageTag) throws {
    self.locale = locale
    self.cardinal = try PluralRules(locale: locale, type: .cardinal)
    self.ordinal = try PluralRules(locale: locale, type: .ordinal)
  }

  /// One line: "ru  cardinal: one few many other  ordinal: other".
  var summary: String {
    let names = { (rules: PluralRules) in rules.categories.map(\.rawValue).joined(separator: " ") }
    return "\(locale.identifier)\tcardinal: \(names(cardinal))\tordinal: \(names(ordinal))"
  }

  /// Every category with its condition and samples.
  var text: String {
    var lines = ["\(locale.identifier) (\(locale.englishName))"]
    for rules in [cardinal, ordinal] {
      lines.append("  \(rules.type.rawValue): \(rules.categories.map(\.rawValue).joined(separator: ", "))")
      for rule in rules.source {
        var line = "    \(rule.category.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0))"
        if !rule.integerSamples.isEmpty { line += "  @integer " + Self.list(rule.integerSamples, rule.moreIntegers) }
        if !rule.decimalSamples.isEmpty { line += "  @decimal " + Self.list(rule.decimalSamples, rule.moreDecimals) }
        if !rule.condition.isEmpty { line += "    [\(rule.condition)]" }
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func list(_ samples: [PluralRuleSource.Sample], _ more: Bool) -> String {
    samples.map(\.description).joined(separator: ", ") + (more ? ", …" : "")
  }

  var json: JSONValue {
    func rules(_ rules: PluralRules) -> JSONValue {
      .object(
        rules.source.map { rule in
          JSONMember(
            rule.category.rawValue,
            .object([
              JSONMember("condition", .string(rule.condition)),
              JSONMember("integer", .array(rule.integerSamples.map { .string($0.description) })),
              JSONMember("decimal", .array(rule.decimalSamples.map { .string($0.description) })),
            ]))
        })
    }
    return .object([
      JSONMember("locale", .string(locale.identifier)),
      JSONMember("cardinal", .array(cardinal.categories.map { .string($0.rawValue) })),
      JSONMember("ordinal", .array(ordinal.categories.map { .string($0.rawValue) })),
      JSONMember("rules", .object([JSONMember("cardinal", rules(cardinal)), JSONMember("ordinal", rules(ordinal))])),
    ])
  }
}
