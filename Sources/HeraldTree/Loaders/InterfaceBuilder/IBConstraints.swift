import HeraldSyntax

/// Every Auto Layout constraint of an Interface Builder document, indexed by the views it ties.
///
/// A constraint is written in the `<constraints>` of the nearest view that holds both items
/// (often the scene's root view), far from the views it sizes; `firstItem` left out is that view
/// itself. Built in one pass over the document before any element, like ``IBConnections``.
///
/// - Complexity: O(n) in the number of XML elements; iterative, so no input nesting reaches the
///   call stack.
struct IBConstraints {
  private var attributes: [String: Set<String>] = [:]
  private var fixedHeights: [String: Double] = [:]

  /// An empty index.
  init() {}

  /// Indexes `document`.
  init(_ document: XMLElement) {
    var pending = [document]
    while let element = pending.popLast() {
      for case .element(let child) in element.children {
        guard child.name == "constraints" else {
          pending.append(child)
          continue
        }
        for constraint in child.elements where constraint.name == "constraint" {
          add(constraint["firstItem"] ?? element["id"], constraint["firstAttribute"])
          add(constraint["secondItem"], constraint["secondAttribute"])
          // `height = 34`, required and exact, on the view itself.
          if constraint["firstAttribute"] == "height", constraint["secondItem"] == nil, constraint["relation"] == nil,
            constraint["priority"] == nil || constraint["priority"] == "1000",
            let item = constraint["firstItem"] ?? element["id"],
            let constant = constraint["constant"].flatMap(Double.init), constant.isFinite
          {
            fixedHeights[item] = constant
          }
        }
      }
    }
  }

  private mutating func add(_ item: String?, _ name: String?) {
    guard let item, let name, let attribute = AutoLayout.attribute(name) else { return }
    attributes[item, default: []].insert(attribute)
  }

  /// The layout of the view `xml`: what constraints tie, and its autoresizing mask's flexible sides.
  func layout(of xml: XMLElement) -> AutoLayout {
    var layout = AutoLayout(
      constrained: xml["id"].flatMap { attributes[$0] } ?? [], fixedHeight: xml["id"].flatMap { fixedHeights[$0] })
    if let mask = xml.child("autoresizingMask", key: "autoresizingMask") {
      if mask["widthSizable"] == "YES" { layout.resizing.insert("width") }
      if mask["heightSizable"] == "YES" { layout.resizing.insert("height") }
    }
    return layout
  }
}
