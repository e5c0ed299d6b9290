extension GettextWriter {
  /// A keyword and its string: on one line, or as `""` and one line per line feed.
  static func keyword(_ keyword: String, _ value: String, prefix: String) -> [String] {
    var segments: [String] = []
    var current = ""
    for character in value {
      current.append(character)
      if character == "\n" {
        segments.append(current)
        current = ""
      }
    }
    if !current.isEmpty { segments.append(current) }
    guard segments.count > 1 else { return ["\(prefix)\(keyword) \"\(escape(value))\""] }
    return ["\(prefix)\(keyword) \"\""] + segments.map { "\(prefix)\"\(escape($0))\"" }
  }

  /// `text` as the content of a C string.
  static func escape(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": output += "\\\\"
      case "\"": output += "\\\""
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      case "\u{07}": output += "\\a"
      case "\u{08}": output += "\\b"
      case "\u{0B}": output += "\\v"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let octal = String(scalar.value, radix: 8)
          output += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }
}
