import Foundation

/// Runs Yams' recursive composer on a stack deep enough for the document.
enum YAMLStack {
  /// The bytes that start a collection: every sequence, mapping or nesting level needs one.
  static let indicators: Set<UInt8> = Set("-:?[{".utf8)
  /// Levels that any thread's stack holds (the smallest common secondary-thread stack is 512 KiB).
  static let levelsOnAnyStack = 64
  /// Stack bytes one level of nesting takes in Yams' composer and in freeing its nodes, with room.
  static let bytesPerLevel = 4096
  /// Stack bytes for everything else, converting up to ``JSONReader/maximumDepth`` levels included.
  static let baseStack = 16 << 20
  /// The most levels given a stack: 1 GiB of address space, committed only as it is used.
  static let maximumLevels = 1 << 18

  static func stackSize(forLevels levels: Int) -> Int {
    let bytes = baseStack + levels * bytesPerLevel
    let page = 1 << 16
    return (bytes + page - 1) / page * page
  }

  /// Where `[` or `{` nesting first goes deeper than ``JSONReader/maximumDepth``, skipping quoted
  /// scalars and comments. Brackets inside block plain scalars (`a: x[0]`) count too, but they
  /// balance in any real document.
  static func firstTooDeepBracket(in text: String, file: String) -> SourceLocation? {
    var depth = 0
    var line = 1
    var column = 0
    var quote: UInt8?
    var comment = false
    var escaped = false
    var previous = UInt8(ascii: "\n")
    for byte in text.utf8 {
      if byte & 0xC0 != 0x80 { column += 1 }
      defer { previous = byte }
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 0
        comment = false
        continue
      }
      if comment { continue }
      if let open = quote {
        if escaped {
          escaped = false
        } else if open == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == open {
          quote = nil
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        if Self.separators.contains(previous) { quote = byte }
      case UInt8(ascii: "#"):
        if previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t") || previous == UInt8(ascii: "\n") {
          comment = true
        }
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > JSONReader.maximumDepth { return SourceLocation(file: file, line: line, column: column) }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth = max(0, depth - 1)
      default:
        break
      }
    }
    return nil
  }

  /// The bytes after which a quote opens a quoted scalar.
  static let separators: Set<UInt8> = Set(" \t\n\r[{,:-?".utf8)

  /// Runs `body` on a new thread with `stackSize` bytes of stack and waits for it to end.
  ///
  /// - Returns: What `body` returned, or `nil` when the system cannot create such a thread (the
  ///   caller reports it; it never waits for a thread that was not started).
  static func run<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T? {
    let box = ResultBox<T>(body)
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
    let context = Unmanaged.passRetained(box).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(&thread, &attributes, YAMLStack.start, context)
    guard status == 0 else {
      Unmanaged<ResultBox<T>>.fromOpaque(context).release()
      return nil
    }
    #if canImport(Darwin)
      guard let thread else { return nil }
    #endif
    pthread_join(thread, nil)
    return box.value
  }

  #if canImport(Darwin)
    private static let start: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
      Unmanaged<AnyResultBox>.fromOpaque(context).takeRetainedValue().run()
      return nil
    }
  #else
    private static let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
      guard let context else { return nil }
      Unmanaged<AnyResultBox>.fromOpaque(context).takeRetainedValue().run()
      return nil
    }
  #endif
}

/// A body to run on the composing thread, seen without its result type (a C start routine
/// cannot be generic).
private class AnyResultBox: @unchecked Sendable {
  func run() {}
}

/// Carries a body to the composing thread and its result back; `pthread_join` orders the access.
private final class ResultBox<T: Sendable>: AnyResultBox, @unchecked Sendable {
  let body: @Sendable () -> T
  var value: T?

  init(_ body: @escaping @Sendable () -> T) {
    self.body = body
  }

  override func run() { value = body() }
}
