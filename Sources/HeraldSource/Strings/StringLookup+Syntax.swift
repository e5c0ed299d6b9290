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

  /// The table `call` reads when it looks up the key a function was handed as its parameter
  /// `parameter` (`NSLocalizedString(key, comment: "")`, `String(localized:
  /// String.LocalizationValue(key))`, `Bundle.main.localizedString(forKey: key, value: nil, table:
  /// nil)`): what a function that only returns this call looks up; `nil` for any other call, and
  /// for a table or default text that is not a literal.
  static func table(of call: FunctionCallExprSyntax, keyedBy parameter: String) -> String? {
    let arguments = Array(call.arguments)
    func isKey(_ expression: ExprSyntax) -> Bool {
      if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == parameter }
      // `String.LocalizationValue(key)`, `.init(key)`.
      guard let wrapped = expression.as(FunctionCallExprSyntax.self), wrapped.arguments.count == 1,
        let only = wrapped.arguments.first, only.label == nil,
        ["String.LocalizationValue", "LocalizationValue", ".init", "String.LocalizationValue.init"].contains(
          wrapped.calledExpression.trimmedText)
      else { return false }
      return isKey(only.expression)
    }
    func table(_ label: String) -> String?? {
      guard let argument = arguments.first(where: { $0.label?.text == label }) else { return .some(nil) }
      if argument.expression.is(NilLiteralExprSyntax.self) { return .some(nil) }
      return Self.literal(argument.expression).map { .some($0) } ?? nil
    }
    // Another bundle's tables (`bundle: .module`) or a default text that is not a literal: not read.
    if let bundle = arguments.first(where: { $0.label?.text == "bundle" }),
      !["Bundle.main", ".main"].contains(bundle.expression.trimmedText)
    {
      return nil
    }
    for label in ["value", "defaultValue"] {
      if let text = arguments.first(where: { $0.label?.text == label }),
        !text.expression.is(NilLiteralExprSyntax.self), Self.literal(text.expression) == nil
      {
        return nil
      }
    }
    let called = call.calledExpression.trimmedText
    switch called {
    case "NSLocalizedString":
      guard let first = arguments.first, first.label == nil, isKey(first.expression),
        case .some(let name) = table("tableName")
      else { return nil }
      return name ?? defaultTable
    case "String":
      guard let first = arguments.first, first.label?.text == "localized", isKey(first.expression),
        case .some(let name) = table("table")
      else { return nil }
      return name ?? defaultTable
    default:
      // `Bundle.main.localizedString(forKey:value:table:)`; another bundle's is not the app's tables.
      guard called == "Bundle.main.localizedString", let first = arguments.first, first.label?.text == "forKey",
        isKey(first.expression), case .some(let name) = table("table")
      else { return nil }
      return name ?? defaultTable
    }
  }

  /// The text of a string literal without interpolations; `nil` for any other expression.
  static func literal(_ expression: ExprSyntax) -> String? {
    expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }
}
