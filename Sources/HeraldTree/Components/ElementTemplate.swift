import HeraldSyntax

/// What a component makes of one element: its role, size, images, accessibility, and what its
/// actions do. Every computed field is an ``Expression`` over the component's properties (and,
/// for repeated children, the index), so one template describes all five stars.
public struct ElementTemplate: Sendable, Hashable {
  /// The role of a generated element; `nil` for the control itself, which keeps its own.
  public var role: Role?
  /// The width and height, when the template sets them.
  public var size: (width: Expression, height: Expression)?
  /// Image names per control state (`emptyStar` normal, `filledStar` selected).
  public var images: [ControlStateKey: String]
  /// Whether the element is an accessibility element, when the template says.
  public var isElement: Expression?
  /// Whether the element is selected.
  public var isSelected: Expression?
  /// Whether the element is enabled.
  public var isEnabled: Expression?
  /// Accessibility traits the template sets, replacing the role's defaults.
  public var traits: AccessibilityTraits?
  /// The accessibility label.
  public var label: TemplateText?
  /// The accessibility value.
  public var value: TemplateText?
  /// The accessibility hint.
  public var hint: TemplateText?
  /// What activating, incrementing or decrementing the element does.
  public var actions: [ComponentAction.Kind: ComponentAction]

  /// Creates a template; every argument defaults to "not set".
  public init(
    role: Role? = nil, size: (width: Expression, height: Expression)? = nil,
    images: [ControlStateKey: String] = [:], isElement: Expression? = nil, isSelected: Expression? = nil,
    isEnabled: Expression? = nil, traits: AccessibilityTraits? = nil, label: TemplateText? = nil,
    value: TemplateText? = nil, hint: TemplateText? = nil, actions: [ComponentAction.Kind: ComponentAction] = [:]
  ) {
    self.role = role
    self.size = size
    self.images = images
    self.isElement = isElement
    self.isSelected = isSelected
    self.isEnabled = isEnabled
    self.traits = traits
    self.label = label
    self.value = value
    self.hint = hint
    self.actions = actions
  }

  /// Compares every field (the size pair included).
  public static func == (lhs: ElementTemplate, rhs: ElementTemplate) -> Bool {
    lhs.role == rhs.role && lhs.size?.width == rhs.size?.width && lhs.size?.height == rhs.size?.height
      && lhs.images == rhs.images && lhs.isElement == rhs.isElement && lhs.isSelected == rhs.isSelected
      && lhs.isEnabled == rhs.isEnabled && lhs.traits == rhs.traits && lhs.label == rhs.label
      && lhs.value == rhs.value && lhs.hint == rhs.hint && lhs.actions == rhs.actions
  }

  /// Hashes every field.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(size?.width)
    hasher.combine(size?.height)
    hasher.combine(images)
    hasher.combine(label)
    hasher.combine(value)
    hasher.combine(hint)
  }
}

/// A template repeated for each child a component generates: `starCount` star buttons, with the
/// index (0-based) bound to ``indexName``.
public struct RepeatedTemplate: Sendable, Hashable {
  /// The most children a `repeat` may generate: its count is a whole number from 0 to this.
  /// A model whose count evaluates above it is refused when it is expanded, so a draft never
  /// writes a larger constant.
  public static let maximumCount = 10_000

  /// How many children (an expression such as `starCount`).
  public var count: Expression
  /// The name the index has in the template's expressions (`index`).
  public var indexName: String
  /// The template of each child.
  public var template: ElementTemplate

  /// Creates a repeated template.
  public init(count: Expression, indexName: String = "index", template: ElementTemplate) {
    self.count = count
    self.indexName = indexName
    self.template = template
  }
}

/// The text of a label, value or hint: a message of a catalog (localized) or an inline ICU
/// MessageFormat pattern, with arguments computed by expressions, shown only when ``condition``
/// holds.
public struct TemplateText: Sendable, Hashable {
  /// Where the message comes from.
  public enum Source: Sendable, Hashable {
    /// A key of `Localizations/` (`rating.value`), formatted in the announcer's locale.
    case message(String)
    /// An ICU MessageFormat pattern written in the model itself; not localized.
    case pattern(String)
  }

  /// The message.
  public var source: Source
  /// The message's arguments by name, in declaration order.
  public var arguments: [(name: String, value: Expression)]
  /// The text is set only when this holds (`rating == index + 1`); `nil` means always.
  public var condition: Expression?

  /// Creates a text.
  public init(source: Source, arguments: [(name: String, value: Expression)] = [], condition: Expression? = nil) {
    self.source = source
    self.arguments = arguments
    self.condition = condition
  }

  /// Compares source, arguments and condition.
  public static func == (lhs: TemplateText, rhs: TemplateText) -> Bool {
    lhs.source == rhs.source && lhs.condition == rhs.condition
      && lhs.arguments.map(\.name) == rhs.arguments.map(\.name)
      && lhs.arguments.map(\.value) == rhs.arguments.map(\.value)
  }

  /// Hashes source and argument names.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
    hasher.combine(arguments.map(\.name))
  }
}
