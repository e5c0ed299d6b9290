/// Why `herald-rules-registry` wrote nothing: a new rule's name is wrong, or the source catalog is
/// not laid out as the generator writes it.
enum RegistryError: Error, Equatable, CustomStringConvertible {
  /// The id is not kebab-case.
  case invalidID(String)
  /// The category is not a folder name in upper camel case.
  case invalidCategory(String)
  /// A file the rule needs exists already.
  case fileExists(path: String)
  /// The source catalog is not one entry per line group as `Localizations/en.json` is written.
  case unexpectedCatalogLayout(line: Int, reason: String)

  /// What was wrong and what to do.
  var description: String {
    switch self {
    case .invalidID(let id):
      "the rule id \"\(id)\" is not kebab-case: use lower-case words joined by '-' (ID=image-button-missing-label)"
    case .invalidCategory(let category):
      "the category \"\(category)\" is not a folder name such as Labels or Controls: use letters, starting "
        + "with a capital"
    case .fileExists(let path):
      "\(path) exists already: choose another rule id, or remove the file"
    case .unexpectedCatalogLayout(let line, let reason):
      "line \(line) of the source catalog: \(reason); keep one key per line at 2 spaces of indentation"
    }
  }
}
