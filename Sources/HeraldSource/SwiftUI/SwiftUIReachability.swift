import SwiftSyntax

/// Which views of a target some running code can show: a view is shown when code that is no view
/// names it (an `App`'s scene, a hosting controller, a helper, a widget that is `@main` or that a
/// shown widget bundle lists), or a shown view does, or
/// another module may (a `public` view). A view that only comments, previews, itself or views no
/// code shows name is never on screen (Kiwix's macOS download settings, whose one use is commented
/// out): nothing it would draw is a defect a user meets.
enum SwiftUIReachability {
  /// The key under which ``uses(in:previews:)`` keeps names used outside any type: free functions,
  /// globals, top-level code.
  static let outside = ""

  /// The access modifiers that let another module use a type (and so show a view).
  static let exporting: Set<String> = ["public", "open", "package"]

  /// What a file's code names, by the code that names it (``owner(_:_:)``): the capitalized names
  /// it uses (types: the views it builds) and the other identifiers it uses (members:
  /// `.downloadList`, `route(to:)`), outside previews and comments; a declaration's own name is
  /// not a use.
  struct Uses: Sendable, Hashable {
    /// Capitalized names, by owner.
    var names: [String: Set<String>] = [:]
    /// Other identifiers, by owner.
    var members: [String: Set<String>] = [:]
    /// The widgets declared (types conforming to WidgetKit's `Widget`) that are not `@main`: on
    /// the Home Screen only when a widget bundle lists them (Apple, `WidgetBundle`: "a container
    /// used to expose multiple widgets from a single widget extension"), so code that names them
    /// decides, as for a view.
    var widgets: Set<String> = []
  }

  /// The key of a static member `member` of `type` (`NavigationRoute.downloadList`): a separate
  /// owner, whose code runs only where something names the member.
  static func owner(_ type: String, _ member: String) -> String { "\(type).\(member)" }

