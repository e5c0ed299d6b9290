import HeraldSyntax
import HeraldTree
import Testing

@testable import HeraldReport

@Suite struct CanvasGeometryTests {
  @Test func rectanglesAreStandardisedAndClamped() {
    #expect(
      CanvasGeometry.bounded(Rect(x: 200, y: 10, width: -30, height: -20))
        == Rect(x: 170, y: -10, width: 30, height: 20))
    let huge = CanvasGeometry.bounded(Rect(x: 1e300, y: -1e300, width: 1e308, height: .nan))
    #expect(huge == Rect(x: 100_000, y: -100_000, width: 0, height: 0))
    #expect(CanvasGeometry.bounded(Rect(x: 10, y: 10, width: 1e9, height: 20)).width == 99_990)
    #expect(CanvasGeometry.bounded(.nan) == 0 && CanvasGeometry.bounded(-.infinity) == -100_000)
  }

  @Test func numbersAreWrittenAsSVGReadsThem() {
    #expect(Markup.number(12) == "12" && Markup.number(12.5) == "12.5" && Markup.number(-3.25) == "-3.25")
    #expect(Markup.number(0.004) == "0" && Markup.number(1.999) == "2" && Markup.number(7.10) == "7.1")
    #expect(Markup.number(.infinity) == "100000" && Markup.number(.nan) == "0")
  }

  @Test func aStepperWithoutFramesIsVisitedAsItsTwoHalves() {
    let here = SourceLocation(file: "s.json", line: 1, column: 1)
    let stepper = Element(id: "count", role: .stepper, location: here)
    let root = Element(
      id: "root", role: .view, stack: StackLayout(axis: .vertical),
      children: [Element(id: "title", role: .staticText, content: Content(text: "Guests"), location: here), stepper],
      location: here)
    let canvas = SceneCanvas(root: root)
    let whole = canvas.box(for: "count")?.rect
    let minus = canvas.rect(for: "count#decrement", frame: nil)
    let plus = canvas.rect(for: "count#increment", frame: nil)
    #expect(whole != nil && minus != nil && plus != nil)
    if let whole, let minus, let plus {
      #expect(minus.x == whole.x && plus.x == whole.x + whole.width / 2 && minus.width == whole.width / 2)
    }
    // Mirrored, the decrement half is on the right.
    let mirrored = canvas.mirrored()
    let mirroredWhole = mirrored.box(for: "count")?.rect
    #expect(mirrored.rect(for: "count#decrement", frame: nil).map { $0.x > (mirroredWhole?.x ?? .infinity) } == true)
  }
}
