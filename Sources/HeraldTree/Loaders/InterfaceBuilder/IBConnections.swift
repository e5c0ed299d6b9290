import HeraldSyntax

/// Every `<connections>` of an Interface Builder document, indexed by the object they concern:
/// outlets by their destination, actions by the control that sends them, gesture recognizers by
/// the view they are attached to, accessibility title connections by both of their ends.
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
  private var titles: [String: TitleConnection] = [:]
  /// The deepest nesting of elements in the document (the root is 1).
  private(set) var depth = 0

  /// An empty index.
  init() {}

  /// Indexes `document`.
  init(_ document: XMLElement) {
    var recognizers: [String: GestureRecognizer] = [:]
    var attachments: [(view: String, recognizer: String)] = []
    var stack = [(document, 1)]
    while let (element, level) = stack.popLast() {
      depth = max(depth, level)
      // One pass over the children: the order of the walk does not matter, only the depth.
      var found: XMLElement?
      for case .element(let child) in element.children {
        if child.name == "connections" { found = child } else { stack.append((child, level + 1)) }
      }
      guard let connections = found, let holderID = element["id"] else { continue }
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
        case "accessibilityConnection" where connection["property"] == "title":
          guard let destination = connection["destination"] else { continue }
          // The connection the element holds wins over one the other end holds towards it.
          titles[holderID] = TitleConnection(elementID: destination, holder: .element, location: connection.location)
          if titles[destination]?.holder != .element {
            titles[destination] = TitleConnection(elementID: holderID, holder: .other, location: connection.location)
          }
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
    Connections(
      outlets: outlets[id] ?? [], actions: actions[id] ?? [], gestureRecognizers: gestures[id] ?? [],
      title: titles[id])
  }
}
