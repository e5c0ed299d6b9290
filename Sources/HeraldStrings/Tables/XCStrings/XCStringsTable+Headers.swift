import HeraldSyntax

/// The headers of tables read from other formats, kept in a String Catalog.
///
/// Xcode's catalogs have no headers, but a table converted from gettext has them: each `.po`'s
/// header (`Project-Id-Version`, translators, `Language`, its own `Plural-Forms`, the header's
/// comments), and a `.strings` file's comments after its last entry. Without them a `.po` written
/// back from the catalog would get Herald's `Plural-Forms` instead of its own, and with it lose
/// the forms that only its own can number (Hebrew's fourth, Serbian's `n==1`). So the catalog
/// keeps them in two top-level members Herald adds beside Xcode's (`sourceLanguage`, `strings`,
/// `version`):
///
/// - `headers`: ``StringTable/headers``, as `[name, value]` pairs in file order;
/// - `localeHeaders`: ``StringTable/localeHeaders``, an object keyed by locale of such lists.
///
/// Pairs rather than objects, because a header's order is part of the file (and a catalog's
/// objects are written sorted) and a name may repeat or be empty (a blank line of the header).
/// A catalog member of that name with another shape, or empty (Herald writes neither), is not
/// Herald's: it is kept as it is, as every member Herald does not know.
extension XCStringsTable {
  /// The member that holds ``StringTable/headers``.
  static let headersMember = "headers"
  /// The member that holds ``StringTable/localeHeaders``.
  static let localeHeadersMember = "localeHeaders"

  /// The members that keep `table`'s headers, none when it has none.
  ///
  /// A member of that name that `table.extra` already has (not Herald's) is left as it is, and
  /// the headers it would have held are named in `losses`.
  static func headerMembers(_ table: StringTable, losses: inout [StringsDiagnostic]) -> [JSONMember] {
    var members: [JSONMember] = []
    if !table.headers.isEmpty { members.append(JSONMember(headersMember, json(table.headers))) }
    if !table.localeHeaders.isEmpty {
      let locales = table.localeHeaders.sorted { $0.key < $1.key }.map { JSONMember($0.key, json($0.value)) }
      members.append(JSONMember(localeHeadersMember, .object(locales)))
    }
    let taken = Set(table.extra.map(\.key))
    for member in members where taken.contains(member.key) {
      losses.append(
        .loss(
          "the tables' headers (\(member.key))", key: "(table)", locale: nil, format: .xcstrings,
          advice: "The catalog has a member '\(member.key)' of its own; rename it to keep the headers."))
    }
    return members.filter { !taken.contains($0.key) }
  }

  /// Reads a top-level member into `table`'s headers; `false` when it is not one Herald writes.
  static func readHeaders(_ member: JSONMember, into table: inout StringTable) -> Bool {
    switch member.key {
    case headersMember:
      guard let headers = headers(member.value), !headers.isEmpty else { return false }
      table.headers = headers
      return true
    case localeHeadersMember:
      guard let locales = member.value.objectValue, !locales.isEmpty else { return false }
      var byLocale: [String: [TableHeader]] = [:]
      for locale in locales {
        guard let headers = headers(locale.value) else { return false }
        byLocale[locale.key] = headers
      }
      table.localeHeaders = byLocale
      return true
    default:
      return false
    }
  }

  private static func json(_ headers: [TableHeader]) -> JSONValue {
    .array(headers.map { .array([.string($0.name), .string($0.value)]) })
  }

  /// `[[name, value], …]` as headers, or `nil` for any other shape.
  private static func headers(_ value: JSONValue) -> [TableHeader]? {
    guard let pairs = value.arrayValue else { return nil }
    var headers: [TableHeader] = []
    for pair in pairs {
      guard let fields = pair.arrayValue, fields.count == 2, let name = fields[0].stringValue,
        let text = fields[1].stringValue
      else { return nil }
      headers.append(TableHeader(name: name, value: text))
    }
    return headers
  }
}
