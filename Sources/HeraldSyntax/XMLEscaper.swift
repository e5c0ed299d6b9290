/// Escapes text for XML 1.0 character data and attribute values, and never writes a character
/// XML 1.0 forbids.
///
/// `&`, `<` and `>` become entities and a carriage return `&#13;`, so that a reader does not
/// normalise it into a line feed. In an attribute value (written between double quotes) `"`
/// becomes `&quot;`, and tab and line feed become character references, which attribute-value
/// normalisation would otherwise turn into spaces. Everything else is written as it is.
///
/// XML 1.0 allows only tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD and
/// U+10000–U+10FFFF (its `Char` production): no character reference can carry the others (the
/// C0 controls, U+FFFE, U+FFFF), and a reader refuses a document that holds one. They are left out
/// and returned in ``Escaped/dropped``, so that the caller can say what was not written. Formats
/// with escapes of their own (Android's `\u0001`) apply them first; this escaper is the XML layer
/// under them.
///
/// ```swift
/// let escaped = XMLEscaper.text("Save & exit\u{1}")
/// escaped.text     // "Save &amp; exit"
/// escaped.dropped  // ["\u{1}"]
/// ```
public enum XMLEscaper {
  /// Escaped text and the characters left out of it.
  public struct Escaped: Sendable, Hashable {
    /// The text to write.
    public var text: String
    /// The characters XML 1.0 forbids, in the order they were met; empty when nothing was left out.
    public var dropped: [Unicode.Scalar]
  }

  /// `text` escaped for character data (element content).
  public static func text(_ text: String) -> Escaped {
    escape(text, inAttribute: false)
  }

  /// `text` escaped for an attribute value written between double quotes.
  public static func attribute(_ text: String) -> Escaped {
    escape(text, inAttribute: true)
  }

  /// Whether XML 1.0 allows `scalar` in a document (its `Char` production).
  public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: true
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  private static func escape(_ text: String, inAttribute: Bool) -> Escaped {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    var dropped: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\r": output += "&#13;"
      case "\"" where inAttribute: output += "&quot;"
      case "\n" where inAttribute: output += "&#10;"
      case "\t" where inAttribute: output += "&#9;"
      default:
        if isAllowed(scalar) {
          output.unicodeScalars.append(scalar)
        } else {
          dropped.append(scalar)
        }
      }
    }
    return Escaped(text: output, dropped: dropped)
  }
}
