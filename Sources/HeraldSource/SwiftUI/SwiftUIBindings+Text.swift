import HeraldTree
import SwiftSyntax

extension SwiftUIBindings {
  /// The value of `expression` where SwiftUI or Foundation takes localized text (a `Text`'s or a
  /// `Label`'s, a button's title, `navigationTitle`, `accessibilityLabel`, `String(localized:)`).
  ///
  /// A member written there with a leading dot is a static member of `LocalizedStringResource`:
  /// the symbol Xcode 26 generates for a String Catalog key (`Text(.settingsTitle)`,
  /// `Text(.Onboarding.welcomeTitle)` in the table `Onboarding`, `Text(.itemsCount(n))` for a key
  /// with placeholders; ``GeneratedAccessors/catalogSymbol(_:table:)``), read as the key with its
  /// development text. A member no key decides is unknown text, never the member's name spoken.
  func evaluateText(_ expression: ExprSyntax) -> SwiftUIValue {
    guard let (member, table, arguments) = Self.leadingDotMember(expression) else {
      // A member handed in (`Row(title: .settingsTitle)` read as `Text(title)`) is one too.
      let value = evaluate(expression)
      guard case .member(let member) = value else { return value }
      return symbol(member, table: nil, arguments: nil) ?? .unknown(expression.sourceText)
    }
    return symbol(member, table: table, arguments: arguments) ?? .unknown(expression.sourceText)
  }

  /// The text of the static member `member` of a string type: one the inputs declare
  /// (`extension LocalizedStringKey { static let save: LocalizedStringKey = "Save" }`) first, else
  /// Xcode's catalog symbol; `nil` when neither decides it.
  private func symbol(_ member: String, table: String?, arguments: LabeledExprListSyntax?) -> SwiftUIValue? {
    if table == nil, arguments == nil {
      for type in ["LocalizedStringResource", "LocalizedStringKey", "String"] {
        if let lookup = strings.lookup("\(type).\(member)"), lookup.arguments == 0 {
          return .text(lookup.fallback ?? lookup.key, lookup: lookup)
        }
        if let text = strings.constant("\(type).\(member)") { return .text(text) }
      }
    }
    guard let lookup = strings.catalogSymbol(member, table: table) else { return nil }
    let text = lookup.fallback ?? lookup.key
    guard let arguments, !arguments.isEmpty else { return .text(text, lookup: lookup) }
    // A key with placeholders: its development text filled in, as a generated accessor's call.
    guard lookup.fallback != nil else { return .text(lookup.key, lookup: lookup) }
    return .text(Self.formatted(text, arguments.map { evaluate($0.expression).shown }), lookup: lookup)
  }

  /// `.member`, `.Table.member` or a call of either (`.itemsCount(n)`): the member, the table a
  /// nested symbol names, and the call's arguments.
  private static func leadingDotMember(
    _ expression: ExprSyntax
  ) -> (member: String, table: String?, arguments: LabeledExprListSyntax?)? {
    var arguments: LabeledExprListSyntax? = nil
    var called = expression
    if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
      arguments = call.arguments
      called = call.calledExpression
    }
    guard let member = called.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    guard let base = member.base else { return (name, nil, arguments) }
    // `.Onboarding.welcomeTitle`: the table's type, itself written with a leading dot.
    guard let table = base.as(MemberAccessExprSyntax.self), table.base == nil,
      table.declName.baseName.text.startsUppercase
    else { return nil }
    return (name, table.declName.baseName.text, arguments)
  }
}
