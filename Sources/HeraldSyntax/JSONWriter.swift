/// Writes a ``JSONValue`` as indented text, members in the order the value holds them.
///
/// The layout is configurable because the files Herald writes follow different conventions:
/// Herald's own JSON trees use `"key": value`, Xcode's String Catalogs `"key" : value`.
///
/// ```swift
/// let text = JSONWriter().string(from: .object([JSONMember("role", .string("button"))]))
/// // {
/// //   "role": "button"
/// // }
/// ```
public struct JSONWriter: Sendable {
  /// The text of one indentation level.
  public var indent: String
  /// What stands between a member's name and its value.
  public var keySeparator: String
  /// Whether an empty object is written as Xcode does, `{`, a blank line and an indented `}`,
  /// instead of `{}`.
  public var expandsEmptyObjects: Bool
  /// Whether the text ends with a line break.
  public var trailingNewline: Bool
  /// Whether arrays and objects are laid out over lines with indentation; without, a value is
  /// written on one line with nothing between its tokens but ``keySeparator``.
  public var breaksLines: Bool

  /// A writer of JSON on one line without spaces (`{"a":[1,2]}`), for a value that must fit in an
  /// attribute or a single line.
  public static let compact = JSONWriter(keySeparator: ":", trailingNewline: false, breaksLines: false)

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - indent: One indentation level; two spaces by default.
  ///   - keySeparator: Between a name and its value; `": "` by default.
  ///   - expandsEmptyObjects: Write `{}` over three lines, as Xcode does.
  ///   - trailingNewline: Whether to end with `"\n"`.
  ///   - breaksLines: Whether arrays and objects span lines; `false` writes one line.
  public init(
    indent: String = "  ", keySeparator: String = ": ", expandsEmptyObjects: Bool = false,
    trailingNewline: Bool = true, breaksLines: Bool = true
  ) {
    self.indent = indent
    self.keySeparator = keySeparator
    self.expandsEmptyObjects = expandsEmptyObjects
    self.trailingNewline = trailingNewline
    self.breaksLines = breaksLines
  }

  /// Returns the JSON text of `value`.
  public func string(from value: JSONValue) -> String {
    var output = ""
    write(value, level: 0, into: &output)
    if trailingNewline { output += "\n" }
    return output
  }

  private func write(_ value: JSONValue, level: Int, into output: inout String) {
    let newline = breaksLines ? "\n" : ""
    switch value.kind {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let literal): output += literal
    case .string(let text): Self.quote(text, into: &output)
    case .array(let values):
      guard !values.isEmpty else {
        output += "[]"
        return
      }
      output += "[" + newline
      for (index, element) in values.enumerated() {
        output += indentation(level + 1)
        write(element, level: level + 1, into: &output)
        output += index == values.count - 1 ? newline : "," + newline
      }
      output += indentation(level) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += expandsEmptyObjects && breaksLines ? "{\n\n" + indentation(level) + "}" : "{}"
        return
      }
      output += "{" + newline
      for (index, member) in members.enumerated() {
        output += indentation(level + 1)
        Self.quote(member.key, into: &output)
        output += keySeparator
        write(member.value, level: level + 1, into: &output)
        output += index == members.count - 1 ? newline : "," + newline
      }
      output += indentation(level) + "}"
    }
  }

  /// The indentation of a line at `level`; none on one line.
  private func indentation(_ level: Int) -> String {
    breaksLines ? String(repeating: indent, count: level) : ""
  }

  /// Appends `text` as a JSON string literal: quotes, backslashes and control characters escaped,
  /// everything else (non-ASCII included) as it is.
  public static func quote(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
