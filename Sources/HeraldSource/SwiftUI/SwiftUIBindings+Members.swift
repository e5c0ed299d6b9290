import HeraldTree
import SwiftSyntax

extension SwiftUIBindings {
  /// The value of a member access: a leading-dot member, a record's field, a model's static
  /// instance, an enum's cases and what its properties give for a case, `count` and `isEmpty` of
  /// known text or arrays, Foundation's cases of known text,
  /// and the app's string accessors and constants.
  func evaluate(_ member: MemberAccessExprSyntax) -> SwiftUIValue {
    let name = member.declName.baseName.text
    guard let baseExpression = member.base else { return .member(name) }
    // The code's text, made only when needed (a long chain would otherwise be printed at each link).
    var code: String { member.sourceText }
    if let base = baseExpression.as(DeclReferenceExprSyntax.self) {
      if base.baseName.text == "self" { return values[name] ?? .unknown(code) }
      let type = base.baseName.text
      // `AppStore.shared`, declared `static let shared = AppStore()`: the model as it starts.
      if values[type] == nil, let model = models.member(name, of: type, in: file) { return model }
      // `Flavor.allCases` of a plain `CaseIterable` enum; `Flavor.salty`.
      if values[type] == nil, let type = enums.enums[type] {
        if name == "allCases", let cases = enums.allCases(of: base.baseName.text) { return cases }
        if type.cases.contains(name) { return .member(name) }
      }
    }
    switch evaluate(baseExpression) {
    // `item.name` of a record: the field its call gave, or the model's initial value.
    case .record(_, let fields): return fields[name] ?? .unknown(code)
    // `selection?.name` of a `nil` selection.
    case .none: return .none
    // `flavor.name` of a case: what the enum's `switch self` returns for it.
    case .member(let caseName) where enumDepth < SwiftUIEnumTypes.maximumDepth:
      var inside = SwiftUIBindings(records: records, strings: strings, models: models, enums: enums, assets: assets)
      inside.file = file
      inside.enumDepth = enumDepth + 1
      if let value = enums.value(name, of: caseName, inside.evaluate) { return value }
    // `pin.count < 4`, `models.isEmpty`.
    case .text(let text, _) where name == "count": return .number(Double(text.count))
    case .text(let text, _) where name == "isEmpty": return .bool(text.isEmpty)
    case .list(let items) where name == "count": return .number(Double(items.count))
    case .list(let items) where name == "isEmpty": return .bool(items.isEmpty)
    // `title.localizedCapitalized`: Foundation's case of known text (the looked-up key is not
    // kept: the app changes the text it finds).
    case .text(let text, _):
      if let cased = Self.cased(name) { return .text(cased(text)) }
    default: break
    }
    // `L10n.Settings.title`: the text the app's accessor looks up; `String.ellipsis`: a constant's.
    if let lookup = strings.lookup(code), lookup.arguments == 0 {
      return .text(lookup.fallback ?? lookup.key, lookup: lookup)
    }
    if let text = strings.constant(code) { return .text(text) }
    // `DataGenerationOptions.showCard`, declared `static let showCard = false` in any input.
    if let flag = strings.flag(code) { return .bool(flag) }
    // `LocalString.common_search`, which a build step generates.
    if let lookup = strings.generatedLookup(code) {
      return .text(lookup.fallback ?? lookup.key, lookup: lookup)
    }
    return .unknown(code)
  }
}
