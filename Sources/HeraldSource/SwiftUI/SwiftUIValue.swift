import Foundation
import HeraldSyntax
import HeraldTree
import SwiftSyntax

/// What a Swift expression in a view's body is worth, as far as the source alone says: a literal
/// (possibly passed in by a caller or a preview), or code whose value only the running app knows.
enum SwiftUIValue: Equatable, Sendable {
  /// Text, with the table lookup that gives it where there is one: a literal in a text position
  /// (SwiftUI looks it up as a `LocalizedStringKey`), a lookup call, or an accessor of the app's
  /// (``StringAccessors``). The app shows the lookup's text in the user's language.
  case text(String, lookup: StringLookup? = nil)
  /// A number.
  case number(Double)
  /// A Boolean.
  case bool(Bool)
  /// An enum case or static member written with a leading dot (`.title`, `.red`).
  case member(String)
  /// `nil`: an optional the source fixes as absent (`var onTap: (() -> Void)? = nil`).
  case none
  /// A closure or function the source passes (`onTap: { … }`): present, though what it does is
  /// the app's.
  case function(String)
  /// A value the source does not fix, with the code that computes it (`item.title`).
  case unknown(String)
  /// A value of a struct of the inputs made by its memberwise initializer (`MenuItem(name: "Salad",
  /// price: "$9")`): the fields the call gives, by name.
  case record(type: String, fields: [String: SwiftUIValue])
  /// An array literal (`[MenuItem(…), MenuItem(…)]`), the data of a `ForEach`.
  case list([SwiftUIValue])

  /// The text as shown: literal text, a number as Swift prints it, or `‹code›` for a value the
  /// source does not fix.
  var shown: String {
    switch self {
    case .text(let text, _): text
    case .number(let number):
      abs(number) < 1e15 ? CheckedNumber.exactInteger(number).map(String.init) ?? String(number) : String(number)
    case .bool(let flag): flag ? "true" : "false"
    case .member(let name): name
    case .none: "nil"
    case .function(let code), .unknown(let code): Self.placeholder(code)
    case .record(let type, _): Self.placeholder(type + "(…)")
    case .list: Self.placeholder("[…]")
    }
  }

  /// The value with its lookup in `table` (a `Text`'s `tableName:`), when it is looked up and a
  /// table is given.
  func inTable(_ table: String?) -> SwiftUIValue {
    guard let table, case .text(let text, var lookup?) = self else { return self }
    lookup.table = table
    return .text(text, lookup: lookup)
  }

  /// The longest text evaluated; longer text (`a + a` doubled forty times) is left to the app.
  static let maximumText = 4_000

  /// Whether the source fixes the value.
  var isKnown: Bool {
    if case .unknown = self { return false }
    return true
  }

  /// The code of a node, shortened, for a value left to the app.
  static func truncatedCode(_ node: some SyntaxProtocol) -> String {
    let text = node.sourceText
    return text.count > 60 ? String(text.prefix(57)) + "…" : text
  }

  /// `‹code›`: how text the running app computes is shown in trees and announcements, on one
  /// line (code that spans lines is joined with single spaces).
  static func placeholder(_ code: String) -> String {
    let line =
      code.contains(where: \.isNewline) ? code.split(whereSeparator: \.isWhitespace).joined(separator: " ") : code
    let short = line.count > 60 ? String(line.prefix(57)) + "…" : line
    return "‹\(short)›"
  }

  /// Whether `text` reads as a localization key rather than as words: no spaces, and dots,
  /// underscores or hyphens between lower-case words (`settings.general.title`, `action_done`).
  static func looksLikeKey(_ text: String) -> Bool {
    guard !text.isEmpty, !text.contains(" "), text.count <= 120 else { return false }
    guard text.contains(where: { $0 == "." || $0 == "_" }) else { return false }
    guard let first = text.first, first.isLowercase else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" }
  }
}

