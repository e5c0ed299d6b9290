import HeraldTree

extension ConformanceCase {
  /// `AccessibilitySnapshotTests.testSwitchControls` (SwitchControlViewController): nine
  /// `UISwitch`es and six views with the switch button trait.
  static let switchControls: [ConformanceCase] = {
    let on = ("On.", "Ein.", "Вкл.")
    let off = ("Off.", "Aus.", "Выкл.")
    let extra: AccessibilityTraits = [.selected, .button, .header, .link, .adjustable, .image, .searchField]
    var cases: [ConformanceCase] = []
    func toggle(
      _ number: Int, _ scene: Element, prefix: (String, String, String) = ("", "", ""),
      state: (String, String, String), suffix: (String, String, String) = ("", "", ""), hint: Bool = true,
      ownHint: String? = nil
    ) {
      cases.append(
        words(
          "testSwitchControls #\(number)", Scene.root([scene]),
          en: "\(prefix.0)Switch Button. \(state.0)\(suffix.0)", de: "\(prefix.1)Umschalttaste. \(state.1)\(suffix.1)",
          ru: "\(prefix.2)Кнопка-переключатель. \(state.2)\(suffix.2)", hint: hint ? SystemHint.toggle : nil,
          ownHint: ownHint))
    }
    let label = ("Label. ", "Label. ", "Label. ")
    toggle(1, Scene.toggle(isOn: true), state: on)
    toggle(2, Scene.toggle(isOn: false), state: off)
    toggle(
      3, Scene.toggle(isOn: true, enabled: false), prefix: ("Dimmed. ", "Grau dargestellt. ", "Недоступно. "),
      state: on, hint: false)
    toggle(4, Scene.toggle(isOn: true, label: "Label"), prefix: label, state: on)
    toggle(5, Scene.toggle(isOn: false, label: "Label"), prefix: label, state: off)
    toggle(6, Scene.toggle(isOn: true, label: "Label", value: "Value"), prefix: label, state: on)
    toggle(
      7, Scene.toggle(isOn: true, label: "Label", value: "Value", hint: "Hint"), prefix: label, state: on,
      ownHint: "Hint")
    let traitsAfter = (
      " Heading. Link. Adjustable. Image. Search Field.", " Überschrift. Hyperlink. Einstellbar. Bild. Suchfeld.",
      " Заголовок. Ссылка. Элемент регулировки. Изображение. Поле поиска."
    )
    toggle(
      8, Scene.toggle(isOn: false, label: "Label", value: "Value", hint: "Hint", extraTraits: extra),
      prefix: ("Selected: Label. ", "Auswahl: Label. ", "Выбрано: Label. "), state: off, suffix: traitsAfter,
      ownHint: "Hint")
    toggle(
      9,
      Scene.toggle(
        isOn: false, label: "Label", value: "Value", hint: "Hint", extraTraits: extra.union(.notEnabled)),
      prefix: (
        "Selected: Label. Dimmed. ", "Auswahl: Label. Grau dargestellt. ", "Выбрано: Label. Недоступно. "
      ), state: off, suffix: traitsAfter, hint: false, ownHint: "Hint")
    // Views with the switch button trait that are not UISwitches ("Fake Label").
    let fake: [(String, AccessibilityTraits, (String, String, String))] = [
      ("1", [.toggleButton, .button], ("Switch Button. On.", "Umschalttaste. Ein.", "Кнопка-переключатель. Вкл.")),
      ("0", [.toggleButton, .button], ("Switch Button. Off.", "Umschalttaste. Aus.", "Кнопка-переключатель. Выкл.")),
      (
        "2", [.toggleButton, .button],
        ("Switch Button. Mixed.", "Umschalttaste. Gemischt.", "Кнопка-переключатель. Смешанно.")
      ),
      ("1", [.toggleButton], ("On.", "Ein.", "Вкл.")),
      ("3", [.toggleButton], ("3", "3", "3")),
      (
        "Value", [.button, .toggleButton],
        ("Switch Button. Value", "Umschalttaste. Value", "Кнопка-переключатель. Value")
      ),
    ]
    for (offset, entry) in fake.enumerated() {
      let view = Scene.view(label: "Fake Label", value: entry.0, traits: entry.1)
      cases.append(
        words(
          "testSwitchControls #\(10 + offset) fake switch, value \(entry.0)", Scene.root([view]),
          en: "Fake Label. \(entry.2.0)", de: "Fake Label. \(entry.2.1)", ru: "Fake Label. \(entry.2.2)",
          hint: SystemHint.toggle))
    }
    return cases
  }()

