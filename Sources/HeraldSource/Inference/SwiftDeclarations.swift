import Foundation
import HeraldSyntax
import HeraldTree
import SwiftParser
import SwiftSyntax

/// A stored or computed property as declared in Swift source, with the code the inference may
/// evaluate: its initial value, its getter and its `didSet`.
struct DeclaredProperty {
  /// The name.
  var name: String
  /// `static` or `class`.
  var isStatic: Bool
  /// The written type without `?`/`!` (`CGSize`, `Int`), when written.
  var typeName: String?
  /// Whether the type is optional (`String?`, `UIImage!`).
  var isOptional: Bool
  /// `@IBInspectable`.
  var isInspectable: Bool
  /// `override` (an accessibility property of UIKit, typically).
  var isOverride: Bool
  /// The initial value.
  var initializer: ExprSyntax?
  /// The getter's statements, for a computed property.
  var getter: CodeBlockItemListSyntax?
  /// The `didSet` observer's statements.
  var didSet: CodeBlockItemListSyntax?
  /// Where it is declared (`File.swift:12`).
  var source: String

  /// Whether the property stores a value (it has no getter).
  var isStored: Bool { getter == nil }
}

/// A class, struct or enum of the inputs, its extensions merged.
struct DeclaredType {
  /// The type's name.
  var name: String
  /// `class`, `struct`, `enum` or `extension` (an extension of a type the inputs do not declare).
  var kind: String
  /// The superclass or first conformance as written (`UIStackView`), when any.
  var superclass: String?
  /// Properties by name, and their order.
  var properties: [String: DeclaredProperty] = [:]
  /// Property names in declaration order.
  var propertyOrder: [String] = []
  /// Methods, static ones included.
  var functions: [FunctionDeclSyntax] = []
  /// Initializers.
  var initializers: [InitializerDeclSyntax] = []
  /// An enum's cases with their raw values (`case half = 1`; implicit ones counted or named).
  var cases: [(name: String, rawValue: SymbolicExpression?)] = []
  /// Where it is declared (`File.swift:7`).
  var source: String
  /// Where it is declared, as a location.
  var location: HeraldSyntax.SourceLocation
}

/// The types of a set of Swift files, read with swift-syntax for the component inference.
struct SwiftDeclarations {
  /// The types by name (nested types by their own name).
  private(set) var types: [String: DeclaredType] = [:]
  /// Type names in the order the files declare them.
  private(set) var order: [String] = []
  /// Where a type is declared again (a second `class X`), by name; those declarations are not read.
  private(set) var duplicates: [String: [String]] = [:]
  /// Where each file fails to parse, if it does.
  private(set) var problems: [SourceProblem] = []
  /// Each file's short name and positions, by the id of its syntax tree's root.
  private var files: [SyntaxIdentifier: (name: String, positions: SourcePositions)] = [:]
  /// What superclass chains answered, so that each type's answer is worked out once.
  private let inheritance = InheritanceMemo()

  /// One file as read: its tree, positions and declared types, or why it was not read.
  ///
  /// The tree is held until every file is merged: a tree freed early could leave its identifier
  /// to one parsed after it, and ``files`` would then name the wrong file.
  private struct ReadFile {
    var tree: SourceFileSyntax?
    var name: String
    var positions: SourcePositions
    var types: [DeclaredType] = []
    var problem: SourceProblem?
  }

  /// Reads `files`: path and text. The files are parsed in parallel and their declarations
  /// merged in the order of `files`, so the result is the same on any number of cores.
  init(files: [(path: String, text: String)]) {
    let read = ConcurrentResults<ReadFile>(count: files.count)
    // On deep-stack threads, so that each file's walk runs where it is read.
    DeepStack.concurrentPerform(iterations: files.count) { index in
      read.set(index, Self.read(files[index]))
    }
    for file in read.values {
      guard let tree = file.tree else {
        if let problem = file.problem { problems.append(problem) }
        continue
      }
      self.files[tree.id] = (file.name, file.positions)
      for var type in file.types {
        if var existing = types[type.name] {
          if existing.kind != "extension" && type.kind != "extension" {
            duplicates[type.name, default: []].append(type.source)
            continue
          }
          if existing.kind == "extension" {
            type.merge(existing)
            existing = type
          } else {
            existing.merge(type)
          }
          types[type.name] = existing
        } else {
          types[type.name] = type
          order.append(type.name)
        }
      }
      if let problem = file.problem { problems.append(problem) }
    }
  }

  /// Parses one file and collects its declarations.
  private static func read(_ file: (path: String, text: String)) -> ReadFile {
    let positions = SourcePositions(file: file.path, text: file.text)
    var result = ReadFile(name: shortName(file.path), positions: positions)
    switch SwiftParseGuard.parse(file.text, positions: positions) {
    case .refused(let problem):
      result.problem = problem
    case .tree(let tree):
      // The walk recurses once per level of the tree: on a deep stack, as the parse, and not on
      // the pool thread the file is read on.
      nonisolated(unsafe) let collector = DeclarationCollector(positions: positions, name: result.name)
      guard DeepStack.run(stackSize: DeepStack.treeStackSize, { collector.walk(tree) }) != nil else {
        result.problem = SourceProblem(
          location: HeraldSyntax.SourceLocation(file: file.path, line: 1, column: 1),
          message: "could not be read: the system refused a thread to read it on; try again with fewer files")
        return result
      }
      result.tree = tree
      result.types = collector.types
      if tree.hasError { result.problem = SwiftReader.firstError(in: tree, positions: positions) }
    }
    return result
  }

