import HeraldSyntax

/// A property of a custom control (`starCount`, `starSize`, `rating`): its type, its default, and
/// whether it is state that actions change.
///
/// An instance takes the value from the user-defined runtime attribute or inspectable property
/// with the same key path (`<userDefinedRuntimeAttribute keyPath="starCount">`), otherwise the
/// default.
public struct ComponentProperty: Sendable, Hashable {
  /// The value types a property can have.
  public enum ValueType: String, Sendable, Hashable, CaseIterable {
    /// A number (`starCount`, `rating`).
    case number
    /// `true` or `false`.
    case boolean
    /// Text.
    case string
    /// A size with `width` and `height` (`starSize`), read as `starSize.width` in expressions.
    case size
  }

  /// The property's name, which is also the runtime attribute's key path.
  public var name: String
  /// The value type.
  public var type: ValueType
  /// The value an instance has when its source does not set one.
  public var defaultValue: ExpressionValue
  /// Whether actions may change the property (`rating`); a simulation keeps it per instance.
  public var isState: Bool
  /// Where the property is declared.
  public var location: SourceLocation

  /// Creates a property.
  public init(
    name: String, type: ValueType, defaultValue: ExpressionValue, isState: Bool = false,
    location: SourceLocation
  ) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.isState = isState
    self.location = location
  }

  /// The value of this property that `value` holds, if it has the right type: a runtime
  /// attribute's number for a number, `width=44 height=44` (as Interface Builder stores a size)
  /// for a size.
  public func value(of value: RuntimeValue) -> ExpressionValue? {
    switch (type, value) {
    case (.number, .number(let number)): return .number(number)
    case (.boolean, .boolean(let flag)): return .bool(flag)
    case (.string, .string(let text)), (.string, .localizedString(let text)), (.string, .image(let text)):
      return .string(text)
    case (.size, .number(let side)): return Self.size(width: side, height: side)
    case (.size, .other(_, let text)):
      var fields: [String: Double] = [:]
      for pair in text.split(separator: " ") {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2, let number = Double(parts[1]) { fields[String(parts[0])] = number }
      }
      guard let width = fields["width"], let height = fields["height"] else { return nil }
      return Self.size(width: width, height: height)
    case (.number, .other(_, let text)): return Double(text).map(ExpressionValue.number)
    default: return nil
    }
  }

  /// A size value, as expressions see it.
  public static func size(width: Double, height: Double) -> ExpressionValue {
    .record(["width": .number(width), "height": .number(height)])
  }
}
