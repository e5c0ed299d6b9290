import HeraldTree
import SwiftSyntax

/// A type a SwiftUI body shows that is not itself a SwiftUI `View` with a body: a view of
/// another UI framework wrapped in a representable, or a custom `Layout` that only places the
/// views given to it.
enum SwiftUIForeignView: Sendable, Equatable {
  /// A `UIViewRepresentable`, `NSViewRepresentable` or view-controller representable: it shows
  /// the UIKit or AppKit view (or controller) its `make…` method returns, named by `hosted` when
  /// the source declares it; `isReadOnly` when that method sets `isEditable = false` (a text view
  /// that shows text, which VoiceOver reads as static text).
  case representable(hosted: String?, isController: Bool, isReadOnly: Bool)
  /// A type conforming to `Layout`: what VoiceOver reads are the views placed in it (Apple: "A
  /// type that defines the geometry of a collection of views").
  case layout

  /// The representable protocols, with whether each wraps a view controller.
  private static let representables: [String: Bool] = [
    "UIViewRepresentable": false, "NSViewRepresentable": false,
    "UIViewControllerRepresentable": true, "NSViewControllerRepresentable": true,
  ]

  /// What a type declared with `inherited` conformances and `members` is, if it is one of these.
  static func declared(inherited: [String], members: MemberBlockItemListSyntax) -> SwiftUIForeignView? {
    let names = inherited.map { $0.hasPrefix("SwiftUI.") ? String($0.dropFirst(8)) : $0 }
    if names.contains("Layout") { return .layout }
    guard let isController = names.lazy.compactMap({ representables[$0] }).first else { return nil }
    return .representable(
      hosted: hostedClass(members, isController: isController), isController: isController,
      isReadOnly: !isController && setsNotEditable(members))
  }

  /// Whether a `makeUIView`/`makeNSView` of `members` assigns `false` to an `isEditable`.
  private static func setsNotEditable(_ members: MemberBlockItemListSyntax) -> Bool {
    members.contains { member in
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        ["makeUIView", "makeNSView"].contains(function.name.text), let body = function.body
      else { return false }
      return body.tokens(viewMode: .sourceAccurate).contains { token in
        guard token.tokenKind == .keyword(.false), let previous = token.previousToken(viewMode: .sourceAccurate),
          previous.tokenKind == .equal || previous.tokenKind == .binaryOperator("="),
          let name = previous.previousToken(viewMode: .sourceAccurate)
        else { return false }
        return name.text == "isEditable"
      }
    }
  }

  /// The class a representable shows: its `typealias UIViewType = …` (or the AppKit and controller
  /// equivalents), else the return type of `makeUIView(context:)` and the like.
  private static func hostedClass(_ members: MemberBlockItemListSyntax, isController: Bool) -> String? {
    let aliases = isController ? ["UIViewControllerType", "NSViewControllerType"] : ["UIViewType", "NSViewType"]
    let makers = isController ? ["makeUIViewController", "makeNSViewController"] : ["makeUIView", "makeNSView"]
    for member in members {
      if let alias = member.decl.as(TypeAliasDeclSyntax.self), aliases.contains(alias.name.text) {
        return plainType(alias.initializer.value.trimmedText)
      }
    }
    for member in members {
      if let function = member.decl.as(FunctionDeclSyntax.self), makers.contains(function.name.text),
        let returned = function.signature.returnClause?.type.trimmedText
      {
        // Declared as a base class (`-> NSView`), the view is the class the body makes and returns.
        return plainType(returned) ?? function.body.flatMap { constructed(returnedBy: $0.statements) }
      }
    }
    return nil
  }

  /// The class of the view a `make…` body returns: `return TextView()`, a lone `TextView()`, or
  /// `return view` after `let view = TextView()` at its top level; `nil` otherwise.
  private static func constructed(returnedBy statements: CodeBlockItemListSyntax) -> String? {
    guard let last = statements.last?.item,
      let returned = last.as(ReturnStmtSyntax.self)?.expression
        ?? (statements.count == 1 ? last.as(ExprSyntax.self) : nil)
    else { return nil }
    func madeClass(_ expression: ExprSyntax) -> String? {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { return nil }
      return plainType(name)
    }
    if let made = madeClass(returned) { return made }
    guard let name = returned.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    for item in statements {
      guard let declaration = item.item.as(VariableDeclSyntax.self), declaration.bindings.count == 1,
        let binding = declaration.bindings.first,
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
        let value = binding.initializer?.value
      else { continue }
      return madeClass(value)
    }
    return nil
  }

  /// `WebKit.WKWebView` → `WKWebView`; `nil` for a generic or opaque type (`some UIView`,
  /// `Self.UIViewType`) or a base class that says nothing of what is shown (`UIView`, a
  /// navigation or page controller holding the app's own screens).
  private static func plainType(_ written: String) -> String? {
    let last = written.split(separator: ".").last.map(String.init) ?? written
    guard !written.hasPrefix("some "), !written.hasPrefix("Self."), last.first?.isUppercase ?? false,
      last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !containers.contains(last)
    else { return nil }
    return last
  }

  /// Base classes and containers of UIKit, AppKit and SwiftUI: what they show is chosen elsewhere.
  private static let containers: Set<String> = [
    "UIView", "NSView", "UIViewController", "NSViewController", "UIPageViewController", "UINavigationController",
    "UITabBarController", "UISplitViewController", "NSTabViewController", "NSSplitViewController",
    "UIHostingController", "NSHostingController", "NSHostingView", "UIControl", "NSControl",
  ]
}
