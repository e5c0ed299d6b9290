/// Escaping for the XML that the JUnit and checkstyle reporters write.
///
/// Both escape functions drop the characters XML 1.0 does not allow at all (C0 controls other than
/// tab, line feed and carriage return, and U+FFFE/U+FFFF): no character reference can carry them, and
/// a reader that meets one refuses the whole document.
enum XMLEscaping {
  /// `text` escaped for character data: `&`, `<` and `>` as entities, a carriage return as `&#13;`
  /// so that readers do not normalise it into a line feed.
  static func text(_ text: String) -> String {
    escape(text, inAttribute: false)
  }

  /// `text` escaped for a double- or single-quoted attribute value: also `"`, `'`, and tab, line feed
  /// and carriage return as character references, which attribute-value normalisation would
  /// otherwise turn into spaces.
  static func attribute(_ text: String) -> String {
    escape(text, inAttribute: true)
  }

  /// ` name="value"` for each pair, values escaped, in the given order.
  static func attributes(_ pairs: KeyValuePairs<String, String>) -> String {
    pairs.map { " \($0.key)=\"\(attribute($0.value))\"" }.joined()
  }

  /// Whether XML 1.0 allows `scalar` in a document (its `Char` production).
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: true
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  private static func escape(_ text: String, inAttribute: Bool) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars where isAllowed(scalar) {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\r": output += "&#13;"
      case "\"" where inAttribute: output += "&quot;"
      case "'" where inAttribute: output += "&apos;"
      case "\n" where inAttribute: output += "&#10;"
      case "\t" where inAttribute: output += "&#9;"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
