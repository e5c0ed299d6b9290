/// A gesture or command of a simulated VoiceOver session.
public enum SimulatorAction: Sendable, Hashable, CustomStringConvertible {
  /// Swipe right: focus the next element.
  case next
  /// Swipe left: focus the previous element.
  case previous
  /// Four-finger tap near the top: focus the first element.
  case first
  /// Four-finger tap near the bottom: focus the last element.
  case last
  /// Double tap: activate the focused element.
  case activate
  /// Swipe up: increment the focused adjustable element.
  case increment
  /// Swipe down: decrement the focused adjustable element.
  case decrement
  /// Focus the first element, in reading order, whose spoken label is the text, else the element
  /// whose id is the text (`focus:Rt8-sC-1mN#3` works in every locale).
  case focus(String)

  /// Reads one action: `next`, `previous`, `first`, `last`, `activate`, `increment`,
  /// `decrement` or `focus:LABEL`.
  ///
  /// - Throws: ``AnnouncerError/unknownAction(_:)``.
  public init(parsing text: String) throws(AnnouncerError) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("focus:") {
      self = .focus(String(trimmed.dropFirst("focus:".count)))
      return
    }
    switch trimmed {
    case "next": self = .next
    case "previous": self = .previous
    case "first": self = .first
    case "last": self = .last
    case "activate": self = .activate
    case "increment": self = .increment
    case "decrement": self = .decrement
    default: throw .unknownAction(text)
    }
  }

  /// Reads a comma-separated list of actions (`focus:Set 3 star rating,activate`). A comma
  /// inside a label is written `\,`.
  ///
  /// - Throws: ``AnnouncerError/unknownAction(_:)`` for the first action Herald does not know.
  public static func list(_ text: String) throws(AnnouncerError) -> [SimulatorAction] {
    var parts: [String] = []
    var current = ""
    var escaped = false
    for character in text {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "," {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    var actions: [SimulatorAction] = []
    for part in parts where !part.trimmingCharacters(in: .whitespaces).isEmpty {
      actions.append(try SimulatorAction(parsing: part))
    }
    return actions
  }

  /// The action as `--actions` writes it.
  public var description: String {
    switch self {
    case .next: "next"
    case .previous: "previous"
    case .first: "first"
    case .last: "last"
    case .activate: "activate"
    case .increment: "increment"
    case .decrement: "decrement"
    case .focus(let label): "focus:\(label)"
    }
  }
}
