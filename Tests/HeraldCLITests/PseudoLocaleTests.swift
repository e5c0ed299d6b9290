import Foundation
import HeraldTestSupport
import Testing

/// `herald strings pseudo` on every table format of the shared corpus, written in every format
/// Herald writes: each output passes `herald strings check` with no error, and the Android one
/// compiles with Debian's `aapt` (installed by `make test-deps`).
@Suite("herald strings pseudo: pseudo-locales that check clean in every format", .requires(.stringsCorpus))
struct PseudoLocaleTests {
  static let sources: [(name: String, input: String)] = [
    ("strings", TestPaths.stringsCorpus + "/mastodon"),
    ("xcstrings", TestPaths.stringsCorpus + "/icecubes/Localizable.xcstrings"),
    ("gettext", TestPaths.stringsCorpus + "/gnome-calculator/po"),
    ("android", TestPaths.stringsCorpus + "/antennapod/res"),
  ]
  static let targets = ["strings", "xcstrings", "xliff", "android", "gettext"]

  static var cases: [(String, String, Bool)] {
    sources.flatMap { source in
      targets.flatMap { target in [(source.name, target, false), (source.name, target, true)] }
    }
  }

  /// Where `--to target` writes: one file for the many-locale formats, a folder otherwise.
  static func output(_ directory: String, _ target: String) -> String {
    ["xcstrings", "xliff"].contains(target) ? directory + "/Pseudo.\(target)" : directory + "/out"
  }

  /// The errors `herald strings check` reports, each as its locale, key and code.
  static func errors(_ output: String) -> [(locale: String, key: String, code: String)] {
    output.split(separator: "\n").compactMap { line in
      guard line.contains(": error: ["),
        let match = line.firstMatch(of: #/: error: \[([^\]]+)\] '(.*)': .*\[([a-z-]+)\]$/#)
      else { return nil }
      return (String(match.1), String(match.2), String(match.3))
    }
  }

  @Test(
    "every source format to every target format, en-XA and ar-XB: the pseudo-locale adds no error to herald strings check",
    arguments: cases)
  func checksClean(source: String, target: String, rtl: Bool) throws {
    let input = try #require(Self.sources.first { $0.name == source }).input
    let directory = try temporaryDirectory([:])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let output = Self.output(directory, target)
    let run = try Herald.run(
      ["strings", "pseudo", input, "--to", target, "--output", output] + (rtl ? ["--rtl"] : []))
    #expect(run.status == 0, "\(run.errors.suffix(2000))")
    let pseudo = rtl ? "ar-XB" : "en-XA"
    let check = try Herald.run("strings", "check", output)
    let errors = Self.errors(check.output)
    let inPseudo = errors.filter { $0.locale == pseudo }
    let inSource = Set(errors.filter { $0.locale == "en" }.map { "\($0.key) \($0.code)" })
    // Every error of the pseudo-locale is one the development language has too: an entry the
    // target format cannot hold (two plural variables in Android or gettext), which the conversion
    // reports as not-representable.
    for error in inPseudo {
      #expect(inSource.contains("\(error.key) \(error.code)"), "\(source) → \(target): \(pseudo) adds \(error)")
    }
    #expect(errors.count == inPseudo.count * 2, "\(source) → \(target): \(check.output.suffix(3000))")
    if !run.errors.contains("[not-representable]") {
      #expect(errors.isEmpty, "\(source) → \(target)\(rtl ? " --rtl" : ""): \(check.output.suffix(3000))")
    }
    let written = try Self.text(of: output)
    #expect(written.contains(rtl ? "\u{202E}" : "one two"), "\(pseudo) is missing from the output")
  }

  @Test(
    "each format's own corpus gives a pseudo-locale with 0 errors in herald strings check",
    arguments: [
      ("strings", "strings"), ("xcstrings", "xcstrings"), ("gettext", "gettext"), ("android", "android"),
      ("xcstrings", "xliff"), ("strings", "xliff"), ("strings", "stringsdict"),
    ])
  func nativeFormats(source: String, target: String) throws {
    let input = try #require(Self.sources.first { $0.name == source }).input
    let directory = try temporaryDirectory([:])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let output = Self.output(directory, target)
    let run = try Herald.run("strings", "pseudo", input, "--to", target, "--output", output)
    #expect(run.status == 0, "\(run.errors.suffix(2000))")
    let check = try Herald.run("strings", "check", output)
    let summary = check.output.split(separator: "\n").last.map(String.init) ?? ""
    #expect(summary.hasPrefix("0 errors"), "\(source) → \(target): \(check.output.suffix(3000))")
  }

  @Test("the Android pseudo-locales compile with aapt", arguments: sources.map(\.name))
  func compilesWithAapt(source: String) throws {
    let aapt = "/usr/bin/aapt"
    let framework = "/usr/share/android-framework-res/framework-res.apk"
    guard FileManager.default.isExecutableFile(atPath: aapt), FileManager.default.fileExists(atPath: framework) else {
      Issue.record(
        "aapt or framework-res.apk is missing: run `make test-deps` (scripts/install-deps.sh test installs them)")
      return
    }
    let input = try #require(Self.sources.first { $0.name == source }).input
    let directory = try temporaryDirectory([
      "AndroidManifest.xml": """
      <?xml version="1.0" encoding="utf-8"?>
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.herald.pseudo"/>

      """
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for rtl in [false, true] {
      let run = try Herald.run(
        ["strings", "pseudo", input, "--to", "android", "--output", directory + "/res", "--force"]
          + (rtl ? ["--rtl"] : []))
      #expect(run.status == 0, "\(run.errors.suffix(2000))")
    }
    let folders = try FileManager.default.contentsOfDirectory(atPath: directory + "/res").sorted()
    #expect(folders.contains("values-en-rXA") && folders.contains("values-ar-rXB"), "\(folders)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: aapt)
    process.arguments = [
      "package", "-f", "-M", directory + "/AndroidManifest.xml", "-S", directory + "/res", "-I", framework, "-F",
      directory + "/out.apk",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "aapt refused the pseudo-locales of \(source):\n\(output.prefix(3000))")
  }

  /// Every file under `path` (or the file) as one text.
  static func text(of path: String) throws -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "" }
    guard isDirectory.boolValue else { return try String(contentsOfFile: path, encoding: .utf8) }
    let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
    return try files.sorted().map { member -> String in
      var folder: ObjCBool = false
      FileManager.default.fileExists(atPath: path + "/" + member, isDirectory: &folder)
      return folder.boolValue ? "" : try String(contentsOfFile: path + "/" + member, encoding: .utf8)
    }.joined(separator: "\n")
  }
}
