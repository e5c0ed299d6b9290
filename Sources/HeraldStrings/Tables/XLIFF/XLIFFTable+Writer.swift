import HeraldSyntax

extension XLIFFTable {
  /// One trans-unit to write.
  struct OutputUnit {
    var steps: [Step]
    var stringUnit: StringUnit?
    var isEmptyNode = false
    var argumentNumber: Int?
    var formatSpecifier: String?
    /// Members of `herald:extra`, by scope.
    var extras: [JSONMember] = []
    /// Entry fields, set on the entry's first unit in the source-language file.
    var carriesEntryFields = false
  }

  /// Writes a table as one XLIFF document.
  struct Writer {
    let table: StringTable
    let original: String
    let sourceLanguage: String
    /// Herald's extras of the element being written, as (name, value), written where the strict
    /// schema allows them: `<context>`s of a trans-unit, `<note>`s of a file's header.
    var extras: [(name: String, value: String)] = []
    var losses: [StringsDiagnostic] = []
    /// The XML escaping, which collects the characters XML 1.0 forbids for the next loss.
    var xml = XMLText()

    init(table: StringTable, original: String) {
      self.table = table
      self.original = original
      self.sourceLanguage = table.sourceLanguage ?? "en"
    }

    mutating func output() -> TableOutput {
      var entries: [StringEntry] = []
      var keys = Set<String>()
      for entry in table.entries {
        if keys.insert(entry.key).inserted {
          entries.append(entry)
        } else {
          losses.append(
            .loss(
              "a second entry with the same key", key: entry.key, locale: nil, format: .xliff,
              advice: "XLIFF identifies strings by key; merge or rename the duplicates"))
        }
      }
      var files = file(locale: sourceLanguage, entries: entries)
      for locale in table.locales where locale != sourceLanguage {
        files += file(locale: locale, entries: entries)
      }
      var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      text +=
        "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" "
        + "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" "
        + "xsi:schemaLocation=\"urn:oasis:names:tc:xliff:document:1.2 "
        + "http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\""
      text += ">\n" + files + "</xliff>\n"
      return TableOutput(text: text, losses: losses)
    }

    /// Keeps one of Herald's extras for the element being written (`text` is where attributes
    /// went before the strict schema: it is no longer written to).
    private mutating func herald(_ name: String, _ value: String, to text: inout String) {
      extras.append((name, value))
    }

    /// The extras kept since the last call, as `<note from="x-herald-NAME">` lines of a header,
    /// or as one `<context-group>` of a trans-unit, and forgets them.
    private mutating func flushExtras(asNotes: Bool, indent: String) -> String {
      defer { extras = [] }
      guard !extras.isEmpty else { return "" }
      if asNotes {
        return extras.map {
          indent + "<note from=\"\(XLIFFTable.extraPrefix)\($0.name)\">\(xml.escape($0.value))</note>\n"
        }
        .joined()
      }
      // Identified by its purpose: a group's name must be unique in its file.
      var text = indent + "<context-group purpose=\"\(XLIFFTable.extraPurpose)\">\n"
      for extra in extras {
        text +=
          indent
          + "  <context context-type=\"\(XLIFFTable.extraPrefix)\(extra.name)\">\(xml.escape(extra.value))</context>\n"
      }
      return text + indent + "</context-group>\n"
    }

