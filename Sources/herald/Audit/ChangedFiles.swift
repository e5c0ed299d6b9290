import Foundation

/// The files git says changed since a revision, for `herald audit --changed-since REF`: those the
/// working tree changed or added against `REF` (committed or not) and the untracked files git does
/// not ignore, as absolute paths. Deleted files are left out: they have no findings.
enum ChangedFiles {
  /// Why git could not list the changes.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The changed files of the repository that holds `directory`.
  static func since(_ revision: String, in directory: String) throws(Failure) -> [String] {
    let top = try git(["rev-parse", "--show-toplevel"], in: directory)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !top.isEmpty else { throw Failure(description: "\(directory) is not in a git repository") }
    let changed = try git(["diff", "--name-only", "-z", "--diff-filter=d", revision, "--"], in: top)
    let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: top)
    let names = (changed + untracked).split(separator: "\0").map(String.init)
    return Array(Set(names)).sorted().map { top + "/" + $0 }
  }

  /// What `git ARGUMENTS` prints in `directory`; its standard error in the failure.
  private static func git(_ arguments: [String], in directory: String) throws(Failure) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw Failure(
        description: "cannot run git (\(error.localizedDescription)); install git or name the files with --files")
    }
    // Standard error is drained on another thread so that neither pipe fills while the other waits.
    let errorText = LockedText()
    let reader = Thread {
      errorText.set(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
    reader.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorText.isSet { Thread.sleep(forTimeInterval: 0.001) }
    guard process.terminationStatus == 0 else {
      let said = errorText.value.trimmingCharacters(in: .whitespacesAndNewlines)
      throw Failure(description: "git \(arguments.joined(separator: " ")) failed in \(directory): \(said)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Text written once by another thread.
  private final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var text: String?
    func set(_ value: String) { lock.withLock { text = value } }
    var isSet: Bool { lock.withLock { text != nil } }
    var value: String { lock.withLock { text ?? "" } }
  }
}
