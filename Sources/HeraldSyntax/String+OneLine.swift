extension String {
  /// The text on one line, for reports of one line per finding: `\r\n`, `\n` and `\r` become one
  /// space, a tab stays, and other C0 and C1 controls and DEL become U+FFFD, so that no input can
  /// break a report's lines or send terminal escapes.
  ///
  /// - Complexity: O(n) in the length of the text.
  public var oneLine: String {
    var output = ""
    var previousWasCR = false
    for scalar in unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar.value {
      case 0x0A where previousWasCR: continue
      case 0x0A, 0x0D: output += " "
      case 0x09: output += "\t"
      case 0x00...0x1F, 0x7F...0x9F: output += "\u{FFFD}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
