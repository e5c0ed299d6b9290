/// Estimates how wide text is drawn, without a font engine: an average advance per character of
/// 0.55 em for Latin, Cyrillic, Greek and similar scripts, and 1 em for the wide characters of
/// CJK scripts and emoji.
enum TextMetrics {
  /// The estimated width of `text` at `fontSize`.
  static func width(of text: String, fontSize: Double) -> Double {
    var ems = 0.0
    for scalar in text.unicodeScalars {
      ems += isWide(scalar) ? 1 : 0.55
    }
    return ems * fontSize
  }

  /// `text` cut to at most `limit` characters, with an ellipsis when cut.
  static func clipped(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(max(limit - 1, 1))) + "…"
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
