import HeraldSource
import HeraldTree
import Testing

/// SwiftUI forms a review of the loader found misread, one per test, and inputs that must neither
/// crash nor run away.
@Suite("SwiftUI loader: semantics and bounds")
struct SwiftUISemanticsTests {
  static func root(_ body: String, members: String = "", others: String = "") throws -> Element {
    try SwiftUILoaderTests.root(SwiftUILoaderTests.view(body, members: members) + "\n" + others)
  }

  /// The labels, texts and titles of the views shown, in order.
  static func texts(_ root: Element) -> [String] {
    root.children.flatMap { child -> [String] in
      guard !child.isHidden else { return [] }
      let own = child.accessibility.label ?? child.content.text ?? child.content.titles[.normal]
      return (own.map { [$0] } ?? []) + texts(child)
    }
  }

  @Test("#if takes the clause an iOS build compiles, #else included, and modifiers in a postfix #if")
  func compilationConditions() throws {
    let root = try Self.root(
      """
      VStack {
        #if os(macOS)
        Text("Mac")
        #else
        Text("Phone")
        #endif
        #if !os(iOS)
        Text("Not iOS")
        #endif
        Text("Close")
          #if os(iOS)
          .accessibilityLabel("Close window")
          #endif
      }
      """)
    #expect(Self.texts(root) == ["Phone", "Close window"])
  }

  @Test("Views passed to a custom view are read where its body uses them; AnyView is its content")
  func passedContent() throws {
    let card = """
      struct Card<Content: View>: View {
        let title: String
        @ViewBuilder let content: Content
        var body: some View { VStack { Text(title); content } }
      }
      struct Row: View {
        let icon: Image
        var body: some View { HStack { icon } }
      }
      """
    let root = try Self.root(
      """
      VStack {
        Card(title: "Account") { Text("Signed in as Ann"); Button { } label: { Image(systemName: "gear") } }
        Row(icon: Image(systemName: "star"))
        AnyView(Text("Wrapped"))
      }
      """, others: card)
    let all = SwiftUILoaderTests.all(root)
    #expect(all.contains { $0.content.text == "Signed in as Ann" })
    #expect(all.contains { $0.role == .button && $0.content.images[.normal] == "gear" })
    #expect(all.contains { $0.role == .image && $0.content.images[.normal] == "star" })
    #expect(all.contains { $0.content.text == "Wrapped" })
  }

