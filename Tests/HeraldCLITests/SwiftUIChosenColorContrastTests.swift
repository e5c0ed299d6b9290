import Foundation
import HeraldTestSupport
import Testing

/// A text colour chosen by a condition (`.foregroundStyle(isOn ? .primary : .secondary)`) is judged
/// in each colour it may take: the same outcome in each is the outcome, and only where the colours
/// differ in outcome does the condition decide (needs review naming the code). A condition the
/// source fixes for good takes its branch; state the app changes (an edit mode) shows each in turn.
/// Written for Herald after the fresh samples' rows (a subtitle row's selected style, a player's
/// focused timestamp).
@Suite("SwiftUI text colours chosen by a condition")
struct SwiftUIChosenColorContrastTests {
  static let screen = """
    import SwiftUI

    struct Rows: View {
      var isSelected: Bool
      @State private var isEditing = false
      private let compact = true
      var body: some View {
        VStack {
          Text("Both dark").foregroundStyle(isSelected ? .black : Color(white: 0.1))
          Text("Both light").foregroundStyle(isSelected ? .white : Color(white: 0.95))
          Text("Either").foregroundStyle(isSelected ? .black : .white)
          Text("Editing").foregroundStyle(isEditing ? .white : .black)
          Text("Fixed").foregroundStyle(compact ? .white : .black)
        }
        .background(Color.white)
      }
    }
    """

  @Test("Passes when every colour passes, fails when every one fails, asks when they differ")
  func choices() throws {
    let folder = try temporaryDirectory(["Rows.swift": Self.screen], prefix: "herald-chosen-color")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    let findings = try Herald.findings(of: "text-contrast", in: run) { line, kind, finding in
      "\(line) \(kind) \(finding["message"]?.stringValue?.prefix(40) ?? "")"
    }
    #expect(
      findings == [
        "10 violation Text contrast is 1.00:1 (#FFFFFF on #FFF",
        "11 needs-review The contrast of this text cannot be meas",
        "12 needs-review The contrast of this text cannot be meas",
        "13 violation Text contrast is 1.00:1 (#FFFFFF on #FFF",
      ], "\(findings)")
    let messages = try Herald.jsonFindings(run).compactMap { $0["message"]?.stringValue }
    #expect(messages.contains { $0.contains("“isSelected ? .black : .white”") }, "\(messages)")
    #expect(messages.contains { $0.contains("“isEditing ? .white : .black”") }, "\(messages)")
  }
}
