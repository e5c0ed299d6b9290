import HeraldTree
import SwiftSyntax

extension StringLookup {
  /// The lookup `call` makes, when its key (and table, if named) are plain literals.
  public init?(_ call: FunctionCallExprSyntax) {
    let arguments = Array(call.arguments)
    let called = call.calledExpression.trimmedText
    func literal(_ label: String) -> String? {
      arguments.first { $0.label?.text == label }.flatMap { Self.literal($0.expression) }
    }
    switch called {
    case "NSLocalizedString", "LocalizedStringResource", "LocalizedStringKey":
      guard let first = arguments.first, first.label == nil, let key = Self.literal(first.expression) else {
        return nil
      }
      self.init(
        table: literal(called == "NSLocalizedString" ? "tableName" : "table") ?? Self.defaultTable, key: key,
        fallback: literal(called == "NSLocalizedString" ? "value" : "defaultValue"))
    case "String":
      guard let first = arguments.first, first.label?.text == "localized", let key = Self.literal(first.expression)
      else { return nil }
      self.init(table: literal("table") ?? Self.defaultTable, key: key, fallback: literal("defaultValue"))
    default:
      // SwiftGen's accessor: `tr(table, key, args…, fallback:)`, called on its enum or not.
      guard called == "tr" || called.hasSuffix(".tr"), arguments.count >= 2,
        arguments[0].label == nil, arguments[1].label == nil,
        let table = Self.literal(arguments[0].expression), let key = Self.literal(arguments[1].expression)
      else { return nil }
      let formatArguments = arguments.dropFirst(2).filter { $0.label == nil }.count
      // SwiftGen's accessor of a `.stringsdict` plural has no English text, only its format key.
      let fallback = literal("fallback").flatMap { $0.hasPrefix("Plural format key: ") ? nil : $0 }
      self.init(table: table, key: key, fallback: fallback, arguments: formatArguments)
    }
  }

  /// The text of a string literal without interpolations; `nil` for any other expression.
  static func literal(_ expression: ExprSyntax) -> String? {
    expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }
}
