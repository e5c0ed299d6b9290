import CustomDump
import Foundation
import HeraldSyntax
import Testing

@testable import HeraldTree

@Suite("Android uiautomator dump loader")
struct UIAutomatorLoaderTests {
  // MARK: The rating fixture

  @Test("The rating dump loads as one Android scene in pixels, named by its package")
  func treeAndScene() throws {
    let tree = try loadFixture()
    #expect(tree.file == Self.fixturePath)
    #expect(tree.format == .uiautomatorDump)
    #expect(tree.platform == .android)
    #expect(tree.unit == .pixels)
    let scene = try #require(tree.scenes.first)
    #expect(tree.scenes.count == 1)
    #expect(scene.id == "com.example.mealrater")
    #expect(scene.name == "com.example.mealrater")
    #expect(scene.location == SourceLocation(file: Self.fixturePath, line: 2, column: 1))
    #expect(scene.root.role == .window)
    #expect(scene.root.className == "hierarchy")
  }

  @Test("Every node of the rating screen has the expected role, accessibility, state, frames and line")
  func nodesOfTheRatingScreen() throws {
    let root = try #require(loadFixture().scenes.first).root
    let screen = Rect(x: 0, y: 0, width: 1080, height: 2280)
    let expected: [ElementRow] = [
      ElementRow("window", .window, isElement: nil, frame: screen, screen: screen, line: 2),
      ElementRow("0", .view, isElement: nil, frame: screen, screen: screen, line: 3),
      ElementRow(
        "0/0", .view, identifier: "com.example.mealrater:id/toolbar", isElement: nil,
        frame: Rect(x: 0, y: 63, width: 1080, height: 147),
        screen: Rect(x: 0, y: 63, width: 1080, height: 147),
        line: 4),
      ElementRow(
        "0/0/0", .button, label: "Navigate up", isElement: true,
        frame: Rect(x: 0, y: 0, width: 147, height: 147),
        screen: Rect(x: 0, y: 63, width: 147, height: 147), line: 5),
      ElementRow(
        "0/0/1", .staticText, text: "Rate your meal", isElement: nil,
        frame: Rect(x: 189, y: 38, width: 384, height: 71),
        screen: Rect(x: 189, y: 101, width: 384, height: 71),
        line: 6),
      ElementRow(
        "0/1", .view, identifier: "com.example.mealrater:id/meal_form", isElement: nil,
        frame: Rect(x: 0, y: 210, width: 1080, height: 2070),
        screen: Rect(x: 0, y: 210, width: 1080, height: 2070),
        line: 8),
      ElementRow(
        "0/1/0", .textField, text: "Caprese salad", identifier: "com.example.mealrater:id/meal_name",
        isElement: true, frame: Rect(x: 42, y: 42, width: 996, height: 126),
        screen: Rect(x: 42, y: 252, width: 996, height: 126), line: 9),
      ElementRow(
        "0/1/1", .slider, identifier: "com.example.mealrater:id/rating", isElement: true,
        frame: Rect(x: 145, y: 210, width: 790, height: 147),
        screen: Rect(x: 145, y: 420, width: 790, height: 147),
        line: 10),
      ElementRow(
        "0/1/2", .checkBox, text: "Share with friends", identifier: "com.example.mealrater:id/share",
        isElement: true, frame: Rect(x: 42, y: 399, width: 996, height: 126),
        screen: Rect(x: 42, y: 609, width: 996, height: 126), isOn: true, line: 11),
      ElementRow(
        "0/1/3", .button, identifier: "com.example.mealrater:id/add_photo", isElement: true,
        frame: Rect(x: 42, y: 567, width: 168, height: 168),
        screen: Rect(x: 42, y: 777, width: 168, height: 168),
        line: 12),
      ElementRow(
        "0/1/4", .button, label: "Save meal", identifier: "com.example.mealrater:id/save", isElement: true,
        frame: Rect(x: 870, y: 1839, width: 168, height: 168),
        screen: Rect(x: 870, y: 2049, width: 168, height: 168), isEnabled: false, line: 13),
    ]
    expectNoDifference(root.allElements.map(ElementRow.init), expected)
  }

