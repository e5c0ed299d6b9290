import CustomDump
import HeraldSyntax
import HeraldTree
import Testing

@Suite("JSONTreeLoader")
struct JSONTreeLoaderTests {
  private static func tree(root: String) -> String {
    """
    {
      "herald": "tree",
      "version": 1,
      "scenes": [
        {
          "name": "Test",
          "root": \(root)
        }
      ]
    }
    """
  }

  private func loadFailure(_ text: String) -> (line: Int, reason: String)? {
    do {
      _ = try JSONTreeLoader().load(Array(text.utf8), file: "t.json")
      return nil
    } catch {
      guard case .invalidDocument(let location, let reason) = error else { return (0, error.description) }
      return (location.line, reason)
    }
  }

  @Test(
    "content errors name the line and what is allowed",
    arguments: [
      (#"{"role": "view", "lable": "x"}"#, "unknown key \"lable\" in an element; the keys are: accessibility, alpha,"),
      (#"{"role": "view", "hidden": "yes"}"#, "\"hidden\" must be true or false, found a string"),
      (
        #"{"role": "view", "accessibility": {"label": null}}"#,
        "\"label\" has no value (null); give it one or leave the key out"
      ),
      (#"{"role": "view", "id": "a", "id": "b"}"#, "\"id\" appears twice in an element"),
      (
        #"{"role": "view", "accessibility": {"traits": ["buttn"]}}"#,
        "unknown trait \"buttn\"; expected one of: button, link"
      ),
      (#"{"role": "view", "customModule": "M"}"#, "\"customModule\" needs a \"customClass\""),
      (#"{"role": "view", "location": "nowhere"}"#, "must look like \"file:line:column\""),
      (#"{"id": "x"}"#, "an element needs \"role\""),
      (#"{"role": "view", "frame": {"x": 0, "y": 0, "width": 10}}"#, "needs \"height\""),
      (
        #"{"role": "view", "appearance": {"fontSize": 12}}"#,
        "unknown key \"fontSize\" in an appearance; the keys are: "
      ),
      (##"{"role": "view", "appearance": {"textColor": "#12345"}}"##, "\"textColor\" has the color \"#12345\""),
      (##"{"role": "view", "appearance": {"tintColor": {"hex": "#GG0000"}}}"##, "the color \"#GG0000\""),
      (#"{"role": "view", "appearance": {"tintColor": {}}}"#, "a color needs \"name\", \"hex\" or both"),
      (#"{"role": "view", "appearance": {"textColor": 0}}"#, "must be a color \"#RRGGBB\" or an object"),
      (#"{"role": "view", "appearance": {"font": {"size": "17"}}}"#, "\"size\" must be a number"),
    ])
  func errors(_ root: String, _ expected: String) throws {
    let failure = try #require(loadFailure(Self.tree(root: root)))
    #expect(failure.line == 7)
    #expect(failure.reason.contains(expected), "\(failure.reason)")
  }

  @Test("an unknown role names the value and lists the roles")
  func unknownRole() throws {
    let failure = try #require(loadFailure(Self.tree(root: #"{"role": "buton"}"#)))
    #expect(failure.line == 7)
    #expect(failure.reason.hasPrefix("\"role\" must be one of application, window, view, button, "))
    #expect(failure.reason.hasSuffix(", found \"buton\""), "\(failure.reason)")
  }

  @Test("a tree of another format version is refused with advice")
  func version() throws {
    let failure = try #require(loadFailure(#"{"herald": "tree", "version": 2, "scenes": []}"#))
    #expect(failure.reason.contains("upgrade Herald"))
  }

  @Test("elements are located at their object unless the file gives a location")
  func locations() throws {
    let tree = try JSONTreeLoader().load(
      Array(
        Self.tree(
          root: """
            {"role": "view", "children": [
                    {"role": "button"},
                    {"role": "button", "location": "Main.storyboard:42:17"}]}
            """
        ).utf8), file: "t.json")
    let children = try #require(tree.scenes.first?.root.children)
    #expect(children[0].location == HeraldSyntax.SourceLocation(file: "t.json", line: 8, column: 9))
    #expect(children[1].location == HeraldSyntax.SourceLocation(file: "Main.storyboard", line: 42, column: 17))
  }

  @Test("missing screen frames are resolved from the nearest given one")
  func screenFrames() throws {
    let tree = try JSONTreeLoader().load(
      Array(
        Self.tree(
          root: """
            {"role": "view", "frame": {"x": 0, "y": 0, "width": 375, "height": 667}, "children": [
              {"role": "stackView", "frame": {"x": 10, "y": 20, "width": 100, "height": 44},
               "screenFrame": {"x": 15, "y": 25, "width": 100, "height": 44},
               "children": [{"id": "star", "role": "button", "frame": {"x": 52, "y": 0, "width": 44, "height": 44}}]}]}
            """
        ).utf8), file: "t.json")
    let star = try #require(tree.scenes.first?.root.element(withID: "star"))
    #expect(star.screenFrame == Rect(x: 67, y: 25, width: 44, height: 44))
  }

  @Test("every property survives write → read")
  func roundTrip() throws {
    var accessibility = AccessibilityProperties(
      isElement: true, label: "Rating", value: "3 of 5", hint: "Swipe", identifier: "rating",
      traits: [.adjustable, .header], language: "ja", elementsHidden: true, viewIsModal: true,
      shouldGroupChildren: true, containerType: .semanticGroup,
      customActions: [AccessibilityCustomAction(name: "Reset", target: "reset:")])
    accessibility.traits?.insert(.supportsZoom)
    accessibility.tableCell = AccessibilityTableCell(
      row: 2, column: 1, rowSpan: 1, columnSpan: 2, isRowHeader: true, isColumnHeader: true)
    accessibility.customContent = [AccessibilityCustomContent(label: "Price", value: "$3", isImportant: true)]
    accessibility.customRotors = ["Ingredients"]
    accessibility.inputLabels = ["Stars", "Rating"]
    accessibility.activationPoint = Point(x: 10, y: 12.5)
    let location = HeraldSyntax.SourceLocation(file: "Main.storyboard", line: 3, column: 5)
    let element = Element(
      id: "e", role: .custom, customClass: CustomClass(name: "Stars", module: "App"), className: "view",
      outlineName: "Stars", frame: Rect(x: 1.5, y: 2, width: 3, height: 4), isHidden: true, alpha: 0.25,
      isUserInteractionEnabled: false,
      content: Content(
        titles: [.normal: "A", .selected: "B"], images: [.highlighted: "img"], text: "t", placeholder: "p",
        systemItem: "add", range: RangeValue(value: 4.5, minimum: 0, maximum: 5), usesButtonConfiguration: true),
      state: ControlState(isSelected: true, isEnabled: false, isHighlighted: true, isOn: false),
      stack: StackLayout(axis: .vertical, spacing: 8, alignment: "center", distribution: "fillEqually"),
      accessibility: accessibility,
      appearance: Appearance(
        font: Font(pointSize: 13, weight: "semibold"), adjustsFontForContentSizeCategory: true,
        textColor: Color(hex: "#1C1C1E"), backgroundColor: Color(name: "systemBackgroundColor", components: nil),
        tintColor: Color(name: "AccentColor", components: Color(hex: "#007AFF80")?.components)),
      runtimeAttributes: [
        RuntimeAttribute(keyPath: "starCount", value: .number(5)),
        RuntimeAttribute(keyPath: "b", value: .boolean(true)),
        RuntimeAttribute(keyPath: "s", value: .localizedString("k")),
        RuntimeAttribute(keyPath: "i", value: .image("x")),
        RuntimeAttribute(keyPath: "c", value: .other(type: "color", text: "white=1")),
      ],
      children: [Element(id: "child", role: .image, location: location)], location: location)
    var root = element
    root.localizationKeys = [.text: "t.key", .accessibilityLabel: "l.key"]
    root.localizationTables = [.text: "Editor"]
    root.connections = Connections(
      outlets: [Outlet(property: "stars", owner: "RatingViewController", location: location)],
      actions: [TargetAction(selector: "rate:", event: "valueChanged")],
      gestureRecognizers: [GestureRecognizer(kind: .tap, actions: ["reset:"], location: location)],
      title: TitleConnection(elementID: "child", holder: .other, location: location))
    root.resolveScreenFrames()
    let tree = ControlTree(
      file: "x", format: .interfaceBuilder, platform: .android, unit: .pixels,
      scenes: [Scene(id: "s", name: "Scene", root: root, location: location)])
    let text = JSONTreeWriter().string(for: tree)
    let again = try JSONTreeLoader().load(Array(text.utf8), file: "x.json")
    expectNoDifference(again.scenes, tree.scenes)
    #expect(again.platform == .android)
    #expect(again.unit == .pixels)
    #expect(JSONTreeWriter().string(for: again) == text)
  }

  @Test("an appearance survives write → read, in the shortest form for each color")
  func appearanceRoundTrip() throws {
    let location = HeraldSyntax.SourceLocation(file: "Main.storyboard", line: 3, column: 5)
    let title = Element(
      id: "title", role: .staticText,
      appearance: Appearance(
        font: Font(textStyle: "largeTitle"), adjustsFontForContentSizeCategory: true,
        textColor: Color(name: "labelColor", components: Color.Components(red: 0, green: 0, blue: 0, alpha: 1))),
      location: location)
    let custom = Element(
      id: "custom", role: .button,
      appearance: Appearance(
        font: Font(pointSize: 12.5, name: "CourierNewPSMT"), textColor: Color(red: 1, green: 0.2, blue: 0, alpha: 0.6),
        backgroundColor: Color(name: "Brand", components: nil), tintColor: Color(hex: "#abcdef")),
      location: location)
    let empty = Element(id: "empty", role: .view, appearance: Appearance(font: Font()), location: location)
    let root = Element(id: "root", role: .view, children: [title, custom, empty], location: location)
    let tree = ControlTree(
      file: "x", format: .interfaceBuilder, platform: .iOS,
      scenes: [Scene(id: "s", name: "Scene", root: root, location: location)])
    let text = JSONTreeWriter().string(for: tree)
    #expect(text.contains(##""hex": "#000000""##), "\(text)")
    #expect(text.contains(##""textColor": "#FF330099""##))
    #expect(text.contains(#""name": "Brand""#))
    #expect(text.contains(##""tintColor": "#ABCDEF""##))
    #expect(text.split(separator: "\"appearance\"").count == 4, "an empty appearance is left out")
    let again = try JSONTreeLoader().load(Array(text.utf8), file: "x.json")
    let reloaded = again.scenes[0].root.children
    #expect(reloaded.map(\.appearance.isEmpty) == [false, false, false])
    #expect(reloaded[0].appearance == title.appearance)
    #expect(reloaded[1].appearance.textColor?.hexDescription == "#FF330099")
    #expect(reloaded[1].appearance.font == custom.appearance.font)
    #expect(reloaded[1].appearance.backgroundColor == custom.appearance.backgroundColor)
    #expect(reloaded[1].appearance.tintColor == custom.appearance.tintColor)
    #expect(reloaded[2].appearance == empty.appearance)
    #expect(again.scenes[0].root.appearance.isEmpty)
    #expect(JSONTreeWriter().string(for: again) == text)
  }

  @Test("an unknown key in an appearance or a bad hex color reports its own line")
  func appearanceErrorLines() throws {
    func root(_ colorMember: String) -> String {
      """
      {
          "role": "staticText",
          "appearance": {
            "font": {"textStyle": "body"},
            \(colorMember)
          }
        }
      """
    }
    let failure = try #require(loadFailure(Self.tree(root: root(##""textColour": "#000000""##))))
    #expect(failure.line == 11)
    #expect(
      failure.reason.contains(
        "unknown key \"textColour\" in an appearance; did you mean \"textColor\"? The keys are: "),
      "\(failure.reason)")
    #expect(failure.reason.contains("textColor"))

    let hexFailure = try #require(loadFailure(Self.tree(root: root(##""textColor": "#00000""##))))
    #expect(hexFailure.line == 11)
    #expect(hexFailure.reason.contains(##""#00000""##))
  }
}
