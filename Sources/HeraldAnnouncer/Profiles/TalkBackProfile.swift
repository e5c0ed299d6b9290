import HeraldTree

/// Android TalkBack: the content description (label, then value), the state (Selected, Checked,
/// On/Off, Disabled), the role ("Button", "Switch", "Edit box", …), the position in a group, and
/// after a pause the usage hint ("Double-tap to activate"), joined as a list.
///
/// ```
/// Set 3 star rating, 3 stars set, Selected, Button, Double-tap to activate
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
    var states: [String] = []
    if traits.contains(.selected) { states.append(words[.talkBackSelected]) }
    if role == .checkBox {
      states.append(element.element.state.isOn == true ? words[.talkBackChecked] : words[.talkBackNotChecked])
    }
    if element.isSwitch { states.append(element.element.state.isOn == true ? words[.talkBackOn] : words[.talkBackOff]) }
    if !enabled { states.append(words[.talkBackDisabled]) }
    let roleWord: String?
    let usage: Vocabulary.Word?
    if element.isSwitch {
      (roleWord, usage) = (words[.talkBackSwitch], .talkBackToggleHint)
    } else if role == .checkBox {
      (roleWord, usage) = (words[.talkBackCheckBox], .talkBackToggleHint)
    } else if role == .radioButton {
      (roleWord, usage) = (words[.talkBackRadioButton], .talkBackActivateHint)
    } else if element.isTextInput {
      (roleWord, usage) = (words[.talkBackEditBox], .talkBackEditHint)
    } else if traits.contains(.adjustable) {
      (roleWord, usage) = (words[.talkBackSlider], .talkBackAdjustHint)
    } else if role == .popUpButton {
      (roleWord, usage) = (words[.talkBackDropDown], .talkBackActivateHint)
    } else if element.position?.kind == .tabBar {
      (roleWord, usage) = (words[.talkBackTab], .talkBackActivateHint)
    } else if traits.contains(.link) {
      (roleWord, usage) = (words[.talkBackLink], .talkBackActivateHint)
    } else if traits.contains(.button) {
      (roleWord, usage) = (words[.talkBackButton], .talkBackActivateHint)
    } else if traits.contains(.image) {
      (roleWord, usage) = (words[.talkBackImage], nil)
    } else {
      (roleWord, usage) = (nil, nil)
    }
    var spokenTraits = states
    if let roleWord { spokenTraits.append(roleWord) }
    if traits.contains(.header) { spokenTraits.append(words[.talkBackHeading]) }
    let context = element.position.map { words.position($0.index, of: $0.count) }
    let hints = [element.hint, enabled && element.isInteractive ? usage.map { words[$0] } : nil].compactMap { $0 }
    let hint = hints.isEmpty ? nil : phrase.list(hints)
    let parts = [element.label, element.value].compactMap { $0 } + spokenTraits + [context, hint].compactMap { $0 }
    return Utterance(
      element, label: element.label, value: element.value, traits: spokenTraits, hint: hint, context: context,
      text: phrase.list(parts))
  }
}
