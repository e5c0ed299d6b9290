import HeraldSyntax

/// Writes component models in the format ``ComponentModelLoader`` reads (`docs/components.md`).
///
/// Keys come in the documented order (`herald`, `version`, `class`, `summary`, `source`,
/// `properties`, `layout`, `element`, `children`, `unresolved`), and what a model leaves unset is
/// left out, so a written model reads like a hand-written one and loads back equal to the original
/// (except for its locations). `herald components infer` writes its drafts with it.
///
/// ```swift
/// if let model = ComponentLibrary.builtIn.model(forClass: "RatingControl") {
///   let text = ComponentModelWriter.text([model])
///   // {
///   //   "herald": "component",
///   //   "version": 1,
///   //   "class": "RatingControl",
///   //   …
/// }
/// ```
public enum ComponentModelWriter {
  /// The JSON of one model.
  ///
  /// A constant number or bool expression (`8`, `true`) is written as a JSON number or bool, any
  /// other expression as its source text (`"index < rating"`).
  ///
  /// - Parameter model: The model.
  /// - Returns: An object whose members follow the documented key order.
  public static func json(_ model: ComponentModel) -> JSONValue {
    var members = [
      JSONMember("herald", .string("component")),
      JSONMember("version", .number(1)),
      JSONMember("class", .string(model.className)),
      JSONMember("summary", .string(model.summary)),
    ]
    if let source = model.source { members.append(JSONMember("source", .string(source))) }
    members.append(JSONMember("properties", .object(model.properties.map(property))))
    members.append(
      JSONMember(
        "layout",
        .object([
          JSONMember("axis", .string(model.layout.axis.rawValue)),
          JSONMember("spacing", expression(model.layout.spacing)),
        ])))
    if let element = model.element { members.append(JSONMember("element", template(element))) }
    if let children = model.children {
      members.append(
        JSONMember(
          "children",
          .object([
            JSONMember("repeat", expression(children.count)),
            JSONMember("index", .string(children.indexName)),
            JSONMember("element", template(children.template)),
          ])))
    }
    if !model.unresolved.isEmpty {
      members.append(JSONMember("unresolved", .array(model.unresolved.map(unresolvedPart))))
    }
    return .object(members)
  }

  /// The text of a file holding `models`: one model as an object, several as an array, indented
  /// by two spaces and ending with a line break.
  ///
  /// - Parameter models: The models, in the order to write them.
  /// - Returns: JSON text that ``ComponentModelLoader/parse(_:file:)`` reads back (as JSON or YAML).
  public static func text(_ models: [ComponentModel]) -> String {
    let value = models.count == 1 ? json(models[0]) : .array(models.map(json))
    return JSONWriter().string(from: value)
  }

  private static func property(_ property: ComponentProperty) -> JSONMember {
    var members = [
      JSONMember("type", .string(property.type.rawValue)),
      JSONMember("default", value(property.defaultValue)),
    ]
    if property.isState { members.append(JSONMember("state", .bool(true))) }
    return JSONMember(property.name, .object(members))
  }

  /// A property's default: a size record as `{width, height}`, other records by sorted key.
  private static func value(_ value: ExpressionValue) -> JSONValue {
    switch value {
    case .number(let number): return .number(number)
    case .bool(let flag): return .bool(flag)
    case .string(let text): return .string(text)
    case .record(let fields):
      let order = ["width", "height"] + fields.keys.filter { $0 != "width" && $0 != "height" }.sorted()
      return .object(order.compactMap { key in fields[key].map { JSONMember(key, Self.value($0)) } })
    }
  }

  private static func template(_ template: ElementTemplate) -> JSONValue {
    var members: [JSONMember] = []
    if let role = template.role { members.append(JSONMember("role", .string(role.rawValue))) }
    if let size = template.size {
      members.append(
        JSONMember(
          "size",
          .object([JSONMember("width", expression(size.width)), JSONMember("height", expression(size.height))])))
    }
    if !template.images.isEmpty {
      let images = ControlStateKey.allCases.compactMap { key in
        template.images[key].map { JSONMember(key.rawValue, .string($0)) }
      }
      members.append(JSONMember("images", .object(images)))
    }
    let flags = [("isElement", template.isElement), ("selected", template.isSelected), ("enabled", template.isEnabled)]
    for (key, flag) in flags {
      if let flag { members.append(JSONMember(key, expression(flag))) }
    }
    if let traits = template.traits { members.append(JSONMember("traits", .array(traits.names.map(JSONValue.string)))) }
    for (key, text) in [("label", template.label), ("value", template.value), ("hint", template.hint)] {
      if let text { members.append(JSONMember(key, self.text(text))) }
    }
    if !template.actions.isEmpty {
      let actions = ComponentAction.Kind.allCases.compactMap { kind in
        template.actions[kind].map { JSONMember(kind.rawValue, action($0)) }
      }
      members.append(JSONMember("actions", .object(actions)))
    }
    return .object(members)
  }

  private static func text(_ text: TemplateText) -> JSONValue {
    var members: [JSONMember]
    switch text.source {
    case .message(let key): members = [JSONMember("message", .string(key))]
    case .pattern(let pattern): members = [JSONMember("pattern", .string(pattern))]
    }
    if !text.arguments.isEmpty {
      members.append(
        JSONMember("arguments", .object(text.arguments.map { JSONMember($0.name, expression($0.value)) })))
    }
    if let condition = text.condition { members.append(JSONMember("when", expression(condition))) }
    return .object(members)
  }

  private static func action(_ action: ComponentAction) -> JSONValue {
    var members = [
      JSONMember("set", .object(action.assignments.map { JSONMember($0.property, expression($0.value)) }))
    ]
    if let event = action.event { members.append(JSONMember("event", .string(event))) }
    return .object(members)
  }

  private static func unresolvedPart(_ part: UnresolvedPart) -> JSONValue {
    var members = [JSONMember("name", .string(part.name))]
    if let source = part.source { members.append(JSONMember("source", .string(source))) }
    members.append(JSONMember("note", .string(part.note)))
    return .object(members)
  }

  /// A constant number or bool as JSON, anything else as its source text.
  ///
  /// A literal is written as JSON only when its text is the value's own (`5`, not `5.0`), so that
  /// the expression reads back with the same text and compares equal. A string made with
  /// ``Expression/constant(_:)`` has no quotes in its text and is quoted here, or it would read
  /// back as a name.
  private static func expression(_ expression: Expression) -> JSONValue {
    switch expression.constantValue {
    case .number(let number) where expression.description == ExpressionValue.number(number).description:
      return .number(number)
    case .bool(let flag) where expression.description == ExpressionValue.bool(flag).description:
      return .bool(flag)
    case .string(let text) where expression.description == text:
      var quoted = "'"
      for character in text {
        if character == "\\" || character == "'" { quoted.append("\\") }
        quoted.append(character)
      }
      return .string(quoted + "'")
    default:
      return .string(expression.description)
    }
  }
}