    /// One `<file>` element.
    private mutating func file(locale: String, entries: [StringEntry]) -> String {
      let isSource = locale == sourceLanguage
      var text =
        "  <file original=\"\(xml.escape(original, quotes: true))\" "
        + "source-language=\"\(xml.escape(TableLocale.bcp47(sourceLanguage), quotes: true))\" "
        + "target-language=\"\(xml.escape(TableLocale.bcp47(locale), quotes: true))\" datatype=\"plaintext\""
      // The schema's language type has no `_`: an `.lproj` spelling (`sr_Latn`) is kept beside it.
      if TableLocale.bcp47(locale) != locale { herald("locale", locale, to: &text) }
      if TableLocale.bcp47(sourceLanguage) != sourceLanguage { herald("source-locale", sourceLanguage, to: &text) }
      if isSource {
        if table.sourceLanguage == nil { herald("no-source-language", "yes", to: &text) }
        if let version = table.version { herald("version", version, to: &text) }
        if !table.headers.isEmpty {
          let headers = JSONValue.object(table.headers.map { JSONMember($0.name, .string($0.value)) })
          herald("headers", JSONWriter.compact.string(from: headers), to: &text)
        }
        if !table.extra.isEmpty { herald("extra", JSONWriter.compact.string(from: .object(table.extra)), to: &text) }
      }
      if let headers = table.localeHeaders[locale] {
        let object = JSONValue.object(headers.map { JSONMember($0.name, .string($0.value)) })
        herald("locale-headers", JSONWriter.compact.string(from: object), to: &text)
      }
      text += ">\n"
      text += "    <header>\n"
      text += "      \(XLIFFTable.tool)\n"
      text += flushExtras(asNotes: true, indent: "      ")
      text += "    </header>\n"
      text += "    <body>\n"
      if let loss = xml.loss(key: "(table)", locale: locale, format: .xliff) { losses.append(loss) }
      // A locale's own file (a .po) gives its order, which reading gives back as each note's position.
      for entry in entries.indicesInFileOrder(of: locale).map({ entries[$0] }) {
        var units: [OutputUnit] = []
        if let localization = entry.localizations[locale] {
          collect(localization, steps: [], into: &units, key: entry.key, locale: locale)
        } else if isSource {
          units.append(OutputUnit(steps: []))
        }
        if isSource, !units.isEmpty {
          units[0].carriesEntryFields = true
          if !entry.extra.isEmpty { units[0].extras.append(JSONMember("entry", .object(entry.extra))) }
        }
        // What this locale's own file says (a .po's comment, flags, obsolete mark), untranslated or not.
        if let notes = entry.fileNotes[locale] {
          if units.isEmpty { units.append(OutputUnit(steps: [])) }
          units[0].extras.append(JSONMember("file", .object(notes.members(beside: entry))))
        }
        for unit in units {
          text += render(unit, of: entry)
        }
        if let loss = xml.loss(key: entry.key, locale: locale, format: .xliff) { losses.append(loss) }
      }
      text += "    </body>\n"
      text += "  </file>\n"
      return text
    }

    /// Appends the units of `localization`, found at `steps`, in Xcode's order.
    private mutating func collect(
      _ localization: Localization, steps: [Step], into units: inout [OutputUnit], key: String, locale: String
    ) {
      let start = units.count
      if let stringUnit = localization.stringUnit {
        var unit = OutputUnit(steps: steps, stringUnit: stringUnit)
        if !stringUnit.extra.isEmpty { unit.extras.append(JSONMember("stringUnit", .object(stringUnit.extra))) }
        units.append(unit)
      }
      if let variations = localization.variations {
        collect(variations, steps: steps, into: &units, key: key, locale: locale)
      }
      for name in localization.substitutions.keys.sorted() {
        guard let substitution = localization.substitutions[name] else { continue }
        let path = steps + [.substitution(name)]
        let first = units.count
        if let variations = substitution.variations {
          collect(variations, steps: path, into: &units, key: key, locale: locale)
        } else {
          units.append(OutputUnit(steps: path, isEmptyNode: true))
        }
        if substitution.argumentNumber != nil || substitution.formatSpecifier != nil {
          if units[first].argumentNumber == nil, units[first].formatSpecifier == nil {
            units[first].argumentNumber = substitution.argumentNumber
            units[first].formatSpecifier = substitution.formatSpecifier
          } else {
            losses.append(
              .loss(
                "the argument number and format specifier of substitution '\(name)' inside another "
                  + "substitution", key: key, locale: locale, format: .xliff,
                advice: "String Catalogs do not nest substitutions; move it to the localization"))
          }
        }
        if !substitution.extra.isEmpty {
          units[first].extras.append(
            JSONMember("substitution:" + XLIFFTable.encode(path), .object(substitution.extra)))
        }
      }
      if units.count == start { units.append(OutputUnit(steps: steps, isEmptyNode: true)) }
      if !localization.extra.isEmpty {
        units[start].extras.append(
          JSONMember("localization:" + XLIFFTable.encode(steps), .object(localization.extra)))
      }
    }

