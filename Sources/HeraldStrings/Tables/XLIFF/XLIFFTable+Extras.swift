import HeraldSyntax

extension XLIFFTable {
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
