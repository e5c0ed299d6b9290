import Foundation

/// The two tables of `docs/architecture.md` that say which module may import which: "module | kind |
/// owns | may import" and "platform module | why …".
///
/// The test reads the document itself, so the page and the check cannot drift apart.
struct ArchitectureTable {
  /// One row of the module table.
  struct Row: Equatable {
    /// The folder name under `Sources/` or `Plugins/` (`HeraldSpeech`, `herald-bench`).
    var module: String
    /// "library", "executable", "planned, not yet built", …
    var kind: String
    /// The modules it may import, each with whether it must be imported `internal`.
    var allowed: [String: Bool]
    /// Whether the module is planned and has no folder yet.
    var isPlanned: Bool { kind.contains("planned") }
  }

  /// The module rows, by module.
  var rows: [String: Row] = [:]
  /// The modules every Swift module may import.
  var platformModules: Set<String> = []

  /// What went wrong reading the document.
  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  /// Parses the tables of `markdown`.
  init(markdown: String) throws {
    var header: [String]? = nil
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else {
        header = nil
        continue
      }
      let cells = line.dropFirst().split(separator: "|", omittingEmptySubsequences: false).dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard let columns = header else {
        header = cells
        continue
      }
      if cells.allSatisfy({ $0.allSatisfy { $0 == "-" || $0 == ":" } }) { continue }
      if columns.first == "platform module" {
        platformModules.formUnion(Self.codeSpans(cells[0]))
      } else if columns == ["module", "kind", "owns", "may import"] {
        guard cells.count == 4, let module = Self.codeSpans(cells[0]).first else {
          throw ParseError(description: "docs/architecture.md: a module row has not 4 cells: \(line)")
        }
        var allowed: [String: Bool] = [:]
        for span in Self.codeSpans(cells[3]) {
          if span.hasPrefix("internal ") {
            allowed[String(span.dropFirst("internal ".count))] = true
          } else {
            allowed[span] = false
          }
        }
        guard rows[module] == nil else {
          throw ParseError(description: "docs/architecture.md: \(module) has two rows")
        }
        rows[module] = Row(module: module, kind: cells[1], allowed: allowed)
      }
    }
    guard !rows.isEmpty, !platformModules.isEmpty else {
      throw ParseError(description: "docs/architecture.md has no module table or no platform-module table")
    }
  }

  /// Every text between a pair of backticks in `cell`.
  static func codeSpans(_ cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// One line per import the table does not allow, or that must be `internal` and is not.
  func violations(of imports: [ImportStatement]) -> [String] {
    imports.compactMap { statement in
      let place = "\(statement.file):\(statement.line): \(statement.importer) imports \(statement.module)"
      guard let row = rows[statement.importer] else {
        return "\(place), but docs/architecture.md has no row for \(statement.importer)"
      }
      if platformModules.contains(statement.module) { return nil }
      guard let mustBeInternal = row.allowed[statement.module] else {
        return "\(place), an edge docs/architecture.md does not allow"
      }
      if mustBeInternal && !statement.isInternal {
        return "\(place) without `internal import`, which docs/architecture.md requires"
      }
      return nil
    }
  }
}
