import HeraldSyntax

/// `msgfmt --check`'s format rule (gettext's msgl-check.c), checked before a `.po` is written, so
/// that Herald never writes, without a word, a file msgfmt refuses.
///
/// A translated message (not fuzzy, not obsolete, `msgstr[0]` not empty) whose flags say it is a
/// C or Objective-C format (`c-format`, `possible-c-format`, `objc-format`, …) must be a valid
/// format wherever its `msgid` (or `msgid_plural`) is one, and use the source's argument types in
/// order. A message without plural, and a plural form the `Plural-Forms` formula gives for at
/// least 5 of n = 0…1000 (within the message's `range:` when it has one, unless the form then
/// holds for one n only), must use as many arguments as the source; another plural form may use
/// fewer. Each failure reads as msgfmt prints it. Other languages' formats are not checked.
enum GettextFormatCheck {
  /// The format languages checked, by flag name, and whether each reads `%@`.
  static let languages: [(flag: String, name: String, objectiveC: Bool)] = [
    ("c-format", "C", false), ("objc-format", "Objective C", true),
  ]

  static func problems(
    flags: [String], msgid: String, msgidPlural: String?, msgstr: [String], frequentForms: [Bool],
    formCount: (ClosedRange<Int>, Int) -> Int
  ) -> [String] {
    guard !msgid.isEmpty, let first = msgstr.first, !first.isEmpty else { return [] }
    let range = flags.lazy.compactMap(Self.range(of:)).first
    var problems: [String] = []
    for language in languages where flags.contains(language.flag) || flags.contains("possible-" + language.flag) {
      let sourceName = msgidPlural == nil ? "msgid" : "msgid_plural"
      guard
        case .success(let source) = GettextCFormat.parse(
          msgidPlural ?? msgid, isTranslation: false, objectiveC: language.objectiveC)
      else { continue }
      for (index, text) in msgstr.enumerated() {
        let name = msgidPlural == nil ? "msgstr" : "msgstr[\(index)]"
        switch GettextCFormat.parse(text, isTranslation: true, objectiveC: language.objectiveC) {
        case .failure(let invalid):
          problems.append(
            "'\(name)' is not a valid \(language.name) format string, unlike '\(sourceName)'. Reason: \(invalid.reason)"
          )
        case .success(let translation):
          let strict =
            msgidPlural == nil || msgstr.count < 2
            || (index < frequentForms.count && frequentForms[index]
              && !(range.map { formCount($0, index) <= 1 } ?? false))
          if let problem = GettextCFormat.problem(
            source: source, translation: translation, strict: strict, sourceName: sourceName, translationName: name)
          {
            problems.append(problem)
          }
        }
      }
    }
    return problems
  }

  /// The numbers of a `range: 0..10` flag.
  static func range(of flag: String) -> ClosedRange<Int>? {
    guard flag.hasPrefix("range:") else { return nil }
    let bounds = flag.dropFirst(6).split(separator: ".", omittingEmptySubsequences: true)
    guard bounds.count == 2, let low = CheckedNumber.integer(bounds[0].filter { $0 != " " }, in: 0...2_147_483_647),
      let high = CheckedNumber.integer(bounds[1].filter { $0 != " " }, in: 0...2_147_483_647), low <= high
    else { return nil }
    return low...high
  }
}

extension GettextWriter {
  /// Reports a message `msgfmt --check` will refuse for its format directives; the text is
  /// written as the table holds it.
  mutating func checkFormats(
    _ entry: StringEntry, flags: [String], msgid: String, msgidPlural: String?, msgstr: [String]
  ) {
    let problems = GettextFormatCheck.problems(
      flags: flags, msgid: msgid, msgidPlural: msgidPlural, msgstr: msgstr, frequentForms: frequentForms,
      formCount: { [forms] range, index in forms.count(of: index, in: range) })
    guard !problems.isEmpty else { return }
    losses.append(
      StringsDiagnostic(
        .warning, code: "msgfmt-check",
        message: "msgfmt --check will refuse the file: \(problems.joined(separator: "; ")). It was written as the "
          + "table holds it; give the translation the format directives of its source.",
        key: entry.key, locale: locale))
  }
}
