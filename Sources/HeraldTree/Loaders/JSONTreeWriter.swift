import HeraldSyntax

/// Writes a ``ControlTree`` in Herald's JSON tree format (`docs/json-tree.md`), which
/// ``JSONTreeLoader`` reads back to an equal tree.
///
/// Properties at their defaults are left out, so hand-written and generated trees look alike.
/// Every element's ``Element/location`` is written as `"file:line:column"`, so a tree converted
/// from a storyboard still points into the storyboard.
///
/// ```swift
/// let json = JSONTreeWriter().string(for: tree)
/// let again = try JSONTreeLoader().load(Array(json.utf8), file: "tree.json")
/// assert(again.scenes == tree.scenes)
/// ```
public struct JSONTreeWriter: Sendable {
  /// The version of the format this writer produces.
  public static let formatVersion = 1

  /// Creates a writer.
  public init() {}

  /// The JSON text of `tree`.
  public func string(for tree: ControlTree) -> String {
    JSONWriter().string(from: value(for: tree))
  }

  /// The JSON value of `tree`.
  public func value(for tree: ControlTree) -> JSONValue {
    .object([
      JSONMember("herald", .string("tree")),
      JSONMember("version", .number(Self.formatVersion)),
      JSONMember("platform", .string(tree.platform.rawValue)),
      JSONMember("unit", .string(tree.unit.rawValue)),
      JSONMember("scenes", .array(tree.scenes.map(value(for:)))),
    ])
  }

  func value(for scene: Scene) -> JSONValue {
    var members = Members()
    members.add("id", .string(scene.id))
    members.add("name", .string(scene.name))
    members.add("controllerClass", scene.controllerClass.map(JSONValue.string))
    members.add("storyboardIdentifier", scene.storyboardIdentifier.map(JSONValue.string))
    members.add("location", .string(scene.location.description))
    members.add("root", value(for: scene.root))
    return .object(members.list)
  }

  func value(for element: Element) -> JSONValue {
    var members = Members()
    members.add("id", .string(element.id))
    members.add("role", .string(element.role.rawValue))
    members.add("customClass", element.customClass.map { .string($0.name) })
    members.add("customModule", element.customClass?.module.map(JSONValue.string))
    members.add("className", element.className.map(JSONValue.string))
    members.add("outlineName", element.outlineName.map(JSONValue.string))
    members.add("frame", element.frame.map(Self.value(for:)))
    members.add("screenFrame", element.screenFrame.map(Self.value(for:)))
    members.add("hidden", element.isHidden ? .bool(true) : nil)
    members.add("alpha", element.alpha != 1 ? .number(element.alpha) : nil)
    members.add("userInteractionEnabled", element.isUserInteractionEnabled ? nil : .bool(false))
    members.add("content", Self.value(for: element.content))
    members.add("state", Self.value(for: element.state))
    members.add("stack", element.stack.map(Self.value(for:)))
    members.add("autoLayout", element.autoLayout.map(Self.value(for:)))
    members.add("accessibility", Self.value(for: element.accessibility))
    members.add("appearance", Self.value(for: element.appearance))
    members.add("runtimeAttributes", each: element.runtimeAttributes, Self.value(for:))
    members.add(
      "localizationKeys",
      element.localizationKeys.isEmpty
        ? nil
        : .object(
          element.localizationKeys.sorted { $0.key < $1.key }.map { JSONMember($0.key.description, .string($0.value)) })
    )
    members.add(
      "localizationTables",
      element.localizationTables.isEmpty
        ? nil
        : .object(
          element.localizationTables.sorted { $0.key < $1.key }.map {
            JSONMember($0.key.description, .string($0.value))
          }
        ))
    members.add("tag", element.viewTag.map(JSONValue.number))
    members.add(
      "controllerReferences",
      element.controllerReferences.isEmpty ? nil : .array(element.controllerReferences.map(JSONValue.string)))
    members.add("connections", Self.value(for: element.connections))
    members.add("location", .string(element.location.description))
    members.add("children", each: element.children, value(for:))
    return .object(members.list)
  }

