import Foundation
import HeraldTestSupport
import Testing

/// A view that takes its content from its callers (`init(@ViewBuilder content:)`) and puts a tap
/// on it: read on its own, the content is unknown, so "VoiceOver cannot focus it" waits for the
/// callers; each caller's reading of that place decides (issue 33: Kiwix's `LibraryZimFileContext`,
/// whose content is always a cell of texts, was asked about in its own scene while every caller
/// showed focusable text). Written for Herald.
@Suite("Claims about a view passed in, decided where callers pass it")
struct PassedViewClaimsTests {
  static let files = [
    "Selectable.swift": """
    import SwiftUI

    struct Selectable<Content: View>: View {
      private let content: Content
      let onSelect: () -> Void

      init(@ViewBuilder content: () -> Content, onSelect: @escaping () -> Void) {
        self.content = content()
        self.onSelect = onSelect
      }

      var body: some View {
        content.onTapGesture { onSelect() }
      }
    }
    """,
    "Library.swift": """
    import SwiftUI

    struct Library: View {
      var body: some View {
        VStack {
          Selectable(content: { Text("Wikipedia") }, onSelect: {})
          Selectable(content: { Text("Wiktionary") }, onSelect: {})
        }
      }
    }
    """,
  ]

  @Test("The tap on the passed content is judged at the callers (text, not a button), not left open in Selectable")
  func decidedAtCallers() throws {
    let folder = try temporaryDirectory(Self.files, prefix: "herald-passed-view")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    let findings = try Herald.jsonFindings(run).compactMap { finding -> String? in
      guard let rule = finding["ruleId"]?.stringValue, rule.hasPrefix("tap-"),
        let file = finding["file"]?.stringValue, let line = finding["line"]?.intValue,
        let kind = finding["kind"]?.stringValue
      else { return nil }
      return "\(file.split(separator: "/").last ?? ""):\(line) \(rule) \(kind)"
    }.sorted()
    #expect(
      findings == [
        "Library.swift:6 tap-without-button-trait violation", "Library.swift:7 tap-without-button-trait violation",
      ])
  }

  @Test("A passed view's own label is judged as written: the mark of where it is shown is no text code may set")
  func labelsJudged() throws {
    let files = [
      "Framed.swift": """
      import SwiftUI

      struct Framed<Content: View>: View {
        private let content: Content
        init(@ViewBuilder content: () -> Content) { self.content = content() }
        var body: some View { content.padding() }
      }
      """,
      "Gallery.swift": """
      import SwiftUI

      struct Gallery: View {
        var body: some View {
          VStack {
            Framed { Image("logo_mark") }
            Framed { Button(action: {}) { Image("arrow_right") } }
          }
        }
      }
      """,
    ]
    let folder = try temporaryDirectory(files, prefix: "herald-passed-label")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    let findings = try Herald.jsonFindings(run).compactMap { finding -> String? in
      guard let rule = finding["ruleId"]?.stringValue, rule.contains("label"),
        let line = finding["line"]?.intValue, let kind = finding["kind"]?.stringValue
      else { return nil }
      return "\(line) \(rule) \(kind)"
    }.sorted()
    #expect(findings == ["6 meaningful-image-unlabeled violation", "7 image-button-missing-label violation"])
  }
}
