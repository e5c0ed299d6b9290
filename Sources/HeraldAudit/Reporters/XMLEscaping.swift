import HeraldSyntax

/// The XML escaping of the JUnit and checkstyle reporters: HeraldSyntax's ``XMLEscaper``, and
/// ` name="value"` attribute lists.
///
/// What ``XMLEscaper`` leaves out (characters XML 1.0 forbids, such as a control character in a
/// label of an audited file) is not noted in these reports: their schemas have no place for a note
/// about the report itself, a reader that met the character would refuse the whole report, and
/// the text, JSON and SARIF reports of the same audit keep it.
enum XMLEscaping {
  /// `text` escaped for character data.
  static func text(_ text: String) -> String {
    XMLEscaper.text(text).text
  }

  /// `text` escaped for a double-quoted attribute value.
  static func attribute(_ text: String) -> String {
    XMLEscaper.attribute(text).text
  }

  /// ` name="value"` for each pair, values escaped, in the given order.
  static func attributes(_ pairs: KeyValuePairs<String, String>) -> String {
    pairs.map { " \($0.key)=\"\(attribute($0.value))\"" }.joined()
  }
}
