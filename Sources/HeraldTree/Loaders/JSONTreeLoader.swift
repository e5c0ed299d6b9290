import HeraldSyntax

/// Loads Herald's own JSON tree format (`docs/json-tree.md`, schema in
/// `docs/herald-tree.schema.json`), as ``JSONTreeWriter`` writes it or a person writes it by hand.
///
/// Loading is strict so that typos surface: an unknown key, a value of the wrong type or an
/// unknown role is an error that names the file, line and column and lists what is allowed.
/// An element without `"location"` is located at its object in the JSON file; an element without
/// `"screenFrame"` gets one resolved from the frames of its ancestors.
public struct JSONTreeLoader: TreeLoader {
  /// Creates the loader.
  public init() {}

  /// The format this loader reads.
  public var format: DocumentFormat { .heraldJSON }

  /// Loads a Herald JSON tree.
  ///
  /// - Throws: ``TreeError/syntax(_:)`` for malformed JSON, ``TreeError/invalidDocument(_:reason:)``
  ///   for content that does not follow the format.
  public func load(_ bytes: [UInt8], file: String) throws(TreeError) -> ControlTree {
    let document: JSONValue
    do {
      document = try JSONReader.parse(bytes, file: file)
    } catch {
      throw .syntax(error)
    }
    return try load(document, file: file)
  }

  /// Loads a Herald tree from a parsed document: JSON, or YAML read by `YAMLReader` (rule examples
  /// and rule packs write trees in YAML).
  ///
  /// - Throws: ``TreeError/invalidDocument(_:reason:)`` for content that does not follow the format.
  public func load(_ document: JSONValue, file: String) throws(TreeError) -> ControlTree {
    var top = try JSONObject(document, what: "a Herald JSON tree", file: file)
    guard try top.string("herald", required: true) == "tree" else {
      throw .invalidDocument(top.location, reason: "\"herald\" must be \"tree\"")
    }
    let version = try top.int("version") ?? JSONTreeWriter.formatVersion
    guard version == JSONTreeWriter.formatVersion else {
      throw .invalidDocument(
        top.location,
        reason:
          "this Herald reads JSON tree version \(JSONTreeWriter.formatVersion), the file is version \(version); upgrade Herald"
      )
    }
    let declared = try top.enumeration("platform", Platform.self)
    let platform = declared ?? .iOS
    let unit = try top.enumeration("unit", CoordinateUnit.self) ?? .points
    var scenes: [Scene] = []
    for (index, value) in try top.array("scenes", required: true).enumerated() {
      scenes.append(try scene(value, index: index, file: file))
    }
    try top.finish()
    return ControlTree(
      file: file, format: .heraldJSON, platform: platform, declaresPlatform: declared != nil, unit: unit,
      scenes: scenes)
  }

  private func scene(_ value: JSONValue, index: Int, file: String) throws(TreeError) -> Scene {
    var object = try JSONObject(value, what: "a scene", file: file)
    let rootValue = try object.value("root", required: true) ?? .null
    var root = try element(rootValue, path: "\(index)", file: file)
    root.resolveScreenFrames()
    let name = try object.string("name", required: true) ?? ""
    let location = try object.location("location") ?? object.location
    var scene = Scene(id: try object.string("id") ?? "scene-\(index)", name: name, root: root, location: location)
    scene.controllerClass = try object.string("controllerClass")
    scene.storyboardIdentifier = try object.string("storyboardIdentifier")
    try object.finish()
    return scene
  }

