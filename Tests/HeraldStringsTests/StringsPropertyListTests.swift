import Foundation
import HeraldTestSupport
import Testing

@testable import HeraldStrings

/// `.strings` files in XML and binary property-list form, which Xcode and Foundation read as well
/// as the text form, written here by Python's `plistlib` and read back by Herald and by plistlib.
@Suite("Apple .strings in property-list form")
struct StringsPropertyListTests {
  /// Pairs that exercise both string encodings of a binary list (ASCII and UTF-16 with a surrogate
  /// pair), lengths past the marker's 15, and more than 15 entries (a dictionary's extended count).
  static let pairs: [(String, String)] =
    [
      ("Cancel", "Annuler"), ("star ⭐", "étoile 🌟"),
      ("A long key of more than fifteen characters", String(repeating: "long value ", count: 40)),
      ("quote \" and \\ backslash", "line\nbreak\ttab"), ("empty", ""),
    ] + (1...20).map { ("key \($0)", "value \($0)") }

  /// Runs `python3 -c script` with `arguments` and returns its standard output.
  static func python(_ script: String, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3 \(arguments)")
    return data
  }

  /// Writes `pairs` with plistlib in `format` (`FMT_XML` or `FMT_BINARY`), keeping their order.
  static func plist(_ format: String) throws -> [UInt8] {
    let json = try JSONSerialization.data(withJSONObject: pairs.map { [$0.0, $0.1] })
    let script = """
      import json, plistlib, sys
      pairs = json.loads(sys.argv[1])
      sys.stdout.buffer.write(plistlib.dumps(dict(pairs), fmt=plistlib.\(format), sort_keys=False))
      """
    return [UInt8](try python(script, [String(decoding: json, as: UTF8.self)]))
  }

  @Test(
    "XML and binary property lists written by plistlib read as the same entries, in order",
    arguments: ["FMT_XML", "FMT_BINARY"])
  func plistlibForms(format: String) throws {
    let bytes = try Self.plist(format)
    let table = try StringsTable().read(bytes, file: "fr.lproj/Localizable.strings", locale: "fr")
    #expect(table.entries.map(\.key) == Self.pairs.map(\.0))
    #expect(table.entries.map { $0.localizations["fr"]?.value } == Self.pairs.map(\.1))
    // plistlib reads Herald's entries back from the same bytes: the independent reader agrees.
    let back = try Self.python(
      "import plistlib, sys, json; sys.stdout.write(json.dumps(list(plistlib.load(open(sys.argv[1], 'rb')).items())))",
      [try Self.file(bytes)])
    let independent = try #require(try JSONSerialization.jsonObject(with: back) as? [[String]])
    #expect(independent.map { $0[0] } == table.entries.map(\.key))
    #expect(independent.map { $0[1] } == table.entries.map { $0.localizations["fr"]?.value ?? "" })
  }

  @Test("An XML comment before a key is that entry's comment; the table writes back as text that reads the same")
  func xmlCommentsAndRoundTrip() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <!-- The button that closes the sheet. -->
        <key>Cancel</key>
        <string>Annuler</string>
        <key>Save</key>
        <string>Enregistrer</string>
      </dict>
      </plist>
      """
    let table = try StringsTable().read(Array(xml.utf8), file: "Localizable.strings", locale: "fr")
    #expect(table.entries.map(\.comment) == ["The button that closes the sheet.", nil])
    #expect(table.entries.first?.location?.line == 6)
    let text = StringsTable().write(table, locale: "fr")
    #expect(text.losses.isEmpty)
    let again = try StringsTable().read(text.bytes, file: "again.strings", locale: "fr")
    #expect(again.entries.map(\.key) == ["Cancel", "Save"])
    #expect(again.entries.map(\.comment) == ["The button that closes the sheet.", nil])
  }

  @Test("A property list that is not a dictionary of strings is an error naming the file and what to do")
  func notStrings() throws {
    let array = #"<?xml version="1.0"?><plist version="1.0"><array><string>a</string></array></plist>"#
    #expect(throws: StringTableError.self) {
      try StringsTable().read(Array(array.utf8), file: "a.strings", locale: "fr")
    }
    let nested = #"<plist version="1.0"><dict><key>k</key><dict/></dict></plist>"#
    do {
      _ = try StringsTable().read(Array(nested.utf8), file: "b.strings", locale: "fr")
      Issue.record("a dictionary value was read as a string")
    } catch {
      #expect(error.description.contains("b.strings:1:"))
      #expect(error.description.contains("expected <string>"))
    }
  }

  @Test("A damaged binary list is an error naming the byte, at every length it is cut to, never a crash")
  func damagedBinary() throws {
    let bytes = try Self.plist("FMT_BINARY")
    for length in stride(from: 8, to: bytes.count, by: 7) {
      #expect(throws: StringTableError.self) {
        try StringsTable().read(Array(bytes.prefix(length)), file: "c.strings", locale: "fr")
      }
    }
    // Every byte of the objects flipped in turn: an error or entries, never a trap.
    for index in 8..<min(bytes.count - 32, 400) {
      var damaged = bytes
      damaged[index] ^= 0xFF
      _ = try? StringsTable().read(damaged, file: "d.strings", locale: "fr")
    }
  }

  static func file(_ bytes: [UInt8]) throws -> String {
    let directory = try temporaryDirectory([:], prefix: "herald-plist")
    let path = directory + "/Localizable.strings"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }
}
