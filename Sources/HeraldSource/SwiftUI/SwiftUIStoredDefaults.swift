import HeraldSyntax
import SwiftSyntax

/// The defaults of the app's keys of the Defaults package (sindresorhus/Defaults, "Strongly typed
/// UserDefaults"), which a view reads with `@Default(.showBy)`: a key declared `extension
/// Defaults.Keys { static let showBy = Key<ShowBy>("showBy", default: .all) }` holds its `default:`
/// until the user changes it, so a new user's first state has it. A key may be a computed static
/// property (`static var showBy: Key<ShowBy> { Key("showBy", default: .all) }`) and may be made by
/// the app's own factory (`UserKey("showBy", default: .all)`, a static function of `Defaults.Keys`
/// that returns a `Key` and hands its `default` parameter to every `Key` it makes, whatever its
/// suite); an optional's key made without `default:` starts `nil`. `Defaults[.showBy]` in a body
/// reads the same default (``SwiftUIBindings/storedDefaults``). A name two files declare with
/// different values is unknown.
struct SwiftUIStoredDefaults: Sendable {
  /// The keys' defaults, by the key's name (`showBy`, `Player.interval` for a key nested in a type).
  private var defaults: [String: ExprSyntax] = [:]
  /// Names declared with two values.
  private var conflicting: Set<String> = []
  /// Keys made by a call of a function this file may not declare, by the key's name: the
  /// function's name and the `default:` it is given (a default once the function is a factory).
  private var madeByFunction: [String: (function: String, value: ExprSyntax)] = [:]
  /// The key factories the file declares (``isFactory(_:)``).
  private var factories: Set<String> = []
  /// The names of static functions with a `default` parameter that are no factory: an overload
  /// of a factory's name among them makes a call to it unknown.
  private var otherFunctions: Set<String> = []

  /// None.
  init() {}

  /// The keys one file declares, in its top-level extensions of `Defaults.Keys` (inside `#if` too)
  /// and the types nested in them.
  init(declaredIn tree: SourceFileSyntax, text: String) {
    guard text.containsUTF8("Defaults.Keys") else { return }
    collect(tree.statements.map(\.item))
  }

  /// The files' keys together.
  init(merging files: [SwiftUIStoredDefaults]) {
    let factories = files.reduce(into: Set<String>()) { $0.formUnion($1.factories) }
      .subtracting(files.reduce(into: Set<String>()) { $0.formUnion($1.otherFunctions) })
    for file in files {
      conflicting.formUnion(file.conflicting)
      let made = file.madeByFunction.compactMapValues { factories.contains($0.function) ? $0.value : nil }
      // One name made directly in one `#if` clause and by a factory in another, with two values.
      for (key, value) in made where file.defaults[key].map({ $0.trimmedText != value.trimmedText }) ?? false {
        conflicting.insert(key)
      }
      let declared = file.defaults.merging(made) { first, _ in first }
      SwiftUIEnvironmentDefaults.merge(declared, into: &defaults, conflicts: &conflicting, prefix: "") {
        $0.trimmedText
      }
    }
  }

  /// The default of the key `name`; `nil` for one the inputs do not declare, or declare with two values.
  func defaultValue(_ name: String) -> ExprSyntax? {
    conflicting.contains(name) ? nil : defaults[name]
  }

  /// The path a leading-dot member chain names, as `@Default(…)` names a key: `showBy` for
  /// `.showBy`, `Player.interval` for `.Player.interval`; `nil` for another expression.
  static func leadingDotPath(_ expression: ExprSyntax) -> String? {
    guard let (root, names) = expression.memberChain, root == nil else { return nil }
    return names.joined(separator: ".")
  }

  private mutating func collect(_ items: [CodeBlockItemSyntax.Item]) {
    for item in items {
      if let conditional = item.as(IfConfigDeclSyntax.self) {
        for clause in conditional.clauses {
          guard case .statements(let statements) = clause.elements else { continue }
          collect(statements.map(\.item))
        }
      } else if let extensionDecl = item.as(ExtensionDeclSyntax.self),
        extensionDecl.extendedType.trimmedText == "Defaults.Keys"
      {
        collect(extensionDecl.memberBlock.members, path: [])
      }
    }
  }

