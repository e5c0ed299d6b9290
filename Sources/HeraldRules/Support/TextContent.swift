import HeraldAudit
import HeraldTree

/// Which elements show text, shared by the text rules (`text-without-dynamic-type`,
/// `text-contrast`).
enum TextContent {
  /// Roles whose text is their content: labels, text fields, text views.
  static let textRoles: Set<Role> = [.staticText, .textField, .secureTextField, .searchField, .textView]

  /// The text `element` shows: a label's, field's or text view's text, or a button's title for
  /// its current state; `nil` when it shows none, or only spaces (a title of `" "` beside an
  /// image draws no glyph whose size or contrast could matter).
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
    guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
    return text
  }

  /// The text `node` draws: ``text(of:)``, unless ``titleHidden(_:)``.
  static func drawnText(of node: AuditNode) -> String? {
    titleHidden(node) ? nil : text(of: node.element)
  }

  /// Whether `node`'s text is a SwiftUI `Label`'s title (the label's own, a button's whose content
  /// is only labels, or one made with `systemImage:`) under `.labelStyle(.iconOnly)`, which draws
  /// the icon alone and keeps the title as the accessibility label (the innermost style wins).
  static func titleHidden(_ node: AuditNode) -> Bool {
    let element = node.element
    // A button whose labels each draw their icon alone by their own style (`Button { Label("Dismiss",
    // systemImage: "xmark").labelStyle(.iconOnly) }`) draws no title either.
    if !element.children.isEmpty,
      element.children.allSatisfy({ $0.className == "Label" && Self.labelStyle(of: $0) == "iconOnly" })
    {
      return true
    }
    let style = ([node] + node.ancestors).lazy.compactMap { Self.labelStyle(of: $0.element) }.first
    guard style == "iconOnly" else { return false }
    // `Button("Delete", systemImage: "trash")` is a label of its own: a title and an image, no children.
    let titledImage = element.children.isEmpty && element.content.images[.normal] != nil
    return element.className == "Label" || titledImage
      || (!element.children.isEmpty && element.children.allSatisfy { $0.className == "Label" })
  }

  /// The `.labelStyle(…)` written on `element` (`iconOnly`), if any.
  private static func labelStyle(of element: Element) -> String? {
    guard let attribute = element.runtimeAttributes.first(where: { $0.keyPath == RuntimeAttribute.labelStyleKeyPath }),
      case .string(let style) = attribute.value
    else { return nil }
    return style
  }
}
