extension Element {
  /// The element and all its descendants, depth first, parents before children.
  public var allElements: [Element] {
    var result: [Element] = []
    forEachDescendant { result.append($0) }
    return result
  }

  /// Calls `body` for the element and every descendant, depth first, parents before children.
  public func forEachDescendant(_ body: (Element) throws -> Void) rethrows {
    var pending: [Element] = [self]
    while let element = pending.popLast() {
      try body(element)
      pending.append(contentsOf: element.children.reversed())
    }
  }

  /// The first element, this one or a descendant, whose ``id`` is `id`.
  public func element(withID id: String) -> Element? {
    var pending: [Element] = [self]
    while let element = pending.popLast() {
      if element.id == id { return element }
      pending.append(contentsOf: element.children.reversed())
    }
    return nil
  }
}

extension Element {
  /// Changes the first element, this one or a descendant, whose ``id`` is `id`.
  ///
  /// - Returns: Whether an element with that id was found.
  @discardableResult
  public mutating func update(id: String, _ change: (inout Element) -> Void) -> Bool {
    if self.id == id {
      change(&self)
      return true
    }
    for index in children.indices where children[index].update(id: id, change) { return true }
    return false
  }
}
