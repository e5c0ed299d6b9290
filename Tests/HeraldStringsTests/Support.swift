import Foundation
import HeraldStrings
import Testing

/// Paths the tests read: the repository, its fixtures, and the shared third-party corpus.
enum TestPaths {
  /// The repository root (three levels above this file).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// `Tests/HeraldStringsTests/Fixtures`, tables written for these tests.
  static let fixtures = repository + "/Tests/HeraldStringsTests/Fixtures"

  /// `../shared/corpus/strings`, the real string tables read by corpus tests.
  static let corpus = repository + "/../shared/corpus/strings"

  /// Whether the corpus is beside the repository; corpus tests are skipped, and say so, without it.
  static let hasCorpus = FileManager.default.fileExists(atPath: corpus)

  /// The message shown when corpus tests are skipped.
  static let corpusMissing: Comment = "../shared/corpus/strings is not beside the repository: corpus tests skipped"

  /// The bytes of the file at `path`.
  static func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }
}
