import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

/// Paths resolve against the project root (issue 39): the configuration's suppressions and the
/// baseline match the same findings whatever the working directory and however the inputs are
/// typed, and an entry that matches nothing is a warning.
@Suite("Project paths: suppressions and baselines relative to the project root")
struct ProjectPathsTests {
  /// An app target whose files are the synchronized folder `Sources/` (Xcode 16).
  static let pbxproj = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources; sourceTree = "<group>"; };
    \t\tG0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
    \t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); name = App; productType = "com.apple.product-type.application"; };
    \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
    \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
    \t\tR0 = {isa = PBXProject; buildConfigurationList = L1; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = G0; projectDirPath = ""; targets = (T1, ); };
    \t};
    \trootObject = R0;
    }
    """

  /// Five star buttons that show only an image: five `image-button-missing-label` violations and a
  /// `rating-value-not-exposed` one.
  static let starRow = """
    import SwiftUI

    struct StarRow: View {
      @Binding var rating: Int

      var body: some View {
        HStack {
          ForEach(1...5, id: \\.self) { star in
            Button {
              rating = star
            } label: {
              Image(systemName: star <= rating ? "star.fill" : "star")
            }
            .frame(width: 44, height: 44)
          }
        }
      }
    }

    """

  /// A screen with one button that shows only an image.
  static func screen(_ name: String, symbol: String) -> String {
    """
    import SwiftUI

    struct \(name): View {
      var body: some View {
        Button {
          close()
        } label: {
          Image(systemName: "\(symbol)")
        }
      }

      func close() {}
    }

    """
  }

  /// The configuration: the baseline, and the settings screen's unlabelled button suppressed by a
  /// file pattern relative to the configuration's folder.
  static let configuration = """
    baseline: .herald-baseline.json
    suppressions:
      - rules: [image-button-missing-label]
        file: Sources/Screens/Settings/*.swift
        reason: The settings screen is rewritten next quarter.

    """

  static let starFile = "Sources/Screens/Detail/StarRow.swift"
  static let settingsFile = "Sources/Screens/Settings/SettingsView.swift"

  /// A temporary folder holding `App/`, an app with a configuration and a baseline written by
  /// `herald audit . --write-baseline` in its folder; a profile screen is added afterwards, so
  /// that its findings are new.
  static func makeApp(configuration: String = configuration) throws -> (folder: String, app: String) {
    let folder = try temporaryDirectory(
      [
        "App/App.xcodeproj/project.pbxproj": pbxproj,
        "App/.herald.yml": configuration,
        "App/" + starFile: starRow,
        "App/" + settingsFile: screen("SettingsView", symbol: "xmark"),
      ], prefix: "herald-paths")
    let app = folder + "/App"
    let write = try Herald.run(in: app, ["audit", ".", "--write-baseline", ".herald-baseline.json"])
    #expect(write.status == 0, "\(write.errors)")
    try FileManager.default.createDirectory(atPath: app + "/Sources/Screens/Profile", withIntermediateDirectories: true)
    try screen("ProfileView", symbol: "person").write(
      toFile: app + "/Sources/Screens/Profile/ProfileView.swift", atomically: true, encoding: .utf8)
    return (folder, app)
  }

  /// What a run says about each finding, without the path as it was typed: fingerprint, rule,
  /// file name, line, element and status (`active`, `configuration` or `baseline`), sorted.
  static func findings(_ run: Herald.Run) throws -> [String] {
    let report = try JSONReader.parse(Array(run.output.utf8), file: "report.json")
    return (report["findings"]?.arrayValue ?? []).map { finding in
      let file = finding["file"]?.stringValue ?? ""
      return [
        finding["fingerprint"]?.stringValue ?? "", finding["ruleId"]?.stringValue ?? "",
        (file as NSString).lastPathComponent, "\(finding["line"]?.intValue ?? 0)",
        finding["element"]?["path"]?.stringValue ?? "",
        finding["suppression"]?["kind"]?.stringValue ?? "active",
      ].joined(separator: " ")
    }.sorted()
  }

  /// `herald audit INPUT --format json` in `directory`.
  static func audit(_ input: String, in directory: String) throws -> Herald.Run {
    try audit([input], in: directory)
  }

  /// `herald audit ARGUMENTS --format json` in `directory`, which must pass without warnings.
  static func audit(_ arguments: [String], in directory: String) throws -> Herald.Run {
    let run = try Herald.run(in: directory, ["audit"] + arguments + ["--format", "json", "--fail-on", "never"])
    #expect(run.status == 0, "\(arguments) in \(directory): \(run.errors)")
    #expect(!run.errors.contains("warning:"), "\(arguments) in \(directory): \(run.errors)")
    return run
  }

  @Test("The app audited in its folder, by absolute path from elsewhere, and from a subfolder gives the same findings")
  func sameFindingsEverywhere() throws {
    let (folder, app) = try Self.makeApp()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let inApp = try Self.findings(Self.audit(".", in: app))
    // Something of each kind, or the comparisons below prove little.
    #expect(inApp.filter { $0.hasSuffix(" active") }.count == 2, "\(inApp)")
    #expect(inApp.filter { $0.hasSuffix(" configuration") }.count == 1, "\(inApp)")
    #expect(inApp.filter { $0.hasSuffix(" baseline") }.count == 7, "\(inApp)")
    #expect(
      inApp.contains { $0.contains("image-button-missing-label SettingsView.swift") && $0.hasSuffix(" configuration") })
    #expect(inApp.contains { $0.contains("ProfileView.swift") && $0.hasSuffix(" active") })

    for (input, directory) in [
      (app, folder), (app, "/"), ("./App/", folder), ("App/../App/.", folder), (".", app + "/Sources/Screens"),
      ("../..", app + "/Sources/Screens"),
    ] {
      let elsewhere = try Self.findings(Self.audit(input, in: directory))
      #expect(elsewhere == inApp, "herald audit \(input) in \(directory)")
    }
  }

  @Test("One file deep inside the app has exactly the findings it has in the whole app's run")
  func oneFile() throws {
    let (folder, app) = try Self.makeApp()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let whole = try Self.findings(Self.audit(".", in: app))
    for file in [Self.starFile, Self.settingsFile] {
      let name = (file as NSString).lastPathComponent
      let expected = whole.filter { $0.contains(" \(name) ") }
      #expect(!expected.isEmpty)
      // Typed from the app's folder, by absolute path from elsewhere, and from the file's folder.
      let folderOfFile = app + "/" + (file as NSString).deletingLastPathComponent
      for (input, directory) in [(file, app), (app + "/" + file, "/"), (name, folderOfFile)] {
        // No warning about the other files' baseline entries or suppressions (`audit` checks).
        let alone = try Self.findings(Self.audit(input, in: directory))
        #expect(alone == expected, "herald audit \(input) in \(directory)")
      }
    }
  }

  @Test("Without a configuration an app's baseline matches whether the app is audited alone or with another")
  func appWithOthers() throws {
    let folder = try temporaryDirectory(
      [
        "App/App.xcodeproj/project.pbxproj": Self.pbxproj,
        "App/" + Self.starFile: Self.starRow,
        "Other/Other.xcodeproj/project.pbxproj": Self.pbxproj,
        "Other/Sources/SettingsView.swift": Self.screen("SettingsView", symbol: "xmark"),
      ], prefix: "herald-paths")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let write = try Herald.run(in: folder + "/App", ["audit", ".", "--write-baseline", folder + "/baseline.json"])
    #expect(write.status == 0, "\(write.errors)")
    let both = try Self.findings(Self.audit(["App", folder + "/Other", "--baseline", "baseline.json"], in: folder))
    let stars = both.filter { $0.contains("StarRow.swift") }
    #expect(stars.count == 6 && stars.allSatisfy { $0.hasSuffix(" baseline") }, "\(both)")
    #expect(both.contains { $0.contains("SettingsView.swift") && $0.hasSuffix(" active") }, "\(both)")
  }

  @Test("A suppression or a baseline entry that matches nothing is a warning that names it and says why")
  func unmatchedEntries() throws {
    let entries = """
        - rules: [image-button-missing-label]
          identifier: noSuchElement
          reason: Nothing has this identifier.
        - rules: [touch-target-too-small]
          file: Sources/Screen/Settings/*.swift
          reason: A typo in the folder's name.

      """
    let configuration = Self.configuration + entries
    let (folder, app) = try Self.makeApp(configuration: configuration)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The stars get labels: their six baseline entries match nothing any more.
    let image = "Image(systemName: star <= rating ? \"star.fill\" : \"star\")"
    try Self.starRow.replacingOccurrences(of: image, with: "Text(\"*\")")
      .write(toFile: app + "/" + Self.starFile, atomically: true, encoding: .utf8)

    for (input, directory) in [(".", app), (app, "/")] {
      let run = try Herald.run(in: directory, ["audit", input, "--fail-on", "never"])
      #expect(run.status == 0, "\(run.errors)")
      let warnings = run.errors.split(separator: "\n").filter { $0.contains("warning:") }
      #expect(
        warnings.contains {
          $0.contains(
            ".herald.yml:6:5: warning: the suppression of image-button-missing-label (identifier noSuchElement)")
            && $0.contains("no finding of its rules on its files has identifier noSuchElement")
        }, "\(run.errors)")
      #expect(
        warnings.contains {
          $0.contains(".herald.yml:9:5: warning: the suppression of touch-target-too-small")
            && $0.contains("its file pattern \"Sources/Screen/Settings/*.swift\" matches none of the 3 audited files")
        }, "\(run.errors)")
      let stale = warnings.filter { $0.contains("the entry for") && $0.contains("at \(Self.starFile)") }
      #expect(
        stale.count == 6 && stale.allSatisfy { $0.contains("its file was audited but no finding has") }, "\(run.errors)"
      )
      #expect(warnings.count == 8, "\(run.errors)")
    }

    // One file: the other files' entries and the suppressions that are not about it stay quiet.
    let alone = try Herald.run(in: app, ["audit", Self.settingsFile, "--fail-on", "never"])
    #expect(alone.status == 0 && !alone.errors.contains("warning:"), "\(alone.errors)")
  }
}
