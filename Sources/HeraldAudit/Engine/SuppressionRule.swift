import HeraldSyntax

/// A configured suppression: findings of some rules on some elements do not count, for a reason.
///
/// An entry matches a finding when the rule matches and every element criterion that is set
/// matches: the accessibility identifier, the Interface Builder object id, the element path (a
/// ``Glob``) and the file (a ``Glob`` relative to the configuration's folder, see ``PathBase``).
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
  ///
  /// - Parameters:
  ///   - finding: A finding.
  ///   - base: The folder ``file`` is relative to (the configuration's); `nil` matches the
  ///     pattern against the finding's path as the audit named it.
  public func matches(_ finding: Finding, base: PathBase? = nil) -> Bool {
    guard rules.contains("*") || rules.contains(finding.ruleID) else { return false }
    let location = finding.location
    if let identifier, location.identifier != identifier { return false }
    if let objectID, location.objectID != objectID { return false }
    if let path, !path.matches(location.elementPath) { return false }
    if let file, !matchesFile(location.source.file, base: base) { return false }
    return true
  }

  /// Whether ``file`` is unset or matches the file at `path`.
  ///
  /// - Parameters:
  ///   - path: A file, as the audit names it.
  ///   - base: The folder ``file`` is relative to; `nil` matches `path` as it is.
  public func matchesFile(_ path: String, base: PathBase?) -> Bool {
    guard let file else { return true }
    guard let base else { return file.matches(path) }
    return base.matches(file, path)
  }
}
