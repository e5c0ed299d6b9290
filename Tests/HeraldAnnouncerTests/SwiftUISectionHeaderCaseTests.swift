import HeraldAnnouncer
import HeraldSource
import HeraldTree
import Testing

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
