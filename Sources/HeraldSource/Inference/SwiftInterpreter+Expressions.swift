import HeraldTree
import SwiftSyntax

extension SwiftInterpreter {
  /// The value of `node`; `expectedType` resolves implicit members (`.default`, `.full`).
  func evaluate(
    _ node: ExprSyntax, _ scope: inout InferenceScope, expectedType: String? = nil, statement: Bool = false
  ) -> SymbolicValue {
    budget -= 1
    guard budget > 0 else { return .unknown("code longer than the inference follows") }
    nesting += 1
    defer { nesting -= 1 }
    guard nesting < Self.maximumNesting else { return .unknown("an expression nested too deeply") }
    if let literal = node.as(IntegerLiteralExprSyntax.self) {
      return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")).map { .expression(.number($0)) }
        ?? .unknown("the number \(literal.literal.text)")
    }
    if let literal = node.as(FloatLiteralExprSyntax.self) {
      return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")).map { .expression(.number($0)) }
        ?? .unknown("the number \(literal.literal.text)")
    }
    if let literal = node.as(BooleanLiteralExprSyntax.self) {
      return .expression(.bool(literal.literal.tokenKind == .keyword(.true)))
    }
    if node.is(NilLiteralExprSyntax.self) { return .nothing }
    if let literal = node.as(StringLiteralExprSyntax.self) { return text(literal, &scope) }
    if let reference = node.as(DeclReferenceExprSyntax.self) {
      return evaluate(name: reference.baseName.text, at: reference, &scope)
    }
    if let tuple = node.as(TupleExprSyntax.self) {
      guard tuple.elements.count == 1, let only = tuple.elements.first else { return .unknown("a tuple") }
      return evaluate(only.expression, &scope, expectedType: expectedType)
    }
    if let prefix = node.as(PrefixOperatorExprSyntax.self) {
      let operand = evaluate(prefix.expression, &scope)
      guard let expression = operand.expression else { return operand.isNothing ? operand : unknown(operand) }
      switch prefix.operator.text {
      case "!": return .bounded(expression.negated.folded)
      case "-": return .bounded(SymbolicExpression.unary("-", expression).folded)
      default: return .unknown("the operator \(prefix.operator.text)")
      }
    }
    if let sequence = node.as(SequenceExprSyntax.self) {
      return evaluate(Folded(sequence), &scope, expectedType: expectedType)
    }
    if let ternary = node.as(TernaryExprSyntax.self) {
      return evaluate(
        .ternary(.leaf(ternary.condition), .leaf(ternary.thenExpression), .leaf(ternary.elseExpression)), &scope,
        expectedType: expectedType)
    }
    if let infix = node.as(InfixOperatorExprSyntax.self) {
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "="
      return evaluate(.binary(op, .leaf(infix.leftOperand), .leaf(infix.rightOperand)), &scope)
    }
    if let member = node.as(MemberAccessExprSyntax.self) {
      return self.member(member, &scope, expectedType: expectedType)
    }
    if let call = node.as(FunctionCallExprSyntax.self) {
      return self.call(call, &scope, expectedType: expectedType, statement: statement)
    }
    if let inner = node.as(OptionalChainingExprSyntax.self) { return evaluate(inner.expression, &scope) }
    if let inner = node.as(ForceUnwrapExprSyntax.self) { return evaluate(inner.expression, &scope) }
    if let inner = node.as(TryExprSyntax.self) { return evaluate(inner.expression, &scope) }
    if let inner = node.as(AwaitExprSyntax.self) { return evaluate(inner.expression, &scope) }
    if let inner = node.as(AsExprSyntax.self) { return evaluate(inner.expression, &scope) }
    if let array = node.as(ArrayExprSyntax.self) { return self.array(array, &scope) }
    return .unknown("`\(node.trimmedText.prefix(50))`")
  }

  /// The value of a folded operator sequence.
  func evaluate(_ folded: Folded, _ scope: inout InferenceScope, expectedType: String? = nil) -> SymbolicValue {
    nesting += 1
    defer { nesting -= 1 }
    guard nesting < Self.maximumNesting else { return .unknown("an expression nested too deeply") }
    switch folded {
    case .leaf(let node): return evaluate(node, &scope, expectedType: expectedType)
    case .cast(let inner): return evaluate(inner, &scope, expectedType: expectedType)
    case .ternary(let condition, let then, let otherwise):
      let truth = self.truth(of: evaluate(condition, &scope))
      switch truth {
      case .always: return evaluate(then, &scope, expectedType: expectedType)
      case .unknown(let why): return .unknown(why)
      case .when(let expression):
        if expression == .bool(false) { return evaluate(otherwise, &scope, expectedType: expectedType) }
        return SymbolicValue.choose(
          expression, evaluate(then, &scope, expectedType: expectedType),
          evaluate(otherwise, &scope, expectedType: expectedType))
      }
    case .binary(let op, let left, let right):
      if Folded.assignments.contains(op) { return .unknown("an assignment used as a value") }
      let a = evaluate(left, &scope, expectedType: expectedType)
      if op == "??" { return coalesce(a, evaluate(right, &scope, expectedType: expectedType)) }
      // `&&` and `||` do not evaluate what they do not need.
      if op == "&&" || op == "||", let first = a.expression?.folded, case .bool(let flag) = first {
        if flag == (op == "||") { return .expression(.bool(flag)) }
        return evaluate(right, &scope)
      }
      return combine(a, op, evaluate(right, &scope, expectedType: expectedType))
    }
  }

