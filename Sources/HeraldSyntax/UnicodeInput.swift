import Foundation

/// Normalises input bytes to valid UTF-8 without a byte-order mark: the one place where the
/// readers' bytes become text, so no invalid byte is ever replaced by U+FFFD silently.
public enum UnicodeInput {
  /// The bytes as UTF-8 without a byte-order mark: UTF-8 is validated, UTF-16 with a byte-order
  /// mark is converted.
  ///
  /// - Throws: ``SyntaxError/invalidUTF8(_:byte:)`` at the line and column of the first invalid
  ///   byte; ``SyntaxError/unsupportedEncoding(_:encoding:)`` for invalid UTF-16.
  /// - Complexity: O(n).
  public static func utf8(from bytes: [UInt8], file: String) throws(SyntaxError) -> [UInt8] {
    let bigEndian = bytes.starts(with: [0xFE, 0xFF])
    guard bigEndian || bytes.starts(with: [0xFF, 0xFE]) else {
      let utf8 = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
      try validate(utf8, file: file)
      return utf8
    }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = 2
    while index + 1 < bytes.count {
      let high = UInt16(bytes[bigEndian ? index : index + 1])
      let low = UInt16(bytes[bigEndian ? index + 1 : index])
      units.append(high << 8 | low)
      index += 2
    }
    var output = String.UnicodeScalarView()
    var iterator = units.makeIterator()
    var decoder = UTF16()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): output.append(scalar)
      case .emptyInput: break loop
      case .error:
        throw SyntaxError.unsupportedEncoding(
          SourceLocation(file: file, line: 1, column: 1), encoding: "invalid UTF-16")
      }
    }
    return Array(String(output).utf8)
  }

  /// Checks that `bytes` are valid UTF-8.
  ///
  /// - Throws: ``SyntaxError/invalidUTF8(_:byte:)`` at the first invalid byte.
  /// - Complexity: O(n).
  public static func validate(_ bytes: [UInt8], file: String) throws(SyntaxError) {
    guard let offset = firstInvalidUTF8(bytes) else { return }
    let location = bytes.withUnsafeBufferPointer { LineTable(file: file).location(of: offset, in: $0) }
    throw SyntaxError.invalidUTF8(location, byte: bytes[offset])
  }

  /// The offset of the first byte that is not part of a valid UTF-8 character, or `nil`.
  ///
  /// Valid input, the common case, is decided by the standard library's UTF-8 decoding (one pass
  /// of optimised code, even in a debug build of Herald); only invalid input is walked scalar by
  /// scalar to find the offset.
  public static func firstInvalidUTF8<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? {
    if bytes.withContiguousStorageIfAvailable(isValidUTF8) == true { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Whether `bytes` are valid UTF-8: decoding repairs each invalid sequence with U+FFFD, so the
  /// bytes are valid exactly when decoding gives them back unchanged. The decoded copy lives only
  /// for this call (one file's size at a time).
  private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var text = String(decoding: bytes, as: UTF8.self)
    return text.withUTF8 { decoded in
      guard decoded.count == bytes.count else { return false }
      guard let decodedStart = decoded.baseAddress, let start = bytes.baseAddress else { return true }
      return memcmp(decodedStart, start, bytes.count) == 0
    }
  }
}
