import HeraldTree

/// Where `.navigationTitle(…)` shows: in the navigation bar of a navigation container
/// (`NavigationStack`, `NavigationView`, `NavigationSplitView`) around the view. Apple's
/// documentation of `navigationTitle(_:)`: the title "appears in the navigation bar" of the
/// enclosing navigation container; AccessibilitySnapshot's iOS 18 references of its SwiftUI demo
/// views (`testBasicAccessibilityDemo`, `testCustomActionsDemo`), each read alone, show no title.
/// The toolbar's items (``SwiftUIToolbar``) are in the same bars, and show under the same condition.
enum SwiftUINavigationTitle {
  /// The containers whose navigation bar shows a title.
  static let containers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
  /// The class of the navigation bar `.navigationTitle(…)` builds.
  static let barClass = "navigationBar"

  /// `root` without the title bars and bottom toolbars no navigation container encloses: for a view no other code of
  /// the inputs names (no screen pushes or embeds it), nothing around it shows its title. A view
  /// other code names keeps its title, as the container it is pushed into is not known here; so
  /// does every view of a file read alone (`isNamedElsewhere` is then `true`).
  static func shown(_ root: Element, isNamedElsewhere: Bool) -> Element {
    guard !isNamedElsewhere else { return root }
    return dropping(root, inContainer: false)
  }

  private static func dropping(_ element: Element, inContainer: Bool) -> Element {
    let inside = inContainer || containers.contains(element.className ?? "")
    var result = element
    result.children = element.children.compactMap { child in
      // A title modifies the view it is written on: on a container itself
      // (`NavigationStack { … }.navigationTitle("X")`) it is outside that container.
      if !inContainer, SwiftUIToolbar.isNavigationBar(child) || SwiftUIToolbar.isBottomBar(child) { return nil }
      return dropping(child, inContainer: inside)
    }
    return result
  }
}
