import HeraldSyntax
import HeraldTree
import SwiftSyntax

extension StringAccessors {
  /// The accessors one file declares.
  public init(declaredIn tree: SourceFileSyntax) {
    let collector = StringAccessorCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    self.init()
    for (name, lookup) in collector.found { add(name, lookup) }
    for (name, text) in collector.constants { add(name, constant: text) }
    for (name, value) in collector.flags { add(name, flag: value) }
    for (name, source) in collector.colors { add(name, colorSource: source) }
    for (name, table) in collector.functions { add(name, lookupFunction: table) }
    for (name, target) in collector.aliases { add(name, alias: target) }
  }

  /// Whether a file's text may declare accessors (a static member and a lookup call) or constants
  /// (a line with `static let` and `= "` or SwiftGen's `= ImageAsset(name: "`, or a static member
  /// of a colour type); files that may not are not parsed for them.
  public static func mayDeclare(_ text: String) -> Bool {
    // A function that looks its parameter up may be a free one.
    if text.containsUTF8("func "),
      ["NSLocalizedString(", "localized:", "localizedString(forKey:"].contains(where: text.containsUTF8)
    {
      return true
    }
    guard text.containsUTF8("static ") else { return false }
    if [".tr(", " tr(", "NSLocalizedString(", "localized:", "LocalizedStringResource(", "LocalizedStringKey("]
      .contains(where: text.containsUTF8)
    {
      return true
    }
    let staticLines = text.utf8Lines(containing: "static ").contains { line in
      (line.containsUTF8("static let ")
        && (line.containsUTF8("= \"") || line.containsUTF8("= true") || line.containsUTF8("= false")
          || line.containsUTF8("= ImageAsset(name: \"") || Self.assignsStaticMember(line)))
        || StringAccessorCollector.colorCalls.contains(where: line.containsUTF8)
    }
    return staticLines
      || text.utf8Lines(containing: "extension ").contains { line in
        ["Color", "UIColor", "NSColor"].contains { line.containsUTF8(" \($0) {") }
      }
  }

  /// Whether a `static let` line's value may be another type's static member (`= LocalString.x`):
  /// an upper-case name and a dot right after `= `.
  private static func assignsStaticMember(_ line: Substring) -> Bool {
    let bytes = Array(line.utf8)
    guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")), equals + 2 < bytes.count,
      bytes[equals + 1] == UInt8(ascii: " "), (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[equals + 2])
    else { return false }
    let rest = bytes[(equals + 2)...].prefix { $0 != UInt8(ascii: "(") && $0 != UInt8(ascii: " ") }
    return rest.contains(UInt8(ascii: "."))
  }
}

