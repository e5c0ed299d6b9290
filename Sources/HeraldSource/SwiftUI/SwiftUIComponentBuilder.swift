import HeraldSyntax
import HeraldTree
import SwiftSyntax

/// The component model of a SwiftUI element whose accessibility follows the view's state and that
/// VoiceOver can change: `.accessibilityAdjustableAction { direction in … }` with its label, value
/// and hint computed from the view's properties. With it, `herald simulate` increments the
/// element as the closure does and the announcer re-reads the value.
///
/// The texts and actions are read by the component inference's ``SwiftInterpreter`` (the same
/// Swift subset as `herald components infer`); a part it does not follow is left out of the model
/// and listed as unresolved.
struct SwiftUIComponentBuilder {
  /// The view whose body holds the element.
  let view: SwiftUIViewType
  /// The properties' values where the caller or a preview fixes them.
  let bindings: SwiftUIBindings
  /// The view's file.
  let file: SwiftUIFile
  /// The types of the view's file, as the component inference reads them.
  let declarations: SwiftDeclarations

  /// The model of the element the modifiers (innermost first) describe, named `className`; `nil`
  /// when the view has no property the actions change.
  func model(
    className: String, modifiers: [(name: String, call: FunctionCallExprSyntax)],
    at location: HeraldSyntax.SourceLocation
  )
    -> ComponentModel?
  {
    guard let control = declarations.types[view.name] else { return nil }
    let properties = modelProperties()
    let draft = InferenceDraft()
    let interpreter = SwiftInterpreter(
      declarations: declarations, control: control,
      modelProperties: Dictionary(properties.map { ($0.name, $0) }) { first, _ in first }, draft: draft)
    var template = ElementTemplate()
    template.isElement = .constant(.bool(true))
    var traits: AccessibilityTraits = []
    for (name, call) in modifiers {
      let first = call.arguments.first?.expression
      switch name {
      case "accessibilityLabel":
        template.label = first.flatMap { interpreter.swiftUIText($0, messageArguments: { _ in nil }) }
      case "accessibilityValue":
        template.value = first.flatMap { interpreter.swiftUIText($0, messageArguments: { _ in nil }) }
      case "accessibilityHint":
        template.hint = first.flatMap { interpreter.swiftUIText($0, messageArguments: { _ in nil }) }
      case "accessibilityAddTraits":
        for trait in first.map(SwiftUIBodyReader.traitNames) ?? [] {
          traits.formUnion(SwiftUIBodyReader.traits[trait] ?? [])
        }
      case "accessibilityAdjustableAction":
        traits.formUnion(.adjustable)
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else {
          continue
        }
        for (kind, statements) in Self.directions(closure) {
          let source = "\(SwiftDeclarations.shortName(file.path)):\(location.line)"
          if let action = interpreter.swiftUIAction(statements, name: "accessibilityAdjustableAction", source: source) {
            template.actions[kind] = action
          }
        }
      default: continue
      }
    }
    template.traits = traits
    guard !template.actions.isEmpty else { return nil }
    let componentProperties = properties.map { property in
      ComponentProperty(
        name: property.name, type: property.type, defaultValue: property.value, isState: true, location: location)
    }
    var model = ComponentModel(
      className: className,
      summary: "The SwiftUI view \(view.name)'s adjustable element, read from its source.",
      source: "\(SwiftDeclarations.shortName(file.path)):\(location.line)", properties: componentProperties,
      element: template, location: location)
    model.unresolved = draft.unresolved
    return model
  }

  /// The view's stored properties whose value is a number, Boolean or text: the caller's or
  /// preview's, else the initial value.
  private func modelProperties() -> [ModelProperty] {
    view.properties.compactMap { property in
      let source = "\(SwiftDeclarations.shortName(file.path)):\(view.location.line)"
      let integer = property.typeName.map { $0.hasPrefix("Int") || $0 == "Binding<Int>" }
      switch bindings.values[property.name] {
      case .number(let number)?:
        return ModelProperty(
          name: property.name, type: .number, value: .number(number), isInspectable: false, source: source,
          isInteger: integer ?? (number == number.rounded()))
      case .bool(let flag)?:
        return ModelProperty(
          name: property.name, type: .boolean, value: .bool(flag), isInspectable: false, source: source)
      case .text(let text, _)?:
        return ModelProperty(
          name: property.name, type: .string, value: .string(text), isInspectable: false, source: source)
      default:
        return nil
      }
    }
  }

  /// The statements of `switch direction { case .increment: … case .decrement: … }`.
  static func directions(_ closure: ClosureExprSyntax) -> [(ComponentAction.Kind, CodeBlockItemListSyntax)] {
    var result: [(ComponentAction.Kind, CodeBlockItemListSyntax)] = []
    for item in closure.statements {
      let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
      guard let switchExpression = expression?.as(SwitchExprSyntax.self) else { continue }
      for entry in switchExpression.cases {
        guard case .switchCase(let switchCase) = entry, case .case(let label) = switchCase.label else { continue }
        let text = label.caseItems.sourceText
        if text.hasSuffix("increment") { result.append((.increment, switchCase.statements)) }
        if text.hasSuffix("decrement") { result.append((.decrement, switchCase.statements)) }
      }
    }
    return result
  }
}
