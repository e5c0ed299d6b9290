import HeraldTree
import SwiftSyntax

/// A parameter of a function the inference calls.
struct Parameter {
  /// The argument label; `nil` for `_`.
  var label: String?
  /// The name the body uses.
  var name: String
  /// The default value.
  var defaultValue: ExprSyntax?
}

/// A property of the control that becomes a property of the model: its type and default.
struct ModelProperty {
  /// The name.
  var name: String
  /// The model's type.
  var type: ComponentProperty.ValueType
  /// The default, a constant.
  var value: ExpressionValue
  /// Whether Interface Builder can set it.
  var isInspectable: Bool
  /// Where it is declared.
  var source: String
  /// An optional `String` that Interface Builder sets: `nil` is modelled as the empty string.
  var nilIsEmpty = false
  /// Whether the property is an integer (`Int`), a floating-point number (`Double`, `CGFloat`), or
  /// not known; Swift divides integers with truncation.
  var isInteger: Bool?
}

/// Evaluates a custom control's Swift code symbolically (`docs/components.md`, "Inferring a
/// model"): statements run once, with locals bound to expressions over the model's properties,
/// branches merged into conditional expressions, own methods and static helpers of the inputs
/// inlined, and loops that create views read as the repeated children. What it does not follow
/// becomes a value that says why, and, where it matters, an unresolved part of the draft.
final class SwiftInterpreter {
  /// Whether assignments to the control's properties are setup or state changes.
  enum Mode { case setup, action }

  let declarations: SwiftDeclarations
  let control: DeclaredType
  let modelProperties: [String: ModelProperty]
  let draft: InferenceDraft
  var mode: Mode = .setup
  /// The property whose `didSet` runs, while it runs.
  var observing: String?
  /// The name `oldValue` stands for in an observer.
  static let oldValue = "$oldValue"
  /// The actions of the generated children, once read.
  var childActions: [ComponentAction.Kind: ComponentAction] = [:]
  /// Statements left to run before the inference stops following the code.
  var budget = 50_000
  /// Greater than 0 while the code computes what VoiceOver gets (an accessibility property's
  /// value, an action): assumptions made then are reported, those of drawing code are not.
  var accessibilityContext = 0
  /// How deeply statements and expressions being evaluated are nested (an `else if` chain, a long
  /// sum): past ``maximumNesting`` the rest is not followed, so no input can exhaust the stack.
  var nesting = 0
  /// The deepest nesting followed.
  static let maximumNesting = 200
  /// How many calls deep the current body is.
  var depth = 0
  /// The deepest call chain followed.
  static let maximumDepth = 16

  init(
    declarations: SwiftDeclarations, control: DeclaredType, modelProperties: [String: ModelProperty],
    draft: InferenceDraft
  ) {
    self.declarations = declarations
    self.control = control
    self.modelProperties = modelProperties
    self.draft = draft
  }

  /// A scope for the control's own instance code.
  func controlScope() -> InferenceScope { InferenceScope(typeName: control.name, isControl: true) }

  /// Where `node` is.
  func source(_ node: some SyntaxProtocol) -> String { declarations.source(of: node) }

  /// Runs `items`; stops at the first path exit and when the budget is spent.
  func run(_ items: CodeBlockItemListSyntax, _ scope: inout InferenceScope) {
    for item in items {
      if scope.exited || scope.truth.isNever { return }
      budget -= 1
      guard budget > 0 else {
        draft.unresolved(
          "code", source(item), "the control's code is longer than the inference follows; the rest is not read")
        scope.exited = true
        return
      }
      switch item.item {
      case .decl(let decl):
        if let variable = decl.as(VariableDeclSyntax.self) { declare(variable, &scope) }
      case .stmt(let statement): self.statement(statement, &scope)
      case .expr(let expression): self.expressionStatement(expression, &scope)
      }
    }
  }

