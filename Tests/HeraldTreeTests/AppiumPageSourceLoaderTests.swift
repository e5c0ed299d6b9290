import CustomDump
import Foundation
import HeraldSyntax
import Testing

@testable import HeraldTree

@Suite("Appium iOS page source loader")
struct AppiumPageSourceLoaderTests {
  // MARK: The FoodTracker fixture

  @Test("The FoodTracker page source loads as one iOS application scene in points")
  func treeAndScene() throws {
    let tree = try loadFixture()
    #expect(tree.file == Self.fixturePath)
    #expect(tree.format == .appiumPageSource)
    #expect(tree.platform == .iOS)
    #expect(tree.unit == .points)
    let scene = try #require(tree.scenes.first)
    #expect(tree.scenes.count == 1)
    #expect(scene.id == "FoodTracker")
    #expect(scene.name == "FoodTracker")
    #expect(scene.location == SourceLocation(file: Self.fixturePath, line: 3, column: 3))
    #expect(scene.root.role == .application)
    #expect(scene.root.location == scene.location)
  }

  @Test("Every element of the meal screen has the expected role, accessibility, state, frames and line")
  func elementsOfTheMealScreen() throws {
    let root = try #require(loadFixture().scenes.first).root
    let stars = (0..<5).map { index in
      ElementRow(
        "0/0/0/1/2/\(index)", .button, label: "Set \(index + 1) star rating", value: "3 stars set.",
        isElement: true, frame: Rect(x: Double(52 * index), y: 0, width: 44, height: 44),
        screen: Rect(x: Double(62 + 52 * index), y: 438, width: 44, height: 44),
        isSelected: index < 3, line: 15 + index)
    }
    let expected: [ElementRow] =
      [
        ElementRow(
          "0", .application, label: "FoodTracker", isElement: false, frame: screen, screen: screen, line: 3),
        ElementRow("0/0", .window, isElement: false, frame: screen, screen: screen, line: 4),
        ElementRow("0/0/0", .view, isElement: false, frame: screen, screen: screen, line: 5),
        ElementRow(
          "0/0/0/0", .navigationBar, identifier: "New Meal", isElement: false,
          frame: Rect(x: 0, y: 20, width: 375, height: 44), screen: Rect(x: 0, y: 20, width: 375, height: 44),
          line: 6),
        ElementRow(
          "0/0/0/0/0", .button, label: "Cancel", isElement: true,
          frame: Rect(x: 8, y: 0, width: 59, height: 44),
          screen: Rect(x: 8, y: 20, width: 59, height: 44), line: 7),
        ElementRow(
          "0/0/0/0/1", .staticText, label: "New Meal", isElement: true,
          frame: Rect(x: 148, y: 12, width: 79, height: 21),
          screen: Rect(x: 148, y: 32, width: 79, height: 21),
          line: 8),
        ElementRow(
          "0/0/0/0/2", .button, label: "Save", isElement: true,
          frame: Rect(x: 323, y: 0, width: 44, height: 44),
          screen: Rect(x: 323, y: 20, width: 44, height: 44), isEnabled: false, line: 9),
        ElementRow(
          "0/0/0/1", .view, isElement: false, frame: Rect(x: 0, y: 64, width: 375, height: 603),
          screen: Rect(x: 0, y: 64, width: 375, height: 603), line: 11),
        ElementRow(
          "0/0/0/1/0", .textField, isElement: true, frame: Rect(x: 16, y: 8, width: 343, height: 30),
          screen: Rect(x: 16, y: 72, width: 343, height: 30), line: 12),
        ElementRow(
          "0/0/0/1/1", .image, identifier: "defaultPhoto", isElement: false,
          frame: Rect(x: 28, y: 46, width: 320, height: 320),
          screen: Rect(x: 28, y: 110, width: 320, height: 320),
          line: 13),
        ElementRow(
          "0/0/0/1/2", .view, identifier: "ratingControl", isElement: false,
          frame: Rect(x: 62, y: 374, width: 252, height: 44),
          screen: Rect(x: 62, y: 438, width: 252, height: 44),
          line: 14),
      ] + stars
    expectNoDifference(root.allElements.map(ElementRow.init), expected)
  }

