import HeraldTree

/// Text measures for drawing: widths from ``TextWidth``, and clipping.
enum TextMetrics {
  /// The estimated width of `text` at `fontSize` (``TextWidth``'s per-script table).
  static func width(of text: String, fontSize: Double) -> Double {
    TextWidth.estimate(text, pointSize: fontSize)
  }

  /// `text` cut to at most `limit` characters, with an ellipsis when cut.
  static func clipped(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(max(limit - 1, 1))) + "…"
  }
}
