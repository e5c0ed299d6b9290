import HeraldSyntax

extension XLIFFTable {
  /// What one trans-unit says about the node at its path.
  struct UnitContent {
    var stringUnit: StringUnit?
    var argumentNumber: Int?
    var formatSpecifier: String?
    /// The `herald:extra` members by scope (`localization:plural.one`).
    var extras: [String: [JSONMember]]
    var location: SourceLocation
    /// The index of the innermost substitution step, which `herald:arg-num` describes.
    var innermostSubstitution: Int?
  }

  /// Builds a table from the `<file>` elements of one document.
  struct Reader {
    let file: String
    /// Herald's attribute prefix with its colon.
    let prefix: String
    var table = StringTable()
    var indexByKey: [String: Int] = [:]
    /// The place of each key among the keys of the `<file>` being read.
    var positionInFile: [String: Int] = [:]
    var hasSourceLanguage = false
    var clearsSourceLanguage = false

    init(file: String, prefix: String) {
      self.file = file
      self.prefix = prefix
    }

    /// The table, once every file is read.
    func finish() -> StringTable {
      var table = table
      if clearsSourceLanguage { table.sourceLanguage = nil }
      return table
    }

    mutating func readFile(_ element: XMLElement) throws(StringTableError) {
      let element = XLIFFTable.withExtras(element, prefix: prefix)
      guard let source = element[prefix + "source-locale"] ?? element["source-language"], !source.isEmpty else {
        throw .invalidContent(
          element.location, reason: "<file> has no source-language",
          advice: "Add source-language=\"en\" (the development language) to the <file>, as Xcode writes it")
      }
      let target = element["target-language"].flatMap { $0.isEmpty ? nil : $0 }
      let locale = element[prefix + "locale"].flatMap { $0.isEmpty ? nil : $0 } ?? target ?? source
      if !hasSourceLanguage {
        table.sourceLanguage = source
        hasSourceLanguage = true
      }
      if element[prefix + "no-source-language"] == "yes" { clearsSourceLanguage = true }
      if let version = element[prefix + "version"] { table.version = version }
      if let headers = try members(element, "headers") {
        table.headers = headers.map { TableHeader(name: $0.key, value: $0.value.stringValue ?? "") }
      }
      if let extra = try members(element, "extra") { table.extra = extra }
      if let headers = try members(element, "locale-headers") {
        table.localeHeaders[locale] = headers.map { TableHeader(name: $0.key, value: $0.value.stringValue ?? "") }
      }
      let isStringsdict = element["original"]?.hasSuffix(".stringsdict") == true
      positionInFile = [:]
      for unit in Self.transUnits(in: element) {
        try readUnit(unit, locale: locale, isSource: locale == source, isStringsdict: isStringsdict)
      }
    }

    /// The trans-units of a `<file>`, inside `<body>` and any `<group>`s.
    static func transUnits(in element: XMLElement) -> [XMLElement] {
      var units: [XMLElement] = []
      for child in element.elements {
        switch XLIFFTable.localName(child.name) {
        case "trans-unit": units.append(child)
        case "body", "group": units += transUnits(in: child)
        default: break
        }
      }
      return units
    }

