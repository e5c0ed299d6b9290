import HeraldSyntax
import HeraldTree
import Testing

/// Reports name an element as a person finds it on the screen: its type and the words it shows.
@Suite("Elements named by what a person sees")
struct ElementReadableNameTests {
  static func element(
    _ role: Role, customClass: String? = nil, content: Content = Content(), label: String? = nil
  ) -> Element {
    var accessibility = AccessibilityProperties()
    accessibility.label = label
    return Element(
      id: "a1-b2-c3", role: role, customClass: customClass.map { CustomClass(name: $0) }, content: content,
      accessibility: accessibility, location: SourceLocation(file: "Main.storyboard", line: 12, column: 9))
  }

  @Test("The label wins, then the title, text, placeholder, system item and image")
  func wordsInOrder() {
    let everything = Content(
      titles: [.normal: "Save", .highlighted: "Saving"], images: [.normal: "star"], text: "Text",
      placeholder: "Name", systemItem: "cancel")
    #expect(Self.element(.button, content: everything, label: "Save the meal").readableName == "button “Save the meal”")
    #expect(Self.element(.button, content: everything).readableName == "button “Save”")
    #expect(Self.element(.staticText, content: Content(text: "New Meal")).readableName == "staticText “New Meal”")
    #expect(
      Self.element(.textField, content: Content(placeholder: "Enter meal name")).readableName
        == "textField “Enter meal name”")
    #expect(Self.element(.button, content: Content(systemItem: "save")).readableName == "button “system item save”")
    #expect(
      Self.element(.image, content: Content(images: [.normal: "defaultPhoto"])).readableName == "image “defaultPhoto”")
    // A title set only for another state is not what the screen shows first.
    #expect(Self.element(.button, content: Content(titles: [.selected: "On"])).readableName == "button")
  }

  @Test("The custom class names the type; an empty or blank label falls through to the content")
  func typeAndBlank() {
    #expect(Self.element(.stackView, customClass: "RatingControl").readableName == "RatingControl")
    #expect(
      Self.element(.button, content: Content(titles: [.normal: "Go"]), label: "  ").readableName == "button “Go”")
  }

  @Test("Words the source fixes name the element before a value only the running app computes")
  func fixedWordsBeforeComputed() {
    let computedLabel = Content(images: [.normal: "star.fill"])
    #expect(
      Self.element(.button, content: computedLabel, label: "‹viewModel.title›").readableName == "button “star.fill”")
    // Only a whole computed value gives way; text with a computed part is still words the screen shows.
    #expect(
      Self.element(.button, content: computedLabel, label: "Rate ‹name›").readableName == "button “Rate ‹name›”")
    // With nothing else, the computed value still tells the reader which element it is.
    #expect(
      Self.element(.staticText, content: Content(text: "‹item.title›")).readableName == "staticText “‹item.title›”")
  }

  @Test("Long or multi-line words stay on one line and are cut at 40 characters")
  func oneLineAndShort() {
    let long = String(repeating: "ab", count: 30)
    let name = Self.element(.staticText, content: Content(text: long)).readableName
    #expect(name == "staticText “\(String(long.prefix(39)))…”")
    let lines = Self.element(.staticText, content: Content(text: "two\nlines\u{1B}[31m")).readableName
    #expect(lines == "staticText “two lines\u{FFFD}[31m”")
  }
}
