import Foundation
import HeraldTestSupport
import Testing

/// Labels a SwiftUI button gets from where it is not written: a caller's label closure, the
/// system's default label for a role, an App Intents button's label closure, and an address kept
/// as spelled (issue 33, class 3: unknown is never absent). Written for Herald after the forms real
/// apps use (a progress button taking `@ViewBuilder label:`, `Button(role: .close) { dismiss() }`).
@Suite("SwiftUI labels from callers and the system")
struct SwiftUISystemLabelsTests {
  /// The findings of `herald audit` on a folder of the files given, as "file:line rule kind".
  static func audit(_ files: [String: String]) throws -> [String] {
    let folder = try temporaryDirectory(files, prefix: "herald-system-labels")
    let run = try Herald.run(in: folder, ["audit", "."] + ["--format", "json", "--fail-on", "never"])
    return try Herald.jsonFindings(run).compactMap { finding in
      guard let file = finding["file"]?.stringValue, let line = finding["line"]?.intValue,
        let rule = finding["ruleId"]?.stringValue, let kind = finding["kind"]?.stringValue
      else { return nil }
      return "\(URL(fileURLWithPath: file).lastPathComponent):\(line) \(rule) \(kind)"
    }
  }

  /// What `herald announce` says of `screen`, written as Sheet.swift.
  static func announce(_ screen: String) throws -> Herald.Run {
    let folder = try temporaryDirectory(["Sheet.swift": screen], prefix: "herald-system-labels")
    return try Herald.run(in: folder, ["announce", "Sheet.swift"])
  }

  static let progressButton = """
    import SwiftUI

    struct ProgressButton<Label: View>: View {
      let isInProgress: Bool
      let action: () -> Void
      let label: () -> Label

      init(isInProgress: Bool, action: @escaping () -> Void, @ViewBuilder label: @escaping () -> Label) {
        self.isInProgress = isInProgress
        self.action = action
        self.label = label
      }

      var body: some View {
        Button(action: action) {
          label()
        }
        .disabled(isInProgress)
      }
    }

    struct Menuish<Label: View>: View {
      let action: () -> Void
      let label: () -> Label
      var body: some View {
        Button(action: action, label: label)
      }
    }
    """

  @Test("A label closure no caller here passes is unknown: needs review naming it, never a violation")
  func componentAlone() throws {
    let findings = try Self.audit(["ProgressButton.swift": Self.progressButton])
    let buttons = findings.filter { $0.contains("image-button-missing-label") }
    #expect(
      buttons == [
        "ProgressButton.swift:15 image-button-missing-label needs-review",
        "ProgressButton.swift:26 image-button-missing-label needs-review",
      ], "\(findings)")
  }

  @Test("Callers decide: a labelled view they pass passes, an image alone makes the button a violation")
  func componentWithCallers() throws {
    let screen = """
      import SwiftUI

      struct Toolbarish: View {
        @State private var busy = false
        var body: some View {
          VStack {
            ProgressButton(isInProgress: busy, action: {}) { Label("Refresh", systemImage: "arrow.clockwise") }
            ProgressButton(isInProgress: busy, action: {}) { Text("Next") }
            Menuish(action: {}) { Label("Add user", systemImage: "plus").labelStyle(.iconOnly) }
            Menuish(action: {}) { Image("refresh-24") }
          }
        }
      }
      """
    let findings = try Self.audit(["ProgressButton.swift": Self.progressButton, "Toolbarish.swift": screen])
      .filter { $0.contains("image-button-missing-label") }
    // The caller that passes only an asset image decides: a violation on the component's button,
    // read in that caller's scene.
    #expect(findings == ["ProgressButton.swift:26 image-button-missing-label violation"], "\(findings)")
  }

  @Test("Button(role:) with no label shows the system's; Button(intent:) is labelled by its closure")
  func systemAndIntentLabels() throws {
    let screen = """
      import SwiftUI

      struct Sheet: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
          VStack {
            Button(role: .close) { dismiss() }
            Button(role: .confirm) { dismiss() }
            Button(intent: RefillIntent()) { Label("Refill Water", systemImage: "arrow.clockwise") }
            Button(role: .destructive) { dismiss() } label: { Image(systemName: "trash.circle") }
            Button { dismiss() } label: { Image("close-24") }
          }
        }
      }
      """
    let findings = try Self.audit(["Sheet.swift": screen]).filter { $0.contains("image-button-missing-label") }
    // The role's label is SwiftUI's only without a label closure; the asset image has none.
    #expect(
      findings == [
        "Sheet.swift:10 image-button-missing-label needs-review",
        "Sheet.swift:11 image-button-missing-label violation",
      ], "\(findings)")
  }

  @Test("A role spelled ButtonRole.cancel labels too; a PasteButton's closure receives the paste, it is no label")
  func qualifiedRoleAndPaste() throws {
    let screen = """
      import SwiftUI

      struct Sheet: View {
        @State private var text = ""
        var body: some View {
          VStack {
            Button(role: ButtonRole.cancel, action: { })
            PasteButton(payloadType: String.self) { strings in paste(strings) }
          }
        }
        func paste(_ strings: [String]) { text = strings.joined() }
      }
      """
    let run = try Self.announce(screen)
    #expect(run.output.contains("Cancel. Button.") && run.output.contains("Paste. Button."), "\(run.output)")
    let findings = try Self.audit(["Sheet.swift": screen]).filter { $0.contains("image-button-missing-label") }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test("The system's default label is spoken with UIKit's word for the same symbol")
  func spokenDefaultLabel() throws {
    let screen = """
      import SwiftUI

      struct Sheet: View {
        var body: some View {
          Button(role: .close) { }
        }
      }
      """
    let run = try Self.announce(screen)
    #expect(run.output.contains("Close. Button."), "\(run.output)")
  }

  @Test("An e-mail address, URL or host as a label is not asked to be capitalized")
  func addressLabels() throws {
    let screen = """
      import SwiftUI

      struct SignIn: View {
        @State private var email = ""
        var body: some View {
          VStack {
            TextField(text: $email) { Text(verbatim: "example@icloud.com") }
            Button("save draft") { }.accessibilityLabel("save draft")
          }
        }
      }
      """
    let findings = try Self.audit(["SignIn.swift": screen]).filter { $0.contains("label-not-capitalized") }
    #expect(findings == ["SignIn.swift:8 label-not-capitalized violation"], "\(findings)")
  }
}
