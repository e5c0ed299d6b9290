import HeraldSyntax
import HeraldTree
import SwiftSyntax

/// Turns a SwiftUI view's `body` into Herald's control tree, statically
/// (`docs/swiftui.md`): containers, controls and text with their literal strings, modifiers as
/// accessibility properties, custom view types expanded from their own source with the arguments
/// passed to them, `ForEach` as its rows, and `if`/`switch` branches as alternatives, the first
/// shown.
///
/// The reader is bounded: custom views nest at most ``maximumDepth`` deep, a body builds at most
/// ``elementBudget`` elements, and a view never expands inside itself.
final class SwiftUIBodyReader {
  /// Where a body is read: its view type, its file and the names it can read.
  struct Context {
    /// The view whose body (or member) is read.
    var view: SwiftUIViewType
    /// The file it is declared in.
    var file: SwiftUIFile
    /// Properties and locals.
    var bindings: SwiftUIBindings
  }

  /// The deepest custom views nest.
  static let maximumDepth = 8
  /// The most elements one scene may have.
  static let elementBudget = 20_000
  /// The most rows of a `ForEach` over a literal range that are built one by one.
  static let literalRows = 12

  let index: SwiftUIViewIndex
  /// The view types being expanded, outermost first.
  var expanding: [String] = []
  /// Elements left to build.
  var budget = SwiftUIBodyReader.elementBudget
  /// How deeply expressions nest while read.
  var nesting = 0
  /// The component models of adjustable elements read so far.
  var models: [ComponentModel] = []

  init(index: SwiftUIViewIndex) {
    self.index = index
  }

  /// The location of `node` in `context`'s file.
  func location(_ node: some SyntaxProtocol, _ context: Context) -> HeraldSyntax.SourceLocation {
    context.file.positions.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// A new element at `node`.
  func element(_ role: Role, _ className: String, at node: some SyntaxProtocol, _ context: Context) -> Element {
    budget -= 1
    return Element(id: "", role: role, className: className, location: location(node, context))
  }

  // MARK: Statements of a view builder

  /// The views the statements of a view builder (a closure, a body) build, in order.
  func views(_ items: CodeBlockItemListSyntax, _ context: Context) -> [Element] {
    var context = context
    var result: [Element] = []
    for item in items {
      guard budget > 0 else { break }
      switch item.item {
      case .expr(let expression): result += views(of: expression, context)
      case .stmt(let statement):
        if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
          result += views(of: expression, context)
        } else if let value = statement.as(ReturnStmtSyntax.self)?.expression {
          result += views(of: value, context)
          return result
        }
      case .decl(let declaration):
        if let variable = declaration.as(VariableDeclSyntax.self) {
          bind(variable, &context)
        } else if let conditional = declaration.as(IfConfigDeclSyntax.self) {
          result += views(conditional, context)
        }
      }
    }
    return result
  }