  @Test("The empty name field keeps its placeholder and reports no text or value")
  func emptyTextField() throws {
    let root = try #require(loadFixture().scenes.first).root
    let field = try #require(root.element(withID: "0/0/0/1/0"))
    expectNoDifference(field.content, Content(placeholder: "Enter meal name"))
    #expect(field.accessibility.value == nil)
    #expect(field.accessibility.label == nil)
  }

  @Test("Class names are the XCUITest element types and the columns point at the start tags")
  func classNamesAndColumns() throws {
    let root = try #require(loadFixture().scenes.first).root
    let star = try #require(root.element(withID: "0/0/0/1/2/4"))
    #expect(star.className == "XCUIElementTypeButton")
    #expect(star.location == SourceLocation(file: Self.fixturePath, line: 19, column: 13))
    #expect(root.className == "XCUIElementTypeApplication")
    #expect(star.effectiveTraits == .button)
  }

  @Test("DocumentFormat.detect and TreeReader pick the Appium loader for the fixture")
  func detection() throws {
    let bytes = try fixtureBytes(Self.fixturePath)
    #expect(DocumentFormat.detect(path: Self.fixturePath, bytes: bytes) == .appiumPageSource)
    let bare = Array(#"<XCUIElementTypeOther type="XCUIElementTypeOther"/>"#.utf8)
    #expect(DocumentFormat.detect(path: "source.xml", bytes: bare) == .appiumPageSource)
    let tree = try TreeReader().load(bytes, file: Self.fixturePath)
    #expect(tree.scenes.first?.root.allElements.count == 16)
  }

  // MARK: Mapping

  @Test(
    "Each XCUIElementType maps to its role",
    arguments: [
      ("Button", Role.button), ("StaticText", .staticText), ("Image", .image), ("TextField", .textField),
      ("SecureTextField", .secureTextField), ("TextView", .textView), ("SearchField", .searchField),
      ("Slider", .slider), ("Switch", .switch), ("Toggle", .switch), ("Stepper", .stepper),
      ("SegmentedControl", .segmentedControl), ("PageIndicator", .pageControl),
      ("ProgressIndicator", .progressIndicator), ("ActivityIndicator", .activityIndicator),
      ("Picker", .picker), ("PickerWheel", .picker), ("DatePicker", .datePicker),
      ("ScrollView", .scrollView), ("Table", .tableView), ("Cell", .tableViewCell),
      ("CollectionView", .collectionView), ("NavigationBar", .navigationBar), ("TabBar", .tabBar),
      ("Toolbar", .toolbar), ("WebView", .webView), ("Map", .map), ("Link", .link), ("Alert", .alert),
      ("Sheet", .alert), ("Keyboard", .keyboard), ("Window", .window), ("Other", .view), ("Group", .view),
      ("Menu", .menu), ("MenuItem", .menuItem), ("CheckBox", .checkBox), ("RadioButton", .radioButton),
      ("PopUpButton", .popUpButton), ("Application", .application), ("Key", .button),
      ("ToolbarButton", .button),
      ("Dialog", .alert), ("ComboBox", .popUpButton), ("Any", .other),
      ("DisclosureTriangle", .other),
    ])
  func roleMapping(type: String, role: Role) throws {
    let root = try loadRoot(#"<XCUIElementType\#(type) x="0" y="0" width="10" height="10"/>"#)
    #expect(root.role == role)
    #expect(root.className == "XCUIElementType\(type)")
  }

  @Test("A cell is a collection view cell when its nearest list is a collection view")
  func cellsByEnclosingList() throws {
    let root = try loadRoot(
      """
      <XCUIElementTypeOther>
        <XCUIElementTypeCollectionView><XCUIElementTypeOther><XCUIElementTypeCell/></XCUIElementTypeOther>
        </XCUIElementTypeCollectionView>
        <XCUIElementTypeTable><XCUIElementTypeCell/></XCUIElementTypeTable>
        <XCUIElementTypeCollectionView>
          <XCUIElementTypeCell>
            <XCUIElementTypeTable><XCUIElementTypeCell/></XCUIElementTypeTable>
          </XCUIElementTypeCell>
        </XCUIElementTypeCollectionView>
        <XCUIElementTypeCell/>
      </XCUIElementTypeOther>
      """)
    let cells = root.allElements.filter { $0.className == "XCUIElementTypeCell" }.map {
      "\($0.id) \($0.role)"
    }
    expectNoDifference(
      cells,
      [
        "0/0/0/0 collectionViewCell", "0/1/0 tableViewCell", "0/2/0 collectionViewCell",
        "0/2/0/0/0 tableViewCell",
        "0/3 tableViewCell",
      ])
  }

  @Test("A switch's value 1 or 0 is its on state; other roles get no on state")
  func switchState() throws {
    let root = try loadRoot(
      """
      <XCUIElementTypeOther>
        <XCUIElementTypeSwitch value="1" label="Notifications"/>
        <XCUIElementTypeSwitch value="0" label="Sounds"/>
        <XCUIElementTypeToggle value="1"/>
        <XCUIElementTypeButton value="1" label="Bold"/>
      </XCUIElementTypeOther>
      """)
    #expect(root.children.map(\.state.isOn) == [true, false, true, nil])
    #expect(root.children.map(\.accessibility.value) == ["1", "0", "1", "1"])
  }

  @Test("WebDriverAgent's fill-in values are undone, real values are kept")
  func valueFillIns() throws {
    let root = try loadRoot(
      """
      <XCUIElementTypeOther>
        <XCUIElementTypeStaticText value="Rating" label="Rating"/>
        <XCUIElementTypeStaticText value="4 of 5" label="Rating"/>
        <XCUIElementTypeButton value="1" label="Heart" selected="true"/>
        <XCUIElementTypeButton value="2 items" label="Cart" selected="true"/>
        <XCUIElementTypeTextField value="Pasta" label="" placeholderValue="Meal name"/>
        <XCUIElementTypeSecureTextField value="••••" label="Password" placeholderValue="Required"/>
        <XCUIElementTypeSearchField value="Search meals" placeholderValue="Search meals"/>
        <XCUIElementTypeTextView value=""/>
      </XCUIElementTypeOther>
      """)
    expectNoDifference(
      root.children.map(\.accessibility.value), [nil, "4 of 5", nil, "2 items", "Pasta", "••••", nil, nil])
    expectNoDifference(
      root.children.map(\.content),
      [
        Content(), Content(), Content(), Content(), Content(text: "Pasta", placeholder: "Meal name"),
        Content(text: "••••", placeholder: "Required"), Content(placeholder: "Search meals"), Content(),
      ])
  }

  @Test("The name is the identifier only when it differs from the label")
  func identifiers() throws {
    let root = try loadRoot(
      """
      <XCUIElementTypeOther>
        <XCUIElementTypeButton name="Save" label="Save"/>
        <XCUIElementTypeButton name="saveButton" label="Save"/>
        <XCUIElementTypeButton name="addMeal"/>
        <XCUIElementTypeButton name="" label=""/>
      </XCUIElementTypeOther>
      """)
    expectNoDifference(
      root.children.map { [$0.accessibility.label, $0.accessibility.identifier] },
      [["Save", nil], ["Save", "saveButton"], [nil, "addMeal"], [nil, nil]])
  }

  @Test("visible, accessible, enabled, selected and traits map to the element")
  func flagsAndTraits() throws {
    let root = try loadRoot(
      """
      <XCUIElementTypeOther>
        <XCUIElementTypeButton label="Archived" visible="false" accessible="true" enabled="false" \
      selected="true" traits="Button, Selected, NotEnabled, None, FutureTrait"/>
        <XCUIElementTypeStaticText label="Meals" traits="Header, StaticText" hittable="true" focused="false"/>
        <XCUIElementTypeOther traits=""/>
        <XCUIElementTypeOther/>
      </XCUIElementTypeOther>
      """)
    let archived = root.children[0]
    #expect(archived.isHidden)
    #expect(archived.accessibility.isElement == true)
    #expect(archived.state == ControlState(isSelected: true, isEnabled: false))
    #expect(archived.accessibility.traits == [.button, .selected, .notEnabled])
    #expect(root.children[1].accessibility.traits == [.header, .staticText])
    #expect(!root.children[1].isHidden)
    #expect(root.children[2].accessibility.traits == [])
    #expect(root.children[3].accessibility.traits == nil)
    #expect(root.children[3].accessibility.isElement == nil)
  }

  @Test(
    "An element without x, y, width and height has no frame; its children use the next framed ancestor"
  )
  func missingFrames() throws {
    let root = try loadRoot(
      """
      <XCUIElementTypeOther x="10" y="20" width="300" height="400">
        <XCUIElementTypeOther>
          <XCUIElementTypeButton x="15.5" y="-1" width="0" height="0"/>
        </XCUIElementTypeOther>
      </XCUIElementTypeOther>
      """)
    let unframed = root.children[0]
    #expect(unframed.frame == nil)
    #expect(unframed.screenFrame == nil)
    #expect(unframed.children[0].screenFrame == Rect(x: 15.5, y: -1, width: 0, height: 0))
    #expect(unframed.children[0].frame == Rect(x: 5.5, y: -21, width: 0, height: 0))
  }

  @Test("A bare XCUIElementType root is one scene named after the file")
  func bareRoot() throws {
    let tree = try AppiumPageSourceLoader().load(
      Array(#"<XCUIElementTypeTable><XCUIElementTypeCell label="Salad"/></XCUIElementTypeTable>"#.utf8),
      file: "dumps/meal-list.xml")
    let scene = try #require(tree.scenes.first)
    #expect(scene.id == "app")
    #expect(scene.name == "meal-list")
    #expect(scene.root.role == .tableView)
    #expect(scene.root.children.map(\.id) == ["0/0"])
  }

  @Test("Several applications give several scenes with distinct ids")
  func severalApplications() throws {
    let tree = try AppiumPageSourceLoader().load(
      Array(
        """
        <AppiumAUT>
          <XCUIElementTypeApplication name="Settings" label="Settings"/>
          <XCUIElementTypeApplication name="Settings" label="Settings"/>
          <XCUIElementTypeApplication/>
        </AppiumAUT>
        """.utf8),
      file: "two.xml")
    expectNoDifference(tree.scenes.map(\.id), ["Settings", "Settings-1", "app"])
    expectNoDifference(tree.scenes.map(\.name), ["Settings", "Settings", "two"])
    expectNoDifference(tree.scenes.map(\.root.id), ["0", "1", "2"])
  }

  @Test("Nesting as deep as the XML reader allows loads without exhausting the stack")
  func deepNesting() throws {
    let depth = XMLReader.maximumDepth - 1
    let text =
      String(repeating: "<XCUIElementTypeOther>", count: depth) + "<XCUIElementTypeButton/>"
      + String(repeating: "</XCUIElementTypeOther>", count: depth)
    var element = try loadRoot(text)
    var levels = 0
    while let child = element.children.first {
      element = child
      levels += 1
    }
    #expect(levels == depth)
    #expect(element.role == .button)
  }

  // MARK: Errors

  @Test(
    "A bad number, boolean or partial frame is refused, naming the attribute, the value and what is expected",
    arguments: [
      (
        #"x="left" y="0" width="1" height="1""#,
        "attribute 'x' of <XCUIElementTypeButton> is 'left'; expected a number of points"
      ),
      (
        #"x="0" y="1e3" width="1" height="1""#,
        "attribute 'y' of <XCUIElementTypeButton> is '1e3'; expected a number"
      ),
      (
        #"x="0" y="0" width="-4" height="1""#,
        "attribute 'width' of <XCUIElementTypeButton> is '-4'; expected a non-negative number"
      ),
      (
        #"x="0" y="0" width="1" height="nan""#,
        "attribute 'height' of <XCUIElementTypeButton> is 'nan'; expected a non-negative"
      ),
      (#"x="0" y="0" width="1" height="""#, "attribute 'height' of <XCUIElementTypeButton> is ''; expected"),
      (
        #"x="0" y="0" width="44""#,
        "<XCUIElementTypeButton> has x, y, width but no height; expected all of x, y, width and height"
      ),
      (#"enabled="yes""#, "attribute 'enabled' of <XCUIElementTypeButton> is 'yes'; expected true or false"),
      (#"visible="1""#, "attribute 'visible' of <XCUIElementTypeButton> is '1'; expected true or false"),
    ])
  func badAttributes(attributes: String, message: String) throws {
    let text =
      "<AppiumAUT>\n  <XCUIElementTypeApplication>\n    <XCUIElementTypeButton \(attributes)/>\n"
      + "  </XCUIElementTypeApplication>\n</AppiumAUT>\n"
    let error = try #require(loadError(AppiumPageSourceLoader(), text, file: "broken.xml"))
    guard case .invalidDocument(let location, _) = error else {
      Issue.record("expected invalidDocument, got \(error)")
      return
    }
    #expect(location == SourceLocation(file: "broken.xml", line: 3, column: 5))
    #expect(error.description.hasPrefix("broken.xml:3:5: error: "))
    #expect(error.description.contains(message), "\(error.description)")
  }

  @Test("An element that is not an XCUIElementType is refused where it stands")
  func foreignElement() throws {
    let error = try #require(
      loadError(
        AppiumPageSourceLoader(),
        """
        <AppiumAUT>
          <XCUIElementTypeApplication>
            <XCUIElementTypeOther>
              <UIButton label="Save"/>
            </XCUIElementTypeOther>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """, file: "page.xml"))
    #expect(
      error
        == .invalidDocument(
          SourceLocation(file: "page.xml", line: 4, column: 7),
          reason:
            "unexpected <UIButton> inside <XCUIElementTypeOther>; expected an <XCUIElementType…> element: "
            + "an Appium XCUITest page source contains nothing else"))
  }

  @Test("A document that is not a page source, or an empty AppiumAUT, is refused")
  func wrongRoots() throws {
    let wrong = try #require(
      loadError(AppiumPageSourceLoader(), "<?xml version=\"1.0\"?>\n<hierarchy rotation=\"0\"/>", file: "page.xml"))
    #expect(
      wrong.description.hasPrefix(
        "page.xml:2:1: error: the root element is <hierarchy>; expected <AppiumAUT>"))
    let empty = try #require(loadError(AppiumPageSourceLoader(), "<AppiumAUT>\n</AppiumAUT>", file: "page.xml"))
    #expect(empty.description.hasPrefix("page.xml:1:1: error: <AppiumAUT> is empty"))
    let bare = try #require(loadError(AppiumPageSourceLoader(), "<XCUIElementType/>", file: "page.xml"))
    #expect(bare.description.contains("the root element is <XCUIElementType>; expected <AppiumAUT>"))
    let stray = try #require(
      loadError(AppiumPageSourceLoader(), "<AppiumAUT><XCUIElementType/></AppiumAUT>", file: "page.xml"))
    #expect(stray.description.contains("unexpected <XCUIElementType> inside <AppiumAUT>"))
  }

  @Test("Malformed XML is a syntax error with the file, line and column")
  func malformedXML() throws {
    let error = try #require(
      loadError(
        AppiumPageSourceLoader(),
        """
        <AppiumAUT>
          <XCUIElementTypeApplication name="FoodTracker">
            <XCUIElementTypeButton label="Save">
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """, file: "truncated.xml"))
    guard case .syntax(let syntax) = error else {
      Issue.record("expected a syntax error, got \(error)")
      return
    }
    #expect(syntax.location == SourceLocation(file: "truncated.xml", line: 4, column: 3))
    #expect(
      error.description.hasPrefix(
        "truncated.xml:4:3: error: malformed XML: end tag </XCUIElementTypeApplication>"))
  }

  // MARK: Helpers

  static let fixturePath = "runtime/foodtracker-appium.xml"

  private static let screen = Rect(x: 0, y: 0, width: 375, height: 667)
  private var screen: Rect { Self.screen }

  private func loadFixture() throws -> ControlTree {
    try AppiumPageSourceLoader().load(fixtureBytes(Self.fixturePath), file: Self.fixturePath)
  }

  /// The root element of the only scene of `text`.
  private func loadRoot(_ text: String) throws -> Element {
    let tree = try AppiumPageSourceLoader().load(Array(text.utf8), file: "inline.xml")
    return try #require(tree.scenes.first).root
  }
}
