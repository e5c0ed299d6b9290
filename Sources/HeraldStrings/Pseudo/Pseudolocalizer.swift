/// Makes pseudo-translations: the development language's text accented, lengthened and optionally
/// right to left, so that a screen shows at once which texts are not localizable, which do not fit
/// a longer language and which layouts do not mirror — without a translator.
///
/// Placeholders (`%@`, `%1$d`, `%#@count@`, `%%`), ICU and template arguments (`{count}`,
/// `{{name}}`) and markup (`<b>`) are kept as they are; only the text around them changes, and a
/// text without letters outside them is kept whole.
/// Lengthening appends words (`one two three`), as Android's `en-XA` does, inside brackets that
/// show where a text was cut. Right to left wraps each word in U+202E … U+202C between
/// right-to-left marks, as Android's `ar-XB` does.
///
/// ```swift
/// Pseudolocalizer().transform("Set %d stars")  // "[Šéţ %d šţåŕš one two]"
/// ```
public struct Pseudolocalizer: Sendable, Hashable {
  /// How much longer a text gets, as a fraction of its letters (0.4: 40 %), at most 10.
  public var expansion: Double
  /// Whether each word is written right to left.
  public var isRightToLeft: Bool

  /// Creates a pseudolocalizer.
  public init(expansion: Double = 0.4, isRightToLeft: Bool = false) {
    self.expansion = expansion.isFinite ? min(max(0, expansion), 10) : 0
    self.isRightToLeft = isRightToLeft
  }

  /// The pseudo-locales Herald knows: `en-XA` (accented, longer) and `ar-XB` (also right to left).
  public static func named(_ locale: String) -> Pseudolocalizer? {
    switch locale.lowercased().replacingOccurrences(of: "_", with: "-") {
    case "en-xa": Pseudolocalizer()
    case "ar-xb": Pseudolocalizer(isRightToLeft: true)
    default: nil
    }
  }

  /// The pseudo-translation of `text`.
  public func transform(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    var output = ""
    var letters = 0
    for token in FormatString(text).tokens {
      switch token {
      case .literal(let literal):
        for piece in Self.protectedPieces(literal) {
          if piece.isProtected {
            output += piece.text
          } else {
            letters += piece.text.count(where: \.isLetter)
            output += wrapped(String(piece.text.map(Self.accented)))
          }
        }
      case .percent: output += "%%"
      case .placeholder(let placeholder): output += placeholder.text
      case .variable(let variable): output += variable.text
      // A stray `%` is the only character the parser took; the text after it is read on.
      case .stray: output += "%"
      }
    }
    // A text of placeholders alone (a `%#@count@` format whose variations carry the words) stays
    // as it is: its parts are pseudo-translated where they are written.
    guard letters > 0 else { return text }
    let padding = Self.padding(letters: Double(letters) * expansion)
    return "[" + output + (padding.isEmpty ? "" : " " + wrapped(padding)) + "]"
  }

  /// Words wrapped right to left when asked: each run of non-spaces between RLM RLO … PDF RLM.
  private func wrapped(_ text: String) -> String {
    guard isRightToLeft else { return text }
    var result = ""
    var word = ""
    func flush() {
      guard !word.isEmpty else { return }
      result += "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"
      word = ""
    }
    for character in text {
      if character.isWhitespace {
        flush()
        result.append(character)
      } else {
        word.append(character)
      }
    }
    flush()
    return result
  }

  /// Words of at least `letters` letters in all (`one two three`), or none for 0.
  static func padding(letters requested: Double) -> String {
    let count = requested.isFinite ? min(requested, 1_000_000) : 0
    let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    var result: [String] = []
    var length = 0.0
    var index = 0
    while length < count {
      let word = words[index % words.count]
      result.append(word)
      length += Double(word.count)
      index += 1
    }
    return result.joined(separator: " ")
  }

  /// A piece of literal text, and whether it must be kept as it is.
  struct Piece: Equatable {
    var text: String
    var isProtected: Bool
  }

  /// `text` split into free text and protected spans: `{…}` arguments (nested braces included)
  /// and `<…>` markup.
  static func protectedPieces(_ text: String) -> [Piece] {
    var pieces: [Piece] = []
    var current = ""
    var depth = 0
    var inTag = false
    func close(_ isProtected: Bool) {
      if !current.isEmpty { pieces.append(Piece(text: current, isProtected: isProtected)) }
      current = ""
    }
    for character in text {
      if depth == 0, !inTag, character == "{" || character == "<" {
        close(false)
        if character == "{" { depth = 1 } else { inTag = true }
        current.append(character)
        continue
      }
      current.append(character)
      if depth > 0 {
        if character == "{" { depth += 1 }
        if character == "}" {
          depth -= 1
          if depth == 0 { close(true) }
        }
      } else if inTag, character == ">" {
        inTag = false
        close(true)
      }
    }
    // An unclosed brace or angle bracket is text, not an argument.
    close(false)
    return pieces
  }

  /// The accented form of an ASCII letter; other characters as they are.
  static func accented(_ character: Character) -> Character {
    accents[character] ?? character
  }

  private static let accents: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let marked = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, marked))
  }()
}
