import HeraldSyntax

/// HeraldTree's strict object reader: ``JSONObjectReader`` failing with
/// ``TreeError/invalidDocument(_:reason:)``.
typealias JSONObject = JSONObjectReader<TreeError>

extension JSONObjectReader where Failure == TreeError {
  /// Starts reading `value` as `what`, failing with ``TreeError/invalidDocument(_:reason:)``.
  init(_ value: JSONValue, what: String, file: String) throws(TreeError) {
    try self.init(value, what: what, file: file) { location, reason in
      .invalidDocument(location, reason: reason)
    }
  }
}
