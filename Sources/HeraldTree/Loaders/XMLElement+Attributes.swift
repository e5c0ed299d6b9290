import HeraldSyntax

/// Typed reads of attributes, shared by the XML loaders.
///
/// Each read returns `nil` when the attribute is missing and throws
/// ``TreeError/invalidDocument(_:reason:)`` at the element's location when it is present but
/// malformed, naming the attribute, the element, the value and what was expected:
///
/// ```swift
/// let isEnabled = try xml.bool("enabled") ?? true
/// // <node enabled="TRUE"/> → attribute 'enabled' of <node> is 'TRUE'; expected true or false
/// ```
extension HeraldSyntax.XMLElement {
  /// The attribute's value, or `nil` when it is missing or empty.
  ///
  /// - Parameter name: The attribute's name.
  func nonEmpty(_ name: String) -> String? {
    guard let value = self[name], !value.isEmpty else { return nil }
    return value
  }

  /// A `true`/`false` attribute, as runtime dumps (Appium page sources, uiautomator dumps) write
  /// booleans, or `nil` when it is missing.
  ///
  /// Interface Builder's `YES`/`NO` are not read here.
  ///
  /// - Parameter name: The attribute's name.
  /// - Throws: ``TreeError/invalidDocument(_:reason:)`` when the value is neither `true` nor
  ///   `false`; the spelling is exact, so `TRUE`, `yes` and `1` are refused.
  func bool(_ name: String) throws(TreeError) -> Bool? {
    switch self[name] {
    case nil: return nil
    case "true": return true
    case "false": return false
    case let text?:
      throw .invalidDocument(
        location, reason: "attribute '\(name)' of <\(self.name)> is '\(text)'; expected true or false")
    }
  }

  /// A finite number attribute (`44`, `0.5`, `-1`, `1e3`), or `nil` when it is missing.
  ///
  /// Anything `Double(_:)` reads as a finite value is accepted; a loader that needs a stricter
  /// form parses the text itself.
  ///
  /// - Parameter name: The attribute's name.
  /// - Throws: ``TreeError/invalidDocument(_:reason:)`` when the value is not a number, or is
  ///   infinite or NaN.
  func number(_ name: String) throws(TreeError) -> Double? {
    guard let text = self[name] else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw .invalidDocument(
        location,
        reason: "attribute '\(name)' of <\(self.name)> is '\(text)'; expected a number such as 44 or 0.5")
    }
    return value
  }
}

extension XMLElement {
  /// A whole-number attribute within `range`, or `nil` when it is missing.
  ///
  /// - Throws: ``TreeError/invalidDocument(_:reason:)`` when the value is not a number, or is not a
  ///   whole number in `range` (`numberOfPages="1e300"`).
  func integer(_ name: String, in range: ClosedRange<Int>) throws(TreeError) -> Int? {
    guard let value = try number(name) else { return nil }
    do {
      return try CheckedNumber.require(value, in: range, name: "attribute '\(name)' of <\(self.name)>")
    } catch {
      throw .invalidDocument(location, reason: "\(error)")
    }
  }

  /// Parses an XML document for a loader, reporting a syntax error or a refusal as
  /// ``TreeError/syntax(_:)``.
  static func document(_ bytes: [UInt8], file: String) throws(TreeError) -> XMLElement {
    do {
      return try XMLReader.parse(bytes, file: file)
    } catch {
      throw .syntax(error)
    }
  }
}
