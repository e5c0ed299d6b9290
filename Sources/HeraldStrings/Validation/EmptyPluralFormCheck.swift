/// A plural form that is there but empty (a `msgstr[2] ""` beside filled forms, an empty case in a
/// String Catalog): the numbers of that form show nothing, or, in gettext, the untranslated source.
enum EmptyPluralFormCheck {
  static func check(_ subject: CheckSubject) -> [StringsDiagnostic] {
    let leaves = StringLeaf.leaves(of: subject.localization)
    return leaves.compactMap { leaf in
      guard let category = leaf.pluralCase, leaf.text.isEmpty else { return nil }
      // Deliberately empty: a variable whose every case is empty (it only consumes an argument),
      // or a case whose source is empty too.
      let group = leaf.path.split(separator: ".").dropLast().joined(separator: ".")
      let siblings = leaves.filter {
        $0.pluralCase != nil && $0.path.split(separator: ".").dropLast().joined(separator: ".") == group
      }
      guard siblings.contains(where: { !$0.text.isEmpty }) || subject.format == .gettext else { return nil }
      if !subject.isSource, let source = subject.sourceText(for: leaf, keyIsText: subject.format == .gettext),
        source.isEmpty
      {
        return nil
      }
      let shown = subject.format == .gettext ? "the untranslated source text" : "an empty string"
      return subject.finding(
        subject.isSource ? .warning : .error, "empty-plural-form",
        "the plural form '\(category)' is empty, so numbers of that form show \(shown). Translate the form.",
        at: leaf.location)
    }
  }
}
