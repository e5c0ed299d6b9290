import HeraldSyntax

/// Reads and writes Apple `.stringsdict` files: XML property lists of plural, device-specific and
/// variable-width rules.
///
/// ```swift
/// let table = try StringsdictTable().read(bytes, file: "fr.lproj/Localizable.stringsdict", locale: "fr")
/// let count = table["unread"]?.localizations["fr"]?.substitutions["count"]
/// count?.variations?.cases["one"]?.value  // "1 notification non lue"
/// ```
///
/// **Reading.** The root must be `<plist><dict>`; each of its keys is an entry, in file order
/// (duplicates are kept), whose value is a `<dict>` that becomes one ``Localization`` under the
/// locale given:
///
/// - A dict with `NSStringLocalizedFormatKey` is a ``StringUnit`` holding the format, and each of
///   its keys whose value is a dict and that the format names (`%#@count@`), or whose dict has a
///   `NSStringFormatSpecTypeKey` or `NSStringFormatValueTypeKey`, is a ``Substitution``:
///   `NSStringFormatValueTypeKey` is its ``Substitution/formatSpecifier``, `NSStringFormatSpecTypeKey` its
///   ``Variations/selector`` (`NSStringPluralRuleType` → ``VariationSelector/plural``,
///   `NSStringDeviceSpecificRuleType` → ``VariationSelector/device``,
///   `NSStringVariableWidthRuleType` → ``VariationSelector/width``, any other name
///   ``VariationSelector/other(_:)``), and every other key a case. Other keys starting with `NS`
///   are kept in the substitution's ``Substitution/extra``, and the format dict's other keys
///   (Herald's own `android` member among them) in the localization's ``Localization/extra``,
///   which Foundation ignores too.
/// - A dict with `NSStringDeviceSpecificRuleType` or `NSStringVariableWidthRuleType` is
///   ``Localization/variations`` by device or width; its other keys are kept in ``Localization/extra``.
///
/// A case is a `<string>` (a plain localization) or a `<dict>` read by the same rules, so device
/// and plural rules nest. Entries and localizations carry the location of their `<key>`.
///
/// **Writing.** Xcode's layout: the standard header, tab indentation, entries in table order;
/// within a variable `NSStringFormatSpecTypeKey`, `NSStringFormatValueTypeKey`, then the cases in
/// ``Variations/orderedCaseNames`` order; variables in the order the format uses them, then the
/// rest by name. Plural variations without a format (a String Catalog's shape) are written as a
/// `%#@value@` variable whose value type is the first numeric placeholder of the cases (`d` when
/// there is none), reported as an `info` diagnostic with code `restructured`. What `.stringsdict`
/// cannot hold is reported as a loss: a plain string (the entry is not written), comments,
/// states other than `translated`, extraction states and the other entry metadata, and characters
/// XML 1.0 forbids (left out of the text and named).
struct StringsdictTable: TableCodec {
  /// ``TableFormat/stringsdict``.
  var format: TableFormat { .stringsdict }

  /// `false`: a `.stringsdict` file holds one locale.
  var holdsManyLocales: Bool { false }

  /// The key of a rule's format string.
  static let formatKey = "NSStringLocalizedFormatKey"
  /// The key of a variable's rule type.
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  /// The key of a variable's printf conversion.
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  /// The rule type of plural variables.
  static let pluralRule = "NSStringPluralRuleType"
  /// The rule type, and entry key, of device-specific strings.
  static let deviceRule = "NSStringDeviceSpecificRuleType"
  /// The rule type, and entry key, of variable-width strings.
  static let widthRule = "NSStringVariableWidthRuleType"

  /// The selector a `NSStringFormatSpecTypeKey` value stands for.
  static func selector(ruleType: String) -> VariationSelector {
    switch ruleType {
    case pluralRule: .plural
    case deviceRule: .device
    case widthRule: .width
    default: .other(ruleType)
    }
  }

  /// The `NSStringFormatSpecTypeKey` value of a selector, or `nil` for array items, which
  /// `.stringsdict` has no rule for.
  static func ruleType(of selector: VariationSelector) -> String? {
    switch selector {
    case .plural: pluralRule
    case .device: deviceRule
    case .width: widthRule
    case .arrayItem: nil
    case .other(let name): name
    }
  }

