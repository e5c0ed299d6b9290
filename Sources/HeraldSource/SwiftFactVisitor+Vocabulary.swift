import HeraldTree
import SwiftSyntax

extension SwiftFactVisitor {
  /// Members a type overrides to change what it says or how it is used.
  static let overridable: Set<CodeMember> = CodeMember.accessibility.union([
    .accessibilityIdentifier, .accessibilityLanguage, .touchHandling, .drawing,
  ])

  /// Names through which code reaches views without outlets.
  static let lookups: Set<String> = ["viewWithTag", "subviews", "arrangedSubviews"]

  /// Whether a member chain reaches a property of the code's own type: `titleLabel.text`,
  /// `self.titleLabel.text`, and through its own navigation item `navigationItem.leftBarButtonItem?.title`.
  static func isOwn(_ chain: [String]) -> Bool {
    let start = chain.first == "self" ? 1 : 0
    let rest = chain.count - start
    if rest == 2 { return true }
    return rest == 3 && chain[start] == "navigationItem"
  }

  /// Whether a call chain is on the view's own layer (`layer.addSublayer(gradient)`,
  /// `self.layer.insertSublayer(…)`): drawing there is the view's own, recorded as its fact.
  static func isOwnLayer(_ chain: [String]) -> Bool {
    chain.count == 2 && chain[0] == "layer" || chain.count == 3 && chain[0] == "self" && chain[1] == "layer"
  }

  /// How a lookup is recorded: `viewWithTag(2)` with a literal tag, so that the view tagged 2 can
  /// be told from the others; the name alone otherwise (`subviews`, `viewWithTag` of a computed tag).
  static func lookupText(_ name: String, _ node: DeclReferenceExprSyntax) -> String {
    guard name == "viewWithTag" else { return name }
    let call = node.parent?.as(FunctionCallExprSyntax.self) ?? node.parent?.parent?.as(FunctionCallExprSyntax.self)
    guard let argument = call?.arguments.first?.expression.as(IntegerLiteralExprSyntax.self) else { return name }
    return "viewWithTag(\(argument.literal.text))"
  }

  /// Operators that assign (`accessibilityTraits |= …` in code ported from Objective-C).
  static let compoundAssignments: Set<String> = ["|=", "+=", "-=", "&=", "^="]

  /// Methods that change the member they are called on (`accessibilityTraits.insert(.adjustable)`).
  static let mutating: Set<String> = ["insert", "formUnion", "remove", "subtract", "formSymmetricDifference"]

  /// Methods that add to the list they are called on (`accessibilityElements?.append(button)`).
  static let adding: Set<String> = ["append"]

  /// Methods whose closure runs once per element.
  static let iterating: Set<String> = ["forEach", "map", "compactMap", "flatMap", "enumerated"]

  /// Members a binding can feed (`label.rx.text`, `button.rx.title()`).
  static let bindable: Set<CodeMember> = [
    .text, .attributedText, .title, .image, .hidden, .accessibilityLabel, .accessibilityValue,
  ]

  /// Argument labels under which passing `self` only registers it for callbacks.
  static let selfArgumentLabels: Set<String> = ["target", "observer", "delegate", "dataSource", "owner", "for"]

  /// The call a closure or argument belongs to (as an argument or the trailing closure).
  static func enclosingCall(of node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
    var current: Syntax? = node.parent
    for _ in 0..<3 {
      guard let parent = current else { return nil }
      if let call = parent.as(FunctionCallExprSyntax.self) { return call }
      current = parent.parent
    }
    return nil
  }

  /// Whether `argument` is the sender of the control's own action message:
  /// `target.performSelector(onMainThread: action, with: self, waitUntilDone: false)`, what
  /// `NSControl.sendAction(_:to:)` does. The action method receives it as any target-action does.
  static func isActionSend(_ argument: LabeledExprSyntax) -> Bool {
    guard argument.label?.text == "with", let call = enclosingCall(of: argument),
      let method = SwiftExpressions.chain(call.calledExpression)?.last,
      method == "perform" || method == "performSelector",
      let selector = call.arguments.first.flatMap({ SwiftExpressions.chain($0.expression) })
    else { return false }
    return selector == ["action"]
  }

