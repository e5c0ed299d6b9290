import HeraldTree

extension SwiftUIBodyReader {
  /// The named actions of the visible views among `views` and inside them (a branch of another
  /// state than the first counts: it shows in that state, ``isShownInSomeState(_:)``).
  static func customActions(in views: [Element]) -> [AccessibilityCustomAction] {
    views.flatMap { view -> [AccessibilityCustomAction] in
      guard isShownInSomeState(view), !view.accessibility.elementsHidden else { return [] }
      return view.accessibility.customActions + customActions(in: view.children)
    }
  }

  /// The labels of the visible buttons among `views` (and inside them): SwiftUI offers each as a
  /// named action of the element that combines them. A button of a branch the first state does not
  /// take is one in the state that takes it (``isShownInSomeState(_:)``), so it is named too.
  static func buttonNames(_ views: [Element]) -> [String] {
    views.flatMap { view -> [String] in
      guard isShownInSomeState(view), !view.accessibility.elementsHidden else { return [] }
      if [.button, .link, .popUpButton].contains(view.role) {
        let name = view.accessibility.label ?? view.content.titles[.normal] ?? view.content.images[.normal]
        return [name ?? view.className ?? "Button"]
      }
      return buttonNames(view.children)
    }
  }

  /// Whether `view` shows in some state: it is not hidden, or it is a branch of alternatives that
  /// the first state hides and another state shows (``SceneStates``).
  static func isShownInSomeState(_ view: Element) -> Bool {
    !view.isHidden || SceneStates.condition(of: view) != nil
  }
}
