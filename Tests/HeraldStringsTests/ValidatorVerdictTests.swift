import HeraldStrings
import HeraldTestSupport
import Testing

/// The validator's findings on the shared corpora against a sample judged by hand
/// (`Fixtures/validator-verdicts.tsv`): a finding judged false must not come back, and one judged
/// true must still be found (otherwise judge the sample again and update docs/strings.md).
@Suite("Validator findings against the judged sample", .requires(.stringsCorpus))
struct ValidatorVerdictTests {
  /// One judged finding.
  struct Verdict: Sendable, CustomStringConvertible {
    var kind: String
    var code: String
    var file: String
    var locale: String
    var key: String
    var isTrue: Bool
    var reason: String

    var identity: String { [code, file, locale, key].joined(separator: "\u{1F}") }
    var description: String { "\(code) \(file) [\(locale)] '\(key)': \(reason)" }
  }

  static let verdicts: [Verdict] = {
    let path = TestPaths.tests("HeraldStringsTests") + "/Fixtures/validator-verdicts.tsv"
    let text = (try? TestPaths.bytes(path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return text.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("#") }.compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 8, fields[0] != "kind" else { return nil }
      return Verdict(
        kind: fields[0], code: fields[1], file: fields[2], locale: fields[4], key: unescape(fields[5]),
        isTrue: fields[6] == "true", reason: fields[7])
    }
  }()

  static func unescape(_ text: String) -> String {
    var result = ""
    var escaped = false
    for character in text {
      if escaped {
        result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// What `herald strings check` finds on each corpus, by identity.
  static let found: Set<String> = {
    var identities = Set<String>()
    let prefix = TestPaths.stringsCorpus + "/"
    for corpus in ["gnome-calculator", "icecubes", "mastodon", "antennapod"] {
      let loaded = StringTableReader().load(paths: [prefix + corpus])
      for finding in StringsValidator().check(loaded) {
        let file = String((finding.file ?? "").dropFirst(prefix.count))
        identities.insert([finding.code, file, finding.locale ?? "", finding.key ?? ""].joined(separator: "\u{1F}"))
      }
    }
    return identities
  }()

  @Test("the sample has 40 judged findings, at least 90 % true")
  func sample() {
    let sample = Self.verdicts.filter { $0.kind == "sample" }
    #expect(sample.count == 40)
    #expect(sample.filter(\.isTrue).count * 10 >= sample.count * 9)
  }

  @Test("no finding judged false comes back")
  func falseFindings() {
    for verdict in Self.verdicts where !verdict.isTrue && verdict.kind != "sample" {
      #expect(!Self.found.contains(verdict.identity), "judged false: \(verdict)")
    }
  }

  @Test("every finding judged true is still found")
  func trueFindings() {
    for verdict in Self.verdicts where verdict.isTrue {
      #expect(Self.found.contains(verdict.identity), "judged true but no longer found: \(verdict)")
    }
  }
}
