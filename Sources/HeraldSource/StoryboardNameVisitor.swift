import HeraldTree
import SwiftSyntax

/// Walks one Swift file for the storyboard, controller and segue names its code may look up
/// (``StoryboardNames``): every short string literal, with the lookup it is handed to directly and
/// the type whose code writes it; the lookups whose names it builds; the types its expressions
/// name. A string written in a `private` function that nothing in the file calls is dropped: that
/// code never runs (a private member is visible only in its file, The Swift Programming Language,
/// "Access Control"; `@objc`, `@IBAction` and `override` functions are called from elsewhere and
/// always count).
final class StoryboardNameVisitor: SyntaxVisitor {
  /// The longest string literal kept as a name the code may look up: storyboard, controller and
  /// segue names are short, and a long text (a message, a query) is no name.
  static let longestName = 128

  private(set) var names = StoryboardNames()
  /// The types being walked, outermost first.
  private var types: [String] = []
  /// The outermost private function being walked, and its node.
  private var privateFunction: (name: String, id: SyntaxIdentifier)?
  /// The strings written in each private function, kept until it is known whether anything calls it.
  private var pending: [String: [(String, StoryboardNames.Place)]] = [:]
  /// The methods selectors written as strings name (`Selector("configure")`).
  private var selectorNames: Set<String> = []
  /// How many generic argument clauses the walk is in.
  private var genericDepth = 0
  /// For each type being walked, whether its members are exposed to the Objective-C runtime
  /// (`@objcMembers`, `@objc extension`).
  private var runtimeVisible: [Bool] = []
  /// The generic parameters the file declares (`T` of `func fromNib<T: UIView>()`).
  private var genericParameters: Set<String> = []
  /// How many `static`/`class` members, and enum cases, the walk is in.
  private var staticDepth = 0
  private var enumCaseDepth = 0
  /// The functions being walked, innermost last, with their parameters' external labels by
  /// internal name (`_` for none).
  private var functions: [Function] = []

  struct Function {
    var name: String
    var parameters: [String: String] = [:]

    init(name: String, _ clause: FunctionParameterClauseSyntax) {
      self.name = name
      for parameter in clause.parameters {
        parameters[(parameter.secondName ?? parameter.firstName).text] = parameter.firstName.text
      }
    }
  }

  init() { super.init(viewMode: .sourceAccurate) }

  /// The names, once the walk of `tree` is done: the strings of private functions the file calls
  /// added. A function is called when the file's expressions name it (`configure`,
  /// `self.configure`, `#selector(configure)`) or a selector string does; the names are looked up
  /// only when a private function wrote a string (most files have none).
  func finished(walking tree: some SyntaxProtocol) -> StoryboardNames {
    var result = names
    guard !pending.isEmpty else { return result }
    var mentioned = selectorNames.intersection(pending.keys)
    for token in tree.tokens(viewMode: .sourceAccurate)
    where pending[token.text] != nil && token.parent?.is(DeclReferenceExprSyntax.self) == true {
      mentioned.insert(token.text)
    }
    for (function, strings) in pending where mentioned.contains(function) {
      for (text, place) in strings { result.write(text, at: place) }
    }
    return result
  }

  // MARK: Types

  /// Enters a type. One the system makes (`@main`, `@UIApplicationMain`, `@NSApplicationMain`:
  /// the app delegate a main nib's outlets name) counts as named; `@objcMembers` exposes every
  /// member to the Objective-C runtime, which may call it by a selector.
  private func enter(
    _ name: String, _ attributes: AttributeListSyntax? = nil, _ generics: GenericParameterClauseSyntax? = nil
  )
    -> SyntaxVisitorContinueKind
  {
    types.append(name)
    let written = attributes.map(Self.names) ?? []
    if written.contains(where: Self.systemMade.contains) { names.referencedTypes.insert(name) }
    runtimeVisible.append(written.contains("objcMembers") || written.contains("objc"))
    for parameter in generics?.parameters ?? [] { genericParameters.insert(parameter.name.text) }
    return .visitChildren
  }

  private func leave() {
    types.removeLast()
    runtimeVisible.removeLast()
  }