/// The names a body can read, bound to what the source says they are: the view's properties (from
/// a caller's arguments, a preview's or their initial values) and the locals of closures
/// (`ForEach`'s row, `if let`).
struct SwiftUIBindings {
  /// The values by name.
  var values: [String: SwiftUIValue] = [:]
  /// The names whose value is only the initial one: state the app changes as it runs (`@State`,
  /// `@Binding`, `@AppStorage`, `@FocusState`…). Their values choose the default state, never
  /// rule a branch out.
  var changeable: Set<String> = []
  /// The names of ``changeable`` whose every value the source fixes and none is `nil`
  /// (``Change/changeableNeverNil``): in ``fixed`` they are unknown but present, so `if let` on
  /// one holds in every state.
  var neverNil: Set<String> = []
  /// The structs of the inputs a call may build as a ``SwiftUIValue/record(type:fields:)``.
  var records = SwiftUIRecordTypes.none
  /// The app's accessors of its string tables (`L10n.Settings.title`).
  var strings = StringAccessors()
  /// The app's model classes, whose initial values a view reads (``SwiftUIModelTypes``).
  var models = SwiftUIModelTypes.none
  /// The file whose code is read: its own models shadow others of their names.
  var file: String?
  /// The view type whose code is read: what `Self` names in it (`Self.backgroundColor`).
  var selfType: String?
  /// The platform the app is built for: the `#if os(…)`/`canImport(…)` clause a static member's
  /// getter compiles (``SwiftUICompilationConditions``).
  var platform = Platform.iOS
  /// The enums of the inputs, whose cases and computed properties a view reads (``SwiftUIEnumTypes``).
  var enums = SwiftUIEnumTypes.none
  /// The symbols Xcode generates for the app's asset catalogs (``AssetSymbols``).
  var assets = AssetSymbols()
  /// The defaults of the app's Defaults package keys, which `Defaults[.key]` reads as it starts
  /// (``SwiftUIStoredDefaults``).
  var storedDefaults = SwiftUIStoredDefaults()
  /// How many enum properties are being evaluated inside one another (``SwiftUIEnumTypes/maximumDepth``).
  var enumDepth = 0
  /// The type whose static initializer is evaluated: its static constants are in scope by name
  /// (``staticInScope(_:)``).
  var staticScope: String?

  /// The most elements of an array literal kept as a ``SwiftUIValue/list(_:)``.
  static let listLimit = 64

  /// The property wrappers whose value the running app changes.
  static let changeableWrappers: Set<String> = [
    "State", "Binding", "AppStorage", "SceneStorage", "FocusState", "GestureState", "Published", "Bindable",
    "AccessibilityFocusState", "Default",
  ]

  /// These bindings without the values the app changes: what the source fixes for good.
  var fixed: SwiftUIBindings {
    var result = self
    for name in changeable { result.values[name] = .unknown(name) }
    result.neverNil = neverNil.intersection(changeable)
    result.changeable = []
    // A model's values (`AppStore.shared.isReachable`) and a stored key's (`Defaults[.showBy]`) are
    // only where they start.
    result.models = .none
    result.storedDefaults = SwiftUIStoredDefaults()
    return result
  }

  /// The value of `expression` in these bindings.
  func evaluate(_ expression: ExprSyntax) -> SwiftUIValue {
    if let literal = expression.as(StringLiteralExprSyntax.self) { return text(literal) }
    if let literal = expression.as(IntegerLiteralExprSyntax.self) {
      return Double(literal.literal.text.filter { $0 != "_" }).map(SwiftUIValue.number)
        ?? .unknown(literal.sourceText)
    }
    if let literal = expression.as(FloatLiteralExprSyntax.self) {
      return Double(literal.literal.text.filter { $0 != "_" }).map(SwiftUIValue.number)
        ?? .unknown(literal.sourceText)
    }
    if expression.is(NilLiteralExprSyntax.self) { return .none }
    if let closure = expression.as(ClosureExprSyntax.self) { return .function(SwiftUIValue.truncatedCode(closure)) }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      return .bool(literal.literal.tokenKind == .keyword(.true))
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
      case .number(let number) = evaluate(prefix.expression)
    {
      return .number(-number)
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!",
      case .bool(let flag) = evaluate(prefix.expression)
    {
      return .bool(!flag)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      // `$rating` is a binding to `rating`: its value is the property's.
      let plain = name.hasPrefix("$") ? String(name.dropFirst()) : name
      return values[name] ?? values[plain] ?? staticInScope(name) ?? .unknown(expression.sourceText)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) { return evaluate(member) }
    // `selection?.name`: what the chain gives (`nil` through a `nil` base, ``evaluate(_:)-member``).
    if let chained = expression.as(OptionalChainingExprSyntax.self) { return evaluate(chained.expression) }
    if let array = expression.as(ArrayExprSyntax.self), array.elements.count <= Self.listLimit {
      return .list(array.elements.map { evaluate($0.expression) })
    }
    if let call = expression.as(FunctionCallExprSyntax.self) { return evaluate(call) }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return evaluate(only.expression)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(forced.expression) }
    // `Defaults[.showBy]`: the key's default, where the user has changed nothing.
    if let subscripted = expression.as(SubscriptCallExprSyntax.self),
      subscripted.calledExpression.trimmedText == "Defaults", subscripted.arguments.count == 1,
      let key = subscripted.arguments.first.flatMap({ SwiftUIStoredDefaults.leadingDotPath($0.expression) }),
      let source = storedDefaults.defaultValue(key), enumDepth < SwiftUIEnumTypes.maximumDepth
    {
      return inner.evaluate(source)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return evaluate(Folded(sequence)) ?? .unknown(expression.sourceText)
    }
    return .unknown(expression.sourceText)
  }

