import HeraldICU
import HeraldSyntax
import HeraldTree

/// Expands the custom controls of a tree by their component models, as the app builds them at
/// run time: `<stackView customClass="RatingControl">` with no children becomes five star
/// buttons with labels, values, hints and selection computed from its properties, in the
/// announcer's locale.
///
/// - A model's `element` template applies to the custom element itself: what the model sets
///   replaces what the source set, as the control's code does after loading.
/// - A model's `children` are generated only when the source element has no children; a runtime
///   dump or a hand-written tree that already lists them is kept as it is.
/// - Properties come from the runtime attributes with the property's name, else the model's
///   default; a simulation passes the state it changed in `state`.
public struct ComponentExpander: Sendable {
  /// The models.
  public var library: ComponentLibrary
  let messages: Messages

  /// Creates an expander formatting text in `locale`.
  public init(library: ComponentLibrary, locale: LanguageTag, catalog: Catalog = .herald) {
    self.library = library
    messages = Messages(catalog: catalog, locale: locale)
  }

  /// `root` with every custom control that has a model expanded.
  ///
  /// - Parameters:
  ///   - root: A scene's root, with screen frames resolved.
  ///   - state: State property values by instance (custom element id), overriding the source's.
  /// - Throws: ``AnnouncerError`` when a model's expression or message fails for an instance.
  public func expand(_ root: Element, state: [String: ExpressionScope] = [:]) throws(AnnouncerError) -> ExpandedScene {
    var instances: [String: ComponentInstance] = [:]
    guard !library.models.isEmpty else { return ExpandedScene(root: root, instances: instances) }
    let expanded = try expanded(root, state: state, instances: &instances)
    return ExpandedScene(root: expanded ?? root, instances: instances)
  }

  /// `element` with its custom controls expanded, or `nil` when nothing in it changes, so that
  /// subtrees without a known custom class are shared rather than copied.
  private func expanded(
    _ element: Element, state: [String: ExpressionScope], instances: inout [String: ComponentInstance]
  ) throws(AnnouncerError) -> Element? {
    var changes: [(index: Int, element: Element)] = []
    for (index, child) in element.children.enumerated() {
      if let changed = try expanded(child, state: state, instances: &instances) { changes.append((index, changed)) }
    }
    let model = element.customClass.flatMap { library.model(forClass: $0.name) }
    guard model != nil || !changes.isEmpty else { return nil }
    var element = element
    for change in changes { element.children[change.index] = change.element }
    guard let model else { return element }
    var properties: ExpressionScope = [:]
    for property in model.properties {
      properties[property.name] =
        element.runtimeAttribute(property.name).flatMap(property.value(of:)) ?? property.defaultValue
    }
    for (name, value) in state[element.id] ?? [:] where model.property(named: name)?.isState == true {
      properties[name] = value
    }
    if let template = model.element {
      try apply(template, to: &element, scope: properties, model: model)
    }
    var childIDs: [String] = []
    if let children = model.children, element.children.isEmpty {
      element.children = try generate(children, in: element, scope: properties, model: model)
      childIDs = element.children.map(\.id)
    }
    instances[element.id] = ComponentInstance(
      elementID: element.id, model: model, properties: properties, childIDs: childIDs)
    return element
  }

  private func generate(
    _ repeated: RepeatedTemplate, in parent: Element, scope: ExpressionScope, model: ComponentModel
  ) throws(AnnouncerError) -> [Element] {
    let count = Int(try number(repeated.count, scope, model).rounded())
    guard count > 0 else { return [] }
    let axis = parent.stack?.axis ?? model.layout.axis
    let spacing: Double
    if let stack = parent.stack {
      spacing = stack.spacing
    } else {
      spacing = try number(model.layout.spacing, scope, model)
    }
    var children: [Element] = []
    var offset = 0.0
    for index in 0..<min(count, 10_000) {
      var scope = scope
      scope[repeated.indexName] = .number(Double(index))
      var child = Element(
        id: "\(parent.id)#\(index + 1)", role: repeated.template.role ?? .view, location: parent.location)
      try apply(repeated.template, to: &child, scope: scope, model: model)
      if let size = repeated.template.size {
        let width = try number(size.width, scope, model)
        let height = try number(size.height, scope, model)
        let frame =
          axis == .horizontal
          ? Rect(x: offset, y: 0, width: width, height: height) : Rect(x: 0, y: offset, width: width, height: height)
        offset += (axis == .horizontal ? width : height) + spacing
        child.frame = frame
        if let origin = parent.screenFrame { child.screenFrame = frame.offsetBy(dx: origin.x, dy: origin.y) }
      }
      children.append(child)
    }
    return children
  }

  private func apply(
    _ template: ElementTemplate, to element: inout Element, scope: ExpressionScope, model: ComponentModel
  ) throws(AnnouncerError) {
    for (state, image) in template.images { element.content.images[state] = image }
    if let expression = template.isElement { element.accessibility.isElement = try bool(expression, scope, model) }
    if let expression = template.isSelected { element.state.isSelected = try bool(expression, scope, model) }
    if let expression = template.isEnabled { element.state.isEnabled = try bool(expression, scope, model) }
    if let traits = template.traits { element.accessibility.traits = traits }
    if let text = template.label { element.accessibility.label = try format(text, scope, model) }
    if let text = template.value { element.accessibility.value = try format(text, scope, model) }
    if let text = template.hint { element.accessibility.hint = try format(text, scope, model) }
  }

  /// The text, or `nil` when its condition does not hold.
  private func format(_ text: TemplateText, _ scope: ExpressionScope, _ model: ComponentModel) throws(AnnouncerError)
    -> String?
  {
    if let condition = text.condition, try !bool(condition, scope, model) { return nil }
    var arguments: [String: MessageArgument] = [:]
    for argument in text.arguments {
      arguments[argument.name] = Messages.argument(try evaluate(argument.value, scope, model))
    }
    switch text.source {
    case .message(let key):
      return try messages.text(key, arguments)
    case .pattern(let pattern):
      do {
        return try MessageFormat.cached(pattern: pattern, locale: messages.locale).format(arguments)
      } catch {
        throw .component(className: model.className, model.location, reason: "pattern \"\(pattern)\": \(error)")
      }
    }
  }

  private func evaluate(_ expression: Expression, _ scope: ExpressionScope, _ model: ComponentModel)
    throws(AnnouncerError) -> ExpressionValue
  {
    try model.run { () throws(ExpressionError) in try expression.evaluate(in: scope) }
  }

  private func number(_ expression: Expression, _ scope: ExpressionScope, _ model: ComponentModel)
    throws(AnnouncerError) -> Double
  {
    try model.run { () throws(ExpressionError) in try expression.number(in: scope) }
  }

  private func bool(_ expression: Expression, _ scope: ExpressionScope, _ model: ComponentModel)
    throws(AnnouncerError) -> Bool
  {
    try model.run { () throws(ExpressionError) in try expression.bool(in: scope) }
  }
}

extension ComponentModel {
  /// Runs an expression of this model, turning its error into one that names the model.
  func run<T>(_ body: () throws(ExpressionError) -> T) throws(AnnouncerError) -> T {
    do {
      return try body()
    } catch {
      throw .component(className: className, location, reason: error.message)
    }
  }
}
