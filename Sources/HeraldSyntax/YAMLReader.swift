import Foundation
internal import Yams

/// Reads YAML into the same ``JSONValue`` tree that ``JSONReader`` produces, so that every decoder
/// written against `JSONValue` reads YAML too, with each value and member name at its line and
/// column.
///
/// ```swift
/// let value = try YAMLReader.parse("scenes:\n  - main\n", file: "rating.yaml")
/// value["scenes"]?.location  // rating.yaml:2:3
/// ```
///
/// The text is composed by Yams (libyaml) into nodes and converted:
/// - mappings become objects whose members keep document order; a key that is not a string
///   (`1: x`, `true: y`) becomes its text as written (`"1"`, `"true"`); sequences become arrays;
/// - scalars are typed by their tag, which for plain scalars Yams resolves with the YAML 1.1
///   rules: `~`, `null` and nothing are `null`; `true`/`false`, `yes`/`no` and `on`/`off` (in
///   lower, capitalised or upper case) are booleans; integers (`12`, `+5`, `1_000`, `0x1F`,
///   `0o17`, `017` which is octal, `0b101`, `1:30`) and floats (`1.5`, `.5`, `1e3`) are numbers
///   written as JSON literals (`1.5` stays `1.5`, `0x1F` becomes `31`); every other scalar,
///   and every quoted or block (`|`, `>`) scalar, is a string, so `"5"` stays a string;
/// - an alias is replaced by a copy of its anchored node, and that copy keeps the anchored
///   node's locations; a node with an anchor or a tag (`&base`, `!!str`) begins where they do.
///
/// It refuses with ``SyntaxError/malformedYAML(_:reason:)``: syntax errors (at libyaml's line and
/// column), a second document in the stream, a key repeated within one mapping, merge keys
/// (`<<: *base`, which JSON has no form for; quote the key to use `"<<"` as a name), keys that
/// are sequences or mappings, `.inf` and `.nan` (JSON numbers are finite), and documents whose
/// aliases expand to more than ``maximumValueCount`` values or ``maximumExpandedBytes`` bytes of
/// scalars ("billion laughs", or aliases of one huge scalar) or that have more
/// than 262,144 collection indicators (`-`, `:`, `?`, `[`, `{`). Collections
/// nested deeper than ``JSONReader/maximumDepth`` throw ``SyntaxError/nestingTooDeep(_:limit:)``.
public enum YAMLReader {
  /// The most values one document may expand to, aliases included.
  public static let maximumValueCount = 1_000_000

  /// The most bytes of scalars and keys one document may expand to, aliases included: 64 MiB.
  public static let maximumExpandedBytes = 64 << 20

  /// Parses one YAML document.
  ///
  /// - Parameters:
  ///   - text: The document's text.
  ///   - file: The path used in every location and error.
  /// - Returns: The document's value; `null` for an empty document.
  /// - Throws: ``SyntaxError/malformedYAML(_:reason:)`` naming the line and column of the
  ///   problem, or ``SyntaxError/nestingTooDeep(_:limit:)``.
  public static func parse(_ text: String, file: String) throws(SyntaxError) -> JSONValue {
    // Yams composes recursively, one call per level of nesting, and the nesting can only be as
    // deep as the text has collection indicators; give it a stack that holds that many levels.
    let indicators = text.utf8.reduce(into: 0) { count, byte in
      if YAMLStack.indicators.contains(byte) { count += 1 }
    }
    // libyaml slows down quadratically with flow nesting: refuse deep brackets before it runs.
    if let location = YAMLStack.firstTooDeepBracket(in: text, file: file) {
      throw .nestingTooDeep(location, limit: JSONReader.maximumDepth)
    }
    guard indicators > YAMLStack.levelsOnAnyStack else {
      return try read(text, file: file)
    }
    guard indicators <= YAMLStack.maximumLevels else {
      throw .malformedYAML(
        SourceLocation(file: file, line: 1, column: 1),
        reason:
          "the document is too large: it has more than \(YAMLStack.maximumLevels) collection indicators ('-', ':', '?', '[', '{'); split it into several files"
      )
    }
    let stackSize = YAMLStack.stackSize(forLevels: indicators)
    let result = DeepStack.run(stackSize: stackSize) {
      Result { () throws(SyntaxError) -> JSONValue in try read(text, file: file) }
    }
    guard let result else {
      throw .malformedYAML(
        SourceLocation(file: file, line: 1, column: 1),
        reason:
          "cannot start a thread with the \(stackSize >> 20) MiB stack this document's \(indicators) collection indicators need; split it into smaller files"
      )
    }
    return try result.get()
  }

