import HeraldTree

/// A VoiceOver session on one scene: moves focus, performs actions and says after each step what
/// VoiceOver would say.
///
/// Custom controls change by their component models (tap the 3rd star → `rating` 3; increment a
/// `StarRatingControl` → `rating + 1` up to `starCount`); switches toggle and sliders move by a
/// tenth of their range as UIKit's do. After each change the scene is expanded and read again,
/// so labels, values, hints and selection are those of the new state.
///
/// ```swift
/// var simulator = try Simulator(announcer: announcer, scene: tree.scenes[0])
/// let steps = try simulator.run(SimulatorAction.list("focus:Set 3 star rating,activate"))
/// steps[1].spoken   // "3 stars set."
/// ```
public struct Simulator: Sendable {
  /// The announcer that speaks.
  public let announcer: Announcer
  /// The scene's root as loaded, before expansion, with changes of standard controls applied.
  public private(set) var root: Element
  /// The state of each component instance that actions changed, by custom element id.
  public private(set) var state: [String: ExpressionScope] = [:]
  /// The scene after expansion in the current state.
  public private(set) var expanded: ExpandedScene
  /// The announcer's expander with the scene's own models.
  private let expander: ComponentExpander
  /// The elements VoiceOver visits now, in reading order.
  public private(set) var elements: [AccessibleElement]
  /// The index in ``elements`` of the focused element; `nil` before the first move.
  public private(set) var focusIndex: Int?
  /// Whether a right-to-left locale mirrors the scene (``Announcer/displayed(_:mirrorsLayout:)``).
  private let mirrorsLayout: Bool

  /// Starts a session on `scene` with nothing focused.
  ///
  /// - Parameters:
  ///   - announcer: The announcer that speaks.
  ///   - scene: The scene.
  ///   - mirrorsLayout: Whether the frames are laid out (mirrored in a right-to-left locale) rather
  ///     than dumped from a running app.
  /// - Throws: ``AnnouncerError`` when a component model fails for an instance.
  public init(announcer: Announcer, scene: Scene, mirrorsLayout: Bool = true) throws(AnnouncerError) {
    self.announcer = announcer
    self.mirrorsLayout = mirrorsLayout
    root = scene.root
    expander = announcer.expander(for: scene)
    expanded = try expander.expand(scene.root)
    elements = announcer.elements(in: announcer.displayed(expanded.root, mirrorsLayout: mirrorsLayout))
  }

  /// The focused element, if any.
  public var focused: AccessibleElement? { focusIndex.map { elements[$0] } }

  /// Performs `actions` in order and returns a step for each.
  ///
  /// - Throws: ``AnnouncerError`` at the first action that cannot be performed.
  public mutating func run(_ actions: [SimulatorAction]) throws(AnnouncerError) -> [SimulationStep] {
    var steps: [SimulationStep] = []
    for action in actions { steps.append(try perform(action)) }
    return steps
  }

  /// Performs `actions` in order, stopping at the first that cannot be performed: the steps
  /// done before it, and its error (`nil` when every action was performed).
  public mutating func attempt(_ actions: [SimulatorAction]) -> (steps: [SimulationStep], failure: AnnouncerError?) {
    var steps: [SimulationStep] = []
    for action in actions {
      do {
        steps.append(try perform(action))
      } catch {
        return (steps, error)
      }
    }
    return (steps, nil)
  }

  /// Performs one action.
  ///
  /// - Throws: ``AnnouncerError/noElement(label:labels:)`` for `focus:` without a match,
  ///   ``AnnouncerError/nothingFocused(action:)`` for an action before any focus.
  public mutating func perform(_ action: SimulatorAction) throws(AnnouncerError) -> SimulationStep {
    switch action {
    case .next: return move(action, to: focusIndex.map { $0 + 1 } ?? 0)
    case .previous: return move(action, to: (focusIndex ?? elements.count) - 1)
    case .first: return move(action, to: 0)
    case .last: return move(action, to: elements.count - 1)
    case .focus(let label):
      guard
        let index = elements.firstIndex(where: { $0.label == label })
          ?? elements.firstIndex(where: { $0.element.id == label })
      else {
        throw .noElement(label: label, labels: elements.compactMap(\.label))
      }
      return move(action, to: index)
    case .activate, .increment, .decrement:
      guard let focused else { throw .nothingFocused(action: action.description) }
      return try change(focused, by: action)
    }
  }

