import HeraldSyntax

/// The XML escaping of the string-table writers: HeraldSyntax's ``XMLEscaper``, with the
/// characters it leaves out (those XML 1.0 forbids) collected so that the writer names them as a
/// loss of the entry they came from.
struct XMLText {
  /// The characters left out since the last ``loss(key:locale:format:)``, in order.
  private(set) var dropped: [Unicode.Scalar] = []

  /// `text` escaped for character data, or for a double-quoted attribute value when `quotes`.
  mutating func escape(_ text: String, quotes: Bool = false) -> String {
    let escaped = quotes ? XMLEscaper.attribute(text) : XMLEscaper.text(text)
    dropped += escaped.dropped
    return escaped.text
  }

  /// The warning that names the characters left out since the last call, for entry `key`, or
  /// `nil` when there are none; they are forgotten afterwards.
  mutating func loss(key: String, locale: String?, format: TableFormat) -> StringsDiagnostic? {
    guard !dropped.isEmpty else { return nil }
    var names: [String] = []
    for scalar in dropped {
      let name = "U+" + String.uppercaseHex(scalar.value)
      if !names.contains(name) { names.append(name) }
    }
    dropped = []
    return StringsDiagnostic(
      .warning, code: "not-representable",
      message: "\(format.rawValue) cannot hold \(names.joined(separator: ", ")), which XML 1.0 forbids; "
        + (names.count == 1 ? "it was left out. Remove it" : "they were left out. Remove them") + " from the text.",
      key: key, locale: locale)
  }
}
