import HeraldICU
import HeraldSyntax

/// Reads and writes Apple String Catalogs (`.xcstrings`), every locale in one JSON file.
///
/// Every field Xcode writes is read into the model: `sourceLanguage`, `version`, and per key
/// `comment`, `extractionState`, `shouldTranslate` and `localizations`; per localization
/// `stringUnit` (`state`, `value`), `variations` (`plural`, `device`, nested to any depth) and
/// `substitutions` (`argNum`, `formatSpecifier`, `variations`). Members Herald does not know are
/// kept in the model's `extra` and written back in place; so are empty `localizations`,
/// `variations` and `substitutions` objects, which the model would otherwise not distinguish from
/// absent ones. The headers of tables read from other formats are kept in members of Herald's
/// (`XCStringsTable+Headers.swift`).
///
/// The writer produces what Xcode writes, byte for byte: two-space indentation, `"key" : value`,
/// members sorted by the CLDR root collation with numeric ordering, non-ASCII characters unescaped,
/// an empty object as `{`, a blank line and `}`, and no line break at the end.
struct XCStringsTable: TableCodec {
  var format: TableFormat { .xcstrings }
  var holdsManyLocales: Bool { true }

  // MARK: Reading

  func read(_ bytes: [UInt8], file: String, locale: String) throws(StringTableError) -> StringTable {
    let document: JSONValue
    do {
      document = try JSONReader.parse(bytes, file: file)
    } catch {
      throw .syntax(error)
    }
    let members = try Self.object(document, "the String Catalog", file: file)
    var table = StringTable()
    for member in members {
      switch member.key {
      case "sourceLanguage": table.sourceLanguage = try Self.string(member, file: file)
      case "version": table.version = try Self.string(member, file: file)
      case "strings":
        for entry in try Self.object(member.value, "\"strings\"", file: file) {
          table.entries.append(try Self.entry(entry, file: file))
        }
      default: if !Self.readHeaders(member, into: &table) { table.extra.append(member) }
      }
    }
    return table
  }

  private static func entry(_ member: JSONMember, file: String) throws(StringTableError) -> StringEntry {
    var entry = StringEntry(key: member.key, location: member.keyLocation ?? member.value.location)
    for field in try object(member.value, "the entry '\(member.key)'", file: file) {
      switch field.key {
      case "comment": entry.comment = try string(field, file: file)
      case "extractionState": entry.extractionState = try string(field, file: file)
      case "shouldTranslate":
        guard let flag = field.value.boolValue else {
          throw invalid(
            field.value, "\"shouldTranslate\" of '\(member.key)' is \(field.value.kindDescription)",
            "Write true or false.", file: file)
        }
        entry.shouldTranslate = flag
      case "localizations" where field.value.objectValue?.isEmpty == false:
        for localization in try object(field.value, "\"localizations\" of '\(member.key)'", file: file) {
          entry.localizations[localization.key] = try self.localization(
            localization.value, path: "'\(member.key)' in \(localization.key)", file: file)
        }
      default: entry.extra.append(field)
      }
    }
    return entry
  }

  private static func localization(_ value: JSONValue, path: String, file: String) throws(StringTableError)
    -> Localization
  {
    var localization = Localization(location: value.location)
    for field in try object(value, path, file: file) {
      switch field.key {
      case "stringUnit": localization.stringUnit = try stringUnit(field.value, path: path, file: file)
      case "variations" where field.value.objectValue?.isEmpty == false:
        localization.variations = try variations(field.value, path: path, file: file)
      case "substitutions" where field.value.objectValue?.isEmpty == false:
        for substitution in try object(field.value, "\"substitutions\" of \(path)", file: file) {
          localization.substitutions[substitution.key] = try self.substitution(
            substitution.value, path: "\(path), substitution '\(substitution.key)'", file: file)
        }
      default: localization.extra.append(field)
      }
    }
    return localization
  }

