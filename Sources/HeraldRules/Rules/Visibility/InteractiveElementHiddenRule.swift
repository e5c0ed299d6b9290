import HeraldAudit
import HeraldICU
import HeraldTree

/// Flags a control that works for touch but that a screen reader never visits, because the app
/// hid it from accessibility.
public struct InteractiveElementHiddenRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "interactive-element-hidden",
    name: "Interactive control hidden from VoiceOver",
    summary: "A visible, enabled control that takes touches is hidden from the screen reader.",
    rationale:
      """
      A control a sighted user can tap but VoiceOver never reaches is a function a blind user does not have. Only the clear cases are flagged: a control role (button, check box, radio, pop-up, link, text field, search field, text view, slider, switch, stepper, segmented control, picker, date picker) that is shown (not hidden, alpha above 0, and so are its ancestors), enabled, takes touches (it and its ancestors), is not visited, and is hidden by
      - `isAccessibilityElement = false` on itself,
      - `accessibilityElementsHidden` on itself or an ancestor, or
      - an ancestor that is an accessibility element (which hides its subtree).
      A control the app hides only sometimes (SwiftUI's `.accessibilityHidden(isCollapsed)` on it or a view around it) needs review naming the condition: it is read as shown, and whether it is hidden while a sighted user can tap it depends on what the app computes.
      An ancestor element that stands for its children is fine: a table cell (UIKit combines its children), an element with custom actions (the rotor offers them) or an adjustable element (swipes change it: StarRatingControl's stars). Controls in a bar button item's custom view are not judged (VoiceOver visits the view; Interface Builder nests it in the item), nor are controls skipped because a sibling is modal (`accessibilityViewIsModal`) or left out of an `accessibilityElements` order.
      """,
    impact: .serious,
    tags: ["wcag2a", "wcag412", "wcag211", "visibility"],
    help:
      "Let VoiceOver reach the control: remove isAccessibilityElement = false or accessibilityElementsHidden, or, when a container is one element on purpose, offer the control's function as an accessibility custom action of the container.",
    messages: [
      "elements-hidden": RuleMessageText(
        "The {role} “{control}” works for touch but is hidden from VoiceOver by its own accessibilityElementsHidden. Remove that setting so blind users can reach it.",
        comment:
          "Audit finding. role is a code role name, untranslated; control is the control's label, title or id. accessibilityElementsHidden is a UIKit property name."
      ),
      "elements-hidden-ancestor": RuleMessageText(
        "The {role} “{control}” works for touch but is hidden from VoiceOver: its container {container} sets accessibilityElementsHidden. Expose the control, or offer its function as a custom action.",
        comment:
          "Audit finding. role is a code role name, untranslated; control is the control's label, title or id; container is a class name or id of the container. accessibilityElementsHidden is a UIKit property name."
      ),
      "inside-element": RuleMessageText(
        "The {role} “{control}” works for touch but VoiceOver cannot reach it: it is inside “{container}”, which is one accessibility element and hides its children. Offer the control's function as an accessibility custom action of “{container}”, or stop making the container one element.",
        comment:
          "Audit finding. role is a code role name, untranslated; control is the control's label, title or id; container is the container's spoken label or its class or id."
      ),
      "hidden-when": RuleMessageText(
        "The {role} “{control}” works for touch, but the app hides it from VoiceOver when {condition} is true. Check that it is also hidden or disabled on screen then, or that another element offers its function.",
        comment:
          "Audit finding (needs review). role is a code role name, untranslated; control is the control's label, title or id; condition is Swift source code, untranslated."
      ),
      "message": RuleMessageText(
        "The {role} “{control}” works for touch but VoiceOver cannot reach it: it is not an accessibility element (isAccessibilityElement = false). Make it an accessibility element.",
        comment:
          "Audit finding. role is a code role name (button, switch), untranslated; control is the control's label, title or id. Keep the code in parentheses in English."
      ),
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: save, role: button, content: {titles: {normal: Save}}, accessibility: {isElement: false}}
          - id: panel
            role: view
            accessibility: {elementsHidden: true}
            children:
              - {id: toggle, role: switch, accessibility: {label: Sound}}
        """, flagged: ["save", "toggle"]),
      // A card made one element hides its Delete button, and offers no custom action.
      RuleExample(
        """
        role: view
        children:
          - id: card
            role: view
            accessibility: {isElement: true, label: Caprese salad}
            children:
              - {id: delete, role: button, content: {titles: {normal: Delete}}}
        """, flagged: ["delete"]),
      // SwiftUI: `.accessibilityHidden(isCollapsed)` around a button the app computes.
      RuleExample(
        """
        role: view
        children:
          - id: details
            role: view
            runtimeAttributes: [{keyPath: swiftui.accessibilityHidden, type: swiftui, value: isCollapsed}]
            children:
              - {id: more, role: button, content: {titles: {normal: More}}}
        """, needsReview: ["more"]),
    ],
    nonTriggeringExamples: [
      // StarRatingControl: the adjustable element stands for its stars.
      RuleExample(
        """
        role: view
        children:
          - id: control
            role: view
            customClass: StarRatingControl
            frame: {x: 0, y: 0, width: 252, height: 44}
            accessibility: {isElement: true, label: Rating, traits: [adjustable]}
            children:
              - {id: s1, role: button, accessibility: {isElement: false}}
              - {id: s2, role: button, accessibility: {isElement: false}}
        """),
      // A cell combines its children; a card with a custom action offers its button; a bar button item shows its custom view.
      RuleExample(
        """
        role: tableView
        children:
          - id: cell
            role: tableViewCell
            children:
              - {id: name, role: staticText, content: {text: Salad}}
              - {id: fav, role: button, accessibility: {label: Favorite}}
          - id: card
            role: view
            accessibility: {isElement: true, label: Salad, customActions: [{name: Delete}]}
            children:
              - {id: delete, role: button, content: {titles: {normal: Delete}}}
          - id: bar
            role: toolbar
            children:
              - id: item
                role: button
                className: barButtonItem
                children:
                  - {id: toggle, role: switch, accessibility: {label: Record}}
        """),
      // Hidden, transparent, disabled or untouchable controls are not a lost function.
      RuleExample(
        """
        role: view
        children:
          - {id: hidden, role: button, hidden: true, accessibility: {isElement: false}}
          - {id: clear, role: button, alpha: 0, accessibility: {isElement: false}}
          - {id: disabled, role: button, state: {enabled: false}, accessibility: {isElement: false}}
          - id: locked
            role: view
            userInteractionEnabled: false
            accessibility: {elementsHidden: true}
            children:
              - {id: inner, role: button, accessibility: {label: Go}}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Shown, enabled, touchable controls a screen reader does not visit.
  public func applies(to node: AuditNode) -> Bool {
    guard node.spoken == nil || node.undecidedHiding != nil, node.isInteractive else { return false }
    let element = node.element
    guard Self.controlRoles.contains(element.role), element.state.isEnabled, Self.isShown(element) else { return false }
    return node.ancestors.allSatisfy { Self.isShown($0.element) }
  }

  /// A violation naming why the control is hidden, a pass when an ancestor stands for it.
  public func check(_ node: AuditNode) -> RuleOutcome {
    let element = node.element
    // A container around it that takes a tap and holds what VoiceOver visits offers the action to
    // VoiceOver (a row made tappable "to make up for a smaller button").
    if node.ancestors.contains(where: { $0.element.connections.hasTapGesture && $0.hasVisitedDescendant }) {
      return .pass
    }
    if node.spoken != nil, let condition = node.undecidedHiding {
      var arguments = Self.arguments(element)
      arguments["condition"] = .string(condition)
      return .needsReview(
        RuleMessage("hidden-when", arguments), missing: .runtimeValue(".accessibilityHidden(\(condition))"))
    }
    if element.accessibility.elementsHidden {
      return .violation(RuleMessage("elements-hidden", Self.arguments(element)))
    }
    for ancestor in node.ancestors {
      let container = ancestor.element
      if container.accessibility.elementsHidden {
        var arguments = Self.arguments(element)
        arguments["container"] = .string(Self.name(of: container))
        return .violation(RuleMessage("elements-hidden-ancestor", arguments))
      }
      // A bar button item with a custom view: VoiceOver visits the view, Interface Builder nests it.
      if container.className == "barButtonItem" { return .pass }
      if let spoken = ancestor.spoken {
        let standsForChildren =
          Self.cellRoles.contains(container.role) || !container.accessibility.customActions.isEmpty
          || spoken.traits.contains(.adjustable)
        if standsForChildren { return .pass }
        var arguments = Self.arguments(element)
        arguments["container"] = .string(spoken.label ?? Self.name(of: container))
        let message = RuleMessage("inside-element", arguments)
        // A container that is itself a button usually performs the control's action when
        // activated; only the code can tell.
        if spoken.traits.contains(.button) {
          return CodeEvidence.judge(node, asks: Self.offersAction, containers: true).outcome(message)
        }
        return .violation(message)
      }
    }
    if element.accessibility.isElement == false {
      // Hidden on purpose; whether code offers the action another way (the container as a button,
      // a custom action) only the code shows.
      let message = RuleMessage("message", Self.arguments(element))
      return CodeEvidence.judge(node, asks: Self.offersAction, containers: true).outcome(message)
    }
    return .pass
  }

  /// What code sets that exposes the control or offers its action another way.
  private static let offersAction: Set<CodeMember> = [
    .isAccessibilityElement, .accessibilityElements, .accessibilityCustomActions, .accessibilityActivate, .hidden,
  ]

  private static func isShown(_ element: Element) -> Bool { !element.isHidden && element.alpha > 0.01 }

  private static func arguments(_ element: Element) -> [String: MessageArgument] {
    let name =
      element.accessibility.label ?? element.content.titles[.normal] ?? element.content.placeholder
      ?? element.content.images[.normal] ?? element.id
    return ["control": .string(name), "role": .string(element.role.rawValue)]
  }

  private static func name(of element: Element) -> String {
    element.customClass?.name ?? element.accessibility.identifier ?? element.id
  }

  private static let cellRoles: Set<Role> = [.tableViewCell, .collectionViewCell]

  private static let controlRoles: Set<Role> = [
    .button, .checkBox, .radioButton, .popUpButton, .link, .textField, .secureTextField, .searchField, .textView,
    .slider, .switch, .stepper, .segmentedControl, .picker, .datePicker, .disclosureTriangle,
  ]
}
