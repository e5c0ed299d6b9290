import HeraldSyntax

extension AndroidTable {
  /// The state of one write: the lines, the losses and the prefixes used.
  struct Writer {
    let table: StringTable
    let locale: String
    var body: [String] = []
    var losses: [StringsDiagnostic] = []
    var prefixes: Set<String> = []
    var needsHeraldNamespace = false
    /// The XML escaping of attribute values, which collects the characters XML 1.0 forbids.
    var xml = XMLText()

    /// Whether entries without a localization are written with their key as the value: in the
    /// default file of the source language of a table read from other formats, which shows keys
    /// where it has no string. A file read from Android holds what it held, nothing more, and
    /// beside Xcode's `Base` (the default file then) the source language's file is `values-en`.
    let writesKeys: Bool

    /// The table's name, written as `herald:table` when the file name cannot say it.
    let tableName: String?

    init(table: StringTable, locale: String, tableName: String? = nil) {
      self.table = table
      self.locale = locale
      self.tableName = tableName
      writesKeys =
        locale == table.sourceLanguage && AndroidTable.file(of: table, locale: locale) == nil
        && !table.entries.contains { $0.localizations["Base"] != nil }
    }

    /// Whether the entries' own comments and attributes belong to this locale's file: they are
    /// the source-language file's (a translation's are in its localization's `android` member).
    var ownsEntryData: Bool { table.sourceLanguage.map { $0 == locale } ?? true }

    mutating func write() -> TableOutput {
      let entries = AndroidTable.entries(of: table, locale: locale)
      let bags = Set(
        entries.indices.filter { index in
          guard let localization = entries[index].localizations[locale] else { return false }
          return !localization.substitutions.isEmpty
            || [.plural, .arrayItem].contains(localization.variations?.selector)
        })
      let names = AndroidTable.resourceNames(for: entries.map(\.key), bags: bags)
      let file = AndroidTable.file(of: table, locale: locale) ?? []
      var detached: [String: [String]] = [:]
      var trailing: [String] = []
      for group in file.first(where: { $0.key == "comments" })?.value.arrayValue ?? [] {
        let comments = group["comments"]?.arrayValue?.compactMap(\.stringValue) ?? []
        if let key = group["before"]?.stringValue {
          detached[key, default: []] += comments
        } else {
          trailing += comments
        }
      }
      for (entry, name) in zip(entries, names) {
        for comment in detached.removeValue(forKey: entry.key) ?? [] { body.append(commentLine(comment)) }
        write(entry, name: name)
        if let loss = xml.loss(key: entry.key, locale: locale, format: .android) { losses.append(loss) }
      }
      var resources = file.first { $0.key == "resources" }?.value.arrayValue ?? []
      for member in table.extra where member.key != AndroidTable.filesMember {
        if member.key == AndroidTable.otherResourcesMember, let legacy = member.value.arrayValue {
          if ownsEntryData { resources += legacy }
        } else {
          losses.append(tableLoss("the top-level member '\(member.key)'"))
        }
      }
      for resource in resources {
        guard let text = resource.stringValue else { continue }
        body.append(AndroidTable.indent + text)
      }
      for comment in detached.values.joined() + trailing { body.append(commentLine(comment)) }
      if locale == table.sourceLanguage, let note = StringsDiagnostic.keyCommentNote(table, format: .android) {
        losses.append(note)
      }
      if !table.headers.isEmpty {
        var seen: Set<String> = []
        let names = table.headers.map(\.name).filter { seen.insert($0).inserted }
        losses.append(tableLoss("table headers (\(names.joined(separator: ", ")))"))
      }
      // Namespace declarations first (those the file had and those its names need), then the
      // file's other attributes of <resources>.
      var declarations: [String] = []
      var attributes = ""
      var declared: Set<String> = []
      for attribute in file.first(where: { $0.key == "attributes" })?.value.objectValue ?? [] {
        guard let value = attribute.value.stringValue, AndroidTable.isAttributeName(attribute.key) else { continue }
        let text = " \(attribute.key)=\"\(xml.escape(value, quotes: true))\""
        if attribute.key.hasPrefix("xmlns:") {
          declared.insert(String(attribute.key.dropFirst(6)))
          declarations.append(text)
        } else {
          if let colon = attribute.key.firstIndex(of: ":") { prefixes.insert(String(attribute.key[..<colon])) }
          attributes += text
        }
      }
      for prefix in prefixes.sorted() where !declared.contains(prefix) {
        guard let namespace = AndroidTable.knownNamespaces[prefix] else { continue }
        declarations.append(" xmlns:\(prefix)=\"\(namespace)\"")
      }
      // A folder reads as the locale its qualifier names in BCP 47, values/ as the source language:
      // a locale spelled otherwise (Xcode's Base in values/, `sr_Latn.lproj`'s in values-b+sr+Latn/)
      // says which it is.
      let folder = AndroidTable.folder(of: table, locale: locale)
      if !TableLocale.pathSpells(locale, path: folder + "/strings.xml", sourceLocale: table.sourceLanguage ?? "en") {
        needsHeraldNamespace = true
        attributes += " herald:locale=\"\(xml.escape(locale, quotes: true))\""
      }
      if let tableName {
        needsHeraldNamespace = true
        attributes += " herald:table=\"\(xml.escape(tableName, quotes: true))\""
      }
      if needsHeraldNamespace, !declared.contains("herald") {
        declarations.append(" xmlns:herald=\"\(AndroidTable.heraldNamespace)\"")
      }
      let root = "<resources" + declarations.joined() + attributes
      let lines = ["<?xml version=\"1.0\" encoding=\"utf-8\"?>", root + ">"] + body + ["</resources>", ""]
      return TableOutput(text: lines.joined(separator: "\n"), losses: losses)
    }

