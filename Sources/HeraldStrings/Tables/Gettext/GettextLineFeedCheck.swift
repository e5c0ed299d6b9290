/// `msgfmt --check`'s rule for line feeds at the ends of a message, checked before a `.po` is
/// written, so that Herald never writes, without a word, a file msgfmt refuses.
///
/// As gettext's `check_pair` (msgl-check.c) applies it to a translated message (`msgstr[0]` not
/// empty; fuzzy and obsolete ones are skipped, and so is a message whose `msgid` is empty):
/// `msgid_plural` and every `msgstr` must begin with a line feed exactly when `msgid` does, and
/// end with one exactly when `msgid` does. Each failure reads as msgfmt prints it.
enum GettextLineFeedCheck {
  static func problems(msgid: String, msgidPlural: String?, msgstr: [String]) -> [String] {
    guard !msgid.isEmpty, let first = msgstr.first, !first.isEmpty else { return [] }
    var problems: [String] = []
    for (end, test) in [("begin", { (text: String) in text.hasPrefix("\n") }), ("end", { $0.hasSuffix("\n") })] {
      let expected = test(msgid)
      if let msgidPlural, test(msgidPlural) != expected {
        problems.append("'msgid' and 'msgid_plural' entries do not both \(end) with '\\n'")
      }
      for (index, text) in msgstr.enumerated() where test(text) != expected {
        let name = msgidPlural == nil ? "msgstr" : "msgstr[\(index)]"
        problems.append("'msgid' and '\(name)' entries do not both \(end) with '\\n'")
      }
    }
    return problems
  }
}

extension GettextWriter {
  /// Reports a message `msgfmt --check` will refuse for its line feeds; the text is written as
  /// the table holds it.
  mutating func checkLineFeeds(_ entry: StringEntry, msgid: String, msgidPlural: String?, msgstr: [String]) {
    let problems = GettextLineFeedCheck.problems(msgid: msgid, msgidPlural: msgidPlural, msgstr: msgstr)
    guard !problems.isEmpty else { return }
    losses.append(
      StringsDiagnostic(
        .warning, code: "msgfmt-check",
        message: "msgfmt --check will refuse the file: \(problems.joined(separator: "; ")). It was written as the "
          + "table holds it; give the translation the line feeds of its source.",
        key: entry.key, locale: locale))
  }
}
