import Foundation

/// What a supervised worker tells its supervisor about the Swift files it parses, one line each
/// on the channel ``ParseWatch`` writes (``ParseWatch/channelVariable``).
///
/// A line is `began<TAB>BYTES<TAB>PATH`, `overran<TAB>PATH` or `ended<TAB>PATH`, with the path's
/// backslashes and line feeds escaped (`\\`, `\n`). A file is in flight from `began` to `ended`;
/// between `overran` and `ended` its parse was given up (the file was reported as not read) but is
/// still running.
public enum ParseWatchMessage: Sendable, Hashable {
  /// The parse of the file at `path`, of `bytes` bytes, started.
  case began(path: String, bytes: Int)
  /// The parse of `path` overran its processor-time bound; it goes on running.
  case overran(path: String)
  /// The parse of `path` ended.
  case ended(path: String)

  /// The line that carries this message, line feed included.
  public var line: String {
    switch self {
    case .began(let path, let bytes): "began\t\(bytes)\t\(Self.escaped(path))\n"
    case .overran(let path): "overran\t\(Self.escaped(path))\n"
    case .ended(let path): "ended\t\(Self.escaped(path))\n"
    }
  }

  /// The message `line` (without its line feed) carries, or `nil` for a line that is not one.
  public init?(line: Substring) {
    let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
    guard fields.count == 2 else { return nil }
    switch fields[0] {
    case "began":
      let rest = fields[1].split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      guard rest.count == 2, let bytes = CheckedNumber.integer(rest[0], in: 0...Int.max) else { return nil }
      self = .began(path: Self.unescaped(rest[1]), bytes: bytes)
    case "overran": self = .overran(path: Self.unescaped(fields[1]))
    case "ended": self = .ended(path: Self.unescaped(fields[1]))
    default: return nil
    }
  }

  /// `path` with `\` and line feeds escaped, so that it fits on one line.
  static func escaped(_ path: String) -> String {
    path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
  }

  /// The path `text` escapes.
  static func unescaped(_ text: Substring) -> String {
    text.unescapingBackslashes(["n": "\n"])
  }
}
