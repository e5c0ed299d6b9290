import HeraldTree
import Testing

@Suite("Component models")
struct ComponentModelTests {
  @Test("the built-in models of the seed controls load")
  func builtIn() {
    #expect(ComponentLibrary.builtInErrors.isEmpty, "\(ComponentLibrary.builtInErrors)")
    #expect(ComponentLibrary.builtIn.classNames == ["RatingControl", "RatingView", "StarRatingControl"])
    let rating = ComponentLibrary.builtIn.model(forClass: "RatingControl")
    #expect(rating?.property(named: "starCount")?.defaultValue == .number(5))
    #expect(rating?.stateProperties.map(\.name) == ["rating"])
    #expect(rating?.children?.template.actions[.activate]?.event == "touchUpInside")
    let stars = ComponentLibrary.builtIn.model(forClass: "StarRatingControl")
    #expect(stars?.element?.traits == .adjustable)
    #expect(stars?.element?.actions[.increment] != nil)
  }

  @Test("a size runtime attribute as Interface Builder stores it becomes a record")
  func sizeAttribute() throws {
    let size = try #require(ComponentLibrary.builtIn.model(forClass: "RatingControl")?.property(named: "starSize"))
    #expect(
      size.value(of: .other(type: "size", text: "width=30 height=32")) == ComponentProperty.size(width: 30, height: 32))
    #expect(size.value(of: .string("big")) == nil)
  }

  @Test(
    "a broken model is refused with its line and what to change",
    arguments: [
      ("{\"herald\": \"component\", \"version\": 1, \"class\": \"X\", \"summary\": \"s\"}", 1, "describes nothing"),
      (
        "{\"herald\": \"component\", \"version\": 1, \"class\": \"X\", \"summary\": \"s\",\n \"element\": {\"selected\": \"ratng > 0\"}}",
        2, "not a property"
      ),
      (
        "{\"herald\": \"component\", \"version\": 1, \"class\": \"X\", \"summary\": \"s\",\n \"properties\": {\"n\": {\"type\": \"number\", \"default\": 1}},\n \"element\": {\"actions\": {\"activate\": {\"set\": {\"n\": \"n + 1\"}}}}}",
        3, "only set state properties"
      ),
      (
        "{\"herald\": \"component\", \"version\": 1, \"class\": \"X\", \"summary\": \"s\",\n \"element\": {\"selected\": \"1 +\"}}",
        2, "expected"
      ),
      ("{\"herald\": \"component\", \"version\": 2, \"class\": \"X\", \"summary\": \"s\"}", 1, "version"),
      (
        "{\"herald\": \"component\", \"version\": 1, \"class\": \"X\", \"summary\": \"s\",\n \"element\": {\"colour\": \"red\"}}",
        2, "unknown key \"colour\""
      ),
    ])
  func broken(_ text: String, _ line: Int, _ reason: String) {
    do {
      _ = try ComponentModelLoader.parse(text, file: "m.json")
      Issue.record("expected an error")
    } catch {
      guard case .invalidDocument(let location, let message) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(location.line == line)
      #expect(message.contains(reason), "\(message)")
    }
  }

  @Test("YAML models read like JSON ones")
  func yaml() throws {
    let yaml = """
      herald: component
      version: 1
      class: Toggle
      summary: A custom switch.
      properties:
        isOn: {type: boolean, default: false, state: true}
      element:
        isElement: true
        traits: [button, toggleButton]
        label: {pattern: Power}
        actions:
          activate: {set: {isOn: "!isOn"}, event: valueChanged}
      """
    let models = try ComponentModelLoader.parse(yaml, file: "toggle.yml")
    #expect(models.map(\.className) == ["Toggle"])
    #expect(models[0].element?.actions[.activate]?.assignments.first?.property == "isOn")
    #expect(models[0].property(named: "isOn")?.location.line == 6)
  }
}
