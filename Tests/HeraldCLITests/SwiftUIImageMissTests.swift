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

  @Test("A button under an .accessibilityHidden(…) the app computes needs review naming the condition")
  func computedHidden() throws {
    let findings = try Self.audit(
      """
          VStack {
            Button("More") { }
            VStack { Button("Less") { } }.accessibilityHidden(isCollapsed)
            Button("Close") { }.accessibilityHidden(false)
          }
      """)
    let hidden = findings.filter { $0.rule == "interactive-element-hidden" }
    #expect(hidden.map(\.line) == [3], "\(findings)")
    #expect(hidden.first?.kind == "needs-review")
    #expect(hidden.first?.message.contains("when isCollapsed is true") == true, "\(hidden)")
  }

  @Test("State the app changes (@State var hidden = true cleared on appear) does not hide a button for good")
  func stateHidden() throws {
    let source = """
      import SwiftUI

      struct Promo: View {
        @State private var isHidden = true
        var body: some View {
          VStack { Button("Turn on sync") { } }
            .accessibilityHidden(isHidden)
            .onAppear { isHidden = false }
        }
      }
      """
    let folder = try temporaryDirectory(["Promo.swift": source], prefix: "herald-state-hidden")
    let run = try Herald.run(in: folder, ["audit", "Promo.swift", "--format", "json", "--fail-on", "never"])
    let hidden = try Herald.jsonFindings(run).filter { $0["ruleId"]?.stringValue == "interactive-element-hidden" }
    #expect(hidden.map { $0["kind"]?.stringValue } == ["needs-review"], "\(hidden)")
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

  @Test("AsyncImage phases: silent views decide it; a text, an app function or passed code leave it unknown")
  func asyncImagePhases() throws {
    let findings = try Self.audit(
      """
          VStack {
            AsyncImage(url: nil) { phase in
              switch phase {
              case .success(let image): image.resizable()
              case .failure: Image(systemName: "photo")
              default: ProgressView()
              }
            }
            AsyncImage(url: nil) { phase in if let image = phase.image { image } else { Text("Failed") } }
            AsyncImage(url: nil) { phase in content(phase) }
            AsyncImage(url: nil, content: content)
          }
      """)
    let images = findings.filter { $0.rule == "meaningful-image-unlabeled" }
    #expect(images.map(\.line) == [2, 9, 10, 11], "\(findings)")
    #expect(images.map(\.kind) == ["violation", "needs-review", "needs-review", "needs-review"], "\(findings)")
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

  @Test("A combined row whose text only contains an image's name, or whose image is inside a labelled view, passes")
  func combinedImageNameNotRead() throws {
    let findings = try Self.audit(
      """
          VStack {
            HStack {
              HStack { Image("star"); Image("star") }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Rated 2 stars")
              Text("Reviews")
            }
            .accessibilityElement(children: .combine)
          }
      """)
    #expect(!findings.contains { $0.rule == "meaningful-image-unlabeled" }, "\(findings)")
  }

  @Test("A view made an element with nothing to say is flagged; inside a button, or with a value, it is not")
  func silentElement() throws {
    let findings = try Self.audit(
      """
          VStack {
            ZStack { Color.red }.accessibilityElement()
            Button { } label: { ZStack { Color.red }.accessibilityElement() }.accessibilityLabel("Stop")
            ZStack { Color.red }.accessibilityElement().accessibilityValue("Recording")
          }
      """)
    let silent = findings.filter { $0.rule == "accessibility-element-without-label" }
    #expect(silent.map(\.line) == [2] && silent.first?.kind == "violation", "\(findings)")
  }

  @Test("A double tap is not how a view acts as a button, given as onTapGesture(count:) or as TapGesture(count:)")
  func doubleTap() throws {
    let findings = try Self.audit(
      """
          VStack {
            Text("Liked").onTapGesture(count: 2) { }
            Text("Zoom").gesture(TapGesture(count: 2).onEnded { })
            Text("Open").gesture(TapGesture().onEnded { })
            Text("Both").gesture(TapGesture(count: 2).onEnded { }.exclusively(before: TapGesture().onEnded { }))
          }
      """)
    let taps = findings.filter { $0.rule == "tap-without-button-trait" }
    #expect(taps.map(\.line) == [4, 5], "\(findings)")
  }
}