  private func element(_ value: JSONValue, path: String, file: String) throws(TreeError) -> Element {
    var object = try JSONObject(value, what: "an element", file: file)
    let role = try object.enumeration("role", Role.self, required: true) ?? .view
    var element = Element(
      id: try object.string("id") ?? path, role: role, location: try object.location("location") ?? object.location)
    if let name = try object.string("customClass") {
      element.customClass = CustomClass(name: name, module: try object.string("customModule"))
    } else if let module = try object.value("customModule") {
      throw .invalidDocument(module.location ?? object.location, reason: "\"customModule\" needs a \"customClass\"")
    }
    element.className = try object.string("className")
    element.outlineName = try object.string("outlineName")
    element.frame = try object.value("frame").map { (value) throws(TreeError) in try rect(value, file: file) }
    element.screenFrame = try object.value("screenFrame").map { (value) throws(TreeError) in try rect(value, file: file)
    }
    element.isHidden = try object.bool("hidden") ?? false
    element.alpha = try object.number("alpha") ?? 1
    element.isUserInteractionEnabled = try object.bool("userInteractionEnabled") ?? true
    if let value = try object.value("content") { element.content = try content(value, file: file) }
    if let value = try object.value("state") { element.state = try state(value, file: file) }
    if let value = try object.value("stack") { element.stack = try stack(value, file: file) }
    if let value = try object.value("autoLayout") { element.autoLayout = try autoLayout(value, file: file) }
    if let value = try object.value("accessibility") { element.accessibility = try accessibility(value, file: file) }
    if let value = try object.value("appearance") { element.appearance = try appearance(value, file: file) }
    for value in try object.array("runtimeAttributes") {
      element.runtimeAttributes.append(try runtimeAttribute(value, file: file))
    }
    if let value = try object.value("localizationKeys") {
      element.localizationKeys = try localizationKeys(value, file: file)
    }
    if let value = try object.value("localizationTables") {
      element.localizationTables = try localizationKeys(value, file: file, member: "localizationTables")
    }
    if let tag = try object.number("tag") {
      guard let integer = CheckedNumber.integer(tag, in: Int.min...Int.max), Double(integer) == tag else {
        throw .invalidDocument(object.location, reason: "\"tag\" must be a whole number")
      }
      element.viewTag = integer == 0 ? nil : integer
    }
    element.controllerReferences = try object.strings("controllerReferences")?.map(\.text) ?? []
    if let value = try object.value("connections") {
      element.connections = try connections(value, at: element.location, file: file)
    }
    for (index, child) in try object.array("children").enumerated() {
      element.children.append(try self.element(child, path: "\(element.id)/\(index)", file: file))
    }
    try object.finish()
    return element
  }

  private func rect(_ value: JSONValue, file: String) throws(TreeError) -> Rect {
    var object = try JSONObject(value, what: "a rectangle {x, y, width, height}", file: file)
    let rect = Rect(
      x: try object.number("x", required: true) ?? 0, y: try object.number("y", required: true) ?? 0,
      width: try object.number("width", required: true) ?? 0, height: try object.number("height", required: true) ?? 0)
    try object.finish()
    return rect
  }

  private func content(_ value: JSONValue, file: String) throws(TreeError) -> Content {
    var object = try JSONObject(value, what: "content", file: file)
    var content = Content()
    content.titles = try byState(object.value("titles"), file: file)
    content.images = try byState(object.value("images"), file: file)
    content.text = try object.string("text")
    content.placeholder = try object.string("placeholder")
    content.systemItem = try object.string("systemItem")
    if let value = try object.value("range") {
      var range = try JSONObject(value, what: "a range {value, minimum, maximum}", file: file)
      content.range = RangeValue(
        value: try range.number("value", required: true) ?? 0,
        minimum: try range.number("minimum", required: true) ?? 0,
        maximum: try range.number("maximum", required: true) ?? 0)
      try range.finish()
    }
    content.usesButtonConfiguration = try object.bool("usesButtonConfiguration") ?? false
    try object.finish()
    return content
  }

  private func byState(_ value: JSONValue?, file: String) throws(TreeError) -> [ControlStateKey: String] {
    guard let value else { return [:] }
    var object = try JSONObject(value, what: "values by control state", file: file)
    var result: [ControlStateKey: String] = [:]
    for key in ControlStateKey.allCases {
      if let text = try object.string(key.rawValue) { result[key] = text }
    }
    try object.finish()
    return result
  }

  private func state(_ value: JSONValue, file: String) throws(TreeError) -> ControlState {
    var object = try JSONObject(value, what: "a control state", file: file)
    let state = ControlState(
      isSelected: try object.bool("selected") ?? false, isEnabled: try object.bool("enabled") ?? true,
      isHighlighted: try object.bool("highlighted") ?? false, isOn: try object.bool("on"))
    try object.finish()
    return state
  }

