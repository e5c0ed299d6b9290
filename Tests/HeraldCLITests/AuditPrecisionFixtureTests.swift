import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

/// One small Interface Builder file per cause of a false finding (or a miss) seen on real apps,
/// audited through the CLI, with the corrected result pinned per element (`Fixtures/precision`).
@Suite("Audit precision fixtures")
struct AuditPrecisionFixtureTests {
  /// A finding as the JSON report gives it.
  struct Found: Hashable, CustomStringConvertible {
    var object: String
    var rule: String
    var kind: String
    var evidence: String?
    var message: String

    var description: String { "\(object) \(rule) \(kind)" }
  }

  static let folder = TestPaths.tests("HeraldCLITests") + "/Fixtures/precision/"

  static func audit(_ path: String) throws -> [Found] {
    let run = try Herald.run("audit", folder + path, "--format", "json")
    #expect(run.exited && run.status <= 1, "\(run.errors)")
    let report = try JSONReader.parse(Array(run.output.utf8), file: "report.json")
    return (report["findings"]?.arrayValue ?? []).map { finding in
      Found(
        object: finding["element"]?["objectId"]?.stringValue ?? "?", rule: finding["ruleId"]?.stringValue ?? "?",
        kind: finding["kind"]?.stringValue ?? "?", evidence: finding["missingEvidence"]?["code"]?.stringValue,
        message: finding["message"]?.stringValue ?? "")
    }
  }

  @Test("Bar spaces are no elements; a bar item's custom view is judged as itself, once")
  func barItems() throws {
    let found = try Self.audit("bar-items.storyboard")
    #expect(!found.contains { $0.rule == "image-button-missing-label" }, "\(found)")
    #expect(!found.contains { ["flex", "fixed", "flex2", "sliderItem", "switchItem"].contains($0.object) })
    let labels = found.filter { $0.rule == "switch-missing-label" }
    #expect(Set(labels.map(\.object)) == ["volume", "loop"] && labels.allSatisfy { $0.kind == "violation" })
    #expect(
      found.filter { $0.object == "loop" && $0.rule == "switch-missing-label" }.count == 1, "one finding per element")
    // Since iOS 11 a bar item's custom view is tapped only within its own frame (no bar slop), and
    // nothing in the file sizes the switch: its 51 × 31 pt is its size.
    #expect(found.contains { $0.object == "loop" && $0.rule == "touch-target-too-small" && $0.kind == "violation" })
  }

  @Test("Containers a data source fills, decorative views and standard-view subclasses are not custom controls")
  func runtimeContainers() throws {
    let found = try Self.audit("runtime-containers.storyboard")
    let custom = found.filter { $0.rule == "custom-control-not-accessible" }
    #expect(custom.map(\.object) == ["gauge"], "\(custom)")
    // Without its code, a model or its nib, the gauge is undecided, and says what is missing.
    #expect(custom.first?.kind == "needs-review" && custom.first?.evidence == "class-code")
  }

  @Test("Outlets make placeholders and labels needs review; what no code reaches stays a violation")
  func outlets() throws {
    let found = try Self.audit("outlets.storyboard")
    func finding(_ object: String, _ rule: String) -> Found? { found.first { $0.object == object && $0.rule == rule } }
    #expect(finding("filled", "ib-default-title")?.kind == "needs-review")
    #expect(finding("filled", "ib-default-title")?.evidence == "outlet")
    #expect(finding("forgotten", "ib-default-title")?.kind == "violation")
    #expect(finding("playOutlet", "image-button-missing-label")?.kind == "needs-review")
    #expect(finding("trashAction", "image-button-missing-label")?.kind == "violation")
    // The tutorial's photo picker: a tap gesture on an image VoiceOver cannot focus.
    #expect(finding("photo", "tap-gesture-not-accessible")?.kind == "violation")
    // The switch's message names the label beside it, not an invented example.
    let sound = try #require(finding("sound", "switch-missing-label"))
    #expect(sound.kind == "violation" && sound.message.contains("“Sound”") && !sound.message.contains("Meal"))
  }

  @Test("UIKit's info, detail-disclosure and close buttons carry their own label; a plain image button does not")
  func systemButtons() throws {
    let found = try Self.audit("system-buttons.storyboard")
    let unlabelled = found.filter { $0.rule == "image-button-missing-label" }.map(\.object)
    #expect(unlabelled == ["plain"], "\(found)")
    let run = try Herald.run("announce", Self.folder + "system-buttons.storyboard")
    for line in ["More Info. Button.", "Close. Button."] {
      #expect(run.output.contains(line), "\(run.output)")
    }
  }

  @Test("Text is measured on what is painted behind it: a sibling's color, a gradient view's drawing, an image")
  func paintedBehind() throws {
    let found = try Self.audit("painted-behind").filter { $0.rule == "text-contrast" }
    let byObject = Dictionary(found.map { ($0.object, $0) }, uniquingKeysWith: { first, _ in first })
    #expect(byObject["onDark"] == nil, "white on the dark band behind it passes: \(found)")
    #expect(byObject["onGradient"]?.kind == "needs-review" && byObject["onGradient"]?.evidence == "runtime-value")
    let photo = byObject["onPhoto"]
    #expect(photo?.kind == "needs-review" && photo?.message.contains("LoginBackground") == true)
    #expect(byObject["onWhite"]?.kind == "violation", "\(found)")
  }

  @Test("A read-only text view is static text; slider values are whole percent")
  func announcedAsVoiceOverSaysIt() throws {
    let run = try Herald.run("announce", Self.folder + "outlets.storyboard", "--format", "json")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("\"staticText\"") && run.output.contains("Terms of use apply."))
    let bar = try Herald.run("announce", Self.folder + "bar-items.storyboard")
    #expect(bar.output.contains("50%") && !bar.output.contains("50.0"), "\(bar.output)")
  }

  @Test("No Dynamic Type, touch target or placeholder finding on tvOS or in a launch screen")
  func platformsAndLaunchScreens() throws {
    #expect(try Self.audit("tvos.storyboard").isEmpty)
    #expect(try Self.audit("LaunchScreen.storyboard").isEmpty)
  }

  @Test("macOS: cells give titles, static text fields are labels, frames read top-down, no touch targets")
  func macOS() throws {
    #expect(try Self.audit("Preferences.xib").isEmpty)
    let run = try Herald.run("announce", Self.folder + "Preferences.xib")
    let lines = run.output.split(separator: "\n").dropFirst().map { String($0) }
    #expect(lines.count == 4, "\(run.output)")
    #expect(lines.first?.contains("1. Name:") == true && lines.first?.contains("staticText") == true)
    #expect(lines.last?.contains("Save, button") == true, "macOS VoiceOver's words: \(run.output)")
  }

  @Test("A custom class whose nib is among the inputs is filled from it, and herald tree says so")
  func nibLinkage() throws {
    #expect(try Self.audit("nib").isEmpty)
    let tree = try Herald.run("tree", Self.folder + "nib/Checkout.storyboard", Self.folder + "nib/KeypadView.xib")
    #expect(tree.output.contains("content-from=") && tree.output.contains("keypad>one"), "\(tree.output)")
    // Alone, the storyboard's KeypadView is undecided.
    let alone = try Self.audit("nib/Checkout.storyboard")
    #expect(alone.map(\.kind) == ["needs-review"], "\(alone)")
  }
}
