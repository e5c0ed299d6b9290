import SwiftSyntax

/// An enum of the inputs as a view's source may read it: its cases in order, their raw values, and
/// its computed properties written as a `switch self` whose cases each return one expression
/// (`var name: String { switch self { case .salty: "Salty" … } }`).
struct SwiftUIEnumType: Sendable {
  /// The cases without associated values, in declaration order.
  var cases: [String] = []
  /// Whether it declares `CaseIterable` and every case is plain: `allCases` is ``cases``.
  var isCaseIterable = false
  /// Whether a case has associated values (then `allCases` is not synthesized).
  var hasAssociatedValues = false
  /// The raw value of each case that writes one (`case salty = "Salty"`).
  var rawValues: [String: ExprSyntax] = [:]
  /// Whether the raw type is `String` (a case without a written raw value has its name).
  var hasStringRawValues = false
  /// For each computed property over `self`, the expression it returns for each case; `nil` for a
  /// case whose clause does more than return one expression, or holds only sometimes (`where`).
  var properties: [String: [String: ExprSyntax?]] = [:]
  /// The computed properties declared `String`: a literal they return is no localized key.
  var stringProperties: Set<String> = []
  /// Whether its `id` is the case itself (`var id: Self { self }`): a `ForEach` over its cases
  /// without `id:` then tags each row with its case.
  var identifiesBySelf = false

  /// Reads an enum's members.
  init(_ node: EnumDeclSyntax) {
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
    hasStringRawValues = inherited.contains("String")
    for member in node.memberBlock.members {
      if let declaration = member.decl.as(EnumCaseDeclSyntax.self) {
        for element in declaration.elements {
          if element.parameterClause != nil {
            hasAssociatedValues = true
            continue
          }
          cases.append(element.name.text)
          if let raw = element.rawValue?.value { rawValues[element.name.text] = raw }
        }
      } else if let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.text == "static" })
      {
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let getter = SwiftUIDeclarationCollector.getter(binding)
          else { continue }
          if name == "id", getter.count == 1, getter.first?.item.trimmedText == "self" {
            identifiesBySelf = true
          }
          guard let returned = Self.switchOverSelf(getter) else { continue }
          properties[name] = returned
          if binding.typeAnnotation?.type.trimmedText == "String" { stringProperties.insert(name) }
        }
      }
    }
    isCaseIterable = inherited.contains("CaseIterable") && !hasAssociatedValues
  }

  /// The expression a `switch self` returns for each case it names, when that is all the getter
  /// does: `case .a, .b: return x` gives `x` for both; `default:` gives it for every other case.
  /// A clause that does more than return one expression (statements, `#if`) or holds only
  /// sometimes (`case .a where …`) leaves its cases unknown (`nil`), never read from a later
  /// clause; a clause of a case with associated values (`case .b(let x)`) is passed over (those
  /// cases are not among ``cases``); a pattern of another form makes the whole property unknown.
  static func switchOverSelf(_ getter: CodeBlockItemListSyntax) -> [String: ExprSyntax?]? {
    guard getter.count == 1, let item = getter.first?.item else { return nil }
    let switchExpression =
      item.as(SwitchExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
      ?? item.as(ReturnStmtSyntax.self)?.expression?.as(SwitchExprSyntax.self)
    guard let switchExpression, switchExpression.subject.trimmedText == "self" else { return nil }
    var result: [String: ExprSyntax?] = [:]
    for clause in switchExpression.cases {
      guard case .switchCase(let switchCase) = clause else { return nil }
      let statement = switchCase.statements.count == 1 ? switchCase.statements.first?.item : nil
      let value = statement.flatMap { $0.as(ExprSyntax.self) ?? $0.as(ReturnStmtSyntax.self)?.expression }
      switch switchCase.label {
      case .case(let label):
        for item in label.caseItems {
          if Self.namesCaseWithValues(item.pattern) { continue }
          guard let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
            member.base == nil
          else { return nil }
          // The first clause that matches a case wins, as in Swift.
          let name = member.declName.baseName.text
          if result[name] == nil { result[name] = .some(item.whereClause == nil ? value : nil) }
        }
      case .default:
        if result[Self.otherCases] == nil { result[Self.otherCases] = .some(value) }
      }
    }
    return result
  }

  /// Whether `pattern` matches a case with associated values: `.name(…)`, `let .name(…)`.
  private static func namesCaseWithValues(_ pattern: PatternSyntax) -> Bool {
    let inner = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
    guard let call = inner.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self) else {
      return false
    }
    return call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil
  }

  /// The key of a `default:` clause.
  static let otherCases = "*"

  /// The expression property `name` returns for case `name`, if the enum declares it so.
  func expression(_ property: String, of caseName: String) -> ExprSyntax? {
    guard cases.contains(caseName), let returned = properties[property] else { return nil }
    if let clause = returned[caseName] { return clause }
    return returned[Self.otherCases] ?? nil
  }
}