  private func stack(_ value: JSONValue, file: String) throws(TreeError) -> StackLayout {
    var object = try JSONObject(value, what: "a stack layout", file: file)
    let stack = StackLayout(
      axis: try object.enumeration("axis", StackLayout.Axis.self) ?? .horizontal,
      spacing: try object.number("spacing") ?? 0,
      alignment: try object.string("alignment") ?? "fill", distribution: try object.string("distribution") ?? "fill")
    try object.finish()
    return stack
  }

  private func autoLayout(_ value: JSONValue, file: String) throws(TreeError) -> AutoLayout {
    var object = try JSONObject(value, what: "an Auto Layout record", file: file)
    var layout = AutoLayout()
    for (key, sides) in [("constrained", AutoLayout.attributes.sorted()), ("resizing", ["width", "height"])] {
      for item in try object.array(key) {
        guard let name = item.stringValue, sides.contains(name) else {
          throw .invalidDocument(
            item.location ?? object.location,
            reason: "\"\(key)\" must list attribute names among \(sides.joined(separator: ", "))")
        }
        if key == "resizing" { layout.resizing.insert(name) } else { layout.constrained.insert(name) }
      }
    }
    layout.fixedHeight = try object.number("fixedHeight")
    layout.translatesMask = try object.bool("translatesMask") ?? true
    try object.finish()
    return layout
  }

  private func accessibility(_ value: JSONValue, file: String) throws(TreeError) -> AccessibilityProperties {
    var object = try JSONObject(value, what: "accessibility properties", file: file)
    var properties = AccessibilityProperties(
      isElement: try object.bool("isElement"), label: try object.string("label"), value: try object.string("value"),
      hint: try object.string("hint"), identifier: try object.string("identifier"),
      language: try object.string("language"),
      elementsHidden: try object.bool("elementsHidden") ?? false, viewIsModal: try object.bool("viewIsModal") ?? false,
      shouldGroupChildren: try object.bool("shouldGroupChildren") ?? false,
      containerType: try object.enumeration("containerType", AccessibilityContainerType.self))
    if let traits = try object.value("traits") {
      guard let names = traits.arrayValue else {
        throw .invalidDocument(
          traits.location ?? object.location,
          reason: "\"traits\" must be an array of trait names such as [\"button\", \"selected\"]")
      }
      do {
        properties.traits = try AccessibilityTraits.parse(json: names)
      } catch {
        throw .invalidDocument(error.value.location ?? object.location, reason: error.reason)
      }
    }
    if let order = try object.value("elements") {
      guard let ids = order.arrayValue?.compactMap(\.stringValue), ids.count == order.arrayValue?.count else {
        throw .invalidDocument(
          order.location ?? object.location,
          reason: "\"elements\" must be an array of element ids, in the order VoiceOver visits them")
      }
      properties.elementOrder = ids
    }
    for action in try object.array("customActions") {
      var actionObject = try JSONObject(action, what: "a custom action {name, target}", file: file)
      properties.customActions.append(
        AccessibilityCustomAction(
          name: try actionObject.string("name", required: true) ?? "", target: try actionObject.string("target")))
      try actionObject.finish()
    }
    try extended(&properties, &object, file: file)
    try object.finish()
    return properties
  }

  private func appearance(_ value: JSONValue, file: String) throws(TreeError) -> Appearance {
    var object = try JSONObject(value, what: "an appearance", file: file)
    var appearance = Appearance()
    if let value = try object.value("font") {
      var font = try JSONObject(value, what: "a font {size, textStyle, weight, name}", file: file)
      appearance.font = Font(
        pointSize: try font.number("size"), textStyle: try font.string("textStyle"), weight: try font.string("weight"),
        name: try font.string("name"))
      try font.finish()
    }
    appearance.adjustsFontForContentSizeCategory = try object.bool("adjustsFontForContentSizeCategory") ?? false
    appearance.textColor = try color("textColor", in: &object, file: file)
    appearance.backgroundColor = try color("backgroundColor", in: &object, file: file)
    appearance.tintColor = try color("tintColor", in: &object, file: file)
    appearance.numberOfLines = try object.int("numberOfLines")
    try object.finish()
    return appearance
  }

