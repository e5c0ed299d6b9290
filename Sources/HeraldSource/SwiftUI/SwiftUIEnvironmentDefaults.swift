import HeraldSyntax
import SwiftSyntax

/// The default values of the app's own environment values, which a view's `@Environment(\.name)`
/// reads where no view around it sets one (Apple, `EnvironmentKey.defaultValue`: "The default
/// value for the environment key"; the `@Entry` macro's initial value is that default).
///
/// Read from `extension EnvironmentValues { @Entry var isCompact: Bool = false }` and from
/// `var passStatus: PassStatus { get { self[PassStatusKey.self] } … }` with `PassStatusKey:
/// EnvironmentKey { static var defaultValue: PassStatus = .notSubscribed }`. A view read as a
/// scene of its own has no views around it in the source, so the default is its first state even
/// where some view sets the value (`.environment(\.isEditing, true)`): the value is state, and the
/// other branches stay states.
/// (The Defaults package's keys, read alike, are ``SwiftUIStoredDefaults``.)
struct SwiftUIEnvironmentDefaults: Sendable {
  /// `@Entry` defaults by environment value name.
  private var entries: [String: ExprSyntax] = [:]
  /// The key type each environment value reads (`self[PassStatusKey.self]`), by name.
  private var keyTypes: [String: String] = [:]
  /// Each key type's `defaultValue`.
  private var keyDefaults: [String: ExprSyntax] = [:]
  /// Names declared twice with different values (two files' private keys of one name): unknown.
  private var conflicting: Set<String> = []

  /// None.
  init() {}

  /// The defaults one file declares.
  init(declaredIn tree: SourceFileSyntax, text: String) {
    guard
      text.containsUTF8("EnvironmentValues") || text.containsUTF8("EnvironmentKey")
    else { return }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    entries = collector.entries
    keyTypes = collector.keyTypes
    keyDefaults = collector.keyDefaults
  }

  /// The files' defaults together; a name two files declare with different values is unknown.
  init(merging files: [SwiftUIEnvironmentDefaults]) {
    for file in files {
      conflicting.formUnion(file.conflicting)
      Self.merge(file.entries, into: &entries, conflicts: &conflicting, prefix: "entry:") { $0.trimmedText }
      Self.merge(file.keyTypes, into: &keyTypes, conflicts: &conflicting, prefix: "key:") { $0 }
      Self.merge(file.keyDefaults, into: &keyDefaults, conflicts: &conflicting, prefix: "default:") { $0.trimmedText }
    }
  }

  /// Adds `added` to `known`; a name both hold with different texts goes into `conflicts`, prefixed.
  static func merge<Value>(
    _ added: [String: Value], into known: inout [String: Value], conflicts: inout Set<String>, prefix: String,
    text: (Value) -> String
  ) {
    for (name, value) in added {
      if let first = known[name], text(first) != text(value) { conflicts.insert(prefix + name) }
      if known[name] == nil { known[name] = value }
    }
  }

  /// The default of the app's environment value `name`; `nil` for one the inputs do not declare,
  /// or declare with two values.
  func defaultValue(_ name: String) -> ExprSyntax? {
    if conflicting.contains("entry:" + name) { return nil }
    if let entry = entries[name] { return entry }
    guard !conflicting.contains("key:" + name), let key = keyTypes[name], !conflicting.contains("default:" + key)
    else { return nil }
    return keyDefaults[key]
  }

  /// Finds `@Entry` values and key-backed values in extensions of `EnvironmentValues`, and the
  /// `defaultValue` of every `EnvironmentKey`.
  private final class Collector: SyntaxVisitor {
    var entries: [String: ExprSyntax] = [:]
    var keyTypes: [String: String] = [:]
    var keyDefaults: [String: ExprSyntax] = [:]

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      guard node.extendedType.trimmedText.hasSuffix("EnvironmentValues") else { return .visitChildren }
      for member in node.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        let isEntry = variable.attributes.contains {
          if case .attribute(let attribute) = $0 { return attribute.attributeName.trimmedText == "Entry" }
          return false
        }
        if isEntry, let value = binding.initializer?.value, entries[name] == nil {
          entries[name] = value
        } else if let key = Self.keyType(binding), keyTypes[name] == nil {
          keyTypes[name] = key
        }
      }
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      collectKey(node.name.text, node.inheritanceClause, node.memberBlock)
      return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      collectKey(node.name.text, node.inheritanceClause, node.memberBlock)
      return .visitChildren
    }

    // Bodies, getters, closures and initial values hold no declaration read here: not walked, so
    // that deeply nested code does not reach the stack's end.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func collectKey(_ name: String, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax) {
      guard inheritance?.inheritedTypes.contains(where: { $0.type.trimmedText.hasSuffix("EnvironmentKey") }) == true,
        keyDefaults[name] == nil
      else { return }
      for member in members.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
          let binding = variable.bindings.first,
          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "defaultValue",
          let value = binding.initializer?.value
        else { continue }
        keyDefaults[name] = value
      }
    }

    /// `Key` of a getter `self[Key.self]` (in `get { … }` or as the whole getter).
    private static func keyType(_ binding: PatternBindingSyntax) -> String? {
      let statements: CodeBlockItemListSyntax?
      switch binding.accessorBlock?.accessors {
      case .getter(let body)?: statements = body
      case .accessors(let accessors)?:
        statements = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
      case nil: statements = nil
      }
      guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
      let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
      guard let subscriptCall = expression?.as(SubscriptCallExprSyntax.self),
        subscriptCall.calledExpression.trimmedText == "self", subscriptCall.arguments.count == 1,
        let key = subscriptCall.arguments.first?.expression.as(MemberAccessExprSyntax.self),
        key.declName.baseName.text == "self"
      else { return nil }
      return key.base?.trimmedText
    }
  }
}
