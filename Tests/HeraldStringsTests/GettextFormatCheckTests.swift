import Foundation
import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// msgfmt's format-string rule, checked before writing and compared with `msgfmt --check` itself
/// on a matrix of C format strings, translations and plural formulas.
@Suite("gettext: msgfmt's format rule before writing")
struct GettextFormatCheckTests {
  /// Source formats and translations of them: the same, reordered, fewer or more arguments,
  /// other types and spellings of one type, invalid directives, flags only a translation may use.
  static let pairs: [(String, String)] = [
    ("%d files", "%d fichiers"), ("%d files", "%s fichiers"), ("%d files", "fichiers"),
    ("%d files", "%d %d fichiers"), ("%d files", "%i fichiers"), ("%d files", "%hd fichiers"),
    ("%d files", "%ld fichiers"), ("%d files", "%Id fichiers"), ("%d files", "%I5d fichiers"),
    ("%d files", "%y fichiers"), ("%d files", "%d fichiers %"), ("%d files", "%q"),
    ("%s in %s", "%2$s dans %1$s"), ("%s in %s", "%1$s dans %s"), ("%s in %s", "%2$s seul"),
    ("%s in %s", "%1$s seul"), ("%s in %s", "%1$s et %1$s dans %2$s"), ("%s in %s", "%1$s %1$d %2$s"),
    ("%1$s in %2$s", "%2$s dans %1$s"), ("%1$s in %2$s", "%s dans %s"), ("%1$s in %3$s", "%1$s"),
    ("%lu bytes", "%u octets"), ("%lu bytes", "%lx octets"), ("%lu bytes", "%llu octets"),
    ("%lld", "%qd"), ("%Lf", "%llf"), ("%f", "%e"), ("%f", "%Lf"), ("%5.2f%%", "%.1f %%"),
    ("%*d", "%d"), ("%*d", "%*d"), ("%*d", "%2$*1$d"), ("%.*s", "%.*s"), ("%.*s", "%s"),
    ("%zu", "%zd"), ("%zu", "%Zu"), ("%zu", "%ju"), ("%'d", "%d"), ("%hhd", "%hd"),
    ("%c", "%lc"), ("%lc", "%C"), ("%ls", "%S"), ("%s", "%ls"), ("%p", "%p"), ("%p", "%s"),
    ("%<PRId64> items", "%<PRId64> éléments"), ("%<PRId64> items", "%<PRIu64> éléments"),
    ("%<PRId64> items", "%<PRIdMAX> éléments"), ("%<PRId64> items", "%<PRId65> éléments"),
    ("%<PRId64> items", "%<PRId64 éléments"), ("%m", "%m"), ("%m: %s", "%s"), ("100%% sure", "sûr à 100%%"),
    ("100%% sure", "sûr à 100 %"), ("%1$d %1$s", "%d"), ("%q", "%d"), ("%0$d", "%d"), ("%d", "%0$d"),
    ("%d", "%*0$d"), ("%@ and %d", "%@ et %d"), ("%d %s", "%d\u{1}"), ("%d", "%\u{E9}"),
  ]

  /// Plural formulas whose forms msgfmt checks strictly or loosely (a form for one or two numbers
  /// may leave the number out), each with plural translations that leave it out in one form.
  static let plurals: [(locale: String, header: String, forms: [String])] = [
    ("en", "nplurals=2; plural=(n != 1);", ["one file", "%d files"]),
    ("fr", "nplurals=2; plural=(n > 1);", ["un fichier", "%d fichiers"]),
    (
      "ru", "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
      ["один файл", "%d файла", "%d файлов"]
    ),
    (
      "ar", "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);",
      ["لا ملفات", "ملف", "ملفان", "%d ملفات", "%d ملفًا", "%d ملف"]
    ),
    ("ja", "nplurals=1; plural=0;", ["ファイル"]),
  ]

