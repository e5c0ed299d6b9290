import HeraldSyntax
import HeraldTree

/// Turns what the inference found in a control's code into a component model: templates from the
/// fields the code sets, the properties the model reads, and the parts it could not follow.
struct ComponentDraftBuilder {
  let control: DeclaredType
  let base: String
  let properties: [ModelProperty]
  let draft: InferenceDraft
  let controlActions: [ComponentAction.Kind: ComponentAction]
  let childActions: [ComponentAction.Kind: ComponentAction]
  let messageArguments: (String) -> [String]?

  /// The longest expression a draft keeps; longer ones are unresolved.
  static let longestExpression = 16_000

  /// The model.
  func build() -> ComponentModel {
    let propertyNames = Set(properties.map(\.name))
    var element = template(for: .control, names: propertyNames, role: nil)
    element.actions = controlActions
    var children: RepeatedTemplate?
    if let found = draft.children {
      let role = SwiftInterpreter.viewRoles[found.className] ?? .view
      var child = template(for: .child, names: propertyNames.union([found.index]), role: role)
      child.role = role
      child.actions = childActions
      children = RepeatedTemplate(
        count: repeatCount(found.count, names: propertyNames, source: found.source) ?? .constant(.number(0)),
        indexName: found.index, template: child)
    }
    var layout = ComponentLayout()
    if base == "UIStackView" {
      let axis = resolved(.axis, of: .control)
      if let value = axis.value,
        case .expression(.string(let name)) = atDefaults(value, name: "axis", source: axis.source)
      {
        layout.axis = name == "vertical" ? .vertical : .horizontal
      } else if axis.value != nil {
        draft.unresolved("axis", axis.source, "an axis the inference does not follow; the draft's is horizontal")
      }
      if let spacing = resolved(.spacing, of: .control).value?.expression,
        let parsed = expression(spacing, names: propertyNames, what: "the spacing", source: control.source)
      {
        layout.spacing = parsed
      }
    }
    let hasElement = element != ElementTemplate()
    if !hasElement && children == nil {
      draft.unresolved(
        "accessibility", control.source,
        "the code sets nothing the model describes (no accessibility, no repeated children); the draft's element is empty"
      )
    }
    let used = usedNames(element: hasElement ? element : nil, children: children, layout: layout)
    let stateNames = Set(
      (controlActions.values.map { $0 } + childActions.values.map { $0 }).flatMap { $0.assignments.map(\.property) })
    var modelProperties: [ComponentProperty] = []
    for property in properties
    where property.isInspectable || used.contains(property.name) || stateNames.contains(property.name) {
      modelProperties.append(
        ComponentProperty(
          name: property.name, type: property.type, defaultValue: property.value,
          isState: stateNames.contains(property.name), location: location))
      if let write = draft.setupWrites[property.name], !stateNames.contains(property.name) {
        draft.unresolved(
          property.name, write,
          "the code assigns \(property.name) here (in setup or an observer); the model uses the value the storyboard or its default gives"
        )
      }
    }
    return ComponentModel(
      className: control.name,
      summary: "\(control.name), a \(base) subclass, drafted from its Swift source by herald components infer.",
      source: control.source, properties: modelProperties, layout: layout,
      element: hasElement || children == nil ? element : nil, children: children, unresolved: draft.unresolved,
      location: location)
  }

  private var location: HeraldSyntax.SourceLocation { control.location }

  /// The names every expression of the model reads.
  private func usedNames(element: ElementTemplate?, children: RepeatedTemplate?, layout: ComponentLayout) -> Set<String>
  {
    var names = layout.spacing.variables
    func add(_ template: ElementTemplate) {
      var expressions = [
        template.isElement, template.isSelected, template.isEnabled, template.size?.width, template.size?.height,
      ]
      for text in [template.label, template.value, template.hint].compactMap({ $0 }) {
        expressions += text.arguments.map(\.value)
        expressions.append(text.condition)
      }
      for action in template.actions.values { expressions += action.assignments.map(\.value) }
      for expression in expressions.compactMap({ $0 }) { names.formUnion(expression.variables) }
    }
    if let element { add(element) }
    if let children {
      names.formUnion(children.count.variables)
      add(children.template)
    }
    return names
  }

  /// The value a field has after every assignment the code makes, and where the last one is.
  private func resolved(_ field: TemplateField, of view: ViewReference) -> (value: SymbolicValue?, source: String) {
    let assignments = draft.fields[view]?[field] ?? []
    var value: SymbolicValue?
    for assignment in assignments {
      switch assignment.truth {
      case .always: value = assignment.value
      case .when(let condition): value = SymbolicValue.choose(condition, assignment.value, value ?? unset(field, view))
      case .unknown(let why): value = .unknown(why)
      }
    }
    return (value, assignments.last?.source ?? control.source)
  }

  /// What a field is before the code sets it.
  private func unset(_ field: TemplateField, _ view: ViewReference) -> SymbolicValue {
    switch field {
    case .selected: return .expression(.bool(false))
    case .enabled: return .expression(.bool(true))
    case .isElement:
      let role = view == .child ? draft.children.flatMap { SwiftInterpreter.viewRoles[$0.className] } : nil
      return .expression(.bool(role?.isAccessibilityElementByDefault ?? false))
    default: return .nothing
    }
  }

