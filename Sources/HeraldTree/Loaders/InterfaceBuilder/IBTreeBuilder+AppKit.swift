import HeraldSyntax

extension IBTreeBuilder {
  /// Reads what an AppKit control keeps in its cell (`<buttonCell key="cell" title="Save">`,
  /// `<textFieldCell key="cell" editable="YES">`): the title, the placeholder, whether a text field
  /// is editable (static labels are non-editable `NSTextField`s), the kind of button (check
  /// boxes, radio buttons and disclosure triangles are `NSButton`s with a cell type; a help button
  /// is named Help, as AppKit names it), a pop-up
  /// button's selected item, a slider's or stepper's value and range, and whether the control is
  /// enabled (AppKit keeps `enabled="NO"` on the cell).
  func readAppKitCell(of xml: XMLElement, into element: inout Element) throws(TreeError) {
    guard let cell = xml.elements.first(where: { $0["key"] == "cell" }) else { return }
    if cell["enabled"] == "NO" { element.state.isEnabled = false }
    switch cell.name {
    case "buttonCell":
      switch cell["type"] {
      case "check": element.role = .checkBox
      case "radio": element.role = .radioButton
      case "disclosureTriangle": element.role = .disclosureTriangle
      default: break
      }
      if let title = cell["title"], !title.isEmpty { element.content.titles[.normal] = title }
      if let image = Self.imageName(cell) { element.content.images[.normal] = image }
      // A help button (a round "?") has no title: AppKit names it Help, as VoiceOver reads it.
      if cell["bezelStyle"] == "helpButton" { element.content.systemItem = "help" }
      if [.checkBox, .radioButton, .disclosureTriangle].contains(element.role) {
        element.state.isOn = cell["state"] == "on"
      }
    case "popUpButtonCell":
      // An NSPopUpButton's value is its selected item's title (the cell's title); it has no title
      // of its own, so the item is its text, not a label.
      element.content.text = Self.selectedItemTitle(of: cell)
    case "sliderCell", "stepperCell":
      // AppKit's defaults: a slider's range is 0…1, a stepper's 0…59 (NSStepper.maxValue).
      element.content.range = RangeValue(
        value: try cell.number("doubleValue") ?? 0, minimum: try cell.number("minValue") ?? 0,
        maximum: try cell.number("maxValue") ?? (cell.name == "sliderCell" ? 1 : 59))
    case "textFieldCell", "searchFieldCell", "secureTextFieldCell", "comboBoxCell", "tokenFieldCell":
      if let placeholder = cell["placeholderString"] { element.content.placeholder = placeholder }
      let editable = cell["editable"] == "YES"
      if let title = cell["title"], !title.isEmpty { element.content.text = title }
      if element.role == .textField && !editable { element.role = .staticText }
      if cell.child("textInputTraits")?["secureTextEntry"] == "YES" || xml.name == "secureTextField" {
        element.role = .secureTextField
      }
    default:
      break
    }
  }

  /// The title of a pop-up button cell's selected item: the cell's title, else the title of the
  /// menu item `selectedItem` names.
  private static func selectedItemTitle(of cell: XMLElement) -> String? {
    if let title = cell["title"], !title.isEmpty { return title }
    guard let selected = cell["selectedItem"],
      let items = cell.child("menu", key: "menu")?.child("items")
    else { return nil }
    return items.elements.first { $0["id"] == selected }?["title"]
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
