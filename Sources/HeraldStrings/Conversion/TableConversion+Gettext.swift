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
