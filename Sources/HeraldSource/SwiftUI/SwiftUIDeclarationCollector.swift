import HeraldSyntax
import HeraldTree
import SwiftSyntax

/// Collects the view types of one file (with their extensions' members) and its previews.
final class SwiftUIDeclarationCollector: SyntaxVisitor {
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
  /// The structs with a memberwise initializer (``SwiftUIRecordTypes/memberwise(_:)``).
  var records: [String: Set<String>] = [:]
  /// The static members that are views (`Image.close`), by `Type.name`.
  var staticViews: [String: SwiftUIStaticView] = [:]
  /// The static members that hold a record or a list (``SwiftUIRecordTypes/statics``), by `Type.name`.
  var staticValues: [String: ExprSyntax] = [:]
  /// The enums with plain cases (``SwiftUIEnumTypes``).
  var enums: [String: SwiftUIEnumType] = [:]
  /// How many times the file declares each class, struct and enum name (a nested `ViewModel` in
  /// two types is two): a name declared twice is left to the app.
  var typeCounts: [String: Int] = [:]
  /// The models' initial values (``SwiftUIModelTypes``).
  var models: [String: [String: CodeLiteral]] = [:]
  /// The representables and layouts, by name (``SwiftUIForeignView``).
  var foreign: [String: SwiftUIForeignView] = [:]
  /// The type aliases, by name: each declaration's type and the platforms that compile it
  /// (`#if os(tvOS) typealias PlatformPicker = ListRowMenu #else typealias PlatformPicker = Picker`).
  var typeAliases: [String: [SwiftUITypeAlias]] = [:]
  /// The platforms that compile the `#if` clauses being walked, innermost last.
  private var platforms: [Set<Platform>] = []
  /// The app's protocols that refine `View` (``SwiftUIViewIndex/appViewProtocols(in:)``): their
  /// conformers are views.
  let appViewProtocols: Set<String>
  /// The bodies the extensions of those protocols give their conformers, by protocol.
  var protocolBodies: [String: [SwiftUIProtocolBody]] = [:]
  /// The app's `ViewModifier` types and methods of `extension View` (``SwiftUIAppModifiers``).
  var modifiers = SwiftUIAppModifiers()

  init(positions: SourcePositions, appViewProtocols: Set<String> = []) {
    self.positions = positions
    self.appViewProtocols = appViewProtocols
    super.init(viewMode: .sourceAccurate)
  }

