import HeraldTree
import SwiftSyntax

extension SwiftInterpreter {
  /// UIKit's accessibility actions a control overrides, by the action they are.
  static let accessibilityActions: [String: ComponentAction.Kind] = [
    "accessibilityIncrement": .increment, "accessibilityDecrement": .decrement, "accessibilityActivate": .activate,
  ]

  /// Overrides that handle touches directly; the inference does not follow where a touch lands.
  static let touchOverrides: Set<String> = [
    "touchesBegan", "touchesMoved", "touchesEnded", "beginTracking", "continueTracking", "endTracking",
  ]

  /// Reads the control: its setup (the initializers Interface Builder runs and `awakeFromNib`),
  /// its accessibility overrides, then its actions.
  func read() -> [ComponentAction.Kind: ComponentAction] {
    mode = .setup
    for root in setupRoots() {
      var scope = controlScope()
      run(root, &scope)
    }
    runObservers()
    readOverrides()
    var actions: [ViewReference: [ComponentAction.Kind: ComponentAction]] = [:]
    for pending in draft.actions {
      if let action = evaluate(pending) { actions[pending.view, default: [:]][pending.kind] = action }
    }
    checkObservers()
    childActions = actions[.child] ?? [:]
    return actions[.control] ?? [:]
  }

  /// The bodies UIKit runs when a storyboard creates the control: `init(coder:)` (else
  /// `init(frame:)`) and `awakeFromNib`.
  private func setupRoots() -> [CodeBlockItemListSyntax] {
    var roots: [CodeBlockItemListSyntax] = []
    let initializers = control.initializers
    // `required init?(coder:) { fatalError() }`: a control made in code only; its setup is init(frame:).
    let coder = initializers.first { initializer in
      guard Self.labels(initializer.signature).first == "coder" else { return false }
      return
        !(initializer.body?.statements.contains { item in
          item.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self).map(Self.isFatal) ?? false
        } ?? false)
    }
    let frame = initializers.first { Self.labels($0.signature) == ["frame"] }
    if let chosen = coder ?? frame, let body = chosen.body?.statements {
      draft.reached.insert(chosen.id)
      roots.append(body)
    }
    for name in ["awakeFromNib", "didMoveToWindow", "didMoveToSuperview"] {
      if let function = declarations.functions(name, of: control.name).first, let body = function.body?.statements {
        draft.reached.insert(function.id)
        roots.append(body)
      }
    }
    return roots
  }

  /// Accessibility properties the control overrides with a getter, and action overrides.
  private func readOverrides() {
    for name in control.propertyOrder {
      guard let property = control.properties[name], property.isOverride, let getter = property.getter,
        TemplateField.uikit[name] != nil
      else { continue }
      accessibilityContext += 1
      let value = inline(
        getter, parameters: [], arguments: [], id: nil, caller: controlScope(), typeName: control.name, isControl: true)
      accessibilityContext -= 1
      var scope = controlScope()
      setField(name, of: .control, value, at: getter, &scope)
    }
    for function in control.functions where function.modifiers.contains(where: { $0.name.text == "override" }) {
      let name = function.name.text
      if let kind = Self.accessibilityActions[name] {
        draft.actions.append(
          PendingAction(view: .control, kind: kind, function: function, event: nil, source: source(function)))
      } else if Self.touchOverrides.contains(name) {
        draft.unresolved(
          "touch handling", source(function),
          "\(name) sets state from where a touch lands; VoiceOver's double tap touches the element's centre, which the model does not follow — add an `activate` action by hand if it changes the value"
        )
      }
    }
  }

  /// The action `pending` runs, or `nil` (with an unresolved part) when it changes nothing the
  /// model has.
  private func evaluate(_ pending: PendingAction) -> ComponentAction? {
    mode = .action
    defer { mode = .setup }
    draft.sentEvents = []
    var scope = controlScope()
    let parameters = Self.parameters(pending.function.signature)
    for (index, parameter) in parameters.enumerated() {
      scope.locals[parameter.name] =
        index != 0
        ? .unknown("the argument \(parameter.name)")
        : pending.fromRecognizer
          ? .recognizer(action: pending.function.name.text, view: pending.view)
          : pending.view == .child ? .view(.child) : .unknown("the argument \(parameter.name)")
    }
    let name = "action \(pending.function.name.text)"
    guard let body = pending.function.body?.statements else { return nil }
    depth = 0
    run(body, &scope)
    var properties = finalProperties(scope)
    // Property observers run after each assignment; they may clamp the value or send events.
    for property in control.propertyOrder where properties[property] != nil {
      guard let didSet = declarations.property(property, of: control.name)?.didSet else { continue }
      var observer = controlScope()
      observer.properties = properties
      observer.locals["oldValue"] = .expression(.name(property))
      run(didSet, &observer)
      properties = finalProperties(observer)
    }
    var assignments: [(property: String, value: Expression)] = []
    for property in control.propertyOrder {
      guard let value = properties[property], modelProperties[property] != nil,
        value != .expression(.name(property))
      else { continue }
      guard let expression = value.expression, let parsed = try? Expression(expression.text) else {
        draft.unresolved(
          name, pending.source,
          "sets \(property) to a value the inference does not follow (\(value.unknownReason ?? "not a number, bool or string"))"
        )
        continue
      }
      assignments.append((property, parsed))
    }
    let event = draft.sentEvents.contains("valueChanged") ? "valueChanged" : pending.event
    guard !assignments.isEmpty || event != nil else {
      draft.unresolved(name, pending.source, "changes no property the model has")
      return nil
    }
    return ComponentAction(assignments: assignments, event: event)
  }

  /// Update methods that a property's `didSet` calls and the setup does not (JRNL's
  /// `updateButtonSelectionStates`): they run whenever the value changes, so what they set holds
  /// for every value.
  private func runObservers() {
    for name in control.propertyOrder {
      guard let didSet = control.properties[name]?.didSet else { continue }
      for item in didSet {
        guard let call = item.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
          let function = function(callee, of: control.name, arguments: call.arguments.count),
          !draft.reached.contains(function.id)
        else { continue }
        var scope = controlScope()
        _ = inline(function, Array(call.arguments), &scope, typeName: control.name, isControl: true)
      }
    }
  }

  /// A state property's `didSet` that calls code the setup never reached may change what
  /// VoiceOver says in a way the model does not have.
  private func checkObservers() {
    for name in control.propertyOrder {
      guard let property = control.properties[name], let didSet = property.didSet else { continue }
      for item in didSet {
        guard let call = item.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
          let function = declarations.functions(callee, of: control.name).first,
          !draft.reached.contains(function.id)
        else { continue }
        draft.unresolved(
          "\(name) didSet", source(call),
          "when \(name) changes, \(callee)() runs, which the setup code does not call; what it sets is not in the model"
        )
      }
    }
  }
}
