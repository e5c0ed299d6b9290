import HeraldTree

/// Whether the name a SwiftUI image is read by says something. Apple documents the name of
/// `Image(_:)` as "the localization key with which to label the image": a name that reads as words
/// a person says ("plus", "Gold", "Sparkles", "Bird Food") is the image's label, as any text would
/// be; one that reads as a file name ("ic_close_24", "StartDayIcon", "Alert-Color-16", "box/Lid")
/// or names only the kind of picture ("logo", "icon") is not. A name the app computes
/// (`‹species.id›`) is not known to be words: judged, as before, as the asset name it is (the
/// names judged so on apps not used for fixing were file names: "Vibrant Bird 3", "Fountain/Stone").
enum ImageNameWords {
  /// Words that name the kind of picture, not what it shows: a name of these alone says nothing.
  static let kindWords: Set<String> = [
    "logo", "icon", "image", "img", "picture", "pic", "photo", "avatar", "placeholder", "banner", "illustration",
    "graphic", "artwork", "hero", "thumbnail", "asset", "glyph", "symbol", "button", "btn", "bg", "background", "ic",
  ]

  /// Whether `element`, a SwiftUI image labelled by its name (or a control that shows one), is
  /// labelled by `name` in words: the label VoiceOver reads says what the image is.
  static func labels(_ element: Element, name: String) -> Bool {
    let byName = element.labelsImageByName || element.children.contains(where: \.labelsImageByName)
    return byName && readsAsWords(name)
  }

  /// Whether `name` reads as words that say what the image is. A part in `‹…›` is a value the
  /// source does not fix, except a symbol Xcode generates for an asset of one lower-case word
  /// (`‹.home›`: the asset name's words in lower camel case, so the name is that word).
  static func readsAsWords(_ name: String) -> Bool {
    var literal = ""
    var part: String?
    for character in name {
      if character == "‹" {
        part = ""
      } else if character == "›", let code = part {
        part = nil
        let symbol = code.dropFirst()
        guard code.first == ".", !symbol.isEmpty, symbol.allSatisfy(\.isLowercase) else { return false }
        literal.append(contentsOf: symbol)
      } else if part != nil {
        part?.append(character)
      } else {
        literal.append(character)
      }
    }
    let words = literal.split(separator: " ", omittingEmptySubsequences: false)
    // Letters only, one word or words one space apart, no word run into the next (`StartDayIcon`,
    // `VPNDownload`).
    for word in words {
      guard !word.isEmpty, word.allSatisfy(\.isLetter) else { return false }
      let letters = Array(word)
      for index in letters.indices.dropFirst() where letters[index].isUppercase {
        if letters[index - 1].isLowercase { return false }
        if index + 1 < letters.count, letters[index + 1].isLowercase, letters[index - 1].isUppercase { return false }
      }
    }
    // A letter alone ("X") is a file's code, not a word a person says ("Up", "Go" are).
    return words.contains { !kindWords.contains($0.lowercased()) && $0.count > 1 }
  }
}
