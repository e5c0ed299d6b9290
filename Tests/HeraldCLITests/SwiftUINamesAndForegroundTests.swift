import Foundation
import HeraldTestSupport
import Testing

/// Two of SwiftUI's facts that made false claims on apps no fix came from (issue 33): an image's
/// asset name is its label (Apple: the name of `Image(_:)` is "the localization key with which to
/// label the image"), so a name that reads as words labels it; and a foreground style reaches the
/// views inside, so text takes the colour its view's property starts with or its caller gives.
@Suite("SwiftUI image names, inherited foregrounds and what a body calls")
struct SwiftUINamesAndForegroundTests {
  struct Finding: CustomStringConvertible {
    var file: String
    var line: Int
    var rule: String
    var kind: String
    var message: String
    var description: String { "\(file):\(line) \(rule) \(kind): \(message)" }
  }

  /// Audits the files given, as one app.
  static func audit(_ files: [String: String]) throws -> [Finding] {
    let folder = try temporaryDirectory(files, prefix: "herald-names-foreground")
    let run = try Herald.run(in: folder, ["audit", "."] + ["--format", "json", "--fail-on", "never"])
    return try Herald.jsonFindings(run).compactMap { finding in
      guard let line = finding["line"]?.intValue, let rule = finding["ruleId"]?.stringValue,
        let kind = finding["kind"]?.stringValue, let file = finding["file"]?.stringValue
      else { return nil }
      return Finding(
        file: URL(fileURLWithPath: file).lastPathComponent, line: line, rule: rule, kind: kind,
        message: finding["message"]?.stringValue ?? "")
    }
  }

  @Test(
    "An image named in words is labelled by them, alone or as a button's label; a file name, a single letter, or the kind of picture alone (\"btn\", \"bg\"), is not"
  )
  func namesInWords() throws {
    let findings = try Self.audit([
      "Stats.swift": """
      import SwiftUI

      struct Stats: View {
        var body: some View {
          VStack {
            Image("Gold")
            Image("plus")
            Image("Bird Food")
            Image("StartDayIcon")
            Image("ic_close_24")
            Image("logo")
            Image(.home)
            Image(.passwordsDDG96X96)
            Image("VPNDownload")
            Image("VPN")
            Image("bg")
            Image("X")
            Button { } label: { Image("Share") }
            Button { } label: { Image("btn") }
            HStack { Image("Gold"); Text("3") }.accessibilityElement(children: .combine)
          }
        }
      }
      """
    ])
    let images = findings.filter { $0.rule == "meaningful-image-unlabeled" }
    #expect(images.map(\.line) == [9, 10, 11, 13, 14, 16, 17], "\(findings)")
    #expect(images.allSatisfy { $0.kind == "violation" }, "\(findings)")
    // The same words label an image button; a file's code does not.
    let buttons = findings.filter { $0.rule == "image-button-missing-label" }
    #expect(buttons.map(\.line) == [19] && buttons.allSatisfy { $0.kind == "violation" }, "\(findings)")
  }

  @Test("An image name the app computes, or a generated symbol that does not tell it, is judged as a file name")
  func computedNames() throws {
    let findings = try Self.audit([
      "Badge.swift": """
      import SwiftUI

      struct Badge: View {
        let iconName: String
        var body: some View {
          VStack {
            Image(iconName)
            Image(.autofillLock)
            Button { } label: { Image(iconName) }
          }
        }
      }

      struct Screen: View {
        var body: some View { Badge(iconName: Bool.random() ? "a" : "b") }
      }
      """
    ])
    let images = findings.filter { $0.rule == "meaningful-image-unlabeled" || $0.rule == "image-button-missing-label" }
    #expect(Set(images.map(\.line)) == [7, 8, 9], "\(findings)")
    #expect(images.allSatisfy { $0.kind == "violation" }, "\(findings)")
  }

  @Test("SwiftGen's asset names are read: Image(Asset.plus.name) is the asset \"plus\"")
  func swiftGenAssets() throws {
    let findings = try Self.audit([
      "Assets.swift": """
      internal enum Asset {
        internal static let plus = ImageAsset(name: "plus")
        internal static let bigGem = ImageAsset(name: "big_gem")
      }
      internal struct ImageAsset {
        internal fileprivate(set) var name: String
      }
      """,
      "Benefits.swift": """
      import SwiftUI

      struct Benefits: View {
        var body: some View {
          VStack {
            Image(Asset.plus.name)
            Image(Asset.bigGem.name)
          }
        }
      }
      """,
    ]).filter { $0.rule == "meaningful-image-unlabeled" }
    #expect(findings.map(\.line) == [7], "\(findings)")
    #expect(findings.first?.message.contains("“big_gem”") == true, "\(findings)")
  }