  private func statement(_ node: StmtSyntax, _ scope: inout InferenceScope) {
    if let expression = node.as(ExpressionStmtSyntax.self) {
      expressionStatement(expression.expression, &scope)
    } else if let node = node.as(ReturnStmtSyntax.self) {
      let value = node.expression.map { evaluate($0, &scope) } ?? .nothing
      scope.returns.append((scope.truth, value, source(node)))
      scope.exits.append((scope.truth, scope.properties))
      scope.exited = true
    } else if let node = node.as(GuardStmtSyntax.self) {
      runGuard(node, &scope)
    } else if let node = node.as(ForStmtSyntax.self) {
      runFor(node, &scope)
    } else if node.is(ThrowStmtSyntax.self) {
      scope.exited = true
    } else if node.is(BreakStmtSyntax.self) && Self.endsCase(node) {
      // `case 5: break`: the case does nothing more.
      scope.exited = false
    } else if node.is(BreakStmtSyntax.self) || node.is(ContinueStmtSyntax.self) || node.is(FallThroughStmtSyntax.self) {
      draft.unresolved(
        node.trimmedText, source(node),
        "\(node.trimmedText) (other than a switch case's last statement) is not followed; what follows on this path is not in the model"
      )
      scope.truth = scope.truth.and(.unknown("after \(node.trimmedText)"))
    } else if let node = node.as(DoStmtSyntax.self) {
      run(node.body.statements, &scope)
    } else if node.is(DeferStmtSyntax.self) {
      return
    } else if let node = node.as(WhileStmtSyntax.self) {
      runOpaqueLoop(node.body.statements, &scope, why: "a while loop")
    } else if let node = node.as(RepeatStmtSyntax.self) {
      runOpaqueLoop(node.body.statements, &scope, why: "a repeat loop")
    }
  }

