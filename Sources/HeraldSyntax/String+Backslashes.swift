extension StringProtocol {
  /// The text with each backslash escape replaced: `\` and the character after it become
  /// `escapes[character]`, or the character itself (`\\` → `\`, `\"` → `"`). A backslash at the
  /// end is dropped.
  ///
  /// ```swift
  /// #"a\nb\\c"#.unescapingBackslashes(["n": "\n"])  // "a" + line feed + #"b\c"#
  /// ```
  public func unescapingBackslashes(_ escapes: [Character: Character]) -> String {
    guard contains("\\") else { return String(self) }
    var result = ""
    var escaping = false
    for character in self {
      if escaping {
        result.append(escapes[character] ?? character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
