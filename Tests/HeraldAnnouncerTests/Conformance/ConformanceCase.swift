import HeraldSyntax
import HeraldTree
import Testing

/// What VoiceOver says of one element in one locale: the description and the hint, as the legend
/// of an AccessibilitySnapshot reference image shows them (the hint in italics under it).
struct Spoken: Sendable {
  var description: String
  var hint: String?

  /// The text Herald's `voiceover` profile speaks: the description, then the hint after a full
  /// stop (none is added when the description already ends with one).
  var text: String {
    guard let hint else { return description }
    guard !description.isEmpty else { return hint }
    return (description.hasSuffix(".") ? description : description + ".") + " " + hint
  }
}

/// One legend entry of a reference image of cashapp/AccessibilitySnapshot, transcribed as a
/// Herald control tree and the words VoiceOver says of it.
///
/// `reference` names the snapshot test (`Example/SnapshotTests/…Tests.swift`) whose iOS 17
/// reference image (`ReferenceImages/_64/SnapshotTests.<Suite>/<test>_17_5_393x852@3x.png`) shows
/// the English text. German and Russian are the same algorithm with AccessibilitySnapshot's
/// `de.lproj` and `ru.lproj` strings, which were taken from VoiceOver.
struct ConformanceCase: Sendable, CustomTestStringConvertible {
  /// The reference test and the legend entry ("testButtonTraits #02").
  var reference: String
  /// The scene: a root view holding the elements of the reference view controller.
  var scene: Element
  /// Which utterance of the scene the legend entry is.
  var index: Int
  /// The expected words by locale.
  var expected: [String: Spoken]
  /// Why Herald knowingly differs from the reference, when it does; the expectation is then
  /// Herald's and the reference's text is quoted here.
  var knownDifference: String?

  var testDescription: String { reference }
}

/// Builders for the scenes of the conformance cases.
enum Scene {
  static let here = SourceLocation(file: "AccessibilitySnapshot", line: 1, column: 1)

  /// A root view holding `children` in document order (no frames: document order is kept).
  static func root(_ children: [Element]) -> Element {
    Element(id: "root", role: .view, children: children, location: here)
  }

  /// A plain view made an accessibility element (`UIView`, `UIAccessibilityElement`).
  static func view(
    _ id: String = "v", label: String? = nil, value: String? = nil, hint: String? = nil,
    traits: AccessibilityTraits = []
  ) -> Element {
    var element = Element(id: id, role: .view, location: here)
    element.accessibility = AccessibilityProperties(
      isElement: true, label: label, value: value, hint: hint, traits: traits)
    return element
  }

  /// A `UIButton` titled `title`, an accessibility element with exactly `traits` when given.
  static func button(
    _ id: String = "b", title: String? = nil, label: String? = nil, traits: AccessibilityTraits? = nil
  ) -> Element {
    var element = Element(id: id, role: .button, location: here)
    if let title { element.content.titles[.normal] = title }
    element.accessibility.label = label
    element.accessibility.traits = traits
    return element
  }

  /// A `UILabel` showing `text`.
  static func label(
    _ text: String, id: String = "l", label: String? = nil, value: String? = nil, hint: String? = nil
  )
    -> Element
  {
    var element = Element(id: id, role: .staticText, location: here)
    element.content.text = text
    element.accessibility.isElement = true
    element.accessibility.label = label
    element.accessibility.value = value
    element.accessibility.hint = hint
    return element
  }

  /// A `UISwitch`.
  static func toggle(
    isOn: Bool, enabled: Bool = true, label: String? = nil, value: String? = nil, hint: String? = nil,
    extraTraits: AccessibilityTraits = []
  ) -> Element {
    var element = Element(id: "s", role: .switch, location: here)
    element.state = ControlState(isEnabled: enabled, isOn: isOn)
    element.accessibility.label = label
    element.accessibility.value = value
    element.accessibility.hint = hint
    if !extraTraits.isEmpty { element.accessibility.traits = Role.switch.defaultTraits.union(extraTraits) }
    return element
  }

  /// A container of `role` (or a plain view) holding `children`.
  static func container(
    _ role: Role = .view, traits: AccessibilityTraits? = nil, type: AccessibilityContainerType? = nil,
    _ children: [Element]
  ) -> Element {
    var element = Element(id: "container", role: role, children: children, location: here)
    element.accessibility.traits = traits
    element.accessibility.containerType = type
    return root([element])
  }
}

/// The system hints as VoiceOver speaks them (AccessibilitySnapshot's `Localizable.strings`).
enum SystemHint {
  static let adjustable = [
    "en": "Swipe up or down with one finger to adjust the value.",
    "de": "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.",
    "ru": "Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
  ]
  static let toggle = [
    "en": "Double tap to toggle setting.", "de": "Zum Umschalten Doppeltippen.",
    "ru": "Коснитесь дважды, чтобы переключить настройку.",
  ]
  static let edit = [
    "en": "Double tap to edit.", "de": "Zum Bearbeiten doppeltippen.", "ru": "коснитесь дважды, чтобы редактировать",
  ]
  static let textArea = [
    "en": "Double tap to edit., Use the rotor to access Misspelled Words",
    "de": "Zum Bearbeiten doppeltippen., Den Rotor für den Zuriff auf „Rechtschreibfehler verwenden",
    "ru": "коснитесь дважды, чтобы редактировать., Используйте ротор для доступа к oбъeкту: Cлова с ошибками",
  ]
}

/// A case spoken the same in every locale (no word of VoiceOver's own in it).
func same(_ reference: String, _ scene: Element, _ description: String, index: Int = 0, hint: String? = nil)
  -> ConformanceCase
{
  let spoken = Spoken(description: description, hint: hint)
  return ConformanceCase(
    reference: reference, scene: scene, index: index, expected: ["en": spoken, "de": spoken, "ru": spoken])
}

/// A case with its words in English, German and Russian; `hint` names a system hint to expect in
/// every locale, `ownHint` the element's hint spoken before it.
func words(
  _ reference: String, _ scene: Element, _ index: Int = 0, en: String, de: String, ru: String,
  hint: [String: String]? = nil, ownHint: String? = nil, known: String? = nil
) -> ConformanceCase {
  func spoken(_ locale: String, _ text: String) -> Spoken {
    let system = hint?[locale]
    let combined = system.map { system in ownHint.map { "\($0). \(system)" } ?? system } ?? ownHint
    return Spoken(description: text, hint: combined)
  }
  return ConformanceCase(
    reference: reference, scene: scene, index: index,
    expected: ["en": spoken("en", en), "de": spoken("de", de), "ru": spoken("ru", ru)], knownDifference: known)
}
