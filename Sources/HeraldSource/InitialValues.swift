import HeraldSyntax
import HeraldTree
import SwiftSyntax

/// The initial values a type's declarations fix for its stored properties (``CodeLiteral``): what
/// an `ObservableObject` or `@Observable` model holds when a view first reads it, before the app's
/// code changes it. A property an initializer assigns starts with what the initializer gives: the
/// value its only initializer leaves when the body fixes it (``of(_:)``), else none.
enum InitialValues {
  /// Whether a class is a model SwiftUI observes: it conforms to `ObservableObject` or is marked
  /// `@Observable` (SwiftData's `@Model` rows are data, not such models).
  static func isObservable(_ node: ClassDeclSyntax) -> Bool {
    let conforms = node.inheritanceClause?.inheritedTypes.contains {
      ["ObservableObject", "Combine.ObservableObject"].contains($0.type.trimmedText)
    }
    let marked = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedText.hasSuffix("Observable") == true
    }
    return conforms == true || marked
  }

  /// The initial value of one binding of a stored property's declaration, `nil` when it is
  /// computed or its initializer is code.
  static func literal(_ binding: PatternBindingSyntax, in declaration: VariableDeclSyntax) -> CodeLiteral? {
    guard binding.accessorBlock == nil || binding.accessorBlock.map(isObserver) == true else { return nil }
    guard let initializer = binding.initializer?.value else {
      // `var selection: Item?` starts as `nil`; a `let` without a value is given one by an initializer.
      let isVariable = declaration.bindingSpecifier.tokenKind == .keyword(.var)
      let type = binding.typeAnnotation?.type
      return isVariable && type?.is(OptionalTypeSyntax.self) == true ? CodeLiteral.none : nil
    }
    return literal(initializer)
  }

  /// The literal `expression` is, if it is one.
  static func literal(_ expression: ExprSyntax) -> CodeLiteral? {
    if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
      return .bool(boolean.literal.tokenKind == .keyword(.true))
    }
    if let integer = expression.as(IntegerLiteralExprSyntax.self) {
      return Double(integer.literal.text.filter { $0 != "_" }).map(CodeLiteral.number)
    }
    if let float = expression.as(FloatLiteralExprSyntax.self) {
      return Double(float.literal.text.filter { $0 != "_" }).map(CodeLiteral.number)
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
      case .number(let number)? = literal(prefix.expression)
    {
      return .number(-number)
    }
    if let string = expression.as(StringLiteralExprSyntax.self) {
      var text = ""
      for segment in string.segments {
        guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
        text += plain.content.text
      }
      return .text(unescaped(text))
    }
    if expression.is(NilLiteralExprSyntax.self) { return CodeLiteral.none }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return .member(member.declName.baseName.text)
    }
    // `UserText.loginTitle`: a static member of a type (every base capitalized); SwiftGen's
    // `Asset.Colors.brand.color`: a chain of members from a type.
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      isTypeName(base) || isStaticChain(base)
    {
      return .reference(expression.trimmedText)
    }
    if let array = expression.as(ArrayExprSyntax.self), array.elements.isEmpty { return .emptyCollection }
    if let dictionary = expression.as(DictionaryExprSyntax.self), case .colon = dictionary.content {
      return .emptyCollection
    }
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
      let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true
    {
      return .instance(type)
    }
    return nil
  }

  /// The common escapes of a string literal's text (`\n`, `\t`, `\0`, `\"`, `\\`), as the
  /// literal's value has them.
  static func unescaped(_ text: String) -> String {
    text.unescapingBackslashes(["n": "\n", "t": "\t", "0": "\0"])
  }

  /// Whether `expression` names a type: `UserText`, `L10n.Login`.
  private static func isTypeName(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
    return member.declName.baseName.text.first?.isUppercase == true && isTypeName(base)
  }

  /// Whether `expression` is a chain of members from a type (`Asset.Scene.report`): no call, no
  /// value of the instance.
  private static func isStaticChain(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
    return isStaticChain(base)
  }

  /// Whether an accessor block only observes a stored property (`didSet`, `willSet`).
  private static func isObserver(_ block: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.allSatisfy { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
  }

  /// The stored properties the type's initializers assign (`name = …`, `self.name = …`, `_name =
  /// State(…)`), directly or in the type's methods they call (`setUp()`), whose initial value is
  /// then the initializer's.
  static func initialized(_ members: MemberBlockItemListSyntax) -> Set<String> {
    var methods: [String: CodeBlockSyntax] = [:]
    var initializers: [CodeBlockSyntax] = []
    for member in members {
      if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
        methods[function.name.text] = body
      } else if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
        initializers.append(body)
      }
    }
    guard !initializers.isEmpty else { return [] }
    let finder = AssignmentFinder(viewMode: .sourceAccurate)
    var pending = initializers
    var visited: Set<String> = []
    while let body = pending.popLast() {
      finder.calls = []
      finder.walk(body)
      for name in finder.calls where visited.insert(name).inserted {
        if let method = methods[name] { pending.append(method) }
      }
    }
    return finder.names
  }

  /// The initial values of a type's stored properties declared in `members`, by name.
  static func of(_ members: MemberBlockItemListSyntax) -> [String: CodeLiteral] {
    var values: [String: CodeLiteral] = [:]
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = literal(binding, in: variable)
        else { continue }
        values[name] = value
      }
    }
    let given = givenByInitializer(members, values: values)
    for name in initialized(members) { values[name] = given[name] }
    return values
  }

  /// The values a type's only initializer leaves in its stored properties, statement by statement:
  /// `name = …` (or `self.name = …`) at the top of its body gives a literal (``literal(_:)``) or
  /// what a property of another instance it holds starts with (`name = storage.name`, `storage`
  /// starting as `Storage()` of a type declared in `members`, and not changed before). A statement
  /// that may change a property otherwise (a branch, a call of a method of `self`, a call in the
  /// assigned value), anything after a statement that may leave the initializer (`guard`,
  /// `return`, `throw`) and what a `defer` assigns leave it unknown; a parameter or local of the
  /// initializer is no property. None where the type has several initializers (which one the app
  /// calls is not known).
  private static func givenByInitializer(
    _ members: MemberBlockItemListSyntax, values: [String: CodeLiteral]
  ) -> [String: CodeLiteral] {
    let initializers = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    guard initializers.count == 1, let initializer = initializers.first, let body = initializer.body else { return [:] }
    var methods: [String: CodeBlockSyntax] = [:]
    // The initial values of the types declared inside, each read once.
    var nested: [String: [String: CodeLiteral]] = [:]
    for member in members {
      if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
        methods[function.name.text] = body
      } else if let type = member.decl.asProtocol(DeclGroupSyntax.self),
        let name = type.as(ClassDeclSyntax.self)?.name.text ?? type.as(StructDeclSyntax.self)?.name.text
      {
        nested[name] = of(type.memberBlock.members)
      }
    }
    var given: [String: CodeLiteral] = [:]
    // The initializer's parameters and locals, which shadow the properties of their names.
    var shadowed = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    // The properties earlier statements may have changed.
    var changed: Set<String> = []
    var deferred: Set<String> = []
    var exited = false
    for statement in body.statements {
      if let deferStatement = statement.item.as(DeferStmtSyntax.self) {
        deferred.formUnion(changes(in: Syntax(deferStatement), methods: methods))
        continue
      }
      if let local = statement.item.as(VariableDeclSyntax.self) {
        // A local of the initializer shadows the property of its name from here on.
        for binding in local.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { shadowed.insert(name) }
        }
      }
      if !exited, let sequence = statement.item.as(SequenceExprSyntax.self),
        let only = SwiftExpressions.assignments(in: sequence, compound: []).first,
        sequence.elements.count == 3, let name = propertyName(only.target),
        !(only.target.is(DeclReferenceExprSyntax.self) && shadowed.contains(name))
      {
        for effect in changes(in: Syntax(only.value), methods: methods) {
          given[effect] = nil
          changed.insert(effect)
        }
        given[name] =
          literal(only.value)
          ?? instanceValue(only.value, values: values, nested: nested, changed: changed.union(shadowed))
        changed.remove(name)
        continue
      }
      for name in changes(in: Syntax(statement), methods: methods) {
        given[name] = nil
        changed.insert(name)
      }
      if ExitFinder.mayExit(statement) { exited = true }
    }
    for name in deferred { given[name] = nil }
    return given
  }

  /// The stored properties `node` may change, directly or in the methods of `self` it calls.
  private static func changes(in node: Syntax, methods: [String: CodeBlockSyntax]) -> Set<String> {
    let finder = AssignmentFinder(viewMode: .sourceAccurate)
    var pending = [node]
    var visited: Set<String> = []
    while let next = pending.popLast() {
      finder.calls = []
      finder.walk(next)
      for name in finder.calls where visited.insert(name).inserted {
        if let method = methods[name] { pending.append(Syntax(method)) }
      }
    }
    return finder.names
  }

  /// The property an assignment's target names as a whole: `x` of `x` and `self.x`.
  private static func propertyName(_ target: ExprSyntax) -> String? {
    if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    else { return nil }
    return member.declName.baseName.text
  }

  /// What `storage.name` (or `self.storage.name`) starts as: `storage` starts as an instance of a
  /// type whose declarations fix `name` (`nested`: their initial values), and nothing in `changed` (the initializer's
  /// parameters and locals, what earlier statements may change) is named `storage`.
  private static func instanceValue(
    _ expression: ExprSyntax, values: [String: CodeLiteral], nested: [String: [String: CodeLiteral]],
    changed: Set<String>
  ) -> CodeLiteral? {
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let holder = propertyName(base), !changed.contains(holder)
    else { return nil }
    let chain = [holder, member.declName.baseName.text]
    guard case .instance(let type)? = values[chain[0]] else { return nil }
    return nested[type]?[chain[1]]
  }
}

