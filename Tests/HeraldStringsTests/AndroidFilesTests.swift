import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// A folder of Android files is converted file by file as aapt sees it: each file keeps its own
/// comments, attributes, folder name and order; nothing of one locale reaches another.
@Suite("Android resource folders")
struct AndroidFilesTests {
  static let source = """
    <?xml version="1.0" encoding="utf-8"?>
    <resources
        xmlns:tools="http://schemas.android.com/tools"
        tools:ignore="MissingTranslation">
        <!-- Shown on the home screen. -->
        <string name="welcome" formatted="true">Welcome, %1$s!</string>
        <string name="authority" translatable="false">org.herald</string>
        <string name="wear" tools:ignore="UnusedResources">Connected to %s</string>
        <plurals name="songs">
            <item quantity="one">%d song</item>
            <item quantity="other">%d songs</item>
        </plurals>
    </resources>

    """
  static let asturian = """
    <?xml version="1.0" encoding="utf-8"?>
    <resources xmlns:tools="http://schemas.android.com/tools">
        <string name="wear">Coneutáu a %s</string>
        <!-- A section heading. -->
        <!-- Asturian translators' own note. -->
        <string name="welcome" formatted="false">Bienllegáu, %1$s!</string>
        <string name="emoji">\\uD83E\\uDDD8 &lt;br/&gt;</string>
        <!-- The end. -->
    </resources>

    """
  /// The Asturian file as Herald writes it: the emoji as itself, not as a surrogate pair.
  static let writtenAsturian = asturian.replacing("\\uD83E\\uDDD8", with: "\u{1F9D8}")
  static let empty = """
    <?xml version="1.0" encoding="utf-8"?>
    <resources/>

    """