  private static func read(_ text: String, file: String) throws(SyntaxError) -> JSONValue {
    let root: Node?
    do {
      root = try Parser(yaml: text).singleRoot()
    } catch let error as YamlError {
      throw YAMLErrors.syntaxError(error, text: text, file: file)
    } catch {
      throw .malformedYAML(SourceLocation(file: file, line: 1, column: 1), reason: "\(error)")
    }
    guard let root else { return JSONValue(.null, location: SourceLocation(file: file, line: 1, column: 1)) }
    var converter = YAMLConverter(file: file)
    return try converter.value(root, depth: 0)
  }
}

/// Turns composed Yams nodes into ``JSONValue``s, counting values and nesting.
struct YAMLConverter {
  let file: String
  var count = 0
  var bytes = 0

  init(file: String) {
    self.file = file
  }

  func location(_ node: Node) -> SourceLocation {
    guard let mark = node.mark else { return SourceLocation(file: file, line: 1, column: 1) }
    return SourceLocation(file: file, line: mark.line, column: mark.column)
  }

  func malformed(_ node: Node, _ reason: String) -> SyntaxError {
    .malformedYAML(location(node), reason: reason)
  }

  /// Counts `text` against ``YAMLReader/maximumExpandedBytes``.
  mutating func spend(_ text: String, at node: Node) throws(SyntaxError) {
    bytes += text.utf8.count
    guard bytes <= YAMLReader.maximumExpandedBytes else {
      throw malformed(
        node,
        "the document expands to more than \(YAMLReader.maximumExpandedBytes >> 20) MiB of text, most likely through many aliases of a long value; write the values out or use fewer aliases"
      )
    }
  }

  mutating func value(_ node: Node, depth: Int) throws(SyntaxError) -> JSONValue {
    let location = location(node)
    count += 1
    guard count <= YAMLReader.maximumValueCount else {
      throw malformed(
        node,
        "the document expands to more than \(YAMLReader.maximumValueCount) values, most likely through aliases of aliases (a 'billion laughs' bomb); write the values out or use fewer aliases"
      )
    }
    switch node {
    case .scalar(let scalar):
      try spend(scalar.string, at: node)
      return JSONValue(try self.scalar(scalar, node: node), location: location)
    case .sequence(let sequence):
      guard depth < JSONReader.maximumDepth else {
        throw SyntaxError.nestingTooDeep(location, limit: JSONReader.maximumDepth)
      }
      var elements: [JSONValue] = []
      elements.reserveCapacity(sequence.count)
      for element in sequence {
        elements.append(try value(element, depth: depth + 1))
      }
      return JSONValue(.array(elements), location: location)
    case .mapping(let mapping):
      guard depth < JSONReader.maximumDepth else {
        throw SyntaxError.nestingTooDeep(location, limit: JSONReader.maximumDepth)
      }
      var members: [JSONMember] = []
      members.reserveCapacity(mapping.count)
      var seen: Set<String> = []
      for (keyNode, valueNode) in mapping {
        let key = try self.key(keyNode)
        try spend(key, at: keyNode)
        guard seen.insert(key).inserted else {
          throw malformed(keyNode, "duplicate key '\(key)'; each key may appear once in a mapping")
        }
        let value = try value(valueNode, depth: depth + 1)
        members.append(JSONMember(key, value, keyLocation: self.location(keyNode)))
      }
      return JSONValue(.object(members), location: location)
    }
  }

  private func key(_ node: Node) throws(SyntaxError) -> String {
    guard case .scalar(let scalar) = node else {
      throw malformed(node, "a key must be a scalar, not a sequence or a mapping; JSON names are strings")
    }
    if Tag.Name(rawValue: node.tag.description) == .merge {
      throw malformed(
        node,
        "merge keys ('<<') are not supported; write the shared members out, or quote the key (\"<<\") to use it as a name"
      )
    }
    return scalar.string
  }

  private func scalar(_ scalar: Node.Scalar, node: Node) throws(SyntaxError) -> JSONValue.Kind {
    let text = scalar.string
    switch Tag.Name(rawValue: node.tag.description) {
    case .null:
      return .null
    case .bool:
      guard let value = Bool.construct(from: Node.Scalar(text)) else {
        throw malformed(node, "'\(text)' is not a boolean; write true or false")
      }
      return .bool(value)
    case .int:
      return .number(try number(text, integer: true, node: node))
    case .float:
      return .number(try number(text, integer: false, node: node))
    default:
      return .string(text)
    }
  }

