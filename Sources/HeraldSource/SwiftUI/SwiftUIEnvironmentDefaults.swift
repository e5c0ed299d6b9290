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
///
/// The same holds for the keys of the Defaults package (sindresorhus/Defaults, "Strongly typed
/// UserDefaults"), which a view reads with `@Default(.showBy)`: a key declared `extension
/// Defaults.Keys { static let showBy = Key<ShowBy>("showBy", default: .all) }` holds its `default:`
/// until the user changes it, so a new user's first state has it.
struct SwiftUIEnvironmentDefaults: Sendable {
  /// `@Entry` defaults by environment value name.
  private var entries: [String: ExprSyntax] = [:]
  /// The key type each environment value reads (`self[PassStatusKey.self]`), by name.
  private var keyTypes: [String: String] = [:]
  /// Each key type's `defaultValue`.
  private var keyDefaults: [String: ExprSyntax] = [:]
  /// The Defaults package's keys' defaults, by the key's name (`showBy`, `Player.interval`).
  private var stored: [String: ExprSyntax] = [:]
  /// Names declared twice with different values (two files' private keys of one name): unknown.
  private var conflicting: Set<String> = []

  /// None.
  init() {}

  /// The defaults one file declares.
  init(declaredIn tree: SourceFileSyntax, text: String) {
    guard
      text.containsUTF8("EnvironmentValues") || text.containsUTF8("EnvironmentKey")
        || text.containsUTF8("Defaults.Keys")
    else { return }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    stored = collector.stored
    entries = collector.entries
    keyTypes = collector.keyTypes
    keyDefaults = collector.keyDefaults
  }

  /// The files' defaults together; a name two files declare with different values is unknown.
  init(merging files: [SwiftUIEnvironmentDefaults]) {
    for file in files {
      conflicting.formUnion(file.conflicting)
      Self.merge(file.entries, into: &entries, conflicts: &conflicting, prefix: "entry:") { $0.trimmedText }
      Self.merge(file.stored, into: &stored, conflicts: &conflicting, prefix: "stored:") { $0.trimmedText }
      Self.merge(file.keyTypes, into: &keyTypes, conflicts: &conflicting, prefix: "key:") { $0 }
      Self.merge(file.keyDefaults, into: &keyDefaults, conflicts: &conflicting, prefix: "default:") { $0.trimmedText }
    }
  }

  private static func merge<Value>(
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

  /// The default of the Defaults package's key `name`; `nil` for one the inputs do not declare, or
  /// declare with two values.
  func storedDefault(_ name: String) -> ExprSyntax? {
    conflicting.contains("stored:" + name) ? nil : stored[name]
  }

  /// The path a leading-dot member chain names: `showBy` for `.showBy`, `Player.interval` for
  /// `.Player.interval`; `nil` for another expression.
  static func leadingDotPath(_ expression: ExprSyntax) -> String? {
    guard let (root, names) = expression.memberChain, root == nil else { return nil }
    return names.joined(separator: ".")
  }

  /// Finds `@Entry` values and key-backed values in extensions of `EnvironmentValues`, the keys of
  /// extensions of `Defaults.Keys` (and of the types nested in them), and the
  /// `defaultValue` of every `EnvironmentKey`.
  private final class Collector: SyntaxVisitor {
    var entries: [String: ExprSyntax] = [:]
    var keyTypes: [String: String] = [:]
    var keyDefaults: [String: ExprSyntax] = [:]
    var stored: [String: ExprSyntax] = [:]

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.extendedType.trimmedText == "Defaults.Keys" {
        collectStored(node.memberBlock, path: [])
        return .skipChildren
      }
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

    /// `static let showBy = Key<ShowBy>("showBy", default: .all)` (or `Defaults.Key`), in the
    /// types nested in the extension too. A key without `default:` (an optional's) is not kept: its
    /// value is left to the app.
    private func collectStored(_ members: MemberBlockSyntax, path: [String]) {
      for member in members.members {
        if let nested = member.decl.as(EnumDeclSyntax.self) {
          collectStored(nested.memberBlock, path: path + [nested.name.text])
        } else if let nested = member.decl.as(StructDeclSyntax.self) {
          collectStored(nested.memberBlock, path: path + [nested.name.text])
        } else if let variable = member.decl.as(VariableDeclSyntax.self),
          variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
          let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
          ["Key", "Defaults.Key"].contains(Self.calledType(call)),
          let value = call.arguments.first(where: { $0.label?.text == "default" })?.expression
        {
          let key = (path + [name]).joined(separator: ".")
          if stored[key] == nil { stored[key] = value }
        }
      }
    }

    /// `Key` of `Key<ShowBy>(…)`, `Defaults.Key` of `Defaults.Key<ShowBy>(…)`.
    private static func calledType(_ call: FunctionCallExprSyntax) -> String {
      let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
      return called.trimmedText
    }

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
