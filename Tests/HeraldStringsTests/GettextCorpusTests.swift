import Foundation
import HeraldStrings
import HeraldTestSupport
import Testing

/// gettext's own tools (Debian's `gettext`, installed by `make test-deps`) as the independent parser:
/// what Herald writes must be, to `msgcat`, the file it read.
enum GettextTools {
  /// Runs a shell pipeline and returns its exit status and standard output, carriage returns removed.
  static func shell(_ command: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // Without carriage returns: Herald writes line feeds, and Swift takes "\r\n" for one Character.
    let text = String(decoding: data.filter { $0 != 0x0D }, as: UTF8.self)
    return (process.terminationStatus, text)
  }

  static func quoted(_ path: String) -> String { "'" + path.replacing("'", with: "'\\''") + "'" }

  /// Whether `msgcat`, `msgattrib` and `msgfmt` are on the PATH.
  static var isInstalled: Bool {
    (try? shell("command -v msgcat && command -v msgattrib && command -v msgfmt").status) == 0
  }

  /// The file as `msgcat --no-wrap` writes it (messages sorted when `sorted`), carriage returns
  /// and comments' trailing blanks
  /// removed (Herald writes line feeds), and the header's last field's line feed made explicit (a
  /// header need not end with one).
  static func canonical(_ path: String, sorted: Bool = false) throws -> String {
    let run = try shell("msgcat --no-wrap \(sorted ? "--sort-output " : "")\(quoted(path))")
    // A comment line's trailing blanks are not kept (a CRLF file's "# \r" reads as "#").
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasPrefix("#") ? String($0.reversed().drop { $0 == " " }.reversed()) : String($0)
    }
    var blocks = lines.joined(separator: "\n").components(separatedBy: "\n\n")
    if let header = blocks.first, header.contains("msgid \"\"\nmsgstr") {
      blocks[0] = header.split(separator: "\n").map { line in
        line.hasPrefix("\"") && !line.hasSuffix("\\n\"") ? line.dropLast() + "\\n\"" : line
      }.joined(separator: "\n")
    }
    return blocks.joined(separator: "\n\n")
  }

  /// Each translated, live, non-fuzzy message as gettext reads it: (msgctxt, msgid) → its
  /// msgstr, or its msgstr[N] in order.
  static func translations(_ path: String) throws -> [String: [String]] {
    let run = try shell(
      "msgattrib --translated --no-fuzzy --no-obsolete --no-wrap --no-location \(quoted(path)) | msgcat --no-wrap -")
    var messages: [String: [String]] = [:]
    for block in run.output.components(separatedBy: "\n\n") {
      var context = "", msgid = "", values: [String] = []
      var current = ""
      for line in block.split(separator: "\n") where !line.hasPrefix("#") {
        if line.hasPrefix("\"") {
          // A continuation string of the keyword before it.
          switch current {
          case "msgctxt": context += line
          case "msgid": msgid += line
          case "msgstr": values[values.count - 1] += line
          default: break
          }
          continue
        }
        let keyword = String(line.prefix { $0 != " " })
        let value = String(line.drop { $0 != " " })
        if keyword == "msgctxt" { (current, context) = ("msgctxt", value) }
        if keyword == "msgid" { (current, msgid) = ("msgid", value) }
        if keyword == "msgid_plural" { current = "msgid_plural" }
        if keyword.hasPrefix("msgstr") { (current, values) = ("msgstr", values + [value]) }
      }
      guard msgid != " \"\"" || !context.isEmpty else { continue }
      messages[context + "\u{04}" + msgid] = values
    }
    return messages
  }

  /// Whether `msgfmt --check` accepts the file.
  static func checks(_ path: String) throws -> Bool {
    try shell("msgfmt --check -o /dev/null \(quoted(path))").status == 0
  }
}

/// Every `.po` of `../shared/corpus/strings`, alone and as a folder, through Herald and back.
@Suite("gettext corpus round trips, judged by gettext's own tools", .requires(.stringsCorpus))
struct GettextCorpusTests {
  static let folder = TestPaths.stringsCorpus + "/gnome-calculator/po"
  static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    .filter { $0.hasSuffix(".po") }.sorted()