/// The enums of the inputs (the first of a name wins). A class, so that bindings copy one reference.
final class SwiftUIEnumTypes: Sendable {
  /// The enums by name.
  let enums: [String: SwiftUIEnumType]
  /// For each case name, the enums that declare it.
  private let declaring: [String: [String]]

  init(enums: [String: SwiftUIEnumType]) {
    self.enums = enums
    var declaring: [String: [String]] = [:]
    for (name, type) in enums.sorted(by: { $0.key < $1.key }) {
      for caseName in type.cases { declaring[caseName, default: []].append(name) }
    }
    self.declaring = declaring
  }

  /// No enum.
  static let none = SwiftUIEnumTypes(enums: [:])

  /// How deep enum properties that read other enum properties are followed.
  static let maximumDepth = 4

  /// Whether an enum of the inputs declares a case named `caseName`.
  func declaresCase(_ caseName: String) -> Bool { declaring[caseName] != nil }

  /// Whether the enum that declares `caseName` (the only one) identifies its cases by themselves.
  func identifiesBySelf(_ caseName: String) -> Bool {
    guard let declared = declaring[caseName], declared.count == 1 else { return false }
    return enums[declared[0]]?.identifiesBySelf ?? false
  }

  /// `Flavor.allCases` of a plain `CaseIterable` enum: its cases as leading-dot members.
  func allCases(of type: String) -> SwiftUIValue? {
    guard let type = enums[type], type.isCaseIterable, type.cases.count <= SwiftUIBindings.listLimit else { return nil }
    return .list(type.cases.map(SwiftUIValue.member))
  }

  /// What property `property` of the case `caseName` is, when exactly one enum of the inputs
  /// declares both: the expression it returns, evaluated by `evaluate`; `rawValue` of a raw-value
  /// enum is the raw literal, or the case's name for a `String` enum that writes none.
  /// `typeName`, when the code writes it (`MenuItem.downloads.name`), is the enum whatever else
  /// declares the case.
  func value(
    _ property: String, of caseName: String, in typeName: String? = nil, _ evaluate: (ExprSyntax) -> SwiftUIValue
  ) -> SwiftUIValue? {
    // A case two enums declare may be either's (its type is not kept with the value).
    let declared = typeName.map { [$0] } ?? declaring[caseName] ?? []
    guard declared.count == 1, let type = enums[declared[0]], type.cases.contains(caseName) else { return nil }
    if property == "rawValue" {
      // A raw value is a `String` (or number), which `Text` shows as written, unlooked-up.
      guard let raw = type.rawValues[caseName] else { return type.hasStringRawValues ? .text(caseName) : nil }
      if case .text(let text, _) = evaluate(raw) { return .text(text) }
      return evaluate(raw)
    }
    guard let expression = type.expression(property, of: caseName) else { return nil }
    // `var name: String { … "Salty" }` is a `String`, which `Text` shows as written, unlooked-up.
    if type.stringProperties.contains(property), expression.is(StringLiteralExprSyntax.self),
      case .text(let text, _) = evaluate(expression)
    {
      return .text(text)
    }
    return evaluate(expression)
  }
}
