import Foundation
import HeraldTestSupport
import Testing

/// The imports of `Sources/` and `Plugins/` against the module table of `docs/architecture.md`.
@Suite("Dependency graph")
struct ImportGraphTests {
  /// The folders whose subfolders are modules.
  static let roots = ["Sources", "Plugins"]

  static func table() throws -> ArchitectureTable {
    try ArchitectureTable(
      markdown: String(contentsOfFile: TestPaths.repository + "/docs/architecture.md", encoding: .utf8))
  }

  /// The module folders of `Sources/` and `Plugins/`.
  static func modules() throws -> [(root: String, name: String)] {
    try roots.flatMap { root in
      try FileManager.default.contentsOfDirectory(atPath: TestPaths.repository + "/" + root).sorted()
        .filter { !$0.hasPrefix(".") }.map { (root, $0) }
    }
  }

  /// Every import of every Swift file of every module.
  static func imports() throws -> [ImportStatement] {
    var statements: [ImportStatement] = []
    for (root, module) in try modules() {
      let folder = TestPaths.repository + "/" + root + "/" + module
      for file in try FileManager.default.subpathsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".swift") {
        let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        statements += ImportStatement.scan(text, importer: module, file: "\(root)/\(module)/\(file)")
      }
    }
    return statements
  }

  @Test("every import in Sources/ and Plugins/ is an edge docs/architecture.md allows")
  func everyImportIsAllowed() throws {
    let imports = try Self.imports()
    #expect(imports.count > 100, "the scan found only \(imports.count) imports: is it reading the sources?")
    let violations = try Self.table().violations(of: imports)
    #expect(
      violations.isEmpty,
      """
      \(violations.count) imports break docs/architecture.md (change the code, or the table with a reason):
      \(violations.joined(separator: "\n"))
      """)
  }

  @Test("every module folder has a row, and every row but a planned one has a folder")
  func rowsMatchFolders() throws {
    let table = try Self.table()
    let folders = Set(try Self.modules().map(\.name))
    let built = Set(table.rows.values.filter { !$0.isPlanned }.map(\.module))
    #expect(folders.subtracting(built).sorted() == [], "modules with no row in docs/architecture.md")
    #expect(built.subtracting(folders).sorted() == [], "rows of docs/architecture.md with no folder")
    let planned = table.rows.values.filter(\.isPlanned).map(\.module)
    #expect(planned.isEmpty, "every planned module is built")
    #expect(folders.isDisjoint(with: planned), "a planned module exists: mark its row as built")
  }

  @Test("the C shims and Yams are imported `internal` by the modules that wrap them")
  func wrappersImportInternally() throws {
    let table = try Self.table()
    #expect(table.rows["HeraldICU"]?.allowed["CHeraldICU"] == true)
    #expect(table.rows["HeraldSpeech"]?.allowed["CEspeakNG"] == true)
    #expect(table.rows["HeraldSyntax"]?.allowed["Yams"] == true)
    let wrapped = try Self.imports().filter { ["CHeraldICU", "CEspeakNG", "Yams"].contains($0.module) }
    #expect(Set(wrapped.map(\.importer)) == ["HeraldICU", "HeraldSpeech", "HeraldSyntax", "herald-icu-bench"])
    let notInternal = wrapped.filter { $0.importer != "herald-icu-bench" && !$0.isInternal }
    #expect(notInternal.map(\.file) == [])
  }

  @Test("HeraldSpeech does not depend on the announcer, and no library imports the CLI or ArgumentParser")
  func layering() throws {
    let table = try Self.table()
    #expect(table.rows["HeraldSpeech"]?.allowed["HeraldAnnouncer"] == nil)
    #expect(table.rows["HeraldAnnouncer"]?.allowed["HeraldSpeech"] == nil)
    for row in table.rows.values where row.kind.hasPrefix("library") {
      #expect(row.allowed["herald"] == nil && row.allowed["ArgumentParser"] == nil, "\(row.module)")
    }
  }

  @Test("the check fails on an edge the table does not allow and on a missing `internal`")
  func checkCanFail() throws {
    let table = try ArchitectureTable(
      markdown: """
        | module | kind | owns | may import |
        |---|---|---|---|
        | `Low` | library | the base | `internal CLow` |
        | `High` | library | the top | `Low` |

        | platform module | why |
        |---|---|
        | `Foundation` | files |
        """)
    let source = """
      import Foundation
      @preconcurrency import CLow
      #if canImport(Glibc)
        public import struct High.Thing
      #endif
      let generated = \"\"\"
        import Forbidden
        \"\"\"
      // import Commented
      """
    let imports = ImportStatement.scan(source, importer: "Low", file: "Sources/Low/A.swift")
    #expect(imports.map(\.module) == ["Foundation", "CLow", "High"])
    #expect(imports.map(\.line) == [1, 2, 4])
    #expect(
      table.violations(of: imports) == [
        "Sources/Low/A.swift:2: Low imports CLow without `internal import`, which docs/architecture.md requires",
        "Sources/Low/A.swift:4: Low imports High, an edge docs/architecture.md does not allow",
      ])
    let fixed = ImportStatement.scan("internal import CLow\nimport Low", importer: "High", file: "B.swift")
    #expect(
      table.violations(of: fixed) == ["B.swift:1: High imports CLow, an edge docs/architecture.md does not allow"])
    #expect(table.violations(of: ImportStatement.scan("private import CLow", importer: "Low", file: "C.swift")) == [])
    #expect(
      table.violations(of: ImportStatement.scan("import Low", importer: "Other", file: "D.swift")) == [
        "D.swift:1: Other imports Low, but docs/architecture.md has no row for Other"
      ])
  }
}
