import HeraldSyntax

/// What one locale says for one entry: a plain string, variations (by plural category, device or
/// width), substitutions of `%#@name@` variables, or a combination, nested as deep as needed.
///
/// This is the shape of a String Catalog localization. A `.stringsdict` entry with
/// `NSStringLocalizedFormatKey` becomes a ``stringUnit`` holding the format and one
/// ``Substitution`` per variable; `NSStringDeviceSpecificRuleType` and
/// `NSStringVariableWidthRuleType` become ``variations``; an Android `<plurals>` becomes plural
/// variations; an Android `<string-array>` becomes ``VariationSelector/arrayItem`` variations.
public struct Localization: Sendable, Hashable {
  /// The string and its translation state, when the localization has one.
  public var stringUnit: StringUnit?
  /// Alternative strings chosen at run time, when there are some.
  public var variations: Variations?
  /// The `%#@name@` variables of ``stringUnit``'s value, by name.
  public var substitutions: [String: Substitution]
  /// Members Herald does not interpret, kept as they were.
  public var extra: [JSONMember]
  /// Where the localization was read from. Not part of equality.
  public var location: SourceLocation?

  /// Creates a localization.
  public init(
    stringUnit: StringUnit? = nil, variations: Variations? = nil,
    substitutions: [String: Substitution] = [:], extra: [JSONMember] = [],
    location: SourceLocation? = nil
  ) {
    self.stringUnit = stringUnit
    self.variations = variations
    self.substitutions = substitutions
    self.extra = extra
    self.location = location
  }

  /// Creates a localization that is one string.
  ///
  /// - Parameters:
  ///   - value: The string.
  ///   - state: Its translation state (`"translated"`, `"needs_review"`, `"new"`), when known.
  public init(value: String, state: String? = nil, location: SourceLocation? = nil) {
    self.init(stringUnit: StringUnit(state: state, value: value), location: location)
  }

  /// The plain string, when the localization is one.
  public var value: String? { stringUnit?.value }

  /// Compares everything but ``location``.
  public static func == (lhs: Localization, rhs: Localization) -> Bool {
    lhs.stringUnit == rhs.stringUnit && lhs.variations == rhs.variations
      && lhs.substitutions == rhs.substitutions && lhs.extra == rhs.extra
  }

  /// Hashes everything but ``location``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(stringUnit)
    hasher.combine(variations)
    hasher.combine(substitutions)
  }
}

/// A string and its translation state.
public struct StringUnit: Sendable, Hashable {
  /// `"translated"`, `"needs_review"`, `"new"`, `"stale"`… or `nil` when the format has no states.
  public var state: String?
  /// The string.
  public var value: String
  /// Members Herald does not interpret, kept as they were.
  public var extra: [JSONMember]

  /// Creates a string unit.
  public init(state: String? = nil, value: String, extra: [JSONMember] = []) {
    self.state = state
    self.value = value
    self.extra = extra
  }
}

/// Alternative strings for one localization, chosen by one selector.
public struct Variations: Sendable, Hashable {
  /// What chooses between the cases.
  public var selector: VariationSelector
  /// The cases by name: plural categories (`"one"`, `"few"`, `"other"`), devices (`"iphone"`,
  /// `"mac"`), widths (`"20"`), or array positions (`"0"`, `"1"`).
  public var cases: [String: Localization]

  /// Creates variations.
  public init(selector: VariationSelector, cases: [String: Localization]) {
    self.selector = selector
    self.cases = cases
  }

  /// The case names in their natural order: CLDR order for plurals (`zero one two few many
  /// other`, then explicit values such as `=0`), Apple's device order, numeric order for widths
  /// and array items.
  public var orderedCaseNames: [String] {
    cases.keys.sorted { selector.caseOrder($0) < selector.caseOrder($1) }
  }
}

/// What chooses between ``Variations``.
public enum VariationSelector: Sendable, Hashable, CustomStringConvertible {
  /// The CLDR plural category of a number.
  case plural
  /// The device the app runs on (String Catalog `device`, `NSStringDeviceSpecificRuleType`).
  case device
  /// The width available (`NSStringVariableWidthRuleType`).
  case width
  /// The position in an Android `<string-array>`.
  case arrayItem
  /// A selector Herald does not know, by the name the file uses; its cases are kept.
  case other(String)

  /// The name String Catalogs use (`plural`, `device`), or Herald's for the rest.
  public var description: String {
    switch self {
    case .plural: "plural"
    case .device: "device"
    case .width: "width"
    case .arrayItem: "item"
    case .other(let name): name
    }
  }

  /// The selector a String Catalog's `variations` member name stands for.
  public init(catalogName: String) {
    switch catalogName {
    case "plural": self = .plural
    case "device": self = .device
    case "width": self = .width
    case "item": self = .arrayItem
    default: self = .other(catalogName)
    }
  }

  /// The plural categories in CLDR order.
  public static let pluralOrder = ["zero", "one", "two", "few", "many", "other"]
  /// Apple's device names in the order Xcode lists them.
  public static let deviceOrder = [
    "iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "vision", "other",
  ]

  /// A sort key that puts case names in their natural order.
  func caseOrder(_ name: String) -> CaseOrder {
    switch self {
    case .plural:
      if let index = Self.pluralOrder.firstIndex(of: name) { return CaseOrder(rank: index, number: 0, name: name) }
      return CaseOrder(rank: Self.pluralOrder.count, number: Double(name.drop { $0 == "=" }) ?? 0, name: name)
    case .device:
      return CaseOrder(rank: Self.deviceOrder.firstIndex(of: name) ?? Self.deviceOrder.count, number: 0, name: name)
    case .width, .arrayItem:
      return CaseOrder(rank: Double(name) == nil ? 1 : 0, number: Double(name) ?? 0, name: name)
    case .other:
      return CaseOrder(rank: 0, number: 0, name: name)
    }
  }
}

/// A sort key for case names.
struct CaseOrder: Comparable {
  var rank: Int
  var number: Double
  var name: String

  static func < (lhs: CaseOrder, rhs: CaseOrder) -> Bool {
    (lhs.rank, lhs.number, lhs.name) < (rhs.rank, rhs.number, rhs.name)
  }
}

/// A `%#@name@` variable of a format string: which argument it formats and its variations.
public struct Substitution: Sendable, Hashable {
  /// The 1-based argument it consumes (String Catalog `argNum`), when the file says.
  public var argumentNumber: Int?
  /// The printf conversion of the argument without `%` (`"ld"`, `"lld"`, `"@"`): a String Catalog
  /// `formatSpecifier`, a `.stringsdict` `NSStringFormatValueTypeKey`.
  public var formatSpecifier: String?
  /// The strings to choose from.
  public var variations: Variations?
  /// Members Herald does not interpret (other `.stringsdict` keys, unknown catalog members).
  public var extra: [JSONMember]

  /// Creates a substitution.
  public init(
    argumentNumber: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil,
    extra: [JSONMember] = []
  ) {
    self.argumentNumber = argumentNumber
    self.formatSpecifier = formatSpecifier
    self.variations = variations
    self.extra = extra
  }
}
