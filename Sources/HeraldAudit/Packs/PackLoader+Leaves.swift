import Foundation
import HeraldSyntax
import HeraldTree

extension PackLoader {
  func path(_ text: String, at location: SourceLocation?) throws(AuditError) -> PropertyPath {
    guard let path = PropertyPath(parsing: text) else {
      throw .invalidRulePack(
        location ?? SourceLocation(file: file, line: 1, column: 1),
        reason:
          "unknown property path \"\(text)\"; allowed: \(PropertyPath.names.joined(separator: ", ")), runtime.<keyPath>"
      )
    }
    return path
  }

  func list(_ value: JSONValue, _ key: String) throws(AuditError) -> [JSONValue] {
    if value.stringValue != nil { return [value] }
    guard let items = value.arrayValue, !items.isEmpty else {
      throw failure(value, "\"\(key)\" must be a string or a non-empty list of strings")
    }
    return items
  }

  func role(_ value: JSONValue) throws(AuditError) -> Role {
    guard let text = value.stringValue, let role = Role(rawValue: text) else {
      throw failure(
        value,
        "unknown role \(value.stringValue.map { "\"\($0)\"" } ?? value.kindDescription); expected one of: \(Role.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    return role
  }

  func traits(_ value: JSONValue) throws(AuditError) -> AccessibilityTraits {
    let items = try list(value, "traits")
    do {
      return try AccessibilityTraits.parse(json: items)
    } catch {
      throw failure(error.value, error.reason)
    }
  }

  /// The compiled regular expression of a `matches`, refused when it does not compile or when
  /// its matching could take exponential time (``PatternSafety``).
  func regex(_ value: JSONValue) throws(AuditError) -> BoundedPattern {
    guard let pattern = value.stringValue else {
      throw failure(value, "a regular expression must be a string, found \(value.kindDescription)")
    }
    let expression: BoundedPattern
    do {
      expression = try BoundedPattern(pattern)
    } catch {
      throw failure(
        value,
        "invalid regular expression \"\(pattern)\" (ICU syntax, as NSRegularExpression reads it); fix the pattern")
    }
    if let problem = PatternSafety.problem(in: pattern) {
      throw failure(value, "regular expression \"\(pattern)\" refused: \(problem)")
    }
    return expression
  }
}
