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

    init(table: StringTable, locale: String) {
      self.table = table
      self.locale = locale
    }

    mutating func write() -> TableOutput {
      let names = AndroidTable.resourceNames(for: table.entries.map(\.key))
      for (entry, name) in zip(table.entries, names) {
        write(entry, name: name)
        if let loss = xml.loss(key: entry.key, locale: locale, format: .android) { losses.append(loss) }
      }
      for member in table.extra {
        if member.key == AndroidTable.otherResourcesMember, let resources = member.value.arrayValue {
          for resource in resources {
            guard let text = resource.stringValue else { continue }
            body.append(AndroidTable.indent + text)
          }
        } else {
          losses.append(tableLoss("the top-level member '\(member.key)'"))
        }
      }
      if !table.headers.isEmpty {
        losses.append(tableLoss("table headers (\(table.headers.map(\.name).joined(separator: ", ")))"))
      }
      var root = "<resources"
      for prefix in prefixes.sorted() {
        guard let namespace = AndroidTable.knownNamespaces[prefix] else { continue }
        root += " xmlns:\(prefix)=\"\(namespace)\""
      }
      if needsHeraldNamespace { root += " xmlns:herald=\"\(AndroidTable.heraldNamespace)\"" }
      let lines = ["<?xml version=\"1.0\" encoding=\"utf-8\"?>", root + ">"] + body + ["</resources>", ""]
      return TableOutput(text: lines.joined(separator: "\n"), losses: losses)
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
      } else if locale == table.sourceLanguage {
        localization = Localization(value: entry.key)
      } else {
        return
      }
      reportEntryLosses(entry)
      if !localization.extra.isEmpty {
        losses.append(
          loss("localization members (\(names(localization.extra)))", entry, "Remove them or keep them elsewhere."))
      }
      var attributes = " name=\"\(xml.escape(name, quotes: true))\""
      if name != entry.key {
        needsHeraldNamespace = true
        attributes += " herald:key=\"\(xml.escape(entry.key, quotes: true))\""
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
          !["name", "translatable"].contains(member.key)
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

    /// The escaped text of a value, noting the prefixes its markup uses.
    mutating func text(_ unit: StringUnit, _ entry: StringEntry) -> String {
      let isReference = unit.extra.contains { $0.key == AndroidTable.referenceMember && $0.value == .bool(true) }
      let others = unit.extra.filter { $0.key != AndroidTable.referenceMember }
      if !others.isEmpty {
        losses.append(loss("string-unit members (\(names(others)))", entry, "Remove them or keep them elsewhere."))
      }
      let (text, used) = AndroidText.write(unit.value, isReference: isReference)
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
