import Foundation

/// One `import` declaration of a Swift file.
struct ImportStatement: Equatable {
  /// The folder under `Sources/` or `Plugins/` the file belongs to.
  var importer: String
  /// The imported module (the first component of `import struct Foo.Bar`).
  var module: String
  /// Whether it is `internal`, `fileprivate` or `private`, so the module's types stay out of the
  /// importer's public interface.
  var isInternal: Bool
  /// The file, relative to the repository.
  var file: String
  /// The 1-based line.
  var line: Int

  /// The import declarations of `text`: lines such as `import X`, `internal import X`,
  /// `@testable import X`, `@preconcurrency public import struct X.Y`, also inside `#if`, but not
  /// the text of comments or multi-line string literals.
  static func scan(_ text: String, importer: String, file: String) -> [ImportStatement] {
    var statements: [ImportStatement] = []
    var inStringLiteral = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let quotes = line.components(separatedBy: "\"\"\"").count - 1
      defer { if quotes % 2 == 1 { inStringLiteral.toggle() } }
      guard !inStringLiteral else { continue }
      var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
      while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
      var isInternal = false
      if let first = words.first, accessLevels.contains(String(first)) {
        isInternal = ["internal", "fileprivate", "private"].contains(String(first))
        words = words.dropFirst()
      }
      guard words.first == "import" else { continue }
      words = words.dropFirst()
      if let first = words.first, declarationKinds.contains(String(first)) { words = words.dropFirst() }
      guard let path = words.first, let module = path.split(separator: ".").first else { continue }
      statements.append(
        ImportStatement(
          importer: importer, module: String(module), isInternal: isInternal, file: file, line: index + 1))
    }
    return statements
  }

  static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
  static let declarationKinds: Set<String> = [
    "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
  ]
}
