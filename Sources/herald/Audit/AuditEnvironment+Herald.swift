import HeraldAudit
import HeraldRules
import HeraldSource
import HeraldStrings
import HeraldTree

extension AuditEnvironment {
  /// Herald's built-in rules, string tables read by `StringTableReader` (every format
  /// `herald strings` reads), the app's source read by `SourceIndexer`, SwiftUI views read by
  /// `SwiftUILoader`, and the app's translations found by `AppTableLoader`.
  static let herald = AuditEnvironment(
    builtInRules: BuiltInRules.all,
    loadStringTables: { paths in
      let result = StringTableReader().load(paths: paths)
      guard result.errors.isEmpty else { return .failure(LoadFailure(errors: result.errors)) }
      return .success(result.sourceTexts)
    },
    indexSource: { paths in SourceIndexer().index(paths: paths) },
    treeLoaders: TreeReader.heraldLoaders(for:),
    loadAppStrings: { inputs, tables in AppStrings.herald(for: inputs, tables: tables) })
}
