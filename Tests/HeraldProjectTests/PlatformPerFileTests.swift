import HeraldAnnouncer
import HeraldAudit
import HeraldICU
import HeraldProject
import HeraldSource
import HeraldStrings
import HeraldTestSupport
import HeraldTree
import Testing

/// A file is judged for each platform its targets build it for (`SUPPORTED_PLATFORMS`, `SDKROOT`).
@Suite("Platform per file: judged for each platform its targets build it for")
struct PlatformPerFileTests {
  /// An icon button whose size the source does not fix: iOS asks for 44 × 44 pt, macOS has no
  /// touch-target minimum; a text with a fixed size and no translation for de is a finding on both.
  static let toolbar = """
    import SwiftUI

    struct Toolbar: View {
      var body: some View {
        VStack {
          Button { } label: { Image(systemName: "plus") }
          Text("Goodbye")
        }
      }
    }
    """

  static let catalog = """
    {"sourceLanguage":"en","strings":{"Goodbye":{},"Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}},"version":"1.0"}
    """

  static func app(platforms: String) -> [String: String] {
    var files = ProjectFixtures.app
    files["App.xcodeproj/project.pbxproj"] = ProjectFixtures.pbxproj.replacingOccurrences(
      of: "SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\"", with: "SUPPORTED_PLATFORMS = \"\(platforms)\"")
    files["Synced/Toolbar.swift"] = toolbar
    files["App/Localizable.xcstrings"] = catalog
    return files
  }

  @Test("An app built for iOS and macOS gives one unit per platform, each naming its target for shared files")
  func units() throws {
    let root = try temporaryDirectory(Self.app(platforms: "iphoneos iphonesimulator macosx"), prefix: "herald-platform")
    let plan = AuditPlan(inputs: [root], selection: TargetSelection())
    #expect(plan.units.map(\.platform) == [.iOS, .macOS])
    #expect(plan.units.map { $0.variants[root + "/Synced/Toolbar.swift"] } == ["iOS: App", "macOS: App"])
    let single = try temporaryDirectory(Self.app(platforms: "macosx"), prefix: "herald-platform")
    let one = AuditPlan(inputs: [single], selection: TargetSelection())
    #expect(one.units.map(\.platform) == [.macOS])
    #expect(one.units.first?.variants.isEmpty == true)
  }

