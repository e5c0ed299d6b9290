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
    // Each file is prepared on its own, on every core.
    let prepared = ConcurrentResults<(file: LoadedFile, own: (locale: String, members: [JSONMember], keys: [String]))>(
      count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      var file = files[index]
      let locale = file.locale ?? sourceLocale
      var table = AndroidTable.separatingFileData(file.table, locale: locale, isSource: locale == sourceLocale)
      var keys: [String] = []
      keys.reserveCapacity(table.entries.count)
      for position in table.entries.indices { keys.append(table.entries[position].key) }
      let members = AndroidTable.file(of: table, locale: locale) ?? []
      table.extra.removeAll { $0.key == AndroidTable.filesMember }
      file.table = table
      prepared.set(index, (file, (locale, members, keys)))
    }
    let separated = prepared.values.map(\.file)
    let own = prepared.values.map(\.own)
    var merged = merge(separated, sourceLocale: sourceLocale)
    merged.extra.append(AndroidTable.joinedFiles(own, sourceLocale: sourceLocale, merged: merged))
    return merged
  }
}
