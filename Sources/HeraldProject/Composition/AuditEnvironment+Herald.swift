import HeraldAudit
import HeraldRules
import HeraldSource
import HeraldStrings
import HeraldTree

extension AuditEnvironment {
  /// Herald's built-in rules, string tables read by `StringTableReader` (every format
  /// `herald strings` reads), the app's source read by `SourceIndexer`, SwiftUI views read by
  /// `SwiftUILoader`, and the app's translations found by `AppTableLoader`; each Swift file parsed
  /// once for the code index and the views alike.
  public static var herald: AuditEnvironment { herald(parses: SwiftParses()) }

  /// ``herald`` sharing `parses`: each Swift file is parsed once however many readers read it,
  /// and each string-table file is read once however many parts of an app (one per platform) use it.
  public static func herald(parses: SwiftParses, tableFiles: TableFileCache = TableFileCache()) -> AuditEnvironment {
    AuditEnvironment(
      builtInRules: BuiltInRules.all,
      loadStringTables: { paths in
        let result = StringTableReader().load(paths: paths)
        guard result.errors.isEmpty else { return .failure(LoadFailure(errors: result.errors)) }
        return .success(result.sourceTexts)
      },
      indexSource: { paths in SourceIndexer(parses: parses).index(paths: paths) },
      treeLoaders: { inputs, deployment, platform, strings, assets in
        TreeReader.heraldLoaders(
          for: inputs, parses: parses, deployment: deployment, platform: platform, strings: strings, assets: assets)
      },
      loadAppStrings: { inputs, tables in AppStrings.herald(for: inputs, tables: tables, cache: tableFiles) })
  }
}
