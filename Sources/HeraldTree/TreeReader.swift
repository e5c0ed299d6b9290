import Dispatch
import Foundation
import HeraldSyntax

/// Finds UI descriptions on disk and loads them with the loader for their format.
///
/// ```swift
/// let reader = TreeReader()
/// for result in reader.load(paths: ["Examples", "Main.storyboard"]) {
///   switch result.outcome {
///   case .success(let tree): print(tree.scenes.count, "scenes in", result.path)
///   case .failure(let error): print(error)  // names the file, line and what to do
///   }
/// }
/// ```
public struct TreeReader: Sendable {
  /// The outcome of loading one file.
  public struct LoadResult: Sendable {
    /// The file's path.
    public var path: String
    /// The tree, or why the file could not be loaded.
    public var outcome: Result<ControlTree, TreeError>
  }

  /// The loaders, tried by format.
  public let loaders: [any TreeLoader]

  /// The loaders Herald ships, one per ``DocumentFormat``.
  public static let builtInLoaders: [any TreeLoader] = [
    InterfaceBuilderLoader(), JSONTreeLoader(), AppiumPageSourceLoader(), UIAutomatorLoader(),
  ]

  /// Creates a reader with the given loaders (Herald's own by default).
  public init(loaders: [any TreeLoader] = TreeReader.builtInLoaders) {
    self.loaders = loaders
  }

  /// Loads one document from memory, choosing the loader by ``DocumentFormat/detect(path:bytes:)``.
  ///
  /// - Throws: ``TreeError/unknownFormat(path:detail:)`` when no loader fits, or the loader's error.
  public func load(_ bytes: [UInt8], file: String) throws(TreeError) -> ControlTree {
    guard let format = DocumentFormat.detect(path: file, bytes: bytes) else {
      throw .unknownFormat(path: file, detail: "the content is none of the UI descriptions Herald knows")
    }
    guard let loader = loaders.first(where: { $0.format == format }) else {
      throw .unknownFormat(path: file, detail: "no loader is installed for \(format.rawValue)")
    }
    return try loader.load(bytes, file: file)
  }

  /// Reads and loads one file.
  public func load(path: String) throws(TreeError) -> ControlTree {
    try load(try Self.read(path), file: path)
  }

  /// Loads every file named in `paths`, searching directories recursively, on all cores.
  ///
  /// Files named directly must be loadable; in directories, `.storyboard` and `.xib` files are
  /// always taken, `.json` and `.xml` files only when their content is a format Herald reads, and
  /// `.swift` files (when a SwiftUI loader is installed) only when they import SwiftUI and are
  /// not tests.
  /// A path that does not exist, or a file that fails, gives a failed ``LoadResult``; the other
  /// files are loaded all the same.
  ///
  /// - Returns: One result per file, in the order of `paths` and, within a directory, by path.
  public func load(paths: [String]) -> [LoadResult] {
    let inputs = Self.discover(paths, swift: loaders.contains { $0.format == .swiftUI })
    let results = ConcurrentResults<LoadResult>(count: inputs.count)
    // On deep-stack threads, so that each loader's recursion runs where the file is read.
    DeepStack.concurrentPerform(iterations: inputs.count) { index in
      let input = inputs[index]
      let outcome: Result<ControlTree, TreeError>
      switch input.outcome {
      case .failure(let error): outcome = .failure(error)
      case .success(let bytes): outcome = Result { () throws(TreeError) in try load(bytes, file: input.path) }
      }
      results.set(index, LoadResult(path: input.path, outcome: outcome))
    }
    var loaded = results.values
    // A shared budget spent while files were read at once cut what the threads reached last:
    // those files are read again one by one, in order, so that every run cuts the same.
    for loader in loaders {
      guard let restarted = loader.restartedForOrderedCut() else { continue }
      for (index, input) in inputs.enumerated() {
        guard case .success(let bytes) = input.outcome,
          DocumentFormat.detect(path: input.path, bytes: bytes) == loader.format
        else { continue }
        loaded[index] = LoadResult(
          path: input.path,
          outcome: Result { () throws(TreeError) in try restarted.load(bytes, file: input.path) })
      }
    }
    return loaded
  }

  /// The files `paths` stand for with their content read, in order; `.swift` files in folders
  /// only when `swift` is set.
  static func discover(_ paths: [String], swift: Bool = false) -> [(path: String, outcome: Result<[UInt8], TreeError>)]
  {
    var found: [(path: String, outcome: Result<[UInt8], TreeError>)] = []
    let fileManager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        found.append((path, .failure(.unreadable(path: path, reason: InputFile.missing))))
        continue
      }
      guard isDirectory.boolValue else {
        found.append((path, Result { () throws(TreeError) in try read(path) }))
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let members = InputFile.files(under: path)
      for member in members {
        let file = base + "/" + member
        let suffix = (member as NSString).pathExtension.lowercased()
        if suffix == "swift" {
          guard swift, !isTestSource(member), let bytes = try? read(file), importsSwiftUI(bytes)
          else { continue }
          found.append((file, .success(bytes)))
          continue
        }
        guard DocumentFormat.searchedExtensions.contains(suffix) else { continue }
        let outcome = Result { () throws(TreeError) in try read(file) }
        if case .success(let bytes) = outcome, DocumentFormat.detect(path: file, bytes: bytes) == nil {
          continue  // a JSON or XML file that is not a UI description
        }
        found.append((file, outcome))
      }
    }
    return found
  }

  /// Whether Swift source imports SwiftUI (`import SwiftUI`, `@preconcurrency import SwiftUI`).
  static func importsSwiftUI(_ bytes: [UInt8]) -> Bool {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains { line in
      let words = line.split(whereSeparator: \.isWhitespace)
      guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { return false }
      return words[at + 1] == "SwiftUI"
    }
  }

  /// Whether a relative path is a test's or a dependency's: a folder that ends in `Tests` or is a
  /// checkout or build folder, or a file that ends in `Tests.swift`.
  static func isTestSource(_ member: String) -> Bool {
    let parts = member.split(separator: "/")
    if parts.last?.hasSuffix("Tests.swift") ?? false { return true }
    return parts.dropLast().contains {
      $0.hasSuffix("Tests") || ["Pods", "Carthage", "DerivedData", "build"].contains($0)
    }
  }

  /// Reads a file's bytes.
  static func read(_ path: String) throws(TreeError) -> [UInt8] {
    do {
      return try InputFile.bytes(atPath: path)
    } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
  }
}