  /// Whether a `break` is the last statement of a switch case (it then only ends the case).
  static func endsCase(_ node: StmtSyntax) -> Bool {
    guard let item = node.parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self),
      list.parent?.is(SwitchCaseSyntax.self) == true
    else { return false }
    return list.last?.id == item.id
  }

  private func expressionStatement(_ node: ExprSyntax, _ scope: inout InferenceScope) {
    if let node = node.as(IfExprSyntax.self) {
      runIf(node, &scope)
    } else if let node = node.as(SwitchExprSyntax.self) {
      runSwitch(node, &scope)
    } else if let sequence = node.as(SequenceExprSyntax.self),
      case .binary(let op, .leaf(let target), let value) =
        Folded(sequence), Folded.assignments.contains(op)
    {
      assign(target, op, value, at: sequence, &scope)
    } else if let call = node.as(FunctionCallExprSyntax.self), Self.isFatal(call) {
      scope.exited = true
    } else {
      _ = evaluate(node, &scope, statement: true)
    }
  }

  // MARK: Declarations and assignments

  private func declare(_ node: VariableDeclSyntax, _ scope: inout InferenceScope) {
    for binding in node.bindings {
      if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
        let value =
          binding.initializer.map {
            evaluate($0.value, &scope, expectedType: binding.typeAnnotation.map { Self.typeName($0.type) })
          }
          ?? (binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
            ? .nothing : .unknown("\(identifier.identifier.text) is declared without a value"))
        scope.locals[identifier.identifier.text] = value
      } else if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
        for element in tuple.elements {
          if let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            scope.locals[name] = .unknown("\(name) comes from a tuple")
          }
        }
      }
    }
  }

  /// `target op value` of a statement: `=`, `+=`, `-=`, `*=`, `/=`, `|=`.
  private func assign(
    _ target: ExprSyntax, _ op: String, _ valueSyntax: Folded, at node: some SyntaxProtocol,
    _ scope: inout InferenceScope
  ) {
    // A field of a struct (`settings.filledImage = filledImage`) changes nothing the model has.
    if let base = Self.split(target).base,
      base.is(MemberAccessExprSyntax.self) || base.is(DeclReferenceExprSyntax.self),
      !(base.as(DeclReferenceExprSyntax.self).map { scope.locals[$0.baseName.text] != nil } ?? false)
    {
      var probe = scope
      if case .record = evaluate(base, &probe) { return }
    }
    // What VoiceOver gets: an accessibility property, or in an action the state it changes.
    let field = Self.split(target).member
    let counts =
      TemplateField.uikit[field] != nil || TemplateField.notModelled.contains(field)
      || (mode == .action && modelProperties[field] != nil)
    if counts { accessibilityContext += 1 }
    var value = evaluate(valueSyntax, &scope, expectedType: expectedType(of: target))
    if counts { accessibilityContext -= 1 }
    if op != "=" {
      let current = evaluate(target, &scope)
      value = combine(current, String(op.dropLast()), value)
    }
    // A local.
    if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.locals[name] != nil {
      scope.locals[name] = value
      return
    }
    // A layout constraint: `button.widthAnchor.constraint(equalToConstant: 44).isActive = true`.
    if let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isActive",
      let constraint = member.base?.as(FunctionCallExprSyntax.self)
    {
      constrain(constraint, &scope)
      return
    }
    let (base, member) = Self.split(target)
    let owner: SymbolicValue = base.map { evaluate($0, &scope) } ?? ownerOfUnqualified(member, scope)
    switch owner {
    case .view(let view):
      if view == .control, let declared = declarations.property(member, of: control.name), declared.getter == nil {
        writeProperty(member, value, at: node, &scope)
      } else {
        setField(member, of: view, value, at: node, &scope)
      }
    case .type, .record:
      return
    case .children, .unknown, .nothing, .expression, .text, .image, .traits, .choice, .recognizer:
      if TemplateField.uikit[member] != nil || TemplateField.notModelled.contains(member) {
        draft.unresolved(
          member, source(node),
          "\(member) is set on a view the inference does not identify (\(owner.unknownReason ?? "not the control or a child it creates")); the model does not have it"
        )
      }
    }
  }

  /// Who owns an unqualified name that is assigned: the control when the body is the control's.
  private func ownerOfUnqualified(_ name: String, _ scope: InferenceScope) -> SymbolicValue {
    scope.isControl ? .view(.control) : .unknown("\(name) is not the control's")
  }

  /// Assigns one of the control's own properties.
  func writeProperty(
    _ name: String, _ value: SymbolicValue, at node: some SyntaxProtocol, _ scope: inout InferenceScope
  ) {
    // Properties are the path's own state: branches and exits combine them (merge, finalProperties).
    scope.properties[name] = value
    if case .children = value { draft.collections.insert(name) }
    if mode == .setup, draft.setupWrites[name] == nil { draft.setupWrites[name] = source(node) }
  }

  /// The control's properties when the body is left, over every path that returned and the
  /// path that ran to the end.
  func finalProperties(_ scope: InferenceScope) -> [String: SymbolicValue] {
    var exits = scope.exits
    var result = scope.exited ? (exits.popLast()?.properties ?? scope.properties) : scope.properties
    for exit in exits.reversed() {
      for name in Set(exit.properties.keys).union(result.keys) {
        var unchanged = controlScope()
        let fallback = readProperty(name, &unchanged)
        result[name] = phi(exit.truth, exit.properties[name] ?? fallback, result[name] ?? fallback)
      }
    }
    return result
  }

  /// `value` where `truth` holds, `otherwise` elsewhere.
  func phi(_ truth: Truth, _ value: SymbolicValue, _ otherwise: SymbolicValue) -> SymbolicValue {
    if value == otherwise { return value }
    switch truth {
    case .always: return value
    case .when(let condition): return SymbolicValue.choose(condition, value, otherwise)
    case .unknown(let why): return .unknown(why)
    }
  }
}
