import Dispatch
import Foundation
import HeraldSyntax
import HeraldTree
import SwiftParser
import SwiftSyntax

/// The SwiftUI views of a set of Swift files, read once with swift-syntax: what lets one file's
/// body expand a view type declared in another (`RatingRow(rating: 3)`), with the arguments of
/// previews.
///
/// ```swift
/// let views = SwiftUIViewIndex(paths: ["IceCubes/Packages"])
/// let tree = try SwiftUILoader(views: views).load(bytes, file: "IceCubes/…/StatusRowView.swift")
/// ```
public struct SwiftUIViewIndex: Sendable {
  /// The parsed files by path.
  let files: [String: SwiftUIFile]
  /// The views by name (the first declaration of a name wins; Swift modules may repeat names).
  let views: [String: SwiftUIViewType]
  /// Every preview of the files, in file order.
  let previews: [SwiftUIPreview]
  /// For each view type the previews build, the call that gives its arguments.
  let previewCalls: [String: FunctionCallExprSyntax]
  /// The type names the files use outside previews, the files without views included
  /// (`UIHostingController(rootView: SettingsRootView())` in a UIKit file).
  private(set) var references: Set<String>
  /// The type names the files without views use (``referencedNames(in:)``), kept when a file is replaced.
  private var outsideReferences: Set<String> = []
  /// The view types some view builds inside itself.
  let embedded: Set<String>
  /// For each name of a computed property that builds a view in a type that is no view
  /// (`label` of `enum Action`), the types that declare one.
  let viewMembers: [String: [SwiftUIViewType]]
  /// The files read and left out because they never mention SwiftUI (so declare no view): the
  /// loader gives them no scene without parsing them again.
  var withoutViews: Set<String> = []
  /// The oldest system the project runs these views on: `if #available(iOS 14, *)` always holds
  /// on a deployment of iOS 15, and its `else` never shows. `nil` leaves such branches open.
  public var deployment: Deployment?

  /// An index of no files: every view type is read from its own file alone.
  public init() {
    files = [:]
    views = [:]
    previews = []
    previewCalls = [:]
    references = []
    embedded = []
    viewMembers = [:]
  }

  /// Reads the `.swift` files `paths` stand for (files, and folders as ``SourceIndexer`` searches
  /// them) on all cores. Files that cannot be read are left out; the loader reports them when it
  /// is asked to load them.
  ///
  /// - Parameters:
  ///   - paths: Files and folders.
  ///   - parses: The run's parses, shared with the code index, so that each file is parsed once.
  public init(paths: [String], parses: SwiftParses? = nil) {
    let paths = SourceIndexer().files(in: paths).filter { $0.hasSuffix(".swift") }
    let results = ConcurrentResults<SwiftUIFile?>(count: paths.count)
    let outside = ConcurrentResults<Set<String>>(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      let text = FileManager.default.contents(atPath: paths[index]).map { String(decoding: $0, as: UTF8.self) }
      // Files that never mention SwiftUI declare no view: not parsed, only scanned for the names
      // they use (a UIKit controller hosting a view).
      guard let text, SwiftParses.mayDeclareViews(text) else {
        results.set(index, nil)
        outside.set(index, text.map(Self.referencedNames) ?? [])
        return
      }
      results.set(index, Self.read(text, path: paths[index], parses: parses))
    }
    self.init(files: results.values.compactMap { $0 })
    withoutViews = Set(zip(paths, results.values).filter { $0.1 == nil }.map(\.0))
    outsideReferences = outside.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    references.formUnion(outsideReferences)
  }