  /// What `tree` names outside its previews and comments, by the top-level type whose declaration
  /// or extension names it (``outside`` for code in no type), a `static` member of a type being its
  /// own owner (``owner(_:_:)``; not one marked `@objc`, which Objective-C may call).
  static func uses(in tree: SourceFileSyntax, previews: [Range<Int>]) -> Uses {
    var uses = Uses()
    // WidgetKit's `Widget`, not an app's own protocol of that name.
    let importsWidgetKit = tree.statements.contains {
      $0.item.as(ImportDeclSyntax.self)?.path.trimmedText == "WidgetKit"
    }
    func add(_ node: some SyntaxProtocol, to owner: String) {
      for token in node.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let name) = token.tokenKind, !isDeclaredName(token),
          !previews.contains(where: { $0.contains(token.position.utf8Offset) })
        else { continue }
        if isTypeName(name) {
          uses.names[owner, default: []].insert(name)
        } else if !isDeclaredMember(token) {
          uses.members[owner, default: []].formUnion(memberNames(name, token))
        }
      }
    }
    func members(_ list: MemberBlockItemListSyntax, of type: String) {
      for item in list {
        if let conditional = item.decl.as(IfConfigDeclSyntax.self) {
          for clause in conditional.clauses {
            if case .decls(let inner)? = clause.elements { members(inner, of: type) }
          }
          continue
        }
        add(item, to: staticMemberName(item.decl).map { owner(type, $0) } ?? type)
      }
    }
    func read(_ items: CodeBlockItemListSyntax) {
      for item in items {
        // `#if os(macOS) … #endif` around declarations: each clause's declarations.
        if let conditional = item.item.as(IfConfigDeclSyntax.self) {
          for clause in conditional.clauses {
            if case .statements(let inner)? = clause.elements { read(inner) }
          }
          continue
        }
        let owner = ownerName(of: item.item) ?? outside
        // Another module may show a public type (`public struct Card` made a view by an extension).
        if let type = item.item.as(StructDeclSyntax.self),
          type.modifiers.contains(where: { exporting.contains($0.name.text) })
        {
          uses.names[outside, default: []].insert(type.name.text)
        }
        guard owner != outside, let group = item.item.asProtocol(DeclGroupSyntax.self) else {
          add(item, to: owner)
          continue
        }
        if importsWidgetKit, isListedWidget(group) { uses.widgets.insert(owner) }
        // The declaration's own parts (attributes, inheritance), then each member.
        for child in group.children(viewMode: .sourceAccurate) where child.id != group.memberBlock.id {
          add(child, to: owner)
        }
        members(group.memberBlock.members, of: owner)
      }
    }
    read(tree.statements)
    return uses
  }

  /// Whether `group` declares a widget a bundle must list: it conforms to `Widget` and is not the
  /// extension's `@main` entry point.
  private static func isListedWidget(_ group: some DeclGroupSyntax) -> Bool {
    guard group.is(StructDeclSyntax.self),
      group.inheritanceClause?.inheritedTypes.contains(where: {
        ["Widget", "WidgetKit.Widget"].contains($0.type.trimmedText)
      }) == true
    else { return false }
    return !isMain(group.attributes)
  }

  /// Whether `attributes` hold `@main`, written alone or in a `#if` clause (`#if os(iOS) @main
  /// #endif`: the entry point of some build, so the widget is shown without a bundle there).
  private static func isMain(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      switch element {
      case .attribute(let attribute): attribute.attributeName.trimmedText == "main"
      case .ifConfigDecl(let conditional):
        conditional.clauses.contains { clause in
          if case .attributes(let inner) = clause.elements { isMain(inner) } else { false }
        }
      }
    }
  }

  /// What the identifier `token` names: `name` (a variable or a member), and `name(` where it may
  /// name a function: called (`route(`, `card {`, `make<T>(`), or referred to unapplied on a type
  /// (`Sheets.make`, `.make`), not a variable of the same name (`self.downloadTask`).
  private static func memberNames(_ name: String, _ token: TokenSyntax) -> [String] {
    let next = token.nextToken(viewMode: .sourceAccurate)?.tokenKind
    if next == .leftParen || next == .leftBrace || next == .leftAngle { return [name, name + "("] }
    guard let dot = token.previousToken(viewMode: .sourceAccurate), dot.tokenKind == .period else { return [name] }
    let before = dot.previousToken(viewMode: .sourceAccurate)
    if case .identifier(let base)? = before?.tokenKind, !isTypeName(base) { return [name] }
    if [.rightParen, .rightSquare, .postfixQuestionMark, .exclamationMark, .keyword(.self)].contains(
      before?.tokenKind)
    {
      return [name]
    }
    return [name, name + "("]
  }

  /// The identifiers a file that is not parsed names after a dot (`.downloadList`,
  /// `Route.settings`), as ``memberNames(_:_:)`` reads them from tokens: also as a function's
  /// (`route(`) when called, or after a type or a leading dot; on the safe side of
  /// ``uses(in:previews:)`` (strings and comments are read as code).
  static func dottedMembers(in text: String) -> Set<String> {
    let bytes = Array(text.utf8)
    func isIdentifier(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == 0x5F || byte >= 0x80
    }
    var names: Set<String> = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x2E, index + 1 < bytes.count, isIdentifier(bytes[index + 1]) else {
        index += 1
        continue
      }
      var end = index + 1
      while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
      let first = bytes[index + 1]
      guard !(first >= 0x41 && first <= 0x5A), !(first >= 0x30 && first <= 0x39) else {
        index = end
        continue
      }
      let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
      names.insert(name)
      // Called (`route(`, `card {`, `make<`), or on a type or after a leading dot.
      var next = end
      while next < bytes.count, bytes[next] == 0x20 { next += 1 }
      let called = next < bytes.count && [0x28, 0x7B, 0x3C].contains(bytes[next])
      var start = index
      while start > 0, isIdentifier(bytes[start - 1]) { start -= 1 }
      let base = start < index ? bytes[start] : nil
      let leadingDot = index == 0 || ![0x29, 0x5D, 0x3F, 0x21].contains(bytes[index - 1])
      let onType = base.map { $0 >= 0x41 && $0 <= 0x5A } ?? leadingDot
      if called || onType { names.insert(name + "(") }
      index = end
    }
    return names
  }

  /// The views of `views` some code shows: named by code that is no view's (in `uses`, or in
  /// `outsideNames`, the names files without views use), public, or named by a view that is
  /// shown; a static member of a type that is no view (``owner(_:_:)``) counts only when such code
  /// names the member (`router.route(to: .downloadList)`; `outsideMembers` for files without
  /// views). When no code shows any view, every view is taken as shown.
  static func shown(
    views: [String: SwiftUIViewType], uses: Uses, outsideNames: Set<String>, outsideMembers: Set<String>
  ) -> Set<String> {
    var names: [String: Set<String>] = [:]
    var members: [String: Set<String>] = [:]
    // The static members of types that are no views, by member name.
    var staticMembers: [String: [String]] = [:]
    for key in Set(uses.names.keys).union(uses.members.keys) {
      var owner = key
      if let dot = key.firstIndex(of: ".") {
        let type = String(key[..<dot])
        if views[type] != nil {
          owner = type
        } else {
          // A function is reached by a call of its name; a variable by its name (or a call of it).
          let member = String(key[key.index(after: dot)...])
          for name in member.hasSuffix("(") ? [member] : [member, member + "("] {
            staticMembers[name, default: []].append(key)
          }
        }
      }
      names[owner, default: []].formUnion(uses.names[key] ?? [])
      members[owner, default: []].formUnion(uses.members[key] ?? [])
    }
    var shown = Set(views.values.filter(\.isPublic).map(\.name))
    var referenced = outsideMembers
    // A widget a bundle must list is reached like a view: from the code that names it.
    func isNode(_ name: String) -> Bool { views[name] != nil || uses.widgets.contains(name) }
    for (owner, used) in names where views[owner] == nil && !owner.contains(".") && !uses.widgets.contains(owner) {
      shown.formUnion(used)
      referenced.formUnion(members[owner] ?? [])
    }
    shown.formUnion(outsideNames)
    var pending = Array(shown.filter(isNode))
    var pendingMembers = Array(referenced)
    var reached: Set<String> = []
    func reach(_ owner: String) {
      for name in names[owner] ?? [] where shown.insert(name).inserted && isNode(name) { pending.append(name) }
      for member in members[owner] ?? [] where referenced.insert(member).inserted { pendingMembers.append(member) }
    }
    while let member = pendingMembers.popLast() {
      for key in staticMembers[member] ?? [] where reached.insert(key).inserted { reach(key) }
    }
    // Files in which no code shows any view (no `App` scene, hosting controller or widget) do not
    // say how their views reach the screen: none is taken as unshown.
    if pending.isEmpty { return Set(views.keys) }
    while !pending.isEmpty || !pendingMembers.isEmpty {
      if let view = pending.popLast() { reach(view) }
      while let member = pendingMembers.popLast() {
        for key in staticMembers[member] ?? [] where reached.insert(key).inserted { reach(key) }
      }
    }
    return shown
  }

  /// The name of the static member `declaration` declares (`downloadList` for `static var
  /// downloadList`, `settings(` for `static func settings()`); `nil` for an instance member, a
  /// `class` one, one marked `@objc` (which Objective-C may call) or one of several names.
  private static func staticMemberName(_ declaration: DeclSyntax) -> String? {
    let modifiers: DeclModifierListSyntax
    let attributes: AttributeListSyntax
    let name: String
    if let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
      let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    {
      (modifiers, attributes, name) = (variable.modifiers, variable.attributes, pattern.identifier.text)
    } else if let function = declaration.as(FunctionDeclSyntax.self) {
      (modifiers, attributes, name) = (function.modifiers, function.attributes, function.name.text + "(")
    } else {
      return nil
    }
    guard modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      !frameworkCalled.contains(name), !isObjC(attributes), !isObjC(declaration)
    else { return nil }
    return name
  }

  /// Static members the frameworks call by a protocol's requirement, never by a name the app
  /// writes: `EnvironmentKey`'s and `PreferenceKey`'s `defaultValue`, `@main`'s `main()`.
  static let frameworkCalled: Set<String> = ["defaultValue", "main("]

  /// Whether `attributes` make a declaration visible to Objective-C (`@objc`, `@objcMembers`,
  /// `@IBAction`), which may call it by a name no Swift file writes.
  private static func isObjC(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { attribute in
      ["objc", "objcMembers", "IBAction"].contains(attribute.as(AttributeSyntax.self)?.attributeName.trimmedText)
    }
  }

  /// Whether the type or extension around `declaration` is visible to Objective-C.
  private static func isObjC(_ declaration: DeclSyntax) -> Bool {
    var current = Syntax(declaration).parent
    while let parent = current {
      if let group = parent.asProtocol(DeclGroupSyntax.self) { return isObjC(group.attributes) }
      current = parent.parent
    }
    return false
  }

  /// Whether `token` is the name a variable, function, parameter or enum case declares.
  private static func isDeclaredMember(_ token: TokenSyntax) -> Bool {
    guard let parent = token.parent else { return false }
    return parent.is(IdentifierPatternSyntax.self) || parent.is(FunctionDeclSyntax.self)
      || parent.is(FunctionParameterSyntax.self) || parent.is(EnumCaseElementSyntax.self)
  }

  /// The name of the type a top-level declaration declares or extends.
  private static func ownerName(of item: CodeBlockItemSyntax.Item) -> String? {
    if let declaration = item.as(StructDeclSyntax.self) { return declaration.name.text }
    if let declaration = item.as(ClassDeclSyntax.self) { return declaration.name.text }
    if let declaration = item.as(EnumDeclSyntax.self) { return declaration.name.text }
    if let declaration = item.as(ActorDeclSyntax.self) { return declaration.name.text }
    if let declaration = item.as(ExtensionDeclSyntax.self) {
      // `extension Screen.Row` extends `Screen.Row`, a type of `Screen`'s: named by its last part.
      return declaration.extendedType.trimmedText.split(separator: ".").last.map(String.init)
    }
    return nil
  }

  /// Whether `name` is written as a type's: capitalized, after any leading underscores (`_Row`).
  private static func isTypeName(_ name: String) -> Bool {
    name.drop { $0 == "_" }.first?.isUppercase ?? false
  }

  /// Whether `token` is the name a type declaration gives, not a use of it.
  private static func isDeclaredName(_ token: TokenSyntax) -> Bool {
    guard let parent = token.parent else { return false }
    return parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
      || parent.is(ActorDeclSyntax.self)
  }
}