/// Finds the stored properties a block may change and the methods of `self` it calls, closures
/// left out (they run later, if at all). A property changes when it is assigned (`x = …`, `x += …`,
/// `self.x = …`, `x.y = …`), passed `inout` (`&x`), or when a method is called on it
/// (`items.append(…)`, `isOn.toggle()`): each may change its value.
private final class AssignmentFinder: SyntaxVisitor {
  var names: Set<String> = []
  var calls: Set<String> = []

  /// The compound assignment operators of the standard library.
  private static let compound: Set<String> = [
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=",
  ]

  /// The property at the root of `expression`: `x` in `x`, `self.x`, `x.y.z`, `self.x?.y`, `_x`.
  private static func root(_ expression: ExprSyntax) -> String? {
    guard let name = SwiftExpressions.chain(expression)?.first else { return nil }
    return name.hasPrefix("_") ? String(name.dropFirst()) : name
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
      calls.insert(name)
    } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
      if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
        calls.insert(member.declName.baseName.text)
      } else if let root = Self.root(base) {
        // `items.append(x)`: a method of the property may change it.
        names.insert(root)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
    if let root = Self.root(node.expression) { names.insert(root) }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    for (target, _) in SwiftExpressions.assignments(in: node, compound: Self.compound) {
      if let root = Self.root(target) { names.insert(root) }
    }
    return .visitChildren
  }
}

/// Finds whether a statement may leave the function it is in: a `return` or `throw` outside
/// closures and nested functions (a `guard`'s `else` holds one).
private final class ExitFinder: SyntaxVisitor {
  private var exits = false

  static func mayExit(_ statement: CodeBlockItemSyntax) -> Bool {
    let finder = ExitFinder(viewMode: .sourceAccurate)
    finder.walk(statement)
    return finder.exits
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    exits = true
    return .skipChildren
  }

  override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
    exits = true
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
