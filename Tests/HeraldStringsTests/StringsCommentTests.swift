import Foundation
import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// A `.strings` file's comments are its own: a translation's comment that is not the source
/// file's (a translator's note, a file header above the first key) stays with that locale's file
/// through every bridge that has a file per locale, and is named where one does not.
@Suite("per-file comments of .strings folders")
struct StringsCommentTests {
  static let folder: [String: String] = [
    "en.lproj/Localizable.strings": "/* Dev comment */\n\"a\" = \"A\";\n\"b\" = \"B\";\n",
    "fr.lproj/Localizable.strings": "/* French note */\n\"a\" = \"Fa\";\n/* fr b */\n\"b\" = \"Fb\";\n",
    "de.lproj/Localizable.strings": "/* Dev comment */\n\"a\" = \"Da\";\n\"b\" = \"Db\";\n",
  ]

  func convert(_ files: [String: String], to format: TableFormat) throws -> TableConversion.Result {
    let result = TableConversion(to: format).convert(paths: [try temporaryDirectory(files)])
    #expect(result.errors.isEmpty, "\(result.errors)")
    return result
  }

  func texts(_ result: TableConversion.Result) -> [String: String] {
    Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
  }

  @Test("A translation's comment is not the key's: .strings and gettext write it to its own file only")
  func ownComments() throws {
    let strings = texts(try convert(Self.folder, to: .strings))
    #expect(strings["fr.lproj/Localizable.strings"]?.contains("/* French note */") == true)
    #expect(strings["fr.lproj/Localizable.strings"]?.contains("/* fr b */") == true)
    #expect(strings["de.lproj/Localizable.strings"]?.contains("fr b") == false)
    #expect(strings["en.lproj/Localizable.strings"]?.contains("fr b") == false)
    #expect(strings["de.lproj/Localizable.strings"]?.contains("/* Dev comment */") == true)
    let gettext = texts(try convert(Self.folder, to: .gettext))
    #expect(gettext["fr.po"]?.contains("#. French note") == true, "\(gettext["fr.po"] ?? "")")
    #expect(gettext["de.po"]?.contains("fr b") == false)
  }

  @Test("A String Catalog keeps the source file's comment and names each translation's own")
  func catalogNamesThem() throws {
    let result = try convert(Self.folder, to: .xcstrings)
    let catalog = try #require(texts(result)["Localizable.xcstrings"])
    #expect(catalog.contains("\"comment\" : \"Dev comment\""))
    #expect(!catalog.contains("fr b") && !catalog.contains("French note"))
    for key in ["a", "b"] {
      #expect(result.losses.contains { $0.key == key && $0.message.contains("comment its locale's own file gives") })
    }
  }

  @Test("Through gettext and back, each locale's file has its own comments, none another's")
  func throughGettext() throws {
    let gettext = texts(try convert(Self.folder, to: .gettext))
    let back = texts(try convert(gettext, to: .strings))
    #expect(back["fr.lproj/Localizable.strings"]?.contains("/* French note */") == true, "\(back)")
    #expect(back["en.lproj/Localizable.strings"]?.contains("French note") == false, "\(back)")
    #expect(back["en.lproj/Localizable.strings"]?.contains("fr b") == false, "\(back)")
    #expect(back["de.lproj/Localizable.strings"]?.contains("/* Dev comment */") == true, "\(back)")
  }

  @Test("A translation without the source's comment gets none back through gettext or XLIFF; catalogs, Android say so")
  func noCommentOfItsOwn() throws {
    let files = [
      "en.lproj/Localizable.strings": "/* Dev comment */\n\"a\" = \"A\";\n",
      "fr.lproj/Localizable.strings": "\"a\" = \"Fa\";\n",
    ]
    for format in [TableFormat.gettext, .xliff] {
      let back = texts(try convert(texts(try convert(files, to: format)), to: .strings))
      #expect(back["fr.lproj/Localizable.strings"] == "\"a\" = \"Fa\";\n", "\(format.rawValue): \(back)")
      #expect(back["en.lproj/Localizable.strings"]?.contains("/* Dev comment */") == true, "\(format.rawValue)")
    }
    // A catalog has one comment per key; an Android translation without one takes the default
    // file's: each names the locales whose files get it back.
    for format in [TableFormat.xcstrings, .android] {
      let notes = try convert(files, to: format).losses.filter { $0.code == "key-comment" }
      #expect(notes.count == 1 && notes[0].message.hasSuffix("Locales: fr."), "\(format.rawValue): \(notes)")
    }
  }

