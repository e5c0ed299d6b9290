import HeraldSyntax

/// One string a user can see: a plain value or one case of a variation, with its path inside the
/// localization (`""`, `"plural.one"`, `"substitutions.count.plural.few"`, `"device.mac"`).
struct StringLeaf: Sendable {
  /// Where the string sits in its localization; empty for the plain value.
  var path: String
  /// The string.
  var text: String
  /// The plural category when the string is a plural case.
  var pluralCase: String?
  /// The name of the substitution the string belongs to, if any.
  var substitution: String?
  /// Its translation state.
  var state: String?
  /// Where it was read from.
  var location: SourceLocation?

  /// Every leaf of a localization, depth first, plain value first.
  static func leaves(of localization: Localization, path: String = "", substitution: String? = nil) -> [StringLeaf] {
    var leaves: [StringLeaf] = []
    if let unit = localization.stringUnit {
      leaves.append(
        StringLeaf(
          path: path, text: unit.value, pluralCase: nil, substitution: substitution, state: unit.state,
          location: localization.location))
    }
    if let variations = localization.variations {
      leaves += caseLeaves(variations, path: path, substitution: substitution)
    }
    for name in localization.substitutions.keys.sorted() {
      guard let variations = localization.substitutions[name]?.variations else { continue }
      leaves += caseLeaves(variations, path: join(path, "substitutions.\(name)"), substitution: name)
    }
    return leaves
  }

  private static func caseLeaves(_ variations: Variations, path: String, substitution: String?) -> [StringLeaf] {
    variations.orderedCaseNames.flatMap { name -> [StringLeaf] in
      guard let localization = variations.cases[name] else { return [] }
      let casePath = join(path, "\(variations.selector).\(name)")
      var leaves = StringLeaf.leaves(of: localization, path: casePath, substitution: substitution)
      if variations.selector == .plural {
        for index in leaves.indices where leaves[index].path == casePath { leaves[index].pluralCase = name }
      }
      return leaves
    }
  }

  private static func join(_ path: String, _ component: String) -> String {
    path.isEmpty ? component : path + "." + component
  }
}

/// Every plural ``Variations`` of a localization, with a description of where it is.
struct PluralGroup {
  /// `"the plural"`, `"substitution 'count'"`, `"device 'mac', substitution 'count'"`.
  var place: String
  /// The variations.
  var variations: Variations
  /// Where the localization holding them was read from.
  var location: SourceLocation?

  static func groups(in localization: Localization, place: String = "") -> [PluralGroup] {
    var groups: [PluralGroup] = []
    if let variations = localization.variations {
      if variations.selector == .plural {
        groups.append(
          PluralGroup(
            place: place.isEmpty ? "the plural" : place, variations: variations, location: localization.location))
      }
      for name in variations.orderedCaseNames {
        guard let inner = variations.cases[name] else { continue }
        groups += Self.groups(in: inner, place: describe(place, "\(variations.selector) '\(name)'"))
      }
    }
    for name in localization.substitutions.keys.sorted() {
      guard let substitution = localization.substitutions[name], let variations = substitution.variations else {
        continue
      }
      let substitutionPlace = describe(place, "substitution '\(name)'")
      if variations.selector == .plural {
        groups.append(PluralGroup(place: substitutionPlace, variations: variations, location: localization.location))
      }
      for caseName in variations.orderedCaseNames {
        guard let inner = variations.cases[caseName] else { continue }
        groups += Self.groups(in: inner, place: describe(substitutionPlace, "\(variations.selector) '\(caseName)'"))
      }
    }
    return groups
  }

  private static func describe(_ place: String, _ component: String) -> String {
    place.isEmpty ? component : place + ", " + component
  }
}