  /// An operator expression over known values: arithmetic, comparison, `&&`, `||`, `??` and
  /// `?:`; `nil` when an operand is unknown.
  func evaluate(_ folded: Folded) -> SwiftUIValue? {
    switch folded {
    case .leaf(let expression):
      let value = evaluate(expression)
      return value.isKnown ? value : nil
    case .cast(let inner): return evaluate(inner)
    case .ternary(let condition, let then, let otherwise):
      guard case .bool(let flag)? = evaluate(condition) else { return nil }
      return evaluate(flag ? then : otherwise)
    case .binary(let op, let left, let right):
      // `x ?? fallback` with `x` unknown is either: the app decides, not the fallback.
      guard let a = evaluate(left) else { return nil }
      if op == "??" { return a == .none ? evaluate(right) : a }
      guard let b = evaluate(right) else { return nil }
      // `title + .ellipsis`: a member beside text is a `String` constant.
      switch (a, b) {
      case (.text, .member(let name)):
        return strings.constant("String." + name).flatMap { Self.apply(op, a, .text($0)) }
      case (.member(let name), .text):
        return strings.constant("String." + name).flatMap { Self.apply(op, .text($0), b) }
      default: return Self.apply(op, a, b)
      }
    }
  }

  private static func apply(_ op: String, _ a: SwiftUIValue, _ b: SwiftUIValue) -> SwiftUIValue? {
    switch (a, b) {
    case (.number(let x), .number(let y)):
      switch op {
      case "+": return .number(x + y)
      case "-": return .number(x - y)
      case "*": return .number(x * y)
      case "/": return y == 0 ? nil : .number(x / y)
      case "<": return .bool(x < y)
      case "<=": return .bool(x <= y)
      case ">": return .bool(x > y)
      case ">=": return .bool(x >= y)
      case "==": return .bool(x == y)
      case "!=": return .bool(x != y)
      default: return nil
      }
    case (.bool(let x), .bool(let y)):
      switch op {
      case "&&": return .bool(x && y)
      case "||": return .bool(x || y)
      case "==": return .bool(x == y)
      case "!=": return .bool(x != y)
      default: return nil
      }
    case (.text(let x, _), .text(let y, _)):
      switch op {
      case "+": return x.utf8.count + y.utf8.count > SwiftUIValue.maximumText ? nil : .text(x + y)
      case "==": return .bool(x == y)
      case "!=": return .bool(x != y)
      default: return nil
      }
    case (.none, .none): return op == "==" ? .bool(true) : op == "!=" ? .bool(false) : nil
    case (.none, _), (_, .none):
      // A value the source fixes is present: it is not `nil` (`x == nil` with `x` known).
      return op == "==" ? .bool(false) : op == "!=" ? .bool(true) : nil
    case (.member(let x), .member(let y)):
      switch op {
      case "==": return .bool(x == y)
      case "!=": return .bool(x != y)
      default: return nil
      }
    default: return nil
    }
  }