  /// `AccessibilitySnapshotTests.testTabBars` (TabBarViewController): a `UITabBar` of six items,
  /// and a view with the tab bar trait whose five elements are its tabs.
  static let tabBars: [ConformanceCase] = {
    func item(_ id: String, _ title: String?, selected: Bool = false, enabled: Bool = true) -> Element {
      var item = Scene.button(id, title: title)
      item.state = ControlState(isSelected: selected, isEnabled: enabled)
      return item
    }
    var overridden = item("e", "Item E")
    overridden.accessibility = AccessibilityProperties(label: "Label", value: "Value", hint: "Hint")
    var overriddenUntitled = item("f", nil)
    overriddenUntitled.accessibility = AccessibilityProperties(label: "Label", value: "Value", hint: "Hint")
    let bar = Scene.container(
      .tabBar,
      [
        item("a", "Item A"), item("b", "Item B", selected: true), item("c", "Item C", enabled: false),
        item("d", nil), overridden, overriddenUntitled,
      ])
    let expected: [(String, String, String, String?)] = [
      ("Item A. Tab. 1 of 6.", "Item A. Tabulator. 1 von 6.", "Item A. Вкладка. 1 из 6.", nil),
      (
        "Selected: Item B. Tab. 2 of 6.", "Auswahl: Item B. Tabulator. 2 von 6.", "Выбрано: Item B. Вкладка. 2 из 6.",
        nil
      ),
      ("Item C. Tab. 3 of 6.", "Item C. Tabulator. 3 von 6.", "Item C. Вкладка. 3 из 6.", nil),
      ("Tab. 4 of 6.", "Tabulator. 4 von 6.", "Вкладка. 4 из 6.", nil),
      ("Label: Value. Tab. 5 of 6.", "Label: Value. Tabulator. 5 von 6.", "Label: Value. Вкладка. 5 из 6.", "Hint"),
      ("Label: Value. Tab. 6 of 6.", "Label: Value. Tabulator. 6 von 6.", "Label: Value. Вкладка. 6 из 6.", "Hint"),
    ]
    var cases = expected.enumerated().map { index, entry in
      words(
        "testTabBars UITabBar #\(index + 1)", bar, index, en: entry.0, de: entry.1, ru: entry.2, ownHint: entry.3)
    }
    var elements = [
      Scene.view("ta", label: "Item A"), Scene.view("tb", label: "Item B", traits: .selected),
      Scene.view("tc", label: "Item C", traits: .notEnabled), Scene.view("td"),
      Scene.view("te", label: "Item E", traits: [.notEnabled, .header, .link, .adjustable, .image, .searchField]),
    ]
    // The untitled element says only its context.
    elements[3].accessibility.isElement = true
    let tabs = Scene.container(traits: .tabBar, elements)
    let tabTexts: [(String, String, String)] = [
      ("Item A. Tab. 1 of 5.", "Item A. Tabulator. 1 von 5.", "Item A. Вкладка. 1 из 5."),
      ("Selected: Item B. Tab. 2 of 5.", "Auswahl: Item B. Tabulator. 2 von 5.", "Выбрано: Item B. Вкладка. 2 из 5."),
      (
        "Item C. Dimmed. Tab. 3 of 5.", "Item C. Grau dargestellt. Tabulator. 3 von 5.",
        "Item C. Недоступно. Вкладка. 3 из 5."
      ),
      ("Tab. 4 of 5.", "Tabulator. 4 von 5.", "Вкладка. 4 из 5."),
      (
        "Item E. Dimmed. Tab. Heading. Link. Adjustable. Image. Search Field. 5 of 5.",
        "Item E. Grau dargestellt. Tabulator. Überschrift. Hyperlink. Einstellbar. Bild. Suchfeld. 5 von 5.",
        "Item E. Недоступно. Вкладка. Заголовок. Ссылка. Элемент регулировки. Изображение. Поле поиска. 5 из 5."
      ),
    ]
    cases += tabTexts.enumerated().map { index, entry in
      words(
        "testTabBars tab bar trait container #\(index + 1)", tabs, index, en: entry.0, de: entry.1, ru: entry.2)
    }
    return cases
  }()

  /// `AccessibilitySnapshotTests.testNavBarBackButtonTraitsWithTitles` / `…WithoutTitles`.
  static let navigationBars: [ConformanceCase] = {
    func back(_ title: String) -> Element {
      var button = Scene.button("back", title: title)
      button.className = "backButton"
      return button
    }
    var title = Scene.label("Second", id: "title")
    title.accessibility.traits = [.staticText, .header]
    let bar = Scene.container(.navigationBar, [back("First"), title])
    return [
      words(
        "testNavBarBackButtonTraitsWithTitles #1", bar, en: "First. Back Button.", de: "First. Zurück Taste.",
        ru: "First. Кнопка назад."),
      words(
        "testNavBarBackButtonTraitsWithTitles #2", bar, 1, en: "Second. Heading.", de: "Second. Überschrift.",
        ru: "Second. Заголовок."),
      words(
        "testNavBarBackButtonTraitsWithoutTitles #1 (\"Back\" is not repeated)",
        Scene.container(.navigationBar, [back("Back")]), en: "Back Button.", de: "Back. Zurück Taste.",
        ru: "Back. Кнопка назад."),
      words(
        "testNavBarBackButtonTraitsWithoutTitles #1 in German and Russian titles",
        Scene.container(.navigationBar, [back("Zurück")]), en: "Zurück. Back Button.", de: "Zurück Taste.",
        ru: "Zurück. Кнопка назад."),
    ]
  }()
}
