import HeraldSyntax
import HeraldTree
import Testing

/// `Element.mirroredHorizontally(in:)` and `screenBounds`: the screen a right-to-left locale shows.
@Suite struct MirroringTests {
  private static let here = SourceLocation(file: "mirror.json", line: 1, column: 1)

  /// A 400-point-wide root at x 100 holding a container (x 20, width 200) with a button at x 10
  /// inside it, a frameless wrapper with a label placed relative to the root, and a button with an
  /// explicit activation point.
  private static func screen() -> Element {
    var pointed = Element(
      id: "pointed", role: .button, frame: Rect(x: 300, y: 100, width: 50, height: 40), location: here)
    pointed.accessibility.activationPoint = Point(x: 420, y: 120)
    let inner = Element(id: "inner", role: .button, frame: Rect(x: 10, y: 0, width: 30, height: 44), location: here)
    let container = Element(
      id: "container", role: .view, frame: Rect(x: 20, y: 10, width: 200, height: 44), children: [inner],
      location: here)
    let label = Element(
      id: "label", role: .staticText, frame: Rect(x: 50, y: 300, width: 100, height: 20), location: here)
    let wrapper = Element(id: "wrapper", role: .view, children: [label], location: here)
    var root = Element(
      id: "root", role: .view, frame: Rect(x: 100, y: 0, width: 400, height: 600),
      children: [container, wrapper, pointed], location: here)
    root.resolveScreenFrames()
    return root
  }

  private static func find(_ id: String, in root: Element) -> Element? {
    if root.id == id { return root }
    for child in root.children { if let found = find(id, in: child) { return found } }
    return nil
  }

  @Test func screenFramesRelativeFramesAndActivationPointsAreMirroredAcrossTheScreen() throws {
    let root = Self.screen()
    let mirrored = root.mirroredHorizontally(in: try #require(root.screenFrame))
    // Screen frames: x' = 100 + 500 − x − width.
    #expect(Self.find("root", in: mirrored)?.screenFrame == Rect(x: 100, y: 0, width: 400, height: 600))
    #expect(Self.find("container", in: mirrored)?.screenFrame == Rect(x: 280, y: 10, width: 200, height: 44))
    #expect(Self.find("inner", in: mirrored)?.screenFrame == Rect(x: 440, y: 10, width: 30, height: 44))
    // Relative frames within the parent's width: the inner button 10 from the container's right.
    #expect(Self.find("inner", in: mirrored)?.frame == Rect(x: 160, y: 0, width: 30, height: 44))
    // Under a frameless wrapper, a frame is relative to the nearest framed ancestor (the root).
    #expect(Self.find("label", in: mirrored)?.frame == Rect(x: 250, y: 300, width: 100, height: 20))
    #expect(Self.find("label", in: mirrored)?.screenFrame == Rect(x: 350, y: 300, width: 100, height: 20))
    // An explicit activation point (screen coordinates) moves with its element.
    let pointed = try #require(Self.find("pointed", in: mirrored))
    #expect(pointed.accessibility.activationPoint == Point(x: 180, y: 120))
    let frame = try #require(pointed.screenFrame)
    #expect(frame.x <= 180 && 180 <= frame.x + frame.width)
    // Mirroring twice gives the screen back.
    #expect(mirrored.mirroredHorizontally(in: try #require(root.screenFrame)) == root)
  }

  @Test func aRootWithoutAFrameSpansWhatItHolds() {
    let a = Element(id: "a", role: .button, screenFrame: Rect(x: 10, y: 20, width: 40, height: 40), location: Self.here)
    let b = Element(
      id: "b", role: .button, screenFrame: Rect(x: 200, y: 80, width: 60, height: 30), location: Self.here)
    let root = Element(id: "root", role: .view, children: [a, b], location: Self.here)
    #expect(root.screenBounds == Rect(x: 10, y: 20, width: 250, height: 90))
    #expect(Element(id: "empty", role: .view, location: Self.here).screenBounds == nil)
    let framed = Element(id: "f", role: .view, frame: Rect(x: 0, y: 0, width: 5, height: 5), location: Self.here)
    #expect(framed.screenBounds == Rect(x: 0, y: 0, width: 5, height: 5))
  }
}
