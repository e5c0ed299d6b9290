import HeraldAudit
import HeraldSyntax
import HeraldTree
import Testing

/// A scene a loader's budget cut is audited as far as it was read, and the cut is an input error:
/// what was left out is not passed as absent.
@Suite("Scenes read in part")
struct PartlyReadSceneTests {
  static func tree(cut reason: String?) -> ControlTree {
    let location = SourceLocation(file: "Fan.swift", line: 2, column: 1)
    var root = Element(
      id: "Fan", role: .view, children: [Element(id: "Fan/0", role: .button, location: location)], location: location)
    if let reason {
      root.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.truncatedKeyPath, value: .other(type: "swiftui", text: reason)))
    }
    return ControlTree(
      file: "Fan.swift", format: .swiftUI, platform: .iOS,
      scenes: [Scene(id: "Fan", name: "Fan", root: root, location: location)])
  }

  @Test("A cut scene is an input error at the scene naming the budget; its findings are kept")
  func cut() throws {
    // Every button is a finding.
    let auditor = try Auditor(rules: [try LargeSceneTests.rule(selector: "{role: button}")])
    let whole = auditor.audit(Self.tree(cut: nil))
    let partial = auditor.audit(Self.tree(cut: "the run's budget of 29624 elements is spent"))
    #expect(whole.errors.isEmpty)
    #expect(partial.findings == whole.findings)
    #expect(!partial.findings.isEmpty)
    let error = try #require(partial.errors.first)
    #expect(partial.errors.count == 1)
    #expect(error.location?.line == 2)
    #expect(error.message.hasPrefix("Fan was read only in part, as the run's budget of 29624 elements is spent"))
  }
}
