import Foundation
import HeraldTestSupport
import Testing

/// `herald announce --locale` of a SwiftGen app's screen speaks the words of its own tables:
/// Swiftfin's `L10n` accessors (its committed `Strings.swift`) looked up in `Translations/*.lproj`.
@Suite("announce --locale reads a SwiftGen app's tables", .requires(.appsCorpus))
struct GeneratedStringsLocaleTests {
  static let app = TestPaths.appsCorpus + "/jellyfin+Swiftfin"
  static let inputs = [
    app + "/Swiftfin/Views/GestureSettingsView.swift", app + "/Shared/Strings/Strings.swift", app + "/Translations",
  ]

  @Test("the development language is each accessor's text; German is the German table's")
  func german() throws {
    let english = try Herald.run(["announce"] + Self.inputs)
    #expect(english.output.contains("1. Gestures. Heading."))
    #expect(english.output.contains("2. Horizontal pan: "))
    #expect(!english.output.contains("‹L10n."))
    let german = try Herald.run(["announce"] + Self.inputs + ["--locale", "de"])
    #expect(german.output.contains("1. Gesten. Überschrift."))
    #expect(german.output.contains("2. Seitlich wischen: "))
    #expect(german.output.contains("9. Rechts vertikal streichen: "))
    #expect(!german.output.contains("‹L10n."))
  }
}
