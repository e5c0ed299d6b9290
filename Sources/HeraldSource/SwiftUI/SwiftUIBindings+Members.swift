import HeraldTree
import SwiftSyntax

extension SwiftUIBindings {
  /// The value of a member access: a leading-dot member, a record's field, a model's static
  /// instance, an enum's cases (by its name or its nested type's path) and what its properties give
  /// for a case (`MenuItem.downloads.name` in that enum whatever else declares the case), `count`
  /// and `isEmpty` of known text or arrays, Foundation's cases of known text, and the app's string
  /// accessors and constants, followed through constants that stand for another member.
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
    }
    // `City.all`, declared `static let all = [cupertino, london]` of records: the records.
    if let typeName = typePath(baseExpression), let value = staticValue(name, of: typeName) { return value }
    // `Flavor.allCases` of a plain `CaseIterable` enum; `Flavor.salty`; `Screen.Model.Action.allCases`
    // of a nested one (enums are known by their own name).
    if let typeName = typePath(baseExpression), let type = enums.enums[typeName] {
      if name == "allCases", let cases = enums.allCases(of: typeName) { return cases }
      if type.cases.contains(name) { return .member(name) }
    }
    // `MenuItem.downloads.name`: the property of that enum's case, where another enum declares the
    // case too.
    if let written = baseExpression.as(MemberAccessExprSyntax.self), let typeBase = written.base,
      let typeName = typePath(typeBase), enums.enums[typeName] != nil, enumDepth < SwiftUIEnumTypes.maximumDepth,
      let value = enums.value(name, of: written.declName.baseName.text, in: typeName, inner.evaluate)
    {
      return value
    }
    switch evaluate(baseExpression) {
    // `item.name` of a record: the field its call gave, or the model's initial value.
    case .record(_, let fields): return fields[name] ?? .unknown(code)
    // `selection?.name` of a `nil` selection.
    case .none: return .none
    // `flavor.name` of a case: what the enum's `switch self` returns for it.
    case .member(let caseName) where enumDepth < SwiftUIEnumTypes.maximumDepth:
      if let value = enums.value(name, of: caseName, inner.evaluate) { return value }
    // `pin.count < 4`, `models.isEmpty`.
    case .text(let text, _) where name == "count": return .number(Double(text.count))
    case .text(let text, _) where name == "isEmpty": return .bool(text.isEmpty)
    case .list(let items) where name == "count": return .number(Double(items.count))
    case .list(let items) where name == "isEmpty": return .bool(items.isEmpty)
    // `rows.first` of a list that is empty: `nil`.
    case .list(let items) where (name == "first" || name == "last") && items.isEmpty: return .none
    // `title.localizedCapitalized`: Foundation's case of known text (the looked-up key is not
    // kept: the app changes the text it finds).
    case .text(let text, _):
      if let cased = Self.cased(name) { return .text(cased(text)) }
    default: break
    }
    // `ZIMsSortBy.byNameTitle`, declared `static let byNameTitle = LocalString.sort_by_name`: the
    // member it stands for.
    return accessorValue(code) ?? strings.aliasTarget(code).flatMap(accessorValue) ?? .unknown(code)
  }

  /// The bindings an enum's property is evaluated in: no view's names, one level deeper.
  var inner: SwiftUIBindings {
    var inside = SwiftUIBindings(records: records, strings: strings, models: models, enums: enums, assets: assets)
    inside.storedDefaults = storedDefaults
    inside.file = file
    inside.enumDepth = enumDepth + 1
    return inside
  }

  /// The name of the type `expression` may write: a name that is no value in scope (`Flavor`), or
  /// the last name of a path of capitalised names after one (`Screen.Model.Action`).
  private func typePath(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return values[name] == nil ? name : nil
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      typePath(base) != nil
    else { return nil }
    let name = member.declName.baseName.text
    return name.first?.isUppercase == true ? name : nil
  }

  /// The value of the static member `name` the app's string accessors and constants decide.
  private func accessorValue(_ name: String) -> SwiftUIValue? {
    // `L10n.Settings.title`: the text the app's accessor looks up; `String.ellipsis`: a constant's.
    if let lookup = strings.lookup(name), lookup.arguments == 0 {
      return .text(lookup.fallback ?? lookup.key, lookup: lookup)
    }
    if let text = strings.constant(name) { return .text(text) }
    // `DataGenerationOptions.showCard`, declared `static let showCard = false` in any input.
    if let flag = strings.flag(name) { return .bool(flag) }
    // `LocalString.common_search`, which a build step generates.
    if let lookup = strings.generatedLookup(name) {
      return .text(lookup.fallback ?? lookup.key, lookup: lookup)
    }
    return nil
  }
}
