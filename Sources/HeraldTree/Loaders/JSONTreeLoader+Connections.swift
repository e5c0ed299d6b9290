import HeraldSyntax

extension JSONTreeLoader {
  /// `"connections": {"outlets": [{"property", "owner", "location"}], "actions": [{"selector",
  /// "event"}], "gestures": [{"kind", "actions", "location"}]}` (docs/json-tree.md); a missing
  /// location is the element's.
  func connections(_ value: JSONValue, at location: SourceLocation, file: String) throws(TreeError) -> Connections {
    var object = try JSONObject(value, what: "connections {outlets, actions, gestures}", file: file)
    var result = Connections()
    for item in try object.array("outlets") {
      var outlet = try JSONObject(item, what: "an outlet {property, owner}", file: file)
      result.outlets.append(
        Outlet(
          property: try outlet.string("property", required: true) ?? "", owner: try outlet.string("owner"),
          location: try outlet.location("location") ?? location))
      try outlet.finish()
    }
    for item in try object.array("actions") {
      var action = try JSONObject(item, what: "an action {selector, event}", file: file)
      result.actions.append(
        TargetAction(selector: try action.string("selector", required: true) ?? "", event: try action.string("event")))
      try action.finish()
    }
    for item in try object.array("gestures") {
      var gesture = try JSONObject(item, what: "a gesture recognizer {kind, actions}", file: file)
      let kind = try gesture.enumeration("kind", GestureRecognizer.Kind.self, required: true) ?? .other
      let actions = try gesture.strings("actions")?.map(\.text) ?? []
      result.gestureRecognizers.append(
        GestureRecognizer(kind: kind, actions: actions, location: try gesture.location("location") ?? location))
      try gesture.finish()
    }
    try object.finish()
    return result
  }
}

extension JSONTreeWriter {
  /// The `connections` member, or `nil` when there are none.
  static func value(for connections: Connections) -> JSONValue? {
    guard !connections.isEmpty else { return nil }
    var members: [JSONMember] = []
    func add<Item>(_ key: String, _ items: [Item], _ fields: (Item) -> [(String, JSONValue?)]) {
      guard !items.isEmpty else { return }
      let objects = items.map { item in
        JSONValue.object(fields(item).compactMap { name, value in value.map { JSONMember(name, $0) } })
      }
      members.append(JSONMember(key, .array(objects)))
    }
    add("outlets", connections.outlets) {
      [
        ("property", .string($0.property)), ("owner", $0.owner.map(JSONValue.string)),
        ("location", .string($0.location.description)),
      ]
    }
    add("actions", connections.actions) {
      [("selector", .string($0.selector)), ("event", $0.event.map(JSONValue.string))]
    }
    add("gestures", connections.gestureRecognizers) {
      [
        ("kind", .string($0.kind.rawValue)),
        ("actions", $0.actions.isEmpty ? nil : .array($0.actions.map(JSONValue.string))),
        ("location", .string($0.location.description)),
      ]
    }
    return .object(members)
  }
}
