/// `%#@name@` variables against the substitutions that define them: a reference without a
/// definition is an error (Apple prints it literally), a definition nobody references a warning.
enum VariableCheck {
  static func check(_ subject: CheckSubject) -> [StringsDiagnostic] {
    check(subject.localization, subject: subject)
  }

  private static func check(_ localization: Localization, subject: CheckSubject) -> [StringsDiagnostic] {
    var referenced = Set<String>()
    var texts: [String] = localization.stringUnit.map { [$0.value] } ?? []
    for substitution in localization.substitutions.values {
      texts += substitution.variations?.cases.values.compactMap(\.value) ?? []
    }
    for text in texts { referenced.formUnion(FormatString(text).variables.map(\.name)) }
    var findings: [StringsDiagnostic] = []
    let defined = Set(localization.substitutions.keys)
    for name in referenced.subtracting(defined).sorted() {
      findings.append(
        subject.finding(
          .error, "undefined-variable",
          "%#@\(name)@ is used but no substitution defines it, so the app shows it literally. Define '\(name)' or fix the name."
        ))
    }
    for name in defined.subtracting(referenced).sorted() {
      findings.append(
        subject.finding(
          .warning, "unreferenced-variable",
          "the substitution '\(name)' is never used by a %#@\(name)@. Reference it in the format or remove it."))
    }
    for inner in localization.variations?.cases.values.map({ $0 }) ?? [] {
      findings += check(inner, subject: subject)
    }
    return findings
  }
}
