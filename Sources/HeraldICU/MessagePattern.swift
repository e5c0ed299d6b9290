internal import CHeraldICU
import Foundation

/// The structure of an ICU MessageFormat pattern, as ICU's `MessagePattern` parses it.
///
/// Herald reads catalog messages with it: which arguments a translation uses, and which plural
/// categories each `plural` argument covers, so that a translation can be checked against its
/// locale's CLDR categories and converted to string-table formats.
public struct MessagePattern: Hashable, Sendable {
  /// The pattern text.
  public let pattern: String
  /// The top-level message.
  public let nodes: [Node]

  /// A piece of a message.
  public indirect enum Node: Hashable, Sendable {
    /// Literal text, with MessageFormat's apostrophe quoting resolved.
    case text(String)
    /// `#` directly inside a plural or selectordinal case: the number, formatted. (In a select
    /// nested in a plural case, `#` is plain text, as in ICU.)
    case pound
    case argument(Argument)
  }

  /// An argument: `{name}`, `{name, number, ::.0}`, `{name, plural, …}`, `{name, select, …}`.
  public struct Argument: Hashable, Sendable {
    /// The argument's name (or number, as text).
    public var name: String
    /// What the argument does with its value.
    public var kind: Kind

    /// Creates an argument.
    public init(name: String, kind: Kind) {
      self.name = name
      self.kind = kind
    }
  }

  /// What an argument does with its value.
  public enum Kind: Hashable, Sendable {
    /// `{name}`: the value as text.
    case none
    /// `{name, type}` or `{name, type, style}`, such as `number, ::.0` or `date, short`.
    case simple(type: String, style: String?)
    /// `{name, plural, offset:N …}`.
    case plural(offset: Double, cases: [Case])
    /// `{name, selectordinal, …}`.
    case selectOrdinal(cases: [Case])
    /// `{name, select, …}`.
    case select(cases: [Case])
    /// `{name, choice, …}` (deprecated by ICU; kept as written).
    case choice(String)
  }

  /// One case of a plural, selectordinal or select argument.
  public struct Case: Hashable, Sendable {
    /// The selector as written: a category ("one"), an explicit value ("=0") or a select keyword.
    public var selector: String
    /// The message of the case.
    public var nodes: [Node]

    /// Creates a case.
    public init(selector: String, nodes: [Node]) {
      self.selector = selector
      self.nodes = nodes
    }

    /// The category of a plural case, or nil for an explicit value (`=0`) or a select keyword.
    public var category: PluralCategory? { PluralCategory(rawValue: selector) }
  }

  /// Parses a pattern; throws `ICUError` with the character offset of a syntax error.
  public init(_ pattern: String) throws {
    var status = ICUCall.status()
    func parse(_ capacity: Int) -> [HeraldMessagePatternPart] {
      var parts = [HeraldMessagePatternPart](repeating: HeraldMessagePatternPart(), count: capacity)
      let count = pattern.withICUBytes { bytes, length in
        parts.withUnsafeMutableBufferPointer {
          herald_message_pattern_parse(bytes, length, $0.baseAddress, Int32(capacity), &status)
        }
      }
      return Int(count) <= capacity ? Array(parts.prefix(Int(count))) : parse(Int(count))
    }
    let parts = parse(64)
    try ICUCall.check(status, "parse the message pattern", input: pattern)
    var reader = PartReader(utf16: Array(pattern.utf16), parts: parts)
    self.pattern = pattern
    self.nodes = reader.message()
  }

  /// Every argument in the pattern, nested ones included, in order of appearance.
  public var arguments: [Argument] {
    var result: [Argument] = []
    func visit(_ nodes: [Node]) {
      for case .argument(let argument) in nodes {
        result.append(argument)
        switch argument.kind {
        case .plural(_, let cases), .selectOrdinal(let cases), .select(let cases): cases.forEach { visit($0.nodes) }
        case .none, .simple, .choice: break
        }
      }
    }
    visit(nodes)
    return result
  }
}

