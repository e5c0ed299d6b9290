/// A CLDR plural category. Which ones a locale uses is up to its rules: English has `one` and
/// `other`, Russian `one`, `few`, `many`, `other`, Arabic all six, Japanese only `other`.
public enum PluralCategory: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
  case zero, one, two, few, many, other

  /// CLDR's order: zero, one, two, few, many, other.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.order < rhs.order
  }

  private var order: Int {
    switch self {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .few: 3
    case .many: 4
    case .other: 5
    }
  }
}

/// Cardinal rules choose "1 star / 2 stars"; ordinal rules choose "1st / 2nd / 3rd".
public enum PluralType: String, CaseIterable, Hashable, Sendable {
  case cardinal, ordinal
}
