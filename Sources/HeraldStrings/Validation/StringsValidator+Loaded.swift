extension StringsValidator {
  /// Checks every table `loaded` read, file groups together (so translations are compared with
  /// their source locale), and reports each file that could not be read as an
  /// `unreadable-table` error at its location: what `herald strings check` does.
  public func check(_ loaded: StringTableReader.LoadResult) -> [StringsDiagnostic] {
    var findings = loaded.errors.map { error in
      StringsDiagnostic(
        .error, code: "unreadable-table", message: error.message, file: error.path, location: error.location)
    }
    for group in loaded.groups {
      findings += check(
        group.table, file: group.files.count == 1 ? group.files[0].path : group.name, format: group.format)
    }
    return findings
  }
}
