/// The top-level views of a nib that nothing puts on screen: the nib's File's Owner (or another
/// object) shows one of its top-level objects through its `view` or `window` outlet, and another
/// top-level view — no window, menu or view controller, with no class of its own — is held by no
/// outlet at all. Loading the nib makes it, but code reaches a top-level object only through an
/// outlet (or the array `loadNibNamed(_:owner:topLevelObjects:)` returns, which a nib whose owner
/// takes its view is not read through), so it is never added to a window (IINA's stray secure text
/// field beside its Open URL window). A window is left alone (AppKit shows one marked Visible At
/// Launch when the nib loads), and so is a view of a class of its own (other files may place it).
///
/// ```swift
/// let stray = NibStrayObjects.unshown(trees)
/// stray["OpenURLWindowController.xib"]  // the ids of its stray views: not judged
/// ```
public enum NibStrayObjects {
  /// The scene ids of the stray top-level views, by file.
  public static func unshown(_ trees: [ControlTree]) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for tree in trees where NibReachability.isNib(tree) {
      let shows = tree.scenes.contains { scene in
        scene.root.connections.outlets.contains { ["view", "window"].contains($0.property) }
      }
      guard shows else { continue }
      let stray = tree.scenes.filter { scene in
        let root = scene.root
        return root.connections.outlets.isEmpty && root.customClass == nil && scene.contentClass == nil
          && scene.controllerClass == nil && ![.window, .menu].contains(root.role)
      }
      if !stray.isEmpty { result[tree.file] = Set(stray.map(\.id)) }
    }
    return result
  }
}
