/// Estimates how wide a text is drawn, without a font engine: an average advance per character,
/// in ems, by script, from the proportions of the system fonts (San Francisco, Roboto, Noto).
///
/// | characters | em |
/// |---|---|
/// | Latin, Greek lowercase; digits | 0.52 |
/// | Latin, Greek uppercase | 0.66 |
/// | Cyrillic lowercase | 0.56 (wider letters: ж, ш, щ, ы, ю) |
/// | Cyrillic uppercase | 0.70 |
/// | Arabic, Hebrew, Syriac, Thaana | 0.48 |
/// | Indic scripts, Thai, Lao, Khmer, Myanmar, Georgian, Armenian, Ethiopic | 0.62 |
/// | CJK ideographs, kana, Hangul, full-width forms, emoji | 1.0 |
/// | space, punctuation | 0.30 |
/// | combining marks, format controls (U+200F, U+202E) | 0 |
///
/// Real widths vary by about ±15 % with the font, weight and letters, so what the estimate says is a
/// reason to look, never a verdict.
///
/// ```swift
/// TextWidth.estimate("Новое блюдо", pointSize: 17)  // ≈ 101 pt
/// ```
public enum TextWidth {
  /// The estimated width of `text` in points at `pointSize`.
  public static func estimate(_ text: String, pointSize: Double) -> Double {
    text.unicodeScalars.reduce(0) { $0 + ems($1) } * pointSize
  }

  /// The advance of one character, in ems.
  public static func ems(_ scalar: Unicode.Scalar) -> Double {
    let value = scalar.value
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    switch value {
    case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05C7, 0x064B...0x065F, 0x200B...0x200F, 0x202A...0x202E,
      0x2066...0x2069, 0xFE00...0xFE0F:
      return 0
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
      return 1
    case 0x0400...0x04FF:
      if "жшщыюЖШЩЫЮ".unicodeScalars.contains(scalar) { return 0.72 }
      return scalar.properties.isUppercase ? 0.70 : 0.56
    case 0x0590...0x08FF: return 0.48
    case 0x0530...0x058F, 0x0900...0x0DFF, 0x0E00...0x0EFF, 0x1000...0x109F, 0x10A0...0x10FF, 0x1200...0x139F,
      0x1780...0x17FF:
      return 0.62
    default:
      if scalar.properties.isWhitespace || scalar.properties.generalCategory.isPunctuation { return 0.30 }
      return scalar.properties.isUppercase ? 0.66 : 0.52
    }
  }
}

extension Unicode.GeneralCategory {
  fileprivate var isPunctuation: Bool {
    switch self {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      true
    default: false
    }
  }
}
