import HeraldAnnouncer
import HeraldSource
import HeraldTree
import Testing

/// Herald's SwiftUI reader and `voiceover` profile against cashapp/AccessibilitySnapshot's
/// reference images of its SwiftUI demo views (iOS 18.5): each view's source, written for Herald
/// after the demo, read as `herald announce` reads a file, must say every legend entry exactly
/// and in order, but for the exceptions each case documents.
@Suite("Conformance with AccessibilitySnapshot's SwiftUI references")
struct SwiftUIConformanceTests {
  @Test("every legend entry is spoken exactly, in order", arguments: SwiftUIConformanceCase.all)
  func legend(_ reference: SwiftUIConformanceCase) throws {
    // The demos' section view is a file of its own, as in the demo app: the view is read among
    // the app's files, and no other code names it.
    let path = "/conformance/\(reference.view).swift"
    let section = ("/conformance/DemoSection.swift", SwiftUIConformanceCase.demoSection)
    let views = SwiftUIViewIndex(sources: [(path, reference.source), section])
    let tree = try SwiftUILoader(views: views).load(Array(reference.source.utf8), file: path)
    let scene = try #require(tree.scenes.first { $0.id == reference.view })
    let utterances = try announcer("en").reading(.iOS).utterances(in: scene.root)
    #expect(utterances.map(\.text) == reference.entries.map(\.text))
    #expect(utterances.map(\.hint) == reference.entries.map(\.hint))
  }

  @Test("the cases cover the iOS 18 references of the demos, and each exception says why")
  func coverage() {
    let references = SwiftUIConformanceCase.all.map(\.reference)
    #expect(Set(references).count == references.count)
    #expect(references.count >= 6)
    #expect(SwiftUIConformanceCase.all.flatMap(\.exceptions).allSatisfy { $0.count > 40 })
  }
}
