import HeraldSyntax
import HeraldTree
import SwiftSyntax

/// Walks one Swift file's syntax tree once and collects its types, their accessibility facts, the
/// views they create and every use of a property by name (see docs/source.md for the subset of
/// Swift followed).
final class SwiftFactVisitor: SyntaxVisitor {
  private let positions: SourcePositions
  private(set) var types: [CodeType] = []
  var uses: [PropertyUse] = []
  /// Where the code forces an appearance that may be dark (``CodeIndex/darkAppearance``).
  private(set) var darkAppearance: [HeraldSyntax.SourceLocation] = []
  /// The functions declared outside any type (``CodeIndex/freeFunctions``).
  private(set) var freeFunctions: Set<String> = []
  var stack: [SwiftTypeBuilder] = []
  /// For each closure being walked, whether it is the body of an iteration (`forEach`, `map`),
  /// found once when it is entered.
  private var closureIterates: [Bool] = []

  init(positions: SourcePositions) {
    self.positions = positions
    super.init(viewMode: .sourceAccurate)
  }

  func location(_ node: some SyntaxProtocol) -> HeraldSyntax.SourceLocation {
    positions.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  // MARK: Types

  private func push(_ name: String, inheritance: InheritanceClauseSyntax?, at node: some SyntaxProtocol, isClass: Bool)
  {
    // `SelectTaxonomyViewController<Nutriment>` inherits from `SelectTaxonomyViewController`.
    let superclass =
      isClass
      ? inheritance?.inheritedTypes.first.map { String($0.type.trimmedText.prefix { $0 != "<" }) } : nil
    stack.append(
      SwiftTypeBuilder(
        type: CodeType(name: name, superclass: superclass, location: location(node), language: .swift, isClass: isClass)
      ))
  }

  private func pop() {
    guard let builder = stack.popLast() else { return }
    types.append(builder.build())
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, inheritance: node.inheritanceClause, at: node.name, isClass: true)
    if InitialValues.isObservable(node) {
      stack.last?.type.isObservable = true
      stack.last?.initialized = InitialValues.initialized(node.memberBlock.members)
    }
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { pop() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, inheritance: node.inheritanceClause, at: node.name, isClass: false)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { pop() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, inheritance: node.inheritanceClause, at: node.name, isClass: false)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { pop() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, inheritance: node.inheritanceClause, at: node.name, isClass: false)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { pop() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    // `extension Module.Type where …` extends `Type`.
    let written = node.extendedType.trimmedText
    let name = written.split(separator: ".").last.map(String.init) ?? written
    push(name, inheritance: nil, at: node.extendedType, isClass: false)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  // MARK: Members

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let builder = stack.last else { return .visitChildren }
    guard builder.function == nil else {
      for binding in node.bindings {
        for name in Self.identifiers(in: binding.pattern) { builder.declareLocal(name) }
      }
      return .visitChildren
    }
    let isOutlet = node.attributes.contains { attribute in
      guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedText else { return false }
      return name == "IBOutlet" || name == "IBOutletCollection"
    }
    let overrides = node.modifiers.contains { $0.name.text == "override" }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      let at = location(binding.pattern)
      let typeName = binding.typeAnnotation.map { Self.plainType($0.type.trimmedText) }
      builder.type.properties[name] = CodeProperty(
        name: name, typeName: typeName, isOutlet: isOutlet, location: at,
        initialValue: builder.type.isObservable ? InitialValues.literal(binding, in: node) : nil)
      if overrides, let member = CodeMember(name: name), Self.overridable.contains(member) {
        builder.addOwn(
          CodeFact(member: member, kind: .override, location: at, value: Self.getterValue(binding), function: nil))
      }
      // `let label: UILabel = { let label = UILabel(); …; return label }()`
      for local in Self.localsReturned(byInitializerOf: binding) { builder.alias(name, to: local) }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    if stack.isEmpty { freeFunctions.insert(name) }
    if let builder = stack.last {
      defer {
        for parameter in node.signature.parameterClause.parameters { builder.declareLocal(Self.name(of: parameter)) }
      }
      if builder.function == nil, let member = CodeMember(name: name), Self.overridable.contains(member),
        node.modifiers.contains(where: { $0.name.text == "override" })
      {
        builder.addOwn(CodeFact(member: member, kind: .override, location: location(node.name), function: name))
      }
      if builder.function == nil {
        builder.declareMethod(
          CodeMethod(
            name: name, parameters: node.signature.parameterClause.parameters.map(Self.name(of:)),
            slots: CodeMethod.argumentSlots(
              labels: node.signature.parameterClause.parameters.map { $0.firstName.text }),
            location: location(node.name)))
      }
      builder.enter(name, isStatic: node.modifiers.contains { ["static", "class"].contains($0.name.text) })
    }
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { stack.last?.leave() }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    stack.last?.enter("init")
    for parameter in node.signature.parameterClause.parameters { stack.last?.declareLocal(Self.name(of: parameter)) }
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { stack.last?.leave() }

  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    let binding = node.parent?.as(PatternBindingSyntax.self)
    let owner = binding?.pattern.trimmedText ?? "subscript"
    let isStatic =
      binding?.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains {
        ["static", "class"].contains($0.name.text)
      } ?? false
    stack.last?.enter(owner, isStatic: isStatic)
    return .visitChildren
  }
  override func visitPost(_ node: AccessorBlockSyntax) { stack.last?.leave() }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    guard let builder = stack.last else {
      closureIterates.append(false)
      return .visitChildren
    }
    builder.enter(builder.function ?? "closure")
    let parameters = Self.parameterNames(of: node)
    for parameter in parameters { builder.declareLocal(parameter) }
    var iterates = false
    if let call = Self.enclosingCall(of: node), let callee = SwiftExpressions.chain(call.calledExpression),
      callee.count >= 2, Self.iterating.contains(callee[callee.count - 1])
    {
      iterates = true
      builder.loopDepth += 1
      builder.alias("$0", to: callee[0])
      // `forEach { button in … }` and `forEach { (button: UIButton) in … }` name each element.
      if let parameter = parameters.first { builder.alias(parameter, to: callee[0]) }
    }
    closureIterates.append(iterates)
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) {
    let iterates = closureIterates.popLast() ?? false
    guard let builder = stack.last else { return }
    builder.leave()
    if iterates { builder.loopDepth -= 1 }
  }

