extension StringsValidator {
  /// Checks every table `loaded` read, file groups together (so translations are compared with
  /// their source locale), and reports each file that could not be read as an
  /// `unreadable-table` error at its location: what `herald strings check` does. Each finding names
  /// a real file (its line's, or its locale's), never the group's `*` pattern.
  public func check(_ loaded: StringTableReader.LoadResult) -> [StringsDiagnostic] {
    var findings = loaded.errors.map { error in
      StringsDiagnostic(
        .error, code: "unreadable-table", message: error.message, file: error.path, location: error.location)
    }
    for group in loaded.groups {
      var files: [String: String] = [:]
      for file in group.files {
        if let locale = file.locale, files[locale] == nil { files[locale] = file.path }
      }
      let name = group.files.count == 1 ? group.files[0].path : group.name
      // A finding without a line names its locale's file, else the first file: never the group's glob.
      let fallback = files[group.table.sourceLanguage ?? sourceLocale] ?? group.files.first?.path ?? name
      if group.format == .gettext, files.count > 1 {
        // As msgfmt --statistics counts: each .po against its own messages.
        let notes = group.files.compactMap { file -> (note: StringsDiagnostic, count: Int)? in
          guard let locale = file.locale else { return nil }
          return UntranslatedCheck.note(
            file.table, locale: locale, source: file.table.sourceLanguage ?? sourceLocale, format: .gettext,
            file: file.path)
        }
        findings += notes.map(\.note)
        if let summary = UntranslatedCheck.summary(notes, locales: files.count, file: fallback) {
          findings.append(summary)
        }
      }
      findings += check(group.table, file: name, format: group.format, files: files).map { finding in
        guard finding.file == name, group.files.count > 1 else { return finding }
        var named = finding
        named.file = finding.location?.file ?? finding.locale.flatMap { files[$0] } ?? fallback
        return named
      }
    }
    return findings
  }
}
