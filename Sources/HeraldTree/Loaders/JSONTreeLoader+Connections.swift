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
    if !connections.outlets.isEmpty {
      members.append(
        JSONMember(
          "outlets",
          .array(
            connections.outlets.map { outlet in
              .object(
                [JSONMember("property", .string(outlet.property))]
                  + (outlet.owner.map { [JSONMember("owner", .string($0))] } ?? [])
                  + [JSONMember("location", .string(outlet.location.description))])
            })))
    }
    if !connections.actions.isEmpty {
      members.append(
        JSONMember(
          "actions",
          .array(
            connections.actions.map { action in
              .object(
                [JSONMember("selector", .string(action.selector))]
                  + (action.event.map { [JSONMember("event", .string($0))] } ?? []))
            })))
    }
    if !connections.gestureRecognizers.isEmpty {
      members.append(
        JSONMember(
          "gestures",
          .array(
            connections.gestureRecognizers.map { gesture in
              .object(
                [JSONMember("kind", .string(gesture.kind.rawValue))]
                  + (gesture.actions.isEmpty
                    ? [] : [JSONMember("actions", .array(gesture.actions.map(JSONValue.string)))])
                  + [JSONMember("location", .string(gesture.location.description))])
            })))
    }
    return .object(members)
  }
}