  static func value(for rect: Rect) -> JSONValue {
    .object([
      JSONMember("x", .number(rect.x)), JSONMember("y", .number(rect.y)),
      JSONMember("width", .number(rect.width)), JSONMember("height", .number(rect.height)),
    ])
  }

  static func value(for content: Content) -> JSONValue? {
    var members = Members()
    members.add("titles", byState(content.titles))
    members.add("images", byState(content.images))
    members.add("text", content.text.map(JSONValue.string))
    members.add("placeholder", content.placeholder.map(JSONValue.string))
    members.add("systemItem", content.systemItem.map(JSONValue.string))
    members.add(
      "range",
      content.range.map { range in
        .object([
          JSONMember("value", .number(range.value)), JSONMember("minimum", .number(range.minimum)),
          JSONMember("maximum", .number(range.maximum)),
        ])
      })
    members.add("usesButtonConfiguration", content.usesButtonConfiguration ? .bool(true) : nil)
    return members.objectIfAny
  }

  private static func byState(_ values: [ControlStateKey: String]) -> JSONValue? {
    guard !values.isEmpty else { return nil }
    return .object(values.keys.sorted().compactMap { key in values[key].map { JSONMember(key.rawValue, .string($0)) } })
  }

  static func value(for state: ControlState) -> JSONValue? {
    var members = Members()
    members.add("selected", state.isSelected ? .bool(true) : nil)
    members.add("enabled", state.isEnabled ? nil : .bool(false))
    members.add("highlighted", state.isHighlighted ? .bool(true) : nil)
    members.add("on", state.isOn.map(JSONValue.bool))
    return members.objectIfAny
  }

  static func value(for stack: StackLayout) -> JSONValue {
    .object([
      JSONMember("axis", .string(stack.axis.rawValue)), JSONMember("spacing", .number(stack.spacing)),
      JSONMember("alignment", .string(stack.alignment)), JSONMember("distribution", .string(stack.distribution)),
    ])
  }

  static func value(for layout: AutoLayout) -> JSONValue {
    .object(
      [
        JSONMember("constrained", .array(layout.constrained.sorted().map(JSONValue.string))),
        JSONMember("resizing", .array(layout.resizing.sorted().map(JSONValue.string))),
      ] + (layout.fixedHeight.map { [JSONMember("fixedHeight", .number($0))] } ?? [])
        + (layout.translatesMask ? [] : [JSONMember("translatesMask", .bool(false))]))
  }

  static func value(for properties: AccessibilityProperties) -> JSONValue? {
    var members = Members()
    members.add("isElement", properties.isElement.map(JSONValue.bool))
    members.add("label", properties.label.map(JSONValue.string))
    members.add("value", properties.value.map(JSONValue.string))
    members.add("hint", properties.hint.map(JSONValue.string))
    members.add("identifier", properties.identifier.map(JSONValue.string))
    members.add("traits", properties.traits.map { .array($0.names.map(JSONValue.string)) })
    members.add("language", properties.language.map(JSONValue.string))
    members.add("elementsHidden", properties.elementsHidden ? .bool(true) : nil)
    members.add("viewIsModal", properties.viewIsModal ? .bool(true) : nil)
    members.add("shouldGroupChildren", properties.shouldGroupChildren ? .bool(true) : nil)
    members.add("containerType", properties.containerType.map { .string($0.rawValue) })
    members.add("elements", properties.elementOrder.map { .array($0.map(JSONValue.string)) })
    members.add("customActions", each: properties.customActions) { action in
      var actionMembers = Members()
      actionMembers.add("name", .string(action.name))
      actionMembers.add("target", action.target.map(JSONValue.string))
      return .object(actionMembers.list)
    }
    addExtended(properties, to: &members)
    return members.objectIfAny
  }

