import HeraldProject
import HeraldTree

extension AppStrings {
  /// HeraldProject's ``AppStrings/herald(for:tables:)`` with its warnings printed on standard error.
  static func reportingWarnings(for inputs: [String], tables: [String] = []) -> AppStrings {
    let loaded = herald(for: inputs, tables: tables)
    for warning in loaded.warnings { Diagnostics.warning(warning) }
    return loaded.strings
  }
}
