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
    /// Views passed in for the view's properties (`content`), by property name.
    var contents: [String: SwiftUIContent] = [:]
  }

  /// The deepest custom views nest.
  static let maximumDepth = 8
  /// The most elements one file's scenes read for one platform may have together (the run's ``SwiftUIElementPool``
  /// bounds all files together).
  static let elementBudget = 100_000
  /// The most rows of a `ForEach` over a literal range that are built one by one.
  static let literalRows = 12

  let index: SwiftUIViewIndex
  /// The view types being expanded, outermost first.
  var expanding: [String] = []
  /// Elements left to build before the reader takes more from the run's pool.
  var budget = 0
  /// The run's pool, shared by every file.
  let pool: SwiftUIElementPool
  /// What the file may still take from the pool (``elementBudget`` in all).
  private var fileRemaining = SwiftUIBodyReader.elementBudget
  /// How deeply expressions nest while read.
  var nesting = 0
  /// How many times a body has shown a view an app's modifier modifies (``SwiftUIContent/element(_:)``).
  var placedContents = 0
  /// The component models of the adjustable elements of the scene read.
  var models: [ComponentModel] = []
  /// The models built so far by class (`nil`: the element has none), so that a view used many
  /// times is read once.
  private var built: [String: ComponentModel?] = [:]
  /// The declarations of each file the component inference read, by path.
  private var declarations: [String: SwiftDeclarations] = [:]

  init(index: SwiftUIViewIndex, pool: SwiftUIElementPool) {
    self.index = index
    self.pool = pool
    refill()
  }

  /// Why the reader stopped building, once it has: the file's budget or the run's.
  var cutReason: String? {
    guard budget <= 0 else { return nil }
    return fileRemaining <= 0
      ? "the file's budget of \(Self.elementBudget) elements is spent"
      : "the run's budget of \(pool.limit) elements (\(SwiftUIElementPool.baseElements), and \(SwiftUIElementPool.elementsPerByte) per byte of Swift read) is spent"
  }

  /// Takes the next chunk of the file's budget from the run's pool.
  private func refill() {
    let granted = pool.take(min(SwiftUIElementPool.chunk, fileRemaining))
    fileRemaining -= granted
    budget += granted
  }

  /// Gives what the reader took and did not build back to the pool (once the file is read).
  func finish() {
    pool.giveBack(budget)
    budget = 0
  }

  /// The location of `node` in `context`'s file.
  func location(_ node: some SyntaxProtocol, _ context: Context) -> HeraldSyntax.SourceLocation {
    context.file.positions.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// A new element at `node`.
  func element(_ role: Role, _ className: String, at node: some SyntaxProtocol, _ context: Context) -> Element {
    charge(1)
    return Element(id: "", role: role, className: className, location: location(node, context))
  }

  /// Takes `count` elements built (or copied) from the budget, refilled from the run's pool for
  /// as long as the pool grants more.
  func charge(_ count: Int) {
    budget -= count
    while budget <= 0 {
      let before = budget
      refill()
      if budget == before { break }
    }
  }

  // MARK: Statements of a view builder

  /// The views the statements of a view builder (a closure, a body) build, in order.
  func views(_ items: some Collection<CodeBlockItemSyntax>, _ context: Context) -> [Element] {
    var context = context
    var result: [Element] = []
    for (offset, item) in items.enumerated() {
      guard budget > 0 else { break }
      // `if x { return A }` and what follows: A, or the rest, as alternatives (Swift's early return).
      if let node = Self.earlyReturn(item) {
        result.append(alternatives(node, context, otherwise: Array(items.dropFirst(offset + 1))))
        return result
      }
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

  /// `if x { …; return A }` with no `else` as a statement: the rest of the statements are its
  /// `else`.
  static func earlyReturn(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
    guard let node = expression(of: item)?.as(IfExprSyntax.self), node.elseBody == nil,
      node.body.statements.last?.item.as(ReturnStmtSyntax.self) != nil
    else { return nil }
    return node
  }

  /// The expression a statement is (`x = 1`, `if …`), or returns (`return A`); `nil` for a declaration.
  static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
    switch item.item {
    case .expr(let value): return value
    case .stmt(let statement):
      return statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
    case .decl: return nil
    }
  }

  /// `let x = …` in a builder: `x` is bound to its value, state the app changes when the value is
  /// made of such state (`let isExpanded = expanded.contains(group.id)` over an `@AppStorage`).
  private func bind(_ variable: VariableDeclSyntax, _ context: inout Context) {
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      guard let initializer = binding.initializer?.value else {
        context.bindings.values[name] = .unknown(name)
        context.bindings.mark(name, .fixed)
        continue
      }
      let value = context.bindings.evaluate(initializer)
      context.bindings.values[name] = value
      context.bindings.mark(name, context.bindings.change(initializer, value: value))
    }
  }

  /// `#if`: the clause a build for the index's platform compiles (``SwiftUICompilationConditions``).
  private func views(_ conditional: IfConfigDeclSyntax, _ context: Context) -> [Element] {
    let clause = SwiftUICompilationConditions.chosen(conditional.clauses, on: index.platform ?? .iOS)
    guard case .statements(let statements)? = clause?.elements
    else { return [] }
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
    return view(expression, context).map { [$0] } ?? []
  }

  /// One view with its modifiers applied, inner first.
  func view(_ expression: ExprSyntax, _ context: Context) -> Element? {
    var modifiers: [(name: String, call: FunctionCallExprSyntax)] = []
    var base = expression
    var isSelf = false
    while true {
      if let conditional = base.as(PostfixIfConfigExprSyntax.self), let inner = conditional.base {
        // `#if os(iOS) .accessibilityLabel(…) #endif`: the modifiers of the clause an iOS build compiles.
        if case .postfixExpression(let chain)? = SwiftUICompilationConditions.chosen(
          conditional.config.clauses, on: index.platform ?? .iOS)?.elements
        {
          modifiers += Self.modifierChain(chain)
        }
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
      guard let call = base.as(FunctionCallExprSyntax.self) else { break }
      // In a method of `extension View`, `modifier(…)` with no receiver modifies `self`.
      if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, modifiesSelf(name, context) {
        modifiers.append((name, call))
        isSelf = true
        break
      }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base,
        !Self.isTypeName(receiver),
        receiver.as(DeclReferenceExprSyntax.self)?.baseName.text != "self" || context.contents["self"] != nil
      else { break }
      modifiers.append((member.declName.baseName.text, call))
      base = receiver
    }
    guard var element = isSelf ? property("self", at: base, context) : baseView(base, context) else {
      return nil
    }
    for modifier in modifiers.reversed() {
      if Self.modifiersRead.contains(modifier.name) {
        applyThrough(modifier.name, modifier.call, to: &element, context)
      } else if let modified = appModifier(modifier.name, modifier.call, to: element, context) {
        element = modified
      }
    }
    if modifiers.contains(where: { $0.name == "accessibilityAdjustableAction" }) {
      attachModel(to: &element, modifiers.reversed(), context)
    }
    return element
  }

  /// The modifiers of a chain that starts with no view (`.accessibilityLabel("A").padding()`), outer first.
  static func modifierChain(_ expression: ExprSyntax) -> [(name: String, call: FunctionCallExprSyntax)] {
    var result: [(name: String, call: FunctionCallExprSyntax)] = []
    var current: ExprSyntax? = expression
    while let call = current?.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      result.append((member.declName.baseName.text, call))
      current = member.base
    }
    return result
  }

  /// Applies a modifier to `element`, or, when it is a wrapper that is no view of its own (a
  /// custom view's body, `Group`, `ForEach`, alternatives), to each view inside, as SwiftUI does.
  /// What concerns the view's area (gestures, frame, background, sort priority) and the screen's
  /// navigation title stay on the wrapper, which stands for the whole view.
  func applyThrough(_ name: String, _ call: FunctionCallExprSyntax, to element: inout Element, _ context: Context) {
    guard Self.isTransparent(element), !element.children.isEmpty, !Self.areaModifiers.contains(name) else {
      apply(name, call, to: &element, context)
      return
    }
    // An empty wrapper (a state with no views, such as no rows yet) has nothing to apply it to.
    for index in element.children.indices
    where !(Self.isTransparent(element.children[index]) && element.children[index].children.isEmpty) {
      applyThrough(name, call, to: &element.children[index], context)
    }
  }

  /// Modifiers about a view's area or the screen, applied to a wrapper itself; and environment
  /// values, which reach every view below the wrapper from it.
  static let areaModifiers: Set<String> = [
    "navigationTitle", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
    "frame", "background", "listRowBackground", "containerBackground", "accessibilitySortPriority", "font", "bold",
    "fontWeight",
    "foregroundColor", "foregroundStyle", "disabled", "toolbar", "safeAreaInset", "searchable", "overlay",
  ]

  /// The modifiers the reader reads (``apply(_:_:argument:to:_:)``); others (`.padding()`) are
  /// passed over.
  static let modifiersRead: Set<String> = [
    "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityIdentifier", "accessibility",
    "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden", "accessibilityElement",
    "accessibilityRepresentation", "accessibilityAdjustableAction", "accessibilityActions", "accessibilityAction",
    "accessibilitySortPriority", "accessibilityInputLabels", "onTapGesture", "onLongPressGesture", "gesture",
    "simultaneousGesture", "highPriorityGesture", "font", "pickerStyle", "frame", "foregroundColor", "foregroundStyle",
    "background", "listRowBackground", "containerBackground", "disabled", "hidden", "opacity", "navigationTitle", "tag",
    "toggleStyle", "buttonStyle",
    "bold", "fontWeight", "accessibilityCustomContent", "listStyle", "textCase", "toolbar", "help", "redacted",
    "unredacted", "labelStyle", "overlay", "scrollContentBackground", "safeAreaInset", "searchable",
  ]

  /// Gives an adjustable element the component model of its modifiers (built once per place in
  /// the source, with the bindings of its first use).
  private func attachModel(
    to element: inout Element, _ modifiers: [(name: String, call: FunctionCallExprSyntax)], _ context: Context
  ) {
    let className = "\(context.view.name).\(element.location.line)"
    if built[className] == nil {
      let path = context.file.path
      let read = declarations[path] ?? SwiftDeclarations(files: [(path, context.file.text)])
      declarations[path] = read
      let builder = SwiftUIComponentBuilder(
        view: context.view, bindings: context.bindings, file: context.file, declarations: read)
      built[className] = .some(builder.model(className: className, modifiers: modifiers, at: element.location))
    }
    guard case .some(.some(let model)) = built[className] else { return }
    element.customClass = CustomClass(name: className)
    if !models.contains(where: { $0.className == className }) { models.append(model) }
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

  /// The name views are indexed by of a nested view type called by its qualified name
  /// (`AutofillViews.Headline(…)`, `Self.MentionsView(…)`): `Headline`; `nil` for another call.
  static func nestedTypeName(_ called: ExprSyntax) -> String? {
    qualifiedType(called)?.name
  }

  /// A qualified type name's last qualifier and name (`("AutofillViews", "Headline")`,
  /// `("Self", "MentionsView")`); `nil` for another expression.
  static func qualifiedType(_ called: ExprSyntax) -> (qualifier: String, name: String)? {
    guard let member = called.as(MemberAccessExprSyntax.self), let base = member.base, isTypeName(called) else {
      return nil
    }
    let qualifier =
      base.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base.trimmedText
    return (qualifier, member.declName.baseName.text)
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
    case .ternary(let condition, let then, let otherwise):
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