  /// `a op b`.
  func combine(_ a: SymbolicValue, _ op: String, _ b: SymbolicValue) -> SymbolicValue {
    if op == "==" || op == "!=", let observing, let left = a.expression, let right = b.expression,
      Set([left, right]) == Set([.name(observing), .name(Self.oldValue)])
    {
      // In an observer, the new value differs from the old one.
      return .expression(.bool(op == "!="))
    }
    if op == "==" || op == "!=", a.isNothing || b.isNothing {
      let other = a.isNothing ? b : a
      if case .expression(.name(let property)) = other, modelProperties[property]?.nilIsEmpty == true {
        return .expression(.binary(op, .name(property), .string("")))
      }
      let equal: Bool
      if other.isNothing {
        equal = true
      } else if other.expression != nil || other.text != nil {
        equal = false
      } else {
        return unknown(other)
      }
      return .expression(.bool(equal == (op == "==")))
    }
    if op == "+", let left = a.text ?? a.expression.flatMap(Self.pieces),
      let right = b.text ?? b.expression.flatMap(Self.pieces),
      a.text != nil || b.text != nil
    {
      guard left.count + right.count <= SymbolicExpression.largest else {
        return .unknown("a string of more than \(SymbolicExpression.largest) parts")
      }
      return .text(.pieces(left + right))
    }
    if case .traits(let left) = a, case .traits(let right) = b, op == "|" || op == "+" {
      return .traits(left.union(right))
    }
    guard SymbolicExpression.levels[op] != nil else { return .unknown("the operator \(op)") }
    guard let left = a.expression else { return unknown(a) }
    guard let right = b.expression else { return unknown(b) }
    if op == "/" {
      // Swift divides integers with truncation; the model's `/` does not.
      switch Self.merge(integer(left), integer(right)) {
      case true?:
        let quotient = SymbolicExpression.binary("/", left, right)
        return .bounded(
          SymbolicExpression.typed(
            .conditional(.binary("<", quotient, .number(0)), .call("ceil", [quotient]), .call("floor", [quotient])),
            isInteger: true
          ).folded)
      case false?: break
      case nil: return .unknown("a division whose operands may be integers or not")
      }
    }
    return .bounded(SymbolicExpression.binary(op, left, right).folded)
  }

  /// Whether an expression computes an integer (Swift's `Int`), a floating-point number, or that
  /// is not known (literals take their type from the other operand).
  func integer(_ expression: SymbolicExpression) -> Bool? {
    switch expression {
    case .number, .string, .bool: return nil
    case .name(let name):
      if name.contains(".") { return false }  // a size's width or height: CGFloat
      if let property = modelProperties[name] { return property.isInteger }
      return true  // the index
    case .unary(_, let operand): return integer(operand)
    case .binary(let op, let left, let right):
      return ["+", "-", "*", "/", "%"].contains(op) ? Self.merge(integer(left), integer(right)) : nil
    case .conditional(_, let then, let otherwise): return Self.merge(integer(then), integer(otherwise))
    case .call(let name, let arguments):
      return ["floor", "ceil", "round"].contains(name) ? false : arguments.map(integer).reduce(nil, Self.merge)
    case .typed(_, let isInteger): return isInteger
    }
  }

  /// Two operands' integer-ness: a floating-point one makes a floating-point result.
  static func merge(_ a: Bool?, _ b: Bool?) -> Bool? {
    if a == false || b == false { return false }
    if a == true || b == true { return true }
    return nil
  }

  /// The raw value of the case `name`, when exactly one enum of the inputs has such a case.
  func rawValue(ofCase name: String) -> SymbolicExpression? {
    let matches = declarations.types.values.filter { $0.kind == "enum" }.compactMap { type in
      type.cases.first { $0.name == name }?.rawValue
    }
    return matches.count == 1 ? matches[0] : nil
  }

