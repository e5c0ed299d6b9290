/// The phoneme alphabets espeak-ng writes.
public enum PhonemeAlphabet: String, Sendable, Hashable, CaseIterable {
  /// The International Phonetic Alphabet: "sˈɛt θɹˈiː stˈɑːɹ ɹˈeɪɾɪŋ".
  case ipa
  /// espeak-ng's ASCII phoneme mnemonics: "s'Et Tr'i: st'A@ r'eIt#IN".
  case ascii
}

/// What espeak-ng would say for a text, as phonemes, one entry per clause.
///
/// Phonemes are stable: the same text, voice and espeak-ng version always give the same
/// transcription, in one process or many. (Audio is not: repeating a text in one process yields
/// slightly different samples.) Golden tests therefore compare phonemes exactly.
public struct PhonemeTranscription: Sendable, Hashable, CustomStringConvertible {
  /// The alphabet used.
  public var alphabet: PhonemeAlphabet
  /// The clauses, in order, as espeak-ng splits the text at punctuation.
  public var clauses: [String]

  /// Creates a transcription.
  public init(alphabet: PhonemeAlphabet, clauses: [String]) {
    self.alphabet = alphabet
    self.clauses = clauses
  }

  /// The clauses joined by " | ".
  public var description: String { clauses.joined(separator: " | ") }

  /// The languages espeak-ng switched to for some words, such as `["en"]` when the Japanese voice
  /// spells a kanji as "Chinese letter" in English or a Russian voice reads a Latin word.
  /// espeak-ng marks a switch as "(en)…(ja)" in the transcription.
  public func languageSwitches(from voiceLanguage: String) -> [String] {
    let own = Self.base(voiceLanguage)
    var found: [String] = []
    for clause in clauses {
      var rest = clause[...]
      while let open = rest.firstIndex(of: "(") {
        guard let close = rest[open...].firstIndex(of: ")") else { break }
        let code = String(rest[rest.index(after: open)..<close])
        if !code.isEmpty, code.count <= 12, code.allSatisfy({ $0.isLetter || $0 == "-" }),
          Self.base(code) != own, !found.contains(code)
        {
          found.append(code)
        }
        rest = rest[rest.index(after: close)...]
      }
    }
    return found
  }

  private static func base(_ code: String) -> Substring { code.lowercased().split(separator: "-").first ?? "" }
}
