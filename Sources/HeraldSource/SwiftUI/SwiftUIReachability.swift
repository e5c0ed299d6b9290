import SwiftSyntax

/// Which views of a target some running code can show: a view is shown when code that is no view
/// names it (an `App`'s scene, a hosting controller, a widget, a helper), or a shown view does, or
/// another module may (a `public` view). A view that only comments, previews, itself or views no
/// code shows name is never on screen (Kiwix's macOS download settings, whose one use is commented
/// out): nothing it would draw is a defect a user meets.
enum SwiftUIReachability {
  /// The key under which ``uses(in:previews:)`` keeps names used outside any type: free functions,
  /// globals, top-level code.
  static let outside = ""

  /// The access modifiers that let another module use a type (and so show a view).
  static let exporting: Set<String> = ["public", "open", "package"]

  /// The capitalized names `tree` uses outside its previews and comments, by the top-level type
  /// whose declaration or extension uses them (``outside`` for code in no type); a declaration's
  /// own name is not a use.
  static func uses(in tree: SourceFileSyntax, previews: [Range<Int>]) -> [String: Set<String>] {
    var uses: [String: Set<String>] = [:]
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
          uses[outside, default: []].insert(type.name.text)
        }
        for token in item.tokens(viewMode: .sourceAccurate) {
          guard case .identifier(let name) = token.tokenKind, isTypeName(name), !isDeclaredName(token),
            !previews.contains(where: { $0.contains(token.position.utf8Offset) })
          else { continue }
          uses[owner, default: []].insert(name)
        }
      }
    }
    read(tree.statements)
    return uses
  }

  /// The views of `views` some code shows: named by an owner that is no view of `views` (in
  /// `uses`, or in `outsideNames`, the names files without views use), public, or named by a view
  /// that is shown. When no code shows any view, every view is taken as shown.
  static func shown(
    views: [String: SwiftUIViewType], uses: [String: Set<String>], outsideNames: Set<String>
  ) -> Set<String> {
    var shown = Set(views.values.filter(\.isPublic).map(\.name))
    for (owner, names) in uses where views[owner] == nil { shown.formUnion(names) }
    shown.formUnion(outsideNames)
    var pending = Array(shown.filter { views[$0] != nil })
    // Files in which no code shows any view (no `App` scene, hosting controller or widget) do not
    // say how their views reach the screen: none is taken as unshown.
    if pending.isEmpty { return Set(views.keys) }
    while let view = pending.popLast() {
      for name in uses[view] ?? [] where !shown.contains(name) {
        shown.insert(name)
        if views[name] != nil { pending.append(name) }
      }
    }
    return shown
  }

  /// The name of the type a top-level declaration declares or extends.
  private static func ownerName(of item: CodeBlockItemSyntax.Item) -> String? {
    if let declaration = item.as(StructDeclSyntax.self) { return declaration.name.text }
    if let declaration = item.as(ClassDeclSyntax.self) { return declaration.name.text }
    if let declaration = item.as(EnumDeclSyntax.self) { return declaration.name.text }
    if let declaration = item.as(ActorDeclSyntax.self) { return declaration.name.text }
    if let declaration = item.as(ExtensionDeclSyntax.self) {
      // `extension Screen.Row` extends `Screen.Row`, a type of `Screen`'s: named by its last part.
      return declaration.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
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