  /// The capitalized identifiers of a Swift text, comments and strings included (a name there
  /// keeps a view a screen, the safe side), without parsing it.
  static func referencedNames(in text: String) -> Set<String> {
    func isIdentifier(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || isCapital(byte) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        || byte >= 0x80
    }
    func isCapital(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    var names: Set<String> = []
    var current: [UInt8] = []
    // A space after the text ends its last identifier.
    for byte in text.utf8 + [0x20] {
      if isIdentifier(byte) {
        current.append(byte)
        continue
      }
      if let first = current.first, isCapital(first) { names.insert(String(decoding: current, as: UTF8.self)) }
      current.removeAll(keepingCapacity: true)
    }
    return names
  }

  /// An index of sources in memory: path and text.
  public init(sources: [(path: String, text: String)]) {
    self.init(files: sources.map { Self.read($0.text, path: $0.path) })
  }

  /// The names of the view types indexed, sorted.
  public var viewNames: [String] { views.keys.sorted() }

  /// The index with `file` in place of the file of its path (its views first).
  func replacing(_ file: SwiftUIFile) -> SwiftUIViewIndex {
    var files = Array(self.files.values.filter { $0.path != file.path }.sorted { $0.path < $1.path })
    files.insert(file, at: 0)
    var index = SwiftUIViewIndex(files: files)
    index.withoutViews = withoutViews
    index.outsideReferences = outsideReferences
    index.references.formUnion(outsideReferences)
    index.deployment = deployment
    return index
  }

  /// An index of already parsed files.
  init(files: [SwiftUIFile]) {
    var byPath: [String: SwiftUIFile] = [:]
    var views: [String: SwiftUIViewType] = [:]
    var previews: [SwiftUIPreview] = []
    for file in files {
      byPath[file.path] = file
      for view in file.views where views[view.name] == nil { views[view.name] = view }
      previews += file.previews
    }
    self.files = byPath
    self.views = views
    self.previews = previews
    previewCalls = SwiftUILoader.previewCalls(in: previews)
    references = files.reduce(into: Set<String>()) { $0.formUnion($1.references) }
    embedded = files.reduce(into: Set<String>()) { $0.formUnion($1.embeds) }
    var viewMembers: [String: [SwiftUIViewType]] = [:]
    for file in files {
      for builder in file.builders {
        for name in builder.computed.keys where !(viewMembers[name]?.contains { $0.name == builder.name } ?? false) {
          viewMembers[name, default: []].append(builder)
        }
      }
    }
    self.viewMembers = viewMembers
  }

  /// Whether `view` is used only by previews: built by a `#Preview` or `PreviewProvider` and named
  /// nowhere else in the files read (an app's targets). Such a view is no screen of the app —
  /// preview scaffolding or a view the app no longer shows. Read alone, a file cannot tell where
  /// else its views are used: only a view named for previews (`WrapperForPreview`) is left out then.
  func isPreviewOnly(_ view: SwiftUIViewType) -> Bool {
    guard previewCalls[view.name] != nil, !references.contains(view.name) else { return false }
    return files.count > 1 || view.name.contains("Preview")
  }

  /// Parses one file's text.
  static func read(_ text: String, path: String, parses: SwiftParses? = nil) -> SwiftUIFile {
    let positions = SourcePositions(file: path, text: text)
    let tree: SourceFileSyntax
    switch parses.parse(text, positions: positions) {
    case .refused(let problem):
      return SwiftUIFile(
        path: path, text: text, positions: positions, views: [], previews: [], problem: problem, isRefused: true)
    case .tree(let parsed): tree = parsed
    }
    let collector = SwiftUIDeclarationCollector(positions: positions)
    collector.walk(tree)
    let problem = tree.hasError ? SwiftReader.firstError(in: tree, positions: positions) : nil
    // The walk recurses once per level of the bodies: on a deep stack.
    let views = collector.viewOrder.compactMap { collector.views[$0] }
    let embeds =
      DeepStack.run(stackSize: DeepStack.treeStackSize) {
        views.reduce(into: Set<String>()) { $0.formUnion(SwiftUIEmbedding.embedded(by: $1)) }
      } ?? []
    // Type names used outside previews and declarations, for ``isPreviewOnly(_:)``.
    var references: Set<String> = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase ?? false,
        !references.contains(name), !(token.parent?.is(StructDeclSyntax.self) ?? false),
        !collector.previewRanges.contains(where: { $0.contains(token.position.utf8Offset) })
      else { continue }
      references.insert(name)
    }
    return SwiftUIFile(
      path: path, text: text, positions: positions, views: collector.viewOrder.compactMap { collector.views[$0] },
      previews: collector.previews, problem: problem, references: references, embeds: embeds,
      builders: collector.builderOrder.compactMap { collector.builders[$0] })
  }
}

/// Collects the view types of one file (with their extensions' members) and its previews.
private final class SwiftUIDeclarationCollector: SyntaxVisitor {
  let positions: SourcePositions
  var views: [String: SwiftUIViewType] = [:]
  var viewOrder: [String] = []
  var previews: [SwiftUIPreview] = []
  /// The UTF-8 ranges of the previews (`#Preview`, `PreviewProvider` types).
  var previewRanges: [Range<Int>] = []
  /// Members of extensions, merged into their views at the end.
  private var extensions: [String: [MemberBlockItemListSyntax]] = [:]
  /// Types that are no views with computed properties that build views, by name.
  var builders: [String: SwiftUIViewType] = [:]
  var builderOrder: [String] = []

