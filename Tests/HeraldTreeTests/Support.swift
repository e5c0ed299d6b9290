import Foundation
import HeraldTree
import Testing

/// Paths the tests read: the repository, its fixtures, and the shared third-party corpus.
enum TestPaths {
  /// The repository root (three levels above this file).
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// `Tests/HeraldTreeTests/Fixtures`.
  static let fixtures = repository + "/Tests/HeraldTreeTests/Fixtures"

  /// `../shared/corpus/ib`, the real Interface Builder files read by corpus tests.
  static let corpus = repository + "/../shared/corpus/ib"

  /// Whether the corpus is beside the repository; corpus tests are skipped, and say so, without it.
  static let hasCorpus = FileManager.default.fileExists(atPath: corpus)

  /// The message shown when corpus tests are skipped.
  static let corpusMissing: Comment = "../shared/corpus/ib is not beside the repository: corpus tests skipped"
}

extension ControlTree {
  /// Every element of every scene, depth first.
  var allElements: [Element] { scenes.flatMap { $0.root.allElements } }

  /// The first element with `id` in any scene.
  func element(_ id: String) -> Element? {
    for scene in scenes {
      if let found = scene.root.element(withID: id) { return found }
    }
    return nil
  }
}

/// Loads an in-memory Interface Builder document.
func loadIB(_ text: String, file: String = "test.storyboard") throws(TreeError) -> ControlTree {
  try InterfaceBuilderLoader().load(Array(text.utf8), file: file)
}
