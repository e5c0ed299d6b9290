import SwiftSyntax

/// Where the app's code draws views in the dark appearance whatever the system's: the views it
/// shows there are not judged on the light backgrounds SwiftUI draws (``CodeIndex/darkAppearance``).
/// A value that names a dark appearance counts (`.dark`, `.darkAqua`, `.vibrantDark`,
/// `scheme ?? .dark`); one the user chooses (`userColorScheme.asUserInterfaceStyle`) or the
/// environment's own leaves the light appearance to the views, and previews are not the app.
extension SwiftFactVisitor {
  /// Whether `call` forces a dark appearance: SwiftUI's `.preferredColorScheme(_:)`,
  /// `.colorScheme(_:)` and `.environment(\.colorScheme, _:)` with a value that names one,
  /// outside previews.
  static func forcesDarkAppearance(_ call: FunctionCallExprSyntax) -> Bool {
    let name: String
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else {
      return false
    }
    let arguments = Array(call.arguments)
    switch name {
    case "preferredColorScheme", "colorScheme":
      guard arguments.count == 1, arguments[0].label == nil, namesDark(arguments[0].expression) else { return false }
    case "environment":
      let key = arguments.first?.expression.trimmedDescription.filter { !$0.isWhitespace }
      guard arguments.count == 2, key?.hasSuffix(".colorScheme") == true else { return false }
      guard namesDark(arguments[1].expression) else { return false }
    default:
      return false
    }
    return !isInPreview(call)
  }

  /// Whether assigning `value` to the end of `target` forces a dark appearance on SwiftUI views:
  /// UIKit's `overrideUserInterfaceStyle = .dark`, AppKit's `appearance = NSAppearance(named:
  /// .darkAqua)`, on a window (every view in it) or in a type that hosts SwiftUI views (a
  /// `UIHostingController`, an `NSHostingView`): a UIKit or AppKit view's own appearance reaches
  /// no SwiftUI view otherwise.
  static func forcesDarkAppearance(target: [String], value: ExprSyntax, at node: some SyntaxProtocol) -> Bool {
    guard let property = target.last, ["overrideUserInterfaceStyle", "appearance"].contains(property),
      namesDark(value), !isInPreview(node)
    else { return false }
    if target.dropLast().contains(where: { $0.range(of: "window", options: .caseInsensitive) != nil }) { return true }
    var current = node.parent
    while let parent = current {
      if let type = parent.asProtocol(DeclGroupSyntax.self) {
        return type.memberBlock.tokens(viewMode: .sourceAccurate).contains { token in
          guard case .identifier(let name) = token.tokenKind else { return false }
          return name.contains("Hosting")
        }
      }
      current = parent.parent
    }
    return true
  }

  /// Whether `value` names a dark appearance (`.dark`, `.darkAqua`, `ColorScheme.dark`).
  private static func namesDark(_ value: ExprSyntax) -> Bool {
    value.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind else { return false }
      return name == "dark" || name.hasPrefix("dark") || name.hasSuffix("Dark")
    }
  }

  /// Whether `node` is in a preview: a `#Preview` or a type conforming to `PreviewProvider`.
  private static func isInPreview(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
      if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
      if let type = parent.asProtocol(DeclGroupSyntax.self),
        type.inheritanceClause?.inheritedTypes.contains(where: {
          $0.type.trimmedDescription.hasSuffix("PreviewProvider")
        }) == true
      {
        return true
      }
      current = parent.parent
    }
    return false
  }
}
