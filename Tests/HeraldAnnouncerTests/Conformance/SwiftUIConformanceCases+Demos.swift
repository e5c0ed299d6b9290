extension SwiftUIConformanceCase {
  /// `SwiftUIRendererTests.testBasicAccessibilityDemo`: label, value, hint, traits, input labels,
  /// a shape made an element by its label, and children combined (the image beside two texts is
  /// not read). The navigation title is not shown: no navigation container is around the view.
  static let basic = SwiftUIConformanceCase(
    reference: "SwiftUIRendererTests.testBasicAccessibilityDemo",
    source: """
      struct BasicDemo: View {
        var body: some View {
          VStack(alignment: .leading, spacing: 12) {
            DemoSection(title: "Label", description: "Text description for an element") {
              Image(systemName: "star.fill").foregroundStyle(.yellow).accessibilityLabel("Favorite")
            }
            DemoSection(title: "Value", description: "Current state or content") {
              HStack {
                Text("Progress")
                Spacer()
                Text("75%").foregroundStyle(.secondary)
              }
              .accessibilityElement(children: .combine)
              .accessibilityValue("75 percent complete")
            }
            DemoSection(title: "Hint", description: "What happens when activated") {
              Button("Delete") {}.buttonStyle(.bordered).accessibilityHint("Removes this item permanently")
            }
            DemoSection(title: "Traits", description: "Element type and behavior") {
              Text("Section Header").font(.headline).accessibilityAddTraits(.isHeader)
            }
            DemoSection(title: "Input Labels", description: "Voice Control phrases") {
              Button {} label: { Image(systemName: "mic.fill") }
                .accessibilityLabel("Microphone")
                .accessibilityInputLabels(["Microphone", "Mic"])
            }
            DemoSection(title: "Activation Point", description: "Custom tap target") {
              RoundedRectangle(cornerRadius: 8)
                .fill(Color.blue)
                .frame(width: 60, height: 40)
                .overlay(Circle().fill(Color.white).frame(width: 8, height: 8))
                .accessibilityLabel("Custom tap target")
                .accessibilityActivationPoint(CGPoint(x: 50, y: 30))
            }
            DemoSection(title: "Element Grouping", description: "Combine children") {
              HStack {
                Image(systemName: "person.circle.fill")
                VStack(alignment: .leading) {
                  Text("John Doe")
                  Text("Online").foregroundStyle(.green)
                }
              }
              .accessibilityElement(children: .combine)
            }
          }
          .navigationTitle("Basic Accessibility")
        }
      }
      """, view: "BasicDemo",
    entries: [
      spoken("Label, Text description for an element"), spoken("Favorite. Image."),
      spoken("Value, Current state or content"), spoken("Progress, 75%: 75 percent complete"),
      spoken("Hint, What happens when activated"), spoken("Delete. Button.", hint: "Removes this item permanently"),
      spoken("Traits, Element type and behavior"), spoken("Section Header. Heading."),
      spoken("Input Labels, Voice Control phrases"), spoken("Microphone. Button."),
      spoken("Activation Point, Custom tap target"), spoken("Custom tap target"),
      spoken("Element Grouping, Combine children"), spoken("John Doe, Online"),
    ])

  /// `SwiftUIRendererTests.testCustomActionsDemo`: a row combined, labelled, with actions.
  static let customActions = SwiftUIConformanceCase(
    reference: "SwiftUIRendererTests.testCustomActionsDemo",
    source: """
      struct ActionsDemo: View {
        @State private var isFavorite = false
        var body: some View {
          ScrollView {
            DemoSection(title: "Custom Actions", description: "VoiceOver users swipe up/down to access these actions") {
              row
            }
          }
          .navigationTitle("Custom Actions")
        }
        private var row: some View {
          HStack {
            VStack(alignment: .leading) {
              Text("Important Email")
              Text("Preview of email content...").foregroundStyle(.secondary)
            }
            Spacer()
            if isFavorite { Image(systemName: "star.fill") }
          }
          .accessibilityElement(children: .combine)
          .accessibilityLabel("Important Email. Preview of email content")
          .accessibilityActions {
            Button(isFavorite ? "Remove from favorites" : "Add to favorites") { isFavorite.toggle() }
            Button("Reply") {}
            Button("Delete", role: .destructive) {}
          }
        }
      }
      """, view: "ActionsDemo",
    entries: [
      spoken("Custom Actions, VoiceOver users swipe up/down to access these actions"),
      spoken("Important Email. Preview of email content", hint: "Actions Available"),
    ])

  /// `SwiftUIRendererTests.testCustomContentDemo`: cards made by a function, with custom content.
  static let customContent = SwiftUIConformanceCase(
    reference: "SwiftUIRendererTests.testCustomContentDemo",
    source: """
      struct ContentDemo: View {
        var body: some View {
          VStack(alignment: .leading, spacing: 16) {
            DemoSection(title: "Custom Content", description: "Additional details via 'More Content' rotor") {
              VStack(spacing: 12) {
                card(name: "Wireless Headphones", price: "$149.99", sku: "WH-1000XM5")
                card(name: "Bluetooth Speaker", price: "$79.99", sku: "BS-MINI-BLK")
              }
            }
            Spacer()
          }
          .navigationTitle("Custom Content")
        }
        private func card(name: String, price: String, sku: String) -> some View {
          VStack(alignment: .leading, spacing: 4) {
            Text(name)
            HStack {
              Text(price)
              Spacer()
              Text("★ 4.5")
            }
          }
          .accessibilityElement(children: .combine)
          .accessibilityLabel("\\(name), \\(price)")
          .accessibilityCustomContent("Rating", "4.5 stars")
          .accessibilityCustomContent("SKU", sku, importance: .high)
        }
      }
      """, view: "ContentDemo",
    entries: [
      spoken("Custom Content, Additional details via 'More Content' rotor"),
      spoken("Wireless Headphones, $149.99", hint: "More Content Available"),
      spoken("Bluetooth Speaker, $79.99", hint: "More Content Available"),
    ])

  /// `SwiftUIRendererTests.testUnspokenTraitsDemo`: traits VoiceOver does not say.
  static let unspokenTraits = SwiftUIConformanceCase(
    reference: "SwiftUIRendererTests.testUnspokenTraitsDemo",
    source: """
      struct TraitsDemo: View {
        var body: some View {
          VStack {
            row("isKeyboardKey", trait: .isKeyboardKey)
            row("allowsDirectInteraction", trait: .allowsDirectInteraction)
            row("updatesFrequently", trait: .updatesFrequently)
            row("causesPageTurn", trait: .causesPageTurn)
            row("playsSound", trait: .playsSound)
            row("startsMediaSession", trait: .startsMediaSession)
            row("isSummaryElement", trait: .isSummaryElement)
            if #available(iOS 17.0, *) {
              label("supportsZoom").accessibilityZoomAction { _ in }
            }
          }
        }
        private func row(_ name: String, trait: AccessibilityTraits) -> some View {
          label(name).accessibilityAddTraits(trait)
        }
        private func label(_ string: String) -> some View {
          Text(".\\(string)").font(.system(size: 14, design: .monospaced)).padding(.horizontal, 12)
        }
      }
      """, view: "TraitsDemo",
    entries: [
      ".isKeyboardKey", ".allowsDirectInteraction", ".updatesFrequently", ".causesPageTurn", ".playsSound",
      ".startsMediaSession", ".isSummaryElement", ".supportsZoom",
    ].map { spoken($0) })

  /// `SwiftUISnapshotTests.testSimpleView`: the app's own `Circle` view (no shape of SwiftUI's),
  /// given label, value and hint in every combination, then actions and custom content.
  static let simpleView = SwiftUIConformanceCase(
    reference: "SwiftUISnapshotTests.testSimpleView",
    source: """
      private struct Circle: View {
        var body: some View {
          Rectangle().foregroundColor(Color(UIColor.lightGray)).frame(width: 30, height: 30).cornerRadius(15)
        }
      }
      struct SimpleView: View {
        var body: some View {
          VStack(spacing: 30) {
            Group {
              Circle().accessibility(label: Text("")).accessibility(value: Text("")).accessibility(hint: Text(""))
              Circle().accessibility(label: Text("Label")).accessibility(value: Text("")).accessibility(hint: Text(""))
              Circle().accessibility(label: Text("")).accessibility(value: Text("Value")).accessibility(hint: Text(""))
              Circle().accessibility(label: Text("")).accessibility(value: Text("")).accessibility(hint: Text("Hint"))
              Circle().accessibility(label: Text("Label")).accessibility(value: Text("Value"))
              Circle().accessibility(label: Text("Label")).accessibility(hint: Text("Hint"))
              Circle().accessibility(value: Text("Value")).accessibility(hint: Text("Hint"))
              Circle().accessibility(label: Text("Label")).accessibility(value: Text("Value"))
                .accessibility(hint: Text("Hint"))
              if #available(iOS 14.0, *) {
                Circle().accessibility(label: Text("Label")).accessibility(value: Text("Value"))
                  .accessibility(hint: Text("Hint")).accessibilityAction(named: "Custom") {}
              }
              if #available(iOS 15.0, *) {
                Circle().accessibility(label: Text("Label")).accessibility(value: Text("Value"))
                  .accessibility(hint: Text("Hint"))
                  .accessibilityCustomContent("Key", "Value")
                  .accessibilityCustomContent("Important Key", "Important Value", importance: .high)
              }
            }
            Spacer()
          }
        }
      }
      """, view: "SimpleView",
    entries: [
      // A hint alone is the description (the legend shows it upright, not as a hint).
      spoken("Label"), spoken("Value"), spoken("Hint"), spoken("Label: Value"),
      spoken("Label", hint: "Hint"), spoken("Value", hint: "Hint"), spoken("Label: Value", hint: "Hint"),
      spoken("Label: Value", hint: "Hint. Actions Available"),
      spoken("Label: Value", hint: "Hint. More Content Available"),
    ],
    exceptions: [
      """
      #1, an element whose label, value and hint are all empty: the legend lists it with nothing to \
      say; VoiceOver does not stop on an element with an empty description (Announcer.elements(in:)).
      """
    ])

  /// `SnapshotTestingTests.testSwiftUITextEntry` (swift-snapshot-testing, iOS 18.5): fields,
  /// placeholders, secure text and a text editor.
  static let textEntry = SwiftUIConformanceCase(
    reference: "SnapshotTestingTests.testSwiftUITextEntry",
    source: """
      struct TextEntry: View {
        var body: some View {
          VStack {
            TextField("SwiftUI Text Field", text: .constant(""))
            TextField("SwiftUI Text Field", text: .constant("Value in Text Field"))
            SecureField("Password", text: .constant(""))
            SecureField("Password", text: .constant("secret123"))
            if #available(iOS 14.0, *) {
              TextEditor(text: .constant(""))
            }
          }
        }
      }
      """, view: "TextEntry",
    entries: [
      spoken("SwiftUI Text Field. Text Field.", hint: "Double tap to edit."),
      spoken("Value in Text Field. Text Field.", hint: "Double tap to edit."),
      spoken("Password. Secure Text Field.", hint: "Double tap to edit."),
      spoken("•••••••••. Secure Text Field.", hint: "Double tap to edit."),
      spoken("Text Field.", hint: "Double tap to edit., Use the rotor to access Misspelled Words"),
    ])
}