  /// `a ?? b`: `b` wherever `a` is `nil`.
  func coalesce(_ a: SymbolicValue, _ b: SymbolicValue) -> SymbolicValue {
    switch a {
    case .nothing: return b
    case .expression(.name(let property)) where modelProperties[property]?.nilIsEmpty == true:
      return SymbolicValue.choose(.binary("!=", .name(property), .string("")), a, b)
    case .choice(let condition, let then, let otherwise):
      return SymbolicValue.choose(condition, coalesce(then, b), coalesce(otherwise, b))
    default: return a
    }
  }

  /// A value that is not followed, keeping its reason.
  func unknown(_ value: SymbolicValue) -> SymbolicValue {
    .unknown(value.unknownReason ?? "a value the model cannot compute")
  }

  /// A string expression as text pieces.
  static func pieces(_ expression: SymbolicExpression) -> [TextPiece]? {
    if case .string(let text) = expression { return [.literal(text)] }
    return nil
  }

  /// The name of a type as written, without optional marks.
  static func typeName(_ type: TypeSyntax) -> String {
    var text = type.trimmedText
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return text
  }

  /// The declared type of an assignment's target, for its implicit members.
  func expectedType(of target: ExprSyntax) -> String? {
    let name: String
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    return declarations.property(name, of: control.name)?.typeName
  }

  // MARK: Names

  /// The value an unqualified name has.
  func evaluate(name: String, at node: some SyntaxProtocol, _ scope: inout InferenceScope) -> SymbolicValue {
    if let value = scope.locals[name] { return value }
    if name == "self" { return scope.isControl ? .view(.control) : .type(scope.typeName) }
    if scope.isControl, let property = declarations.property(name, of: control.name), !property.isStatic {
      return readProperty(name, &scope)
    }
    if let property = declarations.property(name, of: scope.typeName), property.isStatic {
      return readStatic(property, of: scope.typeName, &scope)
    }
    if declarations.types[name] != nil || Self.knownTypes.contains(name) { return .type(name) }
    return .unknown("`\(name)`")
  }

  /// Framework types the inference reads members of.
  static let knownTypes: Set<String> = [
    "UIAccessibilityTraits", "UIAccessibility", "CGSize", "CGFloat", "UIImage", "UIColor", "UIScreen", "Locale",
    "Bundle", "String", "Double", "Int", "NSLayoutConstraint", "UIControl", "UIFont",
  ]

  /// The control's property `name` as the code at this point sees it.
  func readProperty(_ name: String, _ scope: inout InferenceScope) -> SymbolicValue {
    if let value = scope.properties[name] { return value }
    if draft.collections.contains(name) { return .children }
    if modelProperties[name] != nil { return .expression(.name(name)) }
    guard let property = declarations.property(name, of: control.name) else { return .unknown("`\(name)`") }
    if let getter = property.getter {
      return inline(
        getter, parameters: [], arguments: [], id: nil, caller: scope, typeName: control.name, isControl: true)
    }
    guard let initializer = property.initializer else {
      if property.isOptional {
        draft.unresolved(
          name, property.source,
          "\(name) is nil until the app sets it; the draft follows the code with nil, so text the app sets there is not in the model"
        )
        return .nothing
      }
      return .unknown("\(name) has no initial value in the code")
    }
    let value = nested { () -> SymbolicValue in
      var inner = InferenceScope(typeName: control.name, isControl: false)
      return evaluate(initializer, &inner, expectedType: property.typeName)
    }
    if case .record(let type, let fields, _) = value { return .record(type: type, fields: fields, path: name) }
    return value
  }

  /// A static property's value.
  func readStatic(_ property: DeclaredProperty, of typeName: String, _ scope: inout InferenceScope) -> SymbolicValue {
    if let getter = property.getter {
      return inline(getter, parameters: [], arguments: [], id: nil, caller: scope, typeName: typeName, isControl: false)
    }
    guard let initializer = property.initializer else { return .unknown("\(typeName).\(property.name) has no value") }
    return nested {
      var inner = InferenceScope(typeName: typeName, isControl: false)
      return evaluate(initializer, &inner, expectedType: property.typeName)
    }
  }

  /// Runs `body` one level deeper; values that are defined in terms of each other stop at the
  /// depth limit instead of recursing for ever.
  func nested(_ body: () -> SymbolicValue) -> SymbolicValue {
    guard depth < Self.maximumDepth else { return .unknown("values defined in terms of each other") }
    depth += 1
    defer { depth -= 1 }
    return body()
  }
}

extension SymbolicValue {
  /// The text as pieces, when it is a text that is not localized.
  var text: [TextPiece]? {
    if case .text(.pieces(let pieces)) = self { return pieces }
    return nil
  }
}
