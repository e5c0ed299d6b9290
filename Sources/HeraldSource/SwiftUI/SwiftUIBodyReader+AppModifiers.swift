import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// Whether `name`, called with no receiver where `context` modifies a view (a method of
  /// `extension View`, whose `self` is that view), is a modifier of `self`: a lowercase name that
  /// is no closure passed in and no method of the view being read.
  func modifiesSelf(_ name: String, _ context: Context) -> Bool {
    context.contents["self"] != nil && (name.first?.isLowercase ?? false) && context.contents[name] == nil
      && context.view.functions[name] == nil
  }

  /// `element` modified by the app's own modifier `name` as `call` applies it
  /// (``SwiftUIAppModifiers``): `.modifier(Card(…))` of a `ViewModifier` type the inputs declare,
  /// or `.showIf(x)` of a method of `extension View`; `nil` when the inputs declare neither.
  func appModifier(_ name: String, _ call: FunctionCallExprSyntax, to element: Element, _ context: Context)
    -> Element?
  {
    guard expanding.count < Self.maximumDepth else { return nil }
    if name == "modifier" {
      guard let argument = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
        let type = argument.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let modifier = index.modifiers.types[type], !expanding.contains("modifier " + type),
        let file = index.files[modifier.type.location.file]
      else { return nil }
      var inner = bind(modifier.type, call: argument, file: file, caller: context)
      inner.contents[modifier.content] = .element(element)
      return modified(
        element, named: modifier.content, by: "modifier " + type, modifier.type.computed["body"], inner, at: call,
        context)
    }
    let platform = index.platform ?? .iOS
    guard
      let method = index.modifiers.method(
        name, for: call, on: platform, isBuilt: { self.index.platformOfFile?($0).map { $0 == platform } ?? true }),
      let file = index.files[method.file], !expanding.contains("func " + name)
    else { return nil }
    let view = SwiftUIViewType(
      name: "View", location: file.positions.location(utf8Offset: method.function.position.utf8Offset))
    var inner = Context(view: view, file: file, bindings: index.emptyBindings)
    inner.bindings.file = file.path
    bindParameters(of: method.function, to: call, caller: context, into: &inner)
    inner.contents["self"] = .element(element)
    return modified(
      element, named: "self", by: "func " + name, method.function.body?.statements, inner, at: call, context)
  }

  /// The views `statements` (a modifier's body) build in `inner`, as one view standing for
  /// `element` (called `name` there) modified; `element` as it is when there is no body, or when
  /// the body hands it to code Herald does not read (`handle(error, in: content)`, a method of
  /// another type) and shows it nowhere else: what such code makes of it is the app's, not a view
  /// lost.
  private func modified(
    _ element: Element, named name: String, by key: String, _ statements: CodeBlockItemListSyntax?,
    _ inner: Context, at call: FunctionCallExprSyntax, _ context: Context
  ) -> Element {
    guard let statements else { return element }
    expanding.append(key)
    defer { expanding.removeLast() }
    let placed = placedContents
    var result = self.element(.view, key, at: call, context)
    result.runtimeAttributes.append(Self.transparent)
    result.children = views(statements, inner)
    return placedContents == placed && Self.handsOn(name, in: statements) ? element : result
  }

  /// Whether `statements` pass `name` to a call as an argument (`handle(error, in: content)`).
  static func handsOn(_ name: String, in statements: CodeBlockItemListSyntax) -> Bool {
    statements.tokens(viewMode: .sourceAccurate).contains { token in
      token.text == name && token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.is(LabeledExprSyntax.self) == true
    }
  }

  /// A background a caller passed in: the colour it draws, `nil` for none (`EmptyView()`).
  struct PassedBackground {
    var color: Color?
  }

  /// The background a caller passed in (`widgetBackground(Color.white)`, whose body draws
  /// `.background(backgroundView)`): the passed view's colour read where it was written;
  /// `nil` when the background is no view passed in.
  func passedBackground(_ call: FunctionCallExprSyntax, _ context: Context) -> PassedBackground? {
    let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
    let written =
      closure.flatMap { $0.statements.count == 1 ? $0.statements.first?.item.as(ExprSyntax.self) : nil }
      ?? call.arguments.first { $0.label == nil }?.expression
    guard let name = written?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      case .expression(let expression, let origin)? = context.contents[name]
    else { return nil }
    if expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "EmptyView" {
      return PassedBackground(color: nil)
    }
    return PassedBackground(
      color: Self.drawnColor(expression, origin.bindings) ?? Self.unknownColor(expression.trimmedText))
  }

  /// Binds the parameters of `function` to the arguments `call` passes, evaluated in `caller`
  /// (else to their defaults): by label in order, unlabelled ones in turn, a variadic parameter to
  /// the list of its arguments, and the trailing closure to the last parameter without an
  /// argument. A view or a closure passed for a parameter that holds one (`_ background: some
  /// View`, `@ViewBuilder content: () -> Content`) is read where the body shows it. State the caller changes stays state the app
  /// changes (``SwiftUIBindings/change(_:value:fixed:)``).
  func bindParameters(
    of function: FunctionDeclSyntax, to call: FunctionCallExprSyntax, caller: Context, into inner: inout Context
  ) {
    var unlabelled = call.arguments.filter { $0.label == nil }.makeIterator()
    var trailing = call.trailingClosure
    let parameters = Array(function.signature.parameterClause.parameters)
    for (offset, parameter) in parameters.enumerated() {
      let name = (parameter.secondName ?? parameter.firstName).text
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      var expression = label.flatMap { label in call.arguments.first { $0.label?.text == label }?.expression }
      if label == nil, parameter.ellipsis != nil {
        var items: [SwiftUIValue] = []
        while let next = unlabelled.next() { items.append(caller.bindings.evaluate(next.expression)) }
        inner.bindings.values[name] = .list(items)
        continue
      }
      if label == nil, expression == nil { expression = unlabelled.next()?.expression }
      if expression == nil, offset == parameters.count - 1, let closure = trailing {
        expression = ExprSyntax(closure)
        trailing = nil
      }
      let attribute = parameter.attributes.lazy.compactMap { element -> String? in
        guard case .attribute(let attribute) = element else { return nil }
        return attribute.attributeName.trimmedDescription
      }.first
      let holdsView =
        SwiftUIProperty(name: name, wrapper: attribute, typeName: parameter.type.trimmedDescription).holdsView
      if let expression, holdsView {
        inner.contents[name] =
          expression.as(ClosureExprSyntax.self).map { .statements($0.statements, caller) }
          ?? .expression(expression, caller)
        continue
      }
      inner.contents[name] = nil
      guard let expression else {
        inner.bindings.values[name] =
          parameter.defaultValue.map { inner.bindings.evaluate($0.value) } ?? .unknown(name)
        inner.bindings.mark(name, .fixed)
        continue
      }
      let value = caller.bindings.evaluate(expression)
      inner.bindings.values[name] = value
      inner.bindings.mark(name, caller.bindings.change(expression, value: value))
    }
  }
}
