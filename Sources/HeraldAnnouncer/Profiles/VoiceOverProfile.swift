/// VoiceOver on iOS: "label: value", then "Selected" when selected, then the trait words in
/// VoiceOver's fixed order, then the position in a group, and after a pause the hint: the
/// element's own, then the system's ("Swipe up or down with one finger to adjust the value.").
///
/// ```
/// Set 3 star rating: 3 stars set. Selected. Button. Tap to reset the rating to zero.
/// Favorites. Selected. Tab. 2 of 4.
/// Rating: 3 of 5 stars. Adjustable. Swipe up or down with one finger to adjust the value.
/// ```
public struct VoiceOverProfile: AnnouncerProfile {
  /// Creates the profile.
  public init() {}

  /// ``ProfileName/voiceover``.
  public var name: ProfileName { .voiceover }

  /// The trait words of `element`, in VoiceOver's order: Dimmed, Button, Back Button, Switch
  /// Button (with On/Off), Tab, Text Field, Heading, Link, Adjustable, Image, Search Field.
  public static func traitWords(_ element: AccessibleElement, _ words: Vocabulary) -> [String] {
    let traits = element.traits
    var result: [String] = []
    if traits.contains(.notEnabled) { result.append(words[.dimmed]) }
    let isTab = element.position?.kind == .tabBar
    let isBackButton = element.element.className == "backButton"
    if element.isSwitch {
      result.append(words[.switchButton])
      result.append(element.element.state.isOn == true ? words[.on] : words[.off])
    } else if isBackButton {
      result.append(words[.backButton])
    } else if traits.contains(.button) && !isTab {
      result.append(words[.button])
    }
    if isTab { result.append(words[.tab]) }
    switch element.element.role {
    case .textField, .textView: result.append(words[.textField])
    case .secureTextField: result.append(words[.secureTextField])
    default: break
    }
    if traits.contains(.header) { result.append(words[.heading]) }
    if traits.contains(.link) { result.append(words[.link]) }
    if traits.contains(.adjustable) { result.append(words[.adjustable]) }
    if traits.contains(.image) { result.append(words[.image]) }
    if traits.contains(.searchField) || element.element.role == .searchField { result.append(words[.searchField]) }
    return result
  }

  /// The system hint VoiceOver adds for the kind of element, if any.
  public static func systemHint(_ element: AccessibleElement, _ words: Vocabulary) -> String? {
    if element.traits.contains(.adjustable) { return words[.adjustableHint] }
    if element.isSwitch { return words[.switchHint] }
    if element.isTextInput && !element.traits.contains(.notEnabled) { return words[.textFieldHint] }
    return nil
  }

  /// What VoiceOver says of `element` besides its label and value: "Selected" and the trait
  /// words, the position in a group, and the hints (the element's, then the system's) as one text.
  /// Both VoiceOver profiles speak these; they differ in where the value goes.
  public static func parts(_ element: AccessibleElement, _ words: Vocabulary) -> (
    traits: [String], context: String?, hint: String?
  ) {
    var traits: [String] = []
    if element.traits.contains(.selected) { traits.append(words[.selected]) }
    traits += traitWords(element, words)
    let context = element.position.map { words.position($0.index, of: $0.count) }
    let hints = [element.hint, systemHint(element, words)].compactMap { $0 }
    return (traits, context, hints.isEmpty ? nil : words.phrase.sentences(hints))
  }

  /// Speaks `element` as VoiceOver does.
  public func utterance(for element: AccessibleElement, vocabulary words: Vocabulary) -> Utterance {
    let (traits, context, hint) = Self.parts(element, words)
    let labelAndValue = words.phrase.labelAndValue(element.label, element.value)
    let parts = [labelAndValue].compactMap { $0 } + traits + [context, hint].compactMap { $0 }
    return Utterance(
      element, label: element.label, value: element.value, traits: traits, hint: hint, context: context,
      text: words.phrase.sentences(parts))
  }
}
