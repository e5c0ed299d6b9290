import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// `ForEach(data) { item in row }` (and `List(data) { … }`): over a literal range of at most
  /// ``literalRows`` values, every row with its value; otherwise one representative row, its
  /// parameter unknown, marked `swiftui.repeated` with the data it repeats over (a state of its
  /// own over data the view owns that starts empty, ``startEmpty(_:over:_:_:)``).
  func forEach(_ call: FunctionCallExprSyntax, _ context: Context) -> Element? {
    var result = element(.view, "ForEach", at: call, context)
    result.runtimeAttributes.append(Self.transparent)
    guard let closure = call.trailingClosure ?? closure("content", of: call) else { return result }
    let data = call.arguments.first?.expression
    // `{ star in … }`, or `$0` in a closure without parameters.
    let parameter = closure.signature.flatMap(Self.parameterName) ?? "$0"
    if let data, let values = literalValues(data, context), values.count <= Self.literalRows {
      // Rows are tagged by their id (Apple, `Picker`): the case itself with `id: \.self`, or without
      // `id:` when the enum's `id` is `self`.
      let identity = argument("id", call)?.trimmedText
      for value in values {
        var inner = context
        inner.bindings.values[parameter] = value
        inner.bindings.mark(parameter, .fixed)
        var rows = views(closure.statements, inner)
        if case .member(let caseName) = value, rows.count == 1,
          identity == "\\.self" || identity == nil && context.bindings.enums.identifiesBySelf(caseName),
          !rows[0].runtimeAttributes.contains(where: { $0.keyPath == Self.tagKeyPath })
        {
          rows[0].runtimeAttributes.append(
            RuntimeAttribute(keyPath: Self.tagKeyPath, value: .other(type: "swiftui", text: caseName)))
        }
        result.children += rows
      }
      return result
    }
    var inner = context
    inner.bindings.values[parameter] = .unknown(parameter)
    inner.bindings.mark(parameter, .fixed)
    result.children = views(closure.statements, inner)
    result.runtimeAttributes.append(
      RuntimeAttribute(
        keyPath: "swiftui.repeated", value: .other(type: "swiftui", text: data?.sourceText ?? "")))
    if let data { startEmpty(&result, over: data, call, context) }
    return result
  }

  /// The values of a literal range (`1...5`, `0..<count` with `count` bound) or array of literals.
  private func literalValues(_ data: ExprSyntax, _ context: Context) -> [SwiftUIValue]? {
    // An array literal, here or in a property or local the source fixes for good (`let items =
    // [Item(…)]`; not `@State`'s initial value, which the app changes, nor a preview's example).
    if case .list(let values) = context.bindings.fixed.evaluate(data) {
      return values.allSatisfy(\.isKnown) ? values : nil
    }
    var range = data
    if let tuple = data.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      range = only.expression
    }
    guard let sequence = range.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
    let parts = Array(sequence.elements)
    guard let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<",
      case .number(let low) = context.bindings.evaluate(parts[0]),
      case .number(let high) = context.bindings.evaluate(parts[2]),
      low == low.rounded(), high == high.rounded(), high - low <= Double(Self.literalRows)
    else { return nil }
    let upper = op == "..." ? high : high - 1
    guard upper >= low else { return [] }
    return stride(from: low, through: upper, by: 1).map(SwiftUIValue.number)
  }

  /// The name of a closure's first parameter (`item in`, `(item) in`).
  static func parameterName(_ signature: ClosureSignatureSyntax) -> String? {
    switch signature.parameterClause {
    case .simpleInput(let names)?: return names.first?.name.text
    case .parameterClause(let clause)?: return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
    case nil: return nil
    }
  }

  /// `if`/`else if`/`else` as alternatives (``SceneStates``): the branches the bound values rule
  /// out are dropped; when they decide the condition only the branch they choose is kept; else
  /// every branch that may show is kept, each marked with its condition, the first shown.
  func alternatives(
    _ node: IfExprSyntax, _ context: Context, otherwise rest: [CodeBlockItemSyntax]? = nil
  ) -> Element {
    var branches:
      [(condition: String, statements: CodeBlockItemListSyntax?, holds: Bool?, initially: Bool?, context: Context)] =
        []
    var earlier: [String] = []
    var current: IfExprSyntax? = node
    while let branch = current {
      var inner = context
      bindOptionals(branch.conditions, &inner)
      let condition = Self.quoted(branch.conditions.sourceText)
      let otherwise = earlier.map { "not \($0)" }
      branches.append(
        (
          (otherwise + [condition]).joined(separator: ", "), branch.body.statements,
          decide(branch.conditions, context.bindings.fixed, context.contents),
          decide(branch.conditions, context.bindings, context.contents), inner
        ))
      earlier.append(condition)
      switch branch.elseBody {
      case .ifExpr(let next)?: current = next
      case .codeBlock(let block)?:
        branches.append((earlier.map { "not \($0)" }.joined(separator: ", "), block.statements, true, true, context))
        current = nil
      case nil:
        branches.append((earlier.map { "not \($0)" }.joined(separator: ", "), nil, true, true, context))
        current = nil
      }
    }
    // The branches that may show: not ruled out, and none after one the values decide.
    var possible: [Int] = []
    for (offset, branch) in branches.enumerated() where branch.holds != false {
      possible.append(offset)
      if branch.holds == true { break }
    }
    // The default state shows the branch the initial values choose (`@State var isOn = false`).
    var shown = possible.firstIndex { branches[$0].initially != false } ?? 0
    // With no `else`, the statements after an `if` that returns (`otherwise`) are its `else`.
    var built = possible.map { offset in
      branches[offset].statements.map { views($0, branches[offset].context) } ?? rest.map { views($0, context) } ?? []
    }
    // Branches that build the same views (`if #available(iOS 17, *) { content.selectionDisabled() }
    // else { content }`) are no states of their own.
    if built.count > 1, built.dropFirst().allSatisfy({ $0 == built[0] }) {
      (possible, built, shown) = ([possible[shown]], [built[shown]], 0)
    }
    var result = element(.view, "if", at: node, context)
    result.runtimeAttributes.append(Self.transparent)
    let undecided = possible.count > 1
    if undecided {
      // What is shown depends on the app's state: the text of a label built from it is not fixed.
      result.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(node.conditions.sourceText)))
    }
    for (position, offset) in possible.enumerated() {
      let branch = branches[offset]
      var wrapper = element(.view, offset == branches.count - 1 && offset > 0 ? "else" : "if", at: node, context)
      wrapper.runtimeAttributes.append(Self.transparent)
      wrapper.children = built[position]
      if undecided {
        SceneStates.mark(&wrapper, condition: branch.condition)
        wrapper.isHidden = position != shown
      }
      result.children.append(wrapper)
    }
    return result
  }

  /// `TabView` and `ViewThatFits` as alternatives (``SceneStates``): one child shows at a time,
  /// the tab the user selects, the first view that fits the space. Each child is a branch marked
  /// with its condition; the default state shows the tab the initial selection tags (else the
  /// first tab) and the first view.
  func oneAtATime(_ name: String, _ container: Element, _ call: FunctionCallExprSyntax, _ context: Context)
    -> Element
  {
    var result = container
    guard result.children.count > 1 else { return result }
    var shown = 0
    // `TabView(selection: $tab)`: the tab whose `.tag` is the initial value shows first.
    let selection = name == "TabView" ? argument("selection", call) : nil
    if let selection, case let chosen = context.bindings.evaluate(selection), chosen.isKnown,
      let index = result.children.firstIndex(where: { Self.option(tagged: chosen.shown, in: [$0]) != nil })
    {
      shown = index
    }
    let selected = selection.map { Self.quoted(String($0.trimmedText.trimmingPrefix("$"))) }
    let count = result.children.count
    result.children = result.children.enumerated().map { index, child in
      var wrapper = element(.view, name == "TabView" ? "tab" : "fit", at: call, context)
      wrapper.location = child.location
      wrapper.runtimeAttributes.append(Self.transparent)
      wrapper.children = [child]
      let condition: String
      if name != "TabView" {
        condition = "view \(index + 1) of \(count) is the first that fits"
      } else if let selected, let tag = Self.tag(of: child) {
        condition = "\(selected) is \(tag)"
      } else {
        condition = "tab \(index + 1) of \(count) is selected"
      }
      SceneStates.mark(&wrapper, condition: condition)
      wrapper.isHidden = index != shown
      return wrapper
    }
    return result
  }

  /// The value a view's `.tag(…)` gives it (looked for through transparent wrappers).
  private static func tag(of view: Element) -> String? {
    if let tag = view.runtimeAttributes.first(where: { $0.keyPath == Self.tagKeyPath }) { return tag.value.text }
    return isTransparent(view) && view.children.count == 1 ? view.children.first.flatMap(tag) : nil
  }

  /// `condition ? A : B` in a builder (`A` or `B` may be another `?:`): the branch the bound values
  /// choose, else both, each marked with its condition, `A` shown.
  func alternatives(condition: Folded, _ branches: [Folded], _ node: SequenceExprSyntax, _ context: Context)
    -> Element
  {
    var result = element(.view, "?:", at: node, context)
    result.runtimeAttributes.append(Self.transparent)
    let decided: Bool? = {
      if case .bool(let flag)? = context.bindings.fixed.evaluate(condition) { return flag }
      return nil
    }()
    // The default state shows the branch the initial values choose.
    let shown: Int = {
      if case .bool(false)? = context.bindings.evaluate(condition) { return 1 }
      return 0
    }()
    if decided == nil {
      result.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string("?:")))
    }
    let conditionText = Self.quoted(condition.sourceText)
    for (offset, branch) in branches.enumerated() where decided == nil || decided == (offset == 0) {
      var wrapper = element(.view, offset == 0 ? "then" : "else", at: node, context)
      wrapper.runtimeAttributes.append(Self.transparent)
      switch branch {
      case .leaf(let expression): wrapper.children = views(of: expression, context)
      case .ternary(let inner, let then, let otherwise):
        wrapper.children = [alternatives(condition: inner, [then, otherwise], node, context)]
      default: break
      }
      if decided == nil {
        SceneStates.mark(&wrapper, condition: offset == 0 ? conditionText : "not \(conditionText)")
        wrapper.isHidden = offset != shown
      }
      result.children.append(wrapper)
    }
    return result
  }

  /// Code as a condition names it: in backquotes, shortened.
  static func quoted(_ code: String) -> String {
    let line = code.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(
      separator: " ")
    return "`\(line.count > 60 ? String(line.prefix(57)) + "…" : line)`"
  }

  /// Whether the bound values decide a condition list (`nil` when they do not): Boolean
  /// expressions, and `if let` over a value known to be `nil` or present (a view a caller passes
  /// for an optional view property is the caller's source, so fixed: ``SwiftUIContent/isPresent``).
  private func decide(
    _ conditions: ConditionElementListSyntax, _ bindings: SwiftUIBindings, _ contents: [String: SwiftUIContent]
  ) -> Bool? {
    var all = true
    for condition in conditions {
      switch condition.condition {
      case .expression(let expression):
        guard case .bool(let flag) = bindings.evaluate(expression) else { return nil }
        all = all && flag
      case .optionalBinding(let binding):
        let value: SwiftUIValue? =
          binding.initializer.map { bindings.evaluate($0.value) }
          ?? binding.pattern.as(IdentifierPatternSyntax.self).flatMap { bindings.values[$0.identifier.text] }
        // State whose every value is present (``SwiftUIBindings/neverNil``) is there in every state.
        let name =
          binding.initializer.map { $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text }
          ?? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        if let name, bindings.neverNil.contains(name) { continue }
        if let name, let content = contents[name] {
          guard let present = content.isPresent else { return nil }
          all = all && present
          continue
        }
        guard let value, value.isKnown else { return nil }
        all = all && value != .none
      case .availability(let availability):
        guard let holds = Self.holds(availability, on: index.deployment) else { return nil }
        all = all && holds
      case .matchingPattern(let matching):
        // `if case .authenticated = state`, `if case .loaded(let items) = phase`: the case the
        // bound value is.
        // `.some(let x)`/`.none` match an optional, not a case of the app's enum.
        guard let name = Self.caseName(matching.pattern), name != "some", name != "none",
          case .member(let value) = bindings.evaluate(matching.initializer.value)
        else { return nil }
        all = all && value == name
      default:
        return nil
      }
    }
    return all
  }

  /// The enum case a pattern matches (`.authenticated`, `.loaded(let items)`, `let .loaded(items)`);
  /// `nil` for any other pattern.
  static func caseName(_ pattern: PatternSyntax) -> String? {
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(binding.pattern) }
    guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
    let member =
      expression.as(MemberAccessExprSyntax.self)
      ?? expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
    guard let member, member.base == nil else { return nil }
    return member.declName.baseName.text
  }

  /// Whether `#available(…)` or `#unavailable(…)` holds on every system of `deployment`: when
  /// every entry that may apply on its platform (`iOS`, and `iOSApplicationExtension` in an
  /// extension, whichever the compiler picks) is at or below the deployment's version, or the list
  /// leaves the platform to `*` (available from its first version); `nil` when the app's system
  /// decides (a later version, a `macCatalyst` entry on iOS, no deployment known).
  static func holds(_ condition: AvailabilityConditionSyntax, on deployment: Deployment?) -> Bool? {
    guard let deployment else { return nil }
    let available: Bool? = {
      for argument in condition.availabilityArguments {
        guard case .availabilityVersionRestriction(let restriction) = argument.argument else { continue }
        let name = restriction.platform.text
        // An iOS app may also run as Mac Catalyst, whose versions the iOS deployment does not fix.
        if name.hasPrefix("macCatalyst") && deployment.platform == .iOS { return nil }
        guard Self.platform(name) == deployment.platform else { continue }
        guard let version = restriction.version?.trimmedText else { continue }
        if !deployment.runs(atLeast: version) { return nil }
      }
      return true
    }()
    guard let available else { return nil }
    return condition.availabilityKeyword.tokenKind == .poundUnavailable ? !available : available
  }

  /// The platform of an availability entry (`iOS`, `iOSApplicationExtension`, `macOS`, `OSX`);
  /// `nil` for one Herald does not judge as such (`visionOS`, `macCatalyst`).
  private static func platform(_ name: String) -> Platform? {
    switch name {
    case "iOS", "iOSApplicationExtension": .iOS
    case "macOS", "macOSApplicationExtension", "OSX", "OSXApplicationExtension": .macOS
    case "tvOS", "tvOSApplicationExtension": .tvOS
    case "watchOS", "watchOSApplicationExtension": .watchOS
    default: nil
    }
  }

  /// `if let x = …`: `x` is a value the app computes.
  private func bindOptionals(_ conditions: ConditionElementListSyntax, _ context: inout Context) {
    for condition in conditions {
      guard case .optionalBinding(let binding) = condition.condition,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      // `if let name` keeps what is known of `name`; `if let x = code` is what the app computes.
      // Unwrapped state (`if let kind`, `if let k = kind`) is still state, now never nil.
      let value = binding.initializer.map { context.bindings.evaluate($0.value) } ?? context.bindings.values[name]
      let source = binding.initializer.map { $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text } ?? name
      let isState = source.map { context.bindings.changeable.contains($0) } ?? false
      // Inside the branch the value is present: one that starts `nil` (the branch is another
      // state than the first) is what the app sets.
      context.bindings.values[name] = value.flatMap { $0.isKnown && $0 != .none ? $0 : nil } ?? .unknown(name)
      context.bindings.mark(name, isState ? .changeableNeverNil : .fixed)
      // `if let icon = image`: the view a caller passed for `image`, under its new name.
      context.contents[name] = source.flatMap { context.contents[$0] }
    }
  }
}