  private mutating func move(_ action: SimulatorAction, to index: Int) -> SimulationStep {
    guard elements.indices.contains(index) else {
      let note = elements.isEmpty ? "the scene has no accessible element" : "no element beyond this one"
      return SimulationStep(action: action, spoken: nil, focus: focused.map(announcer.utterance), note: note)
    }
    focusIndex = index
    let utterance = announcer.utterance(for: elements[index])
    return SimulationStep(action: action, spoken: utterance.text, focus: utterance)
  }

  private mutating func change(_ element: AccessibleElement, by action: SimulatorAction) throws(AnnouncerError)
    -> SimulationStep
  {
    let kind: ComponentAction.Kind =
      switch action {
      case .increment: .increment
      case .decrement: .decrement
      default: .activate
      }
    if kind == .activate && (!element.isInteractive || element.traits.contains(.notEnabled)) {
      return SimulationStep(
        action: action, spoken: nil, focus: announcer.utterance(for: element),
        note:
          "the element does not take user interaction (it or an ancestor has it off, or it is dimmed); nothing changed")
    }
    if kind != .activate && !element.traits.contains(.adjustable) {
      return SimulationStep(
        action: action, spoken: nil, focus: announcer.utterance(for: element),
        note: "the element is not adjustable; swipe up and down move by the rotor instead")
    }
    var events: [String] = []
    var stateChanged = false
    if let instance = expanded.instance(owning: element.element.id), let part = instance.part(element.element.id),
      let componentAction = part.template.actions[kind]
    {
      var newState = instance.state
      for assignment in componentAction.assignments {
        newState[assignment.property] = try instance.model.run { () throws(ExpressionError) in
          try assignment.value.evaluate(in: part.scope)
        }
      }
      stateChanged = newState != instance.state
      if let event = componentAction.event, stateChanged || event != "valueChanged" { events.append(event) }
      if stateChanged { state[instance.elementID] = newState }
    } else if changeStandardControl(element.element, kind) {
      stateChanged = true
    } else if kind == .activate {
      return SimulationStep(
        action: action, spoken: nil, focus: announcer.utterance(for: element), events: ["touchUpInside"],
        note: "activated; no behaviour model describes what it does, so the scene does not change")
    }
    if stateChanged { try refresh(keeping: element.element.id) }
    let now = focused ?? element
    let utterance = announcer.utterance(for: now)
    let valueChanged = now.value != element.value
    let spoken: String?
    if valueChanged || kind != .activate {
      spoken = utterance.value ?? utterance.text
    } else if now.traits.contains(.selected) && !element.traits.contains(.selected) {
      spoken = announcer.vocabulary[.selected]
    } else {
      spoken = nil
    }
    return SimulationStep(
      action: action, spoken: spoken, focus: utterance, valueChanged: valueChanged, events: events,
      note: stateChanged ? nil : "the value is already at its limit; nothing changed")
  }

  /// Toggles a switch or moves a slider of the loaded tree; `false` when the element is neither.
  private mutating func changeStandardControl(_ element: Element, _ kind: ComponentAction.Kind) -> Bool {
    var changed = false
    root.update(id: element.id) { target in
      switch (target.role, kind) {
      case (.switch, .activate), (.checkBox, .activate):
        target.state.isOn = !(target.state.isOn ?? false)
        changed = true
      case (.slider, .increment), (.slider, .decrement):
        guard var range = target.content.range else { return }
        let step = (range.maximum - range.minimum) / 10
        let value = min(range.maximum, max(range.minimum, range.value + (kind == .increment ? step : -step)))
        changed = value != range.value
        range.value = value
        target.content.range = range
      default:
        break
      }
    }
    return changed
  }

  /// Expands and reads the scene again, keeping focus on the element `id`.
  private mutating func refresh(keeping id: String) throws(AnnouncerError) {
    expanded = try expander.expand(root, state: state)
    elements = announcer.elements(in: announcer.displayed(expanded.root, mirrorsLayout: mirrorsLayout))
    focusIndex = elements.firstIndex { $0.element.id == id } ?? focusIndex.map { min($0, elements.count - 1) }
  }
}