  /// A `.po` of every pair as `c-format` messages, and plural messages with and without `range:`.
  static func po(locale: String, header: String, forms: [String]) -> String {
    var text = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
    text += "\"Language: \(locale)\\n\"\n\"Plural-Forms: \(header)\\n\"\n\n"
    func quoted(_ value: String) -> String { "\"" + value.replacingOccurrences(of: "\u{1}", with: "\\001") + "\"" }
    for (index, pair) in pairs.enumerated() {
      text += "#, c-format\nmsgctxt \"pair \(index)\"\nmsgid \(quoted(pair.0))\nmsgstr \(quoted(pair.1))\n\n"
    }
    for (index, range) in ["", ", range: 0..1", ", range: 2..20"].enumerated() {
      text += "#, c-format\(range)\nmsgctxt \"plural \(index)\"\nmsgid \"one file\"\nmsgid_plural \"%d files\"\n"
      for (form, value) in forms.enumerated() { text += "msgstr[\(form)] \(quoted(value))\n" }
      text += "\n"
    }
    text += "#, possible-c-format\nmsgctxt \"possible\"\nmsgid \"%d\"\nmsgstr \"%s\"\n\n"
    text += "#, objc-format\nmsgctxt \"objc\"\nmsgid \"%@ %d\"\nmsgstr \"%d %@\"\n\n"
    text += "#, fuzzy, c-format\nmsgctxt \"fuzzy\"\nmsgid \"%d\"\nmsgstr \"%s\"\n\n"
    text += "#, c-format\nmsgctxt \"untranslated\"\nmsgid \"%d\"\nmsgstr \"\"\n\n"
    text += "#, no-c-format\nmsgctxt \"no\"\nmsgid \"%d\"\nmsgstr \"%s\"\n\n"
    text += "msgctxt \"undecided\"\nmsgid \"%d\"\nmsgstr \"%s\"\n"
    return text
  }

  @Test("Writing names exactly the messages msgfmt --check refuses for their formats, in msgfmt's words")
  func sameAsMsgfmt() throws {
    guard GettextTools.isInstalled else {
      Issue.record("msgcat, msgattrib or msgfmt is missing: run make test-deps")
      return
    }
    var refusedTotal = 0
    for plural in Self.plurals {
      let source = Self.po(locale: plural.locale, header: plural.header, forms: plural.forms)
      let table = try GettextTable().read(Array(source.utf8), file: "\(plural.locale).po", locale: plural.locale)
      let output = GettextTable().write(table, locale: plural.locale)
      let written = String(decoding: output.bytes, as: UTF8.self)
      let directory = try temporaryDirectory(["\(plural.locale).po": written])
      let run = try GettextTools.shell(
        "msgfmt --check -o /dev/null \(GettextTools.quoted(directory + "/\(plural.locale).po")) 2>&1")
      // Each message msgfmt refuses, by the msgctxt of the block its line falls in.
      let lines = written.split(separator: "\n", omittingEmptySubsequences: false)
      var context: [Int: String] = [:]
      var current = ""
      for (number, line) in lines.enumerated() {
        if line.hasPrefix("msgctxt ") { current = String(line.dropFirst(9).dropLast()) }
        if line.isEmpty { current = "" }
        context[number + 1] = current
      }
      var refused: [String: [String]] = [:]
      for line in run.output.split(separator: "\n") {
        let parts = line.split(separator: ":", maxSplits: 2)
        guard parts.count == 3, let number = Int(parts[1]), let key = context[number], !key.isEmpty else { continue }
        refused[key, default: []].append(parts[2].trimmingCharacters(in: .whitespaces))
      }
      refusedTotal += refused.count
      let warned = output.losses.filter { $0.code == "msgfmt-check" }
      let warnedKeys = Set(warned.compactMap { $0.key?.split(separator: "\u{4}").first.map(String.init) })
      #expect(
        warnedKeys == Set(refused.keys),
        "\(plural.locale): msgfmt said \(run.output); Herald said \(warned.map(\.message))")
      for (key, messages) in refused {
        let loss = warned.first { $0.key?.hasPrefix(key + "\u{4}") == true }
        for message in messages {
          #expect(
            loss?.message.contains(message) == true, "\(plural.locale) \(key): \(message) not in \(loss?.message ?? "")"
          )
        }
      }
    }
    // The matrix holds messages of every kind msgfmt refuses: the comparison could fail.
    #expect(refusedTotal > 100)
  }

  @Test("A translation edited into another format after reading is named when written, and still written")
  func editedTranslation() throws {
    let source =
      "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\n#, c-format\nmsgid \"%d files\"\nmsgstr \"%d fichiers\"\n"
    var table = try GettextTable().read(Array(source.utf8), file: "fr.po", locale: "fr")
    table.entries[0].localizations["fr"]?.stringUnit?.value = "%s fichiers"
    let output = GettextTable().write(table, locale: "fr")
    let loss = output.losses.first { $0.code == "msgfmt-check" }
    #expect(
      loss?.message.contains("format specifications in 'msgid' and 'msgstr' for argument 1 are not the same") == true)
    #expect(String(decoding: output.bytes, as: UTF8.self).contains("msgstr \"%s fichiers\""))
  }
}
