internal import CHeraldICU

/// Compares strings the way a locale sorts them, through ICU's collation (CLDR's root order by
/// default).
///
/// Xcode sorts the keys of a String Catalog by the root collation with numeric ordering, so
/// Herald's `.xcstrings` writer uses ``rootNumeric`` to write files byte-identical to Xcode's.
///
/// ```swift
/// let collator = Collator.rootNumeric
/// ["item 10", "Item 2", "item 1"].sorted(by: collator.areInIncreasingOrder)
/// // ["item 1", "Item 2", "item 10"]
/// ```
///
/// Safe to use from many threads.
public final class Collator: Sendable {
  /// The locale whose order is used (``LanguageTag/root`` for CLDR's root collation).
  public let locale: LanguageTag
  /// Whether runs of digits compare by numeric value.
  public let numericOrdering: Bool
  nonisolated(unsafe) let handle: OpaquePointer

  /// Opens the collator of `locale`.
  ///
  /// - Parameters:
  ///   - locale: The locale whose sort order to use.
  ///   - numericOrdering: Compare runs of digits by value (`"2"` before `"10"`).
  /// - Throws: ``ICUError`` when ICU cannot open the collator.
  public init(locale: LanguageTag, numericOrdering: Bool = false) throws {
    self.handle = try ICUCall.open("open the collator of \(locale)", input: locale.icuIdentifier) {
      identifier, _, status in herald_collator_open(identifier, numericOrdering ? 1 : 0, &status)
    }
    self.locale = locale
    self.numericOrdering = numericOrdering
  }

  deinit { herald_collator_close(handle) }

  /// The CLDR root collation with numeric ordering, opened once per process; `nil` only when the
  /// system ICU lacks collation data.
  public static let rootNumeric: Collator? = try? Collator(locale: .root, numericOrdering: true)

  /// Compares two strings: negative when `lhs` sorts first, zero when the collation considers
  /// them equal, positive otherwise.
  ///
  /// - Complexity: O(*n*) in the length of the shorter string.
  public func compare(_ lhs: String, _ rhs: String) -> Int {
    var left = lhs
    var right = rhs
    return left.withUTF8 { a in
      right.withUTF8 { b in
        Int(
          a.withMemoryRebound(to: CChar.self) { a in
            b.withMemoryRebound(to: CChar.self) { b in
              herald_collator_compare(handle, a.baseAddress, Int32(a.count), b.baseAddress, Int32(b.count))
            }
          })
      }
    }
  }

  /// Whether `lhs` sorts before `rhs`; strings the collation considers equal are ordered by their
  /// Unicode scalars, so the order is total and stable.
  public func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    let order = compare(lhs, rhs)
    return order == 0 ? lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) : order < 0
  }
}
