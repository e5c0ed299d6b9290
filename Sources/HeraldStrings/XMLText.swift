/// Escaping for the XML that string-table writers produce.
enum XMLText {
  /// Escapes `&`, `<` and `>` (and `"` when `quotes`), and writes control characters that XML
  /// allows as character references, so that a reader gets back exactly `text`.
  static func escape(_ text: String, quotes: Bool = false) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where quotes: output += "&quot;"
      case "\r": output += "&#13;"
      case "\t" where quotes, "\n" where quotes: output += "&#\(scalar.value);"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
