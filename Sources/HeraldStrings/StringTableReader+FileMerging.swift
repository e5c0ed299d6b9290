import Foundation
import HeraldSyntax

extension StringTableReader {
  /// Merges the single-locale files of one table (see ``merge(_:sourceLocale:)``), each file
  /// keeping what is its own. A `.strings` translation's comment that is not the source file's
  /// is its file's (``FileNotes/comment``), not the key's for every locale. The files of an
  /// Android folder each keep what is their own (see `AndroidTable+Files.swift`): a translation's
  /// comments and attributes move to its localizations, and every file's folder, `<resources>`
  /// attributes, other resources and order go to the merged table's `androidFiles` member.
  static func mergeKeepingFiles(_ files: [LoadedFile], sourceLocale: String) -> StringTable {
    guard let format = files.first?.format, files.allSatisfy({ $0.format == format }) else {
      return merge(files, sourceLocale: sourceLocale)
    }
    switch format {
    case .android: return mergeAndroid(files, sourceLocale: sourceLocale)
    case .strings: return mergeStrings(files, sourceLocale: sourceLocale)
    case .stringsdict, .xcstrings, .xliff, .gettext: return merge(files, sourceLocale: sourceLocale)
    }
  }

  /// ``mergeKeepingFiles(_:sourceLocale:)`` for the files of an Android folder.
  private static func mergeAndroid(_ files: [LoadedFile], sourceLocale: String) -> StringTable {
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

  /// ``mergeKeepingFiles(_:sourceLocale:)`` for `.strings` files: a key's comment is that of the
  /// first file with the key, the source language's first (for a storyboard's strings, whose
  /// source is the storyboard, the first translation's); another file's own comment, or its having
  /// none where the key has one, stays that file's (Kiwix's Lingala file opens with "Messages for
  /// Lingala … Author: …", which is not its first key's comment in English).
  private static func mergeStrings(_ files: [LoadedFile], sourceLocale: String) -> StringTable {
    // The key's comment (nil for none) from the first file with the key, in the merge's order.
    var keyComments: [String: String?] = [:]
    let ordered = files.filter { $0.locale == sourceLocale } + files.filter { $0.locale != sourceLocale }
    for file in ordered {
      for entry in file.table.entries where keyComments[entry.key] == nil {
        keyComments[entry.key] = .some(entry.comment)
      }
    }
    let comments = keyComments
    return merge(files, sourceLocale: sourceLocale) { locale, entry in
      guard let locale, locale != sourceLocale, let keyComment = comments[entry.key], entry.comment != keyComment
      else { return nil }
      var entry = entry
      var notes = entry.fileNotes[locale] ?? FileNotes()
      notes.comment = entry.comment
      notes.listsMessages = false
      entry.fileNotes[locale] = notes
      entry.comment = nil
      return entry
    }
  }
}