  @Test(
    "A file its target builds for some of its platforms only (a build file's platformFilters, a synchronized folder's platformFiltersByRelativePath) is judged for those only"
  )
  func filteredFiles() throws {
    var files = Self.app(platforms: "iphoneos iphonesimulator macosx")
    files["App.xcodeproj/project.pbxproj"] = files["App.xcodeproj/project.pbxproj"]?
      .replacingOccurrences(
        of: "fileRef = F1 /* View.swift */; };", with: "fileRef = F1 /* View.swift */; platformFilters = (ios, ); };"
      )
      .replacingOccurrences(
        of: "membershipExceptions = (Info.plist, Old, );",
        with:
          "membershipExceptions = (Info.plist, Old, ); platformFiltersByRelativePath = { Toolbar.swift = (macos, ); };")
    files["App/View.swift"] = Self.toolbar.replacingOccurrences(of: "Toolbar", with: "PhoneBar")
    let root = try temporaryDirectory(files, prefix: "herald-platform")
    let view = root + "/App/View.swift"
    let toolbar = root + "/Synced/Toolbar.swift"
    let target = try #require(ProjectLoader().load(root: root).targets.first { $0.name == "App" })
    #expect(target.fileFilters == [view: [.iOS], toolbar: [.macOS]])
    #expect(
      target.platforms(building: view) == [.iOS]
        && target.platforms(building: root + "/Synced/Settings.swift") == [.iOS, .macOS])
    let plan = AuditPlan(inputs: [root], selection: TargetSelection())
    #expect(plan.units.map(\.platform) == [.iOS, .macOS])
    for unit in plan.units {
      let built = unit.inputs
      #expect(built.contains(view) == (unit.platform == .iOS), "\(String(describing: unit.platform)): \(built)")
      #expect(built.contains(toolbar) == (unit.platform == .macOS), "\(String(describing: unit.platform)): \(built)")
      // Each is built for one platform: no unit names it as one variant of two.
      #expect(unit.variants[view] == nil && unit.variants[toolbar] == nil)
    }
    #expect(FilePlatforms(inputs: [root]).platform(of: view) == .iOS)
    #expect(FilePlatforms(inputs: [root]).platform(of: toolbar) == .macOS)
    // The icon button is judged for iOS's touch-target minimum in the file built for iOS only.
    let findings = ProjectAudit().run(AuditRequest(inputs: [root])).report?.findings ?? []
    let small = findings.filter { $0.ruleID == "touch-target-too-small" }.map(\.location.source.file)
    #expect(small == [view], "\(small)")
  }

  @Test("Each unit knows its platform's deployment target; a view's `else` of an older #available never shows")
  func deployment() throws {
    var files = Self.app(platforms: "iphoneos iphonesimulator macosx")
    files["Synced/Toolbar.swift"] = """
      import SwiftUI

      struct Toolbar: View {
        var body: some View {
          if #available(iOS 15, macOS 12, *) {
            Text("Current").font(.body)
          } else {
            Text("Legacy").font(.system(size: 12))
          }
        }
      }
      """
    let root = try temporaryDirectory(files, prefix: "herald-platform")
    let plan = AuditPlan(inputs: [root], selection: TargetSelection())
    #expect(
      plan.units.map(\.deployment) == [
        Deployment(platform: .iOS, version: "16.0"), Deployment(platform: .macOS, version: "14.0"),
      ])
    let findings = ProjectAudit().run(AuditRequest(inputs: [root])).report?.findings ?? []
    let fixed = findings.filter {
      $0.ruleID == "text-without-dynamic-type" && $0.location.source.file.hasSuffix("Toolbar.swift")
    }
    #expect(fixed.isEmpty, "\(fixed.map(\.messageWithEvidence))")
  }

  @Test("A target that states no deployment target leaves the platform's deployment unknown")
  func deploymentUnknown() throws {
    var files = Self.app(platforms: "iphoneos iphonesimulator macosx")
    files["App.xcodeproj/project.pbxproj"] = files["App.xcodeproj/project.pbxproj"]?.replacingOccurrences(
      of: "IPHONEOS_DEPLOYMENT_TARGET = 16.0; ", with: "")
    let root = try temporaryDirectory(files, prefix: "herald-platform")
    let plan = AuditPlan(inputs: [root], selection: TargetSelection())
    #expect(plan.units.map(\.deployment) == [nil, Deployment(platform: .macOS, version: "14.0")])
  }

  @Test("A finding only one platform gives names it; one both give is reported once, naming none")
  func findings() throws {
    let root = try temporaryDirectory(Self.app(platforms: "iphoneos iphonesimulator macosx"), prefix: "herald-platform")
    let findings = ProjectAudit().run(AuditRequest(inputs: [root])).report?.findings ?? []
    let toolbar = findings.filter { $0.location.source.file.hasSuffix("Toolbar.swift") }
    let touch = toolbar.filter { $0.ruleID == "touch-target-too-small" }
    #expect(touch.count == 1, "\(toolbar.map(\.messageWithEvidence))")
    #expect(touch.first?.target == "iOS: App")
    #expect(touch.first?.messageWithEvidence.hasPrefix("[iOS: App] ") == true)
    let untranslated = toolbar.filter { $0.message.contains("“Goodbye” has no translation for de") }
    #expect(untranslated.count == 1, "\(toolbar.map(\.messageWithEvidence))")
    #expect(untranslated.first?.target == nil)
  }

  @Test(
    "A claim one platform finds first in a screen only it builds still names every platform that finds it in another"
  )
  func claimFoundFirstOnOnePlatform() throws {
    var files = Self.app(platforms: "iphoneos iphonesimulator macosx")
    files["Synced/Screens.swift"] = """
      import SwiftUI
      #if os(iOS)
      struct PhoneScreen: View { var body: some View { VStack { Text("Hello"); Toolbar() } } }
      #endif
      struct Shell: View { var body: some View { List { Toolbar() } } }
      """
    let root = try temporaryDirectory(files, prefix: "herald-platform")
    let findings = ProjectAudit().run(AuditRequest(inputs: [root])).report?.findings ?? []
    let untranslated = findings.filter { $0.message.contains("“Goodbye” has no translation for de") }
    #expect(untranslated.count == 1, "\(untranslated.map(\.messageWithEvidence))")
    #expect(untranslated.first?.target == nil, "iOS and macOS both find it: \(untranslated.map(\.messageWithEvidence))")
  }

  @Test("An app judged for two platforms reads each string table once, and both parts see its translations")
  func tablesReadOnce() throws {
    let root = try temporaryDirectory(Self.app(platforms: "iphoneos iphonesimulator macosx"), prefix: "herald-platform")
    let tableFiles = TableFileCache()
    let audit = ProjectAudit(environment: .herald(parses: SwiftParses(), tableFiles: tableFiles))
    let findings = audit.run(AuditRequest(inputs: [root])).report?.findings ?? []
    #expect(tableFiles.readCounts[root + "/App/Localizable.xcstrings"] == 1)
    #expect(tableFiles.readCounts.values.allSatisfy { $0 == 1 }, "\(tableFiles.readCounts)")
    #expect(findings.contains { $0.message.contains("“Goodbye” has no translation for de") })
  }

  @Test("A SwiftUI view of a macOS-only app is judged as macOS: no touch-target minimum")
  func macOnly() throws {
    let root = try temporaryDirectory(Self.app(platforms: "macosx"), prefix: "herald-platform")
    let findings = ProjectAudit().run(AuditRequest(inputs: [root])).report?.findings ?? []
    #expect(!findings.contains { $0.ruleID == "touch-target-too-small" }, "\(findings.map(\.messageWithEvidence))")
    #expect(findings.contains { $0.message.contains("“Goodbye” has no translation for de") })
    #expect(!findings.contains { $0.target != nil })
  }

  @Test("A file that declares its platform keeps it: an iOS storyboard in a macOS target is judged as iOS")
  func declared() throws {
    var files = Self.app(platforms: "macosx")
    files["App/Base.lproj/Main.storyboard"] = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
      <scenes><scene sceneID="s"><objects><viewController id="vc"><view key="view" id="v">
      <rect key="frame" x="0" y="0" width="320" height="480"/>
      <subviews><button id="b" contentMode="scaleToFill"><rect key="frame" x="0" y="0" width="20" height="20"/>
      <state key="normal" title="Go"/></button></subviews>
      </view></viewController></objects></scene></scenes>
      </document>
      """
    let root = try temporaryDirectory(files, prefix: "herald-platform")
    let findings = ProjectAudit().run(AuditRequest(inputs: [root])).report?.findings ?? []
    #expect(
      findings.contains { $0.ruleID == "touch-target-too-small" && $0.location.source.file.hasSuffix(".storyboard") },
      "\(findings.map(\.messageWithEvidence))")
  }

  @Test("A SwiftUI file only a macOS target builds is placed on macOS for announce; one built for both keeps iOS")
  func placing() throws {
    let mac = try temporaryDirectory(Self.app(platforms: "macosx"), prefix: "herald-platform")
    let both = try temporaryDirectory(Self.app(platforms: "iphoneos iphonesimulator macosx"), prefix: "herald-platform")
    for (root, expected) in [(mac, Platform.macOS), (both, .iOS)] {
      let file = root + "/Synced/Toolbar.swift"
      let tree = try TreeReader.herald(for: [root]).load(path: file)
      #expect(tree.platform == .iOS && !tree.declaresPlatform)
      #expect(FilePlatforms(inputs: [root]).placing(tree).platform == expected, "\(root)")
      // Named alone, the file is found in its project too.
      #expect(FilePlatforms(inputs: [file]).placing(tree).platform == expected, "\(file)")
    }
  }

  @Test("announce and tree read a file's #if os(…) for the one platform its project builds it for")
  func conditionsForThePlatform() throws {
    let view = """
      import SwiftUI

      struct Toolbar: View {
        var body: some View {
          #if os(macOS)
          Text("Mac")
          #else
          Text("Phone")
          #endif
        }
      }
      """
    for (platforms, expected) in [("macosx", "Mac"), ("iphoneos iphonesimulator macosx", "Phone")] {
      var files = Self.app(platforms: platforms)
      files["Synced/Toolbar.swift"] = view
      let root = try temporaryDirectory(files, prefix: "herald-platform")
      let file = root + "/Synced/Toolbar.swift"
      let tree = try TreeReader.herald(for: [root], files: FilePlatforms(inputs: [root])).load(path: file)
      let texts = tree.scenes.flatMap { $0.root.children.compactMap(\.content.text) }
      #expect(texts == [expected], "\(platforms): \(texts)")
      let spoken = try Announcer(locale: LanguageTag("en")).announce(tree).scenes.flatMap(\.utterances).map(\.text)
      #expect(spoken.contains { $0.contains(expected) }, "\(platforms): \(spoken)")
    }
  }

  @Test("On macOS VoiceOver reads a SwiftUI Toggle as a checkbox unless its style is .switch; on iOS as a switch")
  func toggles() throws {
    let settings = """
      import SwiftUI

      struct Settings: View {
        @State private var sounds = false
        @State private var sync = true
        var body: some View {
          Form {
            Toggle("Play sounds", isOn: $sounds)
            Toggle("Sync", isOn: $sync).toggleStyle(.switch)
          }
        }
      }
      """
    var spoken: [Platform: [String]] = [:]
    for (platforms, platform) in [("macosx", Platform.macOS), ("iphoneos iphonesimulator", .iOS)] {
      var files = Self.app(platforms: platforms)
      files["Synced/Settings.swift"] = settings
      let root = try temporaryDirectory(files, prefix: "herald-platform")
      let file = root + "/Synced/Settings.swift"
      let tree = FilePlatforms(inputs: [file]).placing(try TreeReader.herald(for: [root]).load(path: file))
      #expect(tree.platform == platform)
      let announcement = try Announcer(locale: LanguageTag("en")).announce(tree)
      spoken[platform] = announcement.scenes.flatMap(\.utterances).map(\.text)
    }
    #expect(spoken[.macOS] == ["Play sounds, unchecked, checkbox", "Sync, on, switch"], "\(spoken)")
    #expect(spoken[.iOS]?.first?.hasPrefix("Play sounds. Switch Button. Off.") == true, "\(spoken)")
  }

  @Test("A view below an app that no target builds is not read as a screen unless the user names it; the run says so")
  func unbuiltFiles() throws {
    var files = Self.app(platforms: "iphoneos iphonesimulator")
    files["Stray/Unused.swift"] = Self.toolbar.replacingOccurrences(of: "Toolbar", with: "Unused")
    let root = try temporaryDirectory(files, prefix: "herald-platform")
    let stray = root + "/Stray/Unused.swift"
    let view = root + "/App/View.swift"
    let platforms = FilePlatforms(inputs: [root])
    #expect(platforms.unbuilt.contains(stray) && !platforms.unbuilt.contains(view))
    #expect(!platforms.reads(stray) && platforms.reads(view))
    let (read, note) = platforms.screens(TreeReader.herald(for: [root], files: platforms).load(paths: [root]))
    #expect(read.contains { $0.path == view } && !read.contains { $0.path == stray })
    #expect(note?.hasPrefix("1 UI file no target builds is not read as screens (\(stray))") == true, "\(note ?? "")")
    // Named, it is read (with the app for context), and nothing is left out.
    let named = FilePlatforms(inputs: [stray])
    #expect(named.reads(stray))
    let (alone, none) = named.screens(TreeReader.herald(for: [stray], files: named).load(paths: [stray]))
    #expect(alone.map(\.path) == [stray] && none == nil)
    // A folder without a project is read whole, as before.
    let folder = try temporaryDirectory(["Unused.swift": Self.toolbar], prefix: "herald-platform")
    #expect(FilePlatforms(inputs: [folder]).unbuilt.isEmpty)
  }
}
