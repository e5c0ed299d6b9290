import Foundation
import HeraldTestSupport
import Testing

/// A SwiftUI view other views use is read on its own and inside each of them: where a view that
/// uses it reads the element, that scene decides a claim the view's own scene leaves open.
@Suite("Claims about views other views use are decided where they are used")
struct SharedViewClaimsTests {
  static let source = """
    import SwiftUI

    struct Tag: View {
      var body: some View {
        Text("#swift")
          .onTapGesture { print("open") }
      }
    }

    struct Wrapped: View {
      var body: some View {
        Text("#ios")
          .onTapGesture { print("open") }
      }
    }

    struct Hidden: View {
      var body: some View {
        Text("#mac")
          .onTapGesture { print("open") }
      }
    }

    struct Screen: View {
      var body: some View {
        List {
          Tag()
          Wrapped().accessibilityAddTraits(.isButton)
          Hidden().accessibilityHidden(true)
        }
      }
    }
    """

  /// `tap-without-button-trait` findings by line: kind and missing evidence.
  static func taps() throws -> [Int: [String]] {
    let folder = try temporaryDirectory(["Screen.swift": source], prefix: "herald-shared-views")
    let run = try Herald.run(in: folder, ["audit", "Screen.swift", "--format", "json", "--fail-on", "never"])
    var found: [Int: [String]] = [:]
    for finding in try Herald.jsonFindings(run) where finding["ruleId"]?.stringValue == "tap-without-button-trait" {
      let kind = finding["kind"]?.stringValue ?? ""
      let evidence = finding["missingEvidence"]?["code"]?.stringValue ?? ""
      found[finding["line"]?.intValue ?? 0, default: []].append(evidence.isEmpty ? kind : "\(kind) (\(evidence))")
    }
    return found
  }

  @Test("A tap in a used view is a violation where it is used bare, and passes where the user adds the trait")
  func decidedWhereUsed() throws {
    let taps = try Self.taps()
    #expect(taps[5] == ["violation"], "\(taps)")
    #expect(taps[12] == nil, "\(taps)")
  }

  @Test("Where every use hides the view, its own scene's needs review stays: nothing decided it")
  func hiddenWhereUsed() throws {
    let taps = try Self.taps()
    #expect(taps[19] == ["needs-review (used-in)"], "\(taps)")
  }

  @Test("Where every scene that reads an element defers it to the views around, the needs review stays")
  func deferredThroughAChain() throws {
    // `Badge` is used by `Banner`, `Banner` by `Top`, and `Top` only where it is hidden: each scene
    // that reads the image is a view other views use, none decides, so its claim must not vanish.
    let source = """
      import SwiftUI

      struct Badge: View {
        var body: some View {
          Image("Alert-Color-16")
        }
      }

      struct Banner: View {
        var body: some View {
          HStack { Badge(); Text("Offline") }
        }
      }

      struct Top: View {
        var body: some View {
          VStack { Banner() }
        }
      }

      struct Outer: View {
        var body: some View {
          Top().accessibilityHidden(true)
        }
      }
      """
    let folder = try temporaryDirectory(["Views.swift": source], prefix: "herald-shared-chain")
    let run = try Herald.run(in: folder, ["audit", "Views.swift", "--format", "json", "--fail-on", "never"])
    let images = try Herald.jsonFindings(run).filter { $0["ruleId"]?.stringValue == "meaningful-image-unlabeled" }
    #expect(images.map { $0["line"]?.intValue } == [5], "\(images)")
    #expect(images.map { $0["kind"]?.stringValue } == ["needs-review"], "\(images)")
  }

  @Test("A caller that fixes a branch decides the element, though the view's own scene numbers it otherwise")
  func decidedWhereTheCallerFixesABranch() throws {
    // On its own, `Row` keeps both branches (`Row/0/1/0`); `Screen` passes `compact: false`, so it
    // reads the tap as `Row/0/0/0`. The same code is one claim, decided where it is used.
    let source = """
      import SwiftUI

      struct Row: View {
        var compact: Bool
        var body: some View {
          if compact {
            Text("A")
          } else {
            Text("#swift")
              .onTapGesture { print("open") }
          }
        }
      }

      struct Screen: View {
        var body: some View {
          List { Row(compact: false) }
        }
      }
      """
    let folder = try temporaryDirectory(["Row.swift": source], prefix: "herald-shared-branch")
    let run = try Herald.run(in: folder, ["audit", "Row.swift", "--format", "json", "--fail-on", "never"])
    let taps = try Herald.jsonFindings(run).filter { $0["ruleId"]?.stringValue == "tap-without-button-trait" }
    #expect(taps.map { $0["line"]?.intValue } == [9], "\(taps)")
    #expect(taps.map { $0["kind"]?.stringValue } == ["violation"], "\(taps)")
  }
}
