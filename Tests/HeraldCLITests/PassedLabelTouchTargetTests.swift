import Foundation
import HeraldTestSupport
import Testing

/// A button whose label holds a view its callers pass in (`ChevronButton { Text(title) }`) is not
/// known to show only an image: read on its own, "this button shows only an image" would be a claim
/// about a label nobody has seen (issue 33: Swiftfin's `ChevronButton`, whose callers always give a
/// text, was asked about as an icon button). The callers decide; where no view uses it, it is needs
/// review naming the view the app decides. Written for Herald.
@Suite("Touch targets of buttons whose label a caller passes in")
struct PassedLabelTouchTargetTests {
  /// The `touch-target-too-small` findings of an audit of `files`, as `File.swift:line kind key`.
  func findings(_ files: [String: String]) throws -> [String] {
    let folder = try temporaryDirectory(files, prefix: "herald-passed-target")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    return try Herald.jsonFindings(run).compactMap { finding -> String? in
      guard finding["ruleId"]?.stringValue == "touch-target-too-small",
        let file = finding["file"]?.stringValue, let line = finding["line"]?.intValue,
        let kind = finding["kind"]?.stringValue, let key = finding["messageKey"]?.stringValue
      else { return nil }
      return "\(file.split(separator: "/").last ?? ""):\(line) \(kind) \(key)"
    }.sorted()
  }

  static let chevronButton = """
    import SwiftUI

    struct ChevronButton<Label: View>: View {
      private let action: () -> Void
      private let label: Label

      init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
      }

      var body: some View {
        Button(action: action) {
          HStack {
            label
            Image(systemName: "chevron.right")
          }
        }
      }
    }

    extension ChevronButton where Label == Text {
      init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
      }
    }
    """

  @Test("Callers that give a text, directly or through an initializer that builds it, decide: no icon-button claim")
  func decidedByCallers() throws {
    let found = try findings([
      "ChevronButton.swift": Self.chevronButton,
      "Settings.swift": """
      import SwiftUI

      struct Settings: View {
        var body: some View {
          List {
            ChevronButton(action: {}) { Text("Account") }
            ChevronButton(action: {}) { Text("Privacy") }
            ChevronButton("Sign out") { print("signing out") }
          }
        }
      }
      """,
    ])
    #expect(found == [])
  }

  @Test("A caller that gives only an image is asked about, where it gives it")
  func iconCaller() throws {
    let found = try findings([
      "ChevronButton.swift": Self.chevronButton,
      "Player.swift": """
      import SwiftUI

      struct Player: View {
        var body: some View {
          ChevronButton(action: {}) { Image(systemName: "play.fill") }
        }
      }
      """,
    ])
    #expect(found == ["ChevronButton.swift:13 needs-review unknown-size"])
  }

  @Test("A button no view uses, whose label the app decides, is needs review naming that view, not an icon")
  func unusedView() throws {
    let found = try findings(["ChevronButton.swift": Self.chevronButton])
    #expect(found == ["ChevronButton.swift:13 needs-review unknown-content"])
  }
}
