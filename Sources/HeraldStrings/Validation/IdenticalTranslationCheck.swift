/// A translation marked translated whose text is the source's, letter for letter: often a string
/// copied over and never translated. Text whose only letters are in placeholders (`%lld`, `%@%%`),
/// Markdown links or addresses has nothing to translate and is not reported; neither is a locale of
/// the source's language (en-GB), nor gettext, where a msgstr equal to its msgid was written so.
enum IdenticalTranslationCheck {
  static func check(_ subject: CheckSubject) -> [StringsDiagnostic] {
    // In gettext an untranslated message has an empty msgstr: one equal to its msgid was written
    // so on purpose (msgfmt counts it translated).
    guard !subject.isSource, subject.format != .gettext else { return [] }
    // en-GB equal to en is British English that needs no change, not a copy.
    func language(_ tag: String) -> Substring? { tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first }
    if language(subject.locale) == language(subject.sourceLanguage) { return [] }
    return StringLeaf.leaves(of: subject.localization).compactMap { leaf in
      guard leaf.state == "translated", hasWords(leaf.text),
        let source = subject.sourceText(for: leaf, keyIsText: true), source == leaf.text
      else { return nil }
      return subject.finding(
        .info, "identical-to-source",
        "\"\(leaf.text)\" is marked translated but equals the source text. Translate it, or keep it and ignore this note if the word is the same in \(subject.locale).",
        at: leaf.location)
    }
  }

  /// Whether `text` has a letter outside its placeholders, links and addresses: a list of
  /// Markdown links to libraries (`• [EmojiText](https://…)`) is the same in every language.
  private static func hasWords(_ text: String) -> Bool {
    let prose = text.replacing(/\[[^\]]*\]\([^)]*\)/, with: "").replacing(/[a-z]+:\/\/\S+/, with: "")
    return FormatString(prose).tokens.contains { token in
      if case .literal(let literal) = token { return literal.contains(where: \.isLetter) }
      return false
    }
  }
}
