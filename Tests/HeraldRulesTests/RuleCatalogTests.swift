import Foundation
import HeraldAudit
import HeraldICU
import HeraldRules
import Testing

@testable import herald_rules_registry

@Suite("Rule messages in Localizations/")
struct RuleCatalogTests {
  static let localizations = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Localizations").path

  /// Every built-in rule's English messages, as the source catalog's generated entries.
  static let english: [SourceCatalogWriter.Entry] = BuiltInRules.all.flatMap { type in
    type.description.messages.map { key, text in
      SourceCatalogWriter.Entry(
        key: RuleMessages.catalogKey(rule: type.description.id, message: key), message: text.english,
        comment: text.comment)
    }
  }.sorted { $0.key < $1.key }

  @Test(
    "Localizations/en.json has the rules' English and comments (regenerate with `make rules-registry`)")
  func sourceCatalogIsFresh() throws {
    let path = Self.localizations + "/" + Catalog.english.identifier + ".json"
    let actual = try String(contentsOfFile: path, encoding: .utf8)
    let expected = try SourceCatalogWriter.updating(actual, ruleEntries: Self.english)
    if ProcessInfo.processInfo.environment["HERALD_UPDATE_RULE_MESSAGES"] != nil, actual != expected {
      try expected.write(toFile: path, atomically: true, encoding: .utf8)
      return
    }
    #expect(actual == expected, "\(path) is stale: run `make rules-registry`")
  }

  @Test("Every rule's English messages compile and have a translator comment")
  func englishCompiles() throws {
    for entry in Self.english {
      #expect(throws: Never.self, "\(entry.key)") { try MessageFormat(pattern: entry.message, locale: Catalog.english) }
      #expect(!entry.comment.isEmpty, "\(entry.key) has no translator comment")
    }
  }

  @Test("Untranslated rule messages are listed per locale; translations compile with the English arguments")
  func translations() throws {
    let catalog = Catalog.herald
    let english = Dictionary(uniqueKeysWithValues: Self.english.map { ($0.key, $0.message) })
    var untranslated: [String] = []
    for locale in catalog.locales where locale != catalog.sourceLocale {
      var missing: [String] = []
      for (key, message) in english.sorted(by: { $0.key < $1.key }) {
        guard let entry = catalog.entry(key, in: locale) else {
          missing.append(key)
          continue
        }
        let used = Set(try MessagePattern(entry.message).arguments.map(\.name))
        let allowed = Set(try MessagePattern(message).arguments.map(\.name))
        #expect(used.isSubset(of: allowed), "\(entry.location): \(key) uses \(used.subtracting(allowed))")
        #expect(throws: Never.self, "\(entry.location)") { try MessageFormat(pattern: entry.message, locale: locale) }
      }
      if !missing.isEmpty { untranslated.append("\(locale) (\(missing.count)): " + missing.joined(separator: ", ")) }
      let orphans = catalog.entries(in: locale).map(\.key).filter { $0.hasPrefix("rule.") && english[$0] == nil }
      #expect(orphans.isEmpty, "\(locale) translates rule messages no rule has: \(orphans)")
    }
    // A missing translation is written in English with a warning, so it is listed, not a failure.
    print(
      untranslated.isEmpty
        ? "Every rule message is translated in every locale."
        : "Untranslated rule messages (written in English, with a warning):\n" + untranslated.joined(separator: "\n"))
  }
}
