import HeraldTree

/// Which elements show text, shared by the text rules (`text-without-dynamic-type`,
/// `text-contrast`).
enum TextContent {
  /// Roles whose text is their content: labels, text fields, text views.
  static let textRoles: Set<Role> = [.staticText, .textField, .secureTextField, .searchField, .textView]

  /// The text `element` shows: a label's, field's or text view's text, or a button's title for
  /// its current state; `nil` when it shows none.
  static func text(of element: Element) -> String? {
    let text: String?
    switch element.role {
    case .button:
      let state: ControlStateKey = element.state.isSelected ? .selected : .normal
      text = element.content.titles[state] ?? element.content.titles[.normal]
    case _ where textRoles.contains(element.role):
      text = element.content.text
    default:
      text = nil
    }
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}
