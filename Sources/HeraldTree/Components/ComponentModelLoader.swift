import Foundation
import HeraldSyntax

/// Reads component models from JSON or YAML (`docs/components.md`).
///
/// A file holds one model object, or an array of them. Every expression is parsed and checked
/// against the model's properties when the file is read, so a misspelt `ratng` is reported with
/// its line instead of failing during an announcement.
///
/// ```swift
/// let models = try ComponentModelLoader.load(path: "Components/RatingControl.json")
/// ```
public enum ComponentModelLoader {
  /// Loads the models of the file at `path` (`.json`, `.yml` or `.yaml`).
  ///
  /// - Throws: ``TreeError`` naming the file, line and what to change.
  public static func load(path: String) throws(TreeError) -> [ComponentModel] {
    let text: String
    do {
      text = try InputFile.text(atPath: path)
    } catch {
      if let invalid = error.invalidText { throw .syntax(invalid) }
      throw .unreadable(path: path, reason: error.reason)
    }
    return try parse(text, file: path)
  }

  /// Reads the models in `text`; YAML when `file` ends in `.yml` or `.yaml`, JSON otherwise.
  ///
  /// - Throws: ``TreeError`` naming the file, line and what to change.
  public static func parse(_ text: String, file: String) throws(TreeError) -> [ComponentModel] {
    let root: JSONValue
    do {
      if file.hasSuffix(".yml") || file.hasSuffix(".yaml") {
        root = try YAMLReader.parse(text, file: file)
      } else {
        root = try JSONReader.parse(Array(text.utf8), file: file)
      }
    } catch {
      throw .syntax(error)
    }
    if let values = root.arrayValue {
      var models: [ComponentModel] = []
      for value in values { models.append(try model(value, file: file)) }
      return models
    }
    return [try model(root, file: file)]
  }

  private static func model(_ value: JSONValue, file: String) throws(TreeError) -> ComponentModel {
    var object = try JSONObject(value, what: "a component model", file: file)
    guard try object.string("herald", required: true) == "component" else {
      throw .invalidDocument(object.location, reason: "\"herald\" must be \"component\" in a component model")
    }
    guard let version = try object.int("version"), version == 1 else {
      throw .invalidDocument(object.location, reason: "a component model needs \"version\": 1 (the only version)")
    }
    let className = try object.string("class", required: true) ?? ""
    guard !className.isEmpty else {
      throw .invalidDocument(object.location, reason: "\"class\" must name the custom class (RatingControl)")
    }
    let summary = try object.string("summary", required: true) ?? ""
    let source = try object.string("source")
    var properties: [ComponentProperty] = []
    if let members = try object.value("properties") {
      properties = try self.properties(members, file: file)
    }
    var scope = Set(properties.map(\.name))
    var layout = ComponentLayout()
    if let value = try object.value("layout") {
      var layoutObject = try JSONObject(value, what: "a layout {axis, spacing}", file: file)
      layout.axis = try layoutObject.enumeration("axis", StackLayout.Axis.self) ?? .horizontal
      if let spacing = try layoutObject.value("spacing") { layout.spacing = try expression(spacing, scope: scope) }
      try layoutObject.finish()
    }
    let stateNames = Set(properties.filter(\.isState).map(\.name))
    var element: ElementTemplate?
    if let value = try object.value("element") {
      element = try template(value, scope: scope, state: stateNames, generated: false, file: file)
    }
    var children: RepeatedTemplate?
    if let value = try object.value("children") {
      var repeated = try JSONObject(value, what: "children {repeat, index, element}", file: file)
      let count = try expression(try repeated.value("repeat", required: true) ?? .null, scope: scope)
      let indexName = try repeated.string("index") ?? "index"
      scope.insert(indexName)
      let childTemplate = try template(
        try repeated.value("element", required: true) ?? .null, scope: scope, state: stateNames, generated: true,
        file: file)
      try repeated.finish()
      children = RepeatedTemplate(count: count, indexName: indexName, template: childTemplate)
    }
    var unresolved: [UnresolvedPart] = []
    for value in try object.array("unresolved") { unresolved.append(try unresolvedPart(value, file: file)) }
    if element == nil && children == nil {
      throw .invalidDocument(
        object.location, reason: "component \(className) needs \"element\", \"children\" or both; it describes nothing")
    }
    try object.finish()
    return ComponentModel(
      className: className, summary: summary, source: source, properties: properties, layout: layout,
      element: element, children: children, unresolved: unresolved, location: object.location)
  }

