import Foundation

/// Paths every test target reads: the repository, its folders, and what `../shared` holds beside it.
///
/// ```swift
/// let storyboard = TestPaths.repository + "/Examples/FoodTracker/Main.storyboard"
/// let mastodon = TestPaths.stringsCorpus + "/mastodon"   // only in a test marked .requires(.stringsCorpus)
/// ```
public enum TestPaths {
  /// The repository root (three levels above this file: `Tests/HeraldTestSupport/TestPaths.swift`).
  public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// `Examples/`, the sample apps and trees written for Herald.
  public static let examples = repository + "/Examples"

  /// `../shared`, the corpora and schemas every developer and CI run has beside the repository (not
  /// a clone on its own: tests that need it say they are skipped, see ``SharedResource``).
  public static let shared = repository + "/../shared"

  /// `../shared/corpus/ib`, the real Interface Builder files.
  public static let ibCorpus = shared + "/corpus/ib"

  /// `../shared/corpus/apps`, whole real apps: Interface Builder files with their source.
  public static let appsCorpus = shared + "/corpus/apps"

  /// `../shared/corpus/strings`, the real string tables.
  public static let stringsCorpus = shared + "/corpus/strings"

  /// `../shared/schemas/sarif-schema-2.1.0.json`, the OASIS SARIF 2.1.0 schema.
  public static let sarifSchema = shared + "/schemas/sarif-schema-2.1.0.json"

  /// `../shared/schemas/xliff-core-1.2-strict.xsd`, the OASIS XLIFF 1.2 strict schema (it imports
  /// `xml.xsd` beside it).
  public static let xliffSchema = shared + "/schemas/xliff-core-1.2-strict.xsd"

  /// `Tests/<target>`, e.g. `tests("HeraldTreeTests") + "/Fixtures"`.
  ///
  /// - Parameter target: The test target's folder name.
  /// - Returns: The folder's absolute path.
  public static func tests(_ target: String) -> String {
    repository + "/Tests/" + target
  }

  /// The bytes of the file at `path`.
  ///
  /// - Parameter path: An absolute path, or one relative to the working directory.
  /// - Returns: The file's contents.
  /// - Throws: The error Foundation reports when the file cannot be read.
  public static func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }
}