  // MARK: Loops

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    guard let builder = stack.last else { return .visitChildren }
    if node.whereClause == nil, let sequence = SwiftExpressions.chain(node.sequence),
      let container = Self.emptiedContainer(sequence, body: node.body.statements)
    {
      recordEmptied(container, at: node)
    }
    builder.loopDepth += 1
    if let sequence = SwiftExpressions.chain(node.sequence) ?? Self.calleeChain(node.sequence),
      let root = sequence.first
    {
      for name in Self.identifiers(in: node.pattern).suffix(1) { builder.alias(name, to: root) }
    }
    return .visitChildren
  }
  override func visitPost(_ node: ForStmtSyntax) { stack.last?.loopDepth -= 1 }

  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    stack.last?.loopDepth += 1
    return .visitChildren
  }
  override func visitPost(_ node: WhileStmtSyntax) { stack.last?.loopDepth -= 1 }

  override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
    stack.last?.loopDepth += 1
    return .visitChildren
  }
  override func visitPost(_ node: RepeatStmtSyntax) { stack.last?.loopDepth -= 1 }

  // MARK: Assignments, calls and references

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    for (targetExpression, value) in SwiftExpressions.assignments(in: node, compound: Self.compoundAssignments) {
      if Self.forcesDarkAppearance(assigning: targetExpression, value: value) {
        darkAppearance.append(location(targetExpression))
      }
      guard let target = SwiftExpressions.chain(targetExpression) else { continue }
      record(
        target, memberName: target.last ?? "", kind: .assignment, at: targetExpression,
        value: SwiftExpressions.valueText(value, of: target.last))
    }
    // ReactiveSwift's `label.reactive.text <~ viewModel.title` sets `label.text` from a signal.
    for (targetExpression, _) in SwiftExpressions.assignments(in: node, compound: ["<~"]) {
      guard let target = SwiftExpressions.chain(targetExpression).flatMap(Self.boundMember) else { continue }
      record(target, memberName: target.last ?? "", kind: .assignment, at: targetExpression, value: nil)
    }
    return .visitChildren
  }

  /// The member a reactive binding target sets, its namespace left out: ReactiveSwift's
  /// `button.reactive.title` and RxCocoa's `label.rx.text` are `button.title` and `label.text`;
  /// `nil` for a chain through neither namespace.
  static func boundMember(_ chain: [String]) -> [String]? {
    guard chain.count >= 3, let index = chain.dropLast().lastIndex(where: { $0 == "reactive" || $0 == "rx" }),
      index > 0
    else { return nil }
    var member = chain
    member.remove(at: index)
    return member
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if Self.forcesDarkAppearance(node) { darkAppearance.append(location(node)) }
    if let className = SwiftExpressions.createdView(node), let builder = stack.last {
      builder.addSubview(
        CodeSubview(
          className: className, name: SwiftExpressions.storedName(of: node), location: location(node),
          isRepeated: builder.loopDepth > 0))
    }
    guard let callee = SwiftExpressions.chain(node.calledExpression), let method = callee.last else {
      return .visitChildren
    }
    if method == "forEach",
      let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self),
      let container = Self.emptiedContainer(Array(callee.dropLast()), body: closure.statements)
    {
      recordEmptied(container, at: node)
    }
    if method == "post", callee.count == 2, callee[0] == "UIAccessibility" {
      stack.last?.addOwn(
        CodeFact(
          member: .accessibilityNotification, kind: .call, location: location(node),
          value: SwiftExpressions.shortText(node.arguments), function: stack.last?.function))
      return .visitChildren
    }
    if let nib = Self.nibName(node, method: method) {
      stack.last?.addOwn(
        CodeFact(member: .loadsNib, kind: .call, location: location(node), value: nib, function: stack.last?.function))
      return .visitChildren
    }
    let isMemberCall = callee.count >= 2 && CodeMember(name: callee[callee.count - 2]) != nil
    if isMemberCall, CodeMember(name: callee[callee.count - 2]) == .size {
      // `button.heightAnchor.constraint(…)`, `button.snp.makeConstraints { … }`: layout code sizes
      // `button`. A method of a size value (`nameField.frame.offsetBy(dx:dy:)`) makes a new value:
      // it reads the view's size.
      if CodeMember.layoutHandles.contains(callee[callee.count - 2]) {
        record(Array(callee.dropLast()), memberName: callee[callee.count - 2], kind: .call, at: node, value: nil)
      }
      return .visitChildren
    }
    if isMemberCall, Self.mutating.contains(method) {
      // `accessibilityTraits.insert(.adjustable)` assigns `accessibilityTraits`.
      record(
        Array(callee.dropLast()), memberName: callee[callee.count - 2], kind: .assignment, at: node,
        value: SwiftExpressions.shortText(node.arguments))
    } else if isMemberCall, Self.adding.contains(method) {
      // `accessibilityElements?.append(actionButton)` adds to the list an assignment made.
      record(
        Array(callee.dropLast()), memberName: callee[callee.count - 2], kind: .addition, at: node,
        value: SwiftExpressions.shortText(node.arguments))
    } else if !FrameworkMethods.inert.contains(method) {
      record(
        callee, memberName: method, kind: .call, at: node,
        value: SwiftExpressions.valueText(node.arguments, of: nil)
          ?? (method == "addGestureRecognizer" ? Self.recognizerMade(in: node) : Self.segmentSet(in: node)))
    }
    // RxCocoa's `title.bind(to: label.rx.text)` and `.drive(label.rx.text)` set `label.text`.
    if ["bind", "drive"].contains(method), let argument = node.arguments.first,
      argument.label == nil || argument.label?.text == "to",
      let target = SwiftExpressions.chain(argument.expression).flatMap(Self.boundMember)
    {
      record(target, memberName: target.last ?? "", kind: .assignment, at: argument.expression, value: nil)
    }
    if method == "append", callee.count == 2, let argument = node.arguments.first,
      let appended = SwiftExpressions.chain(argument.expression), appended.count == 1
    {
      stack.last?.alias(callee[0], to: appended[0])
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    // Most references are member names (`x.text`) or callees: nothing to record but lookups.
    let parentKind = node.parent?.kind
    let isPart = parentKind == .memberAccessExpr || parentKind == .functionCallExpr
    if isPart, !Self.lookups.contains(name) { return .visitChildren }
    if Self.lookups.contains(name), let builder = stack.last {
      // `viewWithTag(_:)`, `subviews`: the type reaches views without outlets.
      let text = Self.lookupText(name, node)
      builder.addOwn(
        CodeFact(member: .viewLookup, kind: .call, location: location(node), value: text, function: builder.function))
    }
    if name == "self", let argument = node.parent?.as(LabeledExprSyntax.self), let builder = stack.last,
      !builder.isStatic, !Self.isDelegateCallback(argument), !Self.isActionSend(argument),
      !Self.selfArgumentLabels.contains(argument.label?.text ?? ""), let call = Self.enclosingCall(of: argument),
      !Self.isBenignArgument(node)
    {
      // `CosmosAccessibility.update(self, …)`: other code may set this view's accessibility.
      builder.addOwn(
        CodeFact(
          member: .handedOn, kind: .call, location: location(node),
          value: SwiftExpressions.shortText(call.calledExpression), function: builder.function))
    }
    // A local variable or parameter passed on is not a property of any view: it is kept apart, to
    // follow the function when a caller hands it a view.
    if name != "self", SwiftExpressions.isOutermost(node), SwiftExpressions.isHandedOn(node),
      !Self.isBenignArgument(node)
    {
      let isLocal = stack.last?.isLocal(name) == true
      // A bare name that is no local is the enclosing type's own property (`self` is implicit).
      var use = PropertyUse(
        property: name, member: nil, memberName: nil, kind: .call, location: location(node),
        handedTo: Self.receivingCall(node), owner: isLocal ? nil : stack.last?.type.name,
        function: stack.last?.function, scope: stack.last?.type.name)
      use.isLocal = isLocal
      use.slot = Self.argumentSlot(of: node)
      use.boundTo = SwiftExpressions.boundName(node)
      uses.append(use)
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base != nil, SwiftExpressions.isOutermost(node), SwiftExpressions.isHandedOn(node),
      !Self.isBenignArgument(node), let chain = SwiftExpressions.chain(ExprSyntax(node)), let last = chain.last
    {
      if chain.count >= 2, let member = CodeMember(name: last), Self.bindable.contains(member) {
        // `titleLabel.rx.text` handed to a binding feeds the label's text.
        record(chain, memberName: last, kind: .binding, at: node, value: nil)
      } else if CodeMember(name: last) == nil, !Self.isStaticMember(chain) {
        // `self.nameLabel` is the type's own property (the chain leaves `self` out); `cell.nameLabel`
        // another object's.
        let isOwn = chain.count == 1
        var use = PropertyUse(
          property: last, member: nil, memberName: nil, kind: .call, location: location(node),
          handedTo: Self.receivingCall(node), owner: isOwn ? stack.last?.type.name : nil,
          function: stack.last?.function, scope: stack.last?.type.name)
        use.slot = Self.argumentSlot(of: node)
        use.boundTo = isOwn ? SwiftExpressions.boundName(node) : nil
        uses.append(use)
      }
    }
    return .visitChildren
  }

  /// Records what a chain sets: a fact on the type's own view (`accessibilityLabel = …`,
  /// `addGestureRecognizer(…)`), on a named view of the type, and a use of each property on the way.
}