  private static func unresolvedPart(_ value: JSONValue, file: String) throws(TreeError) -> UnresolvedPart {
    var object = try JSONObject(value, what: "an unresolved part {name, source, note}", file: file)
    let name = try object.string("name", required: true) ?? ""
    let source = try object.string("source")
    let note = try object.string("note", required: true) ?? ""
    try object.finish()
    return UnresolvedPart(name: name, source: source, note: note)
  }

  private static func properties(_ value: JSONValue, file: String) throws(TreeError) -> [ComponentProperty] {
    let location = value.location ?? SourceLocation(file: file, line: 1, column: 1)
    guard let members = value.objectValue else {
      throw .invalidDocument(location, reason: "\"properties\" must be an object from name to {type, default}")
    }
    var result: [ComponentProperty] = []
    for member in members {
      var object = try JSONObject(member.value, what: "property \"\(member.key)\"", file: file)
      let type = try object.enumeration("type", ComponentProperty.ValueType.self, required: true) ?? .number
      let isState = try object.bool("state") ?? false
      let defaultJSON = try object.value("default", required: true) ?? .null
      guard let defaultValue = constant(defaultJSON, type: type) else {
        throw .invalidDocument(
          defaultJSON.location ?? object.location,
          reason:
            "the default of \"\(member.key)\" must be a \(type.rawValue)\(type == .size ? " {width, height}" : "")")
      }
      try object.finish()
      result.append(
        ComponentProperty(
          name: member.key, type: type, defaultValue: defaultValue, isState: isState,
          location: member.keyLocation ?? object.location))
    }
    return result
  }

  private static func constant(_ value: JSONValue, type: ComponentProperty.ValueType) -> ExpressionValue? {
    switch type {
    case .number: return value.doubleValue.map(ExpressionValue.number)
    case .boolean: return value.boolValue.map(ExpressionValue.bool)
    case .string: return value.stringValue.map(ExpressionValue.string)
    case .size:
      guard let width = value["width"]?.doubleValue, let height = value["height"]?.doubleValue else { return nil }
      return ComponentProperty.size(width: width, height: height)
    }
  }

  private static func template(
    _ value: JSONValue, scope: Set<String>, state: Set<String>, generated: Bool, file: String
  ) throws(TreeError) -> ElementTemplate {
    var object = try JSONObject(value, what: "an element template", file: file)
    var template = ElementTemplate()
    if generated {
      template.role = try object.enumeration("role", Role.self, required: true)
    }
    if let size = try object.value("size") {
      var sizeObject = try JSONObject(size, what: "a size {width, height}", file: file)
      let width = try expression(try sizeObject.value("width", required: true) ?? .null, scope: scope)
      let height = try expression(try sizeObject.value("height", required: true) ?? .null, scope: scope)
      try sizeObject.finish()
      template.size = (width, height)
    }
    if let images = try object.value("images") {
      var imagesObject = try JSONObject(images, what: "images by state", file: file)
      for key in ControlStateKey.allCases {
        if let name = try imagesObject.string(key.rawValue) { template.images[key] = name }
      }
      try imagesObject.finish()
    }
    if let value = try object.value("isElement") { template.isElement = try expression(value, scope: scope) }
    if let value = try object.value("selected") { template.isSelected = try expression(value, scope: scope) }
    if let value = try object.value("enabled") { template.isEnabled = try expression(value, scope: scope) }
    if let names = try object.value("traits") {
      do {
        template.traits = try AccessibilityTraits.parse(json: names.arrayValue ?? [names])
      } catch {
        throw .invalidDocument(error.value.location ?? object.location, reason: error.reason)
      }
    }
    if let value = try object.value("label") { template.label = try text(value, scope: scope, file: file) }
    if let value = try object.value("value") { template.value = try text(value, scope: scope, file: file) }
    if let value = try object.value("hint") { template.hint = try text(value, scope: scope, file: file) }
    if let actions = try object.value("actions") {
      var actionsObject = try JSONObject(actions, what: "actions {activate, increment, decrement}", file: file)
      for kind in ComponentAction.Kind.allCases {
        if let value = try actionsObject.value(kind.rawValue) {
          template.actions[kind] = try action(value, scope: scope, state: state, file: file)
        }
      }
      try actionsObject.finish()
    }
    try object.finish()
    return template
  }

