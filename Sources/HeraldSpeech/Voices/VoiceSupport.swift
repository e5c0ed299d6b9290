/// What espeak-ng's voices get wrong, measured on espeak-ng 1.51 (Debian 12).
///
/// A voice listed here produces audio, but a listener would not understand it; Herald still speaks
/// and transcribes with it and flags every result, so nobody mistakes its output for a check of
/// the translation. Each utterance is also checked for language switches (see
/// `PhonemeTranscription.languageSwitches(from:)`).
public enum VoiceSupport {
  /// Known limits by espeak-ng language code (the part before the first hyphen).
  public static let limitations: [String: String] = [
    "ja":
      "espeak-ng's Japanese voice reads kana only: it says \"Chinese letter\" in English for every kanji, so Japanese UI text is not understandable",
    "cmn":
      "espeak-ng's Mandarin voice mixes in English: it turns Chinese characters into pinyin and reads much of it with English phonemes (你好 → \"ni three hay a three\")",
    "he":
      "espeak-ng's Hebrew voice guesses the vowels written Hebrew leaves out and mispronounces most words",
  ]

  /// The limitation of voices speaking `languageCode`, or nil when they are usable.
  public static func limitation(of languageCode: String) -> String? {
    let base = languageCode.lowercased().split(separator: "-").first.map(String.init) ?? ""
    return limitations[base]
  }
}