    /// Appends the units of the cases of `variations`, in their natural order.
    private mutating func collect(
      _ variations: Variations, steps: [Step], into units: inout [OutputUnit], key: String, locale: String
    ) {
      let selector = variations.selector.description
      guard !variations.cases.isEmpty else {
        units.append(OutputUnit(steps: steps + [.selector(selector)], isEmptyNode: true))
        return
      }
      for name in variations.orderedCaseNames {
        guard let node = variations.cases[name] else { continue }
        collect(
          node, steps: steps + [.variation(selector: selector, name: name)], into: &units, key: key, locale: locale)
      }
    }

    /// One `<trans-unit>` element.
    private mutating func render(_ unit: OutputUnit, of entry: StringEntry) -> String {
      var id = GettextKey.xmlSafe(entry.key)
      if !unit.steps.isEmpty { id += XLIFFTable.pathSeparator + XLIFFTable.encode(unit.steps) }
      var text = "      <trans-unit id=\"\(xml.escape(id, quotes: true))\" xml:space=\"preserve\""
      if let shouldTranslate = entry.shouldTranslate { text += " translate=\"\(shouldTranslate ? "yes" : "no")\"" }
      if entry.key.contains(XLIFFTable.pathSeparator) { herald("key", GettextKey.xmlSafe(entry.key), to: &text) }
      if unit.isEmptyNode { herald("empty", "yes", to: &text) }
      var targetState: String?
      if let state = unit.stringUnit?.state {
        targetState = XLIFFTable.xliffState(state)
        if targetState == nil { herald("state", state, to: &text) }
      }
      if let number = unit.argumentNumber { herald("arg-num", String(number), to: &text) }
      if let specifier = unit.formatSpecifier { herald("format-specifier", specifier, to: &text) }
      if let comment = entry.comment, comment.isEmpty || comment == XLIFFTable.placeholderNote {
        herald("comment", comment, to: &text)
      }
      if unit.carriesEntryFields {
        if let state = entry.extractionState { herald("extraction-state", state, to: &text) }
        if let comment = entry.translatorComment { herald("translator-comment", comment, to: &text) }
        if let context = entry.context { herald("context", context, to: &text) }
        if !entry.references.isEmpty {
          herald("references", JSONWriter.compact.string(from: .array(entry.references.map { .string($0) })), to: &text)
        }
      }
      if !unit.extras.isEmpty { herald("extra", JSONWriter.compact.string(from: .object(unit.extras)), to: &text) }
      text += ">\n"
      text += "        <source>\(xml.escape(sourceText(entry, unit.steps)))</source>\n"
      if let stringUnit = unit.stringUnit {
        text += "        <target"
        if let targetState { text += " state=\"\(targetState)\"" }
        text += stringUnit.value.isEmpty ? "/>\n" : ">\(xml.escape(stringUnit.value))</target>\n"
      }
      if let comment = entry.comment, !comment.isEmpty, comment != XLIFFTable.placeholderNote {
        text += "        <note>\(xml.escape(comment))</note>\n"
      } else {
        text += "        <note/>\n"
      }
      text += flushExtras(asNotes: false, indent: "        ")
      text += "      </trans-unit>\n"
      return text
    }

    /// The source-language text at `steps`, or the key when the source language has none there.
    private func sourceText(_ entry: StringEntry, _ steps: [Step]) -> String {
      guard var node = entry.localizations[sourceLanguage] else { return entry.key }
      var index = 0
      while index < steps.count {
        switch steps[index] {
        case .variation(let selector, let name):
          guard let variations = node.variations, variations.selector.description == selector,
            let next = variations.cases[name]
          else { return entry.key }
          node = next
          index += 1
        case .substitution(let name):
          guard index + 1 < steps.count, case .variation(let selector, let name2) = steps[index + 1],
            let variations = node.substitutions[name]?.variations, variations.selector.description == selector,
            let next = variations.cases[name2]
          else { return entry.key }
          node = next
          index += 2
        case .selector:
          return entry.key
        }
      }
      return node.stringUnit?.value ?? entry.key
    }
  }
}
