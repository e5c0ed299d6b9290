import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// The modifiers whose action runs as the view appears: `onAppear(perform:)` ("adds an action to
  /// perform before this view appears", Apple). A `task` is not one: its work is asynchronous, what
  /// it loads arrives after the view is shown (the empty state is what a user meets first).
  static let appearModifiers: Set<String> = ["onAppear"]

  /// The blocks that run what they hold right away, or as soon as the main queue is free, when
  /// called with a closure: `withAnimation { … }`, `DispatchQueue.main.async { … }`, `Task { … }`,
  /// `MainActor.run { … }`.
  static let immediateBlocks: Set<String> = [
    "withAnimation", "withTransaction", "DispatchQueue.main.async", "Task", "MainActor.run", "Task.detached",
  ]

  /// Binds each `@State` property of `view` that the action of an `onAppear` on its body's
  /// outermost view sets unconditionally (`showPrompts = true`, also inside `withAnimation`
  /// or `DispatchQueue.main.async`) to the value it sets: the state a VoiceOver user first meets
  /// is the one the view is in once it has appeared. The value stays state (other states remain);
  /// one the source does not fix (`prompts = samples.shuffled()`) is unknown, no longer the
  /// initial value.
  func bindAppearState(_ view: SwiftUIViewType, _ context: inout Context) {
    guard let last = index.body(of: view)?.last, let root = Self.expression(of: last) else { return }
    let state = Set(view.properties.filter { $0.wrapper == "State" }.map(\.name))
    guard !state.isEmpty else { return }
    for (name, call) in Self.outerModifiers(root) where Self.appearModifiers.contains(name) {
      let closure =
        call.trailingClosure
        ?? call.arguments.first { $0.label?.text == "perform" || $0.label == nil }?.expression.as(
          ClosureExprSyntax.self)
      guard let closure else { continue }
      for (property, value) in Self.assignments(in: closure.statements) where state.contains(property) {
        context.bindings.values[property] = context.bindings.evaluate(value)
        context.bindings.changeable.insert(property)
      }
    }
  }

  /// The modifiers applied to the view `expression` builds, inner first, through postfix `#if`s
  /// (`VStack { … }.onAppear { … } #if os(iOS) .onReceive(…) #endif`).
  static func outerModifiers(_ expression: ExprSyntax) -> [(name: String, call: FunctionCallExprSyntax)] {
    var found: [(name: String, call: FunctionCallExprSyntax)] = []
    var current = expression
    while true {
      if let conditional = current.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
        current = base
        continue
      }
      guard let call = current.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      else { break }
      found.append((member.declName.baseName.text, call))
      current = base
    }
    return found.reversed()
  }

  /// The assignments `statements` make unconditionally, in order: `name = value`, `self.name =
  /// value`, and those of the ``immediateBlocks`` they call; none inside a condition, a loop or
  /// another closure.
  static func assignments(in statements: CodeBlockItemListSyntax) -> [(String, ExprSyntax)] {
    var found: [(String, ExprSyntax)] = []
    for item in statements {
      guard let expression = expression(of: item) else { continue }
      if let call = expression.as(FunctionCallExprSyntax.self),
        immediateBlocks.contains(call.calledExpression.trimmedDescription), let block = call.trailingClosure
      {
        found += assignments(in: block.statements)
        continue
      }
      // `name = value` is unfolded: `name`, `=`, `value`.
      guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { continue }
      let elements = Array(sequence.elements)
      guard elements[1].is(AssignmentExprSyntax.self) else { continue }
      let target = elements[0]
      if let reference = target.as(DeclReferenceExprSyntax.self) {
        found.append((reference.baseName.text, elements[2]))
      } else if let member = target.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
      {
        found.append((member.declName.baseName.text, elements[2]))
      }
    }
    return found
  }
}
