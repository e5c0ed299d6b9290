import CustomDump
import HeraldSyntax
import HeraldTree
import Testing

@Suite("Trait names")
struct AccessibilityTraitsTests {
  @Test("names are read as UIKit spells them; unknown names are returned in order, not dropped")
  func names() {
    let (traits, unknown) = AccessibilityTraits.parse(names: ["button", "Header", "selected", "buton"])
    #expect(traits == [.button, .selected])
    expectNoDifference(unknown, ["Header", "buton"])
  }

  @Test("capitalized names (WebDriverAgent's) match with their first letter lowercased")
  func capitalized() {
    let (traits, unknown) = AccessibilityTraits.parse(names: ["SearchField", "Button", "None"], capitalized: true)
    #expect(traits == [.searchField, .button])
    expectNoDifference(unknown, ["None"])
  }

  @Test("a JSON list of names gives its traits")
  func json() throws {
    let traits = try AccessibilityTraits.parse(json: [.string("header"), .string("toggleButton")])
    #expect(traits == [.header, .toggleButton])
  }

  @Test(
    "a JSON item that is not a trait name is refused, named with what is accepted",
    arguments: [
      (JSONValue.string("buton"), "unknown trait \"buton\"; expected one of: button, link, image"),
      (JSONValue.number(3), "unknown trait a number; expected one of: button, link, image"),
    ])
  func unknownJSON(item: JSONValue, reason: String) {
    #expect {
      try AccessibilityTraits.parse(json: [.string("button"), item])
    } throws: { error in
      guard let unknown = error as? AccessibilityTraits.UnknownName else { return false }
      return unknown.value == item && unknown.reason.hasPrefix(reason) && unknown.reason.hasSuffix("supportsZoom")
    }
  }
}