  static func value(for appearance: Appearance) -> JSONValue? {
    var members = Members()
    members.add(
      "font",
      appearance.font.map { font in
        var fontMembers = Members()
        fontMembers.add("size", font.pointSize.map(JSONValue.number))
        fontMembers.add("textStyle", font.textStyle.map(JSONValue.string))
        fontMembers.add("weight", font.weight.map(JSONValue.string))
        fontMembers.add("name", font.name.map(JSONValue.string))
        return .object(fontMembers.list)
      })
    members.add("adjustsFontForContentSizeCategory", appearance.adjustsFontForContentSizeCategory ? .bool(true) : nil)
    members.add("textColor", appearance.textColor.flatMap(value(for:)))
    members.add("backgroundColor", appearance.backgroundColor.flatMap(value(for:)))
    members.add("tintColor", appearance.tintColor.flatMap(value(for:)))
    members.add("numberOfLines", appearance.numberOfLines.map { .number(Double($0)) })
    return members.objectIfAny
  }

  /// `"#RRGGBB"` for an unnamed color, `{"name", "hex"}` for a named one; `nil` for a color with
  /// neither, which says nothing. Channels keep 8 bits.
  static func value(for color: Color) -> JSONValue? {
    guard let name = color.name else { return color.hexDescription.map(JSONValue.string) }
    var members = Members()
    members.add("name", .string(name))
    members.add("hex", color.hexDescription.map(JSONValue.string))
    return .object(members.list)
  }

  static func value(for attribute: RuntimeAttribute) -> JSONValue {
    let value: JSONValue =
      switch attribute.value {
      case .boolean(let flag): .bool(flag)
      case .number(let number): .number(number)
      case .string(let text), .localizedString(let text), .image(let text), .other(_, let text): .string(text)
      }
    var members = [
      JSONMember("keyPath", .string(attribute.keyPath)), JSONMember("type", .string(attribute.value.typeName)),
      JSONMember("value", value),
    ]
    if attribute.isLocalized { members.append(JSONMember("localized", .bool(true))) }
    return .object(members)
  }
}

/// Object members under construction, skipping absent values.
/// The members of one JSON object, leaving out what is absent.
struct Members {
  var list: [JSONMember] = []

  /// Adds `key` when `value` is not `nil`.
  mutating func add(_ key: String, _ value: JSONValue?) {
    if let value { list.append(JSONMember(key, value)) }
  }

  /// Adds `key` with the array of `items`' values, unless there are no items.
  mutating func add<Item>(_ key: String, each items: [Item], _ value: (Item) -> JSONValue) {
    if !items.isEmpty { list.append(JSONMember(key, .array(items.map(value)))) }
  }

  var objectIfAny: JSONValue? { list.isEmpty ? nil : .object(list) }
}

extension JSONTreeWriter {
  /// The data table cell, custom content, rotors, input labels and activation point.
  fileprivate static func addExtended(_ properties: AccessibilityProperties, to members: inout Members) {
    members.add(
      "tableCell",
      properties.tableCell.map { cell in
        var cellMembers = Members()
        cellMembers.add("row", .number(Double(cell.row)))
        cellMembers.add("column", .number(Double(cell.column)))
        cellMembers.add("rowSpan", cell.rowSpan != 1 ? .number(Double(cell.rowSpan)) : nil)
        cellMembers.add("columnSpan", cell.columnSpan != 1 ? .number(Double(cell.columnSpan)) : nil)
        cellMembers.add("rowHeader", cell.isRowHeader ? .bool(true) : nil)
        cellMembers.add("columnHeader", cell.isColumnHeader ? .bool(true) : nil)
        return .object(cellMembers.list)
      })
    members.add("customContent", each: properties.customContent) { content in
      var contentMembers = Members()
      contentMembers.add("label", .string(content.label))
      contentMembers.add("value", .string(content.value))
      contentMembers.add("important", content.isImportant ? .bool(true) : nil)
      return .object(contentMembers.list)
    }
    members.add("customRotors", each: properties.customRotors, JSONValue.string)
    members.add("inputLabels", properties.inputLabels.map { .array($0.map(JSONValue.string)) })
    members.add(
      "activationPoint",
      properties.activationPoint.map { .object([JSONMember("x", .number($0.x)), JSONMember("y", .number($0.y))]) })
  }
}
