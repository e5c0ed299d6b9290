import HeraldSyntax

extension JSONObjectReader where Failure == AuditError {
  /// Starts reading `value`, an object of a configuration file, as `what`: problems are
  /// ``AuditError/invalidConfiguration(_:reason:)`` and empty strings are refused.
  init(configuration value: JSONValue, what: String, file: String) throws(AuditError) {
    try self.init(value, what: what, file: file, refusesEmptyStrings: true) { location, reason in
      .invalidConfiguration(location, reason: reason)
    }
  }
}
