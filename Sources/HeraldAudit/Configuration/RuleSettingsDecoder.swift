import HeraldSyntax

/// Reads a configuration's `rules` mapping into a ``RuleSelection``.
///
/// ```yaml
/// rules:
///   only: [image-button-missing-label]
///   disable: [label-too-long]
///   enable: [some-off-by-default-rule]
///   label-too-long: {severity: warning, options: {maximumLength: 60}}
///   touch-target-too-small: off
/// ```
///
/// Rule ids are not checked against the known rules here, because rule packs are not loaded yet:
/// ``RuleSelection/apply(builtIn:packs:)`` does that, and checks the options' names and types.
enum RuleSettingsDecoder {
  private typealias Reader = JSONObjectReader<AuditError>

  /// The keys of `rules` that are not rule ids.
  static let listKeys = ["only", "enable", "disable"]

  /// The selection a `rules` value describes.
  static func selection(_ value: JSONValue, file: String) throws(AuditError) -> RuleSelection {
    let reader = try Reader(configuration: value, what: "\"rules\"", file: file)
    var selection = RuleSelection()
    // Where each rule's enabled state was set, to report contradictions at the second place.
    var enabledAt: [String: SourceLocation] = [:]

    func setEnabled(_ id: String, _ enabled: Bool, at location: SourceLocation?) throws(AuditError) {
      var setting = selection.settings[id] ?? RuleSelection.Setting(location: location)
      if let previous = setting.enabled, previous != enabled {
        let first = enabledAt[id].map { " (at \($0))" } ?? ""
        throw .invalidConfiguration(
          location ?? reader.location,
          reason: "\"\(id)\" is both enabled and disabled\(first); keep one")
      }
      setting.enabled = enabled
      selection.settings[id] = setting
      if let location, enabledAt[id] == nil { enabledAt[id] = location }
    }

    for member in reader.members {
      let keyLocation = member.keyLocation ?? reader.location
      switch member.key {
      case "only":
        let only = try ids(member.value, key: member.key, reader: reader)
        guard !only.isEmpty else {
          throw reader.error(at: member.value, "\"only\" lists no rule, so none would run; list rules or leave it out")
        }
        selection.only = only.map { (id: $0.text, location: $0.location) }
      case "enable", "disable":
        for item in try ids(member.value, key: member.key, reader: reader) {
          try setEnabled(item.text, member.key == "enable", at: item.location ?? keyLocation)
        }
      default:
        // Only `only`, `enable` and `disable` take lists, and rule ids are kebab-case: anything
        // else is a misspelt key.
        guard RuleDescription.isValidID(member.key), member.value.arrayValue == nil else {
          throw reader.unknownKey(
            member, allowed: listKeys,
            in: "\"rules\" (which holds only, enable, disable and settings by kebab-case rule id)")
        }
        let setting = try self.setting(member.value, id: member.key, file: file)
        var merged = selection.settings[member.key] ?? RuleSelection.Setting()
        merged.severity = setting.severity
        merged.options = setting.options
        // Options and severities are checked later against this place.
        merged.location = keyLocation
        selection.settings[member.key] = merged
        if let enabled = setting.enabled { try setEnabled(member.key, enabled, at: keyLocation) }
      }
    }
    try checkAgainstOnly(selection, enabledAt: enabledAt, reader: reader)
    return selection
  }

  /// A rule both listed in `only` and disabled is a contradiction: refuse it. (Enabling a rule
  /// that `only` leaves out has no effect, and is allowed so that `only` can narrow a run for a
  /// while without editing the rest.)
  private static func checkAgainstOnly(
    _ selection: RuleSelection, enabledAt: [String: SourceLocation], reader: Reader
  ) throws(AuditError) {
    guard let only = selection.only else { return }
    let listed = Set(only.map(\.id))
    for (id, setting) in selection.settings.sorted(by: { $0.key < $1.key })
    where setting.enabled == false && listed.contains(id) {
      throw .invalidConfiguration(
        enabledAt[id] ?? setting.location ?? reader.location,
        reason: "\"\(id)\" is both listed in \"only\" and disabled; keep one")
    }
  }

  /// A list of rule ids (or one id).
  private static func ids(
    _ value: JSONValue, key: String, reader: Reader
  ) throws(AuditError) -> [Reader.LocatedString] {
    let items = try Reader.strings(value, key: key, refusingEmpty: true) { reader.error(at: $0, $1) }
    for item in items where !RuleDescription.isValidID(item.text) {
      throw .invalidConfiguration(
        item.location ?? reader.location,
        reason: "\"\(item.text)\" in \"\(key)\" is not a rule id; rule ids are kebab-case (image-button-missing-label)")
    }
    return items
  }

  /// One rule's setting: `on`/`off` (or `true`/`false`), or a mapping of enabled, severity and
  /// options.
  private static func setting(_ value: JSONValue, id: String, file: String) throws(AuditError) -> RuleSelection.Setting
  {
    let location = value.location ?? SourceLocation(file: file, line: 1, column: 1)
    switch value.kind {
    case .bool(let enabled):
      return RuleSelection.Setting(enabled: enabled)
    case .string("on"), .string("off"):
      return RuleSelection.Setting(enabled: value.stringValue == "on")
    case .object:
      var reader = try Reader(configuration: value, what: "the setting of \"\(id)\"", file: file)
      var setting = RuleSelection.Setting()
      setting.enabled = try reader.bool("enabled")
      setting.severity = try reader.enumeration("severity", Severity.self)
      if let options = try reader.value("options") {
        setting.options = try self.options(options, id: id, file: file)
      }
      try reader.finish()
      return setting
    default:
      throw .invalidConfiguration(
        location,
        reason:
          "the setting of \"\(id)\" must be on, off, or a mapping of enabled, severity and options, found \(value.kindDescription)"
      )
    }
  }

  /// Option values, typed loosely: the rule's declared options check them later.
  private static func options(_ value: JSONValue, id: String, file: String) throws(AuditError) -> [String: OptionValue]
  {
    let reader = try Reader(configuration: value, what: "the options of \"\(id)\"", file: file)
    var options: [String: OptionValue] = [:]
    for member in reader.members {
      let option = member.value
      switch option.kind {
      case .bool(let flag): options[member.key] = .bool(flag)
      case .number:
        guard let number = option.doubleValue, number.isFinite else {
          throw reader.error(at: option, "option \"\(member.key)\" of \"\(id)\" is not a finite number")
        }
        options[member.key] = .number(number)
      case .string(let text): options[member.key] = .string(text)
      case .array(let items):
        var strings: [String] = []
        for item in items {
          guard let text = item.stringValue else {
            throw reader.error(
              at: item,
              "option \"\(member.key)\" of \"\(id)\" must be a list of strings, found \(item.kindDescription) in it")
          }
          strings.append(text)
        }
        options[member.key] = .strings(strings)
      case .null, .object:
        throw reader.error(
          at: option,
          "option \"\(member.key)\" of \"\(id)\" must be a boolean, a number, a string or a list of strings, found \(option.kindDescription)"
        )
      }
    }
    return options
  }
}
