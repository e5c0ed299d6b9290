extension Localization {
  /// The plural cases of a value with exactly one `%#@name@` variable whose substitution has
  /// plural variations of plain strings, each case being the whole string: the text before the
  /// variable, the case's text with `%arg` replaced by the argument's conversion, and the text
  /// after it. `nil` when the localization is not of that shape.
  ///
  /// Formats without substitutions (Android `<plurals>`, gettext `msgstr[N]`) write this instead.
  func flattenedPluralCases() -> [(String, Localization)]? {
    guard let unit = stringUnit, variations == nil, substitutions.count == 1 else { return nil }
    let format = FormatString(unit.value)
    guard format.variables.count == 1, let variable = format.variables.first,
      let substitution = substitutions[variable.name], let plural = substitution.variations,
      plural.selector == .plural
    else { return nil }
    var prefix = ""
    var suffix = ""
    var seen = false
    for token in format.tokens {
      let text: String
      switch token {
      case .literal(let literal): text = literal
      case .percent: text = "%%"
      case .placeholder(let placeholder): text = placeholder.text
      case .variable(let found):
        text = ""
        if found == variable { seen = true }
      case .stray: text = "%"
      }
      if seen { suffix += text } else { prefix += text }
    }
    let conversion = "%" + (variable.position.map { "\($0)$" } ?? "") + (substitution.formatSpecifier ?? "d")
    var cases: [(String, Localization)] = []
    for name in plural.orderedCaseNames {
      guard let item = plural.cases[name], let caseUnit = item.stringUnit, item.variations == nil,
        item.substitutions.isEmpty
      else { return nil }
      var flattened = item
      flattened.stringUnit?.value = prefix + caseUnit.value.replacing("%arg", with: conversion) + suffix
      flattened.stringUnit?.state = caseUnit.state ?? unit.state
      cases.append((name, flattened))
    }
    return cases
  }
}
