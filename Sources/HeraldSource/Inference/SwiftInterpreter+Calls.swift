import HeraldTree
import SwiftSyntax

extension SwiftInterpreter {
  /// UIKit view classes a control may create as children, with the role each has.
  static let viewRoles: [String: Role] = [
    "UIButton": .button, "UIImageView": .image, "UILabel": .staticText, "UISwitch": .switch, "UISlider": .slider,
    "UIView": .view, "UIStackView": .stackView, "UIControl": .view,
  ]

  /// Calls on views that do not change what VoiceOver says or does.
  static let ignoredViewCalls: Set<String> = [
    "removeArrangedSubview", "removeFromSuperview", "setNeedsDisplay", "setNeedsLayout", "layoutIfNeeded",
    "invalidateIntrinsicContentSize", "sizeToFit", "addSubview", "addArrangedSubview", "insertSubview",
    "insertArrangedSubview", "bringSubviewToFront", "sendSubviewToBack", "addConstraint", "addConstraints",
    "setContentHuggingPriority", "setContentCompressionResistancePriority", "setNeedsUpdateConstraints",
    "addSublayer", "setTitleColor", "setBackgroundImage", "setPreferredSymbolConfiguration", "addLayoutGuide",
    "layoutSubviews", "updateConstraints", "setCustomSpacing",
  ]

