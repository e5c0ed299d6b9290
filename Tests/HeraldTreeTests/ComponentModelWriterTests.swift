import CustomDump
import HeraldSyntax
import HeraldTree
import Testing

@Suite("Component model writer")
struct ComponentModelWriterTests {
  /// `model` with every location (the model's and its properties') set to one place, so that a
  /// model read back from written text compares equal to the original.
  private static func normalised(_ model: ComponentModel) -> ComponentModel {
    let here = SourceLocation(file: "x.json", line: 1, column: 1)
    var model = model
    model.location = here
    for index in model.properties.indices { model.properties[index].location = here }
    return model
  }

  /// A model that sets every template field, with unresolved parts and constants of every kind.
  private static let draft = ComponentModel(
    className: "Toggle", summary: "A custom switch.", source: "Toggle.swift",
    properties: [
      ComponentProperty(name: "isOn", type: .boolean, defaultValue: .bool(false), isState: true, location: here),
      ComponentProperty(name: "title", type: .string, defaultValue: .string("Power"), location: here),
      ComponentProperty(name: "side", type: .number, defaultValue: .number(30.5), location: here),
    ],
    layout: ComponentLayout(axis: .vertical, spacing: .constant(.number(4.5))),
    element: ElementTemplate(
      size: (.constant(.number(60)), expression("side * 2")), images: [.selected: "on", .normal: "off"],
      isElement: .constant(.bool(true)), isSelected: expression("isOn"), isEnabled: expression("5.0 > 1"),
      traits: [.toggleButton, .button],
      label: TemplateText(source: .pattern("{title}"), arguments: [("title", expression("title"))]),
      value: TemplateText(source: .message("toggle.value"), condition: expression("isOn")),
      hint: TemplateText(source: .pattern("It's {a}"), arguments: [("a", expression("'o\\'k'"))]),
      actions: [
        .decrement: ComponentAction(assignments: [("isOn", .constant(.bool(false)))]),
        .activate: ComponentAction(assignments: [("isOn", expression("!isOn"))], event: "valueChanged"),
      ]),
    unresolved: [
      UnresolvedPart(name: "label", source: "Toggle.swift:12", note: "computed by a helper; model it by hand"),
      UnresolvedPart(name: "touch tracking", note: "drags are not modelled"),
    ],
    location: here)

  private static let here = SourceLocation(file: "x.json", line: 1, column: 1)

  private static func expression(_ source: String) -> Expression {
    do { return try Expression(source) } catch { fatalError("\(error)") }
  }

  @Test("every built-in model reads back equal from what the writer writes", arguments: ["x.json", "x.yml"])
  func builtInRoundTrip(_ file: String) throws {
    let models = ComponentLibrary.builtIn.classNames.compactMap { ComponentLibrary.builtIn.model(forClass: $0) }
    #expect(models.count == 3)
    for model in models {
      let text = ComponentModelWriter.text([model])
      let read = try ComponentModelLoader.parse(text, file: file)
      expectNoDifference(read.map(Self.normalised), [Self.normalised(model)])
      #expect(read.map { ComponentModelWriter.text([$0]) } == [text])
    }
  }

  @Test("a model with unresolved parts and every template field reads back equal", arguments: ["x.json", "x.yml"])
  func draftRoundTrip(_ file: String) throws {
    let read = try ComponentModelLoader.parse(ComponentModelWriter.text([Self.draft]), file: file)
    try #require(read.count == 1)
    #expect(Self.normalised(read[0]) == Self.draft)
    expectNoDifference(read[0].unresolved, Self.draft.unresolved)
    // ElementTemplate's hash leaves the flags out; compare them one by one.
    #expect(read[0].element?.isElement == Self.draft.element?.isElement)
    #expect(read[0].element?.isEnabled?.description == "5.0 > 1")
    #expect(read[0].element?.hint?.arguments.first?.value.description == "'o\\'k'")
  }

  @Test("a string constant is written quoted, so it reads back as a string rather than a name")
  func stringConstant() throws {
    var model = Self.draft
    model.element?.label?.arguments = [("title", .constant(.string("it's \\ on")))]
    let json = ComponentModelWriter.json(model)
    #expect(json["element"]?["label"]?["arguments"]?["title"] == .string("'it\\'s \\\\ on'"))
    let read = try ComponentModelLoader.parse(ComponentModelWriter.text([model]), file: "x.json")
    let argument = try #require(read.first?.element?.label?.arguments.first?.value)
    #expect(try argument.evaluate(in: [:]) == .string("it's \\ on"))
  }

  @Test("keys follow the documented order and constants are JSON numbers and bools")
  func keyOrder() throws {
    let json = ComponentModelWriter.json(Self.draft)
    expectNoDifference(
      json.objectValue?.map(\.key),
      [
        "herald", "version", "class", "summary", "source", "properties", "layout", "element", "unresolved",
      ])
    let element = try #require(json["element"])
    expectNoDifference(
      element.objectValue?.map(\.key),
      ["size", "images", "isElement", "selected", "enabled", "traits", "label", "value", "hint", "actions"])
    #expect(element["images"]?.objectValue?.map(\.key) == ["normal", "selected"])
    #expect(element["traits"] == .array([.string("button"), .string("toggleButton")]))
    #expect(element["isElement"] == .bool(true))
    #expect(element["size"]?["width"] == .number(60))
    #expect(element["actions"]?.objectValue?.map(\.key) == ["activate", "decrement"])
    #expect(json["layout"]?["spacing"] == .number(4.5))
    #expect(
      json["properties"]?["side"]
        == .object([JSONMember("type", .string("number")), JSONMember("default", .number(30.5))]))
    #expect(json["unresolved"]?.arrayValue?[1].objectValue?.map(\.key) == ["name", "note"])
  }

  @Test("several models are written as an array, one as an object")
  func several() throws {
    let models = [Self.draft, Self.draft]
    let text = ComponentModelWriter.text(models)
    #expect(text.hasPrefix("[\n  {\n    \"herald\": \"component\","))
    #expect(text.hasSuffix("]\n"))
    #expect(try ComponentModelLoader.parse(text, file: "x.json").count == 2)
    #expect(ComponentModelWriter.text([Self.draft]).hasPrefix("{\n  \"herald\": \"component\","))
  }

  @Test(
    "a broken unresolved part is refused with its line",
    arguments: [
      ("{\"name\": \"label\", \"note\": \"n\", \"file\": \"A.swift\"}", "unknown key \"file\""),
      ("{\"name\": \"label\", \"source\": \"A.swift:3\"}", "needs \"note\""),
      ("{\"note\": \"n\"}", "needs \"name\""),
      ("\"label\"", "must be an object"),
    ])
  func brokenUnresolved(_ entry: String, _ reason: String) {
    let text = """
      {"herald": "component", "version": 1, "class": "X", "summary": "s",
       "element": {"isElement": true},
       "unresolved": [
         \(entry)
       ]}
      """
    do {
      _ = try ComponentModelLoader.parse(text, file: "m.json")
      Issue.record("expected an error")
    } catch {
      guard case .invalidDocument(let location, let message) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(location.line == 4)
      #expect(message.contains(reason), "\(message)")
    }
  }
}
