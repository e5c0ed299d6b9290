import HeraldSyntax

/// Collects the platform filters of a target's files as its build files give them: a file
/// listed twice, once without a filter, is built for every platform; filters of one file add up.
struct FileFilters {
  private var built: [String: Set<ApplePlatform>?] = [:]

  /// The files with a filter, each with the platforms it is built for.
  var filters: [String: [ApplePlatform]] {
    built.compactMapValues { $0.map { $0.sorted() } }
  }

  /// Adds that `file` is built for `filter`'s platforms (every platform when `nil`).
  mutating func add(_ file: String, _ filter: [ApplePlatform]?) {
    switch (built[file], filter) {
    case (.none, let filter?): built[file] = .some(Set(filter))
    case (.some(let known?), let filter?): built[file] = .some(known.union(filter))
    default: built[file] = .some(nil)
    }
  }

  /// The platforms a `platformFilters` list or a `platformFilter` names (`(ios, maccatalyst, )`,
  /// `ios`); `nil` when there is none (every platform), empty when it names only platforms Herald
  /// does not read (`driverkit`).
  static func platforms(_ value: JSONValue?) -> [ApplePlatform]? {
    guard let value else { return nil }
    let names = value.stringValue.map { [$0] } ?? value.arrayValue?.compactMap(\.stringValue) ?? []
    // Names only of platforms Herald does not read (`driverkit`): built for none of them.
    return names.isEmpty ? nil : Set(names.compactMap(ApplePlatform.init(filter:))).sorted()
  }
}
