import HeraldSyntax

/// Rewrites the `rule.*` entries of Herald's source catalog (`Localizations/en.json`) from the
/// English that the rules declare, leaving every other line as it is.
///
/// The rules are the source of truth for their English; the catalog holds a generated copy with
/// the translator comments, which is what translators and `herald strings generate` read. The
/// HeraldRules tests compare the checked-in file with this output (`make rules-registry` writes it).
///
/// ```swift
/// let text = try SourceCatalogWriter.updating(
///   english, ruleEntries: [.init(key: "rule.demo.message", message: "Demo.", comment: "Finding.")])
/// ```
enum SourceCatalogWriter {
  /// One generated entry.
  struct Entry: Equatable {
    /// The catalog key, `rule.<id>.<key>`.
    var key: String
    /// The English ICU MessageFormat pattern.
    var message: String
    /// The translator comment.
    var comment: String
  }

  /// The prefix of the keys this writer owns.
  static let prefix = "rule."

  /// `catalog` with its `rule.*` entries replaced by `ruleEntries`, in their order, where the first
  /// `rule.*` entry was (at the end when there was none).
  ///
  /// - Throws: ``RegistryError/unexpectedCatalogLayout(line:reason:)`` when the catalog is not an
  ///   object whose keys start lines indented by two spaces.
  static func updating(_ catalog: String, ruleEntries: [Entry]) throws(RegistryError) -> String {
    let lines = catalog.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.first == "{", let closing = lines.lastIndex(of: "}") else {
      throw .unexpectedCatalogLayout(line: 1, reason: "expected a JSON object from its first to its last line")
    }
    var entries: [(key: String, lines: [String])] = []
    for (index, line) in lines[1..<closing].enumerated() {
      if line.hasPrefix("  \"") {
        let key = line.dropFirst(3).prefix { $0 != "\"" }
        entries.append((String(key), [line]))
      } else if entries.isEmpty {
        throw .unexpectedCatalogLayout(line: index + 2, reason: "expected a key")
      } else {
        entries[entries.count - 1].lines.append(line)
      }
    }
    let generated = ruleEntries.map { entry in
      (
        key: entry.key,
        lines: [
          "  \(jsonString(entry.key)): {", "    \"message\": \(jsonString(entry.message)),",
          "    \"comment\": \(jsonString(entry.comment))", "  }",
        ]
      )
    }
    let position = entries.firstIndex { $0.key.hasPrefix(prefix) } ?? entries.count
    let kept = entries.enumerated().filter { !$0.element.key.hasPrefix(prefix) }
    let before = kept.filter { $0.offset < position }.map(\.element)
    let after = kept.filter { $0.offset > position }.map(\.element)
    let all = (before + generated + after).map { entry -> [String] in
      var lines = entry.lines
      if let last = lines.last, last.hasSuffix(",") { lines[lines.count - 1] = String(last.dropLast()) }
      return lines
    }
    let body = all.enumerated().flatMap { offset, lines -> [String] in
      offset == all.count - 1 ? lines : lines.dropLast() + [(lines.last ?? "") + ","]
    }
    return (["{"] + body + Array(lines[closing...])).joined(separator: "\n")
  }

  /// `text` as a JSON string literal (HeraldSyntax's escaping, as every JSON Herald writes).
  static func jsonString(_ text: String) -> String {
    var output = ""
    JSONWriter.quote(text, into: &output)
    return output
  }
}
