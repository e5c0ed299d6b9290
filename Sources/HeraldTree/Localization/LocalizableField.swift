/// A text of an element that an app translates: what a string table's key stands for.
///
/// Interface Builder's tables name the field after the object id (`"Nv5-iT-9wE.title"`,
/// `"Ph6-oT-2vB.accessibilityLabel"`); code looks a field up by its own key
/// (`NSLocalizedString("Rating", comment: "")`).
public enum LocalizableField: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// `accessibilityLabel`.
  case accessibilityLabel
  /// `accessibilityHint`.
  case accessibilityHint
  /// `accessibilityValue`.
  case accessibilityValue
  /// A title for a control state (buttons, bar items, segments, navigation titles).
  case title(ControlStateKey)
  /// A label's, text field's or text view's text.
  case text
  /// A text field's or search bar's placeholder.
  case placeholder

  /// Whether the field is one of the accessibility properties (label, hint, value).
  public var isAccessibility: Bool {
    switch self {
    case .accessibilityLabel, .accessibilityHint, .accessibilityValue: true
    case .title, .text, .placeholder: false
    }
  }

  /// The field's name in messages: `label`, `hint`, `value`, `title`, `text`, `placeholder`.
  public var name: String {
    switch self {
    case .accessibilityLabel: "label"
    case .accessibilityHint: "hint"
    case .accessibilityValue: "value"
    case .title: "title"
    case .text: "text"
    case .placeholder: "placeholder"
    }
  }

  /// The field's text in `element`, when it has one.
  public func text(of element: Element) -> String? {
    switch self {
    case .accessibilityLabel: element.accessibility.label
    case .accessibilityHint: element.accessibility.hint
    case .accessibilityValue: element.accessibility.value
    case .title(let state): element.content.titles[state]
    case .text: element.content.text
    case .placeholder: element.content.placeholder
    }
  }

  /// `element` with the field's text replaced by `text`.
  public func setting(_ text: String, in element: inout Element) {
    switch self {
    case .accessibilityLabel: element.accessibility.label = text
    case .accessibilityHint: element.accessibility.hint = text
    case .accessibilityValue: element.accessibility.value = text
    case .title(let state): element.content.titles[state] = text
    case .text: element.content.text = text
    case .placeholder: element.content.placeholder = text
    }
  }

  /// The field ``description`` names (`label`, `title`, `title[selected]`, `placeholder`).
  public init?(description: String) {
    if let field = Self.all.first(where: { $0.description == description }) { self = field } else { return nil }
  }

  /// Every field, in the order rules report them.
  public static let all: [LocalizableField] =
    [.accessibilityLabel, .accessibilityHint, .accessibilityValue] + ControlStateKey.allCases.map { .title($0) }
    + [.text, .placeholder]

  /// Orders fields as ``all`` lists them.
  public static func < (lhs: LocalizableField, rhs: LocalizableField) -> Bool {
    (all.firstIndex(of: lhs) ?? 0) < (all.firstIndex(of: rhs) ?? 0)
  }

  /// The field's name, with the state of a title (`title[selected]`).
  public var description: String {
    if case .title(let state) = self, state != .normal { return "title[\(state.rawValue)]" }
    return name
  }
}
