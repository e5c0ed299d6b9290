import HeraldSyntax

/// Which rules run, with which severity and options: what a configuration says about rules.
///
/// A rule runs when `only` lists it, or — without `only` — when it is enabled by default and not
/// disabled, or enabled explicitly. Every id named must exist.
public struct RuleSelection: Sendable, Hashable {
  /// What a configuration sets for one rule.
  public struct Setting: Sendable, Hashable {
    /// `true` to enable, `false` to disable, `nil` to keep the default.
    public var enabled: Bool?
    /// The severity to report findings with, instead of the impact's default.
    public var severity: Severity?
    /// Option values.
    public var options: [String: OptionValue]
    /// Where the setting is written.
    public var location: SourceLocation?

    /// Creates a setting.
    public init(
      enabled: Bool? = nil, severity: Severity? = nil, options: [String: OptionValue] = [:],
      location: SourceLocation? = nil
    ) {
      self.enabled = enabled
      self.severity = severity
      self.options = options
      self.location = location
    }
  }

  /// The only rules to run, when set, with where each is named.
  public var only: [(id: String, location: SourceLocation?)]?
  /// Settings by rule id.
  public var settings: [String: Setting]

  /// Creates a selection; the default runs every rule enabled by default.
  public init(only: [(id: String, location: SourceLocation?)]? = nil, settings: [String: Setting] = [:]) {
    self.only = only
    self.settings = settings
  }

  /// Compares selections by the ids they name.
  public static func == (lhs: RuleSelection, rhs: RuleSelection) -> Bool {
    lhs.only?.map(\.id) == rhs.only?.map(\.id) && lhs.settings == rhs.settings
  }

  /// Hashes the ids it names.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(only?.map(\.id))
    hasher.combine(settings)
  }

  /// The outcome of applying a selection to the available rules.
  public struct Outcome: Sendable {
    /// The rules to run, built-in first, in id order.
    public var rules: [any Rule]
    /// Severities set by the configuration.
    public var severities: [String: Severity]
    /// Summaries of the rules that will not run, with the reason.
    public var notRun: [RuleSummary]
  }

  /// Makes the rules to run.
  ///
  /// - Parameters:
  ///   - builtIn: The built-in rule types (`BuiltInRules.all`).
  ///   - packs: Rules from declarative packs.
  /// - Throws: ``AuditError/unknownRule(_:suggestion:_:)`` for an id no rule has,
  ///   ``AuditError/duplicateRule(_:_:)`` when a pack reuses an id, and
  ///   ``AuditError/invalidOption(rule:option:reason:_:)``.
  public func apply(builtIn: [any BuiltInRule.Type], packs: [any Rule]) throws(AuditError) -> Outcome {
    var known: [String: RuleDescription] = [:]
    for type in builtIn { known[type.description.id] = type.description }
    for rule in packs {
      guard known[rule.id] == nil else { throw .duplicateRule(rule.id, nil) }
      known[rule.id] = rule.description
    }
    let named = (only ?? []) + settings.map { (id: $0.key, location: $0.value.location) }
    for (id, location) in named.sorted(by: { $0.id < $1.id }) where known[id] == nil {
      throw .unknownRule(id, suggestion: Self.closest(to: id, in: Array(known.keys)), location)
    }
    let onlyIDs = only.map { Set($0.map(\.id)) }
    func reasonNotToRun(_ description: RuleDescription) -> String? {
      if let onlyIDs { return onlyIDs.contains(description.id) ? nil : "not listed in `only`" }
      switch settings[description.id]?.enabled {
      case .some(true): return nil
      case .some(false): return "disabled by the configuration"
      case .none: return description.isEnabledByDefault ? nil : "off by default; enable it in the configuration"
      }
    }
    var outcome = Outcome(rules: [], severities: [:], notRun: [])
    for type in builtIn.sorted(by: { $0.description.id < $1.description.id }) {
      let description = type.description
      if let reason = reasonNotToRun(description) {
        outcome.notRun.append(RuleSummary(ruleID: description.id, status: .notRun(reason: reason)))
        continue
      }
      let setting = settings[description.id]
      let options = try RuleOptions(description, overrides: setting?.options ?? [:], location: setting?.location)
      if let problem = type.problem(with: options) {
        throw .invalidOption(rule: description.id, option: problem.option, reason: problem.reason, setting?.location)
      }
      outcome.rules.append(type.init(options: options))
    }
    for rule in packs.sorted(by: { $0.id < $1.id }) {
      if let reason = reasonNotToRun(rule.description) {
        outcome.notRun.append(RuleSummary(ruleID: rule.id, status: .notRun(reason: reason)))
        continue
      }
      if let options = settings[rule.id]?.options, !options.isEmpty {
        _ = try RuleOptions(rule.description, overrides: options, location: settings[rule.id]?.location)
      }
      outcome.rules.append(rule)
    }
    for (id, setting) in settings {
      if let severity = setting.severity { outcome.severities[id] = severity }
    }
    return outcome
  }

  /// The id closest to a mistyped one.
  static func closest(to id: String, in ids: [String]) -> String? {
    Spelling.closest(to: id, in: ids, tolerance: max(3, id.count / 3))
  }
}