  /// `static let showBy = Key<ShowBy>("showBy", default: .all)` (or `Defaults.Key`), in the types
  /// nested in the extension and in its `#if` clauses too (two clauses' values make it unknown).
  private mutating func collect(_ members: MemberBlockItemListSyntax, path: [String]) {
    for member in members {
      if let nested = member.decl.as(EnumDeclSyntax.self) {
        collect(nested.memberBlock.members, path: path + [nested.name.text])
      } else if let nested = member.decl.as(StructDeclSyntax.self) {
        collect(nested.memberBlock.members, path: path + [nested.name.text])
      } else if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
        for clause in conditional.clauses {
          if case .decls(let inner) = clause.elements { collect(inner, path: path) }
        }
      } else if let function = member.decl.as(FunctionDeclSyntax.self),
        function.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "default" })
      {
        if Self.isFactory(function) {
          factories.insert(function.name.text)
        } else {
          otherFunctions.insert(function.name.text)
        }
      } else if let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
        let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let call = Self.keyCall(binding),
        let value = call.arguments.first(where: { $0.label?.text == "default" })?.expression
          ?? Self.optionalDefault(call, declaredAs: binding.typeAnnotation?.type)
      {
        let key = (path + [name]).joined(separator: ".")
        if Self.makesKey(call, declaredAs: binding.typeAnnotation?.type) {
          if let first = defaults[key], first.trimmedText != value.trimmedText { conflicting.insert(key) }
          if defaults[key] == nil { defaults[key] = value }
        } else if let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
          if let first = madeByFunction[key], first.value.trimmedText != value.trimmedText { conflicting.insert(key) }
          if madeByFunction[key] == nil { madeByFunction[key] = (function, value) }
        }
      }
    }
  }

  /// The call a key property's declaration makes: its initial value (`static let showBy = Key(…)`)
  /// or what its getter returns, as its one statement (`static var showBy: Key<ShowBy> { Key(…) }`,
  /// `get { return Key(…) }`).
  private static func keyCall(_ binding: PatternBindingSyntax) -> FunctionCallExprSyntax? {
    if let value = binding.initializer?.value { return value.as(FunctionCallExprSyntax.self) }
    let statements: CodeBlockItemListSyntax
    switch binding.accessorBlock?.accessors {
    case .getter(let body): statements = body
    case .accessors(let accessors):
      guard accessors.count == 1, let getter = accessors.first, getter.accessorSpecifier.tokenKind == .keyword(.get),
        let body = getter.body?.statements
      else { return nil }
      statements = body
    case nil: return nil
    }
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression?.as(FunctionCallExprSyntax.self) }
    return item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self)
  }

  /// Whether `function` is a key factory: a static function returning a `Key` (`-> Key<Value>`,
  /// `-> Defaults.Key<Value>`) with a parameter labelled `default`, every `Key` it makes given
  /// that parameter as its `default:` (at least one).
  private static func isFactory(_ function: FunctionDeclSyntax) -> Bool {
    guard function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      let returned = function.signature.returnClause?.type.trimmedText,
      ["Key", "Defaults.Key"].contains(String(returned.prefix { $0 != "<" })),
      let parameter = function.signature.parameterClause.parameters.first(where: { $0.firstName.text == "default" }),
      let body = function.body
    else { return false }
    let local = (parameter.secondName ?? parameter.firstName).text.filter { $0 != "`" }
    let calls = CallCollector(viewMode: .sourceAccurate)
    calls.walk(body)
    // `.init(…)` makes a key only where it is not another call's argument (`suite: .init(suiteName: …)`).
    let keys = calls.calls.filter { call in
      let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
      if called.trimmedText == ".init" { return !isArgument(call) }
      return ["Key", "Defaults.Key"].contains(called.trimmedText)
    }
    return !keys.isEmpty
      && keys.allSatisfy { call in
        call.arguments.first { $0.label?.text == "default" }?.expression.trimmedText.filter { $0 != "`" } == local
      }
  }

  /// `nil`, the default of a key of an optional value made without `default:`
  /// (`Key<String?>("lastQuery")`: "optional keys default to nil", the package's documentation).
  private static func optionalDefault(_ call: FunctionCallExprSyntax, declaredAs type: TypeSyntax?) -> ExprSyntax? {
    guard makesKey(call, declaredAs: type) else { return nil }
    let written =
      call.calledExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments
      .first?.trimmedText ?? type?.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments.first?.trimmedText
      ?? type?.as(MemberTypeSyntax.self)?.genericArgumentClause?.arguments.first?.trimmedText
    guard let written, written.hasSuffix("?") else { return nil }
    return ExprSyntax(NilLiteralExprSyntax())
  }

  /// Whether `call` makes a key: `Key<ShowBy>(…)`, `Defaults.Key<ShowBy>(…)`, or `.init(…)` of a
  /// constant declared `: Key<ShowBy>` (or `Defaults.Key<ShowBy>`).
  private static func makesKey(_ call: FunctionCallExprSyntax, declaredAs type: TypeSyntax?) -> Bool {
    let keys: Set<String> = ["Key", "Defaults.Key"]
    let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
    if keys.contains(called.trimmedText) { return true }
    guard called.trimmedText == ".init", let type else { return false }
    let written = type.trimmedText
    return keys.contains(String(written.prefix { $0 != "<" }))
  }
}

extension SwiftUIStoredDefaults {
  /// Whether `call` is an argument of another call (through `!` and `?`).
  fileprivate static func isArgument(_ call: FunctionCallExprSyntax) -> Bool {
    var node = call.parent
    while let current = node, current.is(ForceUnwrapExprSyntax.self) || current.is(OptionalChainingExprSyntax.self) {
      node = current.parent
    }
    guard let argument = node?.as(LabeledExprSyntax.self) else { return false }
    return argument.parent?.parent?.is(FunctionCallExprSyntax.self) == true
  }
}

/// The calls a function's body makes.
private final class CallCollector: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }
}
