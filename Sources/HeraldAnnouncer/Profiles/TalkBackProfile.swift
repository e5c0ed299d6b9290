import HeraldTree

/// Android TalkBack in its default description order, "state, name, role" (the compositor's
/// `StateNameRolePosition`, `pref_node_desc_order_default`): "selected", the checked or on/off
/// state (a slider's value), the name (label and value), the role ("Button", "Switch", "Edit
/// box", …), "disabled" last, then the position and, after a pause, the usage hint ("Double-tap
/// to activate"), joined as a list. A focusable image or image button without a label is
/// "Unlabelled" (`value_unlabelled`); words are TalkBack's own (`strings_compositor.xml`).
///
/// ```
/// selected, Set 3 star rating, 3 stars set, Button, Double-tap to activate
/// Unlabelled, Button
/// ```
public struct TalkBackProfile: AnnouncerProfile {
  /// Creates the profile.
  public init() {}

  /// ``ProfileName/talkback``.
  public var name: ProfileName { .talkback }

  /// Speaks `element` as TalkBack does.
  public func utterance(for element: AccessibleElement, vocabulary words: Vocabulary) -> Utterance {
    let phrase = words.phrase
    let traits = element.traits
    let role = element.element.role
    let enabled = !traits.contains(.notEnabled)
    let (roleWord, usage) = Self.role(element, words)
    // Android reads no image names: an image or image button without a label is unlabelled.
    let label = element.labelSource == .imageName ? nil : element.label
    var states: [String] = []
    if traits.contains(.selected) { states.append(words[.talkBackSelected]) }
    if role == .checkBox {
      states.append(element.element.state.isOn == true ? words[.talkBackChecked] : words[.talkBackNotChecked])
    }
    if element.isSwitch { states.append(element.element.state.isOn == true ? words[.talkBackOn] : words[.talkBackOff]) }
    var name = [label, element.value].compactMap { $0 }
    if traits.contains(.adjustable), let value = element.value {
      // A seek bar's state is its value, spoken first.
      states.append(value)
      name = [label].compactMap { $0 }
    }
    if label == nil && (role == .image || traits.contains(.image) || element.labelSource == .imageName) {
      states.append(words[.talkBackUnlabelled])
    }
    var roles = roleWord.map { [$0] } ?? []
    if traits.contains(.header) { roles.append(words[.talkBackHeading]) }
    let spokenTraits = states + roles + (enabled ? [] : [words[.talkBackDisabled]])
    let context = element.position.map { words.position($0.index, of: $0.count) }
    let hints = [element.hint, enabled && element.isInteractive ? usage.map { words[$0] } : nil].compactMap { $0 }
    let hint = hints.isEmpty ? nil : phrase.list(hints)
    let parts = states + name + roles + (enabled ? [] : [words[.talkBackDisabled]]) + [context, hint].compactMap { $0 }
    return Utterance(
      element, label: label, value: element.value, traits: spokenTraits, hint: hint, context: context,
      text: phrase.list(parts))
  }

  /// The role word and the usage hint of `element`.
  private static func role(_ element: AccessibleElement, _ words: Vocabulary) -> (String?, Vocabulary.Word?) {
    let traits = element.traits
    let role = element.element.role
    if element.isSwitch { return (words[.talkBackSwitch], .talkBackToggleHint) }
    if role == .checkBox { return (words[.talkBackCheckBox], .talkBackToggleHint) }
    if role == .radioButton { return (words[.talkBackRadioButton], .talkBackActivateHint) }
    if element.isTextInput { return (words[.talkBackEditBox], .talkBackEditHint) }
    if traits.contains(.adjustable) { return (words[.talkBackSlider], .talkBackAdjustHint) }
    if role == .popUpButton { return (words[.talkBackDropDown], .talkBackActivateHint) }
    if element.position?.kind == .tabBar || element.position?.kind == .tabs {
      return (words[.talkBackTab], .talkBackActivateHint)
    }
    if traits.contains(.link) { return (words[.talkBackLink], .talkBackActivateHint) }
    if traits.contains(.button) { return (words[.talkBackButton], .talkBackActivateHint) }
    if traits.contains(.image) { return (words[.talkBackImage], nil) }
    return (nil, nil)
  }
}