    /// A comment on a line of its own; XML comments cannot hold `--`.
    func commentLine(_ comment: String) -> String {
      AndroidTable.indent + "<!-- \(comment.replacing("--", with: "- -")) -->"
    }

    func tableLoss(_ what: String) -> StringsDiagnostic {
      .loss(
        what, key: "(table)", locale: locale, format: .android, advice: "Android string files have no place for it.")
    }

    func loss(_ what: String, _ entry: StringEntry, _ advice: String) -> StringsDiagnostic {
      .loss(what, key: entry.key, locale: locale, format: .android, advice: advice)
    }

    mutating func write(_ entry: StringEntry, name: String) {
      var localization: Localization
      if let existing = entry.localizations[locale] {
        localization = existing
      } else if writesKeys {
        localization = Localization(value: entry.key)
        losses.append(
          StringsDiagnostic(
            .info, code: "key-as-text",
            message: "the entry has no text in the source language; its key was written as its text in the default "
              + "file, where Android looks a string up when the user's language has none.",
            key: entry.key, locale: locale))
      } else {
        return
      }
      let own = localization.extra.first { $0.key == AndroidTable.localizationMember }?.value.objectValue
      localization.extra.removeAll { $0.key == AndroidTable.localizationMember }
      // A translation's file carries its own comment and attributes, never the source file's.
      var entry = entry
      if let own {
        entry.comment = own.first { $0.key == "comment" }?.value.stringValue
        entry.shouldTranslate = nil
        entry.extra = own.first { $0.key == "attributes" }?.value.objectValue ?? []
      } else if let notes = entry.fileNotes[locale], ownsEntryData {
        // Read from a file per locale (a .strings, a .po), the file's own comment or none.
        entry.comment = notes.comment
      } else if !ownsEntryData {
        entry.comment = nil
        entry.shouldTranslate = nil
        entry.extra = []
      }
      reportEntryLosses(entry)
      if !localization.extra.isEmpty {
        losses.append(
          loss("localization members (\(names(localization.extra)))", entry, "Remove them or keep them elsewhere."))
      }
      var attributes = " name=\"\(xml.escape(name, quotes: true))\""
      if name != entry.key {
        needsHeraldNamespace = true
        attributes += " herald:key=\"\(xml.escape(GettextKey.xmlSafe(entry.key), quotes: true))\""
        losses.append(
          StringsDiagnostic(
            .info, code: "renamed-key",
            message: "'\(entry.key)' is not a valid Android resource name; it was written as '\(name)' "
              + "with the key kept in herald:key.",
            key: entry.key, locale: locale))
      }
      if let shouldTranslate = entry.shouldTranslate { attributes += " translatable=\"\(shouldTranslate)\"" }
      var dropped: [String] = []
      for member in entry.extra {
        guard let value = member.value.stringValue, AndroidTable.isAttributeName(member.key),
          member.key != "name", member.key != "translatable" || entry.shouldTranslate == nil
        else {
          dropped.append(member.key)
          continue
        }
        if let colon = member.key.firstIndex(of: ":") { prefixes.insert(String(member.key[..<colon])) }
        attributes += " \(member.key)=\"\(xml.escape(value, quotes: true))\""
      }
      if !dropped.isEmpty {
        losses.append(
          loss("entry members (\(dropped.joined(separator: ", ")))", entry, "Android keeps only string attributes."))
      }

      let element: String
      var cases: [(String, Localization)] = []
      if let variations = localization.variations {
        switch variations.selector {
        case .plural, .arrayItem:
          if localization.stringUnit != nil {
            losses.append(
              loss(
                "a string beside \(variations.selector) variations", entry, "Keep either the string or the variations.")
            )
          }
          if !localization.substitutions.isEmpty {
            losses.append(
              loss("substitutions beside variations", entry, "Keep either the substitutions or the variations."))
          }
          element = variations.selector == .plural ? "plurals" : "string-array"
          cases = variations.orderedCaseNames.compactMap { name in variations.cases[name].map { (name, $0) } }
        default:
          losses.append(
            loss(
              "\(variations.selector) variations", entry,
              "Android chooses strings by resource qualifiers, not by variations."))
          guard localization.stringUnit != nil else { return }
          localization.variations = nil
          element = "string"
        }
      } else if !localization.substitutions.isEmpty {
        if let flattened = localization.flattenedPluralCases() {
          losses.append(
            StringsDiagnostic(
              .info, code: "restructured",
              message: "the plural variable was flattened into <plurals>, each case holding the whole string.",
              key: entry.key, locale: locale))
          element = "plurals"
          cases = flattened
        } else {
          losses.append(
            loss(
              "substitutions other than one plural variable", entry,
              "Split the string so that it has one plural %#@variable@."))
          guard localization.stringUnit != nil else { return }
          element = "string"
        }
      } else {
        guard localization.stringUnit != nil else { return }
        element = "string"
      }

      let formattedOff =
        entry.shouldTranslate == false
        || entry.extra.contains { $0.key == "formatted" || ($0.key == "translatable" && $0.value == .string("false")) }
      if !formattedOff {
        if element == "plurals" {
          cases = cases.map { name, item in (name, positional(item, entry)) }
        } else if (localization.stringUnit.map { [$0.value] } ?? cases.compactMap(\.1.value)).contains(where: {
          AndroidFormatCheck.isRefused($0)
        }) {
          attributes += " formatted=\"false\""
          losses.append(
            StringsDiagnostic(
              .info, code: "formatted-false",
              message: "several conversions, not all positional: written with formatted=\"false\" so that aapt "
                + "accepts it (number them, %1$s %2$s, to let Android Lint check the arguments).",
              key: entry.key, locale: locale))
        }
      }
      if let comment = entry.comment {
        if comment.contains("--") {
          losses.append(loss("'--' in the comment (written as '- -')", entry, "XML comments cannot hold '--'."))
        }
        body.append(AndroidTable.indent + "<!-- \(comment.replacing("--", with: "- -")) -->")
      }
      if element == "string" {
        let unit = localization.stringUnit ?? StringUnit(value: "")
        checkState([unit.state], entry)
        body.append(AndroidTable.indent + "<string\(attributes)>\(text(unit, entry))</string>")
        return
      }
      body.append(AndroidTable.indent + "<\(element)\(attributes)>")
      var states: [String?] = []
      var unsupported: [String] = []
      var nested = false
      for (index, (name, item)) in cases.enumerated() {
        if element == "plurals", !AndroidTable.quantities.contains(name) {
          unsupported.append(name)
          continue
        }
        guard let unit = item.stringUnit else {
          nested = true
          continue
        }
        if item.variations != nil || !item.substitutions.isEmpty || !item.extra.isEmpty { nested = true }
        if element == "string-array", name != String(index) {
          unsupported.append(name)
        }
        states.append(unit.state)
        let quantity = element == "plurals" ? " quantity=\"\(name)\"" : ""
        body.append(AndroidTable.indent + AndroidTable.indent + "<item\(quantity)>\(text(unit, entry))</item>")
      }
      body.append(AndroidTable.indent + "</\(element)>")
      checkState(states, entry)
      if nested {
        losses.append(loss("variations or substitutions inside a case", entry, "Android items are plain strings."))
      }
      if !unsupported.isEmpty, element == "plurals" {
        losses.append(
          loss(
            "the plural cases \(unsupported.joined(separator: ", "))", entry,
            "Android quantities are zero, one, two, few, many and other."))
      } else if !unsupported.isEmpty {
        losses.append(
          StringsDiagnostic(
            .info, code: "restructured", message: "the array items were renumbered from 0.", key: entry.key,
            locale: locale))
      }
    }