  static let card = """
    import SwiftUI

    private struct Card<Content: View>: View {
      @ViewBuilder let content: Content
      var body: some View {
        content.padding().background(Color(red: 0.31, green: 0.16, blue: 0.58))
      }
    }

    struct Detail: View {
      var body: some View {
        Card {
          Text("Hello")
        }
      }
    }

    """

  /// The `text-contrast` findings of `Page`, whose text takes the foreground of its `textColor`
  /// property (white unless given), used by a root that calls it as `call`.
  static func pageContrast(call: String) throws -> [Finding] {
    try audit([
      "Page.swift": card + """
        struct Page: View {
          var textColor: Color = .white
          var body: some View {
            VStack {
              Text("Title")
              Detail()
            }
            .foregroundColor(textColor)
            .background(Color(red: 0.31, green: 0.16, blue: 0.58))
          }
        }

        struct Root: View {
          var body: some View { \(call) }
        }
        """
    ]).filter { $0.rule == "text-contrast" }
  }

  @Test("Text takes the foreground its view's property starts with: white on purple passes")
  func foregroundFromProperty() throws {
    let findings = try Self.pageContrast(call: "Page()")
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test("A caller's foreground reaches the view it uses: black from the caller fails where it is given")
  func foregroundFromCaller() throws {
    let findings = try Self.pageContrast(call: "Page(textColor: .black)")
    #expect(Set(findings.map(\.line)) == [13, 21], "\(findings)")
    #expect(findings.allSatisfy { $0.kind == "violation" && $0.message.contains("#000000") }, "\(findings)")
  }

  @Test("Text in the inherited foreground of a view only others use is not judged as black on its own")
  func inheritedInEmbeddedView() throws {
    let findings = try Self.audit([
      "Page.swift": Self.card + """
        struct Page: View {
          var body: some View {
            Detail().foregroundStyle(.white)
          }
        }
        """
    ]).filter { $0.rule == "text-contrast" }
    #expect(findings.filter { $0.kind == "violation" }.isEmpty, "\(findings)")
  }

  @Test("A link or button whose label is EmptyView() alone draws nothing and is not judged")
  func emptyLabel() throws {
    let findings = try Self.audit([
      "Import.swift": """
      import SwiftUI

      struct Import: View {
        @State private var navigate = false
        var body: some View {
          VStack {
            Button("Get the app") { navigate = true }
            NavigationLink(destination: Text("Next"), isActive: $navigate) {
              EmptyView()
            }
            Button { } label: { }
          }
        }
      }
      """
    ])
    #expect(findings.map(\.line) == [11], "\(findings)")
  }

  @Test("A method of the view named like a type is read as the method")
  func capitalizedMethod() throws {
    let findings = try Self.audit([
      "Attributes.swift": """
      import SwiftUI

      struct Attributes: View {
        var body: some View {
          HStack {
            OfficialRating()
          }
        }

        @ViewBuilder
        private func OfficialRating() -> some View {
          Text("PG-13").foregroundStyle(Color(red: 0.9, green: 0.9, blue: 0.9))
        }
      }
      """
    ])
    #expect(!findings.contains { $0.rule == "custom-control-not-accessible" }, "\(findings)")
    #expect(findings.contains { $0.rule == "text-contrast" && $0.line == 12 }, "\(findings)")
  }

  @Test(
    "An icon button in the automatic style in a Form or List row is the row; a plain one or one outside is not known")
  func rowButtons() throws {
    let findings = try Self.audit([
      "Tags.swift": """
      import SwiftUI

      struct Tags: View {
        @State private var tags = ["a", "b"]
        var body: some View {
          Form {
            ForEach(tags, id: \\.self) { tag in
              HStack {
                Text(tag)
                Button { } label: { Image(systemName: "checkmark") }
              }
            }
            Button { } label: { Image(systemName: "trash") }.buttonStyle(.plain)
            Section {
              Text("Row")
            } header: {
              Button { } label: { Image(systemName: "plus") }
            }
          }
          VStack {
            Button { } label: { Image(systemName: "xmark") }
          }
        }
      }
      """
    ]).filter { $0.rule == "touch-target-too-small" }
    #expect(findings.map(\.line).sorted() == [13, 17, 21], "\(findings)")
  }

  @Test("Apple's TipView and SwiftUI's Tab are no custom views of unknown code; an app's unknown view is")
  func frameworkViews() throws {
    let findings = try Self.audit([
      "Tabs.swift": """
      import SwiftUI
      import TipKit

      struct Tabs: View {
        let tip: any Tip
        var body: some View {
          TabView {
            Tab("Home", systemImage: "house") {
              TipView(tip)
              PackageCard()
            }
          }
        }
      }
      """
    ]).filter { $0.rule == "custom-control-not-accessible" }
    #expect(findings.map(\.line) == [10], "\(findings)")
  }
}
