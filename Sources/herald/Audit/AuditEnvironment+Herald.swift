import HeraldAudit
import HeraldRules
import HeraldStrings

extension AuditEnvironment {
  /// Herald's built-in rules, and string tables read by `StringTableReader` (every format
  /// `herald strings` reads).
  static let herald = AuditEnvironment(builtInRules: BuiltInRules.all) { paths in
    let result = StringTableReader().load(paths: paths)
    guard result.errors.isEmpty else { return .failure(LoadFailure(errors: result.errors)) }
    return .success(result.sourceTexts)
  }
}
