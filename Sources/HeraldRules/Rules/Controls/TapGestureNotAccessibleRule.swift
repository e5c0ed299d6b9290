import HeraldAudit
import HeraldICU
import HeraldTree

/// Flags a view that responds to a tap through a gesture recognizer but that VoiceOver cannot
/// focus, so a VoiceOver user can never activate it: the FoodTracker tutorial's photo picker (an
/// image view with a `UITapGestureRecognizer`) is the classic case.
///
/// VoiceOver activates an element by a double tap anywhere, which it delivers at the element's
/// activation point; an element it never focuses is never activated. Image views and plain views
/// are not accessibility elements by default. A view with content VoiceOver focuses passes (the
/// tap reaches it through that content), as does a recognizer whose action dismisses the keyboard.
/// A view connected to an outlet may be made accessible in code: needs review.
public struct TapGestureNotAccessibleRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "tap-gesture-not-accessible",
    name: "Tap gesture on a view VoiceOver cannot focus",
    summary: "A view responds to a tap gesture recognizer, but VoiceOver cannot focus it, so it cannot be activated.",
    rationale:
      "A tap gesture recognizer makes an image or a plain view act as a button for people who see it. VoiceOver users can only activate what VoiceOver focuses, and image views and plain views are not accessibility elements by default: the action does not exist for them.",
    impact: .critical,
    tags: ["wcag2a", "wcag211", "wcag412", "controls"],
    help:
      "Make the view an accessibility element (isAccessibilityElement = true) with a label that says what the tap does and the button trait, or use a UIButton.",
    messages: [
      "message": RuleMessageText(
        "This {role, select, image {image} other {view}} responds to a tap (action “{action}”), but VoiceOver cannot focus it, so a VoiceOver user cannot activate it. Make it an accessibility element with a label and the button trait, or use a button.",
        comment:
          "Audit finding. role is a code role name (image, view) used to select the wording; action is an Objective-C selector from the app's code (\"selectImageFromPhotoLibrary:\"), do not translate it."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: photo, role: image, content: {images: {normal: defaultPhoto}}, connections: {gestures: [{kind: tap, actions: ["selectImage:"]}]}}
        """, flagged: ["photo"], message: "message"),
      // With an outlet, the code may make it accessible.
      RuleExample(
        """
        role: view
        children:
          - {id: card, role: view, connections: {outlets: [{property: cardView, owner: HomeViewController}], gestures: [{kind: tap, actions: ["openCard"]}]}}
        """, needsReview: ["card"]),
    ],
    nonTriggeringExamples: [
      // An accessibility element, a view whose labels VoiceOver focuses, a keyboard dismisser.
      RuleExample(
        """
        role: view
        children:
          - {id: photo, role: image, accessibility: {isElement: true, label: Meal photo, traits: [image, button]}, connections: {gestures: [{kind: tap, actions: ["selectImage:"]}]}}
          - id: row
            role: view
            connections: {gestures: [{kind: tap, actions: ["openRow:"]}]}
            children:
              - {id: title, role: staticText, content: {text: Breakfast}}
          - {id: backdrop, role: view, connections: {gestures: [{kind: tap, actions: ["dismissKeyboard"]}]}}
          - {id: pinch, role: image, connections: {gestures: [{kind: pinch}]}}
        """),
      // A SwiftUI `Group { if showsReply { … } }.onTapGesture` in the state where it builds nothing.
      RuleExample(
        """
        role: view
        children:
          - id: group
            role: view
            runtimeAttributes: [{keyPath: swiftui.transparent, type: boolean, value: true}]
            connections: {gestures: [{kind: tap, actions: [onTapGesture]}]}
            children:
              - {id: branch, role: view, runtimeAttributes: [{keyPath: swiftui.transparent, type: boolean, value: true}]}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Visible elements other than the scene's root with a tap gesture recognizer whose action is not
  /// about the keyboard.
  public func applies(to node: AuditNode) -> Bool {
    guard node.index != 0, !node.isConcealed else { return false }
    let inFile = node.element.connections.gestureRecognizers.contains { gesture in
      gesture.kind == .tap && !gesture.actions.contains(where: Self.isKeyboardAction)
    }
    return inFile || Self.tapAddedInCode(node) != nil
  }

  /// A tap recognizer the app's code adds through the element's outlet
  /// (`productImage.addGestureRecognizer(UITapGestureRecognizer(target: self, action: …))`, or a
  /// variable named for a tap), with where.
  static func tapAddedInCode(_ node: AuditNode) -> PropertyUse? {
    let code = node.scene.code
    for outlet in node.element.connections.outlets {
      let use = code.uses(of: outlet).first { use in
        use.member == .gestureRecognizer && !use.isInside && (use.value ?? "").lowercased().contains("tap")
          && !Self.isKeyboardAction(use.value ?? "")
      }
      if let use { return use }
    }
    return nil
  }

  /// A violation when neither the element nor anything in it is focused and no outlet lets code
  /// change that; needs review when one does.
  public func check(_ node: AuditNode) -> RuleOutcome {
    if node.spoken != nil || node.hasVisitedDescendant { return .pass }
    // An element around it that VoiceOver adjusts or offers actions on stands for the taps (an
    // adjustable star rating over tappable stars).
    let standsIn = node.ancestors.contains { ancestor in
      guard let spoken = ancestor.spoken else { return false }
      return spoken.traits.contains(.adjustable) || !ancestor.element.accessibility.customActions.isEmpty
        || ancestor.element.runtimeAttributes.contains { $0.keyPath == "swiftui.accessibilityAction" }
    }
    if standsIn { return .pass }
    let element = node.element
    // A SwiftUI wrapper that builds nothing in this state (`Group { if a { … } }` when `a` is
    // false) has no area to tap.
    if Self.buildsNothing(element) { return .pass }
    let action =
      element.connections.gestureRecognizers.first { $0.kind == .tap }?.actions.first
      ?? Self.tapAddedInCode(node).map { "\($0.property).\($0.memberName ?? "addGestureRecognizer")" } ?? ""
    let message = RuleMessage(
      "message", ["role": .string(element.role.rawValue), "action": .string(action)])
    // A SwiftUI view of a type the inputs do not declare (a package's `LazyImage`) may be an element.
    if let opaque = RuleText.undeclaredView(in: element) { return .needsReview(message, missing: .classCode(opaque)) }
    // Code that makes it accessible settles it; code that hides it only sometimes does not.
    let verdict = CodeEvidence.judge(node, asks: CodeMember.accessibility.union([.hidden])) { member, _ in
      member == .hidden ? .unknown : .sets
    }
    // In a cell VoiceOver focuses in its place, the cell's double tap may reach it.
    switch (verdict, Self.cellActivation(node)) {
    case (.sets, _): return .pass
    case (_, .onView): return .pass
    case (.silent(let related), .elsewhere(let selection)):
      return .needsReview(message, missing: .runtimeValue(selection), related: related)
    default: return verdict.outcome(message)
    }
  }

  /// Where VoiceOver's double tap on a table or collection cell that it focuses in the view's place
  /// lands. VoiceOver activates an element at its activation point, by default the middle of its
  /// frame (`accessibilityActivationPoint`): the view's recognizer takes the tap where the view
  /// covers it in the file; elsewhere the tap selects the cell, and what the app does then (the
  /// same as the view's tap, or not) decides.
  enum CellActivation {
    /// On the view.
    case onView
    /// Off the view, in the file: the cell is selected, by the method named
    /// (`tableView(_:didSelectRowAt:) of EntryCell`).
    case elsewhere(String)
  }

  /// Where the double tap on the focused cell around `node` lands; `nil` outside such a cell.
  static func cellActivation(_ node: AuditNode) -> CellActivation? {
    guard var frame = node.element.frame else { return nil }
    for ancestor in node.ancestors {
      let element = ancestor.element
      if element.role == .tableViewCell || element.role == .collectionViewCell {
        guard ancestor.spoken != nil, let cell = element.frame else { return nil }
        let (x, y) = (cell.width / 2, cell.height / 2)
        let covers = frame.x <= x && x <= frame.x + frame.width && frame.y <= y && y <= frame.y + frame.height
        let selection =
          element.role == .tableViewCell ? "tableView(_:didSelectRowAt:)" : "collectionView(_:didSelectItemAt:)"
        let name = element.customClass?.name ?? element.className ?? element.role.rawValue
        return covers ? .onView : .elsewhere("\(selection) of \(name)")
      }
      guard let outer = element.frame else { return nil }
      frame.x += outer.x
      frame.y += outer.y
    }
    return nil
  }

  /// Whether `element` is a SwiftUI wrapper (a `Group`, a branch, a custom view's body) with only
  /// such wrappers inside, down to none: nothing is drawn.
  private static func buildsNothing(_ element: Element) -> Bool {
    element.runtimeAttributes.contains { $0.keyPath == RuntimeAttribute.transparentKeyPath }
      && element.children.allSatisfy(buildsNothing)
  }

  /// Whether an action selector is about the keyboard (`dismissKeyboard`, `endEditing:`).
  private static func isKeyboardAction(_ selector: String) -> Bool {
    let name = selector.lowercased()
    return name.contains("keyboard") || name.contains("endediting") || name.contains("resignfirstresponder")
  }
}
