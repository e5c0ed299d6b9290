import SwiftSyntax

extension SwiftInterpreter {
  // MARK: Branches

  func runIf(_ node: IfExprSyntax, _ scope: inout InferenceScope) {
    nesting += 1
    defer { nesting -= 1 }
    guard nesting < Self.maximumNesting else { return tooDeep(node, &scope) }
    let (truth, bindings) = conditions(node.conditions, &scope)
    var then = scope
    then.truth = scope.truth.and(truth)
    then.locals.merge(bindings) { $1 }
    run(node.body.statements, &then)
    var otherwise = scope
    otherwise.truth = scope.truth.and(truth.negated)
    switch node.elseBody {
    case .ifExpr(let nested): runIf(nested, &otherwise)
    case .codeBlock(let block): run(block.statements, &otherwise)
    case nil: break
    }
    scope = merge(scope, truth, then, otherwise)
  }

  func runGuard(_ node: GuardStmtSyntax, _ scope: inout InferenceScope) {
    let (truth, bindings) = conditions(node.conditions, &scope)
    var otherwise = scope
    otherwise.truth = scope.truth.and(truth.negated)
    run(node.body.statements, &otherwise)
    otherwise.exited = true
    var then = scope
    then.truth = scope.truth.and(truth)
    then.locals.merge(bindings) { $1 }
    let kept = Set(scope.locals.keys).union(bindings.keys)
    scope = merge(scope, truth, then, otherwise)
    scope.locals = scope.locals.filter { kept.contains($0.key) }
    for (name, value) in bindings where !scope.exited { scope.locals[name] = value }
  }

  /// Code nested past ``maximumNesting``: what follows on this path runs under an unknown condition.
  func tooDeep(_ node: some SyntaxProtocol, _ scope: inout InferenceScope) {
    draft.unresolved(
      "code", source(node), "branches nested deeper than \(Self.maximumNesting) are not followed")
    scope.truth = scope.truth.and(.unknown("branches nested too deeply"))
  }

  /// The scope after a branch on `truth`: `then` where it holds, `otherwise` where it does not.
  func merge(_ before: InferenceScope, _ truth: Truth, _ then: InferenceScope, _ otherwise: InferenceScope)
    -> InferenceScope
  {
    var result = before
    result.returns = then.returns
    result.returns += otherwise.returns.dropFirst(before.returns.count)
    result.exits = then.exits
    result.exits += otherwise.exits.dropFirst(before.exits.count)
    let thenLeft = then.exited || then.truth.isNever
    let otherwiseLeft = otherwise.exited || otherwise.truth.isNever
    switch (thenLeft, otherwiseLeft) {
    case (true, true):
      result.exited = true
    case (true, false), (false, true):
      let going = thenLeft ? otherwise : then
      result.truth = going.truth
      result.locals = going.locals.filter { before.locals[$0.key] != nil }
      result.properties = going.properties
    case (false, false):
      // A path may have returned inside a branch (`if a { if b { return } … }`): what follows runs
      // where either branch went on.
      if then.truth != before.truth.and(truth) || otherwise.truth != before.truth.and(truth.negated) {
        result.truth = then.truth.or(otherwise.truth)
      }
      for name in before.locals.keys {
        result.locals[name] = phi(truth, then.locals[name] ?? .nothing, otherwise.locals[name] ?? .nothing)
      }
      for name in Set(then.properties.keys).union(otherwise.properties.keys) {
        var unchanged = before
        let fallback = before.properties[name] ?? readProperty(name, &unchanged)
        result.properties[name] = phi(
          truth, then.properties[name] ?? fallback, otherwise.properties[name] ?? fallback)
      }
    }
    return result
  }

  /// The truth of an `if`/`guard` condition list and the names it binds.
  func conditions(_ list: ConditionElementListSyntax, _ scope: inout InferenceScope)
    -> (Truth, [String: SymbolicValue])
  {
    var truth = Truth.always
    var bindings: [String: SymbolicValue] = [:]
    for element in list {
      switch element.condition {
      case .expression(let expression):
        var inner = scope
        inner.locals.merge(bindings) { $1 }
        truth = truth.and(self.truth(of: evaluate(expression, &inner)))
      case .availability:
        continue
      case .optionalBinding(let binding):
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          truth = truth.and(.unknown("a pattern in a condition"))
          continue
        }
        var inner = scope
        inner.locals.merge(bindings) { $1 }
        let value =
          binding.initializer.map { evaluate($0.value, &inner) } ?? evaluate(name: name, at: binding, &inner)
        bindings[name] = value.pruned
        if case .expression(.name(let property)) = value, modelProperties[property]?.nilIsEmpty == true {
          truth = truth.and(.when(.binary("!=", .name(property), .string(""))))
        } else if let presence = value.presence, value.unknownReason == nil {
          truth = truth.and(Truth(presence))
        } else {
          truth = truth.and(.unknown("whether \(name) is nil (\(value.unknownReason ?? "not followed"))"))
        }
      case .matchingPattern:
        truth = truth.and(.unknown("a `case` pattern in a condition"))
      }
    }
    return (truth, bindings)
  }

  /// The truth of a condition's value.
  func truth(of value: SymbolicValue) -> Truth {
    if let expression = value.expression { return Truth(expression) }
    return .unknown(value.unknownReason ?? "a condition that is not a bool the model can compute")
  }

  func runSwitch(_ node: SwitchExprSyntax, _ scope: inout InferenceScope) {
    let subject = evaluate(node.subject, &scope)
    let cases = node.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
    runCases(cases[...], subject: subject, &scope)
  }

  /// Runs the first case of `cases` whose pattern matches, as an if-else chain.
  func runCases(_ cases: ArraySlice<SwitchCaseSyntax>, subject: SymbolicValue, _ scope: inout InferenceScope) {
    nesting += 1
    defer { nesting -= 1 }
    guard nesting < Self.maximumNesting else {
      if let first = cases.first { tooDeep(first, &scope) }
      return
    }
    guard let first = cases.first else { return }
    var truth = Truth.when(.bool(false))
    switch first.label {
    case .default:
      truth = .always
    case .case(let label):
      if cases.count == 1 {
        truth = .always  // Swift switches are exhaustive: the last case is what remains.
      } else {
        var matched: SymbolicExpression = .bool(false)
        for item in label.caseItems {
          guard let pattern = item.pattern.as(ExpressionPatternSyntax.self), item.whereClause == nil,
            let subjectExpression = subject.expression
          else {
            truth = .unknown("a switch case the inference does not follow")
            break
          }
          let value = evaluate(pattern.expression, &scope)
          guard let expression = value.expression else {
            truth = .unknown(value.unknownReason ?? "a switch case the inference does not follow")
            break
          }
          matched = SymbolicExpression.binary("||", matched, .binary("==", subjectExpression, expression).folded).folded
          truth =
            matched.exceeds(SymbolicExpression.largest) ? .unknown("a switch too large to follow") : Truth(matched)
        }
      }
    }
    var then = scope
    then.truth = scope.truth.and(truth)
    run(first.statements, &then)
    var otherwise = scope
    otherwise.truth = scope.truth.and(truth.negated)
    runCases(cases.dropFirst(), subject: subject, &otherwise)
    scope = merge(scope, truth, then, otherwise)
  }
}
