import HeraldSyntax

/// A behaviour model of a custom control: how an instance of a `customClass` expands into
/// accessible elements, which properties it has, which catalog messages give its labels, values
/// and hints, and how its state changes when it is activated, incremented or decremented.
///
/// Models are data (`Components/*.json` for the built-in ones, `--components FILE` for a user's
/// own; the format is in `docs/components.md`). A storyboard's
/// `<stackView customClass="RatingControl">` with no children is announced and audited as the
/// app shows it at run time: five star buttons.
///
/// ```swift
/// let library = ComponentLibrary.builtIn
/// let model = library.model(forClass: "RatingControl")   // FoodTracker's control
/// ```
public struct ComponentModel: Sendable, Hashable {
  /// The custom class the model describes (`RatingControl`), matched against ``CustomClass/name``.
  public var className: String
  /// One sentence on what the control is and does.
  public var summary: String
  /// Where the behaviour comes from (the tutorial, the source file), for readers of the model.
  public var source: String?
  /// The properties an instance has, in declaration order, with their defaults.
  public var properties: [ComponentProperty]
  /// How generated children are laid out inside the control's frame.
  public var layout: ComponentLayout
  /// What the control itself is to accessibility (an adjustable element, say), when the model
  /// says; `nil` keeps the element as the source describes it.
  public var element: ElementTemplate?
  /// The children the control generates (five star buttons), when it generates any.
  public var children: RepeatedTemplate?
  /// What the model's author (or `herald components infer`) could not follow, for the person who
  /// finishes the model; Herald ignores these when it announces.
  public var unresolved: [UnresolvedPart]
  /// Where the model is defined.
  public var location: SourceLocation

  /// Creates a model.
  public init(
    className: String, summary: String, source: String? = nil, properties: [ComponentProperty] = [],
    layout: ComponentLayout = ComponentLayout(), element: ElementTemplate? = nil,
    children: RepeatedTemplate? = nil, unresolved: [UnresolvedPart] = [], location: SourceLocation
  ) {
    self.className = className
    self.summary = summary
    self.source = source
    self.properties = properties
    self.layout = layout
    self.element = element
    self.children = children
    self.unresolved = unresolved
    self.location = location
  }

  /// The property called `name`, if the model declares one.
  public func property(named name: String) -> ComponentProperty? {
    properties.first { $0.name == name }
  }

  /// The properties that actions may change (`rating`).
  public var stateProperties: [ComponentProperty] { properties.filter(\.isState) }
}

/// How a component's generated children are placed: along an axis with a spacing, as a
/// `UIStackView` arranges its subviews.
public struct ComponentLayout: Sendable, Hashable {
  /// The axis children follow one another on.
  public var axis: StackLayout.Axis
  /// The space between two children, in points (an expression over the properties).
  public var spacing: Expression

  /// Creates a layout; the default is a horizontal row with no spacing.
  public init(axis: StackLayout.Axis = .horizontal, spacing: Expression = .constant(.number(0))) {
    self.axis = axis
    self.spacing = spacing
  }
}
