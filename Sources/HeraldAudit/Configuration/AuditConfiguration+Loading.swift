import Foundation
import HeraldSyntax
import HeraldTree

extension AuditConfiguration {
  /// The keys a configuration may have, as ``load(text:file:)`` reads them.
  static let keys = [
    "locale", "platform", "failOn", "include", "exclude", "rulePacks", "components", "strings", "source", "baseline",
    "rules",
    "suppressions",
  ]

  /// Loads a configuration file.
  ///
  /// ```swift
  /// let configuration = try AuditConfiguration.load(path: "App/.herald.yml")
  /// configuration.baseline  // "App/.herald-baseline.json"
  /// ```
  ///
  /// - Parameter path: The file, as the user named it; locations in errors use it.
  /// - Returns: The configuration, its paths resolved against the file's directory.
  /// - Throws: ``AuditError/unreadable(path:reason:)`` when the file cannot be read,
  ///   ``AuditError/syntax(_:)`` when it is not YAML, and
  ///   ``AuditError/invalidConfiguration(_:reason:)`` when it does not follow the format.
  public static func load(path: String) throws(AuditError) -> AuditConfiguration {
    let text: String
    do {
      text = try InputFile.text(atPath: path)
    } catch {
      if let invalid = error.invalidText { throw .syntax(invalid) }
      let advice = error.reason == "it is a directory" ? "; name the \(fileName) file inside it" : ""
      throw .unreadable(path: path, reason: error.reason + advice)
    }
    return try load(text: text, file: path)
  }

  /// Reads a configuration from its text.
  ///
  /// An empty document is the default configuration. Every key is checked: an unknown key, a
  /// value of the wrong type, a severity or platform Herald does not know, a suppression without
  /// a reason or without an element to match, are errors at their line and column.
  ///
  /// - Parameters:
  ///   - text: The YAML text (JSON is YAML too).
  ///   - file: The file's path, for locations and for resolving the paths in it.
  /// - Returns: The configuration, its paths resolved against `file`'s directory.
  /// - Throws: ``AuditError/syntax(_:)`` when the text is not YAML and
  ///   ``AuditError/invalidConfiguration(_:reason:)`` when it does not follow the format.
  public static func load(text: String, file: String) throws(AuditError) -> AuditConfiguration {
    let value: JSONValue
    do {
      value = try YAMLReader.parse(text, file: file)
    } catch {
      throw .syntax(error)
    }
    return try decode(value, file: file)
  }

  static func decode(_ value: JSONValue, file: String) throws(AuditError) -> AuditConfiguration {
    var configuration = AuditConfiguration(file: file)
    guard !value.isNull else { return configuration }
    let directory = configuration.directory
    var reader = try JSONObjectReader(configuration: value, what: "the configuration", file: file)
    // Ask for every key in `keys`' order, so that `finish` names them all.
    for key in keys {
      switch key {
      case "locale":
        configuration.locale = try reader.string(key)
      case "platform":
        configuration.platform = try reader.enumeration(key, Platform.self)
      case "failOn":
        configuration.failOn = try reader.enumeration(key, FailThreshold.self)
      case "include":
        configuration.include = try reader.strings(key)?.map { Glob($0.text) } ?? []
      case "exclude":
        configuration.exclude = try reader.strings(key)?.map { Glob($0.text) } ?? []
      case "rulePacks":
        configuration.rulePacks = try reader.strings(key)?.map { PathNames.join(directory, $0.text) } ?? []
      case "components":
        configuration.components = try reader.strings(key)?.map { PathNames.join(directory, $0.text) } ?? []
      case "strings":
        configuration.strings = try reader.strings(key)?.map { PathNames.join(directory, $0.text) } ?? []
      case "source":
        configuration.source = try reader.strings(key)?.map { PathNames.join(directory, $0.text) } ?? []
      case "baseline":
        configuration.baseline = try reader.string(key).map { PathNames.join(directory, $0) }
      case "rules":
        if let rules = try reader.value(key) {
          configuration.rules = try RuleSettingsDecoder.selection(rules, file: file)
        }
      case "suppressions":
        if let list = try reader.value(key) {
          configuration.suppressions = try suppressions(list, file: file)
        }
      default:
        fatalError("AuditConfiguration.keys lists \"\(key)\", which decode(_:file:) does not read")
      }
    }
    try reader.finish()
    return configuration
  }

  /// The keys of one suppression entry.
  static let suppressionKeys = ["rules", "objectID", "identifier", "path", "file", "reason"]

  private static func suppressions(
    _ value: JSONValue, file: String
  ) throws(AuditError) -> [SuppressionRule] {
    guard let items = value.arrayValue else {
      throw .invalidConfiguration(
        value.location ?? SourceLocation(file: file, line: 1, column: 1),
        reason: "\"suppressions\" must be a list of entries (\"- rules: …\"), found \(value.kindDescription)")
    }
    var result: [SuppressionRule] = []
    for item in items {
      var reader = try JSONObjectReader(configuration: item, what: "a suppression", file: file)
      let rules = try reader.strings("rules", required: true) ?? []
      for rule in rules where rule.text != "*" && !RuleDescription.isValidID(rule.text) {
        throw .invalidConfiguration(
          rule.location ?? reader.location,
          reason:
            "\"\(rule.text)\" is not a rule id; write kebab-case ids (image-button-missing-label) or \"*\" for every rule"
        )
      }
      let objectID = try reader.string("objectID")
      let identifier = try reader.string("identifier")
      let path = try reader.string("path").map { Glob($0) }
      let fileGlob = try reader.string("file").map { Glob(resolvedFilePattern($0)) }
      let reason = try reader.string("reason")
      try reader.finish()
      guard let reason else {
        throw .invalidConfiguration(
          reader.location,
          reason:
            "a suppression needs a \"reason\" that says why the findings do not count, for the people who review it")
      }
      guard objectID != nil || identifier != nil || path != nil || fileGlob != nil else {
        throw .invalidConfiguration(
          reader.location,
          reason:
            "a suppression needs at least one of objectID, identifier, path or file, to say which elements it covers; to turn a rule off everywhere, disable it under \"rules\""
        )
      }
      result.append(
        SuppressionRule(
          rules: rules.map(\.text), identifier: identifier, objectID: objectID, path: path, file: fileGlob,
          reason: reason, location: reader.location))
    }
    return result
  }

  /// A suppression's file pattern as written, without a leading `./`: it is matched against each
  /// finding's path relative to the configuration's directory (``PathBase``), so it is kept
  /// relative to it rather than resolved against where the audit runs.
  private static func resolvedFilePattern(_ pattern: String) -> String {
    pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
  }
}
