import ArgumentParser
import Foundation
import HeraldICU

/// Prints `herald: error: MESSAGE` (or a warning) on standard error, as every subcommand does.
enum Diagnostics {
  static func error(_ message: String) {
    FileHandle.standardError.write(Data("herald: error: \(message)\n".utf8))
  }

  static func warning(_ message: String) {
    let text = message.hasPrefix("warning: ") ? message : "warning: \(message)"
    FileHandle.standardError.write(Data("herald: \(text)\n".utf8))
  }

  static func note(_ message: String) {
    FileHandle.standardError.write(Data("herald: note: \(message)\n".utf8))
  }

  /// Prints a finding that already says its severity (`file:line: warning: …`).
  static func report(_ finding: CustomStringConvertible) {
    FileHandle.standardError.write(Data("herald: \(finding)\n".utf8))
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
    return ExitCode(2)
  }
}
