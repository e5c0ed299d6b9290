/// The text a `Text` view shows for a localized string key written in Markdown: SwiftUI parses a
/// `LocalizedStringKey` (a string literal in `Text("…")`, and the text a table gives for its key)
/// as inline Markdown and shows the result, so `Text("Respond in **App**.")` reads "Respond in
/// App." (Apple, `Text` "Styling the view's text"; `Text(verbatim:)` and a `String` variable are
/// shown as written). Emphasis and strong emphasis (`*`, `_`, `**`, `__`), strikethrough (`~~`),
/// code spans and links (`[text](url)`, shown as their text) are read as CommonMark reads them,
/// with its flanking rules simplified: a run opens when a character follows it and closes a run
/// of the same characters when one precedes it, and `_` never inside a word (`snake_case`).
public enum InlineMarkdown {
  /// The mark of an element whose text is such a key: its text in another language is shown
  /// rendered too (``TreeLocalizer``).
  public static let attribute = RuntimeAttribute(keyPath: "swiftui.markdown", value: .boolean(true))

  /// Whether `element`'s text is Markdown.
  public static func renders(_ element: Element) -> Bool { element.runtimeAttributes.contains(attribute) }

  /// The characters a backslash escapes (CommonMark, "Backslash escapes").
  private static let escapable = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")

  /// `text` as shown once its inline Markdown is applied.
  public static func plainText(_ text: String) -> String {
    guard text.contains(where: { "*_~`[\\".contains($0) }) else { return text }
    return render(Array(text))
  }

  private static func render(_ characters: [Character]) -> String {
    var output = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count, escapable.contains(characters[index + 1]) {
        output.append(characters[index + 1])
        index += 2
      } else if character == "`",
        let end = closing(of: "`", run: run(characters, at: index), in: characters, after: index)
      {
        let length = run(characters, at: index)
        output += String(characters[(index + length)..<end]).strippingCodeSpanSpaces()
        index = end + length
      } else if character == "[", let (label, next) = link(characters, at: index) {
        output += render(label)
        index = next
      } else if "*_~".contains(character) {
        let length = run(characters, at: index)
        if opens(characters, at: index, length: length),
          let end = closing(of: character, run: length, in: characters, after: index)
        {
          output += render(Array(characters[(index + length)..<end]))
          index = end + length
        } else {
          output += String(characters[index..<(index + length)])
          index += length
        }
      } else {
        output.append(character)
        index += 1
      }
    }
    return output
  }

  /// The length of the run of the character at `index`.
  private static func run(_ characters: [Character], at index: Int) -> Int {
    var end = index
    while end < characters.count, characters[end] == characters[index] { end += 1 }
    return end - index
  }

  /// Whether the run at `index` can open emphasis: a character that is no space follows it, and
  /// an `_` run does not stand inside a word.
  private static func opens(_ characters: [Character], at index: Int, length: Int) -> Bool {
    guard index + length < characters.count, !characters[index + length].isWhitespace else { return false }
    if characters[index] == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber {
      return false
    }
    return characters[index] != "~" || length == 2 || length == 1
  }

  /// Where a run of `length` `character`s closes the one opened at `start`: preceded by a
  /// character that is no space, and for `_` not followed by a letter or digit.
  private static func closing(of character: Character, run length: Int, in characters: [Character], after start: Int)
    -> Int?
  {
    var index = start + length
    while index < characters.count {
      guard characters[index] == character else {
        index += characters[index] == "\\" ? 2 : 1
        continue
      }
      let found = run(characters, at: index)
      let after = index + found
      let closes =
        found == length && (character == "`" || !characters[index - 1].isWhitespace)
        && (character != "_" || after >= characters.count
          || !(characters[after].isLetter || characters[after].isNumber))
      if closes { return index }
      index = after
    }
    return nil
  }

  /// A link `[label](destination)` at `index`: its label and where the text goes on.
  private static func link(_ characters: [Character], at index: Int) -> ([Character], Int)? {
    var depth = 0
    var close = index
    while close < characters.count {
      if characters[close] == "\\" {
        close += 2
        continue
      }
      if characters[close] == "[" { depth += 1 }
      if characters[close] == "]" {
        depth -= 1
        if depth == 0 { break }
      }
      close += 1
    }
    guard close + 1 < characters.count, characters[close + 1] == "(",
      let end = characters[(close + 1)...].firstIndex(of: ")")
    else { return nil }
    return (Array(characters[(index + 1)..<close]), end + 1)
  }
}

extension String {
  /// The text with one leading and one trailing space removed when it has both (CommonMark's code spans).
  fileprivate func strippingCodeSpanSpaces() -> String {
    guard count >= 2, first == " ", last == " ", contains(where: { $0 != " " }) else { return self }
    return String(dropFirst().dropLast())
  }
}