  /// The files of `paths` converted to `format`, by layout path.
  func convert(_ paths: [String], to format: TableFormat) -> (files: [String: String], losses: [StringsDiagnostic]) {
    let result = TableConversion(to: format).convert(paths: paths)
    #expect(result.errors.isEmpty, "\(result.errors)")
    return (
      Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }),
      result.losses
    )
  }

  @Test("Each file keeps its own comments (all of them), attributes, <resources> attributes, folder and order")
  func perFile() throws {
    let root = try temporaryDirectory([
      "values/strings.xml": Self.source, "values-b+ast/strings.xml": Self.asturian,
      "values-ga/strings.xml": Self.empty,
    ])
    let (files, _) = convert([root], to: .android)
    #expect(files.keys.sorted() == ["values-b+ast/strings.xml", "values-ga/strings.xml", "values/strings.xml"])
    expectFile(files["values-b+ast/strings.xml"], equals: Self.writtenAsturian)
    expectFile(files["values/strings.xml"], equals: Self.source)
    #expect(files["values-ga/strings.xml"] == "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n</resources>\n")
    let asturian = try #require(files["values-b+ast/strings.xml"])
    #expect(!asturian.contains("translatable"))
    #expect(!asturian.contains("Shown on the home screen"))
    #expect(!asturian.contains("UnusedResources"))
    #expect(!(files["values/strings.xml"] ?? "").contains("Asturian"))
  }

  /// Compares the lines that carry resources and comments, ignoring blank lines and indentation.
  func expectFile(
    _ written: String?, equals original: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    func lines(_ text: String) -> [String] {
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
    // <resources …> may span lines in the original: join its attributes onto one line.
    func joined(_ text: String) -> [String] {
      var result: [String] = []
      for line in lines(text) {
        if let last = result.last, last.hasPrefix("<resources"), !last.hasSuffix(">") {
          result[result.count - 1] += " " + line
        } else {
          result.append(line)
        }
      }
      return result
    }
    #expect(joined(written ?? "") == joined(original), sourceLocation: sourceLocation)
  }

  @Test("A folder goes through a String Catalog and comes back file by file")
  func throughCatalog() throws {
    let root = try temporaryDirectory(["values/strings.xml": Self.source, "values-b+ast/strings.xml": Self.asturian])
    let (catalog, losses) = convert([root], to: .xcstrings)
    #expect(losses.isEmpty, "\(losses)")
    let catalogRoot = try temporaryDirectory(["Localizable.xcstrings": try #require(catalog["Localizable.xcstrings"])])
    let (files, _) = convert([catalogRoot + "/Localizable.xcstrings"], to: .android)
    expectFile(files["values-b+ast/strings.xml"], equals: Self.writtenAsturian)
    expectFile(files["values/strings.xml"], equals: Self.source)
  }

  @Test("A translation's own attributes and comments are named as losses where a format has no place")
  func namedLosses() throws {
    let root = try temporaryDirectory(["values/strings.xml": Self.source, "values-b+ast/strings.xml": Self.asturian])
    let (_, losses) = convert([root], to: .strings)
    #expect(losses.contains { $0.key == "welcome" && $0.locale == "ast" && $0.message.contains("android") })
  }

  static let refused: [(String, Bool)] = [
    ("%1$s of %2$s", false), ("%s of %s", true), ("%@ of %@", true), ("%s of %1$s", true), ("%d%% of %s", true),
    ("%s", false), ("100%%", false), ("%1$@ and %2$@", false), ("%.1f", false),
  ]

  @Test("aapt's format check: several conversions, not all positional, are refused", arguments: refused)
  func formatCheck(value: String, isRefused: Bool) {
    #expect(AndroidFormatCheck.isRefused(value) == isRefused)
  }

  @Test(
    "Numbering conversions as Java does",
    arguments: [
      ("%s of %s", "%1$s of %2$s"), ("%d%% of %5.1f", "%1$d%% of %2$5.1f"), ("%s of %1$s", "%1$s of %1$s"),
      ("%s, %<s", "%1$s, %1$s"), ("%@ of %lld", "%1$@ of %2$lld"),
    ])
  func numbering(value: String, numbered: String) {
    #expect(AndroidFormatCheck.positional(value).text == numbered)
    #expect(AndroidFormatCheck.positional(value).left.isEmpty)
  }

  @Test(
    "A % that starts no conversion is left as written, never numbered, and named",
    arguments: [
      ("%1$d% af %d", "%1$d% af %1$d", ["% af"]), ("%d %! %s", "%1$d %! %2$s", ["%! %"]),
      ("50 % de %s et %s", "50 % de %1$s et %2$s", ["% de"]),
    ])
  func strayPercent(value: String, numbered: String, left: [String]) {
    #expect(AndroidFormatCheck.positional(value).text == numbered)
    #expect(AndroidFormatCheck.positional(value).left == left)
  }

  @Test("Several non-positional conversions get formatted=\"false\" (strings, arrays) or numbers (plurals)")
  func formattedFalse() {
    let table = StringTable(
      sourceLanguage: "en",
      entries: [
        StringEntry(key: "pair", localizations: ["en": Localization(value: "%@ of %@")]),
        StringEntry(key: "fixed", shouldTranslate: false, localizations: ["en": Localization(value: "%s %s")]),
        StringEntry(
          key: "count",
          localizations: [
            "en": Localization(
              variations: Variations(
                selector: .plural,
                cases: ["one": Localization(value: "%d of %d"), "other": Localization(value: "%d of %d")]))
          ]),
      ])
    let output = AndroidTable().write(table, locale: "en")
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(text.contains("<string name=\"pair\" formatted=\"false\">%@ of %@</string>"))
    #expect(text.contains("<string name=\"fixed\" translatable=\"false\">%s %s</string>"))
    #expect(text.contains("<item quantity=\"other\">%1$d of %2$d</item>"))
    #expect(output.losses.map(\.code).sorted() == ["formatted-false", "restructured", "restructured"])
  }

  @Test("A plural item with a % that starts no conversion keeps its words and is named (aapt refuses it)")
  func strayPercentInPlurals() throws {
    let cases = ["one": Localization(value: "%1$d% af %d"), "other": Localization(value: "%1$d% af %d")]
    let table = StringTable(entries: [
      StringEntry(
        key: "share", localizations: ["da": Localization(variations: Variations(selector: .plural, cases: cases))])
    ])
    let output = AndroidTable().write(table, locale: "da")
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(text.contains("<item quantity=\"other\">%1$d% af %1$d</item>"), "\(text)")
    let stray = try #require(output.losses.first { $0.code == "stray-percent" })
    #expect(stray.severity == .warning)
    #expect(stray.message.contains("'% af…'") && stray.message.contains("Write %%"), "\(stray.message)")
  }

  @Test("Xcode's Base and the source language each get a folder: values/ and values-en/")
  func baseAndSource() throws {
    let root = try temporaryDirectory([
      "Base.lproj/Localizable.strings": "\"a\" = \"Base A\";\n\"b\" = \"Base B\";\n",
      "en.lproj/Localizable.strings": "\"a\" = \"English A\";\n",
    ])
    let (files, _) = convert([root], to: .android)
    #expect(files.keys.sorted() == ["values-en/strings.xml", "values/strings.xml"])
    #expect(files["values/strings.xml"]?.contains("Base B") == true)
    #expect(files["values-en/strings.xml"]?.contains("English A") == true)
    #expect(files["values-en/strings.xml"]?.contains("name=\"b\"") == false)
  }

  @Test("Dotted names of <plurals> are sanitized; dotted <string> names are kept")
  func dottedBags() {
    let table = StringTable(entries: [
      StringEntry(key: "a.title", localizations: ["en": Localization(value: "Title")]),
      StringEntry(
        key: "a.count",
        localizations: [
          "en": Localization(variations: Variations(selector: .plural, cases: ["other": Localization(value: "%d")]))
        ]),
    ])
    let text = String(decoding: AndroidTable().write(table, locale: "en").bytes, as: UTF8.self)
    #expect(text.contains("<string name=\"a.title\">"))
    #expect(text.contains("<plurals name=\"a_count\" herald:key=\"a.count\">"))
  }
}