  /// The app's protocol refining `View` among `inherited`, if any.
  private func appViewProtocol(_ inherited: [String]) -> String? {
    inherited.first(where: appViewProtocols.contains)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    typeCounts[node.name.text, default: 0] += 1
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? []
    if inherited.contains("PreviewProvider") {
      previewRanges.append(node.position.utf8Offset..<node.endPosition.utf8Offset)
      collectPreviewProvider(node.memberBlock.members)
    } else if inherited.contains(where: Self.viewProtocols.contains) || appViewProtocol(inherited) != nil {
      open(node.name.text, node: node, members: node.memberBlock.members)
      if inherited.contains(where: Self.toolbarProtocols.contains) { views[node.name.text]?.isToolbarContent = true }
      views[node.name.text]?.viewProtocol = appViewProtocol(inherited)
    } else if let kind = SwiftUIForeignView.declared(inherited: inherited, members: node.memberBlock.members) {
      if foreign[node.name.text] == nil { foreign[node.name.text] = kind }
    } else if SwiftUIAppModifiers.isModifier(inherited: inherited) {
      var view = SwiftUIViewType(
        name: node.name.text,
        location: positions.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset))
      view.parent = Self.enclosingType(of: node)
      Self.read(node.memberBlock.members, into: &view)
      view.keepsMemberwiseInitializer = view.initializers.isEmpty
      modifiers.collect(modifier: view, members: node.memberBlock.members)
    } else {
      collectBuilder(node.name.text, node: node, members: node.memberBlock.members)
      if records[node.name.text] == nil, let stored = SwiftUIRecordTypes.memberwise(node.memberBlock.members) {
        records[node.name.text] = stored
      }
    }
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    typeCounts[node.name.text, default: 0] += 1
    collectBuilder(node.name.text, node: node, members: node.memberBlock.members)
    if enums[node.name.text] == nil {
      let type = SwiftUIEnumType(node)
      if !type.cases.isEmpty { enums[node.name.text] = type }
    }
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    typeCounts[node.name.text, default: 0] += 1
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? []
    if foreign[node.name.text] == nil,
      let kind = SwiftUIForeignView.declared(inherited: inherited, members: node.memberBlock.members)
    {
      foreign[node.name.text] = kind
    }
    collectBuilder(node.name.text, node: node, members: node.memberBlock.members)
    if models[node.name.text] == nil, InitialValues.isObservable(node) {
      let values = InitialValues.of(node.memberBlock.members)
      if !values.isEmpty { models[node.name.text] = values }
    }
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
    collectStaticViews(of: name, members)
    guard !builder.computed.isEmpty else { return }
    if builders[name] == nil { builderOrder.append(name) }
    builders[name] = builder
  }

  /// Keeps the static members that are views of SwiftUI (`extension Image { static let close =
  /// Image("Close-24") }`, `static var share: Image { Image(systemName: …) }`), by `Type.name`.
  private func collectStaticViews(of type: String, _ members: MemberBlockItemListSyntax) {
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(where: { $0.name.text == "static" })
      else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          staticViews[type + "." + name] == nil
        else { continue }
        if let getter = Self.getter(binding), let declared = binding.typeAnnotation?.type.sourceText,
          Self.buildsView(declared)
        {
          staticViews[type + "." + name] = .statements(getter)
        } else if let value = binding.initializer?.value, let call = value.as(FunctionCallExprSyntax.self),
          ["Image", "Text", "Label"].contains(call.calledExpression.sourceText)
        {
          staticViews[type + "." + name] = .expression(value)
        } else if let value = binding.initializer?.value, SwiftUIRecordTypes.mayHoldRecords(value),
          staticValues[type + "." + name] == nil
        {
          staticValues[type + "." + name] = value
        }
      }
    }
  }

  /// The protocols whose conformers have a `body` of views: `View`, and the toolbar content a
  /// `.toolbar { … }` shows (`struct CloseItem: ToolbarContent { var body: some ToolbarContent { … } }`).
  static let viewProtocols: Set<String> = Set(["View", "SwiftUI.View"]).union(toolbarProtocols)

  /// The protocols of toolbar content.
  static let toolbarProtocols: Set<String> = [
    "ToolbarContent", "CustomizableToolbarContent", "SwiftUI.ToolbarContent", "SwiftUI.CustomizableToolbarContent",
  ]

  /// Whether a declared type is a view: `some View`, `AnyView`, `Image`, `Text`, `Label<…>`.
  static func buildsView(_ type: String) -> Bool {
    type.hasSuffix("View") || type == "Image" || type == "Text" || type.hasPrefix("Label")
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.extendedType.sourceText
    let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? []
    if SwiftUIAppModifiers.extendsViews(name) {
      modifiers.collect(extension: node.memberBlock.members, file: positions.file, builtOn: platforms.last)
    } else if appViewProtocols.contains(name) {
      // `extension PlatformView { var body: some View { iOSView } }`: its conformers' body. One
      // constrained to some conformers (`where Self: Rated`) is not read.
      if node.genericWhereClause == nil {
        protocolBodies[name, default: []] += SwiftUIProtocolBody.bodies(
          in: node.memberBlock.members, builtOn: platforms.last)
      }
    } else if (inherited.contains(where: Self.viewProtocols.contains) || appViewProtocol(inherited) != nil)
      && views[name] == nil
    {
      open(name, node: node, members: node.memberBlock.members)
      if inherited.contains(where: Self.toolbarProtocols.contains) { views[name]?.isToolbarContent = true }
      views[name]?.viewProtocol = appViewProtocol(inherited)
    } else {
      extensions[name, default: []].append(node.memberBlock.members)
    }
    return .visitChildren
  }

  /// A `#if` that only `DEBUG` decides is read as the app ships (a view declared under
  /// `#if DEBUG` is no screen of it); one that names platforms only keeps every clause, each view
  /// marked with the platforms that compile its clause (``SwiftUIViewType/builtOn``); one that
  /// names a flag the project may set keeps every clause for every platform.
  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    guard case .compiles(let clause) = SwiftUICompilationConditions.release(node.clauses) else {
      let decided = SwiftUICompilationConditions.namesPlatformsOnly(node.clauses)
      for clause in node.clauses {
        var built = decided ? SwiftUICompilationConditions.platforms(compiling: clause, of: node.clauses) : nil
        if let outer = platforms.last { built = built.map { $0.intersection(outer) } ?? outer }
        if let built { platforms.append(built) }
        walk(clause)
        if built != nil { platforms.removeLast() }
      }
      return .skipChildren
    }
    if let clause { walk(clause) }
    return .skipChildren
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    let type = node.initializer.value.trimmedText
    typeAliases[node.name.text, default: []].append(
      SwiftUITypeAlias(type: type, builtOn: platforms.last, scope: Self.enclosingType(of: node)))
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
    if node.macroName.text == "Preview" { previewRanges.append(node.position.utf8Offset..<node.endPosition.utf8Offset) }
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
    // A view declared once per platform (`#if os(iOS) struct Settings … #else struct Settings …`)
    // is kept once per declaration, each built on its own platforms.
    var key = name
    if let other = views[name] {
      guard let built = platforms.last, let otherBuilt = other.builtOn, built.isDisjoint(with: otherBuilt) else {
        return
      }
      key = name + "@" + built.map(\.rawValue).sorted().joined(separator: ",")
      guard views[key] == nil else { return }
    }
    var location = positions.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    location.column = 1
    var view = SwiftUIViewType(name: name, location: location)
    view.builtOn = platforms.last
    view.parent = Self.enclosingType(of: node)
    // Another module may show it: `public`, `open` or `package`, on the struct or its extension.
    let modifiers = node.as(StructDeclSyntax.self)?.modifiers ?? node.as(ExtensionDeclSyntax.self)?.modifiers
    view.isPublic = modifiers?.contains { SwiftUIReachability.exporting.contains($0.name.text) } ?? false
    Self.read(members, into: &view)
    view.keepsMemberwiseInitializer = view.initializers.isEmpty
    views[key] = view
    viewOrder.append(key)
  }

  /// The last name of the type `node` is declared in (an extension's extended type), if any.
  static func enclosingType(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let ancestor = current {
      if let type = ancestor.as(StructDeclSyntax.self) { return type.name.text }
      if let type = ancestor.as(EnumDeclSyntax.self) { return type.name.text }
      if let type = ancestor.as(ClassDeclSyntax.self) { return type.name.text }
      if let type = ancestor.as(ProtocolDeclSyntax.self) { return type.name.text }
      if let type = ancestor.as(ExtensionDeclSyntax.self) {
        return type.extendedType.trimmedText.split(separator: ".").last.map(String.init)
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
      // `#if DEBUG` members are read as the app ships; a `body` under `#if os(…)` per platform.
      if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
        if case .compiles(let clause) = SwiftUICompilationConditions.release(conditional.clauses) {
          if case .decls(let inner)? = clause?.elements { read(inner, into: &view) }
        } else {
          view.platformBodies += SwiftUIProtocolBody.bodies(in: MemberBlockItemListSyntax([member]))
        }
        continue
      }
      if let initializer = member.decl.as(InitializerDeclSyntax.self) { view.initializers.append(initializer) }
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
      // `@Environment(AppStore.self) var store`: the type is the argument's.
      let environmentType = variable.attributes.lazy.compactMap { element -> String? in
        guard case .attribute(let attribute) = element, case .argumentList(let arguments)? = attribute.arguments,
          let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "self"
        else { return nil }
        return member.base?.sourceText
      }.first
      // `@Environment(\.passStatus) var passStatus`: the value's name.
      let environmentKey = variable.attributes.lazy.compactMap { element -> String? in
        guard case .attribute(let attribute) = element, case .argumentList(let arguments)? = attribute.arguments,
          let path = arguments.first?.expression.as(KeyPathExprSyntax.self), path.root == nil,
          path.components.count == 1, case .property(let property)? = path.components.first?.component
        else { return nil }
        return property.declName.baseName.text
      }.first
      // `@Default(.showBy) var showBy`: the Defaults package's key.
      let storedKey =
        wrapper == "Default"
        ? variable.attributes.lazy.compactMap { element -> String? in
          guard case .attribute(let attribute) = element, case .argumentList(let arguments)? = attribute.arguments,
            let key = arguments.first?.expression
          else { return nil }
          return SwiftUIStoredDefaults.leadingDotPath(key)
        }.first : nil
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let getter = getter(binding) {
          view.computed[name] = getter
        } else if view.property(name) == nil {
          view.properties.append(
            SwiftUIProperty(
              name: name, wrapper: wrapper, typeName: binding.typeAnnotation?.type.sourceText,
              initializer: binding.initializer?.value, environmentType: environmentType,
              environmentKey: environmentKey, storedKey: storedKey))
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
