import Foundation

/// Turns byte offsets into 1-based line and column numbers, for one pass over a buffer.
///
/// It keeps a cursor — offset, line, start of the line and column — and moves it to each offset
/// asked for, counting only the bytes in between. Readers ask in (nearly) increasing order, so
/// the whole file is walked about once, however long its lines: a minified one-line file costs
/// what its pretty-printed form costs.
///
/// - Complexity: O(distance from the previous offset) per call; O(n) for a pass over n bytes.
final class LineTable {
  private let file: String
  private var offset = 0
  private var line = 1
  private var lineStart = 0
  private var column = 1

  init(file: String) {
    self.file = file
  }

  /// The line and column of the byte at `target` (a column counts Unicode scalars, from 1).
  func location(of target: Int, in buffer: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    let target = min(max(target, 0), buffer.count)
    if target < offset { moveBack(to: target, in: buffer) }
    guard let base = buffer.baseAddress, offset < target else {
      return SourceLocation(file: file, line: line, column: column)
    }
    // Line breaks are found with memchr, a word at a time; scalars are counted only from the
    // last line break on (a line's indentation, not its text).
    while let found = memchr(base + offset, 0x0A, target - offset) {
      line += 1
      offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
      lineStart = offset
      column = 1
    }
    for index in offset..<target where buffer[index] & 0xC0 != 0x80 { column += 1 }
    offset = target
    return SourceLocation(file: file, line: line, column: column)
  }

  /// Moves the cursor back to `target`, which is before it.
  private func moveBack(to target: Int, in buffer: UnsafeBufferPointer<UInt8>) {
    guard target < lineStart else {
      // Within the line: take back the scalars between.
      for index in target..<offset where buffer[index] & 0xC0 != 0x80 { column -= 1 }
      offset = target
      return
    }
    // Into an earlier line: count the line breaks passed, then find where the target's line starts.
    for index in target..<lineStart where buffer[index] == 0x0A { line -= 1 }
    var start = target
    while start > 0 && buffer[start - 1] != 0x0A { start -= 1 }
    lineStart = start
    column = 1
    for index in start..<target where buffer[index] & 0xC0 != 0x80 { column += 1 }
    offset = target
  }
}
