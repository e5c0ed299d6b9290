import HeraldSyntax

/// Every `<connections>` of an Interface Builder document, indexed by the object they concern:
/// outlets by their destination, actions by the control that sends them, gesture recognizers by
/// the view they are attached to.
///
/// Built in one pass over the document before any element, because a connection is written on the
/// object that *holds* it (the view controller holds `nameLabel`), usually far from the element it
/// points at.
///
/// - Complexity: O(n) in the number of XML elements; iterative, so no input nesting reaches the
///   call stack.
struct IBConnections {
  private var outlets: [String: [Outlet]] = [:]
  private var actions: [String: [TargetAction]] = [:]
  private var gestures: [String: [GestureRecognizer]] = [:]

  /// An empty index.
  init() {}

  /// Indexes `document`.
  init(_ document: XMLElement) {
    var recognizers: [String: GestureRecognizer] = [:]
    var attachments: [(view: String, recognizer: String)] = []
    var stack = [document]
    while let element = stack.popLast() {
      for child in element.elements.reversed() where child.name != "connections" { stack.append(child) }
      guard let connections = element.child("connections"), let holderID = element["id"] else { continue }
      if element.name.hasSuffix("GestureRecognizer") {
        recognizers[holderID] = GestureRecognizer(
          kind: GestureRecognizer.kind(ofTag: element.name),
          actions: connections.elements.filter { $0.name == "action" }.compactMap { $0["selector"] },
          location: element.location)
        continue
      }
      // The class that declares the outlet: a view controller's, File's Owner's or a cell's class.
      let owner = element["customClass"] ?? element.name
      for connection in connections.elements {
        switch connection.name {
        case "outlet", "outletCollection":
          guard let property = connection["property"], let destination = connection["destination"] else { continue }
          if connection.name == "outletCollection" && property == "gestureRecognizers" {
            attachments.append((holderID, destination))
          } else {
            outlets[destination, default: []].append(
              Outlet(property: property, owner: owner, location: connection.location))
          }
        case "action":
          guard let selector = connection["selector"] else { continue }
          actions[holderID, default: []].append(TargetAction(selector: selector, event: connection["eventType"]))
        default:
          break
        }
      }
    }
    for (view, recognizer) in attachments {
      if let found = recognizers[recognizer] { gestures[view, default: []].append(found) }
    }
  }

  /// The connections that concern the object with `id`.
  func connections(of id: String) -> Connections {
    Connections(outlets: outlets[id] ?? [], actions: actions[id] ?? [], gestureRecognizers: gestures[id] ?? [])
  }
}
