/// What a gettext entry's flags and state say about checking it.
extension StringEntry {
  /// The gettext flags `locale`'s file gives the entry (`c-format`, `no-c-format`, …).
  func gettextFlags(in locale: String) -> Set<String> {
    if let own = fileNotes[locale] { return Set(own.flags) }
    return Set(FileNotes.flags(extra.first { $0.key == GettextTable.Member.flags }?.value.stringValue ?? ""))
  }

  /// Whether the entry has gettext's obsolete mark (member `obsolete`: a `#~` message of a
  /// template or of the source language's file).
  var hasObsoleteMark: Bool {
    extra.contains { $0.key == GettextTable.Member.obsolete && $0.value.boolValue == true }
  }

  /// Whether the entry is obsolete: a gettext `#~` entry, or a String Catalog's `stale` one.
  var isObsolete: Bool {
    extractionState == "stale" || hasObsoleteMark
  }

  /// Whether `locale`'s translation comes from an obsolete (`#~`) message of its file (a
  /// String Catalog's `stale` state is not gettext's mark: Xcode still builds the string).
  func isObsolete(in locale: String) -> Bool {
    fileNotes[locale]?.isObsolete ?? hasObsoleteMark
  }

  /// Whether the entry is obsolete in every locale but `source`: merged from several `.po` files,
  /// an entry can be obsolete in one and live in another (each file's notes say which).
  func isObsoleteEverywhere(but source: String) -> Bool {
    isObsolete && localizations.keys.allSatisfy { $0 == source || isObsolete(in: $0) }
      && fileNotes.allSatisfy { $0.key == source || $0.value.isObsolete }
  }
}

extension Localization {
  /// Whether every string of the localization is in one of `states`.
  func isEntirely(in states: Set<String>) -> Bool {
    let leaves = StringLeaf.leaves(of: self)
    return !leaves.isEmpty && leaves.allSatisfy { $0.state.map(states.contains) ?? false }
  }
}
