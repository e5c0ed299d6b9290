import SwiftSyntax

extension SwiftUIBindings {
  /// The value of a standard-library call on known text or a known list, where Swift's own
  /// semantics decide it: `text.split(separator: ",")` (empty pieces left out, as by default),
  /// `Set(list)` and `Array(list)`, `list.contains(x)`, `filter`, `allSatisfy` and `contains(where:)`
  /// with a closure of one expression over known items, `map`, `compactMap`, `flatMap`, `filter`,
  /// `sorted` and `reversed` of an empty list (empty),
  /// and `joined(separator:)` of known texts. `nil` for any other call, or when a part is unknown
  /// (the caller then tries what else the call may be).
  ///
  /// With these, state that starts empty is read as it starts: `Set(storage.split(separator:
  /// ",").compactMap { Int($0) }).contains(id)` over `@AppStorage var storage = ""` is `false`.
  func evaluateCollectionCall(_ call: FunctionCallExprSyntax) -> SwiftUIValue? {
    let arguments = Array(call.arguments)
    if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      type == "Set" || type == "Array",
      arguments.count == 1, arguments[0].label == nil, call.trailingClosure == nil,
      case .list(let items) = evaluate(arguments[0].expression)
    {
      guard type == "Set" else { return .list(items) }
      var seen: [SwiftUIValue] = []
      for item in items where !seen.contains(item) { seen.append(item) }
      // A set's order is not the source's: only whether it is empty, and what it holds, are known.
      return .list(seen)
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    let method = member.declName.baseName.text
    switch (evaluate(base), method) {
    case (.text(let text, _), "split"):
      return Self.split(text, arguments, evaluate)
    case (.list(let items), "contains"):
      if items.isEmpty { return .bool(false) }
      if let test = predicate(of: call) { return Self.all(items, test).map { .bool($0.contains(true)) } }
      // `contains(x)` of known items and a known value; a predicate is the app's.
      guard arguments.count == 1, arguments[0].label == nil, call.trailingClosure == nil,
        items.allSatisfy(\.isKnown)
      else { return nil }
      let value = evaluate(arguments[0].expression)
      guard value.isKnown else { return nil }
      // Texts compare by their characters, whatever table a literal may be looked up in.
      return .bool(
        items.contains { item in
          if case .text(let a, _) = item, case .text(let b, _) = value { return a == b }
          return item == value
        })
    case (.list(let items), "filter") where !items.isEmpty:
      guard let test = predicate(of: call), let kept = Self.all(items, test) else { return nil }
      return .list(zip(items, kept).filter(\.1).map(\.0))
    case (.list(let items), "allSatisfy"):
      guard let test = predicate(of: call), let results = Self.all(items, test) else { return nil }
      return .bool(!results.contains(false))
    case (.list(let items), "map"), (.list(let items), "compactMap"), (.list(let items), "flatMap"),
      (.list(let items), "filter"), (.list(let items), "sorted"), (.list(let items), "reversed"):
      return items.isEmpty ? .list([]) : nil
    case (.list(let items), "joined"):
      var texts: [String] = []
      for item in items {
        guard case .text(let text, _) = item else { return nil }
        texts.append(text)
      }
      guard arguments.count <= 1 else { return nil }
      var separator = ""
      if let first = arguments.first {
        guard first.label?.text == "separator", case .text(let text, _) = evaluate(first.expression) else { return nil }
        separator = text
      }
      let joined = texts.joined(separator: separator)
      return joined.utf8.count > SwiftUIValue.maximumText ? nil : .text(joined)
    default:
      return nil
    }
  }

  /// The test a closure of one expression passed to `call` makes of an item (`filter { $0 == false }`,
  /// `allSatisfy { flag in flag }`, `contains(where:)`): the closure's value with its parameter
  /// bound to the item, `nil` when it is not a known `Bool`. `nil` for a call given no such closure.
  private func predicate(of call: FunctionCallExprSyntax) -> ((SwiftUIValue) -> Bool?)? {
    let arguments = Array(call.arguments)
    let passed =
      call.trailingClosure
      ?? (arguments.count == 1 && [nil, "where"].contains(arguments[0].label?.text)
        ? arguments[0].expression.as(ClosureExprSyntax.self) : nil)
    guard let closure = passed, closure.statements.count == 1,
      case .expr(let body)? = closure.statements.first?.item
    else { return nil }
    let parameter: String
    switch closure.signature?.parameterClause {
    case .simpleInput(let names)?:
      guard names.count == 1, let name = names.first?.name.text else { return nil }
      parameter = name
    case .parameterClause(let clause)?:
      guard clause.parameters.count == 1, let first = clause.parameters.first else { return nil }
      parameter = (first.secondName ?? first.firstName).text
    case nil: parameter = "$0"
    }
    return { item in
      var scope = self
      scope.values[parameter] = item
      scope.changeable.remove(parameter)
      guard case .bool(let result) = scope.evaluate(body) else { return nil }
      return result
    }
  }

  /// The test of each of `items`, `nil` when one is not known.
  private static func all(_ items: [SwiftUIValue], _ test: (SwiftUIValue) -> Bool?) -> [Bool]? {
    var results: [Bool] = []
    for item in items {
      guard let result = test(item) else { return nil }
      results.append(result)
    }
    return results
  }

  /// `text.split(separator: c)` with a one-character separator, and `omittingEmptySubsequences:`
  /// when the source fixes it: the pieces as Swift splits them.
  private static func split(
    _ text: String, _ arguments: [LabeledExprSyntax], _ evaluate: (ExprSyntax) -> SwiftUIValue
  ) -> SwiftUIValue? {
    var separator: Character?
    var omitting = true
    for argument in arguments {
      switch (argument.label?.text, evaluate(argument.expression)) {
      case ("separator", .text(let value, _)) where value.count == 1: separator = value.first
      case ("omittingEmptySubsequences", .bool(let flag)): omitting = flag
      default: return nil
      }
    }
    guard let separator else { return nil }
    let pieces = text.split(separator: separator, omittingEmptySubsequences: omitting)
    guard pieces.count <= listLimit else { return nil }
    return .list(pieces.map { .text(String($0)) })
  }
}
