#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StringProtocol {
  /// Whether the text's first character is upper-case (`Character.isUppercase`), with the answer
  /// for an ASCII first byte read from the byte: a syntax walk asks it of every name, and the
  /// character's Unicode properties cost several times as much.
  public var startsUppercase: Bool {
    guard let byte = utf8.first else { return false }
    if byte < 0x80 { return byte >= 0x41 && byte <= 0x5A }
    return first?.isUppercase == true
  }

  /// Whether the text contains `needle`, compared byte for byte in UTF-8: for pre-filters that
  /// scan whole files (does this file mention `SwiftUI`?), where Foundation's `contains(_:)`
  /// converts the text to UTF-16 first and costs several times as much. Unlike `contains(_:)`
  /// it compares no grapheme clusters, which a filter over ASCII keywords does not need.
  ///
  /// - Complexity: O(n) in the length of the text.
  public func containsUTF8(_ needle: String) -> Bool {
    utf8FirstOffset(of: needle) != nil
  }

  /// The UTF-8 offset of the first occurrence of `needle` at or after `start`, compared byte for
  /// byte, or `nil` when there is none.
  public func utf8FirstOffset(of needle: String, from start: Int = 0) -> Int? {
    var needle = needle
    return needle.withUTF8 { pattern -> Int? in
      guard !pattern.isEmpty else { return start }
      if let found = utf8.withContiguousStorageIfAvailable({ Self.search(pattern, in: $0, from: start) }) {
        return found
      }
      return Array(utf8).withUnsafeBufferPointer { Self.search(pattern, in: $0, from: start) }
    }
  }

  private static func search(
    _ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, from start: Int
  )
    -> Int?
  {
    guard let base = text.baseAddress, let needle = pattern.baseAddress, start >= 0 else { return nil }
    let last = text.count - pattern.count  // the last offset where the pattern still fits
    var offset = start
    while offset <= last {
      // The next place the pattern's first byte occurs (memchr is vectorised), then the rest.
      guard let found = memchr(base + offset, Int32(truncatingIfNeeded: needle.pointee), last - offset + 1) else {
        return nil
      }
      offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
      if memcmp(base + offset, needle, pattern.count) == 0 { return offset }
      offset += 1
    }
    return nil
  }
}

extension String {
  /// The lines (without their line break) that contain `needle`, found byte for byte in UTF-8
  /// (``containsUTF8(_:)``), in order, each once.
  ///
  /// - Complexity: O(n) in the length of the text.
  public func utf8Lines(containing needle: String) -> [Substring] {
    var lines: [Substring] = []
    var from = 0
    let bytes = utf8
    while let offset = utf8FirstOffset(of: needle, from: from) {
      let at = bytes.index(bytes.startIndex, offsetBy: offset)
      let start = bytes[..<at].lastIndex(of: UInt8(ascii: "\n")).map { bytes.index(after: $0) } ?? bytes.startIndex
      let end = bytes[at...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
      lines.append(self[start..<end])
      guard end < bytes.endIndex else { break }
      from = bytes.distance(from: bytes.startIndex, to: end) + 1
    }
    return lines
  }
}
