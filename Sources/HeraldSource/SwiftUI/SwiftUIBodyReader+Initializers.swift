import SwiftSyntax

/// A custom view's explicit initializer, read where a caller calls it: its parameters bound to the
/// call's arguments and the properties its body assigns (`self.text = Text(text)`,
/// `_isOn = State(initialValue: isOn)`, `self.content = content()`) set from them, so that the body
/// reads what the caller passed (issue 33, "a custom `init` with `@ViewBuilder` parameters").
extension SwiftUIBodyReader {
  /// Binds the properties the initializer of `view` that `call` calls assigns, in `inner` (the
  /// context of the view's body); nothing when no initializer takes the call's arguments. A
  /// property the initializer assigns under a condition or in a loop is left to the app.
  ///
  /// An initializer that delegates to another explicit one (`self.init(action: action) {
  /// Text(title) }`, as a convenience initializer in an extension does) is followed into the one
  /// it calls, whose arguments are read with the first one's parameters, up to
  /// ``maximumDelegation`` steps; a delegation to the memberwise initializer is not followed.
  func bindInitializer(
    _ view: SwiftUIViewType, call: FunctionCallExprSyntax, caller: Context, into inner: inout Context,
    depth: Int = 0
  ) {
    guard let (initializer, arguments) = Self.initializer(of: view, for: call),
      let body = initializer.body?.statements
    else { return }
    // The initializer's parameters, as its body sees them.
    var scope = inner
    let callerFixed = caller.bindings.fixed
    for parameter in initializer.signature.parameterClause.parameters {
      let name = (parameter.secondName ?? parameter.firstName).text
      let type = parameter.type.trimmedText
      let buildsView =
        parameter.attributes.contains { $0.trimmedText.hasPrefix("@ViewBuilder") }
        || SwiftUIProperty(name: name, wrapper: nil, typeName: type, initializer: nil).holdsView
      // A parameter hides the property of its name: nothing of the property's is left in scope.
      scope.contents[name] = nil
      scope.bindings.values[name] = .unknown(name)
      scope.bindings.mark(name, .fixed)
      // A variadic parameter is an array of the arguments: what it holds is left to the app.
      guard parameter.ellipsis == nil else { continue }
      switch arguments[name] {
      case .closure(let closure)? where buildsView: scope.contents[name] = .statements(closure.statements, caller)
      case .expression(let expression)? where buildsView: scope.contents[name] = .expression(expression, caller)
      case .expression(let expression)?:
        let value = caller.bindings.evaluate(expression)
        scope.bindings.values[name] = value
        // State the caller's app changes stays state through the parameter.
        let change = caller.bindings.change(expression, value: value, fixed: callerFixed)
        if change != .fixed { scope.bindings.mark(name, change) }
      case .closure(let closure)?: scope.bindings.values[name] = .function(closure.trimmedText)
      case nil:
        scope.bindings.values[name] =
          parameter.defaultValue.map { inner.bindings.evaluate($0.value) } ?? .unknown(name)
      }
    }
    // What the initializer's scope fixes for good, made once for the properties it assigns.
    let scopeFixed = scope.bindings.fixed
    for item in body {
      // `let x = …` in the body: a value the initializer computes, left to the app.
      if let local = item.item.as(VariableDeclSyntax.self) {
        for binding in local.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          scope.contents[name] = nil
          scope.bindings.values[name] = .unknown(name)
        }
        continue
      }
      // `self.init(…)`: the initializer it calls sets the properties, from this one's parameters.
      if let delegated = Self.delegation(item.item), depth < Self.maximumDelegation,
        Self.initializer(of: view, for: delegated) != nil
      {
        bindInitializer(view, call: delegated, caller: scope, into: &inner, depth: depth + 1)
        continue
      }
      guard let (target, value) = Self.assignment(item.item), let property = view.property(target) else {
        // An assignment inside an `if`, a loop or a closure, a compound one (`+=`) or a delegation
        // to an initializer the arguments do not choose: the app decides the values it sets.
        let delegates = item.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.`init`) }
        for token in item.tokens(viewMode: .sourceAccurate) {
          let next = token.nextToken(viewMode: .sourceAccurate)
          guard delegates || next?.text.hasSuffix("=") == true && next?.text != "==" else { continue }
          let name = token.text.hasPrefix("_") ? String(token.text.dropFirst()) : token.text
          if view.property(name) != nil {
            inner.bindings.values[name] = .unknown(name)
            inner.bindings.neverNil.remove(name)
            inner.contents[name] = nil
          }
        }
        if delegates {
          for property in view.properties where property.wrapper == nil {
            inner.bindings.values[property.name] = .unknown(property.name)
            inner.bindings.neverNil.remove(property.name)
            inner.contents[property.name] = nil
          }
        }
        continue
      }
      let initial = Self.wrappedInitialValue(value) ?? value
      // `self.content = content()` or `= content`: the views the caller passed.
      let called = initial.as(FunctionCallExprSyntax.self).flatMap { $0.arguments.isEmpty ? $0.calledExpression : nil }
      let passed = (called ?? initial).as(DeclReferenceExprSyntax.self).flatMap { scope.contents[$0.baseName.text] }
      if let passed {
        inner.contents[property.name] = passed
        inner.bindings.values[property.name] = nil
      } else if property.holdsView {
        // A view built here (`self.text = Text(text)`) or a closure that builds one (`{ _ in
        // content() }`), read with the initializer's parameters.
        inner.contents[property.name] =
          initial.as(ClosureExprSyntax.self).map { .statements($0.statements, scope) } ?? .expression(initial, scope)
        inner.bindings.values[property.name] = nil
      } else {
        let value = scope.bindings.evaluate(initial)
        inner.bindings.values[property.name] = value
        inner.contents[property.name] = nil
        // Exactly as the value is: the label `bind` matched may have marked it before the
        // initializer fixed it (`self.isNew = false`); a state wrapper stays state.
        // (A state wrapper set to a fixed value stays state, but not one never nil.)
        let change = scope.bindings.change(initial, value: value, fixed: scopeFixed)
        let isState = property.wrapper.map(SwiftUIBindings.changeableWrappers.contains) ?? false
        inner.bindings.mark(property.name, change == .fixed && isState ? .changeable : change)
      }
    }
  }

  /// How many `self.init(…)` delegations one call is followed through.
  static let maximumDelegation = 4

  /// The call of `self.init(…)` that `item` is, if it is one.
  private static func delegation(_ item: CodeBlockItemSyntax.Item) -> FunctionCallExprSyntax? {
    let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    guard let call = expression?.as(FunctionCallExprSyntax.self),
      let called = call.calledExpression.as(MemberAccessExprSyntax.self),
      called.base?.trimmedText == "self", called.declName.baseName.tokenKind == .keyword(.`init`)
    else { return nil }
    return call
  }

  /// An argument of a call: an expression, or a (trailing) closure.
  enum InitializerArgument {
    case expression(ExprSyntax)
    case closure(ClosureExprSyntax)
  }

  /// The one explicit initializer of `view` whose parameters take the call's arguments, as Swift
  /// matches them: labelled arguments in order (a parameter with a default may be left out), then
  /// the trailing closure for the next parameter of a function type (`() -> Content`, `@escaping`,
  /// `@ViewBuilder`) and each labelled trailing closure for the parameter of its label; its
  /// arguments by parameter name.
  static func initializer(of view: SwiftUIViewType, for call: FunctionCallExprSyntax)
    -> (InitializerDeclSyntax, [String: InitializerArgument])?
  {
    let matches = initializers(of: view, taking: call)
    // Overloads the labels do not tell apart (`init(_ title: String)`, `init(_ icon: Image)`) are
    // chosen by the arguments' types, which are not known here: none is bound.
    return matches.count == 1 ? matches[0] : nil
  }

  /// Every explicit initializer of `view` whose parameters take the call's arguments, with its
  /// arguments by parameter name.
  static func initializers(of view: SwiftUIViewType, taking call: FunctionCallExprSyntax)
    -> [(InitializerDeclSyntax, [String: InitializerArgument])]
  {
    var matches: [(InitializerDeclSyntax, [String: InitializerArgument])] = []
    candidates: for initializer in view.initializers {
      var arguments = Array(call.arguments)[...]
      var trailing = call.trailingClosure
      var labelled = call.additionalTrailingClosures[...]
      var bound: [String: InitializerArgument] = [:]
      for parameter in initializer.signature.parameterClause.parameters {
        let name = (parameter.secondName ?? parameter.firstName).text
        let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        if let argument = arguments.first, argument.label?.text == label {
          bound[name] =
            argument.expression.as(ClosureExprSyntax.self).map(InitializerArgument.closure)
            ?? .expression(argument.expression)
          arguments.removeFirst()
          // A variadic parameter takes the unlabelled arguments that follow too.
          while parameter.ellipsis != nil, let next = arguments.first, next.label == nil { arguments.removeFirst() }
        } else if arguments.isEmpty, let closure = trailing, Self.takesClosure(parameter) {
          bound[name] = .closure(closure)
          trailing = nil
        } else if arguments.isEmpty, trailing == nil, let closure = labelled.first, closure.label.text == label {
          bound[name] = .closure(closure.closure)
          labelled.removeFirst()
        } else if parameter.defaultValue == nil {
          continue candidates
        }
      }
      if arguments.isEmpty && trailing == nil && labelled.isEmpty { matches.append((initializer, bound)) }
    }
    return matches
  }

  /// Whether `parameter` is of a function type, which a trailing closure can be passed for.
  private static func takesClosure(_ parameter: FunctionParameterSyntax) -> Bool {
    // `@escaping Builder` names a function type through an alias; `@ViewBuilder` marks a closure.
    ["->", "@escaping"].contains { parameter.type.trimmedText.contains($0) }
      || parameter.attributes.contains { $0.trimmedText.hasPrefix("@ViewBuilder") }
  }

  /// `self.x = value`, `x = value` or `_x = value` as the property's name and the value.
  private static func assignment(_ item: CodeBlockItemSyntax.Item) -> (String, ExprSyntax)? {
    let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    guard let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
    let parts = Array(sequence.elements)
    guard parts[1].is(AssignmentExprSyntax.self) else { return nil }
    let target =
      parts[0].as(MemberAccessExprSyntax.self).flatMap { member in
        member.base?.trimmedText == "self" ? member.declName.baseName.text : nil
      } ?? parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text
    guard let target else { return nil }
    return (target.hasPrefix("_") ? String(target.dropFirst()) : target, parts[2])
  }

  /// The value of `State(initialValue: v)`, `.init(wrappedValue: v)` and the like.
  private static func wrappedInitialValue(_ value: ExprSyntax) -> ExprSyntax? {
    guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let argument = call.arguments.first,
      ["initialValue", "wrappedValue"].contains(argument.label?.text ?? "")
    else { return nil }
    return argument.expression
  }
}
