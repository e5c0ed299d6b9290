import HeraldStrings
import HeraldTestSupport
import Testing

@Suite("Checking Mastodon's tables", .requires(.stringsCorpus))
struct MastodonCheckTests {
  static let findings: [StringsDiagnostic] = {
    let loaded = StringTableReader(sourceLocale: "en").load(paths: [TestPaths.stringsCorpus + "/mastodon"])
    let validator = StringsValidator()
    return loaded.groups.flatMap { validator.check($0.table, file: $0.name) }
  }()

  @Test("French, Spanish, Italian and Catalan miss CLDR many in every plural: info, since only exact millions reach it")
  func romanceMany() {
    for locale in ["fr", "es", "it", "ca"] {
      let many = Self.findings.filter {
        $0.locale == locale && $0.code == "missing-plural-category" && $0.message.contains("'many'")
      }
      #expect(many.count == 31, "\(locale)")
      #expect(many.allSatisfy { $0.severity == .info }, "\(locale)")
    }
  }

  @Test("hard-coded 1 in one forms are found where one covers more (fr 0, ru 21…), never in English")
  func hardCodedOnes() {
    let ones = Self.findings.filter { $0.code == "hard-coded-one" }
    #expect(ones.count >= 140)
    #expect(ones.contains { $0.locale == "fr" && $0.key == "a11y.plural.count.unread.notification" })
    #expect(ones.contains { $0.locale == "ru" })
    #expect(!ones.contains { $0.locale == "en" || $0.locale == "de" })
  }

  @Test("every finding names its file and line, but the per-locale counts of untranslated strings, which name the file")
  func locations() {
    #expect(Self.findings.filter { $0.code != "untranslated" }.allSatisfy { $0.location?.line ?? 0 > 0 })
    #expect(Self.findings.filter { $0.code == "untranslated" }.allSatisfy { $0.file != nil })
  }
}
