/// The words the `voiceover` profile speaks, looked up once per vocabulary: each trait word with
/// and without its full stop, so that describing an element hashes no key and formats nothing.
/// A class, so that reaching the words costs one retain, not one per word.
final class VoiceOverWords: Sendable {
  /// A word and the same word as a sentence ("Button" and "Button.").
  struct Entry: Sendable {
    let word: String
    let sentence: String
  }

  let selected, dimmed, button, backButton, switchButton, on, off, mixed, tab, textField, secureTextField: Entry
  let heading, link, adjustable, image, searchField: Entry
  /// "back", lower-cased: a back button with this label says only its trait.
  let back: String
  let adjustableHint, switchHint, textFieldHint, textAreaHint, customActions, customContent: String
  let listStart, listEnd, landmarkStart, landmarkEnd: String

  init(phrase: Phrase, _ word: (Vocabulary.Word) -> String) {
    func entry(_ key: Vocabulary.Word) -> Entry {
      let text = word(key)
      return Entry(word: text, sentence: phrase.terminated(text))
    }
    (selected, dimmed, button, backButton) = (entry(.selected), entry(.dimmed), entry(.button), entry(.backButton))
    (switchButton, on, off, mixed) = (entry(.switchButton), entry(.on), entry(.off), entry(.mixed))
    (tab, textField, secureTextField) = (entry(.tab), entry(.textField), entry(.secureTextField))
    (heading, link, adjustable) = (entry(.heading), entry(.link), entry(.adjustable))
    (image, searchField) = (entry(.image), entry(.searchField))
    back = word(.back).lowercased()
    (adjustableHint, switchHint, textFieldHint) = (word(.adjustableHint), word(.switchHint), word(.textFieldHint))
    // A text view's hint: the edit hint as a sentence, then the rotor hint ("Double tap to edit.,
    // Use the rotor to access Misspelled Words"), as VoiceOver joins them.
    textAreaHint = phrase.terminated(word(.textFieldHint)) + ", " + word(.misspelledWordsHint)
    customActions = word(.customActions)
    customContent = word(.customContent)
    (listStart, listEnd) = (word(.listStart), word(.listEnd))
    (landmarkStart, landmarkEnd) = (word(.landmarkStart), word(.landmarkEnd))
  }
}
