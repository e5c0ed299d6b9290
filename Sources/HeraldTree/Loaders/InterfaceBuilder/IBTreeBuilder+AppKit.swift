import HeraldSyntax

extension IBTreeBuilder {
  /// Reads what an AppKit control keeps in its cell (`<buttonCell key="cell" title="Save">`,
  /// `<textFieldCell key="cell" editable="YES">`): the title, the placeholder, whether a text field
  /// is editable (static labels are non-editable `NSTextField`s) and the kind of button (check
  /// boxes and radio buttons are `NSButton`s with a cell type).
  func readAppKitCell(of xml: XMLElement, into element: inout Element) {
    guard let cell = xml.child("buttonCell", key: "cell") ?? xml.child("textFieldCell", key: "cell") else { return }
    switch cell.name {
    case "buttonCell":
      switch cell["type"] {
      case "check": element.role = .checkBox
      case "radio": element.role = .radioButton
      default: break
      }
      if let title = cell["title"], !title.isEmpty { element.content.titles[.normal] = title }
      if let image = Self.imageName(cell) { element.content.images[.normal] = image }
      if element.role == .checkBox || element.role == .radioButton {
        element.state.isOn = cell["state"] == "on"
      }
    default:
      if let placeholder = cell["placeholderString"] { element.content.placeholder = placeholder }
      let editable = cell["editable"] == "YES"
      if let title = cell["title"], !title.isEmpty { element.content.text = title }
      if element.role == .textField && !editable { element.role = .staticText }
      if cell.child("textInputTraits")?["secureTextEntry"] == "YES" || xml.name == "secureTextField" {
        element.role = .secureTextField
      }
    }
  }

  /// Moves the children's frames from AppKit's bottom-left origin (y up) to the top-left origin
  /// Herald's model and every other platform use, so that reading order and geometry read the same.
  @inline(never)
  func flipAppKitChildren(of element: inout Element) {
    guard let height = element.frame?.height else { return }
    for index in element.children.indices {
      guard var frame = element.children[index].frame else { continue }
      frame.y = height - frame.y - frame.height
      element.children[index].frame = frame
    }
  }
}
