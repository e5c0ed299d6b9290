import HeraldICU
import HeraldSyntax

/// One result of one rule on one element that a person should see: a violation or a call for review.
///
/// Findings are values; reporters turn them into text, JSON, SARIF, JUnit, checkstyle or GitHub
/// annotations. Passes and inapplicable elements are counted in ``RuleSummary`` instead.
public struct Finding: Sendable, Hashable {
  /// Whether the rule decided.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The element violates the rule.
    case violation
    /// The rule could not decide from the file; a person should look (axe-core's "incomplete").
    case needsReview = "needs-review"
  }

  /// The rule's id.
  public var ruleID: String
  /// Violation or needs-review.
  public var kind: Kind
  /// The severity after configuration.
  public var severity: Severity
  /// The rule's impact.
  public var impact: Impact
  /// The message in the audit's locale.
  public var message: String
  /// The message's key within the rule (`message`), for reporters that group by message.
  public var messageKey: String
  /// The message's named arguments as the rule gave them (`locales`: `"de, ru"`), for machines
  /// that tally findings (the JSON report writes them).
  public var arguments: [String: MessageArgument] = [:]
  /// The locale ``message`` is written in: the audit's, or English where a translation is
  /// missing; `nil` when the rule does not say.
  public var messageLocale: LanguageTag?
  /// Where: file, line and column, scene, element path, object id.
  public var location: FindingLocation
  /// A fingerprint that survives edits elsewhere in the file: rule, file, scene and element, not
  /// the line (see ``Fingerprint``).
  public var fingerprint: String
  /// Why the finding does not count, when a configuration or baseline suppresses it.
  public var suppression: Suppression?
  /// For needs-review: the evidence that would decide it, and that sentence in the audit's locale.
  public var missingEvidence: (evidence: MissingEvidence, text: String)? {
    get { evidence.map { ($0, evidenceText) } }
    set {
      evidence = newValue?.evidence
      evidenceText = newValue?.text ?? ""
    }
  }
  /// Places in the app's code the finding rests on, with their notes in the audit's locale.
  public var related: [FindingNote] = []
  /// The platform and targets the finding holds for, when the project builds its file for several
  /// platforms and the finding is not given for all of them (`"macOS: Food Truck"`); `nil` when it
  /// holds for every platform the file is built for.
  public var target: String?
  /// The state of the scene the finding holds in (``SceneStates``): the conditions of the branches
  /// its element lies in, or of the first state it holds in when it does not hold in every state
  /// that shows the element (`` "when `isEditing`; `mode` is .list" ``); `nil` when it holds in
  /// every state of the scene.
  public var state: String?
  private var evidence: MissingEvidence?
  private var evidenceText = ""

  /// The message with the missing evidence after it in parentheses, and the ``target`` and
  /// ``state`` it holds for before it in brackets, for reports of one line (text, GitHub,
  /// checkstyle, JUnit, SARIF); the message alone when the finding has none of them.
  public var messageWithEvidence: String {
    var text = evidence == nil ? message : "\(message) (\(evidenceText))"
    if let state { text = "[\(state)] \(text)" }
    return target.map { "[\($0)] \(text)" } ?? text
  }

  /// Creates a finding.
  public init(
    ruleID: String, kind: Kind, severity: Severity, impact: Impact, message: String, messageKey: String = "message",
    location: FindingLocation, fingerprint: String, suppression: Suppression? = nil
  ) {
    self.ruleID = ruleID
    self.kind = kind
    self.severity = severity
    self.impact = impact
    self.message = message
    self.messageKey = messageKey
    self.location = location
    self.fingerprint = fingerprint
    self.suppression = suppression
  }

  /// Whether the finding counts: not suppressed.
  public var isActive: Bool { suppression == nil }
}

/// Where a finding is: the source position and the element in its scene.
public struct FindingLocation: Sendable, Hashable {
  /// File, line and column of the element (for an element made by a component model, of the
  /// custom control it belongs to).
  public var source: SourceLocation
  /// The scene's id.
  public var sceneID: String
  /// The scene's name.
  public var sceneName: String
  /// The element's id.
  public var elementID: String
  /// The element's path from the scene root (``AuditNode/path``).
  public var elementPath: String
  /// The Interface Builder object id, for IB files.
  public var objectID: String?
  /// The element's accessibility identifier, when it has one.
  public var identifier: String?
  /// The element as a person finds it on the screen (`Element.readableName`:
  /// `button “Save”`, `RatingControl`); `nil` when the finding is not about an element (a
  /// language's coverage).
  public var elementName: String?
  /// The input file the scene was loaded from (``source`` may lie in another file: a nib, a
  /// SwiftUI view declared elsewhere); `nil` when the finding was made outside an audit of files.
  public var input: String?

  /// Creates a location.
  public init(
    source: SourceLocation, sceneID: String, sceneName: String, elementID: String, elementPath: String,
    objectID: String? = nil, identifier: String? = nil, elementName: String? = nil, input: String? = nil
  ) {
    self.input = input
    self.elementName = elementName
    self.source = source
    self.sceneID = sceneID
    self.sceneName = sceneName
    self.elementID = elementID
    self.elementPath = elementPath
    self.objectID = objectID
    self.identifier = identifier
  }
}

/// Why a finding does not count.
public struct Suppression: Sendable, Hashable {
  /// Where the suppression comes from.
  public enum Kind: String, Sendable, Hashable {
    /// A `suppressions` entry of the configuration.
    case configuration
    /// A baseline written earlier (`--baseline`).
    case baseline
    /// A `// herald:disable` comment in the app's source (``InlineSuppressions``).
    case inline
  }

  /// Configuration, baseline or a comment in the source.
  public var kind: Kind
  /// The reason the configuration or the comment gives (the comment's place in parentheses), or
  /// the baseline's file.
  public var reason: String

  /// Creates a suppression.
  public init(kind: Kind, reason: String) {
    self.kind = kind
    self.reason = reason
  }
}
