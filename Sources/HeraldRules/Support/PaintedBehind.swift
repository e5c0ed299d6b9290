import HeraldAudit
import HeraldTree

/// The views painted behind a text, front to back: the text itself, then at each level up the
/// views its parent draws before it — the earlier siblings whose frame covers the text's centre
/// (Interface Builder lists subviews back to front, as `UIView.subviews` orders them) — then the
/// parent, up to the root. A full-screen image or gradient view placed under a form is such a
/// sibling: the text sits on it, not on the window.
enum PaintedBehind {
  /// The views behind `node`'s text, nearest first, starting with the text's own view. Siblings
  /// are looked for only where the text's place on screen is known (the parent and every view
  /// above it have frames); without frames the chain is the ancestors alone.
  static func views(_ node: AuditNode) -> [Element] {
    let chain = [node] + node.ancestors
    let origins = Self.origins(chain)
    let centre = node.element.frame.map { frame in
      (x: origins[0].x + frame.width / 2, y: origins[0].y + frame.height / 2)
    }
    // Below a view without a frame the origins are not known: siblings are looked for only in
    // parents whose every ancestor has a frame.
    let unframed = chain.lastIndex { $0.element.frame == nil } ?? -1
    var result: [Element] = []
    for level in chain.indices {
      result.append(chain[level].element)
      guard let centre, level + 1 < chain.count, level + 1 > unframed else { continue }
      let parent = chain[level + 1]
      let origin = origins[level + 1]
      let before = parent.children.filter { $0.index < chain[level].index }
      for sibling in before.reversed() { covering(sibling, origin, centre, into: &result) }
    }
    return result
  }

  /// `node` and the views inside it that cover `centre`, front to back (a sibling's own subviews
  /// are painted over it: a gradient view inside a colored scroll view).
  private static func covering(
    _ node: AuditNode, _ origin: (x: Double, y: Double), _ centre: (x: Double, y: Double),
    into result: inout [Element], depth: Int = 0
  ) {
    let element = node.element
    guard !element.isHidden, element.alpha > 0, let frame = element.frame else { return }
    let x = origin.x + frame.x
    let y = origin.y + frame.y
    // Half-open: a 1-point rule whose bottom edge is the text's centre line is not under it.
    guard centre.x >= x, centre.x < x + frame.width, centre.y >= y, centre.y < y + frame.height else { return }
    if depth < maximumDepth {
      for child in node.children.reversed() { covering(child, (x, y), centre, into: &result, depth: depth + 1) }
    }
    result.append(element)
  }

  /// How deep inside a sibling views are looked for, which keeps the walk small on deep files.
  private static let maximumDepth = 16

  /// The origin on screen of each node of `chain` (nearest first): the sum of the frames above it.
  private static func origins(_ chain: [AuditNode]) -> [(x: Double, y: Double)] {
    var result = [(x: Double, y: Double)](repeating: (0, 0), count: chain.count)
    var x = 0.0
    var y = 0.0
    for level in chain.indices.reversed() {
      let frame = chain[level].element.frame
      x += frame?.x ?? 0
      y += frame?.y ?? 0
      result[level] = (x, y)
    }
    return result
  }

  /// The image an image view shows: its file's, or the outlet whose code sets one
  /// (`backgroundView.image = …`); `nil` when it shows none.
  static func image(of view: Element, _ code: CodeIndex) -> String? {
    if let image = view.content.images[.normal] { return image }
    let outlet = view.connections.outlets.first { outlet in
      code.uses(of: outlet).contains { $0.member == .image }
    }
    return outlet.map { "\($0.property).image" }
  }

  /// Needs review when `view`'s custom class draws itself: its background is what the code draws.
  static func drawnBackground(_ view: Element, _ code: CodeIndex) -> RuleOutcome? {
    // A blur (`UIVisualEffectView`, `NSVisualEffectView`) shows the system's material over what is
    // behind it, not a color of the file.
    if view.role == .visualEffectView {
      let name = view.customClass?.name ?? view.className ?? "visualEffectView"
      return .needsReview(
        RuleMessage("drawn-background", ["class": .string(name)]), missing: .runtimeValue("the blur of \(name)"))
    }
    guard let custom = view.customClass, let fact = code.facts(of: custom.name, .drawing).first else { return nil }
    let file = fact.location.file.split(separator: "/").last.map(String.init) ?? fact.location.file
    return .needsReview(
      RuleMessage("drawn-background", ["class": .string(custom.name)]),
      missing: .runtimeValue("\(custom.name), \(file):\(fact.location.line)"),
      related: [RelatedLocation(fact.location, .draws)])
  }
}
