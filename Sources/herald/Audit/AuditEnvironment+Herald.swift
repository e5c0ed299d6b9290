import HeraldAudit
import HeraldRules
import HeraldSource
import HeraldStrings
import HeraldTree

extension AuditEnvironment {
  /// Herald's built-in rules, string tables read by `StringTableReader` (every format
  /// `herald strings` reads), the app's source read by `SourceIndexer`, and SwiftUI views read by
  /// `SwiftUILoader`.
  static let herald = AuditEnvironment(
    builtInRules: BuiltInRules.all,
    loadStringTables: { paths in
      let result = StringTableReader().load(paths: paths)
      guard result.errors.isEmpty else { return .failure(LoadFailure(errors: result.errors)) }
      return .success(result.sourceTexts)
    },
    indexSource: { paths in SourceIndexer().index(paths: paths) },
    treeLoaders: TreeReader.heraldLoaders(for:))
}
