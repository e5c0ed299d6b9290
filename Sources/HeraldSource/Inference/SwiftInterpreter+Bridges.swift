import SwiftSyntax

extension SwiftInterpreter {
  /// `Mode(rawValue: x)`: the case whose raw value `x` is, as its name, else `nil`.
  func enumCase(_ type: DeclaredType, rawValue: SymbolicValue) -> SymbolicValue {
    guard let raw = rawValue.expression else { return unknown(rawValue) }
    var result = SymbolicValue.nothing
    for (name, value) in type.cases.reversed() {
      guard let value else { return .unknown("\(type.name) has cases without raw values") }
      result = SymbolicValue.choose(.binary("==", raw, value), .expression(.string(name)), result)
    }
    return result
  }

  /// A struct property's field that an inspectable property of the control keeps in step
  /// (Cosmos: `@IBInspectable var fillMode: Int { didSet { settings.fillMode = StarFillMode(rawValue:
  /// fillMode) ?? … } }`): the field as an expression over the inspectable property, when that
  /// expression at the property's default is the field's own default, so that an instance whose
  /// storyboard does not set the property reads the same either way.
  func bridge(_ record: String, _ field: String) -> SymbolicValue? {
    let key = "\(record).\(field)"
    if let cached = draft.bridges[key] { return cached }
    draft.bridges[key] = .some(nil)
    for name in control.propertyOrder {
      guard let property = modelProperties[name], property.isInspectable,
        let didSet = control.properties[name]?.didSet
      else { continue }
      for item in didSet {
        guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
          case .binary("=", .leaf(let target), let value) = Folded(sequence),
          let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == field,
          let base = member.base, Self.propertyName(base) == record
        else { continue }
        var scope = controlScope()
        let bridged = evaluate(value, &scope)
        var unchanged = controlScope()
        guard let expression = bridged.expression,
          case .record(let type, _, _) = readProperty(record, &unchanged),
          let declared = declarations.property(field, of: type), let initializer = declared.initializer
        else { continue }
        var inner = InferenceScope(typeName: type, isControl: false)
        let fieldDefault = evaluate(initializer, &inner, expectedType: declared.typeName).expression?.folded
        let atDefault = SymbolicValue.bounded(
          expression.substitutingDefault(name, with: SymbolicExpression.literal(property.value))
        ).expression?.folded
        guard let fieldDefault, fieldDefault == atDefault else { continue }
        draft.bridges[key] = .some(.expression(expression))
        return .expression(expression)
      }
    }
    return nil
  }
}

extension SymbolicExpression {
  /// The expression with the name `name` replaced by `value` (nothing when `value` is `nil`).
  func substitutingDefault(_ name: String, with value: SymbolicExpression?) -> SymbolicExpression {
    guard let value else { return self }
    return substituting([name: value])
  }
}