    /// A plural case whose value aapt would refuse, numbered positionally (aapt ignores
    /// `formatted="false"` on `<plurals>`), with a note.
    mutating func positional(_ item: Localization, _ entry: StringEntry) -> Localization {
      guard var unit = item.stringUnit, AndroidFormatCheck.isRefused(unit.value) else { return item }
      var item = item
      let (numbered, left) = AndroidFormatCheck.positional(unit.value)
      if numbered != unit.value {
        losses.append(
          StringsDiagnostic(
            .info, code: "restructured",
            message: "'\(unit.value)' was written as '\(numbered)': aapt refuses several conversions that are not "
              + "all positional in <plurals> (where it ignores formatted=\"false\").",
            key: entry.key, locale: locale))
      }
      if !left.isEmpty {
        losses.append(
          StringsDiagnostic(
            .warning, code: "stray-percent",
            message: "'\(unit.value)' has \(left.map { "'\($0)…'" }.joined(separator: ", ")), which starts no "
              + "conversion, so it was written as it is, and aapt refuses the item. Write %% for a percent sign.",
            key: entry.key, locale: locale))
      }
      unit.value = numbered
      item.stringUnit = unit
      return item
    }

    /// The escaped text of a value, noting the prefixes its markup uses.
    mutating func text(_ unit: StringUnit, _ entry: StringEntry) -> String {
      let isReference = unit.extra.contains { $0.key == AndroidTable.referenceMember && $0.value == .bool(true) }
      let isPlainText = unit.extra.contains { $0.key == AndroidTable.plainTextMember && $0.value == .bool(true) }
      let others = unit.extra.filter {
        $0.key != AndroidTable.referenceMember && $0.key != AndroidTable.plainTextMember
      }
      if !others.isEmpty {
        losses.append(loss("string-unit members (\(names(others)))", entry, "Remove them or keep them elsewhere."))
      }
      let (text, used) = AndroidText.write(unit.value, isReference: isReference, isPlainText: isPlainText)
      prefixes.formUnion(used)
      return text
    }

    mutating func checkState(_ states: [String?], _ entry: StringEntry) {
      let others = Set(states.compactMap { $0 }).subtracting(["translated"]).sorted()
      if !others.isEmpty {
        losses.append(
          loss(
            "the state \(others.joined(separator: ", "))", entry,
            "Android files have no translation states; review the string before shipping it."))
      }
    }

    mutating func reportEntryLosses(_ entry: StringEntry) {
      losses += StringsDiagnostic.fileNotesLosses(of: entry, locale: locale, format: .android)
      if entry.translatorComment != nil {
        losses.append(loss("the translator comment", entry, "Move it into the comment if it matters."))
      }
      if entry.context != nil {
        losses.append(loss("the context", entry, "Android names are unique; the name is the context."))
      }
      if !entry.references.isEmpty {
        losses.append(loss("the source references", entry, "Android files do not list where strings are used."))
      }
      if let state = entry.extractionState {
        losses.append(loss("the extraction state '\(state)'", entry, "Android files do not track extraction."))
      }
    }

    func names(_ members: [JSONMember]) -> String {
      members.map(\.key).joined(separator: ", ")
    }
  }
}