  private static func stringUnit(_ value: JSONValue, path: String, file: String) throws(StringTableError) -> StringUnit
  {
    var state: String?
    var text: String?
    var extra: [JSONMember] = []
    for field in try object(value, "\"stringUnit\" of \(path)", file: file) {
      switch field.key {
      case "state": state = try string(field, file: file)
      case "value": text = try string(field, file: file)
      default: extra.append(field)
      }
    }
    guard let text else {
      throw invalid(value, "the \"stringUnit\" of \(path) has no \"value\"", "Add \"value\" : \"…\".", file: file)
    }
    return StringUnit(state: state, value: text, extra: extra)
  }

  private static func variations(_ value: JSONValue, path: String, file: String) throws(StringTableError) -> Variations
  {
    let selectors = try object(value, "\"variations\" of \(path)", file: file)
    guard selectors.count == 1, let selector = selectors.first else {
      throw invalid(
        value,
        "the \"variations\" of \(path) has \(selectors.count) selectors (\(selectors.map(\.key).joined(separator: ", ")))",
        "Nest one selector inside another's cases, as Xcode does (device, then plural).", file: file)
    }
    var cases: [String: Localization] = [:]
    for variation in try object(selector.value, "\"\(selector.key)\" variations of \(path)", file: file) {
      cases[variation.key] = try localization(
        variation.value, path: "\(path), \(selector.key) '\(variation.key)'", file: file)
    }
    return Variations(selector: VariationSelector(catalogName: selector.key), cases: cases)
  }

  private static func substitution(_ value: JSONValue, path: String, file: String) throws(StringTableError)
    -> Substitution
  {
    var substitution = Substitution()
    for field in try object(value, path, file: file) {
      switch field.key {
      case "argNum" where field.value.intValue != nil: substitution.argumentNumber = field.value.intValue
      case "formatSpecifier": substitution.formatSpecifier = try string(field, file: file)
      case "variations" where field.value.objectValue?.isEmpty == false:
        substitution.variations = try variations(field.value, path: path, file: file)
      default: substitution.extra.append(field)
      }
    }
    return substitution
  }

  private static func object(_ value: JSONValue, _ what: String, file: String) throws(StringTableError) -> [JSONMember]
  {
    guard let members = value.objectValue else {
      throw invalid(
        value, "\(what) is \(value.kindDescription), not an object", "Write a JSON object { … } here.", file: file)
    }
    return members
  }

  private static func string(_ member: JSONMember, file: String) throws(StringTableError) -> String {
    guard let text = member.value.stringValue else {
      throw invalid(
        member.value, "\"\(member.key)\" is \(member.value.kindDescription), not a string",
        "Write a JSON string \"…\".",
        file: file)
    }
    return text
  }

  private static func invalid(_ value: JSONValue, _ reason: String, _ advice: String, file: String) -> StringTableError
  {
    .invalidContent(value.location ?? SourceLocation(file: file, line: 1, column: 1), reason: reason, advice: advice)
  }

  // MARK: Writing

  func write(_ table: StringTable, locale: String) -> TableOutput {
    var members = table.extra
    var losses: [StringsDiagnostic] = []
    // Xcode requires both: a table read from another format is written as catalog version 1.0,
    // in the source language it names or, failing that, the locale it was written for.
    members.append(JSONMember("sourceLanguage", .string(table.sourceLanguage ?? locale)))
    if table.sourceLanguage == nil {
      losses.append(
        StringsDiagnostic(
          .info, code: "source-language",
          message: "the tables read name no source language; the catalog's sourceLanguage is '\(locale)' "
            + "(give --source-locale to choose another)."))
    }
    members.append(JSONMember("version", .string(table.version ?? "1.0")))
    members += Self.headerMembers(table, losses: &losses)
    // A key defined twice (in a .strings file, where the app sees the last definition: Core
    // Foundation's parser sets each pair in turn; or in a .strings and a .stringsdict, which
    // TableConversion merges last, as Core Foundation does) is one entry holding each locale's last.
    var indexByKey: [String: Int] = [:]
    var unique: [StringEntry] = []
    for entry in table.entries {
      guard let index = indexByKey[entry.key] else {
        indexByKey[entry.key] = unique.count
        unique.append(entry)
        continue
      }
      // Only a locale both define with different values loses its earlier value.
      for locale in entry.localizations.keys.sorted()
      where unique[index].localizations[locale].map({ $0 != entry.localizations[locale] }) ?? false {
        losses.append(
          StringsDiagnostic(
            .warning, code: "not-representable",
            message: "the key is defined more than once and a String Catalog holds one entry per key: the last "
              + "definition was written, the one an app reads (a .strings file's last, a .stringsdict's over a "
              + ".strings file's), an earlier one was not. "
              + "Give each definition its own key.",
            key: entry.key, locale: locale))
      }
      unique[index].localizations.merge(entry.localizations) { _, last in last }
    }
    let strings = unique.map { JSONMember($0.key, Self.json($0, losses: &losses)) }
    if let note = StringsDiagnostic.keyCommentNote(table, format: .xcstrings) { losses.append(note) }
    members.append(JSONMember("strings", .object(strings)))
    let writer = JSONWriter(indent: "  ", keySeparator: " : ", expandsEmptyObjects: true, trailingNewline: false)
    return TableOutput(text: writer.string(from: Self.sorted(.object(members))), losses: losses)
  }

