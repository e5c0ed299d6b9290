import Foundation
import Testing

/// The package's own layout rule: a file in `Sources/` is split by job before it passes about 400
/// lines (a codec into its reader, its writer and its mapping, in a folder per format).
@Suite("Source file sizes")
struct SourceFileSizeTests {
  /// The most lines a file in `Sources/` may have.
  static let limit = 400

  /// Files allowed over ``limit``, by path relative to `Sources/`, each with the reason. Empty:
  /// every file fits.
  static let allowed: [String: String] = [:]

  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// The extensions of the files the rule covers: Swift and the C and C++ of the system-library
  /// wrappers.
  static let extensions: Set<String> = ["swift", "c", "cpp", "h", "hpp"]

  /// The number of lines of each covered file under `Sources/`, by path relative to it.
  static func lineCounts() throws -> [String: Int] {
    let root = sources.standardizedFileURL.path + "/"
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
    var counts: [String: Int] = [:]
    while let path = walker.nextObject() as? String {
      guard extensions.contains((path as NSString).pathExtension) else { continue }
      let text = try String(contentsOfFile: root + path, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
      counts[path] = text.hasSuffix("\n") ? lines - 1 : lines
    }
    return counts
  }

  @Test("no file in Sources/ is over 400 lines unless the allow-list says why")
  func sizes() throws {
    let counts = try Self.lineCounts()
    #expect(counts["HeraldSyntax/JSONWriter.swift"] != nil, "the scan of \(Self.sources.path) found no sources")
    let over = counts.filter { $0.value > Self.limit && Self.allowed[$0.key] == nil }
      .map { "\($0.key): \($0.value) lines" }.sorted()
    #expect(over.isEmpty, "split these files by job, or add them to the allow-list with the reason: \(over)")
  }

  @Test("every file of the allow-list exists and is still over 400 lines")
  func allowListIsCurrent() throws {
    let counts = try Self.lineCounts()
    let stale = Self.allowed.keys.filter { (counts[$0] ?? 0) <= Self.limit }.sorted()
    #expect(stale.isEmpty, "remove these from the allow-list: \(stale)")
  }
}