  @Test("A file's header above the first entry's comment is its own, written back to its file only")
  func fileHeaders() throws {
    let files = [
      "en.lproj/Localizable.strings":
        "/*\n  Localizable.strings\n  Created by A.\n*/\n\n/* Greeting */\n\"a\" = \"A\";\n",
      "fr.lproj/Localizable.strings": "// Messages for French\n// Author: B\n\n// Fuzzy\n\"a\" = \"Fa\";\n",
      "de.lproj/Localizable.strings": "\"a\" = \"Da\";\n",
    ]
    for format in [TableFormat.strings, .xcstrings, .xliff] {
      let written = texts(try convert(files, to: format))
      let back = format == .strings ? written : texts(try convert(written, to: .strings))
      let french = back["fr.lproj/Localizable.strings"] ?? ""
      #expect(french.hasPrefix("/* Messages for French\nAuthor: B */\n\n"), "\(format): \(french)")
      #expect(back["en.lproj/Localizable.strings"]?.contains("Created by A.") == true, "\(format)")
      #expect(back["de.lproj/Localizable.strings"]?.contains("French") == false, "\(format): \(back)")
      #expect(back["de.lproj/Localizable.strings"]?.contains("Created") == false, "\(format): \(back)")
      // A catalog has one comment per key (and names each file's own); XLIFF keeps them.
      guard format != .xcstrings else { continue }
      #expect(french.contains("/* Fuzzy */\n\"a\""), "\(format): \(french)")
      #expect(back["de.lproj/Localizable.strings"] == "\"a\" = \"Da\";\n", "\(format): \(back)")
    }
  }

  @Test("A catalog whose keys are its source text keeps its comments through Android's default file")
  func catalogCommentsThroughAndroid() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Afternoon" : {
            "comment" : "Time of day.",
            "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Après-midi" } } }
          }
        },
        "version" : "1.0"
      }
      """
    let android = texts(try convert(["Localizable.xcstrings": catalog], to: .android))
    #expect(android["values/strings.xml"]?.contains("<!-- Time of day. -->") == true, "\(android)")
    #expect(android["values/strings.xml"]?.contains(">Afternoon</string>") == true)
    let back = texts(try convert(android, to: .xcstrings))
    #expect(back["Localizable.xcstrings"]?.contains("\"comment\" : \"Time of day.\"") == true, "\(back)")
  }

  @Test("Without a source-language file (a storyboard's strings), the translations' shared comment is the key's")
  func storyboardStrings() throws {
    let comment = "/* Class = \"UIButton\"; normalTitle = \"Back\"; ObjectID = \"m0a\"; */\n"
    let files = [
      "de.lproj/Main.strings": comment + "\"m0a.normalTitle\" = \"Zurück\";\n",
      "fr.lproj/Main.strings": comment + "\"m0a.normalTitle\" = \"Retour\";\n",
    ]
    let result = try convert(files, to: .xcstrings)
    #expect(texts(result)["Main.xcstrings"]?.contains("ObjectID = \\\"m0a\\\"") == true, "\(texts(result))")
    #expect(!result.losses.contains { $0.message.contains("comment its locale's own file gives") }, "\(result.losses)")
  }

  @Test("Each entry's comment is every comment since the entry before it, as gettext's reader of .strings gives it")
  func commentsAsGettextReadsThem() throws {
    try #require(GettextTools.isInstalled)
    // A section comment over a key's own, a comment after an entry on its line, a block of
    // // lines set apart by a blank line, a comment on the key's own line, a comment of two lines.
    let text =
      "\"a\" = \"A\";\n\n// Section\n/* Comment b */\n\"b\" = \"B\"; // after b\n// s1\n// s2\n\n"
      + "/* c */ \"c\" = \"C\";\n/* two\n   lines */\n\"d\" = \"D\";\n\"e\" = \"E\";\n"
    let folder = try temporaryDirectory(["en.lproj/Localizable.strings": text])
    let path = folder + "/en.lproj/Localizable.strings"
    let table = try StringTableReader().read(Array(text.utf8), path: path).table
    // msgcat writes each comment line as a translator comment line ("# …") above the message.
    let run = try GettextTools.shell("LC_ALL=C.UTF-8 msgcat --stringtable-input --no-wrap \(GettextTools.quoted(path))")
    #expect(run.status == 0)
    var theirs: [String: [String]] = [:]
    var lines: [String] = []
    for line in run.output.split(separator: "\n") {
      if line.hasPrefix("# ") {
        lines.append(String(line.dropFirst(2)))
      } else if line.hasPrefix("msgid \"") {
        theirs[String(line.dropFirst(7).dropLast())] = lines
        lines = []
      }
    }
    #expect(theirs.count == 5, "\(run.output)")
    for entry in table.entries {
      let ours = entry.comment.map { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
      #expect(ours == theirs[entry.key], "\(entry.key)")
    }
  }
}