  /// A fresh folder for outputs.
  static func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("herald-po-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Writes `files` under `folder`.
  static func write(_ files: [TableLayout.File], to folder: String) throws {
    for file in files {
      try Data(file.bytes).write(to: URL(fileURLWithPath: folder + "/" + file.path))
    }
  }

  /// The differences `msgcat` sees between the original and Herald's output, and whether
  /// `msgfmt --check` accepts the output where it accepts the original.
  static func compare(_ name: String, output: String) throws {
    let original = folder + "/" + name
    #expect(try GettextTools.canonical(output) == GettextTools.canonical(original), "\(name)")
    if try GettextTools.checks(original) {
      #expect(try GettextTools.checks(output), "msgfmt --check refuses Herald's \(name)")
    }
  }

  @Test("gettext's tools are installed (make test-deps installs Debian's gettext)")
  func toolsInstalled() {
    #expect(GettextTools.isInstalled, "msgcat, msgattrib or msgfmt is missing: run make test-deps")
  }

  @Test("the corpus has po files with @ locales")
  func corpusShape() {
    #expect(Self.files.count >= 90)
    #expect(Self.files.contains("sr@latin.po") && Self.files.contains("ca@valencia.po"))
  }

  @Test("each .po alone converts to gettext as the same file, to msgcat, and passes msgfmt --check", arguments: files)
  func alone(name: String) throws {
    try #require(GettextTools.isInstalled)
    let result = TableConversion(to: .gettext).convert(paths: [Self.folder + "/" + name])
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(result.files.map(\.path) == [name])
    let output = try Self.temporaryFolder()
    try Self.write(result.files, to: output)
    try Self.compare(name, output: output + "/" + name)
  }

  @Test("the whole po/ folder converts to gettext as the same files under the same names")
  func folderRoundTrip() throws {
    try #require(GettextTools.isInstalled)
    let result = TableConversion(to: .gettext).convert(paths: [Self.folder])
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(result.files.map(\.path).sorted() == Self.files)
    let output = try Self.temporaryFolder()
    try Self.write(result.files, to: output)
    for name in Self.files { try Self.compare(name, output: output + "/" + name) }
  }

  /// Through XLIFF and back, each file's messages, comments, flags and states are as msgcat sees
  /// them in the original, or the difference is named.
  @Test("the po/ folder through XLIFF (valid against the strict schema) and back: each file as msgcat sees it")
  func throughXLIFF() throws {
    try #require(GettextTools.isInstalled)
    let output = try Self.temporaryFolder()
    let xliff = TableConversion(to: .xliff).convert(paths: [Self.folder])
    #expect(xliff.errors.isEmpty)
    try Self.write(xliff.files, to: output)
    if SharedResource.xliffSchema.isPresent {
      let lint = try GettextTools.shell(
        "xmllint --noout --schema \(GettextTools.quoted(TestPaths.xliffSchema)) \(output)/Localizable.xliff")
      #expect(lint.status == 0, "the XLIFF does not validate against the strict schema")
    }
    let back = TableConversion(to: .gettext).convert(paths: [output + "/Localizable.xliff"])
    #expect(back.errors.isEmpty)
    #expect(back.files.map(\.path).sorted() == Self.files, "the same files by name, and no source-language .po")
    try Self.write(back.files, to: output)
    // Each file's own comments, references, flags and obsolete messages come back to it, in the
    // file's own order.
    let named = Set(back.losses.flatMap { $0.locale.map { [$0] } ?? [] })
    var differing: [String] = []
    for name in Self.files {
      let original = try GettextTools.translations(Self.folder + "/" + name)
      let written = try GettextTools.translations(output + "/" + name)
      let lost = original.filter { written[$0.key] != $0.value }
      #expect(lost.isEmpty, "\(name): \(lost.count) translations lost or changed, such as \(lost.first?.key ?? "")")
      let file = Self.folder + "/" + name
      if try GettextTools.canonical(output + "/" + name) != GettextTools.canonical(file) {
        differing.append(name)
      }
    }
    let unnamed = differing.filter { name in
      !named.contains(TableLocale.gettextLocale(String(name.dropLast(3))) ?? name)
    }
    #expect(unnamed.isEmpty, "\(unnamed.count) files differ from the original and no diagnostic names them: \(unnamed)")
    // lo.po's two singular messages whose msgid is plural in the other files come back plural (named).
    #expect(differing.count <= 1, "\(differing)")
  }
}

extension GettextCorpusTests {
  @Test("through Android no fuzzy or obsolete translation becomes live, and every .po still passes msgfmt --check")
  func throughAndroidNothingPromoted() throws {
    try #require(GettextTools.isInstalled)
    let output = try Self.temporaryFolder()
    let android = TableConversion(to: .android).convert(paths: [Self.folder])
    #expect(android.errors.isEmpty)
    #expect(android.losses.contains { $0.message.contains("the fuzzy translation, which gettext does not use") })
    #expect(android.losses.contains { $0.message.contains("obsolete (#~)") })
    for file in android.files {
      let url = URL(fileURLWithPath: output + "/res/" + file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.bytes).write(to: url)
    }
    let back = TableConversion(to: .gettext).convert(paths: [output + "/res"])
    #expect(back.errors.isEmpty)
    try FileManager.default.createDirectory(atPath: output + "/po", withIntermediateDirectories: true)
    try Self.write(back.files, to: output + "/po")
    var promoted: [String] = []
    for name in Self.files {
      let path = output + "/po/" + name
      guard FileManager.default.fileExists(atPath: path) else { continue }
      if try GettextTools.checks(Self.folder + "/" + name) {
        #expect(try GettextTools.checks(path), "msgfmt --check refuses \(name) after Android")
      }
      // The msgids with a live translation (Android's herald:key cannot hold a context's U+0004,
      // and Android writes some values differently, such as conversions numbered in <plurals>).
      func messages(_ path: String) throws -> Set<String> {
        Set(
          try GettextTools.translations(path).keys.map {
            String($0.split(separator: "\u{04}", omittingEmptySubsequences: false).last ?? "")
              .replacing(/%[0-9]+\$/, with: "%")
          })
      }
      let live = try messages(Self.folder + "/" + name)
      promoted += try messages(path).subtracting(live).map { "\(name): \($0)" }
    }
    #expect(promoted.isEmpty, "\(promoted.count) translations became live, such as \(promoted.prefix(3))")
  }
}

/// Herald's XLIFF of every corpus table validates against the strict XLIFF 1.2 schema.
@Suite("XLIFF against the strict schema", .requires(.stringsCorpus), .requires(.xliffSchema))
struct XLIFFSchemaTests {
  @Test("Herald's XLIFF of each corpus validates with xmllint --schema", arguments: ["icecubes", "mastodon"])
  func validates(corpus: String) throws {
    let result = TableConversion(to: .xliff).convert(paths: [TestPaths.stringsCorpus + "/" + corpus])
    #expect(result.errors.isEmpty)
    let folder = try GettextCorpusTests.temporaryFolder()
    try GettextCorpusTests.write(result.files, to: folder)
    let lint = try GettextTools.shell(
      "xmllint --noout --schema \(GettextTools.quoted(TestPaths.xliffSchema)) \(folder)/Localizable.xliff")
    #expect(lint.status == 0, "\(corpus): Herald's XLIFF does not validate against the strict schema")
  }
}