/// Finds the static members whose value is one table lookup (``StringLookup``), with the names of
/// the types around them.
private final class StringAccessorCollector: SyntaxVisitor {
  /// The accessors found: full name as parts, and lookup.
  var found: [([String], StringLookup)] = []
  /// The static `let` constants whose value is another type's static member found: full name as
  /// parts, and the member's name (`LocalString.sort_by_name`).
  var aliases: [([String], String)] = []
  /// The static constants of literal text found: full name as parts, and text.
  var constants: [([String], String)] = []
  /// The static `let` constants of a Boolean literal found: full name as parts, and value; `nil`
  /// for another static member of the type, which makes a name it shares unknown.
  var flags: [([String], Bool?)] = []
  /// The static colour constants found: full name as parts, and the source of the value (`nil`
  /// for a value that is not one expression).
  var colors: [([String], String?)] = []
  /// The functions that only look their first parameter up: full name as parts, and the table.
  var functions: [([String], String)] = []
  /// The names of the enclosing types (an extension's extended type counts as its parts).
  private var path: [[String]] = []

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter([node.name.text]) }
  override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter([node.name.text]) }
  override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter([node.name.text]) }
  override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.extendedType.trimmedText.split(separator: ".").map(String.init))
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }

  private func enter(_ names: [String]) -> SyntaxVisitorContinueKind {
    path.append(names)
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard Self.isStatic(node.modifiers), let binding = node.bindings.first, node.bindings.count == 1,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.filter({ $0 != "`" })
    else { return .skipChildren }
    let value = binding.initializer?.value ?? binding.accessorBlock.flatMap { Self.onlyExpression($0) }
    if let call = value.flatMap(Self.lookupCall), let lookup = StringLookup(call) {
      found.append((path.flatMap { $0 } + [name], lookup))
    } else if let value, let text = StringLookup.literal(value), !path.isEmpty,
      node.bindingSpecifier.tokenKind == .keyword(.let)
    {
      constants.append((path.flatMap { $0 } + [name], text))
    } else if let text = Self.imageAssetName(value), !path.isEmpty, node.bindingSpecifier.tokenKind == .keyword(.let) {
      // SwiftGen's asset template: `static let plus = ImageAsset(name: "plus")`, whose `name` is
      // the asset's (`Image(Asset.plus.name)`).
      constants.append((path.flatMap { $0 } + [name, "name"], text))
    } else if let literal = binding.initializer?.value.as(BooleanLiteralExprSyntax.self), !path.isEmpty,
      node.bindingSpecifier.tokenKind == .keyword(.let)
    {
      flags.append((path.flatMap { $0 } + [name], literal.literal.tokenKind == .keyword(.true)))
    } else if !path.isEmpty, Self.isColor(value, type: binding.typeAnnotation?.type, in: path) {
      // A stored `static var` is the app's to change: unknown.
      let stored = node.bindingSpecifier.tokenKind == .keyword(.var) && binding.initializer != nil
      // A getter that is one `#if` of platform conditions, each clause one expression, keeps the
      // `#if`: the reader takes the clause of the platform it reads for.
      let source = value?.trimmedText ?? binding.accessorBlock.flatMap(Self.platformChoice)
      colors.append((path.flatMap { $0 } + [name], stored ? nil : source))
      flags.append((path.flatMap { $0 } + [name], nil))
    } else if let value, !path.isEmpty, node.bindingSpecifier.tokenKind == .keyword(.let),
      let target = Self.staticReference(value)
    {
      // `static let byNameTitle = LocalString.sort_by_name`: another name for that member.
      aliases.append((path.flatMap { $0 } + [name], target))
      flags.append((path.flatMap { $0 } + [name], nil))
    } else if !path.isEmpty {
      // Another declaration of the name (`#else static let mock = CommandLine…`, a `var`): unknown.
      flags.append((path.flatMap { $0 } + [name], nil))
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let body = node.body, let expression = Self.onlyExpression(body.statements),
      let call = Self.lookupCall(expression)
    else { return .skipChildren }
    let name = path.flatMap { $0 } + [node.name.text.filter { $0 != "`" }]
    let isStatic = Self.isStatic(node.modifiers)
    if isStatic, let lookup = StringLookup(call) {
      found.append((name, lookup))
    } else if isStatic || path.isEmpty, let first = node.signature.parameterClause.parameters.first,
      let table = StringLookup.table(of: call, keyedBy: (first.secondName ?? first.firstName).text)
    {
      // `func localizeString(_ key: String) -> String { String(localized: .init(key)) }`: a call
      // of it looks its argument up.
      functions.append((name, table))
    }
    return .skipChildren
  }

  /// The asset name of SwiftGen's `ImageAsset(name: "plus")`.
  private static func imageAssetName(_ value: ExprSyntax?) -> String? {
    guard let call = value?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "ImageAsset",
      call.arguments.count == 1, let only = call.arguments.first, only.label?.text == "name"
    else { return nil }
    return StringLookup.literal(only.expression)
  }

  /// The types whose values are colours, as SwiftUI, UIKit, AppKit and SwiftGen's asset template
  /// (`ColorAsset`) name them.
  static let colorTypes = ["Color", "SwiftUI.Color", "UIColor", "NSColor", "ColorAsset"]
  /// A call of each of ``colorTypes`` (`Color(`), searched for in a file's lines.
  static let colorCalls = colorTypes.map { $0 + "(" }

  /// Whether a static member is a colour: declared of a colour type (`static var brand: Color {
  /// .brand }`), made by one's initializer (`Color(red: 0.2, green: 0.4, blue: 0.6)`,
  /// `ColorAsset(name: "Brand")`), or declared with neither in an extension of a colour type or of
  /// `ShapeStyle` (`static let brand = .brandBlue`).
  private static func isColor(_ value: ExprSyntax?, type: TypeSyntax?, in path: [[String]]) -> Bool {
    if let type { return colorTypes.contains(type.trimmedText) }
    guard let value else { return false }
    if let call = value.as(FunctionCallExprSyntax.self), colorTypes.contains(call.calledExpression.trimmedText) {
      return true
    }
    return path.count == 1 && ["Color", "UIColor", "NSColor", "ShapeStyle"].contains(path[0].joined(separator: "."))
  }

  /// The name of the static member `value` reads, when it is only that: a chain of names whose
  /// first is a type's (`LocalString.title`, `L10n.Settings.title`).
  static func staticReference(_ value: ExprSyntax) -> String? {
    guard let (root, names) = value.memberChain,
      let type = root?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true
    else { return nil }
    return ([type] + names).joined(separator: ".")
  }

  private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.static) }
  }

  /// The lookup call an accessor's value is: the call itself, or one in parentheses.
  private static func lookupCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
    if let call = expression.as(FunctionCallExprSyntax.self) { return call }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return lookupCall(only.expression)
    }
    return nil
  }

  /// The one expression a getter returns (`{ return X }`, `{ X }`, `{ get { X } }`).
  private static func onlyExpression(_ block: AccessorBlockSyntax) -> ExprSyntax? {
    switch block.accessors {
    case .getter(let statements): return onlyExpression(statements)
    case .accessors(let accessors):
      guard accessors.count == 1, let get = accessors.first, get.accessorSpecifier.tokenKind == .keyword(.get),
        let body = get.body
      else { return nil }
      return onlyExpression(body.statements)
    }
  }

  /// The source of a getter whose only statement is a `#if` of platform conditions
  /// (``SwiftUICompilationConditions/namesPlatformsOnly(_:)``) whose every clause is one
  /// expression; `nil` otherwise.
  private static func platformChoice(_ block: AccessorBlockSyntax) -> String? {
    let statements: CodeBlockItemListSyntax
    switch block.accessors {
    case .getter(let getter): statements = getter
    case .accessors(let accessors):
      guard accessors.count == 1, let get = accessors.first, get.accessorSpecifier.tokenKind == .keyword(.get),
        let body = get.body
      else { return nil }
      statements = body.statements
    }
    guard statements.count == 1, let conditional = statements.first?.item.as(IfConfigDeclSyntax.self),
      SwiftUICompilationConditions.namesPlatformsOnly(conditional.clauses),
      conditional.clauses.allSatisfy({ $0.onlyExpression != nil })
    else { return nil }
    return conditional.trimmedText
  }

  private static func onlyExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
    return item.as(ExprSyntax.self)
  }
}
