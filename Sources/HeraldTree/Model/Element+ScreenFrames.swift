extension Element {
  /// Resolves ``screenFrame`` for this element and its descendants from their relative
  /// ``frame``s, the parent's screen origin being `(x, y)`. A screen frame already set is kept.
  ///
  /// An element without a frame (a watchKit interface, a bar button item) gets no screen frame,
  /// and its children are placed relative to the nearest ancestor that has one.
  public mutating func resolveScreenFrames(parentOriginX x: Double = 0, y: Double = 0) {
    if screenFrame == nil, let frame {
      screenFrame = frame.offsetBy(dx: x, dy: y)
    }
    let originX = screenFrame?.x ?? x
    let originY = screenFrame?.y ?? y
    for index in children.indices {
      children[index].resolveScreenFrames(parentOriginX: originX, y: originY)
    }
  }

  /// Sets ``frame`` for this element and its descendants from their absolute ``screenFrame``s,
  /// as runtime dumps give them, relative to the parent's screen origin `(x, y)`.
  public mutating func resolveRelativeFrames(parentOriginX x: Double = 0, y: Double = 0) {
    var originX = x
    var originY = y
    if let screenFrame {
      frame = screenFrame.offsetBy(dx: -x, dy: -y)
      originX = screenFrame.x
      originY = screenFrame.y
    }
    for index in children.indices {
      children[index].resolveRelativeFrames(parentOriginX: originX, y: originY)
    }
  }
}

extension Element {
  /// The screen this element lays out: its screen frame, else its frame, else the smallest
  /// rectangle holding its descendants' screen frames (a root without a frame of its own);
  /// `nil` when nothing in it has a frame.
  public var screenBounds: Rect? {
    if let frame = screenFrame ?? frame { return frame }
    var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
    var pending = children
    while let element = pending.popLast() {
      if let frame = element.screenFrame {
        let current = bounds ?? (frame.x, frame.y, frame.x + frame.width, frame.y + frame.height)
        bounds = (
          min(current.minX, frame.x), min(current.minY, frame.y), max(current.maxX, frame.x + frame.width),
          max(current.maxY, frame.y + frame.height)
        )
      }
      pending += element.children
    }
    return bounds.map { Rect(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX, height: $0.maxY - $0.minY) }
  }

  /// This element and its descendants as a right-to-left layout shows them: every screen frame
  /// and explicit activation point mirrored across the vertical centre line of `screen` (x becomes
  /// the screen's right edge minus the frame's right edge), as iOS mirrors a layout built with
  /// leading and trailing constraints (and stack views) for a right-to-left language. Relative
  /// frames are mirrored within the nearest framed ancestor's width, the space they are placed in.
  public func mirroredHorizontally(in screen: Rect) -> Element {
    var copy = self
    copy.mirrorFrames(left: screen.x, right: screen.x + screen.width, parentWidth: nil)
    return copy
  }

  private mutating func mirrorFrames(left: Double, right: Double, parentWidth: Double?) {
    if let frame = screenFrame {
      screenFrame = Rect(x: left + right - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
    }
    if let frame, let parentWidth {
      self.frame = Rect(x: parentWidth - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
    }
    // An explicit activation point is in screen coordinates, as UIKit's accessibilityActivationPoint.
    if let point = accessibility.activationPoint {
      accessibility.activationPoint = Point(x: left + right - point.x, y: point.y)
    }
    let width = frame?.width ?? parentWidth
    for index in children.indices {
      children[index].mirrorFrames(left: left, right: right, parentWidth: width)
    }
  }
}
