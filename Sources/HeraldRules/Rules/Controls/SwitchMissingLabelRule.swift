import HeraldAnnouncer
import HeraldAudit
import HeraldICU
import HeraldTree

/// Flags a switch, check box, slider or text field that VoiceOver reads with no label at all, and
/// a UIKit text field whose only label is its placeholder.
///
/// The message names the label beside the control when the file has one (the nearest static text
/// among its siblings), and no example otherwise. A control connected to an outlet may get its
/// label in code: needs review, naming the outlet.
public struct SwitchMissingLabelRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "switch-missing-label",
    name: "Switch, slider or text field without a label",
    summary:
      "A switch, check box, slider or text field has no label: VoiceOver says only \"Switch button, off\", \"50%, Adjustable\" or \"Text field\".",
    rationale:
      "A switch or a text field shows its purpose in a label beside it, which VoiceOver reads as a separate element, often far from the control in reading order. The control itself then has no label, title or placeholder, so the user hears \"Switch button, off\" or \"Text field\" and has to guess what it turns on or what to type. A UIKit text field whose only label is its placeholder is flagged too: the placeholder is read only while the field is empty (a search field keeps its purpose in its trait, and a SwiftUI field's title is its label). Buttons are left to image-button-missing-label.",
    impact: .critical,
    tags: ["wcag2a", "wcag412", "wcag131", "labels"],
    help:
      "Set the control's accessibility label to the text of the label beside it (\"Sound\", \"Meal name\"), or group the row as one element with the label. A placeholder alone is not a label: it is gone once the user types.",
    messages: [
      "message": RuleMessageText(
        "This {role, select, checkBox {check box} other {switch}} has no label: VoiceOver says only its type and state. Set its accessibility label to the text of the label beside it.",
        comment: "Audit finding. role is a code role name (switch, checkBox) used to select the wording."
      ),
      "message-nearby": RuleMessageText(
        "This {role, select, checkBox {check box} other {switch}} has no label: VoiceOver says only its type and state. Set its accessibility label to the text of the label beside it (“{label}”).",
        comment:
          "Audit finding. role is a code role name (switch, checkBox) used to select the wording. label is the text of the label found beside the control in the app (\"Sound\"); keep it as is."
      ),
      "text-field": RuleMessageText(
        "This text field has no label and no placeholder: VoiceOver says only its text, if it has any, and “Text field”. Set its accessibility label to the text of the label beside it.",
        comment: "Audit finding. “Text field” is VoiceOver's trait word in the locale."
      ),
      "text-field-nearby": RuleMessageText(
        "This text field has no label and no placeholder: VoiceOver says only its text, if it has any, and “Text field”. Set its accessibility label to the text of the label beside it (“{label}”).",
        comment:
          "Audit finding. “Text field” is VoiceOver's trait word in the locale; label is the text of the label found beside the field in the app (\"Meal name\"); keep it as is."
      ),
      "placeholder-only": RuleMessageText(
        "This text field's only label is its placeholder “{placeholder}”, which VoiceOver reads only while the field is empty: once it has text, VoiceOver says the text and “Text field”, not what it is for. Set its accessibility label.",
        comment:
          "Audit finding. placeholder is the field's placeholder as the app shows it; keep it as is. “Text field” is VoiceOver's trait word in the locale."
      ),
      "placeholder-only-nearby": RuleMessageText(
        "This text field's only label is its placeholder “{placeholder}”, which VoiceOver reads only while the field is empty: once it has text, VoiceOver says the text and “Text field”, not what it is for. Set its accessibility label to the text of the label beside it (“{label}”).",
        comment:
          "Audit finding. placeholder is the field's placeholder and label the text of the label found beside the field in the app; keep both as they are. “Text field” is VoiceOver's trait word in the locale."
      ),
      "slider": RuleMessageText(
        "This slider has no label: VoiceOver says only its value and “Adjustable”. Set its accessibility label to what it adjusts.",
        comment: "Audit finding. “Adjustable” is VoiceOver's trait word in the locale."
      ),
      "slider-nearby": RuleMessageText(
        "This slider has no label: VoiceOver says only its value and “Adjustable”. Set its accessibility label to the text of the label beside it (“{label}”).",
        comment:
          "Audit finding. “Adjustable” is VoiceOver's trait word in the locale; label is the text of the label found beside the slider in the app (\"Volume\"); keep it as is."
      ),
    ],
    triggeringExamples: [
      // An editable text view with nothing to say what goes in it (Open Food Facts' ingredients).
      RuleExample(
        """
        role: view
        children:
          - {id: ingredients, role: textView}
        """, flagged: ["ingredients"], message: "text-field"),
      // The same in Interface Builder, whose sample text the code replaces with what the user
      // types; a text view whose text no code sets keeps it.
      RuleExample(
        """
        role: view
        location: Add.storyboard:10:5
        children:
          - id: ingredients
            role: textView
            location: Add.storyboard:12:7
            content: {text: Lorem ipsum dolor sit er elit lamet}
            connections: {outlets: [{property: ingredientsField, owner: AddViewController}]}
          - id: terms
            role: textView
            location: Add.storyboard:14:7
            content: {text: By adding a product you agree to the terms}
            connections: {outlets: [{property: termsView, owner: AddViewController}]}
        """, flagged: ["ingredients"], message: "text-field",
        source: """
          final class AddViewController: UIViewController {
            @IBOutlet weak var ingredientsField: UITextView! { didSet { ingredientsField.text = "" } }
            @IBOutlet weak var termsView: UITextView!
            override func viewDidLoad() { termsView.delegate = self }
          }
          """),
      RuleExample(
        """
        role: stackView
        children:
          - {id: caption, role: staticText, content: {text: Sound}}
          - {id: sound, role: switch, state: {on: true}}
        """, flagged: ["sound"], message: "message-nearby"),
      RuleExample(
        """
        role: view
        children:
          - {id: volume, role: slider, content: {range: {value: 0.5, minimum: 0, maximum: 1}}}
        """, flagged: ["volume"], message: "slider"),
      // The app's own helpers are followed: a UIKit method that only sets the thumb image, and a
      // helper that sets only the font, leave the slider unlabelled; a helper or an extension that
      // sets the label labels it; a call into code Herald does not have leaves it to review.
      RuleExample(
        """
        role: view
        location: Mixer.storyboard:10:5
        children:
          - {id: gain, role: slider, location: Mixer.storyboard:12:7, connections: {outlets: [{property: gainSlider, owner: MixerViewController}]}}
          - {id: pan, role: slider, location: Mixer.storyboard:14:7, connections: {outlets: [{property: panSlider, owner: MixerViewController}]}}
          - {id: echo, role: slider, location: Mixer.storyboard:16:7, connections: {outlets: [{property: echoSlider, owner: MixerViewController}]}}
          - {id: bass, role: slider, location: Mixer.storyboard:18:7, connections: {outlets: [{property: bassSlider, owner: MixerViewController}]}}
          - {id: treble, role: slider, location: Mixer.storyboard:20:7, connections: {outlets: [{property: trebleSlider, owner: MixerViewController}]}}
        """, flagged: ["gain", "pan"], needsReview: ["treble"],
        source: """
          final class MixerViewController: UIViewController {
            @IBOutlet weak var gainSlider: UISlider!
            @IBOutlet weak var panSlider: UISlider!
            @IBOutlet weak var echoSlider: UISlider!
            @IBOutlet weak var bassSlider: UISlider!
            @IBOutlet weak var trebleSlider: UISlider!
            override func viewDidLoad() {
              gainSlider.setThumbImage(UIImage(named: "knob"), for: .normal)
              style(panSlider)
              name(echoSlider, "Echo")
              bassSlider.describe(as: "Bass")
              ThirdPartyTheme.shared.apply(to: trebleSlider)
            }
            private func style(_ slider: UISlider) { slider.tintColor = .systemPink }
            private func name(_ control: UIControl, _ title: String) { control.accessibilityLabel = title }
          }
          extension UISlider {
            func describe(as name: String) { accessibilityLabel = name }
          }
          """),
      // Connected to an outlet: code may set the label.
      RuleExample(
        """
        role: view
        children:
          - {id: muted, role: switch, connections: {outlets: [{property: muteSwitch, owner: SettingsViewController}]}}
        """, needsReview: ["muted"]),
      RuleExample(
        """
        role: view
        children:
          - {id: name, role: textField}
          - {id: password, role: secureTextField, content: {text: hunter2}}
          - {id: agree, role: checkBox}
        """, flagged: ["agree", "name", "password"]),
      // An AppKit title connection written on the label sets the label's own title, not the
      // field's (the field holding it is labelled: see the examples that pass).
      RuleExample(
        """
        role: view
        children:
          - {id: caption, role: staticText, content: {text: "Login:"}}
          - {id: login, role: textField, connections: {title: {element: caption, heldBy: other}}}
        """, flagged: ["login"], message: "text-field-nearby", platform: .macOS),
      // The placeholder is the field's only label: gone once the user types.
      RuleExample(
        """
        role: stackView
        children:
          - {id: caption, role: staticText, content: {text: Meal name}}
          - {id: name, role: textField, content: {placeholder: Enter a name, text: Caprese}}
        """, flagged: ["name"], message: "placeholder-only-nearby"),
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: sound, role: switch, accessibility: {label: Sound}}
          - {id: name, role: textField, content: {placeholder: Meal name}, accessibility: {label: Meal name}}
          - {id: search, role: searchField, content: {placeholder: Search recipes}}
          - {id: bare, role: searchField}
          - {id: sample, role: textField, content: {placeholder: "2017"}, state: {enabled: false}}
          - {id: terms, role: checkBox, content: {titles: {normal: I agree}}}
        """),
      // An AppKit field holding a title connection to its label is read with the label's text.
      RuleExample(
        """
        role: view
        children:
          - {id: caption, role: staticText, content: {text: "URL:"}}
          - {id: url, role: textField, connections: {title: {element: caption}}}
        """, platform: .macOS),
      // Buttons and hidden controls are other rules' business.
      RuleExample(
        """
        role: view
        children:
          - {id: plain, role: button}
          - {id: hidden, role: switch, hidden: true}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Switches, check boxes, sliders and text fields a screen reader visits.
  public func applies(to node: AuditNode) -> Bool {
    guard let spoken = node.spoken else { return false }
    if Self.roles.contains(spoken.element.role) { return true }
    return spoken.isSwitch && spoken.element.role != .button
  }

  /// A violation when nothing gives a label and no outlet lets code set one; needs review when one
  /// does.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let spoken = node.spoken else { return .pass }
    if spoken.labelSource == .placeholder { return Self.placeholderOnly(spoken, node) }
    guard spoken.labelSource == .none || Self.textIsInput(spoken, node) else { return .pass }
    let nearby = Self.nearbyLabel(of: node)
    var arguments: [String: MessageArgument] = nearby.map { ["label": .string($0)] } ?? [:]
    let key: String
    if spoken.isTextInput {
      key = "text-field"
    } else if spoken.element.role == .slider {
      key = "slider"
    } else {
      key = "message"
      arguments["role"] = .string(spoken.element.role.rawValue)
    }
    let message = RuleMessage(nearby == nil ? key : key + "-nearby", arguments)
    // A placeholder set in code is what VoiceOver reads as an empty field's label.
    let labelling: Set<CodeMember> = spoken.isTextInput ? Self.fieldLabelling : Self.labelling
    return CodeEvidence.judge(node, asks: labelling).outcome(message).notingReversedTitleConnection(of: node)
  }

  /// A UIKit text field labelled only by its placeholder: a `UITextField`'s placeholder is read
  /// while it is empty, and gone once it has text. Search fields keep their purpose in their trait
  /// ("Search field"); a SwiftUI field's title is its label; TalkBack reads an Android hint after
  /// the text, and macOS fields are left until the rule speaks macOS's words.
  private static func placeholderOnly(_ spoken: AccessibleElement, _ node: AuditNode) -> RuleOutcome {
    guard [.textField, .secureTextField].contains(spoken.element.role), node.scene.platform == .iOS,
      node.scene.format != .swiftUI,
      let placeholder = spoken.label
    else { return .pass }
    // A disabled field no code reaches never gets text: its placeholder is always read.
    let element = spoken.element
    if !element.state.isEnabled, element.connections.outlets.isEmpty { return .pass }
    let nearby = nearbyLabel(of: node)
    var arguments: [String: MessageArgument] = ["placeholder": .string(placeholder)]
    if let nearby { arguments["label"] = .string(nearby) }
    let message = RuleMessage(nearby == nil ? "placeholder-only" : "placeholder-only-nearby", arguments)
    return CodeEvidence.judge(node, asks: labelling).outcome(message)
  }

  /// Whether an editable Interface Builder text view's text is what the user types, not its name:
  /// the code sets it through an outlet (Open Food Facts' ingredients field, emptied when the outlet
  /// is set), so the file's text is a placeholder and VoiceOver reads what is typed, with nothing
  /// that says what the field is for.
  private static func textIsInput(_ spoken: AccessibleElement, _ node: AuditNode) -> Bool {
    guard spoken.labelSource == .text, spoken.element.role == .textView, node.isFromInterfaceBuilder else {
      return false
    }
    return node.outletUse { _, use in use.member == .text || use.member == .attributedText } != nil
  }

  /// What code sets that labels a control, or takes it out of VoiceOver's way.
  private static let labelling: Set<CodeMember> = [.accessibilityLabel, .isAccessibilityElement, .hidden]
  /// The same for a text field, whose placeholder VoiceOver reads when it is empty.
  private static let fieldLabelling = labelling.union([.placeholder])

  /// The text of the static text beside the control among its siblings: where the file gives
  /// frames, the nearest on the control's row on its leading side, else the nearest above it in
  /// its column, else none; without frames, the nearest in document order, the one before it first. A form
  /// lays a field's label before it on its row or above it, not wherever it is written in the file.
  private static func nearbyLabel(of node: AuditNode) -> String? {
    guard let siblings = node.parent?.children, let position = siblings.firstIndex(where: { $0.index == node.index })
    else { return nil }
    let before = siblings[..<position].reversed()
    let after = siblings[(position + 1)...]
    let labels = (Array(before) + Array(after)).compactMap { sibling -> (frame: Rect?, text: String)? in
      guard sibling.element.role == .staticText, let text = sibling.element.content.text,
        !RuleText.normalized(text).isEmpty
      else { return nil }
      return (sibling.element.frame, text)
    }
    if let frame = node.element.frame, labels.allSatisfy({ $0.frame != nil }) {
      let placed = labels.compactMap { label in
        label.frame.flatMap { distance(from: $0, to: frame) }.map { ($0, label.text) }
      }
      return placed.min(by: { $0.0 < $1.0 })?.1
    }
    return labels.first?.text
  }

  /// How far a label's frame is from the control's, for ``nearbyLabel(of:)``: on the control's
  /// row (the two overlap vertically) and starting before it, the gap plus the distance between
  /// their vertical centres; above it and starting within 20 pt of where it starts, the gap plus
  /// a screen's width; `nil` anywhere else — a text after the control on its row is a unit or a
  /// note ("s", "pt"), not its label.
  private static func distance(from label: Rect, to control: Rect) -> Double? {
    let sameRow = label.y < control.y + control.height && control.y < label.y + label.height
    if sameRow, label.x < control.x {
      // A row's title may span under a trailing switch: the gap is then 0, and the nearer centre wins.
      let centres = abs(label.y + label.height / 2 - control.y - control.height / 2)
      return max(0, control.x - label.x - label.width) + centres
    }
    // A label above a field starts where it starts (a form's column); one that only spans over it
    // is another row's.
    let sameColumn = abs(label.x - control.x) <= 20
    if sameColumn, label.y + label.height <= control.y + 1 { return control.y - label.y - label.height + 10_000 }
    return nil
  }

  /// The controls judged. A search field is not: its trait (`UIAccessibilityTraits.searchField`,
  /// "the accessibility element is a search field") makes VoiceOver say what it is for, with or
  /// without a placeholder (a `UISearchBar`).
  /// An editable text view (a read-only one is static text) is a text input like a field.
  private static let roles: Set<Role> = [.switch, .checkBox, .slider, .textField, .secureTextField, .textView]
}
