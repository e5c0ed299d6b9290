import HeraldTree

/// One custom control of a scene that a component model expanded: its model, its property values
/// and the ids of the elements it generated.
public struct ComponentInstance: Sendable, Hashable {
  /// The id of the custom element (`<stackView customClass="RatingControl" id="…">`).
  public var elementID: String
  /// The model.
  public var model: ComponentModel
  /// The values of the model's properties: the defaults, the source's runtime attributes, then
  /// the state a simulation set.
  public var properties: ExpressionScope
  /// The ids of the generated children, in order (empty when the source had children already).
  public var childIDs: [String]

  /// Creates an instance.
  public init(elementID: String, model: ComponentModel, properties: ExpressionScope, childIDs: [String]) {
    self.elementID = elementID
    self.model = model
    self.properties = properties
    self.childIDs = childIDs
  }

  /// The state properties and their values (`rating`).
  public var state: ExpressionScope {
    properties.filter { name, _ in model.property(named: name)?.isState == true }
  }

  /// The template and scope of the element `id` of this instance: the control itself, or a
  /// generated child with its index bound.
  public func part(_ id: String) -> (template: ElementTemplate, scope: ExpressionScope)? {
    if id == elementID, let template = model.element { return (template, properties) }
    if let children = model.children, let index = childIDs.firstIndex(of: id) {
      var scope = properties
      scope[children.indexName] = .number(Double(index))
      return (children.template, scope)
    }
    return nil
  }
}

/// A scene's root after component expansion, with the instances it holds.
public struct ExpandedScene: Sendable, Hashable {
  /// The root element with every known custom control expanded.
  public var root: Element
  /// The instances by the id of their custom element.
  public var instances: [String: ComponentInstance]

  /// Creates an expanded scene.
  public init(root: Element, instances: [String: ComponentInstance]) {
    self.root = root
    self.instances = instances
  }

  /// The instance that owns the element `id` (the custom element or one it generated).
  public func instance(owning id: String) -> ComponentInstance? {
    if let instance = instances[id] { return instance }
    return instances.values.first { $0.childIDs.contains(id) }
  }
}