    mutating func readUnit(
      _ unit: XMLElement, locale: String, isSource: Bool, isStringsdict: Bool
    ) throws(StringTableError) {
      let unit = XLIFFTable.withExtras(unit, prefix: prefix)
      guard let written = unit["id"] else {
        throw .invalidContent(
          unit.location, reason: "a <trans-unit> has no id",
          advice: "Give every trans-unit the id Xcode exported: the key, or the key and its variation path")
      }
      let id = GettextKey.fromXMLSafe(written)
      let isEmptyNode = unit[prefix + "empty"] == "yes"
      let (key, steps) =
        isStringsdict
        ? try XLIFFTable.stringsdictPath(id, unit: unit)
        : try XLIFFTable.catalogPath(id, key: unit[prefix + "key"], allowsPartial: isEmptyNode, unit: unit)
      if let last = steps.last, last.isPartial, !isEmptyNode {
        throw .invalidContent(
          unit.location, reason: "the variation path of trans-unit '\(id)' stops before a case",
          advice: "End the path with a case, such as Key|==|plural.one or Key|==|substitutions.NAME.plural.other")
      }

      let index: Int
      if let existing = indexByKey[key] {
        index = existing
      } else {
        index = table.entries.count
        indexByKey[key] = index
        table.entries.append(StringEntry(key: key, location: unit.location))
      }
      var entry = table.entries[index]
      let extras = try scopedExtras(unit)
      try readEntryFields(unit, extras: extras, into: &entry)
      let position = positionInFile[key] ?? positionInFile.count
      positionInFile[key] = position
      if let members = extras["file"] {
        guard var notes = FileNotes(members: members, beside: entry) else {
          throw .invalidContent(
            unit.location, reason: "the 'file' member of \(prefix)extra is not a file's notes",
            advice: "Write it as Herald does: {\"translatorComment\":\"…\",\"flags\":\"c-format\",\"obsolete\":true}")
        }
        notes.position = position
        entry.fileNotes[locale] = notes
      }

      let target = unit.elements.first { XLIFFTable.localName($0.name) == "target" }
      var content = UnitContent(
        extras: extras, location: unit.location,
        innermostSubstitution: steps.lastIndex { if case .substitution = $0 { true } else { false } })
      if let target {
        let state = unit[prefix + "state"] ?? XLIFFTable.catalogState(target["state"])
        content.stringUnit = StringUnit(state: state, value: target.text, extra: extras["stringUnit"] ?? [])
      }
      if let text = unit[prefix + "arg-num"] {
        guard let number = Int(text) else {
          throw .invalidContent(
            unit.location, reason: "herald:arg-num of trans-unit '\(id)' is '\(text)'; expected a whole number",
            advice: "Write the 1-based argument number, such as herald:arg-num=\"1\"")
        }
        content.argumentNumber = number
      }
      content.formatSpecifier = unit[prefix + "format-specifier"]

      if content.stringUnit != nil || isEmptyNode {
        var localization = entry.localizations[locale] ?? Localization(location: unit.location)
        try Self.place(steps, at: 0, in: &localization, content: content)
        entry.localizations[locale] = localization
      }
      table.entries[index] = entry
    }

    /// Reads the entry's own fields from a unit, keeping what an earlier unit said.
    private func readEntryFields(
      _ unit: XMLElement, extras: [String: [JSONMember]], into entry: inout StringEntry
    ) throws(StringTableError) {
      if entry.comment == nil {
        if let comment = unit[prefix + "comment"] {
          entry.comment = comment
        } else if let note = unit.elements.first(where: { XLIFFTable.localName($0.name) == "note" }),
          !note.text.isEmpty, note.text != XLIFFTable.placeholderNote
        {
          entry.comment = note.text
        }
      }
      switch unit["translate"] {
      case "no": entry.shouldTranslate = false
      case "yes": entry.shouldTranslate = true
      default: break
      }
      if let state = unit[prefix + "extraction-state"] { entry.extractionState = state }
      if let comment = unit[prefix + "translator-comment"] { entry.translatorComment = comment }
      if let context = unit[prefix + "context"] { entry.context = context }
      if let text = unit[prefix + "references"] {
        guard let values = try json(text, unit, "references").arrayValue,
          case let references = values.compactMap(\.stringValue), references.count == values.count
        else {
          throw .invalidContent(
            unit.location, reason: "herald:references is not a JSON array of strings",
            advice: "Write the references as Herald does, such as [\"Sources/App.swift:12\"]")
        }
        entry.references = references
      }
      if let extra = extras["entry"] { entry.extra = extra }
    }