  /// `let x = …` in a builder: `x` is bound to its value.
  private func bind(_ variable: VariableDeclSyntax, _ context: inout Context) {
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      context.bindings.values[name] =
        binding.initializer.map { context.bindings.evaluate($0.value) } ?? .unknown(name)
    }
  }

  /// `#if`: the clause for iOS, else the first.
  private func views(_ conditional: IfConfigDeclSyntax, _ context: Context) -> [Element] {
    let clauses = Array(conditional.clauses)
    let chosen =
      clauses.first { $0.condition?.sourceText.contains("iOS") ?? false }
      ?? clauses.first { $0.condition?.sourceText.contains("macOS") == false }
      ?? clauses.first
    guard case .statements(let statements)? = chosen?.elements else { return [] }
    return views(statements, context)
  }

  /// The views one expression of a builder builds: one view, or none (`EmptyView()`, code that
  /// builds no view).
  func views(of expression: ExprSyntax, _ context: Context) -> [Element] {
    nesting += 1
    defer { nesting -= 1 }
    guard nesting < 200, budget > 0 else { return [] }
    if let node = expression.as(IfExprSyntax.self) { return [alternatives(node, context)] }
    if let node = expression.as(SwitchExprSyntax.self) { return [alternatives(node, context)] }
    if let node = expression.as(SequenceExprSyntax.self) { return sequence(node, context) }
    if let node = expression.as(TupleExprSyntax.self), node.elements.count == 1, let only = node.elements.first {
      return views(of: only.expression, context)
    }
    if let node = expression.as(PostfixIfConfigExprSyntax.self), let base = node.base {
      return views(of: base, context)
    }
    return view(expression, context).map { [$0] } ?? []
  }

  /// One view with its modifiers applied, inner first.
  func view(_ expression: ExprSyntax, _ context: Context) -> Element? {
    var modifiers: [(name: String, call: FunctionCallExprSyntax)] = []
    var base = expression
    while true {
      if let conditional = base.as(PostfixIfConfigExprSyntax.self), let inner = conditional.base {
        base = inner
        continue
      }
      // A namespace of modifiers (`.emojiText.size(…)`): the view is its base.
      if let member = base.as(MemberAccessExprSyntax.self), let receiver = member.base, !Self.isTypeName(receiver),
        receiver.is(FunctionCallExprSyntax.self) || receiver.is(MemberAccessExprSyntax.self)
      {
        base = receiver
        continue
      }
      guard let call = base.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base,
        !Self.isTypeName(receiver)
      else { break }
      modifiers.append((member.declName.baseName.text, call))
      base = receiver
    }
    guard var element = baseView(base, context) else { return nil }
    for modifier in modifiers.reversed() { apply(modifier.name, modifier.call, to: &element, context) }
    if modifiers.contains(where: { $0.name == "accessibilityAdjustableAction" }) {
      let className = "\(context.view.name).\(element.location.line)"
      let builder = SwiftUIComponentBuilder(view: context.view, bindings: context.bindings, file: context.file)
      if let model = builder.model(className: className, modifiers: modifiers.reversed(), at: element.location) {
        element.customClass = CustomClass(name: className)
        if !models.contains(where: { $0.className == className }) { models.append(model) }
      }
    }
    return element
  }

  /// Whether `expression` names a type (`Color`, `SwiftUI.Image`) rather than a view value.
  static func isTypeName(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase ?? false
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return isTypeName(base) && (member.declName.baseName.text.first?.isUppercase ?? false)
    }
    return false
  }

  /// A view without its modifiers.
  private func baseView(_ expression: ExprSyntax, _ context: Context) -> Element? {
    if let call = expression.as(FunctionCallExprSyntax.self) {
      let called = call.calledExpression.sourceText
      let name = called.hasPrefix("SwiftUI.") ? String(called.dropFirst(8)) : called
      if let control = control(name, call, context) { return control }
      if let view = index.views[name] { return expand(view, call: call, context) }
      if name.first?.isLowercase ?? false, let function = context.view.functions[name] {
        return member(function, call: call, context)
      }
      return opaque(name, call, context)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return property(reference.baseName.text, at: reference, context)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
        return property(member.declName.baseName.text, at: member, context)
      }
      // `Color.red`, `.red` as a view: a shape of colour.
      return element(.view, member.sourceText, at: member, context)
    }
    if let macro = expression.as(MacroExpansionExprSyntax.self) {
      return element(.view, "#" + macro.macroName.text, at: macro, context)
    }
    return nil
  }

  /// `header` in a body: a computed view property of the view.
  private func property(_ name: String, at node: some SyntaxProtocol, _ context: Context) -> Element? {
    if let getter = context.view.computed[name], name != "body" || expanding.last != context.view.name {
      return group("var \(name)", views(getter, context), at: node, context)
    }
    var opaque = element(.view, name, at: node, context)
    opaque.runtimeAttributes.append(RuntimeAttribute(keyPath: "swiftui.unresolved", value: .string(name)))
    return opaque
  }

  /// `row(for: item)` in a body: a method of the view, its parameters bound to the arguments.
  private func member(_ function: FunctionDeclSyntax, call: FunctionCallExprSyntax, _ context: Context) -> Element? {
    guard let body = function.body?.statements, expanding.count < Self.maximumDepth else { return nil }
    var inner = context
    let parameters = Array(function.signature.parameterClause.parameters)
    let arguments = Array(call.arguments)
    for (offset, parameter) in parameters.enumerated() {
      let name = (parameter.secondName ?? parameter.firstName).text
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      let argument =
        arguments.first { $0.label?.text == label && label != nil }
        ?? (offset < arguments.count && label == nil ? arguments[offset] : nil)
      inner.bindings.values[name] =
        argument.map { context.bindings.evaluate($0.expression) }
        ?? parameter.defaultValue.map { context.bindings.evaluate($0.value) } ?? .unknown(name)
    }
    expanding.append(context.view.name + "." + function.name.text)
    defer { expanding.removeLast() }
    return group("func \(function.name.text)", views(body, inner), at: call, context)
  }

  /// A custom view type's body, its properties bound to the arguments passed (by label), else to
  /// their initial values. A view already being expanded, or past ``maximumDepth``, is kept
  /// unexpanded as a custom class.
  func expand(_ view: SwiftUIViewType, call: FunctionCallExprSyntax, _ context: Context) -> Element {
    var root = element(.view, view.name, at: call, context)
    root.runtimeAttributes.append(
      RuntimeAttribute(keyPath: "swiftui.view", value: .other(type: "swiftui", text: view.name)))
    guard let file = index.files[view.location.file], let body = view.body, !expanding.contains(view.name),
      expanding.count < Self.maximumDepth
    else {
      root.customClass = CustomClass(name: view.name)
      return root
    }
    let inner = Context(view: view, file: file, bindings: Self.arguments(for: view, call: call, context.bindings))
    expanding.append(view.name)
    defer { expanding.removeLast() }
    root.children = views(body, inner)
    return root
  }

  /// The bindings of `view`'s properties: the call's arguments by label, else initial values.
  static func arguments(for view: SwiftUIViewType, call: FunctionCallExprSyntax?, _ caller: SwiftUIBindings)
    -> SwiftUIBindings
  {
    var bindings = SwiftUIBindings()
    let arguments = call.map { Array($0.arguments) } ?? []
    var unlabeled = arguments.filter { $0.label == nil }.makeIterator()
    for property in view.properties {
      if let argument = arguments.first(where: { $0.label?.text == property.name }) {
        bindings.values[property.name] = caller.evaluate(argument.expression)
      } else if let initial = property.initializer {
        bindings.values[property.name] = bindings.evaluate(initial)
      } else if property.wrapper == nil, let argument = unlabeled.next() {
        bindings.values[property.name] = caller.evaluate(argument.expression)
      }
    }
    return bindings
  }

  /// Views of Apple's frameworks that expose their own accessibility (Swift Charts describes its
  /// marks, MapKit its map, AVKit its player): not custom classes of unknown code.
  static let frameworkViews: Set<String> = [
    "Chart", "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark", "Map",
    "VideoPlayer", "SignInWithAppleButton", "PhotosPicker", "TimelineView", "Canvas", "SubscriptionStoreView",
    "ProductView", "StoreView", "ContentUnavailableView",
  ]

  /// A view type the inputs do not declare: kept with its name as a custom class (its own code
  /// decides what it exposes), with the views of its closures inside.
  func opaque(_ name: String, _ call: FunctionCallExprSyntax, _ context: Context) -> Element {
    // A type named like a button (ButtonKit's `AsyncButton`) is taken for one: its label views are
    // its content, not elements of their own.
    let isButton = name.hasSuffix("Button") && !closures(of: call).isEmpty
    var result = element(isButton ? .button : name == "Map" ? .map : .view, name, at: call, context)
    if name.first?.isUppercase ?? false, !Self.frameworkViews.contains(name) {
      result.customClass = CustomClass(name: name)
      // What it shows is its own code's business: text built from it is not known.
      result.runtimeAttributes.append(RuntimeAttribute(keyPath: "swiftui.unresolved", value: .string(name)))
    }
    result.children = closures(of: call).flatMap { views($0.statements, context) }
    if isButton {
      combine(closure("label", of: call).map { views($0.statements, context) } ?? result.children, into: &result)
    }
    return result
  }

  /// A container of the views `children`, for a member or a custom view.
  func group(_ name: String, _ children: [Element], at node: some SyntaxProtocol, _ context: Context) -> Element {
    if children.count == 1, let only = children.first, name.hasPrefix("var ") || name.hasPrefix("func ") {
      return only
    }
    var result = element(.view, name, at: node, context)
    result.children = children
    return result
  }

  /// The closures passed to a call, trailing ones included, in order.
  func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
    var result = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    if let trailing = call.trailingClosure { result.append(trailing) }
    result += call.additionalTrailingClosures.map(\.closure)
    return result
  }

  /// The closure passed as `label` (`label:`, `header:`), trailing or not.
  func closure(_ label: String, of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    if let argument = call.arguments.first(where: { $0.label?.text == label }) {
      return argument.expression.as(ClosureExprSyntax.self)
    }
    return call.additionalTrailingClosures.first { $0.label.text == label }?.closure
  }

  /// `Text("a") + Text("b")` (one text), `condition ? A : B` (alternatives).
  private func sequence(_ node: SequenceExprSyntax, _ context: Context) -> [Element] {
    switch Folded(node) {
    case .ternary(let condition, .leaf(let then), .leaf(let otherwise)):
      return [alternatives(condition: condition, [then, otherwise], node, context)]
    case .binary("+", _, _):
      let parts = stride(from: 0, to: node.elements.count, by: 2).map { Array(node.elements)[$0] }
      let texts = parts.compactMap { view($0, context) }
      guard var first = texts.first else { return [] }
      first.content.text = texts.compactMap(\.content.text).joined()
      return [first]
    default:
      return []
    }
  }
}