  /// Calls whose value the source fixes: `.constant(3)`, `Binding.constant(3)`,
  /// `String(localized: "…")`, `LocalizedStringKey("…")`, `Text("…")` as a value.
  private func evaluate(_ call: FunctionCallExprSyntax) -> SwiftUIValue {
    if let value = evaluateCollectionCall(call) { return value }
    let called = call.calledExpression.sourceText
    let first = call.arguments.first
    // A table lookup with literal key: `NSLocalizedString("save", tableName: "Editor", comment: "")`.
    if let lookup = StringLookup(call), lookup.arguments == 0 {
      return .text(lookup.fallback ?? lookup.key, lookup: lookup)
    }
    if let value = lookedUpOrFormatted(call, called: called) { return value }
    // An accessor that formats its arguments (`L10n.yearsOld(age)`): the development text filled in.
    if call.calledExpression.is(MemberAccessExprSyntax.self), let lookup = strings.lookup(called),
      lookup.arguments == call.arguments.count
    {
      // An accessor with no development text in the source (a `.stringsdict` plural's, an old
      // template's) keeps its key as the lookup, which the app's tables turn into the text shown.
      // An old template's key is its format (`"Hello, %@"`): filled in as before.
      guard let format = lookup.fallback ?? (lookup.key.contains("%") ? lookup.key : nil) else {
        return .text(lookup.key, lookup: lookup)
      }
      // The lookup is kept: another language's value shows the same arguments (``TreeLocalizer``).
      return .text(Self.formatted(format, call.arguments.map { evaluate($0.expression).shown }), lookup: lookup)
    }
    // R.swift's `R.string.localizable.commonSearch()`, generated at build time.
    if call.arguments.isEmpty, call.calledExpression.is(MemberAccessExprSyntax.self),
      let lookup = strings.generatedLookup(called)
    {
      return .text(lookup.fallback ?? lookup.key, lookup: lookup)
    }
    switch called {
    case ".constant", "Binding.constant", "State", "LocalizedStringKey", "String", "Text", "LocalizedStringResource":
      guard let first, call.arguments.count == 1 || first.label?.text == "localized" else { break }
      if first.label == nil || first.label?.text == "localized" || first.label?.text == "wrappedValue"
        || first.label?.text == "initialValue" || first.label?.text == "verbatim"
      {
        let isText = called == "Text" && first.label == nil || first.label?.text == "localized"
        let value = isText ? evaluateText(first.expression) : evaluate(first.expression)
        if first.label?.text == "verbatim", case .text(let text, _) = value { return .text(text) }
        return value
      }
    case "NSLocalizedString":
      if let first { return evaluate(first.expression) }
    default:
      if let record = records.record(call, evaluate) { return record }
      // `AppStore()`: a model as its declarations start it.
      if call.arguments.isEmpty, call.trailingClosure == nil, let model = models.instance(of: called, in: file) {
        return model
      }
    }
    return .unknown(call.sourceText)
  }

  /// Foundation's case properties of `String`: `capitalized` and `localizedCapitalized` make the
  /// first letter of each word upper case and the others lower case; `localizedUppercase`,
  /// `localizedLowercase` change every letter.
  static func cased(_ name: String) -> ((String) -> String)? {
    switch name {
    case "capitalized", "localizedCapitalized": { $0.capitalized }
    case "localizedUppercase": { $0.uppercased() }
    case "localizedLowercase": { $0.lowercased() }
    default: nil
    }
  }

  /// `format` with its printf conversions (`%@`, `%lld`, `%1$@`) replaced in order by `arguments`.
  static func formatted(_ format: String, _ arguments: [String]) -> String {
    let pieces = AppStrings.formatPattern(format).components(separatedBy: "%%").map {
      $0.components(separatedBy: "%@")
    }
    var next = 0
    return pieces.map { parts in
      parts.enumerated().map { index, part in
        guard index > 0 else { return part }
        defer { next += 1 }
        return (next < arguments.count ? arguments[next] : "") + part
      }.joined()
    }.joined(separator: "%")
  }

  /// A string literal with its interpolations filled from the bindings; a value the source does
  /// not fix is shown as `‹code›`.
  func text(_ literal: StringLiteralExprSyntax) -> SwiftUIValue {
    var result = ""
    // The key SwiftUI looks an interpolated literal up by: each interpolation a `%@` (the table
    // has `%lld` for an integer; ``AppStrings`` matches either).
    var format = ""
    var interpolated = false
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let part):
        let text = InitialValues.unescaped(part.content.text)
        result += text
        format += text.replacingOccurrences(of: "%", with: "%%")
      case .expressionSegment(let part):
        interpolated = true
        format += "%@"
        guard let expression = part.expressions.first?.expression else { continue }
        result += evaluate(expression).shown
      }
      if result.utf8.count > SwiftUIValue.maximumText { return .unknown(SwiftUIValue.truncatedCode(literal)) }
    }
    // SwiftUI looks every literal in a text position up by key: the literal itself.
    return .text(result, lookup: StringLookup(key: interpolated ? format : result))
  }

}
