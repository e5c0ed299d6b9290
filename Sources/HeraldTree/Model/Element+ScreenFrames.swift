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