  /// The value of a call.
  func call(
    _ node: FunctionCallExprSyntax, _ scope: inout InferenceScope, expectedType: String?, statement: Bool
  ) -> SymbolicValue {
    let arguments = Array(node.arguments)
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      return call(named: reference.baseName.text, node, arguments, &scope, statement: statement)
    }
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      return call(member: member, node, arguments, &scope, statement: statement)
    }
    return .unknown("a call of `\(node.calledExpression.trimmedText.prefix(40))`")
  }

  /// `name(arguments)`: a function of the language, a conversion, an initializer, or a method.
  private func call(
    named name: String, _ node: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax],
    _ scope: inout InferenceScope, statement: Bool
  ) -> SymbolicValue {
    let values = { (scope: inout InferenceScope) in arguments.map { self.evaluate($0.expression, &scope) } }
    switch name {
    case "min", "max", "abs", "floor", "ceil", "round":
      let evaluated = values(&scope)
      let expressions = evaluated.compactMap(\.expression)
      guard expressions.count == evaluated.count,
        SymbolicExpression.functions[name]?.contains(expressions.count) == true
      else { return evaluated.first { $0.expression == nil }.map(unknown) ?? .unknown("\(name) with these arguments") }
      return .bounded(SymbolicExpression.call(name, expressions).folded)
    case "CGFloat", "Double", "Float", "Float64":
      guard arguments.count == 1, let only = arguments.first, only.label == nil else { return .unknown("\(name)(…)") }
      let value = evaluate(only.expression, &scope)
      return value.expression.map { .expression(SymbolicExpression.typed($0, isInteger: false).folded) } ?? value
    case "Int", "NSInteger":
      guard arguments.count == 1, let only = arguments.first, only.label == nil else { return .unknown("\(name)(…)") }
      let value = evaluate(only.expression, &scope)
      guard let expression = value.expression else { return unknown(value) }
      // Int(x) truncates towards zero.
      return .bounded(
        SymbolicExpression.typed(
          .conditional(.binary("<", expression, .number(0)), .call("ceil", [expression]), .call("floor", [expression])),
          isInteger: true
        ).folded)
    case "String":
      return string(arguments, &scope)
    case "NSLocalizedString":
      return localized(arguments, &scope)
    case "CGSize":
      var fields: [String: SymbolicValue] = [:]
      for argument in arguments {
        if let label = argument.label?.text { fields[label] = evaluate(argument.expression, &scope) }
      }
      return .record(type: "CGSize", fields: fields, path: "")
    case "UIImage":
      return image(arguments)
    case "UITapGestureRecognizer":
      // `UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))`.
      guard arguments.count == 2, arguments[0].expression.trimmedText == "self",
        let action = Self.selectorName(arguments[1].expression)
      else { return .unknown("a tap recognizer whose target is not the control") }
      return .recognizer(action: action, view: nil)
    case "fatalError", "preconditionFailure":
      scope.exited = true
      return .nothing
    case "print", "debugPrint", "assert", "precondition", "assertionFailure", "NSLog":
      return .nothing
    default: break
    }
    if let role = Self.viewRoles[name] ?? (declarations.viewBase(of: name) != nil ? .view : nil) {
      return createView(name, role: role, at: node, &scope)
    }
    if scope.isControl, let function = function(name, of: control.name, labels: arguments.map { $0.label?.text }) {
      return inline(function, arguments, &scope, typeName: control.name, isControl: true)
    }
    if let function = function(name, of: scope.typeName, labels: arguments.map { $0.label?.text }) {
      return inline(function, arguments, &scope, typeName: scope.typeName, isControl: scope.isControl)
    }
    if let type = declarations.types[name], type.kind == "enum", arguments.first?.label?.text == "rawValue" {
      return enumCase(type, rawValue: evaluate(arguments[0].expression, &scope))
    }
    if let type = declarations.types[name], type.kind == "struct" {
      var fields: [String: SymbolicValue] = [:]
      for argument in arguments {
        if let label = argument.label?.text { fields[label] = evaluate(argument.expression, &scope) }
      }
      return .record(type: name, fields: fields, path: name)
    }
    if scope.isControl { return viewCall(name, on: .control, node, arguments, &scope, statement: statement) }
    return .unknown("\(name)(…)")
  }

  /// `base.name(arguments)`.
  private func call(
    member: MemberAccessExprSyntax, _ node: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax],
    _ scope: inout InferenceScope, statement: Bool
  ) -> SymbolicValue {
    let name = member.declName.baseName.text
    guard let baseSyntax = member.base else { return .unknown(".\(name)(…)") }
    if baseSyntax.trimmedText == "super" { return .nothing }
    if baseSyntax.trimmedText == "self", name == "init" {
      guard
        let initializer = control.initializers.first(where: {
          Self.labels($0.signature) == arguments.map { $0.label?.text }
        })
      else { return .unknown("self.init(…)") }
      return inline(
        initializer.body?.statements, parameters: Self.parameters(initializer.signature), arguments: arguments,
        id: initializer.id, caller: &scope, typeName: control.name, isControl: true)
    }
    // `button.accessibilityTraits.insert(.selected)`.
    let traitsBase = baseSyntax.as(MemberAccessExprSyntax.self)
    let isTraits =
      traitsBase?.declName.baseName.text == "accessibilityTraits"
      || (baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.text == "accessibilityTraits" && scope.isControl
        && scope.locals["accessibilityTraits"] == nil)
    if isTraits, ["insert", "formUnion", "remove", "subtract"].contains(name) {
      let owner = traitsBase?.base.map { evaluate($0, &scope) } ?? .view(.control)
      if case .view(let view) = owner, let argument = arguments.first {
        changeTraits(
          of: view, name, evaluate(argument.expression, &scope, expectedType: "UIAccessibilityTraits"), at: node, &scope
        )
      }
      return .nothing
    }
    // `(0..<starCount).map { _ in UIButton() }` and `.forEach { index in … }`: repeated children.
    if name == "map" || name == "forEach", let repeated = repeatedChildren(baseSyntax, node, arguments, &scope) {
      return repeated
    }
    // `ratingButtons.append(button)`: the property holds the children.
    if name == "append", let collection = Self.propertyName(baseSyntax), scope.locals[collection] == nil,
      let argument = arguments.first, case .view(.child) = evaluate(argument.expression, &scope)
    {
      draft.collections.insert(collection)
      return .nothing
    }
    let base = evaluate(baseSyntax, &scope)
    switch base {
    case .type(let type):
      return staticCall(name, of: type, node, arguments, &scope)
    case .view(let view):
      return viewCall(name, on: view, node, arguments, &scope, statement: statement)
    case .children:
      return childrenCall(name, base: baseSyntax, node, arguments, &scope)
    case .image:
      return base
    case .expression(let expression):
      return numberCall(name, expression, arguments, &scope)
    case .record, .text, .traits, .choice, .unknown, .nothing, .recognizer:
      return .unknown("\(baseSyntax.trimmedText.prefix(40)).\(name)(…)")
    }
  }

  /// `Type.name(…)`: a helper of the inputs, or one of the framework calls the inference knows.
  private func staticCall(
    _ name: String, of type: String, _ node: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax],
    _ scope: inout InferenceScope
  ) -> SymbolicValue {
    if type == "String", name == "localizedStringWithFormat" { return format(arguments, &scope) }
    if type == "NSLayoutConstraint", name == "activate", let list = arguments.first?.expression.as(ArrayExprSyntax.self)
    {
      for element in list.elements {
        if let constraint = element.expression.as(FunctionCallExprSyntax.self) { constrain(constraint, &scope) }
      }
      return .nothing
    }
    if type == "UIAccessibility", name == "post" { return .nothing }
    if let function = function(name, of: type, labels: arguments.map { $0.label?.text }) {
      return inline(function, arguments, &scope, typeName: type, isControl: false)
    }
    if name == "init" || declarations.types[type]?.kind == "struct" && name == "init" {
      return call(named: type, node, arguments, &scope, statement: false)
    }
    return .unknown("\(type).\(name)(…)")
  }

  /// A method of a number: `x.rounded()`, `x.truncatingRemainder(dividingBy: y)`.
  private func numberCall(
    _ name: String, _ expression: SymbolicExpression, _ arguments: [LabeledExprSyntax], _ scope: inout InferenceScope
  ) -> SymbolicValue {
    let argument = arguments.first.map { evaluate($0.expression, &scope) }
    switch (name, argument) {
    case ("rounded", nil): return .bounded(SymbolicExpression.call("round", [expression]).folded)
    case ("rounded", .expression(.string(let rule))?):
      switch rule {
      case "down": return .bounded(SymbolicExpression.call("floor", [expression]).folded)
      case "up": return .bounded(SymbolicExpression.call("ceil", [expression]).folded)
      case "toNearestOrAwayFromZero": return .bounded(SymbolicExpression.call("round", [expression]).folded)
      default: return .unknown("rounding .\(rule)")
      }
    case ("truncatingRemainder", .expression(let divisor)?):
      return .bounded(SymbolicExpression.binary("%", expression, divisor).folded)
    case ("isMultiple", .expression(let divisor)?):
      return .bounded(SymbolicExpression.binary("==", .binary("%", expression, divisor), .number(0)).folded)
    default:
      return .unknown("\(name)(…) on a number")
    }
  }

  /// A method of the collection of children.
  private func childrenCall(
    _ name: String, base: ExprSyntax, _ node: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax],
    _ scope: inout InferenceScope
  ) -> SymbolicValue {
    switch name {
    case "firstIndex", "index":
      guard arguments.first?.label?.text == "of", let argument = arguments.first,
        case .view(.child) = evaluate(argument.expression, &scope)
      else { return .unknown("\(name)(…) of something other than a child") }
      return .expression(.name(draft.children?.index ?? "index"))
    case "append", "removeAll", "insert":
      return .nothing
    case "forEach":
      guard let closure = node.trailingClosure ?? arguments.first?.expression.as(ClosureExprSyntax.self) else {
        return .unknown("forEach without a closure")
      }
      var inner = scope
      if let parameter = Self.closureParameters(closure).first { inner.locals[parameter] = .view(.child) }
      inner.locals["$0"] = .view(.child)
      runClosure(closure, inner, &scope, why: "forEach over the children")
      return .nothing
    default:
      return .unknown("\(name)(…) on the children")
    }
  }

  /// The method `#selector(tapped(_:))` or `#selector(Control.tapped(_:))` names.
  static func selectorName(_ node: ExprSyntax) -> String? {
    guard let selector = node.as(MacroExpansionExprSyntax.self), selector.macroName.text == "selector",
      let reference = selector.arguments.first?.expression
    else { return nil }
    if let member = reference.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return reference.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// The property `name` or `self.name` names.
  static func propertyName(_ node: ExprSyntax) -> String? {
    if let reference = node.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = node.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The operator at the top of a folded sequence (empty for an operand).
  static func topOperator(_ folded: Folded) -> String {
    if case .binary(let op, _, _) = folded { return op }
    return ""
  }

  /// The names a closure's parameters bind.
  static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let names): return names.map(\.name.text)
    case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: return []
    }
  }

  /// A view created by the control's code: a child when a loop around it repeats.
  private func createView(_ className: String, role: Role, at node: some SyntaxProtocol, _ scope: inout InferenceScope)
    -> SymbolicValue
  {
    if let loop = scope.loop, scope.truth != loop.truth {
      draft.unresolved(
        "subview \(className)", source(node),
        "a \(className) created on only some passes of the loop (under a condition, or after continue); the model's children are one per pass"
      )
      return .unknown("a view created on some passes only")
    }
    guard let loop = scope.loop else {
      draft.unresolved(
        "subview \(className)", source(node),
        "a \(className) created outside a loop is not a child of the model (only repeated children are); describe it by hand"
      )
      return .unknown("a view created outside a loop")
    }
    if let existing = draft.children, existing.className != className || existing.source != source(node) {
      draft.unresolved(
        "subview \(className)", source(node),
        "the control creates more than one kind of child; the model has the first (\(existing.className), \(existing.source))"
      )
      return .unknown("a second kind of child")
    }
    draft.children = (loop.count, loop.index, className, source(node))
    return .view(.child)
  }

  /// `UIImage(named:)` and `UIImage(systemName:)`.
  private func image(_ arguments: [LabeledExprSyntax]) -> SymbolicValue {
    guard let first = arguments.first, ["named", "systemName"].contains(first.label?.text ?? ""),
      let literal = first.expression.as(StringLiteralExprSyntax.self), let name = literal.representedLiteralValue
    else { return .unknown("an image whose name is not a literal") }
    return .image(name)
  }
}
