import HeraldSyntax

/// A configured suppression: findings of some rules on some elements do not count, for a reason.
///
/// An entry matches a finding when the rule matches and every element criterion that is set
/// matches: the accessibility identifier, the Interface Builder object id, the element path (a
/// ``Glob``) and the file (a ``Glob``).
///
/// ```yaml
/// suppressions:
///   - rules: [touch-target-too-small]
///     objectID: Rt8-sC-1mN
///     reason: The stars are 44 pt at run time; IB shows the stack's design size.
/// ```
public struct SuppressionRule: Sendable, Hashable {
  /// The rule ids, or `*` for every rule.
  public var rules: [String]
  /// The accessibility identifier to match.
  public var identifier: String?
  /// The Interface Builder object id to match (also matches the elements its model made).
  public var objectID: String?
  /// A pattern of element paths.
  public var path: Glob?
  /// A pattern of files.
  public var file: Glob?
  /// Why the findings do not count; required, so that a reviewer can judge it.
  public var reason: String
  /// Where the entry is written.
  public var location: SourceLocation?

  /// Creates an entry.
  public init(
    rules: [String], identifier: String? = nil, objectID: String? = nil, path: Glob? = nil, file: Glob? = nil,
    reason: String, location: SourceLocation? = nil
  ) {
    self.rules = rules
    self.identifier = identifier
    self.objectID = objectID
    self.path = path
    self.file = file
    self.reason = reason
    self.location = location
  }

  /// Whether the entry suppresses `finding`.
  public func matches(_ finding: Finding) -> Bool {
    guard rules.contains("*") || rules.contains(finding.ruleID) else { return false }
    let location = finding.location
    if let identifier, location.identifier != identifier { return false }
    if let objectID, location.objectID != objectID { return false }
    if let path, !path.matches(location.elementPath) { return false }
    if let file, !file.matches(location.source.file) { return false }
    return true
  }
}
