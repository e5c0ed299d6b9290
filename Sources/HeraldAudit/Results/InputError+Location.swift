extension InputError {
  /// The parts of ``description`` when it has the form compilers print, `file:line:column: error:
  /// message` or `file: error: message`; `nil` when it has another form.
  ///
  /// Reporters that place annotations (SARIF, checkstyle, GitHub) use the line and column; the
  /// message is the description without the location and the `error:` word.
  var located: (line: Int?, column: Int?, message: String)? {
    guard description.hasPrefix(file + ":") else { return nil }
    var rest = Substring(description.dropFirst(file.count + 1))
    var line: Int?
    var column: Int?
    if let lineEnd = rest.firstIndex(of: ":"), let number = Int(rest[..<lineEnd]) {
      let afterLine = rest[rest.index(after: lineEnd)...]
      if let columnEnd = afterLine.firstIndex(of: ":"), let columnNumber = Int(afterLine[..<columnEnd]) {
        line = number
        column = columnNumber
        rest = afterLine[afterLine.index(after: columnEnd)...]
      }
    }
    guard rest.hasPrefix(" error: ") else { return nil }
    return (line, column, String(rest.dropFirst(" error: ".count)))
  }
}
