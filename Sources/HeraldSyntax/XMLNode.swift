/// One attribute of an XML element, in document order.
public struct XMLAttribute: Sendable, Hashable {
  /// The attribute's qualified name, as written (`key`, `xml:lang`).
  public var name: String
  /// The attribute's value with entities and character references resolved.
  public var value: String

  /// Creates an attribute.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// An element of a parsed XML document: its name, attributes, children and where it starts.
///
/// Herald's readers build this small tree instead of handing out a streaming parser because every
/// loader needs to look at an element's children (`<rect key="frame">`, `<accessibility>`) and at
/// the comment before it (Interface Builder writes scene names as comments).
public struct XMLElement: Sendable, Hashable {
  /// The element's qualified name (`button`, `XCUIElementTypeButton`, `node`).
  public var name: String
  /// The attributes in document order.
  public var attributes: [XMLAttribute]
  /// Child elements, text and comments in document order.
  public var children: [XMLNode]
  /// Where the element's start tag begins (`<`).
  public var location: SourceLocation

  /// Creates an element.
  public init(
    name: String, attributes: [XMLAttribute] = [], children: [XMLNode] = [],
    location: SourceLocation
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.location = location
  }

  /// The value of the attribute called `name`, or `nil` when the element has none.
  ///
  /// - Complexity: O(*n*) in the number of attributes, which is small for real documents.
  public subscript(_ name: String) -> String? {
    for attribute in attributes where attribute.name == name { return attribute.value }
    return nil
  }

  /// The child elements, skipping text and comments.
  public var elements: [XMLElement] {
    children.compactMap { if case .element(let element) = $0 { element } else { nil } }
  }

  /// The first child element called `name` whose `key` attribute is `key` (any key when `nil`).
  public func child(_ name: String, key: String? = nil) -> XMLElement? {
    for case .element(let element) in children
    where element.name == name && (key == nil || element["key"] == key) {
      return element
    }
    return nil
  }

  /// The concatenated text of the element's direct text children.
  public var text: String {
    children.reduce(into: "") { if case .text(let text) = $1 { $0 += text } }
  }
}

/// A node in an element's content.
public enum XMLNode: Sendable, Hashable {
  /// A child element.
  case element(XMLElement)
  /// Character data (text or CDATA), entities resolved. Whitespace-only runs are not kept.
  case text(String)
  /// A comment's text, without `<!--` and `-->`.
  case comment(String)
}
