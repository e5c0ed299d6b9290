internal import CHeraldICU

/// Calls into the shim: status checking and reading the UTF-8 it writes.
enum ICUCall {
  /// A fresh status.
  static func status() -> HeraldICUStatus { HeraldICUStatus(code: 0, offset: -1) }

  /// Throws when `status` holds an ICU failure (warnings are not failures).
  static func check(_ status: HeraldICUStatus, _ operation: @autoclosure () -> String, input: String? = nil) throws {
    guard status.code > 0 else { return }
    var offset: Int?
    if status.offset >= 0, let input {
      // ICU reports UTF-16 offsets; callers count characters.
      let utf16 = input.utf16
      let index = utf16.index(utf16.startIndex, offsetBy: min(Int(status.offset), utf16.count))
      offset = input.distance(from: input.startIndex, to: index)
    }
    throw ICUError(
      operation: operation(), code: String(cString: herald_icu_error_name(status.code)), input: input,
      offset: offset)
  }

  /// Opens a shim handle compiled from `input` (a pattern or a skeleton), throwing ICU's error with
  /// the offset in `input` when ICU refuses it.
  static func open(
    _ operation: @autoclosure () -> String, input: String,
    _ body: (UnsafePointer<CChar>, Int32, inout HeraldICUStatus) -> OpaquePointer?
  ) throws -> OpaquePointer {
    var status = status()
    guard let handle = input.withICUBytes({ body($0, $1, &status) }) else {
      try check(status, operation(), input: input)
      throw ICUError(operation: operation(), code: "U_INTERNAL_PROGRAM_ERROR", input: input)
    }
    return handle
  }

  /// Runs a shim function that writes UTF-8 into a buffer and returns the length it needs,
  /// retrying once with a larger buffer when the text does not fit.
  static func string(
    capacity: Int = 256, _ fill: (UnsafeMutablePointer<CChar>, Int32) -> Int32
  ) -> String {
    let first = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer -> (String?, Int) in
      guard let base = buffer.baseAddress else { return (nil, capacity) }
      let needed = Int(fill(base, Int32(capacity)))
      guard needed <= capacity else { return (nil, needed) }
      return (decode(base, needed), needed)
    }
    if let text = first.0 { return text }
    let needed = max(first.1, 1)
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: needed) { buffer in
      guard let base = buffer.baseAddress else { return "" }
      return decode(base, min(needed, Int(fill(base, Int32(needed)))))
    }
  }

  private static func decode(_ pointer: UnsafeMutablePointer<CChar>, _ count: Int) -> String {
    pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
      String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
    }
  }
}

extension String {
  /// The text as UTF-8, as the shim expects it.
  func withICUBytes<R>(_ body: (UnsafePointer<CChar>, Int32) throws -> R) rethrows -> R {
    var copy = self
    return try copy.withUTF8 { bytes in
      try bytes.withMemoryRebound(to: CChar.self) { chars in
        guard let base = chars.baseAddress else {
          var empty: CChar = 0
          return try withUnsafePointer(to: &empty) { try body($0, 0) }
        }
        return try body(base, Int32(chars.count))
      }
    }
  }
}
