import HeraldTree
import SwiftSyntax

extension SwiftUIBindings {
  /// The text of a call of an app's function that only looks its argument up
  /// (``StringAccessors/lookupFunction(_:)``: `localizeString("Sign In")` is the key "Sign In"),
  /// or of `String(format:…)` and `String.localizedStringWithFormat(…)`; `nil` for any other call.
  func lookedUpOrFormatted(_ call: FunctionCallExprSyntax, called: String) -> SwiftUIValue? {
    let arguments = Array(call.arguments)
    guard let first = arguments.first else { return nil }
    // The other arguments must be labelled (`comment:`): an unlabelled one is an overload's value.
    if first.label == nil, arguments.dropFirst().allSatisfy({ $0.label != nil }),
      let table = strings.lookupFunction(called), case .text(let key, _) = evaluate(first.expression)
    {
      let lookup = StringLookup(table: table, key: key)
      return .text(key, lookup: lookup)
    }
    let isFormat =
      (called == "String" && first.label?.text == "format")
      || (["String.localizedStringWithFormat", "NSString.localizedStringWithFormat"].contains(called)
        && first.label == nil)
    guard isFormat, arguments.dropFirst().allSatisfy({ $0.label == nil }) else { return nil }
    guard let format = formatText(first.expression), Self.fillsInOrder(format) else {
      return .unknown(call.sourceText)
    }
    return .text(Self.formatted(format, arguments.dropFirst().map { evaluate($0.expression).shown }))
  }

  /// Whether `format`'s positional conversions (`%1$@`), if any, take the arguments in order, as
  /// ``formatted(_:_:)`` fills them.
  static func fillsInOrder(_ format: String) -> Bool {
    FormatConversions.conversions(in: format).compactMap(\.position).enumerated().allSatisfy {
      $0.element == $0.offset + 1
    }
  }

  /// The text a format argument gives in the development language: a literal as written (a
  /// `String`, not looked up), a table lookup's text from the app's tables or the call's default
  /// text; `nil` when unknown.
  private func formatText(_ expression: ExprSyntax) -> String? {
    if let literal = expression.as(StringLiteralExprSyntax.self), case .text(let text, _) = text(literal) {
      return text
    }
    guard case .text(let text, let lookup) = evaluate(expression) else { return nil }
    guard let lookup else { return text }
    return strings.generated.developmentText(key: lookup.key, table: lookup.table) ?? lookup.fallback
  }
}
