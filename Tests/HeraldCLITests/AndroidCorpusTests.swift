import Foundation
import HeraldTestSupport
import Testing

/// Android resources as aapt sees them, on the shared corpora: every AntennaPod file round-trips
/// (compared by `scripts/compare-android-resources.py`, which reads XML with Python's xml.etree,
/// not with Herald), and what every format converts to Android compiles with Debian's `aapt`
/// against `android-framework-res` (both installed by `make test-deps`).
@Suite("herald strings convert: Android as aapt sees it", .requires(.stringsCorpus))
struct AndroidCorpusTests {
  static let antennapod = TestPaths.stringsCorpus + "/antennapod/res"
  static let comparer = TestPaths.repository + "/scripts/compare-android-resources.py"
  static let aapt = "/usr/bin/aapt"
  static let frameworkResources = "/usr/share/android-framework-res/framework-res.apk"

  /// Runs a tool and returns its exit status and everything it printed.
  func tool(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Converts `inputs` with herald and requires success.
  func convert(_ inputs: [String], to format: String, output: String) throws {
    let run = try Herald.run(
      in: TestPaths.repository, ["strings", "convert"] + inputs + ["--to", format, "--output", output])
    #expect(run.status == 0, "herald strings convert \(inputs) --to \(format): \(run.errors.suffix(2000))")
  }

  /// Compares two res folders with the independent reader; the summary line on success.
  func compare(_ original: String, _ written: String) throws -> String {
    let run = try tool(["python3", Self.comparer, original, written])
    #expect(run.status == 0, "\(written) differs from \(original):\n\(run.output.prefix(3000))")
    return run.output
  }

  /// The `values*` folders of AntennaPod.
  static func folders() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: antennapod)) ?? []).filter { $0.hasPrefix("values") }
      .sorted()
  }

  @Test("Every AntennaPod file alone round-trips with its strings, plurals, arrays, attributes, comments and order")
  func eachFileAlone() throws {
    let output = try temporaryDirectory([:])
    let folders = Self.folders()
    #expect(folders.count == 53)
    for folder in folders {
      try convert(
        [Self.antennapod + "/\(folder)/strings.xml"], to: "android", output: output + "/\(folder)/strings.xml")
    }
    #expect(try compare(Self.antennapod, output).hasPrefix("53 files, 32673 resources, 34504 values identical"))
  }

  @Test(
    "The AntennaPod folder round-trips file by file: directly, through a String Catalog and through XLIFF",
    arguments: ["android", "xcstrings", "xliff"])
  func folder(through format: String) throws {
    let directory = try temporaryDirectory([:])
    var input = Self.antennapod
    if format != "android" {
      input = directory + "/Localizable.\(format)"
      try convert([Self.antennapod], to: format, output: input)
    }
    try convert([input], to: "android", output: directory + "/res")
    #expect(try compare(Self.antennapod, directory + "/res").hasPrefix("53 files, 32673 resources"))
  }

  @Test("Through gettext every AntennaPod file gets its resource names back (msgctxt is the key)")
  func namesThroughGettext() throws {
    let directory = try temporaryDirectory([:])
    try convert([Self.antennapod], to: "gettext", output: directory + "/po")
    try convert([directory + "/po"], to: "android", output: directory + "/res")
    let run = try tool(["python3", Self.comparer, "--names", Self.antennapod, directory + "/res"])
    // gettext has no place for which file holds a key: a key only translations have (no English
    // text) comes back in values/ too, its key taken for the source text (named on stderr as the
    // lost androidFiles member). Nothing is missing and no other file changes.
    let translated = Set(
      try Self.folders().filter { $0 != "values" }.flatMap { folder in
        try tool(["python3", "-c", Self.namesScript, Self.antennapod + "/\(folder)/strings.xml"]).output
          .split(separator: "\n").map(String.init)
      })
    guard run.status != 0 else { return }
    for problem in run.output.split(separator: "\n").map(String.init) {
      let name = problem.replacing("values: added ", with: "")
      #expect(problem.hasPrefix("values: added ") && translated.contains(name), "\(problem)")
    }
  }

  /// Prints the resource names of one strings.xml, read with xml.etree.
  static let namesScript =
    "import sys, xml.etree.ElementTree as E\n"
    + "print('\\n'.join(e.get('name') for e in E.parse(sys.argv[1]).getroot() if e.get('name')))"

  /// Each source format of the corpus, and the AntennaPod folder through each format: the inputs
  /// and the intermediate format (nil: straight to Android).
  static let sources: [(name: String, inputs: [String], via: String?)] = [
    ("Android (AntennaPod)", [antennapod], nil),
    (".strings/.stringsdict (Mastodon)", [TestPaths.stringsCorpus + "/mastodon"], nil),
    (".xcstrings (IceCubes)", [TestPaths.stringsCorpus + "/icecubes/Localizable.xcstrings"], nil),
    ("gettext (GNOME Calculator)", [TestPaths.stringsCorpus + "/gnome-calculator/po"], nil),
    ("AntennaPod through .xcstrings", [antennapod], "xcstrings"),
    ("AntennaPod through XLIFF", [antennapod], "xliff"),
    ("AntennaPod through gettext", [antennapod], "gettext"),
    ("AntennaPod through .strings", [antennapod], "strings"),
  ]

  @Test("What every format converts to Android compiles with aapt", arguments: sources.map(\.name))
  func compiles(_ name: String) throws {
    guard FileManager.default.isExecutableFile(atPath: Self.aapt),
      FileManager.default.fileExists(atPath: Self.frameworkResources)
    else {
      Issue.record(
        "aapt or framework-res.apk is missing: run `make test-deps` (scripts/install-deps.sh test installs them)")
      return
    }
    let source = try #require(Self.sources.first { $0.name == name })
    let directory = try temporaryDirectory([
      "AndroidManifest.xml": """
      <?xml version="1.0" encoding="utf-8"?>
      <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.herald.check"/>

      """
    ])
    var inputs = source.inputs
    if let via = source.via {
      let intermediate = directory + (["xcstrings", "xliff"].contains(via) ? "/Localizable.\(via)" : "/\(via)")
      try convert(inputs, to: via, output: intermediate)
      inputs = [intermediate]
    }
    try convert(inputs, to: "android", output: directory + "/res")
    let run = try tool([
      Self.aapt, "package", "-f", "-M", directory + "/AndroidManifest.xml", "-S", directory + "/res", "-I",
      Self.frameworkResources, "-F", directory + "/out.apk",
    ])
    let errors = run.output.split(separator: "\n").filter { $0.contains("error") }
    #expect(
      run.status == 0 && errors.isEmpty,
      "aapt refused the output of \(name):\n\(errors.prefix(20).joined(separator: "\n"))")
  }

  @Test("Text outside any resource: aapt refuses the file, and so does Herald, naming the line")
  func strayTextAsAaptSeesIt() throws {
    guard FileManager.default.isExecutableFile(atPath: Self.aapt) else {
      Issue.record("aapt is missing: run `make test-deps`")
      return
    }
    let directory = try temporaryDirectory([
      "AndroidManifest.xml":
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"org.herald.check\"/>\n",
      "res/values/strings.xml":
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <string name=\"a\">A</string>&gt;\n"
        + "    <string name=\"b\">B</string>\n</resources>\n",
    ])
    let aapt = try tool([
      Self.aapt, "package", "-f", "-M", directory + "/AndroidManifest.xml", "-S", directory + "/res", "-I",
      Self.frameworkResources, "-F", directory + "/out.apk",
    ])
    #expect(aapt.status != 0 && aapt.output.contains("strings.xml:3: error: Found text"), "\(aapt.output)")
    let herald = try Herald.run(in: directory, ["strings", "check", "res"])
    #expect(herald.status == 2)
    #expect(
      herald.output.contains("res/values/strings.xml:3:5: error: the text '>' after <string name=\"a\">"),
      "\(herald.output)")
  }
}
