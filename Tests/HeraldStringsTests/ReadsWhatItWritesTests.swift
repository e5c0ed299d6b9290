import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// Issue 36's "Herald reads every file it writes": every table corpus converted to every format,
/// each file read back from the bytes written.
@Suite("Herald reads every file it writes", .requires(.stringsCorpus))
struct ReadsWhatItWritesTests {
  static let sources = [
    "antennapod/res", "mastodon", "icecubes/Localizable.xcstrings", "gnome-calculator/po",
  ]

  @Test("every corpus, converted to every format, reads back", arguments: sources)
  func readsBack(_ source: String) throws {
    let reader = StringTableReader()
    for format in TableFormat.allCases {
      let result = TableConversion(to: format).convert(paths: [TestPaths.stringsCorpus + "/" + source])
      #expect(result.errors.isEmpty, "\(source) did not read: \(result.errors.prefix(2))")
      #expect(!result.files.isEmpty, "\(source) → \(format.rawValue) wrote nothing")
      for file in result.files {
        // The layout's path names the locale (values-fr/, fr.lproj/, fr.po) as on disk.
        #expect(throws: Never.self, "\(source) → \(format.rawValue): \(file.path)") {
          _ = try reader.read(file.bytes, path: file.path)
        }
      }
    }
  }
}
