/// What a gettext entry's flags and state say about checking it.
extension StringEntry {
  /// The gettext flags of the entry (`c-format`, `no-c-format`, …), from its `flags` member.
  var gettextFlags: Set<String> {
    guard let flags = extra.first(where: { $0.key == GettextTable.Member.flags })?.value.stringValue else { return [] }
    return Set(flags.split(separator: ",").map { String($0).trimmedWhitespace })
  }

  /// Whether the entry is obsolete: a gettext `#~` entry, or a String Catalog's `stale` one.
  var isObsolete: Bool {
    extractionState == "stale"
      || extra.contains { $0.key == GettextTable.Member.obsolete && $0.value.boolValue == true }
  }

  /// Whether the entry is obsolete in every locale but `source`: merged from several `.po` files,
  /// an entry can be obsolete in one and live in another (its translations say which).
  func isObsoleteEverywhere(but source: String) -> Bool {
    isObsolete && localizations.allSatisfy { $0.key == source || $0.value.isObsolete }
  }
}

extension Localization {
  /// Whether the translation comes from an obsolete (`#~`) gettext entry.
  var isObsolete: Bool {
    extra.contains { $0.key == GettextTable.Member.obsolete && $0.value.boolValue == true }
  }

  /// Whether every string of the localization is in one of `states`.
  func isEntirely(in states: Set<String>) -> Bool {
    let leaves = StringLeaf.leaves(of: self)
    return !leaves.isEmpty && leaves.allSatisfy { $0.state.map(states.contains) ?? false }
  }
}
