/// Where the files of a table go when it is written in a format, laid out as Xcode and Android
/// expect: one String Catalog or XLIFF document for every locale, or one file per locale in
/// `xx.lproj/`, `values-xx/` or `xx.po`.
///
/// Writing `.strings` puts each entry where Xcode would: plain strings in
/// `xx.lproj/Localizable.strings`, plurals and other variations in `xx.lproj/Localizable.stringsdict`.
///
/// ```swift
/// for file in TableLayout().files(for: table, format: .android) {
///   print(file.path)  // values/strings.xml, values-fr/strings.xml, values-pt-rBR/strings.xml
/// }
/// ```
public struct TableLayout: Sendable {
  /// One file to write.
  public struct File: Sendable {
    /// The path relative to the output folder.
    public var path: String
    /// The content.
    public var bytes: [UInt8]
    /// What the format could not hold.
    public var losses: [StringsDiagnostic]
  }

  /// The file name without extension for Apple formats (`Localizable`).
  public var baseName: String

  /// Creates a layout.
  public init(baseName: String = "Localizable") {
    self.baseName = baseName
  }

  /// The files of `table` in `format`, for `locales` (every locale of the table when `nil`).
  public func files(for table: StringTable, format: TableFormat, locales: [String]? = nil) -> [File] {
    let codec = format.codec
    if format == .android { return androidFiles(for: table, locales: locales) }
    if codec.holdsManyLocales {
      var selected = table
      if let locales {
        for index in selected.entries.indices {
          selected.entries[index].localizations = selected.entries[index].localizations.filter {
            locales.contains($0.key)
          }
        }
      }
      let output = codec.write(selected, locale: table.sourceLanguage ?? "en")
      return [File(path: "\(baseName).\(format.fileExtension)", bytes: output.bytes, losses: output.losses)]
    }
    let source = table.sourceLanguage ?? "en"
    return (locales ?? table.locales).filter { !isGettextSourceOnly($0, table, format) }.flatMap { locale -> [File] in
      switch format {
      case .strings: return appleFiles(table, locale: locale)
      case .stringsdict: return [file("\(locale).lproj/\(baseName).stringsdict", codec.write(table, locale: locale))]
      case .android:
        let folder = locale == source || locale == "Base" ? "values" : TableLocale.androidFolder(for: locale)
        return [file("\(folder)/strings.xml", codec.write(table, locale: locale))]
      case .gettext:
        // gettext files have no table names: another table's files say theirs (X-Herald-Table).
        let codec = GettextTable(tableName: baseName == "Localizable" ? nil : baseName)
        return [file("\(TableLocale.gettextName(for: locale)).po", codec.write(table, locale: locale))]
      case .xcstrings, .xliff: return []
      }
    }
  }

  /// Whether `locale` is the source language of a table read from `.po` files none of which was
  /// in it: its localizations are the `msgid`s of those files, not a file to write.
  private func isGettextSourceOnly(_ locale: String, _ table: StringTable, _ format: TableFormat) -> Bool {
    format == .gettext && locale == (table.sourceLanguage ?? "en") && !table.localeHeaders.isEmpty
      && table.localeHeaders[locale] == nil
  }

  /// `.strings` for the plain entries and `.stringsdict` for the rest, as Xcode lays them out.
  private func appleFiles(_ table: StringTable, locale: String) -> [File] {
    func isPlain(_ entry: StringEntry) -> Bool {
      guard let localization = entry.localizations[locale] else { return true }
      return localization.variations == nil && localization.substitutions.isEmpty
    }
    var plain = table
    plain.entries = table.entries.filter(isPlain)
    var rich = table
    rich.entries = table.entries.filter { !isPlain($0) }
    let hasRich = rich.entries.contains { $0.localizations[locale] != nil }
    var files: [File] = []
    if !hasRich || plain.entries.contains(where: { $0.localizations[locale] != nil }) {
      files.append(file("\(locale).lproj/\(baseName).strings", TableFormat.strings.codec.write(plain, locale: locale)))
    }
    if hasRich {
      files.append(
        file("\(locale).lproj/\(baseName).stringsdict", TableFormat.stringsdict.codec.write(rich, locale: locale)))
    }
    return files
  }

  private func file(_ path: String, _ output: TableOutput) -> File {
    File(path: path, bytes: output.bytes, losses: output.losses)
  }
}
