import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// `ForEach(data) { item in row }` (and `List(data) { … }`): over a literal range of at most
  /// ``literalRows`` values, every row with its value; otherwise one representative row, its
  /// parameter unknown, marked `swiftui.repeated` with the data it repeats over.
  func forEach(_ call: FunctionCallExprSyntax, _ context: Context) -> Element? {
    var result = element(.view, "ForEach", at: call, context)
    result.runtimeAttributes.append(Self.transparent)
    guard let closure = call.trailingClosure ?? closure("content", of: call) else { return result }
    let data = call.arguments.first?.expression
    // `{ star in … }`, or `$0` in a closure without parameters.
    let parameter = closure.signature.flatMap(Self.parameterName) ?? "$0"
    if let data, let values = literalValues(data, context), values.count <= Self.literalRows {
      for value in values {
        var inner = context
        inner.bindings.values[parameter] = value
        result.children += views(closure.statements, inner)
      }
      return result
    }
    var inner = context
    inner.bindings.values[parameter] = .unknown(parameter)
    result.children = views(closure.statements, inner)
    result.runtimeAttributes.append(
      RuntimeAttribute(
        keyPath: "swiftui.repeated", value: .other(type: "swiftui", text: data?.sourceText ?? "")))
    return result
  }

  /// The values of a literal range (`1...5`, `0..<count` with `count` bound) or array of literals.
  private func literalValues(_ data: ExprSyntax, _ context: Context) -> [SwiftUIValue]? {
    if let array = data.as(ArrayExprSyntax.self) {
      let values = array.elements.map { context.bindings.evaluate($0.expression) }
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

  /// `if`/`else if`/`else` as alternatives: every branch listed, the one shown first (the branch
  /// the bound values choose when they decide the condition, else the first); the others hidden.
  func alternatives(_ node: IfExprSyntax, _ context: Context) -> Element {
    var branches: [(label: String, statements: CodeBlockItemListSyntax?, condition: Bool?, context: Context)] = []
    var current: IfExprSyntax? = node
    while let branch = current {
      var inner = context
      bindOptionals(branch.conditions, &inner)
      branches.append(
        (
          "if " + branch.conditions.sourceText, branch.body.statements, decide(branch.conditions, context),
          inner
        ))
      switch branch.elseBody {
      case .ifExpr(let next)?: current = next
      case .codeBlock(let block)?:
        branches.append(("else", block.statements, true, context))
        current = nil
      case nil:
        branches.append(("else", nil, true, context))
        current = nil
      }
    }
    // The first branch the bound values do not rule out: the first, unless they decide it is false.
    let chosen = branches.firstIndex { $0.condition != false } ?? 0
    var result = element(.view, "if", at: node, context)
    result.runtimeAttributes.append(Self.transparent)
    if branches[chosen].condition == nil {
      // What is shown depends on the app's state: the text of a label built from it is not fixed.
      result.runtimeAttributes.append(
        RuntimeAttribute(keyPath: "swiftui.unresolved", value: .string(node.conditions.sourceText)))
    }
    for (offset, branch) in branches.enumerated() {
      var wrapper = element(.view, branch.label, at: node, context)
      wrapper.runtimeAttributes.append(Self.transparent)
      wrapper.children = branch.statements.map { views($0, branch.context) } ?? []
      wrapper.isHidden = offset != chosen
      result.children.append(wrapper)
    }
    return result
  }

  /// `switch` as alternatives: each case a branch, the first shown.
  func alternatives(_ node: SwitchExprSyntax, _ context: Context) -> Element {
    var result = element(.view, "switch", at: node, context)
    result.runtimeAttributes.append(Self.transparent)
    let subject = context.bindings.evaluate(node.subject)
    var cases: [(SwitchCaseSyntax, matches: Bool?)] = []
    for entry in node.cases {
      guard case .switchCase(let switchCase) = entry else { continue }
      cases.append((switchCase, Self.matches(switchCase, subject, context)))
    }
    // The case the known value matches, else the first.
    let chosen = cases.firstIndex { $0.matches == true } ?? 0
    if !cases.contains(where: { $0.matches == true }) {
      result.runtimeAttributes.append(
        RuntimeAttribute(keyPath: "swiftui.unresolved", value: .string(node.subject.sourceText)))
    }
    for (offset, entry) in cases.enumerated() {
      var wrapper = element(.view, entry.0.label.sourceText, at: entry.0, context)
      wrapper.runtimeAttributes.append(Self.transparent)
      wrapper.children = views(entry.0.statements, context)
      wrapper.isHidden = offset != chosen
      result.children.append(wrapper)
    }
    return result
  }

  /// Whether a case matches a known value (`case .b:` for `.b`, `default:` always); `nil` when the
  /// value is not known.
  private static func matches(_ switchCase: SwitchCaseSyntax, _ subject: SwiftUIValue, _ context: Context) -> Bool? {
    guard subject.isKnown else { return nil }
    guard case .case(let label) = switchCase.label else { return true }
    return label.caseItems.contains { item in
      guard let expression = item.pattern.as(ExpressionPatternSyntax.self)?.expression else { return false }
      return context.bindings.evaluate(expression) == subject
    }
  }

  /// `condition ? A : B` in a builder (`A` or `B` may be another `?:`).
  func alternatives(condition: Folded, _ branches: [Folded], _ node: SequenceExprSyntax, _ context: Context)
    -> Element
  {
    var result = element(.view, "?:", at: node, context)
    result.runtimeAttributes.append(Self.transparent)
    let decided: Bool? = {
      if case .bool(let flag)? = context.bindings.evaluate(condition) { return flag }
      return nil
    }()
    if decided == nil {
      result.runtimeAttributes.append(RuntimeAttribute(keyPath: "swiftui.unresolved", value: .string("?:")))
    }
    let chosen = decided == false ? 1 : 0
    for (offset, branch) in branches.enumerated() {
      var wrapper = element(.view, offset == 0 ? "then" : "else", at: node, context)
      wrapper.runtimeAttributes.append(Self.transparent)
      switch branch {
      case .leaf(let expression): wrapper.children = views(of: expression, context)
      case .ternary(let inner, let then, let otherwise):
        wrapper.children = [alternatives(condition: inner, [then, otherwise], node, context)]
      default: break
      }
      wrapper.isHidden = offset != chosen
      result.children.append(wrapper)
    }
    return result
  }

  /// Whether the bound values decide a condition list (`nil` when they do not).
  private func decide(_ conditions: ConditionElementListSyntax, _ context: Context) -> Bool? {
    var all = true
    for condition in conditions {
      guard case .expression(let expression) = condition.condition,
        case .bool(let flag) = context.bindings.evaluate(expression)
      else { return nil }
      all = all && flag
    }
    return all
  }

  /// `if let x = …`: `x` is a value the app computes.
  private func bindOptionals(_ conditions: ConditionElementListSyntax, _ context: inout Context) {
    for condition in conditions {
      guard case .optionalBinding(let binding) = condition.condition,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      // `if let name` keeps what is known of `name`; `if let x = code` is what the app computes.
      let value = binding.initializer.map { context.bindings.evaluate($0.value) } ?? context.bindings.values[name]
      context.bindings.values[name] = value.flatMap { $0.isKnown ? $0 : nil } ?? .unknown(name)
    }
  }
}
