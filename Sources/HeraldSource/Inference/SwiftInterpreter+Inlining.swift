import SwiftSyntax

extension SwiftInterpreter {
  // MARK: Functions

  /// The method `name` of `type` (or a superclass in the inputs) that a call with these argument
  /// labels (`nil` for none) calls.
  func function(_ name: String, of type: String, labels: [String?]) -> FunctionDeclSyntax? {
    declarations.functions(name, of: type).first { Self.bind(labels, to: Self.parameters($0.signature)) != nil }
  }

  /// A function's parameters: its argument label (`nil` for `_`), the name its body uses and its
  /// default value.
  static func parameters(_ signature: FunctionSignatureSyntax) -> [Parameter] {
    signature.parameterClause.parameters.map {
      Parameter(
        label: $0.firstName.text == "_" ? nil : $0.firstName.text, name: ($0.secondName ?? $0.firstName).text,
        defaultValue: $0.defaultValue?.value)
    }
  }

  /// For each parameter, the index of the argument that gives it (`nil`: its default), when the
  /// labels fit the parameters as Swift matches them (in order; parameters with a default may be
  /// left out).
  static func bind(_ labels: [String?], to parameters: [Parameter]) -> [Int?]? {
    var result: [Int?] = []
    var argument = 0
    for parameter in parameters {
      if argument < labels.count, labels[argument] == parameter.label {
        result.append(argument)
        argument += 1
      } else if parameter.defaultValue != nil {
        result.append(nil)
      } else {
        return nil
      }
    }
    return argument == labels.count ? result : nil
  }

  /// A function's argument labels (`nil` for `_`).
  static func labels(_ signature: FunctionSignatureSyntax) -> [String?] {
    signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
  }

  /// Calls `function` with `arguments` evaluated in the caller's scope.
  func inline(
    _ function: FunctionDeclSyntax, _ arguments: [LabeledExprSyntax], _ scope: inout InferenceScope,
    typeName: String, isControl: Bool
  ) -> SymbolicValue {
    inline(
      function.body?.statements, parameters: Self.parameters(function.signature), arguments: arguments,
      id: function.id, caller: &scope, typeName: typeName, isControl: isControl)
  }

  /// Runs a body with its parameters bound; returns what it returns (`nothing` for no value).
  func inline(
    _ body: CodeBlockItemListSyntax?, parameters: [Parameter],
    arguments: [LabeledExprSyntax], id: SyntaxIdentifier?, caller: inout InferenceScope, typeName: String,
    isControl: Bool
  ) -> SymbolicValue {
    guard let body else { return .unknown("a function without a body") }
    guard depth < Self.maximumDepth else { return .unknown("calls nested deeper than \(Self.maximumDepth)") }
    var callee = InferenceScope(typeName: typeName, isControl: isControl)
    let bound = Self.bind(arguments.map { $0.label?.text }, to: parameters) ?? []
    for (index, parameter) in parameters.enumerated() {
      if index < bound.count, let argument = bound[index] {
        callee.locals[parameter.name] = evaluate(arguments[argument].expression, &caller)
      } else if let value = parameter.defaultValue {
        var inner = InferenceScope(typeName: typeName, isControl: false)
        callee.locals[parameter.name] = evaluate(value, &inner)
      } else {
        callee.locals[parameter.name] = .unknown("the argument \(parameter.name)")
      }
    }
    return inline(body, callee: callee, id: id, caller: &caller)
  }

  /// Runs a body without parameters (a getter) in the caller's context.
  func inline(
    _ body: CodeBlockItemListSyntax, parameters: [Parameter],
    arguments: [SymbolicValue], id: SyntaxIdentifier?, caller: InferenceScope, typeName: String, isControl: Bool
  ) -> SymbolicValue {
    guard depth < Self.maximumDepth else { return .unknown("calls nested deeper than \(Self.maximumDepth)") }
    var callee = InferenceScope(typeName: typeName, isControl: isControl)
    for (index, parameter) in parameters.enumerated() where index < arguments.count {
      callee.locals[parameter.name] = arguments[index]
    }
    var copy = caller
    return inline(body, callee: callee, id: id, caller: &copy)
  }

  func inline(
    _ body: CodeBlockItemListSyntax, callee: InferenceScope, id: SyntaxIdentifier?, caller: inout InferenceScope
  ) -> SymbolicValue {
    var callee = callee
    callee.base = caller.effective
    callee.loop = caller.loop
    if callee.isControl && caller.isControl { callee.properties = caller.properties }
    if let id, mode == .setup { draft.reached.insert(id) }
    depth += 1
    if let only = body.first, body.count == 1, case .expr(let expression) = only.item,
      !expression.is(IfExprSyntax.self),
      !expression.is(SwitchExprSyntax.self),
      !(expression.as(SequenceExprSyntax.self).map { Folded.assignments.contains(Self.topOperator(Folded($0))) }
        ?? false)
    {
      // A body of one expression returns it (`get { "\(rating) of 5" }`).
      let value = evaluate(expression, &callee, statement: true)
      callee.returns.append((callee.truth, value, source(expression)))
      callee.exits.append((callee.truth, callee.properties))
      callee.exited = true
    } else {
      run(body, &callee)
    }
    depth -= 1
    if callee.isControl && caller.isControl { caller.properties = finalProperties(callee) }
    var returns = callee.returns
    guard var result = callee.exited ? returns.popLast()?.value : .nothing else { return .nothing }
    for earlier in returns.reversed() {
      if case .unknown(let why) = earlier.truth, result.unknownReason == nil {
        draft.unresolved(
          "returned value", earlier.source,
          "the value returned here when \(why) is not followed; the draft uses the value returned otherwise")
        continue
      }
      result = phi(earlier.truth, earlier.value, result)
    }
    return result
  }
}
