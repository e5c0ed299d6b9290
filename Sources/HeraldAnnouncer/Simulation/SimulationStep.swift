/// What happened at one step of a simulation and what VoiceOver said.
public struct SimulationStep: Sendable, Hashable {
  /// The action performed.
  public var action: SimulatorAction
  /// What VoiceOver says after the action: the newly focused element's utterance after a move,
  /// the new value after a change; `nil` when it says nothing.
  public var spoken: String?
  /// The focused element after the action, as VoiceOver would read it now.
  public var focus: Utterance?
  /// Whether the focused element's value changed.
  public var valueChanged: Bool
  /// The control events the control sent (`touchUpInside`, `valueChanged`).
  public var events: [String]
  /// Why nothing happened, when nothing did ("not adjustable", "does not take user interaction").
  public var note: String?

  /// Creates a step.
  public init(
    action: SimulatorAction, spoken: String?, focus: Utterance?, valueChanged: Bool = false, events: [String] = [],
    note: String? = nil
  ) {
    self.action = action
    self.spoken = spoken
    self.focus = focus
    self.valueChanged = valueChanged
    self.events = events
    self.note = note
  }
}
