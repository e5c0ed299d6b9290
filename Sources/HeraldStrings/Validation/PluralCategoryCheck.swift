import HeraldICU

/// Plural categories against the locale's CLDR rules: missing ones graded by what reaches them,
/// Apple's `other` required, and categories the locale does not have.
enum PluralCategoryCheck {
  static func check(_ subject: CheckSubject) -> [StringsDiagnostic] {
    let coverage = subject.coverage
    let legacy = subject.cldr == .legacy ? LegacyPluralCategories.categories(for: coverage.locale) : nil
    var findings: [StringsDiagnostic] = []
    for group in PluralGroup.groups(in: subject.localization) {
      let present = Set(group.variations.cases.keys)
      for category in coverage.categories where !present.contains(category.rawValue) {
        // In gettext the file's Plural-Forms decides the forms, and the reader gives every form it
        // has a case (an empty one is empty-plural-form): a category it has no form for is not
        // the translator's to add (Turkish and Kazakh files use one form, as their grammar does).
        if subject.format == .gettext { continue }
        // Android chooses a plural by an int (getQuantityString): categories only decimals reach are never shown.
        if subject.format == .android && !coverage.integersReach(category) { continue }
        var (severity, why) = coverage.missing(category)
        if let legacy, !legacy.contains(category), category != .other {
          severity = max(severity, .warning)
          why +=
            "; accepted as a warning under --cldr legacy, since \(coverage.locale) had no '\(category.rawValue)' before CLDR 42"
        }
        findings.append(
          subject.finding(
            severity, "missing-plural-category",
            "\(group.place) lacks the CLDR category '\(category.rawValue)' of \(coverage.locale): \(why). Add a '\(category.rawValue)' form.",
            at: group.location))
      }
      let known = Set(coverage.categories.map(\.rawValue))
      for name in group.variations.orderedCaseNames where !known.contains(name) {
        guard let category = PluralCategory(rawValue: name) else { continue }
        if category == .zero {
          findings.append(
            subject.finding(
              .info, "apple-zero-form",
              "\(group.place) has a 'zero' form, which \(coverage.locale) does not have in CLDR: Apple platforms use it for 0 only, other platforms never show it.",
              at: group.location))
        } else if let legacy, legacy.contains(category) {
          findings.append(
            subject.finding(
              .info, "legacy-plural-category",
              "\(group.place) has '\(name)', which \(coverage.locale) had before CLDR 42 but no longer has; accepted under --cldr legacy.",
              at: group.location))
        } else {
          findings.append(
            subject.finding(
              .warning, "unknown-plural-category",
              "\(group.place) has '\(name)', a category \(coverage.locale) does not have (it has \(coverage.categories.map(\.rawValue).joined(separator: ", "))), so no number ever shows it. Remove it or move its text to the right category.",
              at: group.location))
        }
      }
    }
    return findings
  }
}
