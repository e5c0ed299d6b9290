import HeraldICU
import HeraldSyntax
import HeraldTree

/// Why an announcement or a simulation step could not be made.
///
/// ``description`` names the file and line where there is one, what is wrong and what to do;
/// ``message`` says the same without the location, for callers that print it themselves.
public enum AnnouncerError: LocatedError, Sendable, Equatable {
  /// A message of `Localizations/` is missing or does not format.
  case catalog(CatalogError)
  /// A component model's pattern or expression failed for an instance.
  case component(className: String, SourceLocation, reason: String)
  /// Expanding a scene's custom controls would build more elements than
  /// ``ComponentExpander/elementBudget``; the location is the control whose expansion went over.
  case tooManyElements(SourceLocation, limit: Int)
  /// An action text (`--actions`) is not one Herald knows.
  case unknownAction(String)
  /// `focus:TEXT` found no element whose label or id is TEXT.
  case noElement(label: String, labels: [String])
  /// An action that needs a focused element came before any element had focus.
  case nothingFocused(action: String)
  /// A profile name is not one Herald knows.
  case unknownProfile(String)

  /// What is wrong and what to do, without the location.
  public var message: String {
    switch self {
    case .catalog(let error):
      return error.message
    case .component(let className, _, let reason):
      return "component \(className): \(reason)"
    case .tooManyElements(_, let limit):
      return
        "expanding the scene's custom controls would build more than \(limit) elements; lower the controls' repeat counts or split the scene"
    case .unknownAction(let text):
      return
        "unknown action \"\(text)\"; use next, previous, activate, increment, decrement, first, last or focus:LABEL, separated by commas"
    case .noElement(let label, let labels):
      let known = labels.prefix(12).map { "\"\($0)\"" }.joined(separator: ", ")
      return "focus:\(label): no element has the label \"\(label)\"; labels in reading order: \(known)"
    case .nothingFocused(let action):
      return "\(action): no element has focus yet; start with next, first or focus:LABEL"
    case .unknownProfile(let name):
      return "unknown profile \"\(name)\"; use one of: \(ProfileName.allCases.map(\.rawValue).joined(separator: ", "))"
    }
  }

  /// The file the problem is in: a catalog's or a component model's; `nil` for an action or a
  /// profile given on the command line.
  public var file: String? {
    switch self {
    case .catalog(let error): error.file
    case .component(_, let location, _), .tooManyElements(let location, _): location.file
    default: nil
    }
  }

  /// The line and column, when the problem has one.
  public var location: SourceLocation? {
    switch self {
    case .catalog(let error): error.location
    case .component(_, let location, _), .tooManyElements(let location, _): location
    default: nil
    }
  }
}
