import HeraldTree

extension ConformanceCase {
  /// Every case, in the order of the reference tests.
  static let all: [ConformanceCase] =
    buttonTraits + descriptionEdgeCases + viewDescription + labelDescription + switchControls + tabBars
    + navigationBars + defaultControls + textEntry + containers + dataTable + dataTableWithHeaders + customActions

  /// `AccessibilitySnapshotTests.testButtonTraits`: `UIButton`s titled 01…27 with one set of
  /// traits each (ButtonAccessibilityTraitsViewController).
  static let buttonTraits: [ConformanceCase] = {
    let silent: [(Int, AccessibilityTraits)] = [
      (1, []), (8, .playsSound), (9, .keyboardKey), (10, .staticText), (11, .summaryElement),
      (13, .updatesFrequently), (14, .startsMediaSession), (16, .allowsDirectInteraction), (17, .causesPageTurn),
      (18, .tabBar), (26, [.button, .keyboardKey]),
    ]
    let spoken: [(Int, AccessibilityTraits, String, String, String)] = [
      (2, .button, "Button.", "Taste.", "Кнопка."),
      (3, .link, "Link.", "Hyperlink.", "Ссылка."),
      (4, .header, "Heading.", "Überschrift.", "Заголовок."),
      (5, .searchField, "Search Field.", "Suchfeld.", "Поле поиска."),
      (6, .image, "Image.", "Bild.", "Изображение."),
      (12, .notEnabled, "Dimmed.", "Grau dargestellt.", "Недоступно."),
      (19, [.button, .link], "Button. Link.", "Taste. Hyperlink.", "Кнопка. Ссылка."),
      (20, [.button, .header], "Button. Heading.", "Taste. Überschrift.", "Кнопка. Заголовок."),
      (21, [.button, .searchField], "Button. Search Field.", "Taste. Suchfeld.", "Кнопка. Поле поиска."),
      (22, [.button, .image], "Button. Image.", "Taste. Bild.", "Кнопка. Изображение."),
      (24, [.button, .notEnabled], "Dimmed. Button.", "Grau dargestellt. Taste.", "Недоступно. Кнопка."),
    ]
    func title(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    func scene(_ number: Int, _ traits: AccessibilityTraits) -> Element {
      Scene.root([Scene.button(title: title(number), traits: traits)])
    }
    var cases = silent.map { same("testButtonTraits #\(title($0.0))", scene($0.0, $0.1), title($0.0)) }
    cases += spoken.map { number, traits, en, de, ru in
      let name = title(number)
      return words(
        "testButtonTraits #\(name)", scene(number, traits), en: "\(name). \(en)", de: "\(name). \(de)",
        ru: "\(name). \(ru)")
    }
    cases.append(
      words(
        "testButtonTraits #07", scene(7, .selected), en: "Selected: 07", de: "Auswahl: 07", ru: "Выбрано: 07"))
    cases.append(
      words(
        "testButtonTraits #15", scene(15, .adjustable), en: "15. Adjustable.", de: "15. Einstellbar.",
        ru: "15. Элемент регулировки.", hint: SystemHint.adjustable))
    cases.append(
      words(
        "testButtonTraits #23", scene(23, [.button, .selected]), en: "Selected: 23. Button.",
        de: "Auswahl: 23. Taste.", ru: "Выбрано: 23. Кнопка."))
    cases.append(
      words(
        "testButtonTraits #25", scene(25, [.button, .adjustable]), en: "25. Button. Adjustable.",
        de: "25. Taste. Einstellbar.", ru: "25. Кнопка. Элемент регулировки.", hint: SystemHint.adjustable))
    // All of UIKit's public traits of the time (not the iOS 17 toggle and zoom traits).
    var all = AccessibilityTraits()
    for entry in AccessibilityTraits.named where entry.trait != .toggleButton && entry.trait != .supportsZoom {
      all.insert(entry.trait)
    }
    cases.append(
      words(
        "testButtonTraits #27", scene(27, all),
        en: "Selected: 27. Dimmed. Heading. Link. Adjustable. Image. Search Field.",
        de: "Auswahl: 27. Grau dargestellt. Überschrift. Hyperlink. Einstellbar. Bild. Suchfeld.",
        ru: "Выбрано: 27. Недоступно. Заголовок. Ссылка. Элемент регулировки. Изображение. Поле поиска."))
    return cases
  }()

  /// `AccessibilitySnapshotTests.testDescriptionEdgeCases` (DescriptionEdgeCasesViewController).
  static let descriptionEdgeCases: [ConformanceCase] = [
    words(
      "testDescriptionEdgeCases #1 hint only, adjustable", Scene.root([Scene.view(hint: "Hint", traits: .adjustable)]),
      en: "Hint. Adjustable.", de: "Hint. Einstellbar.", ru: "Hint. Элемент регулировки."),
    words(
      "testDescriptionEdgeCases #2 label and hint, adjustable",
      Scene.root([Scene.view(label: "Label", hint: "Hint", traits: .adjustable)]), en: "Label. Adjustable.",
      de: "Label. Einstellbar.", ru: "Label. Элемент регулировки.", hint: SystemHint.adjustable, ownHint: "Hint"),
    words(
      "testDescriptionEdgeCases #3 traits only", Scene.root([Scene.view(traits: [.button, .header])]),
      en: "Button. Heading.", de: "Taste. Überschrift.", ru: "Кнопка. Заголовок."),
    words(
      "testDescriptionEdgeCases #4 adjustable only", Scene.root([Scene.view(traits: .adjustable)]),
      en: "Adjustable.", de: "Einstellbar.", ru: "Элемент регулировки.", hint: SystemHint.adjustable),
    words(
      "testDescriptionEdgeCases #5 hint and button", Scene.root([Scene.view(hint: "Hint", traits: .button)]),
      en: "Hint. Button.", de: "Hint. Taste.", ru: "Hint. Кнопка."),
  ]

  /// `AccessibilitySnapshotTests.testViewDescription` (ViewAccessibilityPropertiesViewController).
  static let viewDescription: [ConformanceCase] = [
    same("testViewDescription #2", Scene.root([Scene.view(label: "Label")]), "Label"),
    same("testViewDescription #3", Scene.root([Scene.view(value: "Value")]), "Value"),
    same("testViewDescription #4 hint promoted", Scene.root([Scene.view(hint: "Hint")]), "Hint"),
    same("testViewDescription #5", Scene.root([Scene.view(label: "Label", value: "Value")]), "Label: Value"),
    same("testViewDescription #6", Scene.root([Scene.view(label: "Label", hint: "Hint")]), "Label", hint: "Hint"),
    same("testViewDescription #7", Scene.root([Scene.view(value: "Value", hint: "Hint")]), "Value", hint: "Hint"),
    same(
      "testViewDescription #8", Scene.root([Scene.view(label: "Label", value: "Value", hint: "Hint")]), "Label: Value",
      hint: "Hint"),
  ]

  /// `AccessibilitySnapshotTests.testLabelDescription` (LabelAccessibilityPropertiesViewController):
  /// `UILabel`s showing "NN: Text".
  static let labelDescription: [ConformanceCase] = [
    same("testLabelDescription #1", Scene.root([Scene.label("01: Text")]), "01: Text"),
    same("testLabelDescription #2", Scene.root([Scene.label("02: Text", label: "Label")]), "Label"),
    same("testLabelDescription #3", Scene.root([Scene.label("03: Text", value: "Value")]), "03: Text: Value"),
    same("testLabelDescription #4", Scene.root([Scene.label("04: Text", hint: "Hint")]), "04: Text", hint: "Hint"),
    same(
      "testLabelDescription #5", Scene.root([Scene.label("05: Text", label: "Label", value: "Value")]),
      "Label: Value"),
    same(
      "testLabelDescription #6", Scene.root([Scene.label("06: Text", label: "Label", hint: "Hint")]), "Label",
      hint: "Hint"),
    same(
      "testLabelDescription #7", Scene.root([Scene.label("07: Text", value: "Value", hint: "Hint")]),
      "07: Text: Value", hint: "Hint"),
    same(
      "testLabelDescription #8", Scene.root([Scene.label("08: Text", label: "Label", value: "Value", hint: "Hint")]),
      "Label: Value", hint: "Hint"),
  ]
}
