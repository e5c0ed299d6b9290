import Foundation
import HeraldFuzz

/// How `herald-fuzz` finds its target and its files.
enum FuzzInvocation {
  /// The target named by `HERALD_FUZZ_TARGET`, or an empty string.
  static func environmentTarget() -> String {
    ProcessInfo.processInfo.environment["HERALD_FUZZ_TARGET"] ?? ""
  }

  /// The target called `name`; otherwise says which names exist and exits with 2.
  static func target(named name: String) -> FuzzTarget {
    if let target = FuzzTarget(rawValue: name) { return target }
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: " ")
    FileHandle.standardError.write(Data("herald-fuzz: unknown target '\(name)'; the targets: \(names)\n".utf8))
    exit(2)
  }

  /// Runs the target named by the first argument on every file of the others (folders are read one
  /// level deep), printing how many inputs ran.
  static func replay(_ arguments: [String]) {
    guard let name = arguments.first else {
      FileHandle.standardError.write(Data("usage: herald-fuzz TARGET FILE-OR-FOLDER…\n".utf8))
      exit(2)
    }
    let target = target(named: name)
    var count = 0
    for path in arguments.dropFirst() {
      for file in files(at: path) {
        guard let data = FileManager.default.contents(atPath: file) else {
          FileHandle.standardError.write(Data("herald-fuzz: cannot read \(file)\n".utf8))
          exit(2)
        }
        target.run(Array(data))
        count += 1
      }
    }
    print("herald-fuzz \(name): \(count) inputs ran")
  }

  private static func files(at path: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [path] }
    return names.sorted().map { "\(path)/\($0)" }
  }
}
