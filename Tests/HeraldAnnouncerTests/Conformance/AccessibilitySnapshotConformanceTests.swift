import HeraldAnnouncer
import HeraldTree
import Testing

/// Herald's `voiceover` profile against cashapp/AccessibilitySnapshot's reference images: every
/// legend entry transcribed in ``ConformanceCase/all`` must be spoken exactly, in English, German
/// and Russian.
@Suite("Conformance with AccessibilitySnapshot's reference images")
struct AccessibilitySnapshotConformanceTests {
  @Test("each legend entry is spoken exactly", arguments: ConformanceCase.all)
  func legendEntry(_ entry: ConformanceCase) throws {
    for (locale, expected) in entry.expected.sorted(by: { $0.key < $1.key }) {
      let utterances = try announcer(locale).utterances(in: entry.scene)
      try #require(
        utterances.indices.contains(entry.index), "\(locale): \(utterances.count) utterances, wanted #\(entry.index)")
      let utterance = utterances[entry.index]
      #expect(utterance.text == expected.text, "\(locale)")
      #expect(utterance.hint == expected.hint, "\(locale)")
    }
  }

  @Test("the suite has at least 60 cases, each citing its reference test, none repeated")
  func coverage() {
    let references = ConformanceCase.all.map(\.reference)
    #expect(references.count >= 60)
    #expect(Set(references).count == references.count)
    #expect(references.allSatisfy { $0.hasPrefix("test") || $0.contains("Tests.test") || $0.hasPrefix("secure") })
  }
}
