extension TableLayout {
  /// The Android files of `table`: `values*/strings.xml` (or `fileName`.xml) per locale, in the
  /// folder each was read from (`values-b+ast`), and a file for every locale that had one,
  /// strings or not.
  func androidFiles(for table: StringTable, locales: [String]?, fileName: String = "strings") -> [File] {
    (locales ?? AndroidTable.fileLocales(of: table)).map { locale in
      let output = TableFormat.android.codec.write(table, locale: locale)
      return File(
        path: "\(AndroidTable.folder(of: table, locale: locale))/\(fileName).xml", bytes: output.bytes,
        losses: output.losses)
    }
  }
}
