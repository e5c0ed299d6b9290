import HeraldTree

/// VoiceOver on macOS: the label, the value, the state, "dimmed", AppKit's role description, the
/// position, then the help, as one list ("Pause, unchecked, checkbox"). Every word and its source
/// is in `docs/announcer.md` ("The macOS profile").
///
/// What differs from iOS, each a fact of AppKit:
/// - the role is AppKit's role description, lower case ("pop up button", "checkbox", "stepper"),
///   not a UIKit trait word; static text says no role;
/// - a check box is "checked" or "unchecked", a switch "on" or "off", a disclosure
///   triangle "expanded" or "collapsed", a selected radio button, tab or segment "selected";
/// - a slider's and a stepper's value is their number (`NSSlider.doubleValue`), not a percentage;
///   an `NSStepper` is one element (AppKit's incrementor), not UIKit's two buttons;
/// - a pop-up button says its selected item, its value;
/// - a SwiftUI `Toggle` is a checkbox unless its style says otherwise (`ToggleStyle.automatic` is
///   the checkbox style on macOS), a switch with `.switch`, a toggle button with `.button`;
/// - there are no iOS gesture hints ("Double tap to…"); the element's own help is spoken last.
///
/// ```
/// Pause, unchecked, checkbox
/// Show welcome window, pop up button
/// Volume, 50, slider
/// ```
public struct VoiceOverMacProfile: AnnouncerProfile {
  /// Creates the profile.
  public init() {}

  /// ``ProfileName/voiceoverMacOS``.
  public var name: ProfileName { .voiceoverMacOS }

  /// Speaks `element` as VoiceOver on macOS does.
  public func utterance(for element: AccessibleElement, vocabulary words: Vocabulary) -> Utterance {
    let mac = words.voiceOverMac
    let value = Self.value(of: element, mac)
    // A text field with text speaks the text (its value), not its placeholder.
    let placeholderHidden = element.labelSource == .placeholder && value != nil
    let label = placeholderHidden ? nil : element.label.flatMap { $0.isEmpty ? nil : $0 }
    var spoken = Self.states(of: element, mac)
    if element.traits.contains(.notEnabled) { spoken.append(mac.dimmed) }
    if let role = Self.role(of: element, mac) { spoken.append(role) }
    let context = element.position.map { words.position($0.index, of: $0.count) }
    let hint = element.hint.flatMap { $0.isEmpty ? nil : $0 }
    let parts = [label, value].compactMap { $0 } + spoken + [context, hint].compactMap { $0 }
    return Utterance(
      element, label: label, value: value, traits: spoken, hint: hint, context: context,
      text: words.phrase.list(parts))
  }

  /// The value: a slider's or stepper's number, else the element's (a check box's and a
  /// switch's state is spoken as a state, not a value).
  private static func value(of element: AccessibleElement, _ mac: VoiceOverMacWords) -> String? {
    let control = element.element
    if let own = control.accessibility.value, !own.isEmpty { return own }
    switch macRole(of: control) {
    case .slider, .stepper:
      return control.content.range.flatMap { $0.value.isFinite ? mac.number($0.value) : nil }
    case .checkBox, .switch, .radioButton, .disclosureTriangle:
      return nil
    default:
      return element.value.flatMap { $0.isEmpty ? nil : $0 }
    }
  }

  /// The state words spoken between the value and the role.
  private static func states(of element: AccessibleElement, _ mac: VoiceOverMacWords) -> [String] {
    let control = element.element
    let on = control.state.isOn == true
    switch macRole(of: control) {
    case .checkBox: return [on ? mac.checked : mac.unchecked]
    case .switch: return [on ? mac.on : mac.off]
    case .disclosureTriangle: return [on ? mac.expanded : mac.collapsed]
    case .radioButton: return on || element.traits.contains(.selected) ? [mac.selected] : []
    default: return element.traits.contains(.selected) ? [mac.selected] : []
    }
  }

  /// The role `element` has on macOS: a SwiftUI `Toggle` whose style is not `.switch` or
  /// `.button` is a checkbox there (`.automatic` is `.checkbox` on macOS); any other element keeps
  /// its role.
  private static func macRole(of element: Element) -> Role {
    switch toggleStyle(of: element) {
    case .switch?: .switch
    case .button?: .button
    case .checkbox?: .checkBox
    case nil: element.role
    }
  }

  /// How a SwiftUI `Toggle` is drawn on macOS, from its `.toggleStyle(…)` as written: `.switch`
  /// and `.button` (or their style types) as named, anything else (`.automatic`, `.checkbox`, a
  /// custom style) as a checkbox; `nil` for any other element.
  private enum ToggleStyle { case checkbox, `switch`, button }

  private static func toggleStyle(of element: Element) -> ToggleStyle? {
    guard element.role == .switch, element.className == "Toggle" else { return nil }
    let written = element.runtimeAttributes.first { $0.keyPath == RuntimeAttribute.toggleStyleKeyPath }?.value.text
    switch written {
    case ".switch"?, "SwitchToggleStyle()"?, ".switch()"?: return .switch
    case ".button"?, "ButtonToggleStyle()"?: return .button
    default: return .checkbox
    }
  }

  /// AppKit's role description of `element`, or `nil` for static text and plain views.
  private static func role(of element: AccessibleElement, _ mac: VoiceOverMacWords) -> String? {
    let traits = element.traits
    if let kind = element.position?.kind, kind == .tabBar || kind == .tabs { return mac.tab }
    if toggleStyle(of: element.element) == .button { return mac.toggleButton }
    switch macRole(of: element.element) {
    case .checkBox: return mac.checkBox
    case .radioButton: return mac.radioButton
    case .popUpButton: return mac.popUpButton
    case .disclosureTriangle: return mac.disclosureTriangle
    case .switch: return mac.switchRole
    case .stepper: return mac.stepper
    case .slider: return mac.slider
    case .textField: return mac.textField
    case .secureTextField: return mac.secureTextField
    case .searchField: return mac.searchField
    case .textView: return mac.textArea
    case .menuItem: return mac.menuItem
    case .tableViewCell, .collectionViewCell: return mac.cell
    case .progressIndicator: return mac.progressIndicator
    case .activityIndicator: return mac.busyIndicator
    default: break
    }
    if traits.contains(.link) { return mac.link }
    if traits.contains(.button) { return mac.button }
    if traits.contains(.header) { return mac.heading }
    if traits.contains(.image) { return mac.image }
    if traits.contains(.searchField) { return mac.searchField }
    return nil
  }
}
