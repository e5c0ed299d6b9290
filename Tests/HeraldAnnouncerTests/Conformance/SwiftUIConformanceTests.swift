import HeraldAnnouncer
import HeraldSource
import HeraldTree
import Testing

/// Herald's SwiftUI reader and `voiceover` profile against cashapp/AccessibilitySnapshot's
/// reference images of its SwiftUI demo views (iOS 18.5): each view's source, written for Herald
/// after the demo, read as `herald announce` reads a file, must say every legend entry exactly
/// and in order, but for the exceptions each case documents.
@Suite("Conformance with AccessibilitySnapshot's SwiftUI references")
struct SwiftUIConformanceTests {
  @Test("every legend entry is spoken exactly, in order", arguments: SwiftUIConformanceCase.all)
  func legend(_ reference: SwiftUIConformanceCase) throws {
    // The demos' section view is a file of its own, as in the demo app: the view is read among
    // the app's files, and no other code names it.
    let path = "/conformance/\(reference.view).swift"
    let section = ("/conformance/DemoSection.swift", SwiftUIConformanceCase.demoSection)
    let views = SwiftUIViewIndex(sources: [(path, reference.source), section])
    let tree = try SwiftUILoader(views: views).load(Array(reference.source.utf8), file: path)
    let scene = try #require(tree.scenes.first { $0.id == reference.view })
    let utterances = try announcer("en").utterances(in: scene.root)
    #expect(utterances.map(\.text) == reference.entries.map(\.text))
    #expect(utterances.map(\.hint) == reference.entries.map(\.hint))
  }

  @Test("the cases cover the iOS 18 references of the demos, and each exception says why")
  func coverage() {
    let references = SwiftUIConformanceCase.all.map(\.reference)
    #expect(Set(references).count == references.count)
    #expect(references.count >= 6)
    #expect(SwiftUIConformanceCase.all.flatMap(\.exceptions).allSatisfy { $0.count > 40 })
  }
}

/// What the SwiftUI reader marks for the announcer's capitals, case by case.
@Suite("SwiftUI section headers in capitals")
struct SwiftUISectionHeaderCaseTests {
  static func spoken(_ body: String, locale: String = "en", macOS: Bool = false) throws -> [String] {
    let source = "struct Screen: View {\n  var body: some View {\n\(body)\n  }\n}\n"
    let path = "/headers/Screen.swift"
    let tree = try SwiftUILoader(views: SwiftUIViewIndex(sources: [(path, source)])).load(
      Array(source.utf8), file: path)
    let root = try #require(tree.scenes.first).root
    return try announcer(locale).reading(macOS ? .macOS : .iOS).utterances(in: root).map(\.text)
  }

  @Test("a Form's headers are capitals; a plain list's, a textCase(nil) header's and footers are not")
  func cases() throws {
    #expect(try Self.spoken("Form { Section(\"General\") { Text(\"Sound\") } }").first == "GENERAL. Heading.")
    let plain = "List { Section(\"General\") { Text(\"Sound\") } }.listStyle(.plain)"
    #expect(try Self.spoken(plain).first == "General. Heading.")
    let kept = "List { Section { Text(\"Sound\") } header: { Text(\"General\").textCase(nil) } }"
    #expect(try Self.spoken(kept).first == "General. Heading.")
    let footer = "List { Section { Text(\"Sound\") } footer: { Text(\"Applies to all\") } }"
    #expect(try Self.spoken(footer).last == "Applies to all")
    // Not in a list: a section's title keeps its case.
    #expect(try Self.spoken("VStack { Section(\"General\") { Text(\"Sound\") } }").first == "General. Heading.")
  }

  @Test("macOS shows headers as written")
  func macOS() throws {
    let spoken = try Self.spoken("Form { Section(\"General\") { Text(\"Sound\") } }", macOS: true)
    #expect(spoken.first?.hasPrefix("General") == true)
  }
}
