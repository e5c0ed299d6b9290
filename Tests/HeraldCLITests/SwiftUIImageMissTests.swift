import Foundation
import HeraldTestSupport
import Testing

/// What the field's linters catch on SwiftUI images and taps that Herald passed in silence, or
/// flagged where a peer rightly does not (issue 38, class 5). Written for Herald after the cases
/// of SwiftLint's `accessibility_label_for_image` and `accessibility_trait_for_button`: an image
/// made in code, an `AsyncImage`, an image whose file name a combined element reads, and a double
/// tap given as a `TapGesture`.
@Suite("SwiftUI images and taps the peers catch")
struct SwiftUIImageMissTests {
  struct Finding: CustomStringConvertible {
    var line: Int
    var rule: String
    var kind: String
    var message: String
    var description: String { "\(line) \(rule) \(kind): \(message)" }
  }

  /// Audits one SwiftUI view whose body is `body` (line 1 of the body is line 5 of the file).
  static func audit(_ body: String) throws -> [Finding] {
    let source = """
      import SwiftUI

      struct Screen: View {
        let icon: UIImage
        var body: some View {
      \(body)
        }
      }
      """
    let folder = try temporaryDirectory(["Screen.swift": source], prefix: "herald-image-miss")
    let run = try Herald.run(in: folder, ["audit", "Screen.swift", "--format", "json", "--fail-on", "never"])
    return try Herald.jsonFindings(run).compactMap { finding in
      guard let line = finding["line"]?.intValue, let rule = finding["ruleId"]?.stringValue,
        let kind = finding["kind"]?.stringValue
      else { return nil }
      return Finding(line: line - 5, rule: rule, kind: kind, message: finding["message"]?.stringValue ?? "")
    }
  }

  @Test("An Image(uiImage:) or Image(nsImage:) without a label is a violation that names the call")
  func imageFromCode() throws {
    let findings = try Self.audit(
      """
          VStack {
            Image(uiImage: icon)
            Image(nsImage: NSImage(named: "gear") ?? NSImage()).resizable()
          }
      """)
    let images = findings.filter { $0.rule == "meaningful-image-unlabeled" }
    #expect(images.map(\.line) == [2, 3], "\(findings)")
    #expect(images.allSatisfy { $0.kind == "violation" }, "\(findings)")
    #expect(images.first?.message.contains("Image(uiImage:)") == true, "\(findings)")
  }

  @Test("An image from code that is labelled, hidden, or inside a labelled or combining container passes")
  func imageFromCodeLabelled() throws {
    let findings = try Self.audit(
      """
          VStack {
            Image(uiImage: icon).accessibilityLabel("Server status")
            Image(uiImage: icon).resizable().accessibilityHidden(true)
            HStack {
              Image(uiImage: icon)
              Text("Status")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Online")
            Button { } label: { HStack { Image(uiImage: icon); Text("Favorite") } }
          }
      """)
    #expect(findings.filter { $0.rule.contains("image") }.isEmpty, "\(findings)")
  }

  @Test("AsyncImage is an image without a label once loaded; a closure with an app view or a label needs review")
  func asyncImage() throws {
    let findings = try Self.audit(
      """
          VStack {
            AsyncImage(url: URL(string: "https://example.com/a.png"))
            AsyncImage(url: nil) { image in image.resizable().scaledToFit() } placeholder: { ProgressView() }
            AsyncImage(url: nil) { image in Poster(image: image) } placeholder: { Color.gray }
            AsyncImage(url: nil).accessibilityLabel("Cover")
          }
      """)
    let images = findings.filter { $0.rule == "meaningful-image-unlabeled" }
    #expect(images.map(\.line) == [2, 3, 4], "\(findings)")
    #expect(images.map(\.kind) == ["violation", "violation", "needs-review"], "\(findings)")
    #expect(!findings.contains { $0.rule == "custom-control-not-accessible" }, "\(findings)")
  }

  @Test("An element that combines an image reads its file name: a violation naming the image; a labelled image passes")
  func combinedImageName() throws {
    let findings = try Self.audit(
      """
          VStack {
            HStack {
              Image("shipping-box")
              Text("Order shipped")
            }
            .accessibilityElement(children: .combine)
            HStack {
              Image("shipping-box").accessibilityLabel("Parcel")
              Text("Order shipped")
            }
            .accessibilityElement(children: .combine)
            HStack {
              Image(decorative: "shipping-box")
              Text("Order shipped")
            }
            .accessibilityElement(children: .combine)
          }
      """)
    let images = findings.filter { $0.rule == "meaningful-image-unlabeled" }
    #expect(images.map(\.line) == [2], "\(findings)")
    #expect(images.first?.message.contains("“shipping-box”") == true, "\(findings)")
  }

  @Test("A double tap is not how a view acts as a button, given as onTapGesture(count:) or as TapGesture(count:)")
  func doubleTap() throws {
    let findings = try Self.audit(
      """
          VStack {
            Text("Liked").onTapGesture(count: 2) { }
            Text("Zoom").gesture(TapGesture(count: 2).onEnded { })
            Text("Open").gesture(TapGesture().onEnded { })
          }
      """)
    let taps = findings.filter { $0.rule == "tap-without-button-trait" }
    #expect(taps.map(\.line) == [4], "\(findings)")
  }
}
