/// An input that Herald's XML, JSON, YAML or property-list reader refuses, with where and what to do about it.
///
/// Every case carries the ``SourceLocation`` of the problem. ``description`` is the message a user
/// sees: it names the file, line and column, says what is wrong and what to do.
public enum SyntaxError: LocatedError, Sendable, Hashable {
  /// The text is not well-formed XML (an unclosed tag, a stray `<`, an end tag that does not match).
  case malformedXML(SourceLocation, reason: String)
  /// The document declares entities in a DTD. Herald refuses them all, because entity expansion
  /// is the vector of "billion laughs" bombs and external entities read files or the network.
  case entityDeclaration(SourceLocation, external: Bool)
  /// The document has a DTD internal subset. Herald never processes DTDs.
  case internalSubset(SourceLocation)
  /// An entity reference other than the five XML predefines and character references.
  case undefinedEntity(SourceLocation, name: String)
  /// The document declares an encoding other than UTF-8 / UTF-16 / ASCII.
  case unsupportedEncoding(SourceLocation, encoding: String)
  /// The bytes are not valid UTF-8: `byte` at the location begins no UTF-8 character (a file
  /// saved in Latin-1 or Windows-1252, or cut in the middle of a character).
  case invalidUTF8(SourceLocation, byte: UInt8)
  /// Elements or arrays nest deeper than the reader allows.
  case nestingTooDeep(SourceLocation, limit: Int)
  /// The text is not well-formed JSON.
  case malformedJSON(SourceLocation, reason: String)
  /// The text is not YAML that Herald reads: a syntax error, more than one document, a duplicate
  /// key, a value JSON cannot hold (`.inf`), or a document whose aliases expand too far.
  case malformedYAML(SourceLocation, reason: String)
  /// The text is not a well-formed OpenStep property list (`project.pbxproj`): a missing `;` or
  /// `=`, a string, comment, dictionary or array the file ends inside (located where it starts).
  case malformedPropertyList(SourceLocation, reason: String)

  /// Where the problem is.
  public var location: SourceLocation? { position }

  /// Where the problem is (every syntax error has a line and column).
  public var position: SourceLocation {
    switch self {
    case .malformedXML(let location, _), .entityDeclaration(let location, _),
      .internalSubset(let location), .undefinedEntity(let location, _),
      .unsupportedEncoding(let location, _), .invalidUTF8(let location, _), .nestingTooDeep(let location, _),
      .malformedJSON(let location, _), .malformedYAML(let location, _), .malformedPropertyList(let location, _):
      return location
    }
  }

  /// What is wrong and what to do, without the location: for reports that print the location
  /// themselves (SARIF, JSON).
  public var message: String {
    switch self {
    case .malformedXML(_, let reason):
      return "malformed XML: \(reason)"
    case .entityDeclaration(_, let external):
      let kind =
        external
        ? "an external entity (it would read another file or the network)"
        : "an entity declaration (entity expansion is how 'billion laughs' bombs work)"
      return
        "refused: the DTD declares \(kind); Herald never expands DTD entities. Remove the <!DOCTYPE …[…]> block; Interface Builder and UI-test dumps never need one."
    case .internalSubset:
      return
        "refused: the document has a DTD internal subset, which Herald does not process. Remove the […] part of <!DOCTYPE>."
    case .undefinedEntity(_, let name):
      return
        "malformed XML: undefined entity '&\(name);'. Only &lt; &gt; &amp; &quot; &apos; and character references (&#10;) are allowed; escape a literal '&' as &amp;."
    case .unsupportedEncoding(_, let encoding):
      return
        "unsupported encoding '\(encoding)'. Save the file as UTF-8 (or UTF-16 with a byte-order mark)."
    case .invalidUTF8(_, let byte):
      let hex = String(byte, radix: 16, uppercase: true)
      return
        "the text is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" : "")\(hex) here); save the file as UTF-8 (it may be in Latin-1 or Windows-1252, or cut in the middle of a character)."
    case .nestingTooDeep(_, let limit):
      return "refused: nesting deeper than \(limit) levels."
    case .malformedJSON(_, let reason):
      return "malformed JSON: \(reason)"
    case .malformedYAML(_, let reason):
      return "malformed YAML: \(reason)"
    case .malformedPropertyList(_, let reason):
      return "malformed property list: \(reason)"
    }
  }
}
