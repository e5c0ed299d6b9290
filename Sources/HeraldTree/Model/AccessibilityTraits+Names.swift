import HeraldSyntax

extension AccessibilityTraits {
  /// A value in a list of trait names that is not the name of a trait.
  public struct UnknownName: Error, Sendable {
    /// The value: a string that names no trait, or a value that is not a string.
    public var value: JSONValue
    /// What was wrong and which names are accepted:
    /// `unknown trait "buton"; expected one of: button, link, …`.
    public var reason: String
  }

  /// Reads trait names, the one reading of them that every loader shares.
  ///
  /// Each name is looked up as ``init(name:)`` does; with `capitalized`, its first letter is
  /// lowercased first, so that `SearchField` (as WebDriverAgent writes UIKit's names) is
  /// `searchField`. The caller decides about the names it does not know: Interface Builder and
  /// Appium skip them (traits of a newer iOS, and Appium's `None`).
  ///
  /// ```swift
  /// AccessibilityTraits.parse(names: ["Button", "None"], capitalized: true)
  /// // (traits: [.button], unknown: ["None"])
  /// ```
  ///
  /// - Parameters:
  ///   - names: The names, in order.
  ///   - capitalized: Whether the names may start with a capital letter.
  /// - Returns: The traits of the known names, and the names not known, in order.
  public static func parse(
    names: some Sequence<some StringProtocol>, capitalized: Bool = false
  ) -> (traits: AccessibilityTraits, unknown: [String]) {
    var traits: AccessibilityTraits = []
    var unknown: [String] = []
    for name in names {
      let key = capitalized ? (name.first?.lowercased() ?? "") + name.dropFirst() : String(name)
      if let trait = AccessibilityTraits(name: key) {
        traits.insert(trait)
      } else {
        unknown.append(String(name))
      }
    }
    return (traits, unknown)
  }

  /// Reads a JSON list of trait names (`["button", "selected"]`), as JSON trees, component models
  /// and rule packs write them; those formats refuse an unknown name.
  ///
  /// - Parameter values: The items of the list.
  /// - Returns: The traits named.
  /// - Throws: ``UnknownName`` for the first item that is not a string naming a trait, with the
  ///   reason to report at its location.
  public static func parse(json values: [JSONValue]) throws(UnknownName) -> AccessibilityTraits {
    var traits: AccessibilityTraits = []
    for value in values {
      guard let name = value.stringValue, let trait = AccessibilityTraits(name: name) else {
        throw UnknownName(
          value: value,
          reason:
            "unknown trait \(value.stringValue.map { "\"\($0)\"" } ?? value.kindDescription); expected one of: \(named.map(\.name).joined(separator: ", "))"
        )
      }
      traits.insert(trait)
    }
    return traits
  }
}
