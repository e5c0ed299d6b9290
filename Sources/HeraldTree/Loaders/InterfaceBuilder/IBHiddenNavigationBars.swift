import HeraldSyntax

/// The view controllers of a storyboard shown in a navigation controller that hides its bar
/// (`navigationBarHidden="YES"`): the root view controller and everything pushed from it by `show`
/// or `push` segues. Their `navigationItem` titles and bar button items are never on screen, so
/// the loader leaves them out.
///
/// - Complexity: O(n) in the number of XML elements; iterative.
enum IBHiddenNavigationBars {
  static func controllers(in document: XMLElement) -> Set<String> {
    guard let scenes = document.child("scenes") else { return [] }
    // Navigation controllers are top-level objects of their scenes: most storyboards hide no bar,
    // and need no walk.
    let hidesABar = scenes.elements.contains { scene in
      scene.child("objects")?.elements.contains {
        $0.name == "navigationController" && $0["navigationBarHidden"] == "YES"
      } ?? false
    }
    guard hidesABar else { return [] }
    var roots: [String] = []
    var pushes: [String: [String]] = [:]
    for scene in scenes.elements where scene.name == "scene" {
      for controller in scene.child("objects")?.elements ?? [] where IBTreeBuilder.isController(controller.name) {
        guard let id = controller["id"] else { continue }
        var stack = [controller]
        while let element = stack.popLast() {
          for case .element(let child) in element.children { stack.append(child) }
          guard element.name == "segue", let destination = element["destination"] else { continue }
          switch element["kind"] {
          case "relationship" where element["relationship"] == "rootViewController":
            if controller.name == "navigationController" && controller["navigationBarHidden"] == "YES" {
              roots.append(destination)
            }
          case "show", "push":
            pushes[id, default: []].append(destination)
          default:
            break
          }
        }
      }
    }
    var hidden: Set<String> = []
    while let next = roots.popLast() {
      guard hidden.insert(next).inserted else { continue }
      roots += pushes[next] ?? []
    }
    return hidden
  }
}
