import HeraldSyntax

extension StringTableReader {
  /// Merges the single-locale files of one table (see ``merge(_:sourceLocale:)``); the files of an
  /// Android folder each keep what is their own (see `AndroidTable+Files.swift`): a translation's
  /// comments and attributes move to its localizations, and every file's folder, `<resources>`
  /// attributes, other resources and order go to the merged table's `androidFiles` member.
  static func mergeKeepingFiles(_ files: [LoadedFile], sourceLocale: String) -> StringTable {
    guard !files.isEmpty, files.allSatisfy({ $0.format == .android }) else {
      return merge(files, sourceLocale: sourceLocale)
    }
    var separated = files
    var own: [(locale: String, members: [JSONMember], keys: [String])] = []
    for index in separated.indices {
      let locale = separated[index].locale ?? sourceLocale
      var table = AndroidTable.separatingFileData(
        separated[index].table, locale: locale, isSource: locale == sourceLocale)
      own.append((locale, AndroidTable.file(of: table, locale: locale) ?? [], table.entries.map(\.key)))
      table.extra.removeAll { $0.key == AndroidTable.filesMember }
      separated[index].table = table
    }
    var merged = merge(separated, sourceLocale: sourceLocale)
    merged.extra.append(AndroidTable.joinedFiles(own, sourceLocale: sourceLocale, merged: merged))
    return merged
  }
}