  /// Reads a `.stringsdict` file into a table whose entries have one localization, under `locale`.
  ///
  /// - Throws: ``StringTableError/syntax(_:)`` for malformed XML, and
  ///   ``StringTableError/invalidContent(_:reason:advice:)`` naming the key and line when the root
  ///   is not `<plist><dict>`, a value is not a dict or string where one is required, or an entry
  ///   has neither a format key nor a rule type.
  func read(_ bytes: [UInt8], file: String, locale: String) throws(StringTableError) -> StringTable {
    let reader = PlistReader()
    let dict = try reader.rootDictionary(
      bytes, file: file, kind: ".stringsdict",
      advice: "Start the file with <plist version=\"1.0\"><dict>, as Xcode's template does.")
    var table = StringTable()
    for pair in try reader.pairs(of: dict, in: "the root dictionary") {
      let location = pair.keyElement.location
      guard pair.value.name == "dict" else {
        throw .invalidContent(
          location, reason: "the value of entry '\(pair.key)' is <\(pair.value.name)>; expected <dict>",
          advice: "Make the entry a <dict> with NSStringLocalizedFormatKey and one <dict> per variable.")
      }
      let localization = try reader.localization(dict: pair.value, path: "'\(pair.key)'", location: location)
      table.entries.append(StringEntry(key: pair.key, localizations: [locale: localization], location: location))
    }
    return table
  }

  /// Writes the localizations of `locale` as a `.stringsdict` file.
  func write(_ table: StringTable, locale: String) -> TableOutput {
    var body = ""
    var losses: [StringsDiagnostic] = []
    for entry in table.entries {
      guard let localization = entry.localizations[locale] else { continue }
      var writer = PlistWriter()
      writer.key(1, entry.key)
      do {
        try writer.dict(localization, depth: 1)
      } catch {
        losses.append(
          diagnostic(.loss(error.what, key: entry.key, locale: locale, format: format, advice: error.advice), entry))
        continue
      }
      body += writer.text
      var lost = Self.lostFields(of: entry)
      for notesLoss in StringsDiagnostic.fileNotesLosses(of: entry, locale: locale, format: format) {
        losses.append(diagnostic(notesLoss, entry))
      }
      for item in writer.lost where !lost.contains(item) { lost.append(item) }
      if !lost.isEmpty {
        let what = lost.count == 1 ? lost[0] : lost.dropLast().joined(separator: ", ") + " and " + (lost.last ?? "")
        losses.append(
          diagnostic(
            .loss(what, key: entry.key, locale: locale, format: format, advice: "Write .xcstrings to keep them."),
            entry))
      }
      if let loss = writer.xml.loss(key: entry.key, locale: locale, format: format) {
        losses.append(diagnostic(loss, entry))
      }
      for note in writer.restructured {
        losses.append(
          diagnostic(
            StringsDiagnostic(.info, code: "restructured", message: note, key: entry.key, locale: locale), entry))
      }
    }
    for header in table.headers {
      var loss = StringsDiagnostic.loss(
        "the header '\(header.name)'", key: "", locale: locale, format: format,
        advice: "Write .strings, .po or .xcstrings to keep it.")
      loss.key = nil
      losses.append(loss)
    }
    if !table.extra.isEmpty {
      var loss = StringsDiagnostic.loss(
        "the table's members \(table.extra.map { "'\($0.key)'" }.joined(separator: ", "))", key: "", locale: locale,
        format: format, advice: "Write the format the table was read from to keep them.")
      loss.key = nil
      losses.append(loss)
    }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      \(body.isEmpty ? "<dict/>\n" : "<dict>\n" + body + "</dict>\n")</plist>

      """
    return TableOutput(text: text, losses: losses)
  }

  /// `diagnostic`, located where `entry` was read from.
  private func diagnostic(_ diagnostic: StringsDiagnostic, _ entry: StringEntry) -> StringsDiagnostic {
    var diagnostic = diagnostic
    if let location = entry.location {
      diagnostic.location = location
      diagnostic.file = location.file
    }
    return diagnostic
  }

  /// The entry metadata a `.stringsdict` file cannot hold, in words.
  private static func lostFields(of entry: StringEntry) -> [String] {
    var lost: [String] = []
    if entry.comment != nil { lost.append("its comment") }
    if let state = entry.extractionState { lost.append("its extraction state '\(state)'") }
    if entry.shouldTranslate == false { lost.append("its 'should not translate' flag") }
    if entry.translatorComment != nil { lost.append("its translator comment") }
    if !entry.references.isEmpty { lost.append("its references") }
    if entry.context != nil { lost.append("its context") }
    if !entry.extra.isEmpty { lost.append("its members \(entry.extra.map { "'\($0.key)'" }.joined(separator: ", "))") }
    return lost
  }
}
