import HeraldTree

/// A scene's elements placed on a canvas, ready to draw: where each is, what it shows, and how it
/// was placed.
///
/// Scenes whose root has a frame (storyboards, xibs, runtime dumps, JSON trees with frames) are
/// drawn as the screen: each element at its screen frame. Bars that Interface Builder stores
/// without frames (navigation, tab and tool bars, and their items) are placed where iOS puts them
/// and marked estimated; any other element without a frame is listed as unplaced. Scenes without
/// frames (SwiftUI views, watchKit interfaces) are drawn as a structured outline
/// (``OutlineLayout``): nested boxes in document order, horizontal stacks side by side.
public struct SceneCanvas: Sendable {
  /// How the elements were placed.
  public enum Mode: String, Sendable {
    /// At their frames on the screen.
    case screen
    /// As nested boxes, for scenes without frames.
    case outline
  }

  /// How the elements were placed.
  public var mode: Mode
  /// The canvas's width, in the frames' unit.
  public var width: Double
  /// The canvas's height.
  public var height: Double
  /// The elements drawn, parents before children.
  public var boxes: [CanvasBox]
  /// Elements on screen that have no frame and could not be placed, by id.
  public var unplaced: [String]
  /// The screen's origin in the frames' coordinates: frames and activation points the announcer
  /// gives are moved by it onto the canvas.
  public var origin: Point
  /// Whether the boxes are mirrored for a right-to-left layout.
  public private(set) var isMirrored = false
  private var index: [String: Int] = [:]

  /// Creates a canvas from placed boxes.
  public init(
    mode: Mode, width: Double, height: Double, boxes: [CanvasBox], unplaced: [String] = [],
    origin: Point = Point(x: 0, y: 0)
  ) {
    self.mode = mode
    self.origin = origin
    self.width = width
    self.height = height
    self.boxes = boxes
    self.unplaced = unplaced
    for (position, box) in boxes.enumerated() where index[box.id] == nil { index[box.id] = position }
  }

  /// Places the elements of a scene's (expanded) root: at their frames when the root or its
  /// descendants have frames (the screen is then the root's frame or their bounds), as an outline
  /// otherwise.
  public init(root: Element) {
    if let frame = root.screenBounds, frame.width > 0, frame.height > 0 {
      self = ScreenLayout(root: root, screen: CanvasGeometry.bounded(frame)).canvas()
    } else {
      self = OutlineLayout(root: root).canvas()
    }
  }

  /// The canvas as a right-to-left layout shows it: every box mirrored across the vertical centre
  /// line (text is then anchored at the boxes' right edges).
  public func mirrored() -> SceneCanvas {
    var boxes = self.boxes
    for index in boxes.indices {
      let rect = boxes[index].rect
      boxes[index].rect = Rect(x: width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
    }
    var result = SceneCanvas(mode: mode, width: width, height: height, boxes: boxes, unplaced: unplaced, origin: origin)
    result.isMirrored = !isMirrored
    return result
  }

  /// Where the element `id` is on the canvas: its box, else (a screen without the element's box)
  /// the frame the announcer gives, moved onto the canvas.
  public func rect(for id: String, frame: Rect?) -> Rect? {
    if mode == .screen, let frame { return frame.offsetBy(dx: -origin.x, dy: -origin.y) }
    if let rect = box(for: id)?.rect { return rect }
    // VoiceOver visits a stepper as its two buttons (`id#decrement`, `id#increment`): the
    // leading and trailing halves of the stepper.
    for (suffix, leading) in [("#decrement", true), ("#increment", false)] where id.hasSuffix(suffix) {
      guard let stepper = box(for: String(id.dropLast(suffix.count)))?.rect else { return nil }
      let half = stepper.width / 2
      let onLeft = leading != isMirrored
      return Rect(x: onLeft ? stepper.x : stepper.x + half, y: stepper.y, width: half, height: stepper.height)
    }
    return nil
  }

  /// The box of the element `id`, if it was drawn.
  public func box(for id: String) -> CanvasBox? {
    index[id].map { boxes[$0] }
  }
}

/// One element on the canvas.
public struct CanvasBox: Sendable, Hashable {
  /// The element's id.
  public var id: String
  /// The element's role, which chooses how it is drawn.
  public var role: Role
  /// Where it is on the canvas.
  public var rect: Rect
  /// How deep it is below the root (the root is 0).
  public var depth: Int
  /// The text it shows: a title, text, or placeholder (``isPlaceholder``).
  public var text: String?
  /// Whether ``text`` is a placeholder, drawn greyed.
  public var isPlaceholder: Bool
  /// The image it shows, by name.
  public var image: String?
  /// The font size of its text, when the source gives one.
  public var fontSize: Double?
  /// A switch's state.
  public var isOn: Bool?
  /// A slider's or progress view's position, 0…1.
  public var fraction: Double?
  /// Whether its place is estimated, not read from a frame.
  public var isEstimated: Bool
  /// Whether it is a container drawn as a horizontal row (outline mode).
  public var isRow: Bool

  /// Creates a box.
  public init(
    id: String, role: Role, rect: Rect, depth: Int, text: String? = nil, isPlaceholder: Bool = false,
    image: String? = nil, fontSize: Double? = nil, isOn: Bool? = nil, fraction: Double? = nil,
    isEstimated: Bool = false, isRow: Bool = false
  ) {
    self.id = id
    self.role = role
    self.rect = rect
    self.depth = depth
    self.text = text
    self.isPlaceholder = isPlaceholder
    self.image = image
    self.fontSize = fontSize
    self.isOn = isOn
    self.fraction = fraction
    self.isEstimated = isEstimated
    self.isRow = isRow
  }

  /// A box for `element` at `rect`, with what the element shows.
  init(_ element: Element, rect: Rect, depth: Int, isEstimated: Bool = false, isRow: Bool = false) {
    let content = element.content
    // What the control shows in its state: a selected star its selected image.
    let state: ControlStateKey = element.state.isSelected ? .selected : .normal
    let title = content.titles[state] ?? content.titles[.normal] ?? content.titles.values.sorted().first
    let shown = title ?? content.text
    var fraction: Double?
    if let range = content.range, range.maximum > range.minimum {
      fraction = min(max((range.value - range.minimum) / (range.maximum - range.minimum), 0), 1)
    }
    self.init(
      id: element.id, role: element.role, rect: rect, depth: depth,
      text: shown ?? content.placeholder ?? content.systemItem?.capitalized,
      isPlaceholder: shown == nil && content.placeholder != nil,
      image: content.images[state] ?? content.images[.normal] ?? content.images.values.sorted().first,
      fontSize: element.appearance.font?.effectivePointSize, isOn: element.state.isOn, fraction: fraction,
      isEstimated: isEstimated, isRow: isRow)
  }
}