  init(positions: SourcePositions) {
    self.positions = positions
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? []
    if inherited.contains("PreviewProvider") {
      previewRanges.append(node.position.utf8Offset..<node.endPosition.utf8Offset)
      collectPreviewProvider(node.memberBlock.members)
    } else if inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) {
      open(node.name.text, node: node, members: node.memberBlock.members)
    } else {
      collectBuilder(node.name.text, node: node, members: node.memberBlock.members)
    }
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    collectBuilder(node.name.text, node: node, members: node.memberBlock.members)
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    collectBuilder(node.name.text, node: node, members: node.memberBlock.members)
    return .visitChildren
  }

  /// Keeps the computed properties of a type that is no view whose declared type is a view
  /// (`var label: some View`, `var icon: Image`).
  private func collectBuilder(_ name: String, node: some SyntaxProtocol, members: MemberBlockItemListSyntax) {
    var builder =
      builders[name]
      ?? SwiftUIViewType(
        name: name, location: positions.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset))
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.text == "static" })
      else { continue }
      for binding in variable.bindings {
        guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let type = binding.typeAnnotation?.type.sourceText, Self.buildsView(type), let getter = Self.getter(binding),
          builder.computed[property] == nil
        else { continue }
        builder.computed[property] = getter
      }
    }
    guard !builder.computed.isEmpty else { return }
    if builders[name] == nil { builderOrder.append(name) }
    builders[name] = builder
  }

  /// Whether a declared type is a view: `some View`, `AnyView`, `Image`, `Text`, `Label<…>`.
  static func buildsView(_ type: String) -> Bool {
    type.hasSuffix("View") || type == "Image" || type == "Text" || type.hasPrefix("Label")
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.sourceText
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? []
    if inherited.contains("View") && views[name] == nil {
      open(name, node: node, members: node.memberBlock.members)
    } else {
      extensions[name, default: []].append(node.memberBlock.members)
    }
    return .visitChildren
  }

  /// A `#if` that only `DEBUG` decides is read as the app ships (a view declared under
  /// `#if DEBUG` is no screen of it); one that names a platform keeps every clause, as the
  /// platform of the file's target is not known here.
  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    guard case .compiles(let clause) = SwiftUICompilationConditions.release(node.clauses) else { return .visitChildren }
    if let clause { walk(clause) }
    return .skipChildren
  }

  // Declarations only: the code in bodies, getters and closures is read by the body reader.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" { previewRanges.append(node.position.utf8Offset..<node.endPosition.utf8Offset) }
    if node.macroName.text == "Preview", let closure = node.trailingClosure {
      previews.append(SwiftUIPreview(statements: closure.statements))
    }
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview", let closure = node.trailingClosure {
      previews.append(SwiftUIPreview(statements: closure.statements))
    }
    return .skipChildren
  }

  override func visitPost(_ node: SourceFileSyntax) {
    for (name, blocks) in extensions {
      guard var view = views[name] else {
        if let node = blocks.first { for members in blocks { collectBuilder(name, node: node, members: members) } }
        continue
      }
      for members in blocks { Self.read(members, into: &view) }
      views[name] = view
    }
  }

  private func open(_ name: String, node: some SyntaxProtocol, members: MemberBlockItemListSyntax) {
    guard views[name] == nil else { return }
    var location = positions.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    location.column = 1
    var view = SwiftUIViewType(name: name, location: location)
    view.parent = Self.enclosingType(of: node)
    Self.read(members, into: &view)
    views[name] = view
    viewOrder.append(name)
  }

  /// The last name of the type `node` is declared in (an extension's extended type), if any.
  static func enclosingType(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let ancestor = current {
      if let type = ancestor.as(StructDeclSyntax.self) { return type.name.text }
      if let type = ancestor.as(EnumDeclSyntax.self) { return type.name.text }
      if let type = ancestor.as(ClassDeclSyntax.self) { return type.name.text }
      if let type = ancestor.as(ExtensionDeclSyntax.self) {
        return type.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
      }
      current = ancestor.parent
    }
    return nil
  }

  private func collectPreviewProvider(_ members: MemberBlockItemListSyntax) {
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings where binding.pattern.sourceText == "previews" {
        if let getter = Self.getter(binding) { previews.append(SwiftUIPreview(statements: getter)) }
      }
    }
  }

  /// Reads stored and computed properties and methods into `view`.
  static func read(_ members: MemberBlockItemListSyntax, into view: inout SwiftUIViewType) {
    for member in members {
      if member.decl.is(InitializerDeclSyntax.self) { view.hasInitializer = true }
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        let name = function.name.text
        if view.functions[name] == nil { view.functions[name] = function }
        continue
      }
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.text == "static" })
      else { continue }
      let wrapper = variable.attributes.compactMap { element -> String? in
        guard case .attribute(let attribute) = element else { return nil }
        return attribute.attributeName.sourceText.split(separator: ".").last.map(String.init)
      }.first
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let getter = getter(binding) {
          view.computed[name] = getter
        } else if view.property(name) == nil {
          view.properties.append(
            SwiftUIProperty(
              name: name, wrapper: wrapper, typeName: binding.typeAnnotation?.type.sourceText,
              initializer: binding.initializer?.value))
        }
      }
    }
  }

  /// The getter of a computed property: `{ … }` or `{ get { … } }`.
  static func getter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
    switch binding.accessorBlock?.accessors {
    case .getter(let statements)?: return statements
    case .accessors(let accessors)?:
      return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    case nil: return nil
    }
  }
}
