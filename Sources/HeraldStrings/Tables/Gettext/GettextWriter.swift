import HeraldICU
import HeraldSyntax

/// The state of one write of a `.po` file.
struct GettextWriter {
  let table: StringTable
  let locale: String
  let sourceLanguage: String
  var forms: GettextPluralForms
  /// Whether ``forms`` are the table's own `Plural-Forms` (a file's), which its translations'
  /// own forms (the `msgstr` member) are numbered by.
  var hasOwnForms = false
  /// ``GettextPluralForms/frequentForms`` of ``forms``, for msgfmt's format check.
  var frequentForms: [Bool] = []
  var losses: [StringsDiagnostic] = []
  var blocks: [[String]] = []
  /// What was written for each entry's key, from which the key mapping is chosen.
  var written: [(message: GettextKey.Written, entry: StringEntry)] = []

  /// The table's name when it is not the default one (header `X-Herald-Table`).
  let tableName: String?

  init(table: StringTable, locale: String, tableName: String? = nil) {
    self.table = table
    self.locale = locale
    self.tableName = tableName
    self.sourceLanguage = table.sourceLanguage ?? "en"
    self.forms = GettextPluralForms(locale: locale)
  }

  mutating func write() -> TableOutput {
    var headers = Self.ownHeaders(table.localeHeaders[locale] ?? table.headers, locale: locale)
    if let header = headers.first(where: { $0.name.lowercased() == "plural-forms" })?.value {
      if let parsed = GettextPluralForms(header: header, locale: locale) {
        forms = parsed
        hasOwnForms = true
      } else {
        headers = headers.map {
          $0.name.lowercased() == "plural-forms" ? TableHeader(name: $0.name, value: forms.header) : $0
        }
        losses.append(
          StringsDiagnostic(
            .warning, code: "replaced-plural-forms",
            message: "the Plural-Forms header '\(header)' does not parse; Herald's '\(forms.header)' was written.",
            locale: locale))
      }
    }
    frequentForms = forms.frequentForms
    var entryBlocks: [[String]] = []
    var hasPlural = false
    // Read from a file per locale, an entry this locale's file did not have is not written to it.
    let hadFile = table.entries.contains { $0.fileNotes[locale]?.listsMessages == true }
    for index in table.entries.indicesInFileOrder(of: locale) {
      let entry = table.entries[index]
      guard !hadFile || entry.fileNotes[locale] != nil || entry.localizations[locale] != nil else { continue }
      let (lines, isPlural) = write(entry)
      hasPlural = hasPlural || isPlural
      entryBlocks.append(lines)
    }
    let hadHeaders = !headers.isEmpty
    if !hadHeaders {
      headers = [
        TableHeader(name: "Content-Type", value: "text/plain; charset=UTF-8"),
        TableHeader(name: "Content-Transfer-Encoding", value: "8bit"),
        TableHeader(name: "Language", value: TableLocale.gettextName(for: locale)),
        TableHeader(name: "Plural-Forms", value: forms.header),
      ]
    } else {
      // The file is written in UTF-8 whatever charset the table was read from.
      for index in headers.indices where headers[index].name.lowercased() == "content-type" {
        let value = headers[index].value.lowercased()
        if !(value.contains("charset=utf-8") || value.contains("charset=utf8")) {
          headers[index].value = "text/plain; charset=UTF-8"
        }
      }
    }
    if hadHeaders, !headers.contains(where: { $0.name.lowercased() == "plural-forms" }), hasPlural {
      headers.append(TableHeader(name: "Plural-Forms", value: forms.header))
    }
    if let source = table.sourceLanguage, source != "en", table.header("X-Source-Language") == nil {
      headers.append(TableHeader(name: "X-Source-Language", value: source))
    }
    headers += keyMapping(declared: GettextKey.keysAreContexts(headers))
    headers.removeAll { $0.name == GettextTable.tableHeader || $0.name == GettextTable.localeHeader }
    if let tableName { headers.append(TableHeader(name: GettextTable.tableHeader, value: tableName)) }
    if !TableLocale.pathSpells(locale, path: TableLocale.gettextName(for: locale) + ".po", sourceLocale: sourceLanguage)
    {
      headers.append(TableHeader(name: GettextTable.localeHeader, value: locale))
    }
    for member in table.extra {
      losses.append(
        .loss(
          "the top-level member '\(member.key)'", key: "(table)", locale: locale, format: .gettext,
          advice: "gettext files have no place for it."))
    }
    var header: [String] = []
    for name in GettextTable.commentHeaders {
      for field in headers where field.name == name {
        header += Self.comments(
          name, field.value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      }
    }
    header.append("msgid \"\"")
    header.append("msgstr \"\"")
    for field in headers where !GettextTable.commentHeaders.contains(field.name) {
      let line = field.name.isEmpty ? field.value : "\(field.name): \(field.value)"
      header.append("\"" + Self.escape(line + "\n") + "\"")
    }
    let text = ([header] + entryBlocks).map { $0.joined(separator: "\n") + "\n" }.joined(separator: "\n")
    return TableOutput(text: text, losses: losses)
  }

  /// The headers of `locale`'s file: each name once (the first), and, when the headers come from
  /// another locale's file (a table merged from several, whose `Language` names another locale),
  /// without that file's `Language` and `Plural-Forms`, which `locale` gets its own of.
  static func ownHeaders(_ headers: [TableHeader], locale: String) -> [TableHeader] {
    var seen = Set<String>()
    var own = headers.filter { $0.name.isEmpty || seen.insert($0.name.lowercased()).inserted }
    guard let index = own.firstIndex(where: { $0.name.lowercased() == "language" }) else { return own }
    let language = own[index].value.trimmedWhitespace
    func primary(_ tag: String) -> Substring { tag.split(whereSeparator: { "-_@.".contains($0) }).first ?? "" }
    if language.isEmpty || primary(language).lowercased() == primary(locale).lowercased() { return own }
    own[index].value = TableLocale.gettextName(for: locale)
    own.removeAll { $0.name.lowercased() == "plural-forms" }
    return own
  }

  /// Comment lines with a marker: `# text`, or `#` alone for an empty line.
  static func comments(_ marker: String, _ lines: [String]) -> [String] {
    lines.map { $0.isEmpty ? marker : "\(marker) \($0)" }
  }

  func loss(_ what: String, _ entry: StringEntry, _ advice: String) -> StringsDiagnostic {
    .loss(what, key: entry.key, locale: locale, format: .gettext, advice: advice)
  }

  func member(_ name: String, of entry: StringEntry) -> JSONValue? {
    entry.extra.first { $0.key == name }?.value
  }

  /// The lines of one entry, and whether it is a plural entry.
  mutating func write(_ entry: StringEntry) -> ([String], Bool) {
    let target = entry.localizations[locale]
    // The source-language file is written like the others (msgctxt the key when it is an id,
    // msgid the source text), so that every file of a folder names a message the same way.
    let source = entry.localizations[sourceLanguage]
    let unknown = entry.extra.filter { !GettextTable.Member.all.contains($0.key) }
    if !unknown.isEmpty {
      losses.append(
        loss(
          "entry members (\(unknown.map(\.key).joined(separator: ", ")))", entry,
          "gettext keeps only flags, previous strings and comments."))
    }
    if entry.shouldTranslate == false {
      losses.append(loss("'do not translate'", entry, "Say so in the comment for translators."))
    }
    // This locale's file's own notes, else the entry's; a String Catalog's stale entry is obsolete.
    let notes = entry.notes(for: locale)
    let isObsolete =
      notes.isObsolete || (entry.fileNotes.isEmpty && entry.extractionState == "stale")
    if let state = entry.extractionState, state != "stale" {
      losses.append(loss("the extraction state '\(state)'", entry, "gettext only marks obsolete entries (#~)."))
    }

    // The translation: plural cases or one string.
    var targetCases: [String: Localization]?
    var targetUnit: StringUnit?
    if let target {
      if target.extra.contains(where: { $0.key != GettextTable.Member.msgstr }) {
        losses.append(loss("localization members", entry, "gettext has no place for them."))
      }
      if let variations = target.variations {
        if variations.selector == .plural {
          targetCases = variations.cases
          if target.stringUnit != nil {
            losses.append(loss("a string beside plural variations", entry, "Keep either the string or the variations."))
          }
        } else {
          losses.append(
            loss(
              "\(variations.selector) variations", entry,
              "gettext has one string per message; keep the variations in a String Catalog."))
          targetUnit = target.stringUnit
        }
      } else if !target.substitutions.isEmpty {
        if let flattened = target.flattenedPluralCases() {
          targetCases = Dictionary(flattened, uniquingKeysWith: { first, _ in first })
          losses.append(
            StringsDiagnostic(
              .info, code: "restructured",
              message: "the plural variable was flattened into msgstr[N], each form holding the whole string.",
              key: entry.key, locale: locale))
        } else {
          losses.append(
            loss(
              "substitutions other than one plural variable", entry,
              "Split the string so that it has one plural %#@variable@."))
          targetUnit = target.stringUnit
        }
      } else {
        targetUnit = target.stringUnit
      }
      // What a string says about its own text (Android's plainText: tags that are text, not markup).
      let unitMembers = ([targetUnit] + (targetCases ?? [:]).values.map(\.stringUnit)).compactMap { $0 }
        .flatMap(\.extra).map(\.key)
      if !unitMembers.isEmpty {
        losses.append(
          loss(
            "string members (\(Array(Set(unitMembers)).sorted().joined(separator: ", ")))", entry,
            "gettext has no place for them; Android's plainText says that the tags in the text are text."))
      }
    }

    // The source text.
    var sourceCases: [String: Localization]?
    var sourceText: String?
    if let source {
      if let variations = source.variations, variations.selector == .plural {
        sourceCases = variations.cases
      } else if let flattened = source.flattenedPluralCases() {
        sourceCases = Dictionary(flattened, uniquingKeysWith: { first, _ in first })
      } else {
        sourceText = source.stringUnit?.value
        if source.variations != nil || !source.substitutions.isEmpty {
          losses.append(
            loss("the source's variations or substitutions", entry, "msgid holds the source as one string."))
        }
      }
    }
    // A key read from gettext is `msgctxt` U+0004 `msgid` when the entry has a context.
    let keyParts = entry.key.split(
      separator: GettextTable.contextSeparator, maxSplits: 1, omittingEmptySubsequences: false)
    let keyContext = keyParts.count == 2 ? String(keyParts[0]) : nil
    let keyMsgid = keyParts.count == 2 ? String(keyParts[1]) : entry.key
    let extraMsgid = member(GettextTable.Member.msgid, of: entry)?.stringValue
    let extraPlural = member(GettextTable.Member.msgidPlural, of: entry)?.stringValue
    let isPlural = targetCases != nil || sourceCases != nil || extraPlural != nil
    let msgid: String
    var msgidPlural: String?
    if isPlural {
      let ordered = sourceCases.map { cases in Variations(selector: .plural, cases: cases).orderedCaseNames } ?? []
      let one = sourceCases?["one"]?.value ?? ordered.first.flatMap { sourceCases?[$0]?.value }
      let other = sourceCases?["other"]?.value ?? ordered.last.flatMap { sourceCases?[$0]?.value }
      msgid = extraMsgid ?? one ?? sourceText ?? keyMsgid
      msgidPlural = extraPlural ?? other ?? msgid
    } else {
      msgid = extraMsgid ?? sourceText ?? keyMsgid
    }
    // An empty msgid without a context would read back as the header: give it its key as context.
    let msgctxt =
      entry.context ?? keyContext ?? member(GettextTable.Member.msgctxt, of: entry)?.stringValue
      ?? (entry.key != msgid || msgid.isEmpty ? entry.key : nil)
    written.append((GettextKey.Written(key: entry.key, msgctxt: msgctxt, msgid: msgid), entry))

    // States.
    var states = Set<String>()
    if let state = targetUnit?.state { states.insert(state) }
    for item in (targetCases ?? [:]).values {
      if let state = item.stringUnit?.state { states.insert(state) }
    }
    let isFuzzy = states.contains("needs_review")
    let otherStates = states.subtracting(["translated", "needs_review"]).sorted()
    if !otherStates.isEmpty {
      losses.append(
        loss(
          "the state \(otherStates.joined(separator: ", "))", entry,
          "gettext knows translated and fuzzy (needs review) entries only."))
    }

    // Comments.
    var lines: [String] = []
    if let comment = notes.translatorComment {
      lines += Self.comments("#", comment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    if let comment = notes.comment {
      lines += Self.comments("#.", comment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    if !notes.references.isEmpty { lines.append("#: " + notes.references.joined(separator: " ")) }
    var flags = isFuzzy ? ["fuzzy"] : []
    for flag in notes.flags where !flags.contains(flag) { flags.append(flag) }
    if !flags.isEmpty { lines.append("#, " + flags.joined(separator: ", ")) }
    let prefix = isObsolete ? "#~ " : ""
    if let previous = notes.previous {
      lines += previous.split(separator: "\n", omittingEmptySubsequences: false).map {
        (isObsolete ? "#~| " : "#| ") + $0
      }
    }

    // Keywords.
    if let msgctxt { lines += Self.keyword("msgctxt", msgctxt, prefix: prefix) }
    lines += Self.keyword("msgid", msgid, prefix: prefix)
    if let msgidPlural {
      lines += Self.keyword("msgid_plural", msgidPlural, prefix: prefix)
      // The translation's own forms, or an untranslated message's number of empty forms.
      var native =
        target == nil
        ? notes.emptyForms.map { Array(repeating: "", count: $0) }
        : target?.extra.first { $0.key == GettextTable.Member.msgstr }?.value.arrayValue?.compactMap(\.stringValue)
      if native != nil, !hasOwnForms {
        // Numbered by a Plural-Forms the table no longer has (a String Catalog without Herald's localeHeaders member).
        native = nil
        losses.append(
          loss(
            "the file's own plural forms (msgstr[0…]) without its Plural-Forms", entry,
            "Each CLDR category's first form was written with Herald's Plural-Forms; keep the .po to keep them."))
      }
      var msgstrs: [String] = []
      lines += pluralForms(
        entry, cases: targetCases, singular: targetUnit, native: native, prefix: prefix, values: &msgstrs)
      if target != nil, msgstrs.first == "", msgstrs.contains(where: { !$0.isEmpty }) {
        losses.append(.readAsUntranslated("the empty first form", "msgstr[0] \"\"", entry.key, locale))
      }
      if !isObsolete, !isFuzzy {
        checkLineFeeds(entry, msgid: msgid, msgidPlural: msgidPlural, msgstr: msgstrs)
        checkFormats(entry, flags: flags, msgid: msgid, msgidPlural: msgidPlural, msgstr: msgstrs)
      }
    } else {
      lines += Self.keyword("msgstr", targetUnit?.value ?? "", prefix: prefix)
      if targetUnit?.value == "" {
        losses.append(.readAsUntranslated("the empty translation", "msgstr \"\"", entry.key, locale))
      }
      if !isObsolete, !isFuzzy {
        checkLineFeeds(entry, msgid: msgid, msgidPlural: nil, msgstr: [targetUnit?.value ?? ""])
        checkFormats(entry, flags: flags, msgid: msgid, msgidPlural: nil, msgstr: [targetUnit?.value ?? ""])
      }
    }
    return (lines, isPlural)
  }

  /// The `msgstr[N]` lines of a plural entry, reporting categories without an index and indices
  /// without a case.
  mutating func pluralForms(
    _ entry: StringEntry, cases: [String: Localization]?, singular: StringUnit?, native: [String]?, prefix: String,
    values: inout [String]
  ) -> [String] {
    var lines: [String] = []
    guard let cases else {
      if singular != nil {
        losses.append(
          StringsDiagnostic(
            .info, code: "restructured",
            message: "the translation is one string but the entry is plural; it was written for every form.",
            key: entry.key, locale: locale))
      }
      for index in 0..<(native?.count ?? forms.count) {
        lines += Self.keyword("msgstr[\(index)]", singular?.value ?? "", prefix: prefix)
        values.append(singular?.value ?? "")
      }
      return lines
    }
    var missing: [String] = []
    // The file's own forms, when it has more than its categories tell apart: the first form of
    // each category comes from the case (which may have been edited), the others as read.
    for index in 0..<(native?.count ?? forms.count) {
      let category = index < forms.count ? forms.categories[index] : nil
      var value = category.flatMap { cases[$0.rawValue]?.stringUnit?.value }
      if let native, category.map({ forms.categories.firstIndex(of: $0) != index }) ?? true { value = native[index] }
      if value == nil, let category { missing.append("\(index) (\(category.rawValue))") }
      lines += Self.keyword("msgstr[\(index)]", value ?? "", prefix: prefix)
      values.append(value ?? "")
    }
    if !missing.isEmpty {
      losses.append(
        StringsDiagnostic(
          .warning, code: "missing-plural-category",
          message: "no case for plural form \(missing.joined(separator: ", ")); an empty msgstr was written, "
            + "so gettext shows the source text for those numbers. Add the case.",
          key: entry.key, locale: locale))
    }
    if cases.values.contains(where: { $0.variations != nil || !$0.substitutions.isEmpty }) {
      losses.append(loss("variations or substitutions inside a plural case", entry, "gettext forms are plain strings."))
    }
    let rules = GettextPluralForms.rules(for: locale)
    let source = rules?.source ?? []
    let names = Variations(selector: .plural, cases: cases).orderedCaseNames
    for name in names where !forms.categories.contains(where: { $0.rawValue == name }) {
      let reason: String
      if let rule = source.first(where: { $0.category.rawValue == name }) {
        reason =
          rule.integerSamples.isEmpty
          ? "only decimals reach it in \(locale), and gettext chooses forms by integers"
          : "the file's Plural-Forms has no form for it"
      } else if PluralCategory(rawValue: name) != nil {
        reason = "\(locale) does not use it"
      } else {
        reason = "gettext has no explicit-value cases"
      }
      losses.append(
        loss(
          "the plural category '\(name)' (\(reason))", entry,
          "Numbers of that category are shown with another form; check that the text still fits."))
    }
    return lines
  }
}
