import HeraldICU

/// Joins the parts of an utterance into the phrase a screen reader speaks, with the punctuation
/// of the locale: sentences end with "." (or "。" in Chinese and Japanese) unless they already end
/// with a sentence mark; list-style parts join with ", " (or "、").
struct Phrase: Sendable {
  private let fullStop: String
  private let fullStopScalar: Unicode.Scalar
  /// The space between sentences (none in Chinese and Japanese).
  let sentenceSpace: String
  private let comma: String

  /// Punctuation for `locale`.
  init(locale: LanguageTag) {
    switch locale.language {
    case "ja", "zh":
      (fullStop, sentenceSpace, comma) = ("。", "", "、")
    case "ar":
      (fullStop, sentenceSpace, comma) = (".", " ", "، ")
    default:
      (fullStop, sentenceSpace, comma) = (".", " ", ", ")
    }
    fullStopScalar = fullStop.unicodeScalars.first ?? "."
  }

  /// The parts as sentences: "Set 3 star rating: 3 stars set. Selected. Button."
  func sentences(_ parts: [String]) -> String {
    var result = ""
    for part in parts where !part.isEmpty {
      if !result.isEmpty { result += sentenceSpace }
      result += part
      if let last = part.unicodeScalars.last, !Self.terminals.contains(last) { result += fullStop }
    }
    return result
  }

  /// The parts as a list: "Set 3 star rating, 3 stars set. Selected, Button"; a part that ends
  /// a sentence is followed by a space, not a comma.
  func list(_ parts: [String]) -> String {
    var result = ""
    for part in parts where !part.isEmpty {
      if let last = result.unicodeScalars.last {
        result += Self.terminals.contains(last) ? (sentenceSpace.isEmpty ? "" : " ") : comma
      }
      result += part
    }
    return result
  }

  /// `text` ending with a full stop: VoiceOver's descriptions add one unless the text already ends
  /// with one (other marks such as "?" get one too, as AccessibilitySnapshot's `hasSuffix(".")`).
  func terminated(_ text: String) -> String {
    // The last scalar, not `hasSuffix`: this runs several times per utterance.
    guard let last = text.unicodeScalars.last, last != ".", last != fullStopScalar else { return text }
    return text + fullStop
  }

  /// Appends `next` to `text` as a new sentence: a full stop after `text` unless it has one, a
  /// space, then `next` — in place, so that no intermediate string is made.
  func appendSentence(_ next: String, to text: inout String) {
    if let last = text.unicodeScalars.last, last != ".", last != fullStopScalar { text.append(fullStop) }
    text.append(sentenceSpace)
    text.append(next)
  }

  /// `text` without one final full stop.
  func strippingFullStop(_ text: String) -> String {
    guard let last = text.unicodeScalars.last, last == "." || last == fullStopScalar else { return text }
    var result = text
    result.unicodeScalars.removeLast()
    return result
  }

  /// "label: value", or whichever of the two there is.
  func labelAndValue(_ label: String?, _ value: String?) -> String? {
    switch (label, value) {
    case (let label?, let value?): "\(label): \(value)"
    case (let label?, nil): label
    case (nil, let value?): value
    case (nil, nil): nil
    }
  }

  private static let terminals: Set<Unicode.Scalar> = [".", "!", "?", "。", "！", "？", "؟", "…", ":"]
}
