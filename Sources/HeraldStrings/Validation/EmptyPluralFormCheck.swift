/// A plural form that is there but empty (a `msgstr[2] ""` beside filled forms, an empty case in a
/// String Catalog): the numbers of that form show nothing, or, in gettext, the untranslated source.
enum EmptyPluralFormCheck {
  static func check(_ subject: CheckSubject) -> [StringsDiagnostic] {
    StringLeaf.leaves(of: subject.localization).compactMap { leaf in
      guard let category = leaf.pluralCase, leaf.text.isEmpty else { return nil }
      let shown = subject.format == .gettext ? "the untranslated source text" : "an empty string"
      return subject.finding(
        subject.isSource ? .warning : .error, "empty-plural-form",
        "the plural form '\(category)' is empty, so numbers of that form show \(shown). Translate the form.",
        at: leaf.location)
    }
  }
}
