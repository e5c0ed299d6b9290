extension TableConversion {
  /// The files of a gettext-to-gettext conversion, laid out as gettext's tools see a `po/` folder:
  /// each `.po` (or `.pot`) written from its own table under its own name, so that it keeps its
  /// header, its entries and their order, its comments and its `Plural-Forms`; `nil` when an input
  /// is not gettext (the inputs are then merged as for any other format).
  ///
  /// Names are the files' own (`pt_BR.po`, `sr@latin.po`); inputs from several folders that share a
  /// name keep their path below the common folder.
  func gettextFiles(_ loaded: StringTableReader.LoadResult) -> [TableLayout.File]? {
    guard format == .gettext, !loaded.files.isEmpty, loaded.files.allSatisfy({ $0.format == .gettext }) else {
      return nil
    }
    let selected = loaded.files.filter { file in locales.map { $0.contains(file.locale ?? "") } ?? true }
    let names = selected.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
    let unique = Set(names).count == names.count
    let codec = TableFormat.gettext.codec
    return zip(selected, names).map { file, name in
      let output = codec.write(file.table, locale: file.locale ?? reader.sourceLocale)
      let path = unique ? name : String(file.path.drop { $0 == "/" || $0 == "." })
      return TableLayout.File(path: path, bytes: output.bytes, losses: output.losses)
    }
  }
}

extension TableConversion {
  /// Formats that keep a gettext translation's own forms (the `msgstr` member).
  static let keepsGettextForms: Set<TableFormat> = [.gettext, .xcstrings, .xliff]

  /// One warning per translation whose gettext forms the target format cannot carry: a form the
  /// file's `Plural-Forms` gives a CLDR category an earlier form has (a Serbian `n==1` form), or a
  /// form beyond `nplurals`. The cases carry the first form of each category; these are lost.
  func gettextFormLosses(_ table: StringTable) -> [StringsDiagnostic] {
    guard !Self.keepsGettextForms.contains(format) else { return [] }
    var losses: [StringsDiagnostic] = []
    for entry in table.entries {
      for (locale, localization) in entry.localizations.sorted(by: { $0.key < $1.key }) {
        guard let forms = localization.extra.first(where: { $0.key == GettextTable.Member.msgstr })?.value.arrayValue
        else { continue }
        let kept = Set(localization.variations?.cases.values.compactMap(\.value) ?? [])
        let lost = forms.enumerated().compactMap { index, form -> String? in
          guard let text = form.stringValue, !text.isEmpty, !kept.contains(text) else { return nil }
          return "msgstr[\(index)] \"\(text)\""
        }
        guard !lost.isEmpty else { continue }
        losses.append(
          StringsDiagnostic(
            .warning, code: "not-representable",
            message:
              "\(format.rawValue) cannot hold the gettext forms \(lost.joined(separator: ", ")): the file's "
              + "Plural-Forms has more forms than CLDR has categories, and each category keeps its first form. "
              + "Keep the .po, or write a String Catalog or XLIFF, to keep them.",
            file: localization.location?.file, key: entry.key, locale: locale))
      }
    }
    return losses
  }
}
