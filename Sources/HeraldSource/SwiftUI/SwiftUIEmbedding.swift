import SwiftSyntax

/// The view types a view's code builds inside itself (`StatusRowReblogView(…)` in a row's body),
/// as opposed to the screens it presents (`.sheet { Editor() }`, `NavigationLink(destination:)`,
/// `.navigationDestination { … }`): a view built inside others is judged in their context too.
final class SwiftUIEmbedding: SyntaxVisitor {
  /// The uppercase type names called where they become part of the view.
  private(set) var embedded: Set<String> = []

  /// Modifiers whose closures present another screen rather than part of this one.
  static let presenting: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog", "contextMenu",
    "inspector", "swipeActions", "searchSuggestions",
  ]

  init() { super.init(viewMode: .sourceAccurate) }

  /// The types `view`'s code builds inside it.
  static func embedded(by view: SwiftUIViewType) -> Set<String> {
    let collector = SwiftUIEmbedding()
    for getter in view.computed.values { collector.walk(getter) }
    for function in view.functions.values { if let body = function.body { collector.walk(body) } }
    return collector.embedded
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      Self.presenting.contains(member.declName.baseName.text)
    {
      if let base = member.base { walk(base) }
      return .skipChildren
    }
    guard
      let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? SwiftUIBodyReader.nestedTypeName(node.calledExpression)
    else {
      return .visitChildren
    }
    if name == "NavigationLink" {
      // Its destination is another screen; its label is part of this one.
      for argument in node.arguments where argument.label?.text != "destination" { walk(argument) }
      if let label = node.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { walk(label.closure) }
      if node.additionalTrailingClosures.isEmpty, node.arguments.contains(where: { $0.label?.text == "destination" }),
        let trailing = node.trailingClosure
      {
        walk(trailing)
      }
      return .skipChildren
    }
    if name.first?.isUppercase ?? false { embedded.insert(name) }
    return .visitChildren
  }
}