  private static func json(_ entry: StringEntry, losses: inout [StringsDiagnostic]) -> JSONValue {
    var members = entry.extra
    if let comment = entry.comment { members.append(JSONMember("comment", .string(comment))) }
    if let state = entry.extractionState { members.append(JSONMember("extractionState", .string(state))) }
    if let flag = entry.shouldTranslate { members.append(JSONMember("shouldTranslate", .bool(flag))) }
    if !entry.localizations.isEmpty {
      members.append(
        JSONMember("localizations", .object(entry.localizations.map { JSONMember($0.key, json($0.value)) })))
    }
    losses += entry.fileNotes.keys.sorted().flatMap {
      StringsDiagnostic.fileNotesLosses(of: entry, locale: $0, format: .xcstrings)
    }
    var lost: [String] = []
    if entry.translatorComment != nil { lost.append("a translator comment") }
    // A gettext key (msgctxt U+0004 msgid) keeps its context.
    if let context = entry.context, !entry.key.hasPrefix(context + GettextTable.contextSeparator) {
      lost.append("a gettext context")
    }
    if !entry.references.isEmpty { lost.append("source references") }
    if !lost.isEmpty {
      losses.append(
        .loss(
          lost.joined(separator: ", "), key: entry.key, locale: nil, format: .xcstrings,
          advice: "Move what matters into the entry's comment."))
    }
    return .object(members)
  }

  private static func json(_ localization: Localization) -> JSONValue {
    var members = localization.extra
    if let unit = localization.stringUnit {
      var fields = unit.extra
      if let state = unit.state { fields.append(JSONMember("state", .string(state))) }
      fields.append(JSONMember("value", .string(unit.value)))
      members.append(JSONMember("stringUnit", .object(fields)))
    }
    if let variations = localization.variations { members.append(JSONMember("variations", json(variations))) }
    if !localization.substitutions.isEmpty {
      let substitutions = localization.substitutions.map { name, substitution in
        var fields = substitution.extra
        if let number = substitution.argumentNumber { fields.append(JSONMember("argNum", .number(number))) }
        if let specifier = substitution.formatSpecifier {
          fields.append(JSONMember("formatSpecifier", .string(specifier)))
        }
        if let variations = substitution.variations { fields.append(JSONMember("variations", json(variations))) }
        return JSONMember(name, .object(fields))
      }
      members.append(JSONMember("substitutions", .object(substitutions)))
    }
    return .object(members)
  }

  private static func json(_ variations: Variations) -> JSONValue {
    .object([
      JSONMember(
        variations.selector.description, .object(variations.cases.map { JSONMember($0.key, json($0.value)) }))
    ])
  }

  /// Sorts every object's members as Xcode does.
  private static func sorted(_ value: JSONValue) -> JSONValue {
    switch value.kind {
    case .object(let members):
      let order = Collator.rootNumeric
      let sortedMembers = members.map { JSONMember($0.key, sorted($0.value)) }.sorted {
        order?.areInIncreasingOrder($0.key, $1.key) ?? ($0.key < $1.key)
      }
      return .object(sortedMembers)
    case .array(let values): return .array(values.map(sorted))
    default: return value
    }
  }
}