  /// Where `node` is, as drafts cite it: `File.swift:12`.
  func source(of node: some SyntaxProtocol) -> String {
    guard let file = files[node.root.id] else { return "?" }
    let line = file.positions.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset).line
    return "\(file.name):\(line)"
  }

  /// A file's name without its folder, as locations in drafts show it.
  static func shortName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }

  /// The UIKit view classes a custom control may derive from.
  static let viewBases: Set<String> = [
    "UIView", "UIControl", "UIStackView", "UIButton", "UILabel", "UIImageView", "UISlider", "UISwitch",
    "UITableViewCell", "UICollectionViewCell", "UIScrollView", "UITextField", "UITextView",
  ]

  /// The UIKit class a type derives from through the inputs' classes, if it is a view.
  func viewBase(of name: String) -> String? {
    inheritance.resolve("", of: name, in: types, memo: \.viewBases, end: nil) { type, inherited in
      type.superclass.flatMap { Self.viewBases.contains($0) ? $0 : nil } ?? inherited
    }
  }

  /// The classes of the inputs that are views, in declaration order.
  var viewClasses: [DeclaredType] {
    // A class whose name the parser could not read (`class 0: UIView`) has no name to model.
    order.compactMap { types[$0] }.filter { $0.kind == "class" && !$0.name.isEmpty && viewBase(of: $0.name) != nil }
  }

  /// The property `name` of `type` or of a superclass in the inputs.
  func property(_ name: String, of type: String) -> DeclaredProperty? {
    inheritance.resolve(name, of: type, in: types, memo: \.properties, end: nil) { declared, inherited in
      declared.properties[name] ?? inherited
    }
  }

  /// The methods called `base` of `type` or a superclass in the inputs, nearest first.
  func functions(_ base: String, of type: String) -> [FunctionDeclSyntax] {
    inheritance.resolve(base, of: type, in: types, memo: \.functions, end: []) { declared, inherited in
      declared.functions.filter { $0.name.text == base } + inherited
    }
  }
}

extension DeclaredType {
  /// Adds what `other` (an extension) declares.
  mutating func merge(_ other: DeclaredType) {
    for name in other.propertyOrder where properties[name] == nil {
      properties[name] = other.properties[name]
      propertyOrder.append(name)
    }
    functions += other.functions
    initializers += other.initializers
    if superclass == nil { superclass = other.superclass }
  }
}

/// Walks one file and records its types.
private final class DeclarationCollector: SyntaxVisitor {
  let positions: SourcePositions
  let name: String
  var types: [DeclaredType] = []
  /// The index in `types` of each enclosing type.
  private var stack: [Int] = []

  init(positions: SourcePositions, name: String) {
    self.positions = positions
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  func source(_ node: some SyntaxProtocol) -> String {
    "\(name):\(positions.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset).line)"
  }

  private func open(_ typeName: String, kind: String, inherits: InheritanceClauseSyntax?, node: some SyntaxProtocol) {
    let superclass = inherits?.inheritedTypes.first.map { $0.type.trimmedText }
    var location = positions.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    location.file = name
    types.append(
      DeclaredType(name: typeName, kind: kind, superclass: superclass, source: source(node), location: location))
    stack.append(types.count - 1)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    open(node.name.text, kind: "class", inherits: node.inheritanceClause, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    open(node.name.text, kind: "struct", inherits: node.inheritanceClause, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    open(node.name.text, kind: "enum", inherits: node.inheritanceClause, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    open(node.extendedType.trimmedText, kind: "extension", inherits: nil, node: node)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let index = stack.last else { return .skipChildren }
    let rawType = types[index].superclass
    for element in node.elements {
      var rawValue: SymbolicExpression?
      if let literal = element.rawValue?.value {
        if let integer = literal.as(IntegerLiteralExprSyntax.self), let number = Double(integer.literal.text) {
          rawValue = .number(number)
        } else if let text = literal.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
          rawValue = .string(text)
        }
      } else if rawType == "Int" {
        let previous = types[index].cases.last?.rawValue
        if case .number(let number)? = previous {
          rawValue = .number(number + 1)
        } else if previous == nil && types[index].cases.isEmpty {
          rawValue = .number(0)
        }
      } else if rawType == "String" {
        rawValue = .string(element.name.text)
      }
      types[index].cases.append((element.name.text, rawValue))
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let index = stack.last { types[index].functions.append(node) }
    return .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if let index = stack.last { types[index].initializers.append(node) }
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let index = stack.last else { return .skipChildren }
    let modifiers = node.modifiers.map(\.name.text)
    let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
    for binding in node.bindings {
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      var typeName = binding.typeAnnotation?.type.trimmedText
      var isOptional = false
      if let written = typeName, written.hasSuffix("?") || written.hasSuffix("!") {
        isOptional = true
        typeName = String(written.dropLast())
      }
      var property = DeclaredProperty(
        name: identifier.identifier.text.replacingOccurrences(of: "`", with: ""),
        isStatic: modifiers.contains("static") || modifiers.contains("class"),
        typeName: typeName, isOptional: isOptional, isInspectable: attributes.contains("IBInspectable"),
        isOverride: modifiers.contains("override"), initializer: binding.initializer?.value, source: source(binding))
      switch binding.accessorBlock?.accessors {
      case .getter(let items): property.getter = items
      case .accessors(let accessors):
        for accessor in accessors {
          switch accessor.accessorSpecifier.tokenKind {
          case .keyword(.get): property.getter = accessor.body?.statements
          case .keyword(.didSet): property.didSet = accessor.body?.statements
          default: break
          }
        }
      case nil: break
      }
      if types[index].properties[property.name] == nil { types[index].propertyOrder.append(property.name) }
      types[index].properties[property.name] = property
    }
    return .skipChildren
  }
}