    /// The members of a JSON-object attribute (`herald:headers`), or `nil` when it is absent.
    private func members(_ element: XMLElement, _ name: String) throws(StringTableError) -> [JSONMember]? {
      guard let text = element[prefix + name] else { return nil }
      guard let members = try json(text, element, name).objectValue else {
        throw .invalidContent(
          element.location, reason: "\(prefix)\(name) of <\(element.name)> is not a JSON object",
          advice: "Write it as Herald does: compact JSON such as {\"name\":\"value\"}")
      }
      return members
    }

    /// The `herald:extra` of a unit, by scope.
    private func scopedExtras(_ unit: XMLElement) throws(StringTableError) -> [String: [JSONMember]] {
      guard let scopes = try members(unit, "extra") else { return [:] }
      var extras: [String: [JSONMember]] = [:]
      for scope in scopes {
        guard let members = scope.value.objectValue else {
          throw .invalidContent(
            unit.location, reason: "member '\(scope.key)' of \(prefix)extra is not a JSON object",
            advice: "Write it as Herald does: {\"entry\":{\"name\":value}}")
        }
        extras[scope.key] = members
      }
      return extras
    }

    /// Parses the JSON of an attribute.
    private func json(_ text: String, _ element: XMLElement, _ name: String) throws(StringTableError) -> JSONValue {
      do {
        return try JSONReader.parse(Array(text.utf8), file: file)
      } catch {
        throw .invalidContent(
          element.location, reason: "\(prefix)\(name) of <\(element.name)> is not valid JSON (\(error))",
          advice: "Write it as Herald does: compact JSON, escaped for XML")
      }
    }

    /// Puts what a unit says at the node its `steps` lead to, creating the nodes on the way.
    private static func place(
      _ steps: [Step], at index: Int, in localization: inout Localization, content: UnitContent
    ) throws(StringTableError) {
      if let extra = content.extras["localization:" + XLIFFTable.encode(steps[..<index])] {
        localization.extra = extra
      }
      guard index < steps.count else {
        if let stringUnit = content.stringUnit { localization.stringUnit = stringUnit }
        return
      }
      switch steps[index] {
      case .variation(let selector, let name):
        var variations = try variations(localization.variations, selector, content)
        var node = variations.cases[name] ?? Localization(location: content.location)
        try place(steps, at: index + 1, in: &node, content: content)
        variations.cases[name] = node
        localization.variations = variations
      case .selector(let selector):
        localization.variations = try variations(localization.variations, selector, content)
      case .substitution(let name):
        var substitution = localization.substitutions[name] ?? Substitution()
        if let extra = content.extras["substitution:" + XLIFFTable.encode(steps[...index])] {
          substitution.extra = extra
        }
        if index == content.innermostSubstitution {
          if let number = content.argumentNumber { substitution.argumentNumber = number }
          if let specifier = content.formatSpecifier { substitution.formatSpecifier = specifier }
        }
        if index + 1 < steps.count {
          switch steps[index + 1] {
          case .variation(let selector, let name):
            var variations = try variations(substitution.variations, selector, content)
            var node = variations.cases[name] ?? Localization(location: content.location)
            try place(steps, at: index + 2, in: &node, content: content)
            variations.cases[name] = node
            substitution.variations = variations
          case .selector(let selector):
            substitution.variations = try variations(substitution.variations, selector, content)
          case .substitution:
            break  // `steps(of:)` refuses a substitution directly inside another.
          }
        }
        localization.substitutions[name] = substitution
      }
    }

    /// The variations to add a case to: `existing`, or new ones by `selector`.
    private static func variations(
      _ existing: Variations?, _ selector: String, _ content: UnitContent
    ) throws(StringTableError) -> Variations {
      let selector = VariationSelector(catalogName: selector)
      guard let existing else { return Variations(selector: selector, cases: [:]) }
      guard existing.selector == selector else {
        throw .invalidContent(
          content.location,
          reason:
            "this unit varies by \(selector) where an earlier unit of the same string varies by \(existing.selector)",
          advice: "A string varies by one selector at each level; fix the unit ids")
      }
      return existing
    }
  }
}
