import HeraldTree
import SwiftSyntax

/// Section headers of a grouped `List` or a `Form` on iOS are shown in capitals: SwiftUI's
/// grouped and inset-grouped list styles (the default of `List` on iOS, and `Form`'s) show their
/// section headers uppercased (AccessibilitySnapshot's `testListWithHeadersAndFooters`, iOS 18:
/// "ACCOUNTS. Heading."). `.textCase(nil)` on the header or around it keeps the text as written,
/// and other list styles (`.plain`, `.sidebar`, `.inset`) do not change it. The list style is an
/// environment value: the one written nearest the list counts. The loader marks such headers
/// (``RuntimeAttribute/uppercasedKeyPath``); the announcer speaks them in capitals on an iOS
/// screen. An explicit `.textCase(.uppercase)` elsewhere is not followed.
enum SwiftUISectionHeaders {
  static let headerKeyPath = RuntimeAttribute.sectionHeaderKeyPath
  static let listStyleKeyPath = RuntimeAttribute.listStyleKeyPath
  static let textCaseKeyPath = "swiftui.textCase"

  /// The list styles whose section headers are shown in capitals on iOS.
  static let capitalizing: Set<String> = [
    "automatic", "grouped", "insetGrouped", "DefaultListStyle", "GroupedListStyle", "InsetGroupedListStyle",
  ]

  /// Records `.listStyle(…)` and `.textCase(…)` on the element they modify.
  static func mark(_ name: String, _ call: FunctionCallExprSyntax, _ element: inout Element) {
    guard let argument = call.arguments.first?.expression else { return }
    let written: String
    if argument.is(NilLiteralExprSyntax.self) {
      written = "nil"
    } else if let member = argument.as(MemberAccessExprSyntax.self) {
      written = member.declName.baseName.text
    } else if let call = argument.as(FunctionCallExprSyntax.self) {
      let type = call.calledExpression.sourceText
      written = type.hasPrefix("SwiftUI.") ? String(type.dropFirst(8)) : type
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
    marked(root, style: nil, grouped: false, textCase: nil, inHeader: false)
  }

  /// `style` and `textCase` are the nearest written above (an environment value), `grouped`
  /// whether the nearest list or form shows its headers in capitals.
  private static func marked(
    _ element: Element, style: String?, grouped: Bool, textCase: String?, inHeader: Bool
  ) -> Element {
    let style = attribute(listStyleKeyPath, of: element) ?? style
    var grouped = grouped
    if element.className == "Form" {
      grouped = true
    } else if element.className == "List" {
      grouped = style.map(capitalizing.contains) ?? true
    }
    let textCase = attribute(textCaseKeyPath, of: element) ?? textCase
    let inHeader = inHeader || element.runtimeAttributes.contains { $0.keyPath == headerKeyPath }
    var result = element
    if grouped, inHeader, element.content.text != nil, textCase == nil || textCase == "uppercase" {
      result.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.uppercasedKeyPath, value: .boolean(true)))
    }
    result.children = element.children.map {
      marked($0, style: style, grouped: grouped, textCase: textCase, inHeader: inHeader)
    }
    return result
  }

  /// The innermost modifier of its kind on `element` (modifiers are applied inner first).
  private static func attribute(_ keyPath: String, of element: Element) -> String? {
    element.runtimeAttributes.first { $0.keyPath == keyPath }.map(\.value.text)
  }
}
