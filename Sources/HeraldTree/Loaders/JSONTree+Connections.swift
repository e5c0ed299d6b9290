import HeraldSyntax

extension JSONTreeLoader {
  /// `"connections": {"outlets": [{"property", "owner", "location"}], "actions": [{"selector",
  /// "event"}], "gestures": [{"kind", "actions", "location"}], "title": {"element", "heldBy",
  /// "location"}}` (docs/json-tree.md); a missing location is the element's.
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
    if let item = try object.value("title") {
      var title = try JSONObject(item, what: "a title connection {element, heldBy}", file: file)
      result.title = TitleConnection(
        elementID: try title.string("element", required: true) ?? "",
        holder: try title.enumeration("heldBy", TitleConnection.Holder.self) ?? .element,
        location: try title.location("location") ?? location)
      try title.finish()
    }
    try object.finish()
    return result
  }
}

extension JSONTreeWriter {
  /// The `connections` member, or `nil` when there are none.
  static func value(for connections: Connections) -> JSONValue? {
    guard !connections.isEmpty else { return nil }
    var members = Members()
    members.add("outlets", each: connections.outlets) { outlet in
      var fields = Members()
      fields.add("property", .string(outlet.property))
      fields.add("owner", outlet.owner.map(JSONValue.string))
      fields.add("location", .string(outlet.location.description))
      return .object(fields.list)
    }
    members.add("actions", each: connections.actions) { action in
      var fields = Members()
      fields.add("selector", .string(action.selector))
      fields.add("event", action.event.map(JSONValue.string))
      return .object(fields.list)
    }
    members.add("gestures", each: connections.gestureRecognizers) { gesture in
      var fields = Members()
      fields.add("kind", .string(gesture.kind.rawValue))
      fields.add("actions", each: gesture.actions, JSONValue.string)
      fields.add("location", .string(gesture.location.description))
      return .object(fields.list)
    }
    if let title = connections.title {
      var fields = Members()
      fields.add("element", .string(title.elementID))
      fields.add("heldBy", .string(title.holder.rawValue))
      fields.add("location", .string(title.location.description))
      members.add("title", .object(fields.list))
    }
    return .object(members.list)
  }
}
