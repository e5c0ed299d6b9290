import Foundation

extension InputFile {
  /// The files below `directory`, as paths relative to it, sorted; hidden files and folders (a
  /// name starting with `.`, such as `.build` or `.git`) are passed over and not entered, so a
  /// package's build products and version control are never taken for inputs.
  public static func files(under directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var found: [String] = []
    while let member = enumerator.nextObject() as? String {
      let name = (member as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      found.append(member)
    }
    return found.sorted()
  }
}