  /// The chain of a call's callee (`ratingButtons.enumerated()` → `["ratingButtons", "enumerated"]`).
  static func calleeChain(_ expression: ExprSyntax) -> [String]? {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    return SwiftExpressions.chain(call.calledExpression)
  }

  /// The identifiers a pattern binds, in order (`(index, button)` → `["index", "button"]`).
  static func identifiers(in pattern: PatternSyntax) -> [String] {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      return tuple.elements.flatMap { identifiers(in: $0.pattern) }
    }
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { return identifiers(in: binding.pattern) }
    return []
  }

  /// The nib a call loads: `loadNibNamed("X", …)`, `UINib(nibName: "X", …)`, `Bundle.main
  /// .loadNibNamed(String(describing: Self.self), …)` gives `nil` (not a literal).
  static func nibName(_ call: FunctionCallExprSyntax, method: String) -> String? {
    let argument: LabeledExprSyntax?
    if method == "loadNibNamed" {
      argument = call.arguments.first
    } else if method == "UINib" || method == "NSNib" {
      argument = call.arguments.first { $0.label?.text == "nibName" }
    } else {
      return nil
    }
    guard let argument else { return nil }
    if let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    {
      return segment.content.text
    }
    return argument.expression.trimmedText
  }

  /// The value a computed property's getter returns when it is one short expression
  /// (`{ true }`, `{ get { "Rating" } set {} }`), else `nil`.
  static func getterValue(_ binding: PatternBindingSyntax) -> String? {
    guard let block = binding.accessorBlock else { return nil }
    let statements: CodeBlockItemListSyntax?
    switch block.accessors {
    case .getter(let items): statements = items
    case .accessors(let accessors):
      statements = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    }
    guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
    if let returned = item.as(ReturnStmtSyntax.self)?.expression { return SwiftExpressions.shortText(returned) }
    if let expression = item.as(ExprSyntax.self) { return SwiftExpressions.shortText(expression) }
    return nil
  }

  /// The local names a stored property's initializing closure returns, called in place: `let label:
  /// UILabel = { let label = UILabel(); …; return label }()` gives `["label"]` (an implicit return
  /// of a name after other statements counts too).
  static func localsReturned(byInitializerOf binding: PatternBindingSyntax) -> [String] {
    guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
      let closure = call.calledExpression.as(ClosureExprSyntax.self)
    else { return [] }
    return closure.statements.compactMap { item in
      if let returned = item.item.as(ReturnStmtSyntax.self)?.expression.flatMap(SwiftExpressions.chain),
        returned.count == 1
      {
        return returned[0]
      }
      if let expression = item.item.as(ExprSyntax.self), let returned = SwiftExpressions.chain(expression),
        returned.count == 1, closure.statements.count > 1
      {
        return returned[0]
      }
      return nil
    }
  }

  /// The container a loop empties: `stack.arrangedSubviews.forEach { $0.removeFromSuperview() }`,
  /// `for view in self.container.subviews { view.removeFromSuperview() }` give `stack`, `container`.
  /// The removal must be one of the body's own statements: a loop that removes only some views
  /// (`where view.tag == 1000`, an `if` around it) keeps the others.
  static func emptiedContainer(_ sequence: [String], body: CodeBlockItemListSyntax) -> String? {
    guard sequence.count >= 2, ["arrangedSubviews", "subviews"].contains(sequence[sequence.count - 1]),
      sequence[sequence.count - 2] != "self"
    else { return nil }
    let removes = body.contains { item in
      guard let call = item.item.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return false }
      return member.declName.baseName.text == "removeFromSuperview"
    }
    return removes ? sequence[sequence.count - 2] : nil
  }

  /// The names a closure's parameters are known by inside it (`{ a, b in }`, `{ (button: UIButton) in }`).
  static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let names): names.map { $0.name.text }
    case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: []
    }
  }

  /// The name a function parameter is known by inside the function (`_ button: UIButton` → `button`).
  static func name(of parameter: FunctionParameterSyntax) -> String {
    (parameter.secondName ?? parameter.firstName).text
  }

  /// A declared type without optionality (`UILabel!` → `UILabel`).
  static func plainType(_ written: String) -> String {
    var text = Substring(written)
    while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
    return String(text)
  }

  /// An argument of a call to a delegate or data source (`delegate?.viewDidTap(self)`): the view
  /// tells its owner something; that owner does not configure it in return.
  static func isDelegateCallback(_ argument: LabeledExprSyntax) -> Bool {
    guard let call = enclosingCall(of: argument), let callee = SwiftExpressions.chain(call.calledExpression)
    else { return false }
    return callee.dropLast().contains {
      $0.lowercased().hasSuffix("delegate") || $0.lowercased().hasSuffix("datasource")
    }
  }

  /// Where `node` is handed: the callee's text when it is a call's argument (`configure(nameLabel)`
  /// → `configure`), else the statement that stores or returns it (`let field = nameField`).
  static func receivingCall(_ node: some SyntaxProtocol) -> String? {
    if let argument = node.parent?.as(LabeledExprSyntax.self), let call = Self.enclosingCall(of: argument) {
      return SwiftExpressions.shortText(call.calledExpression)
    }
    // An element of an array literal passed to a call: `setRightBarButtonItems([doneButton], …)`.
    if node.parent?.is(ArrayElementSyntax.self) == true,
      let argument = node.parent?.parent?.parent?.parent?.as(LabeledExprSyntax.self),
      let call = Self.enclosingCall(of: argument)
    {
      return SwiftExpressions.shortText(call.calledExpression)
    }
    var current: Syntax? = node.parent
    for _ in 0..<6 {
      guard let parent = current else { break }
      if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) {
        return SwiftExpressions.shortText(parent, limit: 60) ?? "a variable"
      }
      current = parent.parent
    }
    return "a variable"
  }

  /// The slot of the call's parameters `node` is passed in (``CodeMethod/argumentSlots(labels:)``):
  /// its label, or `_k` for the k-th unlabeled argument; `nil` when it is no argument of a call.
  static func argumentSlot(of node: some SyntaxProtocol) -> String? {
    guard let argument = node.parent?.as(LabeledExprSyntax.self),
      let list = argument.parent?.as(LabeledExprListSyntax.self),
      enclosingCall(of: argument) != nil
    else { return nil }
    let labels = list.map { $0.label?.text }
    guard let index = list.firstIndex(where: { $0.id == argument.id }) else { return nil }
    return CodeMethod.argumentSlots(labels: labels)[list.distance(from: list.startIndex, to: index)]
  }

  /// Whether a chain reads a static member of a type (`L10n.Party.title`, `Theme.accentColor`):
  /// every name before the last starts with a capital letter, so each is a type (Swift's API
  /// Design Guidelines), and an outlet is an instance's property, never a type's.
  /// `Session.shared.cancelButton` reaches an instance: it may be the outlet.
  static func isStaticMember(_ chain: [String]) -> Bool {
    chain.count >= 2 && chain.dropLast().allSatisfy { $0.first?.isUppercase == true }
  }

  /// An argument of a call that only places or lays out a view (`addSubview(label)`).
  static func isBenignArgument(_ node: some SyntaxProtocol) -> Bool {
    guard let argument = node.parent?.as(LabeledExprSyntax.self), let call = Self.enclosingCall(of: argument),
      let callee = SwiftExpressions.chain(call.calledExpression), let method = callee.last
    else { return false }
    return FrameworkMethods.readingArguments.contains(method)
  }
}
