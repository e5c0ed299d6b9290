import Foundation
import HeraldTestSupport
import Testing

/// `Image(.closeIcon)`, a symbol Xcode generates for an image of the app's asset catalog, is read
/// by the asset's name as `Image("Close-Icon")` is (issue 34: it printed `‹.closeIcon›`). A
/// symbol no catalog of the project has stays the run's value. Written for Herald.
@Suite("Images by the symbols Xcode generates for them")
struct AssetSymbolImageTests {
  static let screen = """
    import SwiftUI

    struct Banner: View {
      var body: some View {
        HStack {
          Image(.heroArt)
          Button { } label: { Image(.closeIcon) }
          Image(.missingArt)
        }
      }
    }
    """

  func folder() throws -> String {
    try temporaryDirectory(
      [
        "App.xcodeproj/project.pbxproj": AssetColorContrastTests.project(accent: nil, sources: ["Banner.swift"]),
        "Banner.swift": Self.screen,
        "Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
        "Assets.xcassets/Close-Icon.imageset/Contents.json":
          #"{"images": [], "info": {"author": "xcode", "version": 1}}"#,
        "Assets.xcassets/hero_art_image.imageset/Contents.json":
          #"{"images": [], "info": {"author": "xcode", "version": 1}}"#,
      ], prefix: "herald-asset-symbols")
  }

  @Test("announce reads the asset's name")
  func announced() throws {
    let run = try Herald.run(in: try folder(), ["announce", "Banner.swift"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains(". hero_art_image. Image."), "\(run.output)")
    #expect(run.output.contains(". Close-Icon. Button."), "\(run.output)")
    #expect(run.output.contains("‹.missingArt›"), "\(run.output)")
  }

  @Test("audit names the asset the image button reads")
  func audited() throws {
    let run = try Herald.run(in: try folder(), ["audit", ".", "--format", "json", "--fail-on", "never"])
    let messages = try Herald.jsonFindings(run).filter { $0["ruleId"]?.stringValue == "image-button-missing-label" }
      .compactMap { $0["message"]?.stringValue }
    #expect(messages.contains { $0.contains("“Close-Icon”") }, "\(messages)")
  }
}
