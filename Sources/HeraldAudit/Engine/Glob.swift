/// A shell-style path pattern: `*` matches within one path component, `**` across components,
/// `?` one character. `Examples/**/*.storyboard`, `**/Legacy/*`.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let characters: [Character]

  /// Makes a pattern.
  public init(_ pattern: String) {
    self.pattern = pattern
    characters = Array(pattern)
  }

  /// The pattern.
  public var description: String { pattern }

  /// Whether `path` matches the whole pattern; a leading `./` of either is ignored.
  public func matches(_ path: String) -> Bool {
    let text = Array(path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    let pattern =
      characters.starts(with: ["."]) && characters.dropFirst().first == "/"
      ? Array(characters.dropFirst(2)) : characters
    return Self.match(pattern[...], text[...])
  }

  private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
    guard let first = pattern.first else { return text.isEmpty }
    if first == "*" {
      let crossesDirectories = pattern.dropFirst().first == "*"
      var rest = pattern.dropFirst(crossesDirectories ? 2 : 1)
      // `**/` also matches no directory at all.
      if crossesDirectories, rest.first == "/", match(rest.dropFirst(), text) { return true }
      if crossesDirectories, rest.first == "/" { rest = rest[...] }
      var index = text.startIndex
      while true {
        if match(rest, text[index...]) { return true }
        guard index < text.endIndex, crossesDirectories || text[index] != "/" else { return false }
        index += 1
      }
    }
    guard let character = text.first else { return false }
    guard first == "?" ? character != "/" : first == character else { return false }
    return match(pattern.dropFirst(), text.dropFirst())
  }
}
