/// Placeholders of a translation against its source: a different type or position is an error (the
/// app formats garbage or crashes), a placeholder the source lacks an error too
/// (`placeholder-added`: it reads an argument nobody passed), a missing one a warning; a `%` that
/// starts no conversion is reported as stray.
///
/// gettext entries are checked as gettext's tools check them: `no-c-format` ones not at all;
/// entries flagged neither way are format strings only in the loose sense, so a strftime
/// directive (`%H:%M`, `%-d`) in them is not stray.
enum PlaceholderCheck {
  static func check(_ subject: CheckSubject) -> [StringsDiagnostic] {
    var findings: [StringsDiagnostic] = []
    let flags = subject.format == .gettext ? subject.entry.gettextFlags(in: subject.locale) : []
    if flags.contains("no-c-format") { return [] }
    let allowsStrftime = subject.format == .gettext && !flags.contains("c-format")
    // An empty string is untranslated (or empty-plural-form), not a translation that drops placeholders.
    for leaf in StringLeaf.leaves(of: subject.localization) where !leaf.text.isEmpty {
      let format = FormatString(leaf.text)
      // A gettext key without context is the msgid: the source text, placeholders or not.
      let sourceFormat =
        subject.isSource
        ? nil : subject.sourceText(for: leaf, keyIsText: subject.format == .gettext).map(FormatString.init)
      let isFormat =
        !format.placeholders.isEmpty || !format.variables.isEmpty || leaf.substitution != nil
        || sourceFormat.map { !$0.placeholders.isEmpty || !$0.variables.isEmpty } == true
      if isFormat {
        for stray in format.strays where !(allowsStrftime && StrftimeDirective.starts(stray.text)) {
          findings.append(
            subject.finding(
              .warning, "stray-percent",
              "\"\(leaf.text)\" has a '%' that starts no conversion (\"%\(stray.text)…\"). Write %% for a literal percent sign.",
              at: leaf.location))
        }
      }
      guard let sourceFormat else { continue }
      // A date format (`%a %d %b`): strftime's arguments are not positional printf arguments.
      let isDateFormat =
        allowsStrftime
        && [format, sourceFormat].contains { $0.strays.contains { StrftimeDirective.starts($0.text) } }
      if isDateFormat { continue }
      findings += compare(format, with: sourceFormat, leaf: leaf, subject: subject)
    }
    return findings
  }

  private static func compare(
    _ format: FormatString, with source: FormatString, leaf: StringLeaf, subject: CheckSubject
  ) -> [StringsDiagnostic] {
    var findings: [StringsDiagnostic] = []
    let types = format.argumentTypes
    let sourceTypes = source.argumentTypes
    // A String Catalog's key is the source as the code writes it (`starred %lld`): an argument it
    // has is passed, even when the source text does not show it.
    let keyTypes = FormatString(subject.entry.key).argumentTypes
    // Inside a plural case, the number may be spelled out ("one" → "a single star"): omitting is fine.
    let mayOmit = leaf.pluralCase != nil || leaf.substitution != nil
    for position in types.keys.sorted() {
      guard let type = types[position] else { continue }
      guard let sourceType = sourceTypes[position] else {
        if subject.format != .gettext, keyTypes[position] != nil { continue }
        let literal = format.placeholders.first { $0.text.hasPrefix("% ") }
        let hint =
          literal.map { " \"\($0.text)\" looks like a literal '%' before a space: write %% instead." }
          ?? " Remove it or add it to the source."
        findings.append(
          subject.finding(
            .error, "placeholder-added",
            "\"\(leaf.text)\" has a placeholder at argument \(position) (\(type)) that the source does not have.\(hint)",
            at: leaf.location))
        continue
      }
      if type != sourceType && type != "variable" && sourceType != "variable" {
        findings.append(
          subject.finding(
            .error, "placeholder-mismatch",
            "\"\(leaf.text)\" formats argument \(position) as \(type), the source as \(sourceType). Use the source's placeholder type.",
            at: leaf.location))
      }
    }
    if !mayOmit {
      // A %#@variable@ may only choose the plural form: a language without plurals drops it.
      for position in sourceTypes.keys.sorted() where types[position] == nil && sourceTypes[position] != "variable" {
        findings.append(
          subject.finding(
            .warning, "placeholder-missing",
            "\"\(leaf.text)\" does not use argument \(position) (\(sourceTypes[position] ?? "")) of the source. Add its placeholder, or use a positional one (%\(position)$…) if the order changed.",
            at: leaf.location))
      }
    }
    return findings
  }
}
