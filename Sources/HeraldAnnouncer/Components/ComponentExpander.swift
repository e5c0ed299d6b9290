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

  /// The most elements the expansion of one scene may generate, over all its controls: a file of
  /// a thousand controls each repeating 10,000 times is refused rather than built.
  public static let elementBudget = 100_000

  /// `root` with every custom control that has a model expanded.
  ///
  /// The tree is walked with an explicit stack, so a tree nested as deeply as its reader allows
  /// does not overflow the thread's stack.
  ///
  /// - Parameters:
  ///   - root: A scene's root, with screen frames resolved.
  ///   - state: State property values by instance (custom element id), overriding the source's.
  /// - Throws: ``AnnouncerError`` when a model's expression or message fails for an instance, a
  ///   `repeat` count is not a whole number from 0 to ``RepeatedTemplate/maximumCount``, or the scene would get more
  ///   than ``elementBudget`` generated elements.
  /// - Complexity: O(n) in the elements of the tree plus the elements generated.
  public func expand(_ root: Element, state: [String: ExpressionScope] = [:]) throws(AnnouncerError) -> ExpandedScene {
    guard !library.models.isEmpty else { return ExpandedScene(root: root, instances: [:]) }
    var expansion = Expansion(state: state)
    let expanded = try expanded(root, &expansion)
    return ExpandedScene(root: expanded ?? root, instances: expansion.instances)
  }

  /// What one expansion carries from control to control.
  private struct Expansion {
    let state: [String: ExpressionScope]
    var instances: [String: ComponentInstance] = [:]
    var budget = ComponentExpander.elementBudget
  }

  /// An element of the walk whose children are being expanded.
  private struct Frame {
    var element: Element
    var next = 0
    var changes: [(index: Int, element: Element)] = []
  }

  /// `root` with its custom controls expanded, or `nil` when nothing in it changes, so that
  /// subtrees without a known custom class are shared rather than copied. Children are expanded
  /// before their parent (post-order), with an explicit stack.
  private func expanded(_ root: Element, _ expansion: inout Expansion) throws(AnnouncerError) -> Element? {
    var stack = [Frame(element: root)]
    while let top = stack.indices.last {
      if stack[top].next < stack[top].element.children.count {
        let child = stack[top].element.children[stack[top].next]
        stack[top].next += 1
        stack.append(Frame(element: child))
        continue
      }
      let frame = stack.removeLast()
      let changed = try expandedNode(frame.element, changes: frame.changes, &expansion)
      guard let parent = stack.indices.last else { return changed }
      if let changed { stack[parent].changes.append((stack[parent].next - 1, changed)) }
    }
    return nil
  }

  /// `element` with its expanded children put in and its own model applied, or `nil` when
  /// neither changes it.
  private func expandedNode(
    _ element: Element, changes: [(index: Int, element: Element)], _ expansion: inout Expansion
  ) throws(AnnouncerError) -> Element? {
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
    for (name, value) in expansion.state[element.id] ?? [:] where model.property(named: name)?.isState == true {
      properties[name] = value
    }
    if let template = model.element {
      try apply(template, to: &element, scope: properties, model: model)
    }
    var childIDs: [String] = []
    if let children = model.children, element.children.isEmpty {
      element.children = try generate(children, in: element, scope: properties, model: model, &expansion.budget)
      childIDs = element.children.map(\.id)
    }
    expansion.instances[element.id] = ComponentInstance(
      elementID: element.id, model: model, properties: properties, childIDs: childIDs)
    return element
  }

  /// The number of elements a `repeat` generates: its count rounded, 0 when not positive.
  ///
  /// - Throws: ``AnnouncerError/component(className:_:reason:)`` for NaN, infinity or a count
  ///   over ``RepeatedTemplate/maximumCount``, naming the control; ``AnnouncerError/tooManyElements(_:limit:)`` when
  ///   the scene's budget is spent.
  private func count(
    of repeated: RepeatedTemplate, in parent: Element, scope: ExpressionScope, model: ComponentModel,
    _ budget: inout Int
  ) throws(AnnouncerError) -> Int {
    let value = try number(repeated.count, scope, model)
    let count: Int
    do {
      count = try CheckedNumber.require(
        value.isFinite && value < 0 ? 0 : value, in: 0...RepeatedTemplate.maximumCount, name: "the repeat count",
        rounding: .toNearestOrAwayFromZero)
    } catch {
      throw .component(className: model.className, parent.location, reason: "\(error) (element \(parent.id))")
    }
    guard count <= budget else { throw .tooManyElements(parent.location, limit: Self.elementBudget) }
    budget -= count
    return count
  }

  private func generate(
    _ repeated: RepeatedTemplate, in parent: Element, scope: ExpressionScope, model: ComponentModel,
    _ budget: inout Int
  ) throws(AnnouncerError) -> [Element] {
    let count = try count(of: repeated, in: parent, scope: scope, model: model, &budget)
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
    for index in 0..<count {
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