  /// A color: `"#RRGGBB"`, `"#RRGGBBAA"`, or `{"name": "labelColor", "hex": "#000000"}` with at
  /// least one of the two keys.
  private func color(_ key: String, in parent: inout JSONObject, file: String) throws(TreeError) -> Color? {
    guard let value = try parent.value(key) else { return nil }
    func parse(_ text: String, at location: SourceLocation?) throws(TreeError) -> Color.Components? {
      guard let color = Color(hex: text) else {
        throw .invalidDocument(
          location ?? parent.location,
          reason: "\"\(key)\" has the color \"\(text)\"; expected \"#RRGGBB\" or \"#RRGGBBAA\" in hex digits")
      }
      return color.components
    }
    if let text = value.stringValue { return Color(components: try parse(text, at: value.location)) }
    guard value.objectValue != nil else {
      throw .invalidDocument(
        value.location ?? parent.location,
        reason:
          "\"\(key)\" must be a color \"#RRGGBB\" or an object {\"name\", \"hex\"}, found \(value.kindDescription)")
    }
    var object = try JSONObject(value, what: "a color {name, hex}", file: file)
    let name = try object.string("name")
    let hexValue = try object.value("hex")
    var components: Color.Components?
    if let hexValue {
      guard let text = hexValue.stringValue else {
        throw .invalidDocument(
          hexValue.location ?? object.location,
          reason: "\"hex\" must be a string \"#RRGGBB\", found \(hexValue.kindDescription)")
      }
      components = try parse(text, at: hexValue.location)
    }
    try object.finish()
    guard name != nil || components != nil else {
      throw .invalidDocument(object.location, reason: "a color needs \"name\", \"hex\" or both")
    }
    return Color(name: name, components: components)
  }

  /// `{"label": "rating.label", "title": "save"}`: the keys the app's code looks each field up by
  /// (or, under `localizationTables`, the tables it looks them up in).
  private func localizationKeys(
    _ value: JSONValue, file: String, member name: String = "localizationKeys"
  ) throws(TreeError) -> [LocalizableField: String] {
    guard case .object(let members) = value.kind else {
      throw .invalidDocument(
        value.location ?? SourceLocation(file: file, line: 1, column: 1),
        reason: "\"\(name)\" must be an object of field names to \(name == "localizationKeys" ? "keys" : "tables")")
    }
    var keys: [LocalizableField: String] = [:]
    for member in members {
      guard let field = LocalizableField(description: member.key) else {
        let names = LocalizableField.all.map(\.description).joined(separator: ", ")
        throw .invalidDocument(
          member.value.location ?? SourceLocation(file: file, line: 1, column: 1),
          reason: "\"\(member.key)\" is not a localizable field; use one of \(names)")
      }
      guard case .string(let key) = member.value.kind else {
        throw .invalidDocument(
          member.value.location ?? SourceLocation(file: file, line: 1, column: 1),
          reason: "the \(name == "localizationKeys" ? "key" : "table") of \"\(member.key)\" must be a string")
      }
      keys[field] = key
    }
    return keys
  }

  private func runtimeAttribute(_ value: JSONValue, file: String) throws(TreeError) -> RuntimeAttribute {
    var object = try JSONObject(value, what: "a runtime attribute {keyPath, type, value, localized}", file: file)
    let keyPath = try object.string("keyPath", required: true) ?? ""
    let type = try object.string("type", required: true) ?? ""
    let runtimeValue: RuntimeValue
    switch type {
    case "boolean": runtimeValue = .boolean(try object.bool("value", required: true) ?? false)
    case "number": runtimeValue = .number(try object.number("value", required: true) ?? 0)
    case "string": runtimeValue = .string(try object.string("value", required: true) ?? "")
    case "localizedString": runtimeValue = .localizedString(try object.string("value", required: true) ?? "")
    case "image": runtimeValue = .image(try object.string("value", required: true) ?? "")
    default: runtimeValue = .other(type: type, text: try object.string("value", required: true) ?? "")
    }
    let localized = try object.bool("localized") ?? false
    try object.finish()
    return RuntimeAttribute(keyPath: keyPath, value: runtimeValue, isLocalized: localized)
  }
}
