/// The text a `Text` view shows for a localized string key written in Markdown: SwiftUI parses a
/// `LocalizedStringKey` (a string literal in `Text("…")`, and the text a table gives for its key)
/// as inline Markdown and shows the result, so `Text("Respond in **App**.")` reads "Respond in
/// App." (Apple, `Text` "Styling the view's text"; `Text(verbatim:)` and a `String` variable are
/// shown as written). Emphasis and strong emphasis (`*`, `_`, `**`, `__`), strikethrough (`~~`),
/// code spans, links (`[text](url)`, shown as their text), autolinks and the common character
/// references (`&amp;`) are read as CommonMark reads them, with its flanking rules simplified: a
/// run opens when a character that is no space follows it and closes the nearest open run of the
/// same length when one precedes it, and `_` never inside a word (`snake_case`).
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
    guard text.contains(where: { "*_~`[\\<&".contains($0) }) else { return text }
    return render(Array(text))
  }

  /// A key with values put in (`Text("Open **\(name)**")`): the key's own text is Markdown, the
  /// values are shown as written (SwiftUI fills a `LocalizedStringKey`'s format with its arguments
  /// as they are). `parts` are the key's text around the values; there is one value fewer.
  public static func plainText(_ parts: [String], filling values: [String]) -> String {
    let slot: Character = "\u{FFFC}"
    let rendered = plainText(
      parts.map { $0.replacingOccurrences(of: String(slot), with: "") }.joined(separator: String(slot)))
    var remaining = values[...]
    return String(rendered.flatMap { $0 == slot ? Array(remaining.popFirst() ?? "") : [$0] })
  }

  /// The named character references CommonMark decodes that apps write most.
  private static let entities: [String: Character] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]

  private static func render(_ characters: [Character]) -> String {
    var output = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count, escapable.contains(characters[index + 1]) {
        output.append(characters[index + 1])
        index += 2
      } else if character == "`" {
        let length = run(characters, at: index)
        if let end = closing(of: "`", run: length, in: characters, after: index) {
          output += String(characters[(index + length)..<end]).strippingCodeSpanSpaces()
          index = end + length
        } else {
          // A run of backticks no run of the same length closes is text, all of it.
          output += String(characters[index..<(index + length)])
          index += length
        }
      } else if character == "[", let (label, next) = link(characters, at: index) {
        output += render(label)
        index = next
      } else if character == "<", let (address, next) = autolink(characters, at: index) {
        output += address
        index = next
      } else if character == "&", let (decoded, next) = entity(characters, at: index) {
        output.append(decoded)
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
    return characters[index] != "~" || length <= 2
  }

  /// Where a run of `length` `character`s closes the one opened at `start`: preceded by a
  /// character that is no space, and for `_` not followed by a letter or digit. A run that opens
  /// emphasis of its own before that is skipped with what it encloses (`_a _b_` pairs `_b_`); in
  /// a code span a backslash is text.
  private static func closing(
    of character: Character, run length: Int, in characters: [Character], after start: Int, depth: Int = 0
  ) -> Int? {
    var index = start + length
    while index < characters.count {
      guard characters[index] == character else {
        index += characters[index] == "\\" && character != "`" ? 2 : 1
        continue
      }
      let found = run(characters, at: index)
      let after = index + found
      if character == "`" {
        if found == length { return index }
        index = after
        continue
      }
      let closes =
        found == length && !characters[index - 1].isWhitespace
        && (character != "_" || after >= characters.count
          || !(characters[after].isLetter || characters[after].isNumber))
      if closes { return index }
      if depth < 8, opens(characters, at: index, length: found),
        let inner = closing(of: character, run: found, in: characters, after: index, depth: depth + 1)
      {
        index = inner + found
        continue
      }
      index = after
    }
    return nil
  }

  /// A link `[label](destination)` at `index`: its label and where the text goes on. The
  /// destination has balanced parentheses and no spaces (or is written `<…>`).
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
    guard close + 1 < characters.count, characters[close + 1] == "(" else { return nil }
    var end = close + 2
    var parentheses = 0
    let pointed = end < characters.count && characters[end] == "<"
    while end < characters.count {
      let next = characters[end]
      if pointed {
        if next == ">" {
          guard end + 1 < characters.count, characters[end + 1] == ")" else { return nil }
          return (Array(characters[(index + 1)..<close]), end + 2)
        }
      } else if next.isWhitespace {
        return nil
      } else if next == "(" {
        parentheses += 1
      } else if next == ")" {
        if parentheses == 0 { return (Array(characters[(index + 1)..<close]), end + 1) }
        parentheses -= 1
      }
      end += next == "\\" ? 2 : 1
    }
    return nil
  }

  /// An autolink `<scheme:…>` or `<name@host>` at `index`: the address, shown as written.
  private static func autolink(_ characters: [Character], at index: Int) -> (String, Int)? {
    guard let end = characters[(index + 1)...].firstIndex(of: ">") else { return nil }
    let inside = String(characters[(index + 1)..<end])
    guard !inside.contains(where: { $0.isWhitespace || $0 == "<" }) else { return nil }
    let scheme = inside.prefix { $0 != ":" }
    let isURI =
      inside.contains(":") && scheme.count >= 2 && scheme.count <= 32 && scheme.first?.isLetter == true
      && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+.-".contains($0) }
    let isMail = !isURI && inside.contains("@") && !inside.hasPrefix("@") && !inside.hasSuffix("@")
    return isURI || isMail ? (inside, end + 1) : nil
  }

  /// A named character reference (`&amp;`) at `index`: the character and where the text goes on.
  private static func entity(_ characters: [Character], at index: Int) -> (Character, Int)? {
    guard let end = characters[(index + 1)...].prefix(8).firstIndex(of: ";"),
      let decoded = entities[String(characters[(index + 1)..<end])]
    else { return nil }
    return (decoded, end + 1)
  }
}

extension String {
  /// The text with one leading and one trailing space removed when it has both (CommonMark's code spans).
  fileprivate func strippingCodeSpanSpaces() -> String {
    guard count >= 2, first == " ", last == " ", contains(where: { $0 != " " }) else { return self }
    return String(dropFirst().dropLast())
  }
}
