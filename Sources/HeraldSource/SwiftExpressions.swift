import SwiftSyntax

/// The small part of Swift expressions the reader follows: member chains (`self.button.titleLabel?
/// .text`), view creations (`UIButton(type: .custom)`) and where a value is stored.
enum SwiftExpressions {
  /// The names of a member chain, `self` dropped: `self.button.titleLabel?.text` is `["button",
  /// "titleLabel", "text"]`, `accessibilityLabel` is `["accessibilityLabel"]`; optional chaining,
  /// force unwraps and subscripts (`ratingButtons[0].isSelected`) are looked through. `nil` for
  /// anything else (a call in the middle, a literal).
  static func chain(_ expression: ExprSyntax) -> [String]? {
    var names: [String] = []
    var current: ExprSyntax? = expression
    var steps = 0
    while let node = current, steps < 64 {
      steps += 1
      if let member = node.as(MemberAccessExprSyntax.self) {
        names.append(member.declName.baseName.text)
        guard let base = member.base else { return nil }
        current = base
      } else if let reference = node.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        if name != "self" { names.append(name) }
        return names.reversed()
      } else if let optional = node.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
        current = unwrap.expression
      } else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
        current = only.expression
      } else {
        return nil
      }
    }
    return nil
  }

  /// The assignments of an operator sequence, each with its target and value: `=` and the
  /// compound assignments among `compound` (`a = b`, `traits |= x`).
  static func assignments(in node: SequenceExprSyntax, compound: Set<String>) -> [(
    target: ExprSyntax, value: ExprSyntax
  )] {
    let elements = Array(node.elements)
    return elements.indices.dropFirst().dropLast().compactMap { index in
      let operation = elements[index]
      let assigns =
        operation.is(AssignmentExprSyntax.self)
        || operation.as(BinaryOperatorExprSyntax.self).map { compound.contains($0.operator.text) } == true
      return assigns ? (elements[index - 1], elements[index + 1]) : nil
    }
  }

  /// The view class a call creates (`UIButton()`, `UIButton(type: .system)`, `UILabel.init()`,
  /// `UIButton.systemButton(…)`), or `nil`. A class counts as a view when it is one of UIKit's or
  /// AppKit's (a `UI`/`NS` prefix) or the project's, and its name ends as view classes do.
  static func createdView(_ call: FunctionCallExprSyntax) -> String? {
    let callee = call.calledExpression
    let name: String
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      ["init", "systemButton"].contains(member.declName.baseName.text)
    {
      name = base.baseName.text
    } else {
      return nil
    }
    guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return nil }
    if name.hasSuffix("Controller") || name.hasSuffix("Recognizer") { return nil }
    return viewSuffixes.contains(where: name.hasSuffix) ? name : nil
  }

  private static let viewSuffixes = [
    "View", "Button", "Label", "Control", "Field", "Switch", "Slider", "Stepper", "Cell", "Bar", "Indicator",
  ]

  /// The name a value is stored in: `let button = <value>`, `self.button = <value>`,
  /// `var button: UIButton = <value>`; `nil` when it is not stored (passed on directly).
  static func storedName(of node: some SyntaxProtocol) -> String? {
    guard let parent = node.parent else { return nil }
    if parent.is(InitializerClauseSyntax.self), let binding = parent.parent?.as(PatternBindingSyntax.self) {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
      return closureProperty(declaring: name, at: binding) ?? name
    }
    if let list = parent.as(ExprListSyntax.self) {
      let elements = Array(list)
      guard let index = elements.firstIndex(where: { $0.id == node.id }), index >= 2,
        elements[index - 1].is(AssignmentExprSyntax.self)
      else { return nil }
      return chain(elements[index - 2])?.last
    }
    return nil
  }

  /// The property a closure called in place initializes with the local `name` it returns:
  /// `lazy var actionButton: UIButton = { let button = UIButton(); …; return button }()` stores
  /// the local's view as `actionButton`. `nil` when `binding` is not such a closure's local.
  private static func closureProperty(declaring name: String, at binding: PatternBindingSyntax) -> String? {
    guard let statements = binding.parent?.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self),
      let closure = statements.parent?.as(ClosureExprSyntax.self),
      let call = closure.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.calledExpression.id == closure.id,
      call.parent?.is(InitializerClauseSyntax.self) == true,
      let property = call.parent?.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self),
      let last = statements.last?.item
    else { return nil }
    let returned = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
    guard returned?.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return nil }
    return property.identifier.text
  }

  /// Whether `node` is a whole value in a place that hands it on: a call's argument, an array or
  /// dictionary element, a binding's initial value, a `return`, or an assignment's right-hand side.
  static func isHandedOn(_ node: some SyntaxProtocol) -> Bool {
    guard let parent = node.parent else { return false }
    if parent.is(LabeledExprSyntax.self) || parent.is(ArrayElementSyntax.self)
      || parent.is(DictionaryElementSyntax.self) || parent.is(InitializerClauseSyntax.self)
      || parent.is(ReturnStmtSyntax.self)
    {
      return true
    }
    if let list = parent.as(ExprListSyntax.self) {
      var previous: ExprSyntax?
      for element in list {
        if element.id == node.id { return previous?.is(AssignmentExprSyntax.self) ?? false }
        previous = element
      }
    }
    return false
  }

  /// The local `node` initializes when it is the whole value of a binding to one name: `let x =
  /// node`, `var x = node`, `if let x = node`, `guard let x = node` (`nil` for anything else: a
  /// tuple, a cast, a property of a type).
  static func boundName(_ node: some SyntaxProtocol) -> String? {
    if node.parent?.is(ArrayElementSyntax.self) == true { return elementName(node) }
    guard let clause = node.parent?.as(InitializerClauseSyntax.self) else { return nil }
    if let binding = clause.parent?.as(PatternBindingSyntax.self),
      binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == false
    {
      return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    if let condition = clause.parent?.as(OptionalBindingConditionSyntax.self) {
      return condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    return nil
  }

  /// The name each element of an array literal takes when the literal is looped over: `for label
  /// in [a, b] { … }` → `label`; `[a, b].forEach { $0.font = … }` → `$0` (or the closure's one
  /// parameter). `nil` for any other use of the literal.
  private static func elementName(_ node: some SyntaxProtocol) -> String? {
    guard let array = node.parent?.parent?.parent?.as(ArrayExprSyntax.self) else { return nil }
    if let loop = array.parent?.as(ForStmtSyntax.self), loop.sequence.id == ExprSyntax(array).id {
      return loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
    guard let access = array.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "forEach",
      let call = access.parent?.as(FunctionCallExprSyntax.self),
      let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
    else { return nil }
    guard let signature = closure.signature?.parameterClause else { return "$0" }
    if let names = signature.as(ClosureShorthandParameterListSyntax.self), names.count == 1 {
      return names.first?.name.text
    }
    if let clause = signature.as(ClosureParameterClauseSyntax.self), clause.parameters.count == 1 {
      return clause.parameters.first?.firstName.text
    }
    return nil
  }

  /// Whether a member-access or reference node is the outermost part of its chain (not the base
  /// of a longer member access, not a call's callee, not wrapped in `?`/`!`).
  static func isOutermost(_ node: some SyntaxProtocol) -> Bool {
    guard let parent = node.parent else { return true }
    if parent.is(MemberAccessExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
      || parent.is(ForceUnwrapExprSyntax.self) || parent.is(SubscriptCallExprSyntax.self)
    {
      return false
    }
    if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return false }
    return true
  }

  /// Whether `text` looks a string up in the app's tables (`NSLocalizedString(…)`,
  /// `String(localized: …)`, `"key".localized`) or formats one (`String(format: …)`): its key is
  /// read by HeraldTree's `CodeLinking` and the plural rule.
  static func isLocalizedLookup(_ text: String) -> Bool {
    let prefixes = [
      "NSLocalizedString(", "String(localized:", "LocalizedStringKey(", "String(format:",
      "String.localizedStringWithFormat(", "NSString.localizedStringWithFormat(",
    ]
    return prefixes.contains { text.hasPrefix($0) } || text.hasSuffix(".localized") || text.hasSuffix(".localized()")
  }

  /// The text of a value set on `member` (or of a call's arguments), as far as it is kept: an
  /// `accessibilityElements` list up to 400 characters (for the rule that checks which views it
  /// leaves out), a localized lookup (`NSLocalizedString("save", comment: "…")`, a call's first
  /// argument before `, for:`) up to 300 for reading its key, anything else up to 60.
  static func valueText(_ node: some SyntaxProtocol, of member: String?) -> String? {
    if member == "accessibilityElements" { return shortText(node, limit: 400) }
    guard node.trimmedLength.utf8Length <= 300 * 16 else { return nil }
    let text = node.trimmedText
    let first = text.components(separatedBy: ", for:")[0]
    return shortText(node, limit: isLocalizedLookup(first) ? 300 : 60)
  }

  /// The value's source text when it is short enough to keep (`limit` characters), else `nil`.
  static func shortText(_ node: some SyntaxProtocol, limit: Int = 60) -> String? {
    // A node far longer in bytes than the limit is not written out only to be measured. (A text
    // whose characters average more than 16 bytes, such as a row of joined emoji, counts as long.)
    guard node.trimmedLength.utf8Length <= limit * 16 else { return nil }
    let text = node.trimmedText
    return text.count <= limit ? text : nil
  }
}
