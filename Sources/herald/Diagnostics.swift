import ArgumentParser
import Foundation
import HeraldICU
import HeraldSyntax

/// Everything `herald` prints on standard error, in one style: every line starts with `herald:`,
/// then either a location (`file:line:column: error: …`, as compilers print) or the severity.
enum Diagnostics {
  /// `herald: error: MESSAGE`.
  static func error(_ message: String) {
    write("error: \(message)")
  }

  /// `herald: warning: MESSAGE`.
  static func warning(_ message: String) {
    write(message.hasPrefix("warning: ") ? message : "warning: \(message)")
  }

  /// `herald: note: MESSAGE`; a note that already says it is a warning (`warning: …`, or
  /// `file:line:column: warning: …` as an audit's notes about unmatched entries do) is printed as
  /// it is.
  static func note(_ message: String) {
    let warns = message.hasPrefix("warning: ") || message.contains(": warning: ")
    write(warns ? message : "note: \(message)")
  }

  /// Prints an error: one that names a file as `herald: file:line:column: error: message` (or
  /// `herald: file: error: message` when only the file is known), any other as
  /// `herald: error: message`.
  static func report(_ error: any Error) {
    switch error {
    case let located as any LocatedError: write(located.description)
    case let exit as ExitCode: write("error: the command ended with status \(exit.rawValue)")
    default: write("error: \(error)")
    }
  }

  /// Prints a finding that already says its severity (`file:line: warning: …`).
  static func emit(_ finding: any CustomStringConvertible) {
    write(finding.description)
  }

  /// The locale `text` given to `option`, or an error that ends the command with exit code 2.
  static func locale(_ text: String, option: String = "--locale") throws -> LanguageTag {
    do {
      return try LanguageTag(text)
    } catch {
      throw fail("\(option) \(text): \(error)")
    }
  }

  /// Reports an error and ends the command with exit code 2.
  static func fail(_ message: String) -> ExitCode {
    error(message)
    return .usage
  }

  /// Reports `error` (see ``report(_:)``) and ends the command with exit code 2.
  static func fail(_ error: any Error) -> ExitCode {
    report(error)
    return .usage
  }

  /// Counted inputs that failed: "herald: error: 1 of 3 inputs failed." (nothing when none did).
  static func failures(_ failed: Int, of total: Int, verb: String = "failed") {
    guard failed > 0 else { return }
    error("\(failed) of \(Catalog.count(total, .inputs)) \(verb).")
  }

  private static func write(_ line: String) {
    FileHandle.standardError.write(Data("herald: \(line)\n".utf8))
  }
}

extension ExitCode {
  /// Exit status 2: a usage error, or an input that could not be used (docs/commands.md's contract).
  static let usage = ExitCode(2)
}