  private static func text(_ value: JSONValue, scope: Set<String>, file: String) throws(TreeError) -> TemplateText {
    var object = try JSONObject(value, what: "a text {message | pattern, arguments, when}", file: file)
    let message = try object.string("message")
    let pattern = try object.string("pattern")
    let source: TemplateText.Source
    switch (message, pattern) {
    case (let key?, nil): source = .message(key)
    case (nil, let pattern?): source = .pattern(pattern)
    default:
      throw .invalidDocument(
        object.location,
        reason: "a text needs exactly one of \"message\" (a catalog key) or \"pattern\" (an ICU MessageFormat pattern)")
    }
    var arguments: [(name: String, value: Expression)] = []
    if let value = try object.value("arguments") {
      guard let members = value.objectValue else {
        throw .invalidDocument(value.location ?? object.location, reason: "\"arguments\" must be an object")
      }
      for member in members { arguments.append((member.key, try expression(member.value, scope: scope))) }
    }
    let condition = try object.value("when").map { (value) throws(TreeError) in try expression(value, scope: scope) }
    try object.finish()
    return TemplateText(source: source, arguments: arguments, condition: condition)
  }

  private static func action(
    _ value: JSONValue, scope: Set<String>, state: Set<String>, file: String
  ) throws(TreeError) -> ComponentAction {
    var object = try JSONObject(value, what: "an action {set, event}", file: file)
    var assignments: [(property: String, value: Expression)] = []
    if let set = try object.value("set") {
      guard let members = set.objectValue else {
        throw .invalidDocument(
          set.location ?? object.location, reason: "\"set\" must be an object from property to expression")
      }
      for member in members {
        guard state.contains(member.key) else {
          throw .invalidDocument(
            member.keyLocation ?? object.location,
            reason:
              "an action may only set state properties; declare \"\(member.key)\" with \"state\": true (state properties: \(state.sorted().joined(separator: ", ")))"
          )
        }
        assignments.append((member.key, try expression(member.value, scope: scope)))
      }
    }
    let event = try object.string("event")
    try object.finish()
    return ComponentAction(assignments: assignments, event: event)
  }

  /// A JSON number or boolean as a constant, a string as an expression checked against `scope`.
  private static func expression(_ value: JSONValue, scope: Set<String>) throws(TreeError) -> Expression {
    let location = value.location ?? SourceLocation(file: "", line: 1, column: 1)
    if let number = value.doubleValue { return .constant(.number(number)) }
    if let flag = value.boolValue { return .constant(.bool(flag)) }
    guard let source = value.stringValue else {
      throw .invalidDocument(
        location, reason: "expected an expression (a string such as \"index < rating\"), a number or a boolean")
    }
    let expression: Expression
    do {
      expression = try Expression(source)
    } catch {
      throw .invalidDocument(location, reason: error.message)
    }
    if let unknown = expression.variables.subtracting(scope).sorted().first {
      throw .invalidDocument(
        location,
        reason:
          "\"\(source)\" reads \"\(unknown)\", which is not a property of this component; known: \(scope.sorted().joined(separator: ", "))"
      )
    }
    return expression
  }
}
