import HeraldTree
import SwiftSyntax

extension SwiftInterpreter {
  /// A view's method: images, target-actions, `sendActions(for:)`, layout calls.
  func viewCall(
    _ name: String, on view: ViewReference, _ node: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax],
    _ scope: inout InferenceScope, statement: Bool
  ) -> SymbolicValue {
    switch name {
    case "setImage":
      guard arguments.count == 2 else { return .nothing }
      let value = evaluate(arguments[0].expression, &scope)
      let states = controlStates(arguments[1].expression)
      guard states.count == 1, let field = TemplateField.image(states[0]) else {
        draft.unresolved(
          "image for \(arguments[1].expression.trimmedText)", source(node),
          "an image for a combination of control states; the model has one image per state")
        return .nothing
      }
      draft.assign(field, of: view, FieldAssignment(truth: scope.effective, value: value, source: source(node)))
      return .nothing
    case "setTitle", "setAttributedTitle":
      draft.unresolved(
        "title", source(node),
        "a button title is spoken when no label is set; the model has no title: set `label` by hand if VoiceOver reads it"
      )
      return .nothing
    case "addTarget":
      addTarget(on: view, node, arguments)
      return .nothing
    case "sendActions":
      if let event = arguments.first.map({ controlStates($0.expression) })?.first { draft.sentEvents.append(event) }
      return .nothing
    case "addGestureRecognizer":
      guard let argument = arguments.first, case .recognizer(let action, _) = evaluate(argument.expression, &scope),
        let function = declarations.functions(action, of: control.name).first
      else {
        draft.unresolved(
          "gesture recognizer", source(node),
          "a gesture recognizer other than a tap whose target is the control is not followed; model its action by hand")
        return .nothing
      }
      draft.actions.append(
        PendingAction(
          view: view, kind: .activate, function: function, event: nil, source: source(node), fromRecognizer: true))
      return .nothing
    case _ where Self.ignoredViewCalls.contains(name):
      return .nothing
    default:
      if view == .control, let function = function(name, of: control.name, labels: arguments.map { $0.label?.text }) {
        return inline(function, arguments, &scope, typeName: control.name, isControl: true)
      }
      if statement {
        draft.unresolved(
          "call \(name)", source(node), "\(name)(…) on the \(view == .control ? "control" : "child") is not followed")
      }
      return .unknown("\(name)(…)")
    }
  }

  /// The control states or events of `.normal`, `[.highlighted, .selected]`, `UIControl.State.normal`.
  func controlStates(_ node: ExprSyntax) -> [String] {
    if let member = node.as(MemberAccessExprSyntax.self) { return [member.declName.baseName.text] }
    if let array = node.as(ArrayExprSyntax.self) {
      return array.elements.flatMap { controlStates($0.expression) }
    }
    return ["?"]
  }

  /// `view.addTarget(self, action: #selector(method), for: .event)`: an action of the view.
  private func addTarget(on view: ViewReference, _ node: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax]) {
    guard arguments.count == 3, arguments[0].expression.trimmedText == "self",
      let base = Self.selectorName(arguments[1].expression)
    else {
      draft.unresolved("target-action", source(node), "a target-action whose target or selector is not followed")
      return
    }
    guard let function = declarations.functions(base, of: control.name).first else {
      draft.unresolved("action \(base)", source(node), "the action method \(base) is not in the inputs")
      return
    }
    let event = controlStates(arguments[2].expression).first
    draft.actions.append(
      PendingAction(view: view, kind: .activate, function: function, event: event, source: source(node)))
  }

  /// `view.member = value`.
  func setField(
    _ member: String, of view: ViewReference, _ value: SymbolicValue, at node: some SyntaxProtocol,
    _ scope: inout InferenceScope
  ) {
    guard mode == .setup else {
      if let field = TemplateField.uikit[member] { draft.lateWrites.append((view, field, source(node))) }
      return
    }
    if let field = TemplateField.uikit[member] {
      var value = value
      if field == .traits, case .expression(.string(let name)) = value {
        value = AccessibilityTraits(name: name).map { .traits($0) } ?? (name == "none" ? .traits([]) : value)
      }
      draft.assign(field, of: view, FieldAssignment(truth: scope.effective, value: value, source: source(node)))
    } else if TemplateField.notModelled.contains(member) {
      draft.unresolved(
        member, source(node),
        "\(member) changes what VoiceOver does, but a component model cannot express it; check the announcement by hand"
      )
    }
  }

  /// `accessibilityTraits.insert(…)` and its kin.
  func changeTraits(
    of view: ViewReference, _ method: String, _ value: SymbolicValue, at node: some SyntaxProtocol,
    _ scope: inout InferenceScope
  ) {
    guard mode == .setup else {
      draft.lateWrites.append((view, .traits, source(node)))
      return
    }
    var traits: AccessibilityTraits
    switch value {
    case .traits(let given): traits = given
    case .expression(.string(let name)):
      guard let trait = AccessibilityTraits(name: name) else { fallthrough }
      traits = trait
    default:
      draft.unresolved("traits", source(node), "traits changed by a value the inference does not follow")
      return
    }
    let assignments = draft.fields[view]?[.traits] ?? []
    guard scope.effective == .always, assignments.allSatisfy({ $0.truth == .always }) else {
      draft.unresolved(
        "traits", source(node), "traits changed under a condition, or on top of traits set under one, are not followed")
      return
    }
    let current = assignments.last?.value
    var base: AccessibilityTraits
    if case .traits(let set)? = current {
      base = set
    } else if current == nil {
      base = view == .child ? (draft.children.flatMap { Self.viewRoles[$0.className] }?.defaultTraits ?? []) : []
    } else {
      draft.unresolved("traits", source(node), "traits changed on top of traits the inference does not follow")
      return
    }
    if method == "insert" || method == "formUnion" { base.formUnion(traits) } else { base.subtract(traits) }
    draft.assign(.traits, of: view, FieldAssignment(truth: scope.effective, value: .traits(base), source: source(node)))
  }

  /// `view.widthAnchor.constraint(equalToConstant: 44)`: the view's width (or height).
  func constrain(_ call: FunctionCallExprSyntax, _ scope: inout InferenceScope) {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "constraint",
      let anchor = member.base?.as(MemberAccessExprSyntax.self),
      let argument = call.arguments.first, argument.label?.text == "equalToConstant"
    else { return }
    let field: TemplateField
    switch anchor.declName.baseName.text {
    case "widthAnchor": field = .width
    case "heightAnchor": field = .height
    default: return
    }
    let owner = anchor.base.map { evaluate($0, &scope) } ?? .view(.control)
    guard case .view(let view) = owner else { return }
    let value = evaluate(argument.expression, &scope)
    draft.assign(field, of: view, FieldAssignment(truth: scope.effective, value: value, source: source(call)))
  }

  /// A target expression split into its base and last member: `button.isSelected` → (`button`, `isSelected`).
  static func split(_ target: ExprSyntax) -> (base: ExprSyntax?, member: String) {
    if let member = target.as(MemberAccessExprSyntax.self) { return (member.base, member.declName.baseName.text) }
    if let reference = target.as(DeclReferenceExprSyntax.self) { return (nil, reference.baseName.text) }
    return (target, "")
  }

  /// Whether a call ends the path (`fatalError`).
  static func isFatal(_ call: FunctionCallExprSyntax) -> Bool {
    let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    return name == "fatalError" || name == "preconditionFailure"
  }

  /// Whether a loop body creates a view (`let button = UIButton()`), directly.
  static func createsView(_ body: CodeBlockItemListSyntax, _ declarations: SwiftDeclarations) -> Bool {
    final class Finder: SyntaxVisitor {
      let declarations: SwiftDeclarations
      var found = false
      init(_ declarations: SwiftDeclarations) {
        self.declarations = declarations
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
          SwiftInterpreter.viewRoles[name] != nil || declarations.viewBase(of: name) != nil
        {
          found = true
        }
        return .visitChildren
      }
      override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
    let finder = Finder(declarations)
    finder.walk(body)
    return finder.found
  }
}
