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
    var roots: [String] = []
    var pushes: [String: [String]] = [:]
    for scene in scenes.elements where scene.name == "scene" {
      for controller in scene.child("objects")?.elements ?? [] where IBTreeBuilder.isController(controller.name) {
        guard let id = controller["id"] else { continue }
        var stack = [controller]
        while let element = stack.popLast() {
          stack += element.elements
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
