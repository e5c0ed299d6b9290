import HeraldAnnouncer
import HeraldICU
import HeraldSyntax
import HeraldTree
import Testing

@Suite("Element descriptions and profiles")
struct ElementDescriberTests {
  private static let here = SourceLocation(file: "t.json", line: 1, column: 1)

  private func speak(_ element: Element, _ locale: String = "en", _ profile: ProfileName = .voiceover) throws
    -> Utterance
  {
    let root = Element(id: "root", role: .view, children: [element], location: Self.here)
    return try #require(try announcer(locale, profile).utterances(in: root).first)
  }

  private func element(_ role: Role, _ change: (inout Element) -> Void = { _ in }) -> Element {
    var element = Element(id: "e", role: role, location: Self.here)
    change(&element)
    return element
  }

  @Test(
    "label fallbacks",
    arguments: [
      (AccessibleElement.LabelSource.title, "Save. Button."),
      (.systemItem, "Cancel. Button."),
      (.imageName, "star fill. Button."),
      (.none, "Button."),
    ])
  func fallbacks(_ source: AccessibleElement.LabelSource, _ text: String) throws {
    let button = element(.button) { button in
      switch source {
      case .title: button.content.titles[.normal] = "Save"
      case .systemItem: button.content.systemItem = "cancel"
      case .imageName: button.content.images[.normal] = "star.fill"
      default: break
      }
    }
    let utterance = try speak(button)
    #expect(utterance.labelSource == source)
    #expect(utterance.text == text)
  }

  @Test("an accessibility label wins over the title; an empty one does not count")
  func accessibilityLabel() throws {
    var button = element(.button) { $0.content.titles[.normal] = "+" }
    button.accessibility.label = "Add meal"
    #expect(try speak(button).text == "Add meal. Button.")
    button.accessibility.label = ""
    #expect(try speak(button).text == "+. Button.")
  }

  @Test("a cell combines its children's labels")
  func cell() throws {
    var cell = element(.tableViewCell)
    cell.children = [
      Element(id: "name", role: .staticText, content: Content(text: "Caprese Salad"), location: Self.here),
      Element(id: "photo", role: .image, content: Content(images: [.normal: "meal1"]), location: Self.here),
    ]
    let utterance = try speak(cell)
    #expect(utterance.label == "Caprese Salad")
    #expect(utterance.labelSource == .combined)
  }

  @Test("VoiceOver's order: Selected around label and value, Dimmed, Button, …, then the hints")
  func voiceOverOrder() throws {
    var button = element(.button) { $0.content.titles[.normal] = "Bold" }
    button.state = ControlState(isSelected: true, isEnabled: false)
    button.accessibility.hint = "Makes the text bold."
    #expect(try speak(button).text == "Selected: Bold. Dimmed. Button. Makes the text bold.")
    let slider = element(.slider) { slider in
      slider.accessibility.label = "Volume"
      slider.content.range = RangeValue(value: 5, minimum: 0, maximum: 10)
    }
    #expect(
      try speak(slider).text == "Volume: 50%. Adjustable. Swipe up or down with one finger to adjust the value.")
    let toggle = element(.switch) { toggle in
      toggle.accessibility.label = "Wi-Fi"
      toggle.state.isOn = true
    }
    #expect(try speak(toggle).text == "Wi-Fi. Switch Button. On. Double tap to toggle setting.")
    var heading = element(.staticText) { $0.content.text = "Your Meals" }
    heading.accessibility.traits = [.header, .staticText]
    #expect(try speak(heading).traits == ["Heading"])
  }

  @Test("an element's accessibilityLanguage speaks its trait words and hints in that language")
  func elementLanguage() throws {
    var bold = element(.button) { $0.content.titles[.normal] = "Fett" }
    bold.state.isSelected = true
    bold.accessibility.language = "de-DE"
    #expect(try speak(bold).text == "Auswahl: Fett. Taste.")
    var slider = element(.slider) { $0.accessibility.label = "Громкость" }
    slider.accessibility.language = "ru"
    #expect(
      try speak(slider).text
        == "Громкость. Элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение.")
    bold.accessibility.language = "sv"
    #expect(try speak(bold).text == "Selected: Fett. Button.", "a language Herald has no words for keeps the locale's")
  }

  @Test("tabs say Tab and their position instead of Button")
  func tabs() throws {
    var bar = Element(id: "tabs", role: .tabBar, location: Self.here)
    for (index, title) in ["Meals", "Favorites", "Settings"].enumerated() {
      var item = Element(
        id: title, role: .button, frame: Rect(x: Double(index) * 125, y: 618, width: 125, height: 49),
        location: Self.here)
      item.screenFrame = item.frame
      item.content.titles[.normal] = title
      item.state.isSelected = index == 1
      bar.children.append(item)
    }
    let root = Element(id: "root", role: .view, children: [bar], location: Self.here)
    let utterances = try announcer("en").utterances(in: root)
    #expect(
      utterances.map(\.text) == ["Meals. Tab. 1 of 3.", "Selected: Favorites. Tab. 2 of 3.", "Settings. Tab. 3 of 3."])
    let russian = try announcer("ru").utterances(in: root)
    #expect(russian[1].context == "2 из 3")
  }

  @Test("the tutorial profile reads label, Button, value, hint")
  func tutorial() throws {
    let star = element(.button) { star in
      star.accessibility.label = "Set 3 star rating"
      star.accessibility.value = "3 stars set."
      star.accessibility.hint = "Tap to reset the rating to zero."
    }
    #expect(
      try speak(star, "en", .voiceoverTutorial).text
        == "Set 3 star rating. Button. 3 stars set. Tap to reset the rating to zero.")
  }

  @Test("TalkBack reads description, state, role and usage hint")
  func talkBack() throws {
    var star = element(.button) { star in
      star.accessibility.label = "Set 3 star rating"
      star.accessibility.value = "3 stars set."
    }
    star.state.isSelected = true
    #expect(
      try speak(star, "en", .talkback).text
        == "selected, Set 3 star rating, 3 stars set. Button, Double-tap to activate")
    let box = element(.checkBox) { box in
      box.accessibility.label = "Remember me"
      box.state.isOn = false
    }
    #expect(try speak(box, "de", .talkback).traits.count == 2)
  }

  @Test("every locale of the catalog speaks every word natively", arguments: Catalog.herald.locales)
  func vocabulary(_ locale: LanguageTag) throws {
    for word in Vocabulary.Word.allCases {
      let localized = try Catalog.herald.format(word.rawValue, locale: locale)
      #expect(localized.warnings.isEmpty, "\(word.rawValue) falls back in \(locale)")
      #expect(!localized.text.isEmpty)
    }
  }
}
