/// What a gettext entry's flags, notes and state say about checking and writing it.
extension StringEntry {
  /// What `locale`'s file says about the entry: its own ``fileNotes`` when it has them, else the
  /// entry's fields (a template's or the source language's file, or a format without files per
  /// locale).
  func notes(for locale: String) -> FileNotes {
    if let own = fileNotes[locale] { return own }
    let member = { (name: String) in self.extra.first { $0.key == name }?.value }
    return FileNotes(
      translatorComment: translatorComment, comment: comment, references: references,
      flags: FileNotes.flags(member(GettextTable.Member.flags)?.stringValue ?? ""),
      previous: member(GettextTable.Member.previous)?.stringValue,
      isObsolete: member(GettextTable.Member.obsolete)?.boolValue == true,
      emptyForms: member(GettextTable.Member.msgstr)?.arrayValue?.count)
  }

  /// The gettext flags `locale`'s file gives the entry (`c-format`, `no-c-format`, …).
  func gettextFlags(in locale: String) -> Set<String> {
    Set(notes(for: locale).flags)
  }

  /// Whether the entry is obsolete: a gettext `#~` entry, or a String Catalog's `stale` one.
  var isObsolete: Bool {
    extractionState == "stale"
      || extra.contains { $0.key == GettextTable.Member.obsolete && $0.value.boolValue == true }
  }

  /// Whether `locale`'s translation comes from an obsolete (`#~`) message of its file (a
  /// String Catalog's `stale` state is not gettext's mark: Xcode still builds the string).
  func isObsolete(in locale: String) -> Bool {
    notes(for: locale).isObsolete
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
