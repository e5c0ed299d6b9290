import HeraldSyntax

extension XLIFFTable {
  /// What a unit id writes for U+0004, which XML 1.0 cannot hold and which joins a gettext
  /// `msgctxt` to its `msgid` in a key: U+2404 (␄, SYMBOL FOR END OF TRANSMISSION).
  static let contextSeparatorStandIn = "\u{2404}"

  /// `key` as a unit id can hold it: U+0004 written as ``contextSeparatorStandIn``.
  static func encodeKey(_ key: String) -> String {
    key.replacing(GettextTable.contextSeparator, with: contextSeparatorStandIn)
  }

  /// The key an id names: ``contextSeparatorStandIn`` read as U+0004.
  static func decodeKey(_ id: String) -> String {
    id.replacing(contextSeparatorStandIn, with: GettextTable.contextSeparator)
  }

  /// `element` with Herald's extras as the attributes older files wrote (`herald:NAME`), so that
  /// one reader serves both: a trans-unit's `<context-group purpose="x-herald">` and its `<context
  /// context-type="x-herald-NAME">`s, or a file's `<header>` and its `<note from="x-herald-NAME">`s.
  ///
  /// - Parameter prefix: The prefix that names Herald's attributes in the document (`herald:`).
  static func withExtras(_ element: XMLElement, prefix: String) -> XMLElement {
    var element = element
    for child in element.elements {
      switch localName(child.name) {
      case "context-group" where child["purpose"] == extraPurpose:
        for context in child.elements where localName(context.name) == "context" {
          guard let type = context["context-type"], type.hasPrefix(extraPrefix) else { continue }
          element.attributes.append(XMLAttribute(name: prefix + type.dropFirst(extraPrefix.count), value: context.text))
        }
      case "header":
        for note in child.elements where localName(note.name) == "note" {
          guard let from = note["from"], from.hasPrefix(extraPrefix) else { continue }
          element.attributes.append(XMLAttribute(name: prefix + from.dropFirst(extraPrefix.count), value: note.text))
        }
      default: continue
      }
    }
    return element
  }
}
