import HeraldSyntax
import SwiftSyntax

/// The defaults of the app's keys of the Defaults package (sindresorhus/Defaults, "Strongly typed
/// UserDefaults"), which a view reads with `@Default(.showBy)`: a key declared `extension
/// Defaults.Keys { static let showBy = Key<ShowBy>("showBy", default: .all) }` holds its `default:`
/// until the user changes it, so a new user's first state has it. A key without `default:` (an
/// optional's) is left to the app; a name two files declare with different values is unknown.
struct SwiftUIStoredDefaults: Sendable {
  /// The keys' defaults, by the key's name (`showBy`, `Player.interval` for a key nested in a type).
  private var defaults: [String: ExprSyntax] = [:]
  /// Names declared with two values.
  private var conflicting: Set<String> = []

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
    for file in files {
      conflicting.formUnion(file.conflicting)
      SwiftUIEnvironmentDefaults.merge(file.defaults, into: &defaults, conflicts: &conflicting, prefix: "") {
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
      } else if let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
        let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
        Self.makesKey(call, declaredAs: binding.typeAnnotation?.type),
        let value = call.arguments.first(where: { $0.label?.text == "default" })?.expression
      {
        let key = (path + [name]).joined(separator: ".")
        if let first = defaults[key], first.trimmedText != value.trimmedText { conflicting.insert(key) }
        if defaults[key] == nil { defaults[key] = value }
      }
    }
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
