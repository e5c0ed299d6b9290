import HeraldReport
import HeraldSyntax
import HeraldTree
import Testing

@Suite struct SceneCanvasTests {
  private static let here = SourceLocation(file: "test.json", line: 1, column: 1)

  @Test func framedScenesAreDrawnAtTheirScreenFramesAndBarsWhereIOSPutsThem() throws {
    let visual = try ReportSupport.visual(try ReportSupport.audit(["Examples/FoodTracker/Main.storyboard"]))
    let scene = try #require(ReportSupport.scene(visual, named: "Meal Detail — MealViewController"))
    let canvas = scene.canvas
    #expect(canvas.mode == .screen)
    #expect(canvas.width == 375 && canvas.height == 667)
    // The text field is at its frame inside the stack (16, 84).
    let field = try #require(canvas.box(for: "Nm4-tE-7fJ"))
    #expect(field.rect == Rect(x: 16, y: 84, width: 343, height: 30))
    #expect(field.text == "Enter meal name" && field.isPlaceholder && !field.isEstimated)
    // The navigation bar has no frame in the storyboard: under the status bar, its items
    // estimated — Cancel leading, the title centred, Save trailing.
    let bar = try #require(canvas.box(for: "Nv5-iT-9wE"))
    #expect(bar.isEstimated && bar.rect.y == 20 && bar.rect.height == 44 && bar.rect.width == 375)
    let cancel = try #require(canvas.box(for: "Cn2-xL-4bT"))
    let title = try #require(canvas.box(for: "Nv5-iT-9wE/title"))
    let save = try #require(canvas.box(for: "Sv7-bT-6nQ"))
    #expect(cancel.rect.x < title.rect.x && title.rect.x + title.rect.width < save.rect.x)
    #expect(abs(title.rect.x + title.rect.width / 2 - 187.5) < 0.01)
    #expect(save.rect.x + save.rect.width <= 375)
    // The five stars the RatingControl's model makes sit on one row, 44 pt apart plus spacing.
    let stars = try (1...5).map { try #require(canvas.box(for: "Rt8-sC-1mN#\($0)")) }
    #expect(Set(stars.map(\.rect.y)).count == 1)
    #expect(zip(stars, stars.dropFirst()).allSatisfy { $1.rect.x - $0.rect.x == 52 })
    #expect(canvas.unplaced.isEmpty)
  }

  @Test func scenesWithoutFramesAreOutlinesWithHorizontalStacksAsRows() {
    func star(_ index: Int) -> Element {
      Element(
        id: "star\(index)", role: .button, content: Content(images: [.normal: "star"]), location: Self.here)
    }
    // An HStack around a ForEach (a wrapper without a stack of its own) of five buttons, and a
    // title above it in a VStack.
    let row = Element(
      id: "row", role: .stackView, stack: StackLayout(axis: .horizontal),
      children: [Element(id: "each", role: .view, children: (1...5).map(star), location: Self.here)],
      location: Self.here)
    let root = Element(
      id: "root", role: .view, stack: StackLayout(axis: .vertical),
      children: [Element(id: "title", role: .staticText, content: Content(text: "Rate it"), location: Self.here), row],
      location: Self.here)
    let canvas = SceneCanvas(root: root)
    #expect(canvas.mode == .outline)
    let stars = (1...5).compactMap { canvas.box(for: "star\($0)") }
    #expect(stars.count == 5)
    #expect(Set(stars.map(\.rect.y)).count == 1, "the stars are side by side")
    #expect(zip(stars, stars.dropFirst()).allSatisfy { $0.rect.x + $0.rect.width < $1.rect.x })
    let title = canvas.box(for: "title")
    #expect(title.map { $0.rect.y + $0.rect.height <= stars[0].rect.y } == true, "the title is above the row")
    // Every box lies inside the canvas.
    #expect(
      canvas.boxes.allSatisfy {
        $0.rect.x >= 0 && $0.rect.y >= 0 && $0.rect.x + $0.rect.width <= canvas.width
          && $0.rect.y + $0.rect.height <= canvas.height
      })
  }

  @Test func hiddenElementsAreNotDrawnAndElementsWithoutFramesAreListed() {
    let root = Element(
      id: "root", role: .view, frame: Rect(x: 0, y: 0, width: 320, height: 480),
      screenFrame: Rect(x: 0, y: 0, width: 320, height: 480),
      children: [
        Element(
          id: "gone", role: .button, screenFrame: Rect(x: 0, y: 0, width: 44, height: 44), isHidden: true,
          location: Self.here),
        Element(id: "floating", role: .staticText, content: Content(text: "No frame"), location: Self.here),
      ], location: Self.here)
    let canvas = SceneCanvas(root: root)
    #expect(canvas.box(for: "gone") == nil)
    #expect(canvas.unplaced == ["floating"])
  }
}
