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
    var candidates: [(item: String, height: Double, constraint: String?)] = []
    // Constraints whose constant code may change (an outlet's destination) or that a size class
    // leaves out (`<exclude reference=…>`): their constant is not the height.
    var variable: Set<String> = []
    var pending = [document]
    while let element = pending.popLast() {
      for case .element(let child) in element.children {
        if child.name == "outlet", let destination = child["destination"] { variable.insert(destination) }
        if child.name == "exclude", let reference = child["reference"] { variable.insert(reference) }
        guard child.name == "constraints" else {
          pending.append(child)
          continue
        }
        for constraint in child.elements where constraint.name == "constraint" {
          let first = constraint["firstItem"] ?? element["id"]
          add(first, constraint["firstAttribute"])
          add(constraint["secondItem"], constraint["secondAttribute"])
          // `height = 34`, required and exact, on the view itself. A placeholder constraint is
          // removed when the app is built (code makes its own), so it fixes nothing.
          if constraint["firstAttribute"] == "height", constraint["secondItem"] == nil, constraint["relation"] == nil,
            constraint["placeholder"] != "YES", constraint["priority"] == nil || constraint["priority"] == "1000",
            let first, let constant = constraint["constant"].flatMap(Double.init), constant.isFinite
          {
            candidates.append((first, constant, constraint["id"]))
          }
        }
      }
    }
    var conflicting: Set<String> = []
    for candidate in candidates {
      if let id = candidate.constraint, variable.contains(id) {
        conflicting.insert(candidate.item)
      } else if let known = fixedHeights[candidate.item], known != candidate.height {
        conflicting.insert(candidate.item)
      } else {
        fixedHeights[candidate.item] = candidate.height
      }
    }
    for item in conflicting { fixedHeights[item] = nil }
  }

  private mutating func add(_ item: String?, _ name: String?) {
    guard let item, let name, let attribute = AutoLayout.attribute(name) else { return }
    attributes[item, default: []].insert(attribute)
  }

  /// The layout of the view `xml`: what constraints tie, its autoresizing mask's flexible sides,
  /// whether it lays out by constraints (`translatesAutoresizingMaskIntoConstraints="NO"`), and a
  /// required constant height.
  func layout(of xml: XMLElement) -> AutoLayout {
    var layout = AutoLayout(
      constrained: xml["id"].flatMap { attributes[$0] } ?? [], fixedHeight: xml["id"].flatMap { fixedHeights[$0] })
    layout.translatesMask = xml["translatesAutoresizingMaskIntoConstraints"] != "NO"
    if let mask = xml.child("autoresizingMask", key: "autoresizingMask") {
      if mask["widthSizable"] == "YES" { layout.resizing.insert("width") }
      if mask["heightSizable"] == "YES" { layout.resizing.insert("height") }
    }
    return layout
  }
}
