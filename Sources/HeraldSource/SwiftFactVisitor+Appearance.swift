import SwiftSyntax

/// Where the app's code may draw views in the dark appearance whatever the system's: the views it
/// shows there are not judged on the light backgrounds SwiftUI draws (``CodeIndex/darkAppearance``).
/// Any value but a light one counts (`.dark`, `.darkAqua`, a scheme the code computes or the user
/// chooses, which may always be dark); previews are not the app.
extension SwiftFactVisitor {
  /// Whether `call` may force a dark appearance: SwiftUI's `.preferredColorScheme(_:)` (on the
  /// whole presentation), `.colorScheme(_:)` and `.environment(\.colorScheme, _:)` with a value
  /// that is not light, outside previews.
  static func forcesDarkAppearance(_ call: FunctionCallExprSyntax) -> Bool {
    let name: String
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
    } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else {
      return false
    }
    guard ["preferredColorScheme", "colorScheme", "environment"].contains(name) else { return false }
    let arguments = Array(call.arguments)
    switch name {
    case "preferredColorScheme", "colorScheme":
      guard arguments.count == 1, arguments[0].label == nil, !isLight(arguments[0].expression) else { return false }
    case "environment":
      let key = arguments.first?.expression.trimmedText.filter { !$0.isWhitespace }
      guard arguments.count == 2, key?.hasSuffix(".colorScheme") == true, !isLight(arguments[1].expression) else {
        return false
      }
    default:
      return false
    }
    return !isInPreview(call)
  }

  /// Whether assigning `value` to `target` may force a dark appearance on SwiftUI views: UIKit's
  /// `overrideUserInterfaceStyle` and AppKit's `appearance` with a value that is not light, on
  /// the application or a UIKit window (every view), or in a type that hosts SwiftUI views (a
  /// `UIHostingController` subclass, a controller that makes an `NSHostingView`): a UIKit or
  /// AppKit view's own appearance reaches no SwiftUI view otherwise.
  static func forcesDarkAppearance(assigning target: ExprSyntax, value: ExprSyntax) -> Bool {
    let property: String
    let member = target.as(MemberAccessExprSyntax.self)
    if let member {
      property = member.declName.baseName.text
    } else if let reference = target.as(DeclReferenceExprSyntax.self) {
      property = reference.baseName.text
    } else {
      return false
    }
    guard ["overrideUserInterfaceStyle", "appearance"].contains(property), !isLight(value), !isInPreview(target)
    else { return false }
    let base = member?.base?.trimmedText ?? ""
    let application = base.contains("NSApp") || base.contains("NSApplication")
    let window = property == "overrideUserInterfaceStyle" && base.range(of: "window", options: .caseInsensitive) != nil
    return application || window || hostsSwiftUI(around: target)
  }

  /// Whether the type around `node` names a hosting type (in its inheritance or its members).
  private static func hostsSwiftUI(around node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if let type = parent.asProtocol(DeclGroupSyntax.self) {
        return type.tokens(viewMode: .sourceAccurate).contains { token in
          guard case .identifier(let name) = token.tokenKind else { return false }
          return name.contains("Hosting")
        }
      }
      current = parent.parent
    }
    return true
  }

  /// Whether `value` keeps the light appearance or the system's (`.light`, `nil`, `.unspecified`,
  /// `NSAppearance(named: .aqua)`).
  private static func isLight(_ value: ExprSyntax) -> Bool {
    let text = value.trimmedText.filter { !$0.isWhitespace }
    let light: Set<String> = [
      ".light", "nil", ".unspecified", "ColorScheme.light", "UIUserInterfaceStyle.light",
      "UIUserInterfaceStyle.unspecified", "NSAppearance(named:.aqua)", "NSAppearance(named:.vibrantLight)",
      "NSAppearance(named:NSAppearance.Name.aqua)",
    ]
    return light.contains(text)
  }

  /// Whether `node` is in a preview: a `#Preview` or a type conforming to `PreviewProvider`.
  private static func isInPreview(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
      if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
      if let type = parent.asProtocol(DeclGroupSyntax.self),
        type.inheritanceClause?.inheritedTypes.contains(where: {
          $0.type.trimmedText.hasSuffix("PreviewProvider")
        }) == true
      {
        return true
      }
      current = parent.parent
    }
    return false
  }
}
