import Foundation
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
    // Each file's own members and order of keys, on every core.
    let own = ConcurrentResults<(locale: String, members: [JSONMember], keys: [String])>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let table = files[index].table
      let locale = files[index].locale ?? sourceLocale
      var keys: [String] = []
      keys.reserveCapacity(table.entries.count)
      for position in table.entries.indices { keys.append(table.entries[position].key) }
      own.set(index, (locale, AndroidTable.file(of: table, locale: locale) ?? [], keys))
    }
    // A translation's entries are changed as they are merged, not its whole file first.
    var merged = merge(files, sourceLocale: sourceLocale) { locale, entry in
      let locale = locale ?? sourceLocale
      return locale == sourceLocale ? nil : AndroidTable.separatingFileData(entry, locale: locale)
    }
    merged.extra.removeAll { $0.key == AndroidTable.filesMember }
    merged.extra.append(AndroidTable.joinedFiles(own.values, sourceLocale: sourceLocale, merged: merged))
    return merged
  }
}