  /// The attributes that make the system create the type.
  private static let systemMade: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

  static func names(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.attributes, node.genericParameterClause)
  }
  override func visitPost(_ node: ClassDeclSyntax) { leave() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.attributes, node.genericParameterClause)
  }
  override func visitPost(_ node: StructDeclSyntax) { leave() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.attributes, node.genericParameterClause)
  }
  override func visitPost(_ node: EnumDeclSyntax) { leave() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.attributes, node.genericParameterClause)
  }
  override func visitPost(_ node: ActorDeclSyntax) { leave() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    // `extension Module.Type where …` extends `Type`.
    let written = node.extendedType.trimmedText
    return enter(written.split(separator: ".").last.map { String($0.prefix { $0 != "<" }) } ?? written, node.attributes)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leave() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  // MARK: Functions

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    functions.append(Function(name: "init", node.signature.parameterClause))
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { functions.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text.filter { $0 != "`" }
    functions.append(Function(name: name, node.signature.parameterClause))
    let isPrivate = Self.isPrivate(node) && runtimeVisible.last != true
    if privateFunction == nil, isPrivate { privateFunction = (name, node.id) }
    // A private function's strings may be dropped (above): what it returns is then not known.
    names.literalFunctions[name] =
      (names.literalFunctions[name] ?? true) && !isPrivate && Self.returnsOnlyLiterals(node)
    for parameter in node.genericParameterClause?.parameters ?? [] { genericParameters.insert(parameter.name.text) }
    if Self.isStatic(node.modifiers) { staticDepth += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) {
    functions.removeLast()
    if privateFunction?.id == node.id { privateFunction = nil }
    if Self.isStatic(node.modifiers) { staticDepth -= 1 }
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if Self.isStatic(node.modifiers) { staticDepth += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: VariableDeclSyntax) {
    if Self.isStatic(node.modifiers) { staticDepth -= 1 }
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    for text in Self.implicitRawValues(node) { names.write(text) }
    enumCaseDepth += 1
    return .visitChildren
  }
  override func visitPost(_ node: EnumCaseDeclSyntax) { enumCaseDepth -= 1 }

  /// Whether the modifiers make a member the type's own (`static`, `class`): its code runs without
  /// an instance.
  static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
  }

  /// Whether only its own file can call `function`: declared `private` or `fileprivate`, or in a
  /// `private`/`fileprivate` extension, and neither `@objc` (selectors, Interface Builder),
  /// `@IBAction`, `@IBSegueAction`, `dynamic` nor an override.
  static func isPrivate(_ function: FunctionDeclSyntax) -> Bool {
    // Operators, `callAsFunction` and result-builder methods are called without their name.
    let name = function.name.text.filter { $0 != "`" }
    guard name.first?.isLetter == true || name.first == "_", !implicitlyCalled.contains(name),
      !name.hasPrefix("build")
    else { return false }
    let modifiers = function.modifiers.map(\.name.text)
    let attributes = names
    if modifiers.contains(where: { ["override", "dynamic"].contains($0) }) { return false }
    if attributes(function.attributes).contains(where: runtimeAttributes.contains) { return false }
    if modifiers.contains(where: hiddenModifiers.contains) { return true }
    // A member of `private extension T { … }`: item → item list → member block → extension.
    guard let extensionDecl = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self) else {
      return false
    }
    return extensionDecl.modifiers.contains { hiddenModifiers.contains($0.name.text) }
      && !attributes(extensionDecl.attributes).contains(where: runtimeAttributes.contains)
  }

  private static let hiddenModifiers: Set<String> = ["private", "fileprivate"]
  private static let runtimeAttributes: Set<String> = ["objc", "IBAction", "IBSegueAction", "NSManaged"]
  private static let implicitlyCalled: Set<String> = ["callAsFunction", "dynamicallyCall"]

  // MARK: Names

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    if name.startsUppercase, !types.contains(name) { names.referencedTypes.insert(name) }
    return .visitChildren
  }

  /// A type given as a generic argument (`DataSourceItem<ChallengeCell>(…)`, `class Item:
  /// ConcreteItem<ChallengeCell>`) may be made by the generic code: it counts as named.
  override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind {
    genericDepth += 1
    return .visitChildren
  }
  override func visitPost(_ node: GenericArgumentClauseSyntax) { genericDepth -= 1 }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    guard name.startsUppercase, !types.contains(name) else { return .visitChildren }
    if genericDepth > 0 { names.referencedTypes.insert(name) } else { names.typedTypes.insert(name) }
    return .visitChildren
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    guard let text = Self.plainText(node) else { return .visitChildren }
    if let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.argumentNames == nil,
      ["Selector", "NSSelectorFromString"].contains(callee.baseName.text)
    {
      // A selector the runtime calls: the method it names is called.
      selectorNames.insert(String(text.prefix { $0 != ":" }))
    }
    write(text, lookup: Self.directLookup(of: node))
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = SwiftExpressions.chain(node.calledExpression)
    if let callee, let (lookup, name) = Self.storyboardLookup(node, callee: callee) {
      var calls: Set<String> = []
      var references: Set<String> = []
      if Self.buildsName(name, calls: &calls, references: &references) { names.computed.insert(lookup) }
      if !calls.isEmpty { names.callsNaming[lookup, default: []].formUnion(calls) }
      if namesAfterUnwrittenType(name) { names.typeNamed.insert(lookup) }
      // A parameter looked up (`func load(_ name: String) { loadNibNamed(name, …) }`) names what
      // its callers pass.
      if let function = functions.last {
        for reference in references {
          if let label = function.parameters[reference] {
            names.parameterLookups[lookup, default: []].insert(StoryboardNames.slot(function.name, label))
          }
        }
      }
    }
    // What this call passes a function: a name built in a way Herald does not follow.
    if let function = callee?.last {
      for argument in node.arguments where Self.buildsString(argument.expression) {
        names.builtArguments.insert(StoryboardNames.slot(function, argument.label?.text ?? "_"))
      }
    }
    return .visitChildren
  }

  /// Whether `expression` builds a string (`"\(kind)Header"`, `prefix + "Cell"`).
  static func buildsString(_ expression: ExprSyntax) -> Bool {
    if let literal = expression.as(StringLiteralExprSyntax.self) { return plainText(literal) == nil }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
    return sequence.elements.contains {
      $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        || $0.as(StringLiteralExprSyntax.self).map { plainText($0) == nil } == true
    }
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    switch Self.generatedLookup(node) {
    case .storyboard?: names.computed.formUnion([.storyboard, .controller])
    case let lookup?: names.computed.insert(lookup)
    case nil: break
    }
    return .visitChildren
  }

  /// Whether a looked-up name is a type's the code does not write there: `String(describing:)` or
  /// `NSStringFromClass` of a generic parameter, `Self`, `self` or `type(of: …)`, anywhere in the
  /// expression (`nibName ?? String(describing: T.self)`).
  private func namesAfterUnwrittenType(_ expression: ExprSyntax) -> Bool {
    for call in expression.tokens(viewMode: .sourceAccurate)
    where call.text == "describing" || call.text == "NSStringFromClass" {
      guard
        let argument = call.parent?.as(LabeledExprSyntax.self)
          ?? call.parent?.parent?.as(FunctionCallExprSyntax.self)?.arguments.first
      else { return true }
      let text = argument.expression.trimmedText
      let base = text.hasSuffix(".self") ? String(text.dropLast(5)) : text
      if base == "Self" || base == "self" || base.hasPrefix("type(of:") || genericParameters.contains(base) {
        return true
      }
    }
    return false
  }

  private func write(_ text: String, lookup: StoryboardNames.Lookup?) {
    // The code of a type's own (static) members, of a type nested in another and of an enum's
    // raw values runs without an instance of the outermost type: no owner.
    let owned = staticDepth == 0 && enumCaseDepth == 0 && types.count == 1
    let place = StoryboardNames.Place(lookup: lookup, owner: owned ? types.first : nil)
    if let function = privateFunction?.name {
      pending[function, default: []].append((text, place))
    } else {
      names.write(text, at: place)
    }
  }
}