  /// The template of the control or of its children.
  private func template(for view: ViewReference, names: Set<String>, role: Role?) -> ElementTemplate {
    var template = ElementTemplate()
    let fields = draft.fields[view] ?? [:]
    for field in TemplateField.allCases where fields[field] != nil {
      let (value, source) = resolved(field, of: view)
      guard let value else { continue }
      let name = field.rawValue
      switch field {
      case .isElement, .selected, .enabled:
        guard let expression = value.expression,
          let parsed = self.expression(expression, names: names, what: name, source: source)
        else {
          draft.unresolved(
            name, source,
            "\(name) is set to a value the inference does not follow (\(value.unknownReason ?? "not a bool"))")
          continue
        }
        switch field {
        case .isElement: template.isElement = parsed
        case .selected: template.isSelected = parsed
        default: template.isEnabled = parsed
        }
      case .traits:
        guard case .traits(let traits) = atDefaults(value, name: name, source: source) else {
          draft.unresolved(
            name, source, "traits the inference does not follow (\(value.unknownReason ?? "they depend on state"))")
          continue
        }
        template.traits = traits
      case .label, .value, .hint:
        let builder = TemplateTextBuilder(messageArguments: messageArguments) { note in
          self.draft.unresolved(name, source, note)
        }
        guard let text = builder.text(value), checked(text, names: names, name: name, source: source) else { continue }
        switch field {
        case .label: template.label = text
        case .value: template.value = text
        default: template.hint = text
        }
      case .width, .height:
        guard let expression = value.expression,
          let parsed = self.expression(expression, names: names, what: name, source: source)
        else {
          draft.unresolved(
            name, source, "a size the inference does not follow (\(value.unknownReason ?? "not a number"))")
          continue
        }
        let other = template.size ?? (.constant(.number(0)), .constant(.number(0)))
        template.size = field == .width ? (parsed, other.height) : (other.width, parsed)
      case .imageNormal, .imageHighlighted, .imageSelected, .imageDisabled, .imageFocused:
        guard case .image(let image) = value, let state = ControlStateKey(rawValue: String(name.dropFirst(6))) else {
          draft.unresolved(
            name, source, "an image the inference does not follow (\(value.unknownReason ?? "it depends on state"))")
          continue
        }
        template.images[state] = image
      case .axis, .spacing:
        continue
      }
    }
    if template.size != nil && (fields[.width] == nil || fields[.height] == nil) {
      draft.unresolved("size", control.source, "the code constrains only one side of the children; the other is 0")
    }
    return template
  }

  /// The properties' defaults as literals.
  private var defaults: [String: SymbolicExpression] {
    var result: [String: SymbolicExpression] = [:]
    for property in properties {
      if let literal = SymbolicExpression.literal(property.value) { result[property.name] = literal }
    }
    return result
  }

  /// Traits chosen by a condition on properties (Cosmos: adjustable when `updateOnTouch`): the
  /// model's traits are fixed, so the draft takes the traits at the properties' defaults and says so.
  private func atDefaults(_ value: SymbolicValue, name: String, source: String) -> SymbolicValue {
    if case .expression(let expression) = value, !expression.names.isEmpty {
      let constant = expression.substituting(defaults).folded
      guard constant.names.isEmpty else { return value }
      draft.unresolved(
        name, source,
        "\(name) depends on \(expression.text), which a model cannot express; the draft has it at the defaults")
      return .expression(constant)
    }
    guard case .choice(let condition, let then, let otherwise) = value else { return value }
    guard case .bool(let holds) = condition.substituting(defaults).folded else { return value }
    let chosen = atDefaults(holds ? then : otherwise, name: name, source: source)
    draft.unresolved(
      name, source,
      "\(name) depend on \(condition.text), which a model cannot express; the draft has them for the properties' defaults"
    )
    return chosen
  }

  /// Whether a text's expressions read only the model's names.
  private func checked(_ text: TemplateText, names: Set<String>, name: String, source: String) -> Bool {
    let read = text.arguments.reduce(into: Set<String>()) { $0.formUnion($1.value.variables) }
      .union(text.condition?.variables ?? [])
    if let missing = read.subtracting(names).sorted().first {
      draft.unresolved(name, source, "the text reads \(missing), which is not a property the model has")
      return false
    }
    return true
  }

  /// The number of children as a model expression, or `nil` (reported) when it is a constant the
  /// model cannot repeat (not a whole number from 0 to ``RepeatedTemplate/maximumCount``), so
  /// that the draft always loads and expands.
  private func repeatCount(_ count: SymbolicExpression, names: Set<String>, source: String) -> Expression? {
    let what = "the number of children"
    guard let result = expression(count, names: names, what: what, source: source) else { return nil }
    if case .number(let value)? = result.constantValue,
      !(value >= 0 && value <= Double(RepeatedTemplate.maximumCount) && value == value.rounded())
    {
      draft.unresolved(
        what, source,
        "the code repeats \(count.text) children; a model repeats a whole number from 0 to "
          + "\(RepeatedTemplate.maximumCount), so the draft repeats none: set the count by hand")
      return nil
    }
    return result
  }

  /// `expression` as a model expression, or `nil` (reported) when it is too long or reads a name
  /// the model does not have.
  private func expression(_ expression: SymbolicExpression, names: Set<String>, what: String, source: String)
    -> Expression?
  {
    let text = expression.text
    guard text.count <= Self.longestExpression else {
      draft.unresolved(what, source, "\(what) is an expression of \(text.count) characters; simplify it by hand")
      return nil
    }
    if let missing = expression.names.subtracting(names).sorted().first {
      draft.unresolved(what, source, "\(what) reads \(missing), which is not a property the model has")
      return nil
    }
    do {
      return try Expression(text)
    } catch {
      draft.unresolved(what, source, "\(what) cannot be written as a model expression (\(error.message))")
      return nil
    }
  }
}