  /// The JSON literal of a YAML number: the text itself when it already is one (so `1.0` stays
  /// `1.0`), else the value written out (`0x1F` → `31`, `.5` → `0.5`).
  private func number(_ text: String, integer: Bool, node: Node) throws(SyntaxError) -> String {
    var literal = text.filter { $0 != "_" }
    if literal.hasPrefix("+") { literal.removeFirst() }
    if YAMLNumbers.isJSONNumber(literal) { return literal }
    if integer {
      // YAML 1.1 base 60 (`190:20:30`): Yams multiplies without checking, so Herald reads it.
      let value = literal.contains(":") ? YAMLNumbers.sexagesimal(literal) : Int.construct(from: Node.Scalar(text))
      guard let value else {
        throw malformed(
          node, "'\(text)' is not an integer Herald can read (out of range?); quote it to keep it as a string")
      }
      return String(value)
    }
    guard let value = Double.construct(from: Node.Scalar(text)) else {
      throw malformed(node, "'\(text)' is not a number; quote it to keep it as a string")
    }
    guard value.isFinite else {
      throw malformed(
        node,
        "'\(text)' has no JSON form, because JSON numbers are finite; use a finite number, or quote it to keep it as a string"
      )
    }
    return String(value)
  }
}

/// JSON number syntax, and YAML numbers Herald reads itself.
enum YAMLNumbers {
  /// A YAML 1.1 base-60 integer (`-190:20:30`, underscores already removed), with checked
  /// arithmetic: `nil` when a part is not digits or the value leaves `Int`'s range.
  static func sexagesimal(_ text: String) -> Int? {
    var digits = Substring(text)
    let negative = digits.first == "-"
    if negative || digits.first == "+" { digits = digits.dropFirst() }
    var value = 0
    for part in digits.split(separator: ":", omittingEmptySubsequences: false) {
      guard !part.isEmpty else { return nil }
      var number = 0
      for byte in part.utf8 {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        let digit = Int(truncatingIfNeeded: byte - UInt8(ascii: "0"))
        guard let next = checked(number, times: 10, plus: digit) else { return nil }
        number = next
      }
      guard let next = checked(value, times: 60, plus: number) else { return nil }
      value = next
    }
    return negative ? -value : value
  }

  /// `value × factor + addend`, or `nil` when it leaves `Int`'s range.
  private static func checked(_ value: Int, times factor: Int, plus addend: Int) -> Int? {
    let (scaled, overflow) = value.multipliedReportingOverflow(by: factor)
    guard !overflow else { return nil }
    let (sum, carry) = scaled.addingReportingOverflow(addend)
    return carry ? nil : sum
  }

  /// Whether `text` is a JSON number literal (RFC 8259: `-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`).
  static func isJSONNumber(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { return false }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return false
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard digits() > 0 else { return false }
    }
    return index == bytes.count
  }
}

/// Turns Yams' errors into ``SyntaxError``s with a location and a readable reason.
enum YAMLErrors {
  static func syntaxError(_ error: YamlError, text: String, file: String) -> SyntaxError {
    func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, line: mark.line, column: mark.column) }
    func reason(_ problem: String, _ context: YamlError.Context?) -> String {
      guard let context else { return problem }
      return "\(problem) (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
    }
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _):
      return .malformedYAML(at(mark), reason: reason(problem, context) + "; check the indentation and quoting here")
    case .composer(let context, let problem, let mark, _):
      if problem.contains("another document") {
        return .malformedYAML(
          at(mark),
          reason:
            "a second document starts here; Herald reads one document per file, so remove the extra '---' or split the file"
        )
      }
      if problem.contains("undefined alias") {
        return .malformedYAML(at(mark), reason: "an alias names an anchor that is not defined before it")
      }
      return .malformedYAML(at(mark), reason: reason(problem, context))
    case .reader(let problem, let offset, _, _):
      return .malformedYAML(location(ofCharacter: offset ?? 0, in: text, file: file), reason: problem)
    default:
      return .malformedYAML(SourceLocation(file: file, line: 1, column: 1), reason: "\(error)")
    }
  }

  /// The line and column of the `offset`th character of `text`.
  private static func location(ofCharacter offset: Int, in text: String, file: String) -> SourceLocation {
    var line = 1
    var column = 1
    for character in text.prefix(offset) {
      if character.isNewline {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
    }
    return SourceLocation(file: file, line: line, column: column)
  }
}
