import HeraldSyntax

/// The two other forms a `.strings` file may take, which Xcode and Foundation read as well as the
/// old-style text (`PropertyListSerialization` accepts all three): an XML property list
/// (`<plist><dict><key>Cancel</key><string>Annuler</string>…`) and a binary one (`bplist00`).
/// Either is one dictionary of strings; each of its pairs is an entry, in the file's order.
enum StringsPropertyList {
  /// Whether `bytes` (UTF-8, without a byte-order mark) are an XML property list: after
  /// whitespace, `<?xml`, `<!DOCTYPE` or `<plist` — old-style text starts with a quote, a key,
  /// a comment or `{`, never `<`.
  static func isXML(_ bytes: [UInt8]) -> Bool {
    guard let first = bytes.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return false }
    return bytes[first...].starts(with: Array("<?xml".utf8)) || bytes[first...].starts(with: Array("<!DOCTYPE".utf8))
      || bytes[first...].starts(with: Array("<plist".utf8))
  }

  /// Reads an XML property list of strings into a table, under `locale`. An XML comment before a
  /// key is that entry's comment, as `/* … */` is in the text form.
  static func readXML(_ bytes: [UInt8], file: String, locale: String) throws(StringTableError) -> StringTable {
    let reader = PlistReader()
    let dict = try reader.rootDictionary(
      bytes, file: file, kind: ".strings property list",
      advice: "Write <plist version=\"1.0\"><dict><key>KEY</key><string>VALUE</string>…</dict></plist>.")
    let comments = commentsBeforeKeys(of: dict)
    var table = StringTable()
    for pair in try reader.pairs(of: dict, in: "the root dictionary") {
      let value = try reader.string(pair, path: "'\(pair.key)'")
      table.entries.append(
        StringEntry(
          key: pair.key, comment: comments[pair.keyElement.location],
          localizations: [locale: Localization(value: value, location: pair.value.location)],
          location: pair.keyElement.location))
    }
    return table
  }

  /// The comments written before each `<key>` of `dict`, joined with newlines and trimmed, by the
  /// key's location.
  private static func commentsBeforeKeys(of dict: XMLElement) -> [SourceLocation: String] {
    var result: [SourceLocation: String] = [:]
    var pending: [String] = []
    for child in dict.children {
      switch child {
      case .comment(let text):
        let trimmed = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        if !trimmed.isEmpty { pending.append(trimmed) }
      case .element(let element):
        if element.name == "key", !pending.isEmpty { result[element.location] = pending.joined(separator: "\n") }
        pending = []
      case .text: continue
      }
    }
    return result
  }

  /// Reads a binary property list (`bplist00`) whose top object is a dictionary of strings.
  static func readBinary(_ bytes: [UInt8], file: String, locale: String) throws(StringTableError) -> StringTable {
    var table = StringTable()
    for (key, value) in try BinaryPropertyList(bytes, file: file).stringDictionary() {
      // A binary list has no lines: every entry is located at the start of the file.
      table.entries.append(
        StringEntry(
          key: key,
          localizations: [locale: Localization(value: value, location: SourceLocation(file: file, line: 1, column: 1))],
          location: SourceLocation(file: file, line: 1, column: 1)))
    }
    return table
  }
}
