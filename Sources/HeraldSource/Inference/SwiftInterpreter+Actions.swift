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
    checkUnreached()
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
    for name in ["awakeFromNib", "didMoveToWindow", "didMoveToSuperview", "layoutSubviews"] {
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
    draft.reached.insert(pending.function.id)
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
    var allowed = Set(modelProperties.keys)
    if pending.view == .child, let index = draft.children?.index { allowed.insert(index) }
    let assignments = self.assignments(properties, allowed: allowed, action: name, source: pending.source)
    let event = draft.sentEvents.contains("valueChanged") ? "valueChanged" : pending.event
    guard !assignments.isEmpty || event != nil else {
      draft.unresolved(name, pending.source, "changes no property the model has")
      return nil
    }
    return ComponentAction(assignments: assignments, event: event)
  }

  /// The model's properties an action changes, as assignments in the model's language; a change
  /// the model cannot write (a name it lacks, an expression it cannot parse, a value the inference
  /// does not follow) is reported as unresolved instead.
  func assignments(_ properties: [String: SymbolicValue], allowed: Set<String>, action name: String, source: String)
    -> [(property: String, value: Expression)]
  {
    var assignments: [(property: String, value: Expression)] = []
    for property in control.propertyOrder {
      guard let value = properties[property], modelProperties[property] != nil,
        value != .expression(.name(property))
      else { continue }
      if let expression = value.expression, let name2 = expression.names.subtracting(allowed).sorted().first {
        draft.unresolved(name, source, "sets \(property) from \(name2), which the model does not have")
        continue
      }
      guard let expression = value.expression, let parsed = try? Expression(expression.text) else {
        let why =
          value.expression != nil
          ? "an expression the model's language cannot write"
          : "a value the inference does not follow (\(value.unknownReason ?? "not a number, bool or string"))"
        draft.unresolved(name, source, "sets \(property) to \(why)")
        continue
      }
      assignments.append((property, parsed))
    }
    return assignments
  }

  /// Every property observer, run as setup: what a `didSet` sets (directly or through the update
  /// methods it calls, JRNL's `updateButtonSelectionStates`) holds for every value, since it runs
  /// whenever the value changes. `oldValue` differs from the new value (`if oldValue != rating`).
  private func runObservers() {
    for name in control.propertyOrder {
      guard let didSet = control.properties[name]?.didSet else { continue }
      var scope = controlScope()
      scope.locals["oldValue"] = .expression(.name(Self.oldValue))
      observing = name
      run(didSet, &scope)
      observing = nil
    }
  }

  /// Accessibility set in code that neither the setup, an observer nor an action runs (or that an
  /// action sets where the setup does not): not in the model, so reported.
  private func checkUnreached() {
    for write in draft.lateWrites {
      let setup = draft.fields[write.view]?[write.field]?.map(\.source) ?? []
      guard !setup.contains(write.source) else { continue }
      draft.unresolved(
        write.field.rawValue, write.source,
        "an action sets \(write.field.rawValue) here, which the setup code does not; the model computes it from the setup code only"
      )
    }
    for function in control.functions where !draft.reached.contains(function.id) {
      guard let body = function.body, let (member, node) = Self.accessibilityAssignment(in: body) else { continue }
      draft.unresolved(
        "\(function.name.text)()", source(node),
        "sets \(member), but neither the setup code, a property observer nor an action calls \(function.name.text)(); the model does not have it"
      )
    }
  }

  /// The first assignment to an accessibility property in `body`, if any.
  static func accessibilityAssignment(in body: CodeBlockSyntax) -> (String, Syntax)? {
    final class Finder: SyntaxVisitor {
      var found: (String, Syntax)?
      override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, case .binary(let op, .leaf(let target), _) = Folded(node), Folded.assignments.contains(op)
        else { return .visitChildren }
        let member = SwiftInterpreter.split(target).member
        if TemplateField.uikit[member] != nil || TemplateField.notModelled.contains(member) {
          found = (member, Syntax(node))
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(body)
    return finder.found
  }
}
