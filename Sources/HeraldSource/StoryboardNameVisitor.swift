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
  /// Every name the file's expressions use (`configure`, `self.configure`, `#selector(configure)`).
  private var mentioned: Set<String> = []
  /// How many generic argument clauses the walk is in.
  private var genericDepth = 0

  init() { super.init(viewMode: .sourceAccurate) }

  /// The names, once the walk is done: the strings of private functions the file calls added.
  func finished() -> StoryboardNames {
    var result = names
    for (function, strings) in pending where mentioned.contains(function) {
      for (text, place) in strings { result.write(text, at: place) }
    }
    return result
  }

  // MARK: Types

  private func enter(_ name: String) -> SyntaxVisitorContinueKind {
    types.append(name)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    // `extension Module.Type where …` extends `Type`.
    let written = node.extendedType.trimmedDescription
    return enter(written.split(separator: ".").last.map { String($0.prefix { $0 != "<" }) } ?? written)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  // MARK: Functions

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if privateFunction == nil, Self.isPrivate(node) { privateFunction = (node.name.text, node.id) }
    let name = node.name.text
    names.literalFunctions[name] = (names.literalFunctions[name] ?? true) && Self.returnsOnlyLiterals(node)
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) {
    if privateFunction?.id == node.id { privateFunction = nil }
  }

  /// Whether only its own file can call `function`: declared `private` or `fileprivate`, or in a
  /// `private`/`fileprivate` extension, and neither `@objc` (selectors, Interface Builder),
  /// `@IBAction`, `@IBSegueAction`, `dynamic` nor an override.
  static func isPrivate(_ function: FunctionDeclSyntax) -> Bool {
    let hidden: Set<String> = ["private", "fileprivate"]
    let runtime: Set<String> = ["objc", "IBAction", "IBSegueAction", "NSManaged"]
    func attributes(_ list: AttributeListSyntax) -> [String] {
      list.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }
    let modifiers = function.modifiers.map(\.name.text)
    if modifiers.contains(where: { ["override", "dynamic"].contains($0) }) { return false }
    if attributes(function.attributes).contains(where: runtime.contains) { return false }
    if modifiers.contains(where: hidden.contains) { return true }
    // A member of `private extension T { … }`: item → item list → member block → extension.
    guard let extensionDecl = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self) else {
      return false
    }
    return extensionDecl.modifiers.contains { hidden.contains($0.name.text) }
      && !attributes(extensionDecl.attributes).contains(where: runtime.contains)
  }

  // MARK: Names

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    mentioned.insert(name)
    if name.first?.isUppercase == true, !types.contains(name) { names.referencedTypes.insert(name) }
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
    if genericDepth > 0, name.first?.isUppercase == true, !types.contains(name) { names.referencedTypes.insert(name) }
    return .visitChildren
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    if let text = Self.plainText(node) { write(text, lookup: Self.directLookup(of: node)) }
    return .visitChildren
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    for text in Self.implicitRawValues(node) { write(text, lookup: nil) }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = SwiftExpressions.chain(node.calledExpression),
      let (lookup, name) = Self.storyboardLookup(node, callee: callee)
    {
      var calls: Set<String> = []
      if Self.buildsName(name, calls: &calls) { names.computed.insert(lookup) }
      if !calls.isEmpty { names.callsNaming[lookup, default: []].formUnion(calls) }
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    switch Self.generatedLookup(node) {
    case .storyboard?: names.computed.formUnion([.storyboard, .controller])
    case let lookup?: names.computed.insert(lookup)
    case nil: break
    }
    return .visitChildren
  }

  private func write(_ text: String, lookup: StoryboardNames.Lookup?) {
    let place = StoryboardNames.Place(lookup: lookup, owner: types.first)
    if let function = privateFunction?.name {
      pending[function, default: []].append((text, place))
    } else {
      names.write(text, at: place)
    }
  }

  // MARK: Lookups

  /// The text of a string literal written without interpolation, when it is short enough to be a
  /// name (``longestName``).
  static func plainText(_ literal: StringLiteralExprSyntax) -> String? {
    var text = ""
    for segment in literal.segments {
      guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
      text += plain.content.text
      if text.utf8.count > longestName { return nil }
    }
    return text
  }

  /// The lookup `literal` is the name argument of, if it is one
  /// (`performSegue(withIdentifier: "showDetail", sender: nil)` names a segue, never a controller).
  static func directLookup(of literal: StringLiteralExprSyntax) -> StoryboardNames.Lookup? {
    guard let argument = literal.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let callee = SwiftExpressions.chain(call.calledExpression),
      let (lookup, name) = storyboardLookup(call, callee: callee), name.id == ExprSyntax(literal).id
    else { return nil }
    return lookup
  }

  /// The storyboard or nib lookup `call` makes (`UIStoryboard(name:bundle:)`, `NSStoryboard(name:bundle:)`,
  /// `instantiateViewController(withIdentifier:)`, `instantiateController(withIdentifier:)`,
  /// `performSegue(withIdentifier:sender:)`, `UINib(nibName:bundle:)`, `loadNibNamed(_:owner:)`,
  /// `init(nibName:bundle:)`) and the expression it names, if it makes one.
  static func storyboardLookup(_ call: FunctionCallExprSyntax, callee: [String])
    -> (StoryboardNames.Lookup, ExprSyntax)?
  {
    guard let method = callee.last, let first = call.arguments.first else { return nil }
    let label = first.label?.text
    switch method {
    case "UIStoryboard",
      "NSStoryboard" where callee.count == 1 && label == "name":
      return (.storyboard, first.expression)
    case "instantiateViewController",
      "instantiateController" where label == "withIdentifier" || label == "identifier":
      return (.controller, first.expression)
    case "performSegue" where label == "withIdentifier":
      return (.segue, first.expression)
    case "loadNibNamed" where label == nil:
      return (.nib, first.expression)
    default:
      // `UINib(nibName:bundle:)`, `NSNib(nibNamed:bundle:)`, `super.init(nibName:bundle:)`,
      // `SettingsViewController(nibName:bundle:)`.
      return label == "nibName" || label == "nibNamed" ? (.nib, first.expression) : nil
    }
  }

  /// Whether a looked-up name is built in a way Herald does not follow: an interpolated string,
  /// a concatenation, a conditional, a call other than a type's name (`String(describing: T.self)`,
  /// `NSStringFromClass(T.self)`) or one of the app's functions without arguments, which go into
  /// `calls` (what they return decides, ``StoryboardNames/literalFunctions``). A literal, a
  /// constant or a member (`Segue.detail.rawValue`) is a string the code writes somewhere, or a
  /// type's name; AppKit's name wrappers (`NSNib.Name("Prefs")`) and `a ?? b` are what they wrap.
  static func buildsName(_ expression: ExprSyntax, calls: inout Set<String>) -> Bool {
    if let literal = expression.as(StringLiteralExprSyntax.self) { return plainText(literal) == nil }
    if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
      || expression.is(NilLiteralExprSyntax.self)
    {
      return false
    }
    if let call = expression.as(FunctionCallExprSyntax.self), let callee = SwiftExpressions.chain(call.calledExpression)
    {
      if callee == ["String"] || callee == ["NSStringFromClass"] { return false }
      if callee.count == 2, callee[0].hasPrefix("NS"), nameWrappers.contains(callee[1]), call.arguments.count == 1,
        let wrapped = call.arguments.first?.expression
      {
        return buildsName(wrapped, calls: &calls)
      }
      if call.arguments.isEmpty, call.trailingClosure == nil, let function = callee.last, callee.count == 1 {
        calls.insert(function)
        return false
      }
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      // `a ?? b ?? c`: operands at even places, every operator `??`.
      let elements = Array(sequence.elements)
      let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
      if elements.count % 2 == 1,
        operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" })
      {
        var builds = false
        for index in stride(from: 0, to: elements.count, by: 2) where buildsName(elements[index], calls: &calls) {
          builds = true
        }
        return builds
      }
    }
    if let optional = expression.as(ForceUnwrapExprSyntax.self) {
      return buildsName(optional.expression, calls: &calls)
    }
    return true
  }

  /// AppKit's types that wrap a name (`NSNib.Name`, `NSStoryboard.Name`,
  /// `NSStoryboard.SceneIdentifier`, `NSStoryboardSegue.Identifier`).
  static let nameWrappers: Set<String> = ["Name", "SceneIdentifier", "Identifier"]

  /// Whether every value `function` returns is a plain string literal or `nil` (its `return`
  /// statements, or its one expression), outside closures and nested functions.
  static func returnsOnlyLiterals(_ function: FunctionDeclSyntax) -> Bool {
    guard let body = function.body else { return false }
    func isLiteral(_ expression: ExprSyntax?) -> Bool {
      guard let expression else { return false }
      if expression.is(NilLiteralExprSyntax.self) { return true }
      return expression.as(StringLiteralExprSyntax.self).map { plainText($0) != nil } ?? false
    }
    if body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) { return isLiteral(only) }
    let returns = ReturnCollector(viewMode: .sourceAccurate)
    returns.walk(body)
    return !returns.values.isEmpty && returns.values.allSatisfy(isLiteral)
  }

  /// The `return` statements of a function's body, outside closures and nested functions.
  private final class ReturnCollector: SyntaxVisitor {
    var values: [ExprSyntax?] = []
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      values.append(node.expression)
      return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }

  /// The raw values a `String` enum's cases take from their names (`case equipmentDetailSegue`
  /// is `"equipmentDetailSegue"`, The Swift Programming Language, "Implicitly Assigned Raw
  /// Values"): SwiftGen's segue enums name segues so.
  static func implicitRawValues(_ node: EnumCaseDeclSyntax) -> [String] {
    guard let declaration = node.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
      declaration.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "String" }) == true
    else { return [] }
    return node.elements.filter { $0.rawValue == nil }.map(\.name.text)
  }

  /// Whether `node` is R.swift's generated storyboard, segue or nib accessor (`R.storyboard.main`,
  /// `R.segue.…`, `R.nib.…`), whose names are in code the build generates, not in the repository.
  static func generatedLookup(_ node: MemberAccessExprSyntax) -> StoryboardNames.Lookup? {
    guard node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "R" else { return nil }
    switch node.declName.baseName.text {
    case "storyboard": return .storyboard
    case "segue": return .segue
    case "nib": return .nib
    default: return nil
    }
  }
}