  @Test("Modifiers on a custom view or a Group reach the views inside; a tap stays on the view")
  func modifiersThroughWrappers() throws {
    let title = """
      struct Title: View { var body: some View { Text("Settings") } }
      """
    let root = try Self.root(
      """
      VStack {
        Title().accessibilityLabel("Preferences").accessibilityAddTraits(.isHeader)
        Group { Text("A"); Text("B") }.accessibilityAddTraits(.isHeader)
        Title().onTapGesture { }
      }
      """, others: title)
    let all = SwiftUILoaderTests.all(root)
    let preferences = try #require(all.first { $0.accessibility.label == "Preferences" })
    #expect(preferences.role == .staticText && preferences.accessibility.traits?.contains(.header) == true)
    #expect(
      all.filter { ["A", "B"].contains($0.content.text ?? "") }.allSatisfy {
        $0.accessibility.traits?.contains(.header) == true
      })
    let tapped = try #require(all.first { $0.connections.hasTapGesture })
    #expect(tapped.className == "Title")
  }

  @Test("Nested ternaries, self.method(), $0, and switch on a known value")
  func expressions() throws {
    let root = try Self.root(
      """
      VStack {
        isWide ? Text("A") : loggedIn ? Text("B") : Text("C")
        self.row(title: "Row")
        ForEach(1...2, id: \\.self) { Text("Star \\($0)") }
        switch mode { case .a: Text("Mode A") case .b: Text("Mode B") }
      }
      """,
      members: """
        var isWide = false
        var loggedIn = true
        var mode: Mode = .b
        func row(title: String) -> some View { Text(title) }
        """)
    #expect(Self.texts(root) == ["B", "Row", "Star 1", "Star 2", "Mode B"])
  }

  @Test("An explicit initializer's positional arguments bind what its body assigns, not the properties in order")
  func explicitInitializer() throws {
    let badge = """
      struct Badge: View {
        let text: String
        let count: Int
        init(_ count: Int, _ text: String) { self.count = count; self.text = text }
        var body: some View { Text("\\(text): \\(count)") }
      }
      """
    let root = try Self.root(#"Badge(3, "Inbox")"#, others: badge)
    #expect(Self.texts(root) == ["Inbox: 3"])
  }

  @Test("Controls: trailing-closure labels, prompts, image labels, unbounded steppers, picker tags")
  func controls() throws {
    let root = try Self.root(
      """
      VStack {
        Stepper(value: .constant(5)) { Text("Quantity") }
        TextField("Name", text: .constant(""), prompt: Text("Required"))
        DatePicker(selection: .constant(Date())) { Text("Birthday") }
        Image("logo", label: Text("Company logo"))
        Picker("Size", selection: .constant(1)) { Text("Small").tag(0); Text("Medium").tag(1) }
      }
      """)
    let all = SwiftUILoaderTests.all(root)
    #expect(all.contains { $0.role == .staticText && $0.content.text == "Quantity" })
    let stepper = try #require(all.first { $0.role == .stepper })
    #expect(stepper.content.range == nil, "a stepper without in: has no bounds")
    let field = try #require(all.first { $0.role == .textField })
    #expect(field.accessibility.label == "Name" && field.content.placeholder == "Required")
    #expect(all.contains { $0.role == .button && $0.content.titles[.normal] == "Birthday" })
    #expect(all.contains { $0.role == .image && $0.accessibility.label == "Company logo" })
    #expect(all.first { $0.role == .popUpButton }?.accessibility.value == "Medium")
  }

  @Test("Accessibility forms: representation, iOS 13 spelling, action kinds, unknown child behaviour")
  func accessibilityForms() throws {
    let root = try Self.root(
      """
      VStack {
        Circle().onTapGesture {}.accessibilityRepresentation { Toggle("Dark mode", isOn: .constant(true)) }
        Image(systemName: "star").accessibility(hidden: true)
        Text("Help").accessibilityAction(.magicTap) {}
        Text("Reply").accessibilityAction {} label: { Text("Reply to post") }
        HStack { Text("X") }.accessibilityElement(children: behaviour)
      }
      """, members: "let behaviour: AccessibilityChildBehavior")
    let views = root.children[0].children
    #expect(views[0].role == .switch && views[0].children.isEmpty && !views[0].connections.hasTapGesture)
    #expect(views[1].accessibility.elementsHidden)
    #expect(!views[2].runtimeAttributes.contains { $0.keyPath == "swiftui.accessibilityAction" })
    #expect(views[3].accessibility.customActions.map(\.name) == ["Reply to post"])
    #expect(views[4].accessibility.isElement == nil, "an unknown behaviour leaves the view as it is")
  }

  @Test("Containers that show one child: TabView's first tab, a collapsed DisclosureGroup")
  func oneChildContainers() throws {
    let root = try Self.root(
      """
      NavigationStack {
        VStack {
          TabView { Text("Home"); Text("Search") }
          DisclosureGroup("Advanced") { Text("Hidden option") }
          Text("Inbox").navigationTitle("Mail")
        }
      }
      """)
    #expect(Self.texts(root).filter { $0 != "" } == ["Home", "Advanced", "Mail", "Inbox"])
  }

  @Test("LabeledContent is SwiftUI's labelled row: its label, then its content, in each of its three forms")
  func labeledContent() throws {
    let root = try Self.root(
      """
      Form {
        LabeledContent("Version", value: "2.1")
        LabeledContent("Server") { Text("example.org") }
        LabeledContent { Text("42") } label: { Text("Items") }
      }
      """)
    #expect(Self.texts(root) == ["Version", "2.1", "Server", "example.org", "Items", "42"])
    let custom = root.children.first?.children.compactMap(\.customClass?.name) ?? []
    #expect(custom.isEmpty, "no custom view is left to judge: \(custom)")
  }

  @Test("LabeledContent labels the one control it holds that has no label of its own")
  func labeledContentControl() throws {
    let root = try Self.root(
      """
      Form {
        LabeledContent("Instruction Prompt") { TextEditor(text: $prompt) }
        LabeledContent { Slider(value: $volume) } label: { Text("Volume") }
        LabeledContent("User name") { TextField("Your name", text: $name) }
        LabeledContent("Range") { HStack { Slider(value: $low); Slider(value: $high) } }
        LabeledContent { TextEditor(text: $notes) } label: { Image(systemName: "note") }
      }
      """)
    var controls: [Element] = []
    func collect(_ element: Element) {
      if [.textView, .slider, .textField].contains(element.role) { controls.append(element) }
      element.children.forEach(collect)
    }
    collect(root)
    #expect(controls.map(\.accessibility.label) == ["Instruction Prompt", "Volume", nil, nil, nil, nil])
    #expect(controls[2].content.placeholder == "Your name", "a field's own title stays its label")
  }

  @Test("Inputs that would crash or run away are refused or bounded")
  func bounds() throws {
    let chain =
      "import SwiftUI\nstruct Screen: View { var body: some View { Text(\"a\")"
      + String(repeating: ".padding()", count: 3_000) + " } }"
    #expect(throws: TreeError.self) { try SwiftUILoaderTests.tree(chain) }
    var deep = "import SwiftUI\nstruct Screen: View {\n  var body: some View { p0 }\n"
    for level in 0..<80 { deep += "  var p\(level): some View { VStack { p\(level + 1) } }\n" }
    deep += "  var p80: some View { Text(\"Bottom\") }\n}\n"
    #expect(try SwiftUILoaderTests.tree(deep).scenes.count == 1)
    var doubling = "import SwiftUI\nstruct Screen: View {\n  var body: some View {\n    let a0 = \"xxxxxxxxxxxxxxxx\"\n"
    for step in 1...40 { doubling += "    let a\(step) = a\(step - 1) + a\(step - 1)\n" }
    doubling += "    Text(a40)\n  }\n}\n"
    let text = try SwiftUILoaderTests.tree(doubling).scenes.first?.root.children.first?.content.text
    #expect(text?.hasPrefix("‹") == true, "text past the limit is left to the app")
  }
}