  @Test("Class names are kept, and the unlabelled image button is an element with nothing to speak")
  func classNamesAndUnlabelledButton() throws {
    let root = try #require(loadFixture().scenes.first).root
    #expect(root.element(withID: "0/1/1")?.className == "android.widget.RatingBar")
    let addPhoto = try #require(root.element(withID: "0/1/3"))
    #expect(addPhoto.isAccessibilityElement)
    #expect(addPhoto.accessibility.label == nil)
    #expect(addPhoto.content == Content())
    #expect(addPhoto.location == SourceLocation(file: Self.fixturePath, line: 12, column: 7))
    let title = try #require(root.element(withID: "0/0/1"))
    #expect(title.isAccessibilityElement, "text falls back to the static text default")
    #expect(root.element(withID: "0/0")?.isAccessibilityElement == false)
  }

  @Test("DocumentFormat.detect and TreeReader pick the uiautomator loader for the fixture")
  func detection() throws {
    let bytes = try fixtureBytes(Self.fixturePath)
    #expect(DocumentFormat.detect(path: Self.fixturePath, bytes: bytes) == .uiautomatorDump)
    #expect(
      DocumentFormat.detect(path: "window_dump.xml", bytes: Array("<hierarchy rotation=\"1\"/>".utf8))
        == .uiautomatorDump)
    let tree = try TreeReader().load(bytes, file: Self.fixturePath)
    #expect(tree.scenes.first?.root.allElements.count == 11)
  }

  // MARK: Mapping

  @Test(
    "Each Android class maps to its role by its last component",
    arguments: [
      ("android.widget.Button", Role.button), ("android.widget.ImageButton", .button),
      ("com.google.android.material.button.MaterialButton", .button),
      ("androidx.appcompat.widget.AppCompatImageButton", .button),
      ("com.google.android.material.floatingactionbutton.FloatingActionButton", .button),
      ("android.widget.TextView", .staticText),
      ("com.google.android.material.textview.MaterialTextView", .staticText),
      ("android.widget.EditText", .textField),
      ("com.google.android.material.textfield.TextInputEditText", .textField),
      ("android.widget.SearchView$SearchAutoComplete", .textField), ("android.widget.ImageView", .image),
      ("android.widget.CheckBox", .checkBox), ("android.widget.Switch", .switch),
      ("androidx.appcompat.widget.SwitchCompat", .switch), ("android.widget.ToggleButton", .switch),
      ("android.widget.RadioButton", .radioButton), ("android.widget.SeekBar", .slider),
      ("android.widget.RatingBar", .slider), ("android.widget.ProgressBar", .progressIndicator),
      ("android.widget.Spinner", .popUpButton), ("android.widget.ScrollView", .scrollView),
      ("android.widget.HorizontalScrollView", .scrollView),
      ("androidx.core.widget.NestedScrollView", .scrollView),
      ("android.widget.ListView", .tableView), ("androidx.recyclerview.widget.RecyclerView", .collectionView),
      ("android.widget.GridView", .collectionView), ("android.webkit.WebView", .webView),
      ("android.widget.TabWidget", .tabBar), ("com.google.android.material.tabs.TabLayout", .tabBar),
      ("android.widget.Toolbar", .toolbar), ("com.google.android.material.appbar.MaterialToolbar", .toolbar),
      ("android.widget.FrameLayout", .view), ("androidx.constraintlayout.widget.ConstraintLayout", .view),
      ("androidx.appcompat.widget.LinearLayoutCompat", .view), ("android.view.View", .view),
      ("android.view.ViewGroup", .view), ("android.widget.VideoView", .other), ("Button", .button),
      ("", .other),
    ])
  func roleMapping(className: String, role: Role) throws {
    let window = try loadWindow(#"<hierarchy><node class="\#(className)"/></hierarchy>"#)
    let node = try #require(window.children.first)
    #expect(node.role == role)
    #expect(node.className == (className.isEmpty ? nil : className))
  }

  @Test("A password EditText is a secure text field; a password flag elsewhere changes nothing")
  func passwordFields() throws {
    let window = try loadWindow(
      """
      <hierarchy>
        <node class="android.widget.EditText" password="true" text="••••••"/>
        <node class="android.widget.EditText" password="false"/>
        <node class="android.widget.TextView" password="true"/>
      </hierarchy>
      """)
    #expect(window.children.map(\.role) == [.secureTextField, .textField, .staticText])
    #expect(window.children[0].content.text == "••••••")
  }

  @Test("Only checkable nodes get an on state, and only actionable nodes are forced to be elements")
  func checkableAndActionable() throws {
    let window = try loadWindow(
      """
      <hierarchy>
        <node class="android.widget.Switch" checkable="true" checked="false"/>
        <node class="android.widget.Button" checkable="false" checked="true" clickable="true"/>
        <node class="android.view.View" long-clickable="true"/>
        <node class="android.view.View" focusable="true" selected="true"/>
        <node class="android.view.View" clickable="false" focusable="false" enabled="false"/>
      </hierarchy>
      """)
    #expect(window.children.map(\.state.isOn) == [false, nil, nil, nil, nil])
    #expect(window.children.map(\.accessibility.isElement) == [true, true, true, true, nil])
    #expect(window.children.map(\.state.isSelected) == [false, false, false, true, false])
    #expect(window.children.map(\.state.isEnabled) == [true, true, true, true, false])
  }

  @Test("A newer dump's hint is the placeholder, and a text equal to it is an empty field")
  func hintsAndVisibility() throws {
    let window = try loadWindow(
      """
      <hierarchy>
        <node class="android.widget.EditText" text="Meal name" hint="Meal name" visible-to-user="true"/>
        <node class="android.widget.EditText" text="Pasta" hint="Meal name" visible-to-user="false"/>
      </hierarchy>
      """)
    expectNoDifference(
      window.children.map(\.content),
      [Content(placeholder: "Meal name"), Content(text: "Pasta", placeholder: "Meal name")])
    #expect(window.children.map(\.isHidden) == [false, true])
  }

  @Test("Several windows' roots sit under one window whose frame is their union")
  func severalWindows() throws {
    let window = try loadWindow(
      """
      <hierarchy rotation="1">
        <node class="android.widget.FrameLayout" package="com.android.systemui" bounds="[0,0][2280,63]"/>
        <node class="android.widget.FrameLayout" package="com.example" bounds="[100,63][2280,1080]">
          <node class="android.widget.Button" bounds="[150,100][250,200]"/>
        </node>
      </hierarchy>
      """)
    #expect(window.screenFrame == Rect(x: 0, y: 0, width: 2280, height: 1080))
    #expect(window.frame == window.screenFrame)
    #expect(window.children.map(\.id) == ["0", "1"])
    let button = try #require(window.element(withID: "1/0"))
    #expect(button.frame == Rect(x: 50, y: 37, width: 100, height: 100))
  }

  @Test("An empty hierarchy is a scene named after the file with a frameless window")
  func emptyHierarchy() throws {
    let tree = try UIAutomatorLoader().load(
      Array("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\" />".utf8),
      file: "dumps/locked-screen.xml")
    let scene = try #require(tree.scenes.first)
    #expect(scene.id == "hierarchy")
    #expect(scene.name == "locked-screen")
    #expect(scene.root.screenFrame == nil)
    #expect(scene.root.children.isEmpty)
  }

  @Test("A dump on one line, as uiautomator writes it, locates each node by its column")
  func singleLineDump() throws {
    let text =
      #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
      + #"<node class="android.widget.FrameLayout" bounds="[0,0][10,10]">"#
      + #"<node class="android.widget.Button" "#
      + #"bounds="[1,1][9,9]"/></node></hierarchy>"#
    let window = try loadWindow(text)
    let button = try #require(window.element(withID: "0/0"))
    #expect(button.location == SourceLocation(file: "inline.xml", line: 1, column: 144))
    #expect(window.location.column == 57)
  }

  // MARK: Errors

  @Test(
    "Malformed bounds are refused with the value and the expected form",
    arguments: [
      "[0,0][1080]", "[0,0][1080,2280] ", "0,0,1080,2280", "[0,0] [1080,2280]", "[a,0][1,1]",
      "[10,0][5,20]", "[0,20][5,10]", "[0.5,0][1,1]", "[0,0][1,1][2,2]", "", "[+1,0][2,2]",
      "[0,0][99999999999,1]",
    ])
  func badBounds(bounds: String) throws {
    let text = "<hierarchy>\n  <node class=\"android.view.View\" bounds=\"\(bounds)\"/>\n</hierarchy>"
    let error = try #require(loadError(UIAutomatorLoader(), text, file: "dump.xml"))
    #expect(
      error
        == .invalidDocument(
          SourceLocation(file: "dump.xml", line: 2, column: 3),
          reason: "attribute 'bounds' of <node> is '\(bounds)'; expected '[left,top][right,bottom]' in whole "
            + "pixels with right ≥ left and bottom ≥ top, such as [0,63][1080,210]"))
    #expect(error.description.hasPrefix("dump.xml:2:3: error: attribute 'bounds'"))
  }

  @Test("Negative edges, as off-screen nodes have, are accepted")
  func negativeBounds() throws {
    let window = try loadWindow(#"<hierarchy><node bounds="[-40,-8][40,8]"/></hierarchy>"#)
    #expect(window.children.first?.screenFrame == Rect(x: -40, y: -8, width: 80, height: 16))
  }

  @Test(
    "A boolean other than true or false is refused, naming the attribute and the value",
    arguments: [
      "checkable", "checked", "clickable", "long-clickable", "focusable", "enabled", "selected", "password",
      "visible-to-user",
    ])
  func badBooleans(attribute: String) throws {
    let error = try #require(
      loadError(UIAutomatorLoader(), "<hierarchy><node \(attribute)=\"TRUE\"/></hierarchy>", file: "dump.xml"))
    #expect(
      error
        == .invalidDocument(
          SourceLocation(file: "dump.xml", line: 1, column: 12),
          reason: "attribute '\(attribute)' of <node> is 'TRUE'; expected true or false"))
  }

  @Test("An element other than node, or a root other than hierarchy, is refused")
  func foreignElements() throws {
    let stray = try #require(
      loadError(
        UIAutomatorLoader(), "<hierarchy>\n  <node class=\"android.view.View\">\n    <View/>\n  </node>\n</hierarchy>",
        file: "dump.xml"))
    #expect(
      stray
        == .invalidDocument(
          SourceLocation(file: "dump.xml", line: 3, column: 5),
          reason: "unexpected <View> inside <node>; expected <node>: a uiautomator dump contains nothing else"
        ))
    let root = try #require(loadError(UIAutomatorLoader(), "<AppiumAUT/>", file: "dump.xml"))
    #expect(
      root.description.hasPrefix("dump.xml:1:1: error: the root element is <AppiumAUT>; expected <hierarchy>")
    )
  }

  @Test("Malformed XML is a syntax error with the file, line and column")
  func malformedXML() throws {
    let error = try #require(
      loadError(
        UIAutomatorLoader(), "<hierarchy rotation=\"0\">\n  <node text=\"Fish & chips\"/>\n</hierarchy>",
        file: "amp.xml"))
    guard case .syntax(let syntax) = error else {
      Issue.record("expected a syntax error, got \(error)")
      return
    }
    #expect(syntax.location == SourceLocation(file: "amp.xml", line: 2, column: 20))
    #expect(error.description.hasPrefix("amp.xml:2:20: error: malformed XML"))
  }

  // MARK: Helpers

  static let fixturePath = "runtime/rating-uiautomator.xml"

  private func loadFixture() throws -> ControlTree {
    try UIAutomatorLoader().load(fixtureBytes(Self.fixturePath), file: Self.fixturePath)
  }

  /// The synthesized window of `text`.
  private func loadWindow(_ text: String) throws -> Element {
    let tree = try UIAutomatorLoader().load(Array(text.utf8), file: "inline.xml")
    return try #require(tree.scenes.first).root
  }
}
