import HeraldTree
import SwiftSyntax

/// Section headers of a grouped `List` or a `Form` on iOS are shown in capitals: SwiftUI's
/// grouped and inset-grouped list styles (the default of `List` on iOS, and `Form`'s) set the
/// headers' `textCase` to `.uppercase` (Apple's `View/textCase(_:)`: "the default value is
/// `.uppercase`" in those headers; AccessibilitySnapshot's `testListWithHeadersAndFooters`, iOS
/// 18: "ACCOUNTS. Heading."). `.textCase(nil)` keeps the text as written, and plain and sidebar
/// lists do not change it. The loader marks such headers (``RuntimeAttribute/uppercasedKeyPath``);
/// the announcer speaks them in capitals where the platform shows them so (not on macOS).
enum SwiftUISectionHeaders {
  static let headerKeyPath = "swiftui.sectionHeader"
  static let listStyleKeyPath = "swiftui.listStyle"
  static let textCaseKeyPath = "swiftui.textCase"

  /// The list styles whose section headers keep their case.
  static let keepingCase: Set<String> = ["plain", "sidebar", "PlainListStyle", "SidebarListStyle"]

  /// Records `.listStyle(…)` and `.textCase(…)` on the element they modify.
  static func mark(_ name: String, _ call: FunctionCallExprSyntax, _ element: inout Element) {
    guard let argument = call.arguments.first?.expression else { return }
    let written: String
    if argument.is(NilLiteralExprSyntax.self) {
      written = "nil"
    } else if let member = argument.as(MemberAccessExprSyntax.self) {
      written = member.declName.baseName.text
    } else if let call = argument.as(FunctionCallExprSyntax.self) {
      written = call.calledExpression.sourceText
    } else {
      written = argument.sourceText
    }
    let key = name == "listStyle" ? listStyleKeyPath : textCaseKeyPath
    element.runtimeAttributes.append(RuntimeAttribute(keyPath: key, value: .other(type: "swiftui", text: written)))
  }

  /// A header of a `Section` (its title, `header:` views).
  static let header = RuntimeAttribute(keyPath: headerKeyPath, value: .boolean(true))

  /// `root` with the texts of the section headers a grouped list or form shows in capitals marked.
  static func marked(_ root: Element) -> Element {
    marked(root, grouped: false, textCase: nil, inHeader: false)
  }

  private static func marked(_ element: Element, grouped: Bool, textCase: String?, inHeader: Bool) -> Element {
    var grouped = grouped
    if element.className == "List" || element.className == "Form" {
      let style = attribute(listStyleKeyPath, of: element)
      grouped = element.className == "Form" || !(style.map(keepingCase.contains) ?? false)
    }
    let textCase = attribute(textCaseKeyPath, of: element) ?? textCase
    let inHeader = inHeader || element.runtimeAttributes.contains { $0.keyPath == headerKeyPath }
    var result = element
    if grouped, inHeader, element.content.text != nil, (textCase ?? "uppercase") == "uppercase" {
      result.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.uppercasedKeyPath, value: .boolean(true)))
    }
    result.children = element.children.map {
      marked($0, grouped: grouped, textCase: textCase, inHeader: inHeader)
    }
    return result
  }

  private static func attribute(_ keyPath: String, of element: Element) -> String? {
    element.runtimeAttributes.last { $0.keyPath == keyPath }.map(\.value.text)
  }
}
