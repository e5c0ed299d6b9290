import Dispatch
import Foundation
import HeraldSyntax
import HeraldTree

/// Reads an app's Swift and Objective-C files, each once and in parallel, into a ``CodeIndex``.
///
/// ```swift
/// let index = SourceIndexer().index(paths: ["MyApp"])
/// for problem in index.problems { print(problem) }
/// ```
public struct SourceIndexer: Sendable {
  /// The file extensions read: Swift, and Objective-C headers and implementation files.
  public static let extensions: Set<String> = ["swift", "h", "m", "mm"]

  /// The run's parses, shared with the SwiftUI view index; `nil` parses each file on its own.
  public var parses: SwiftParses?

  /// Creates an indexer.
  ///
  /// - Parameter parses: The run's parses, so that each Swift file is parsed once per run.
  public init(parses: SwiftParses? = nil) {
    self.parses = parses
  }

  /// The source files `paths` stand for: files as given (any extension of ``extensions``), and the
  /// source files under directories as ``FileWalk`` finds them, sorted, skipping asset catalogs,
  /// test folders and test files (``isTestFolder(_:)``, ``isTestFile(_:)``).
  public func files(in paths: [String]) -> [String] {
    var result: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if !isDirectory.boolValue {
        if Self.isSource(path) { result.append(path) }
        continue
      }
      for relative in FileWalk.files(under: path) where Self.isSource(relative) {
        let parts = relative.split(separator: "/")
        let folders = parts.dropLast()
        if folders.contains(where: { $0.hasSuffix(".xcassets") || Self.isTestFolder(String($0)) }) { continue }
        if Self.isTestFile(String(parts.last ?? "")) { continue }
        result.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
      }
    }
    return result
  }

  /// Whether a folder holds tests (`Tests`, `MyAppTests`, `MyAppUITests`, `Specs`): test code sets
  /// outlets' texts the app never does, so it is not the app's evidence.
  public static func isTestFolder(_ name: String) -> Bool {
    name.hasSuffix("Tests") || name == "Specs" || name.hasSuffix("Specs") || name == "Test"
  }

  /// Whether a file is a test case (`RatingControlTests.swift`, `LoginSpec.swift`).
  public static func isTestFile(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: ".") else { return false }
    let stem = name[..<dot]
    return stem.hasSuffix("Tests") || stem.hasSuffix("Test") || stem.hasSuffix("Spec")
  }

  /// Whether `path` names a source file Herald reads.
  public static func isSource(_ path: String) -> Bool {
    guard let dot = path.lastIndex(of: ".") else { return false }
    return extensions.contains(String(path[path.index(after: dot)...]).lowercased())
  }

  /// The facts of one file (read once per run when the indexer has the run's ``parses``); a
  /// file that cannot be read is one ``SourceProblem``.
  public func read(file: String) -> SourceFileFacts {
    guard let parses else { return readNow(file: file) }
    return parses.facts(of: file) { readNow(file: file) }
  }

  private func readNow(file: String) -> SourceFileFacts {
    guard let data = FileManager.default.contents(atPath: file) else {
      return SourceFileFacts(
        file: file,
        problems: [
          SourceProblem(
            location: SourceLocation(file: file, line: 1, column: 1),
            message: "cannot be read; check that it exists and is readable. Its code is not used")
        ])
    }
    return read(data, file: file)
  }

  /// The facts of a file's `data`, read as the file's extension says (Objective-C for `.h`, `.m`,
  /// `.mm`, else Swift).
  public func read(_ data: Data, file: String) -> SourceFileFacts {
    let text = String(decoding: data, as: UTF8.self)
    if file.hasSuffix(".swift") { return SwiftReader(file: file, text: text, parses: parses).read() }
    return ObjectiveCReader(file: file, text: text).read()
  }

  /// The index of one source text, read as `file` (a rule's example, a test).
  public func index(text: String, file: String) -> CodeIndex {
    CodeIndex(files: [read(Data(text.utf8), file: file)])
  }

  /// Reads every source file `paths` stand for, in parallel on all cores, into one index.
  public func index(paths: [String]) -> CodeIndex {
    index(files: files(in: paths))
  }

  /// Reads `files` one after another, on the calling thread (a baseline for the parallel read).
  public func indexSerially(files: [String]) -> CodeIndex {
    CodeIndex(files: files.map { read(file: $0) })
  }

  /// Reads `files` (paths of source files, used as given) in parallel on all cores into one index.
  public func index(files: [String]) -> CodeIndex {
    let results = ConcurrentResults<SourceFileFacts>(count: files.count)
    // On deep-stack threads, so that each file's walk runs where it is read.
    DeepStack.concurrentPerform(iterations: files.count) { index in
      results.set(index, read(file: files[index]))
    }
    return CodeIndex(files: results.values)
  }
}