/// Walks ICU's flat part list and builds the node tree.
private struct PartReader {
  let utf16: [UInt16]
  let parts: [HeraldMessagePatternPart]
  var position = 0

  // UMessagePatternPartType and UMessagePatternArgType, in ICU's order.
  enum PartType: Int32 {
    case msgStart, msgLimit, skipSyntax, insertChar, replaceNumber, argStart, argLimit, argNumber, argName, argType
    case argStyle, argSelector, argInt, argDouble
  }
  enum ArgType: Int32 { case none, simple, choice, plural, select, selectOrdinal }

  func text(_ start: Int32, _ end: Int32) -> String {
    String(decoding: utf16[Int(start)..<Int(max(start, end))], as: UTF16.self)
  }
  func type(_ part: HeraldMessagePatternPart) -> PartType? { PartType(rawValue: part.type) }
  func end(_ part: HeraldMessagePatternPart) -> Int32 { part.index + part.length }

  /// Reads from a MSG_START to its MSG_LIMIT.
  mutating func message() -> [MessagePattern.Node] {
    var nodes: [MessagePattern.Node] = []
    var pending = ""
    var textStart = end(parts[position])
    position += 1
    func flush(_ nodes: inout [MessagePattern.Node], _ pending: inout String) {
      if !pending.isEmpty { nodes.append(.text(pending)) }
      pending = ""
    }
    while position < parts.count {
      let part = parts[position]
      pending += text(textStart, part.index)
      switch type(part) {
      case .msgLimit:
        position += 1
        flush(&nodes, &pending)
        return nodes
      case .insertChar:
        pending += String(decoding: [UInt16(truncatingIfNeeded: part.value)], as: UTF16.self)
        position += 1
        textStart = end(part)
      case .replaceNumber:
        flush(&nodes, &pending)
        nodes.append(.pound)
        position += 1
        textStart = end(part)
      case .argStart:
        flush(&nodes, &pending)
        nodes.append(.argument(argument()))
        textStart = end(parts[position - 1])
      default:
        position += 1
        textStart = end(part)
      }
    }
    flush(&nodes, &pending)
    return nodes
  }

  /// Reads from an ARG_START to its ARG_LIMIT.
  mutating func argument() -> MessagePattern.Argument {
    let start = parts[position]
    let argType = ArgType(rawValue: start.argType) ?? .none
    position += 1
    let name = text(parts[position].index, end(parts[position]))
    position += 1
    var kind = MessagePattern.Kind.none
    switch argType {
    case .none:
      break
    case .simple:
      let typeName = text(parts[position].index, end(parts[position]))
      position += 1
      var style: String?
      if type(parts[position]) == .argStyle {
        style = text(parts[position].index, end(parts[position])).trimmingCharacters(in: .whitespaces)
        position += 1
      }
      kind = .simple(type: typeName, style: style)
    case .choice:
      let first = parts[position]
      while type(parts[position]) != .argLimit { position += 1 }
      kind = .choice(text(first.index, parts[position].index))
    case .plural, .selectOrdinal, .select:
      var offset = 0.0
      if argType == .plural, [.argInt, .argDouble].contains(type(parts[position])) {
        offset = parts[position].numericValue
        position += 1
      }
      var cases: [MessagePattern.Case] = []
      while type(parts[position]) == .argSelector {
        let selector = text(parts[position].index, end(parts[position]))
        position += 1
        if [.argInt, .argDouble].contains(type(parts[position])) { position += 1 }
        cases.append(MessagePattern.Case(selector: selector, nodes: message()))
      }
      kind =
        switch argType {
        case .plural: .plural(offset: offset, cases: cases)
        case .selectOrdinal: .selectOrdinal(cases: cases)
        default: .select(cases: cases)
        }
    }
    // The ARG_LIMIT.
    position += 1
    return MessagePattern.Argument(name: name, kind: kind)
  }
}
