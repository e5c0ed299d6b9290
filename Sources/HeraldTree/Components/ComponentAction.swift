/// What an action on a component's element does: the state properties it sets, and the control
/// event the control sends when the state changed.
public struct ComponentAction: Sendable, Hashable {
  /// The actions VoiceOver performs on an element.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A double tap (`accessibilityActivate`, a tap on a button).
    case activate
    /// A swipe up on an adjustable element (`accessibilityIncrement`).
    case increment
    /// A swipe down on an adjustable element (`accessibilityDecrement`).
    case decrement

    /// Orders kinds as declared.
    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// The state properties set, in order, each to an expression evaluated before any is set.
  public var assignments: [(property: String, value: Expression)]
  /// The control event sent when the state changed (`valueChanged`, `touchUpInside`).
  public var event: String?

  /// Creates an action.
  public init(assignments: [(property: String, value: Expression)], event: String? = nil) {
    self.assignments = assignments
    self.event = event
  }

  /// Compares assignments and event.
  public static func == (lhs: ComponentAction, rhs: ComponentAction) -> Bool {
    lhs.event == rhs.event && lhs.assignments.map(\.property) == rhs.assignments.map(\.property)
      && lhs.assignments.map(\.value) == rhs.assignments.map(\.value)
  }

  /// Hashes the event and the properties set.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(event)
    hasher.combine(assignments.map(\.property))
  }
}
