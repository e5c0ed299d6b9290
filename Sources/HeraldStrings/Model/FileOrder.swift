extension [StringEntry] {
  /// The indices of these entries in the order of `locale`'s own file: the entries whose notes
  /// give their place in it (``FileNotes/position``) in that order, each entry without one right
  /// after the entry before it here; this order when no entry gives one.
  ///
  /// A folder of `.po` files merged into one table takes the first file's order; the others'
  /// files are written back in their own.
  func indicesInFileOrder(of locale: String) -> [Int] {
    var keyed: [(position: Int, index: Int)] = []
    keyed.reserveCapacity(count)
    var previous = -1
    var hasPositions = false
    for (index, entry) in enumerated() {
      if let position = entry.fileNotes[locale]?.position {
        previous = position
        hasPositions = true
      }
      keyed.append((previous, index))
    }
    guard hasPositions else { return [Int](0..<count) }
    return keyed.sorted { ($0.position, $0.index) < ($1.position, $1.index) }.map(\.index)
  }
}
