import HeraldSyntax

/// A reader of Apple's binary property lists (`bplist00`, as `PropertyListSerialization` and
/// Python's `plistlib` write them) far enough for a `.strings` file: a top-level dictionary whose
/// keys and values are strings.
///
/// The layout: the 8-byte magic, the objects, a table of each object's offset, and a 32-byte
/// trailer giving the offsets' and object references' sizes in bytes, the number of objects, the
/// top object and where the offset table starts (big-endian). An object starts with a marker whose
/// high nibble is its type (`0x5` ASCII string, `0x6` UTF-16BE string, `0xD` dictionary) and whose
/// low nibble its length, or `0xF` when an integer object (`0x1n`, 2ⁿ bytes) follows with it.
///
/// Every size, offset, count and reference is checked against the file before it is used, so a
/// damaged or hostile file is an error naming the byte offset, never a crash or a huge allocation;
/// only the top dictionary's own strings are read, so references cannot loop.
struct BinaryPropertyList {
  static let magic = Array("bplist00".utf8)

  private let bytes: [UInt8]
  private let file: String
  private let offsetSize: Int
  private let referenceSize: Int
  private let objectCount: Int
  private let topObject: Int
  private let offsetTable: Int

  /// Reads the trailer of `bytes`.
  ///
  /// - Throws: ``StringTableError/malformed(_:reason:advice:)`` when the file is not a binary
  ///   property list or its trailer does not fit it.
  init(_ bytes: [UInt8], file: String) throws(StringTableError) {
    self.bytes = bytes
    self.file = file
    guard bytes.starts(with: Self.magic), bytes.count >= Self.magic.count + 32 else {
      throw Self.error(file, 0, "the file is not a binary property list (bplist00) or is cut short")
    }
    let trailer = bytes.count - 32
    offsetSize = Int(truncatingIfNeeded: bytes[trailer + 6])
    referenceSize = Int(truncatingIfNeeded: bytes[trailer + 7])
    let count = Self.integer(bytes, at: trailer + 8, size: 8)
    let top = Self.integer(bytes, at: trailer + 16, size: 8)
    let table = Self.integer(bytes, at: trailer + 24, size: 8)
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), count > 0,
      count <= UInt64(truncatingIfNeeded: bytes.count),
      top < count, table >= UInt64(truncatingIfNeeded: Self.magic.count), table <= UInt64(truncatingIfNeeded: trailer),
      UInt64(truncatingIfNeeded: trailer) - table >= count * UInt64(truncatingIfNeeded: offsetSize)
    else {
      throw Self.error(file, trailer, "the trailer's sizes, object count or offset table do not fit the file")
    }
    objectCount = Int(truncatingIfNeeded: count)
    topObject = Int(truncatingIfNeeded: top)
    offsetTable = Int(truncatingIfNeeded: table)
  }

  /// The top dictionary's pairs, in the file's order.
  ///
  /// - Throws: ``StringTableError/malformed(_:reason:advice:)`` when the top object is not a
  ///   dictionary, a key or value is not a string, or an object lies outside the file.
  func stringDictionary() throws(StringTableError) -> [(key: String, value: String)] {
    let start = try offset(of: topObject)
    let (type, count, body) = try header(at: start)
    guard type == 0xD else {
      throw Self.error(file, start, "the top object is not a dictionary (marker 0x\(String(bytes[start], radix: 16)))")
    }
    guard count <= (offsetTable - body) / (2 * referenceSize) else {
      throw Self.error(file, start, "the dictionary's \(count) entries run past the objects")
    }
    var pairs: [(key: String, value: String)] = []
    pairs.reserveCapacity(count)
    for index in 0..<count {
      let key = try string(reference(at: body + index * referenceSize))
      let value = try string(reference(at: body + (count + index) * referenceSize))
      pairs.append((key, value))
    }
    return pairs
  }

  /// The object number stored at `position` (an object reference).
  private func reference(at position: Int) throws(StringTableError) -> Int {
    let number = Self.integer(bytes, at: position, size: referenceSize)
    guard number < UInt64(truncatingIfNeeded: objectCount) else {
      throw Self.error(file, position, "a reference to object \(number), of \(objectCount)")
    }
    return Int(truncatingIfNeeded: number)
  }

  /// Where object `number` starts.
  private func offset(of number: Int) throws(StringTableError) -> Int {
    let position = offsetTable + number * offsetSize
    let offset = Self.integer(bytes, at: position, size: offsetSize)
    guard offset >= UInt64(truncatingIfNeeded: Self.magic.count), offset < UInt64(truncatingIfNeeded: offsetTable)
    else {
      throw Self.error(file, position, "object \(number) is said to start at \(offset), outside the objects")
    }
    return Int(truncatingIfNeeded: offset)
  }

  /// An object's type nibble, its length (from the marker or the integer after it) and where its
  /// contents start.
  private func header(at start: Int) throws(StringTableError) -> (type: UInt8, count: Int, body: Int) {
    let marker = bytes[start]
    guard marker & 0x0F == 0x0F else { return (marker >> 4, Int(truncatingIfNeeded: marker & 0x0F), start + 1) }
    guard start + 1 < offsetTable, bytes[start + 1] >> 4 == 0x1, bytes[start + 1] & 0x0F <= 3 else {
      throw Self.error(file, start, "an object's length is not an integer of 1, 2, 4 or 8 bytes")
    }
    let size = 1 << Int(truncatingIfNeeded: bytes[start + 1] & 0x0F)
    guard start + 2 + size <= offsetTable else {
      throw Self.error(file, start, "an object's length runs past the objects")
    }
    let count = Self.integer(bytes, at: start + 2, size: size)
    guard count <= UInt64(truncatingIfNeeded: offsetTable) else {
      throw Self.error(file, start, "an object's length \(count) is larger than the file")
    }
    return (marker >> 4, Int(truncatingIfNeeded: count), start + 2 + size)
  }

  /// The string that object `number` is: ASCII (`0x5`) or UTF-16 big-endian (`0x6`).
  private func string(_ number: Int) throws(StringTableError) -> String {
    let start = try offset(of: number)
    let (type, count, body) = try header(at: start)
    switch type {
    case 0x5:
      guard count <= offsetTable - body else { throw Self.error(file, start, "a string runs past the objects") }
      let text = bytes[body..<body + count]
      guard text.allSatisfy({ $0 < 0x80 }) else {
        throw Self.error(file, start, "an ASCII string (marker 0x5) holds a byte above 0x7F")
      }
      return String(decoding: text, as: UTF8.self)
    case 0x6:
      guard count <= (offsetTable - body) / 2 else { throw Self.error(file, start, "a string runs past the objects") }
      var units: [UInt16] = []
      units.reserveCapacity(count)
      for index in 0..<count {
        units.append(
          UInt16(truncatingIfNeeded: bytes[body + 2 * index]) << 8
            | UInt16(truncatingIfNeeded: bytes[body + 2 * index + 1]))
      }
      var text = ""
      var decoder = UTF16()
      var iterator = units.makeIterator()
      while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
        case .emptyInput: return text
        case .error: throw Self.error(file, start, "a UTF-16 string holds an unpaired surrogate")
        }
      }
    default:
      throw Self.error(
        file, start,
        "object \(number) is not a string (marker 0x\(String(bytes[start], radix: 16))); "
          + "a .strings file maps strings to strings")
    }
  }

  /// The big-endian unsigned integer of `size` bytes at `position` (the caller keeps it in the file).
  private static func integer(_ bytes: [UInt8], at position: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in position..<position + size { value = value << 8 | UInt64(truncatingIfNeeded: bytes[index]) }
    return value
  }

  private static func error(_ file: String, _ offset: Int, _ reason: String) -> StringTableError {
    .malformed(
      SourceLocation(file: file, line: 1, column: 1), reason: "\(reason) (byte \(offset))",
      advice:
        "Convert the file to text with `plutil -convert xml1` or Python's plistlib, or export it again from Xcode.")
  }
}
