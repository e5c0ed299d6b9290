extension TableLayout {
  /// The Android files of `table`: `values*/strings.xml` (or `fileName`.xml) per locale, in the
  /// folder each was read from (`values-b+ast`), and a file for every locale that had one,
  /// strings or not.
  ///
  /// Two locales that would share a folder are never written over each other: the second is
  /// left out and named as a loss.
  func androidFiles(
    for table: StringTable, locales: [String]?, fileName: String = "strings", tableName: String? = nil
  ) -> [File] {
    var files: [File] = []
    var owners: [String: String] = [:]
    for locale in locales ?? AndroidTable.fileLocales(of: table) {
      let path = "\(AndroidTable.folder(of: table, locale: locale))/\(fileName).xml"
      if let owner = owners[path] {
        files[files.count - 1].losses.append(
          .loss(
            "the locale \(locale), whose folder is also \(owner)'s (\(path))", key: "(table)", locale: locale,
            format: .android, advice: "Convert it on its own with --locales \(locale)."))
        continue
      }
      owners[path] = locale
      let output = AndroidTable(tableName: tableName).write(table, locale: locale)
      files.append(File(path: path, bytes: output.bytes, losses: output.losses))
    }
    return files
  }
}
