import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// A representable or layout the inputs declare, called as a view: a layout is the views it
  /// places; a representable is the UIKit or AppKit view it shows — a standard one with its role
  /// and the accessibility the system gives it, an app's class with that class as its custom
  /// class, so that the class's code decides what it exposes. `nil` for any other name, or a
  /// representable whose hosted class the source does not name.
  func foreignView(_ name: String, _ call: FunctionCallExprSyntax, _ context: Context) -> Element? {
    guard let kind = context.file.foreign[name] ?? index.foreign[name] else { return nil }
    switch kind {
    case .layout:
      let children = closures(of: call).flatMap { views($0.statements, context) }
      return group(name, children, at: call, context)
    case .representable(let hosted?, let isController, let isReadOnly):
      if !isController, var role = SystemViews.roles[hosted] {
        // A text view or field that cannot be edited is read as the text it shows.
        if isReadOnly, [.textView, .textField].contains(role) { role = .staticText }
        var result = element(role, hosted, at: call, context)
        // What it shows (a text view's text, a page) is set by the representable's code.
        if [.staticText, .textView, .textField, .secureTextField, .button].contains(role) {
          result.runtimeAttributes.append(
            RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(name)))
        }
        // A read-only text is read by its words, which the app decides: unknown, not absent.
        if role == .staticText { result.content.text = SwiftUIValue.placeholder(name) }
        return result
      }
      // An app's view controller is a screen of its own, not a custom view: left unknown.
      if isController && !SystemViews.controllers.contains(hosted) { return nil }
      var result = element(.view, hosted, at: call, context)
      if !isController { result.customClass = CustomClass(name: hosted) }
      return result
    case .representable(nil, _, _):
      return nil
    }
  }
}
