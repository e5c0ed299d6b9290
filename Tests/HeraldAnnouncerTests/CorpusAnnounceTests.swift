import HeraldAnnouncer
import HeraldTestSupport
import HeraldTree
import Testing

@Suite("Announcing the Interface Builder corpus", .requires(.ibCorpus))
struct CorpusAnnounceTests {
  @Test(
    "every loadable file of ../shared/corpus/ib announces without error, in English and Arabic",
    arguments: ["en", "ar"])
  func corpus(_ locale: String) throws {
    let announcer = try announcer(locale)
    var announced = 0
    var utterances = 0
    for result in TreeReader().load(paths: [TestPaths.ibCorpus]) {
      guard case .success(let tree) = result.outcome else { continue }
      do {
        let announcement = try announcer.announce(tree)
        announced += 1
        utterances += announcement.scenes.reduce(0) { $0 + $1.utterances.count }
        for utterance in announcement.scenes.flatMap(\.utterances) {
          #expect(!utterance.text.isEmpty, "\(utterance.location): an element says nothing")
        }
      } catch {
        Issue.record("\(result.path): \(error)")
      }
    }
    #expect(announced >= 70, "the corpus holds 75 loadable files; \(announced) announced")
    #expect(utterances > announced)
  }
}
