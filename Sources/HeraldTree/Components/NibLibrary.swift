import HeraldSyntax

/// Custom view classes whose content a nib among the inputs defines, and the linking of views of
/// those classes to it.
///
/// A view whose `customClass` is `KeypadView` is usually empty in the storyboard that places it:
/// its buttons are in `KeypadView.xib`, which the class loads at run time (File's Owner
/// `KeypadView` owning the nib's view, or a nib whose root view is a `KeypadView`). Linking puts
/// that content in place, as a component model's expansion does, so the audit and the announcer
/// see what VoiceOver sees; ``Element/contentSource`` says where it came from.
///
/// ```swift
/// let library = NibLibrary(trees: trees)
/// let linked = library.linking(tree)
/// ```
public struct NibLibrary: Sendable {
  private struct Content: Sendable {
    var root: Element
    var isOwnedByFilesOwner: Bool
  }

  /// The most nested links followed (a nib of a class whose nib places another class…).
  public static let maximumDepth = 16

  private var contents: [String: Content] = [:]

  /// An empty library.
  public init() {}

  /// The nibs among `trees`: each Interface Builder scene with a ``Scene/contentClass``. When two
  /// nibs define the same class, the first wins.
  public init(trees: [ControlTree]) {
    for tree in trees where tree.format == .interfaceBuilder {
      for scene in tree.scenes {
        guard let name = scene.contentClass, contents[name] == nil else { continue }
        contents[name] = Content(root: scene.root, isOwnedByFilesOwner: scene.root.customClass?.name != name)
      }
    }
  }

  /// The classes with a nib, sorted.
  public var classes: [String] { contents.keys.sorted() }

  /// Whether no nib defines a class.
  public var isEmpty: Bool { contents.isEmpty }

  /// `tree` with every childless view of a class in the library filled from its nib.
  ///
  /// A File's Owner nib's root view becomes the view's only child (the class adds it as a
  /// subview); a nib whose root is itself of the class gives its children. The inserted elements
  /// keep their nib's locations and get ids prefixed with the view's (`kp1>btn-7`); a class is not
  /// linked inside its own content, and links stop at ``maximumDepth``.
  ///
  /// - Complexity: O(elements of the result).
  public func linking(_ tree: ControlTree) -> ControlTree {
    guard !contents.isEmpty else { return tree }
    var result = tree
    // Most scenes place no class with a nib: leave them untouched (linking writes through every
    // level, which would copy the whole tree).
    for index in result.scenes.indices where placesLinkedClass(result.scenes[index].root) {
      let own = result.scenes[index].contentClass
      linkSubtree(&result.scenes[index].root, enclosing: own.map { [$0] } ?? [])
    }
    return result
  }

  /// Whether some childless element of the tree has a class in the library (iterative).
  private func placesLinkedClass(_ root: Element) -> Bool {
    var pending = [root]
    while let element = pending.popLast() {
      if element.children.isEmpty, let name = element.customClass?.name, contents[name] != nil { return true }
      pending += element.children
    }
    return false
  }

  /// Recursion follows the element tree, whose depth the loaders already bound (the XML reader's
  /// nesting limit); links add at most ``maximumDepth`` levels of nibs.
  private func linkSubtree(_ element: inout Element, enclosing: [String]) {
    var classes = enclosing
    if element.children.isEmpty, let name = element.customClass?.name, !enclosing.contains(name),
      enclosing.count < Self.maximumDepth, let content = contents[name]
    {
      fill(&element, from: content)
      classes.append(name)
    }
    for index in element.children.indices { linkSubtree(&element.children[index], enclosing: classes) }
  }

  private func fill(_ element: inout Element, from content: Content) {
    var children: [Element]
    if content.isOwnedByFilesOwner {
      var view = content.root
      if let size = element.frame {
        view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
      }
      children = [view]
    } else {
      children = content.root.children
      if element.accessibility == AccessibilityProperties() {
        element.accessibility = content.root.accessibility
      }
    }
    for index in children.indices { Self.reidentify(&children[index], prefix: element.id + ">") }
    element.children = children
    element.contentSource = content.root.location
    let origin = element.screenFrame
    for index in element.children.indices {
      element.children[index].resolveScreenFrames(parentOriginX: origin?.x ?? 0, y: origin?.y ?? 0)
    }
  }

  /// Prefixes every id of the subtree and forgets its screen frames (they were the nib's).
  private static func reidentify(_ element: inout Element, prefix: String) {
    element.id = prefix + element.id
    element.screenFrame = nil
    for index in element.children.indices { reidentify(&element.children[index], prefix: prefix) }
  }
}
