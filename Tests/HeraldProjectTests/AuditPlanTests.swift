import HeraldAudit
import HeraldProject
import HeraldTestSupport
import Testing

@Suite("AuditPlan: the apps of a run, each read once with its own code")
struct AuditPlanTests {
  @Test("A folder of two apps gives two units; a test target, a tool and files in no target are left out and said")
  func twoApps() throws {
    var files: [String: String] = [:]
    for (name, text) in ProjectFixtures.app {
      files["One/" + name] = text
      files["Two/" + name] = text
    }
    files["Loose/Screen.storyboard"] = "<document/>\n"
    files["Loose/fr.lproj/Localizable.strings"] = "\"A\" = \"B\";\n"
    let root = try temporaryDirectory(files, prefix: "herald-plan")
    let plan = AuditPlan(inputs: [root], selection: TargetSelection())
    #expect(plan.apps.map(\.root) == [root + "/One", root + "/Two"])
    // The app target builds for iOS and macOS: each app is read once per platform.
    let apps = plan.units.filter { $0.name != nil }
    #expect(apps.map(\.name) == [root + "/One", root + "/One", root + "/Two", root + "/Two"])
    #expect(apps.map(\.platform) == [.iOS, .macOS, .iOS, .macOS])
    for unit in apps {
      let app = try #require(unit.name)
      #expect(
        unit.inputs == [
          app + "/App/Base.lproj/Main.storyboard", app + "/App/View.swift", app + "/Synced/Settings.swift",
        ])
      #expect(unit.sources == [app + "/App/View.swift", app + "/Synced/Settings.swift"])
      #expect(unit.stringTables == [app + "/App/Localizable.xcstrings", app + "/App/ru.lproj/Main.strings"])
      #expect(unit.reportedFiles == nil)
    }
    // What is under no app is read as a folder, apart from the apps.
    let folder = try #require(plan.units.first { $0.name == nil })
    // Its UI files are its inputs; its tables are read as tables, never as UI descriptions.
    #expect(folder.inputs == [root + "/Loose/Screen.storyboard"])
    // Its translations are its own tables, never the apps' beside it.
    #expect(folder.stringTables == [root + "/Loose/fr.lproj/Localizable.strings"])
    #expect(plan.notes.contains { $0.contains("2 targets left out: AppTests (unit-test), Tool (command-line-tool)") })
    #expect(
      plan.notes.contains {
        $0.contains("2 files in no target are not judged (Stray/Unused.swift, Synced/Old/Legacy.swift)")
      })
  }

  @Test("A file inside an app is read with its whole app and only its findings reported")
  func fileInsideApp() throws {
    let root = try temporaryDirectory(ProjectFixtures.app, prefix: "herald-plan")
    let file = root + "/App/View.swift"
    let plan = AuditPlan(inputs: [file], selection: TargetSelection())
    #expect(plan.units.map(\.platform) == [.iOS, .macOS])
    for unit in plan.units {
      #expect(unit.name == root)
      #expect(unit.sources == [root + "/App/View.swift", root + "/Synced/Settings.swift"])
      #expect(unit.reportedFiles == [file])
    }
  }

  @Test("--all-targets and --target choose what is read")
  func selection() throws {
    let root = try temporaryDirectory(ProjectFixtures.app, prefix: "herald-plan")
    let all = AuditPlan(inputs: [root], selection: TargetSelection(all: true))
    #expect(all.units.first?.sources?.contains(root + "/AppTests/ViewTests.swift") == true)
    let tool = AuditPlan(inputs: [root], selection: TargetSelection(names: ["Tool"]))
    #expect(tool.units.first?.sources == [root + "/Tool/main.swift"])
  }

  @Test("Without a project the folder is read as before, and a broken project falls back to the folder with its error")
  func fallbacks() throws {
    let plain = try temporaryDirectory(["Screen.storyboard": "<document/>\n"], prefix: "herald-plan")
    let plan = AuditPlan(inputs: [plain], selection: TargetSelection())
    #expect(plan.units.map(\.inputs) == [[plain]] && plan.apps.isEmpty)
    var files = ProjectFixtures.app
    files["App.xcodeproj/project.pbxproj"] = "{ objects = { "
    let broken = try temporaryDirectory(files, prefix: "herald-plan")
    let fallback = AuditPlan(inputs: [broken], selection: TargetSelection())
    #expect(fallback.units.map(\.inputs) == [[broken]])
    #expect(fallback.problems.first?.description.contains("project.pbxproj:1:") == true)
  }
}
