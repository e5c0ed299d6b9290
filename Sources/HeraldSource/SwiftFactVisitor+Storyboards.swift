import HeraldTree
import SwiftSyntax

extension SwiftFactVisitor {
  /// The longest string literal kept as a name the code may look up: storyboard, controller and
  /// segue names are short, and a long text (a message, a query) is no name.
  static let longestName = 128

  /// The text of a string literal written without interpolation, when it is short enough to be a
  /// name (``longestName``).
  static func plainText(_ literal: StringLiteralExprSyntax) -> String? {
    var text = ""
    for segment in literal.segments {
      guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
      text += plain.content.text
      if text.utf8.count > longestName { return nil }
    }
    return text
  }

  /// The storyboard lookup `call` makes (`UIStoryboard(name:bundle:)`, `NSStoryboard(name:bundle:)`,
  /// `instantiateViewController(withIdentifier:)`, `instantiateController(withIdentifier:)`,
  /// `performSegue(withIdentifier:sender:)`) and the expression it names, if it makes one.
  static func storyboardLookup(_ call: FunctionCallExprSyntax, callee: [String])
    -> (StoryboardNames.Lookup, ExprSyntax)?
  {
    guard let method = callee.last, let first = call.arguments.first else { return nil }
    let label = first.label?.text
    switch method {
    case "UIStoryboard",
      "NSStoryboard" where callee.count == 1 && label == "name":
      return (.storyboard, first.expression)
    case "instantiateViewController",
      "instantiateController" where label == "withIdentifier" || label == "identifier":
      return (.controller, first.expression)
    case "performSegue" where label == "withIdentifier":
      return (.segue, first.expression)
    default:
      return nil
    }
  }

  /// Whether a looked-up name is built in a way Herald does not follow: an interpolated string,
  /// a concatenation, a conditional, a call other than a type's name (`String(describing: T.self)`,
  /// `NSStringFromClass(T.self)`). A literal, a constant or a member (`Segue.detail.rawValue`) is
  /// a string the code writes somewhere, or a type's name.
  static func buildsName(_ expression: ExprSyntax) -> Bool {
    if let literal = expression.as(StringLiteralExprSyntax.self) { return plainText(literal) == nil }
    if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) { return false }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let callee = SwiftExpressions.chain(call.calledExpression),
      callee == ["String"] || callee == ["NSStringFromClass"]
    {
      return false
    }
    if let optional = expression.as(ForceUnwrapExprSyntax.self) { return buildsName(optional.expression) }
    return true
  }

  /// The raw values a `String` enum's cases take from their names (`case equipmentDetailSegue`
  /// is `"equipmentDetailSegue"`, The Swift Programming Language, "Implicitly Assigned Raw
  /// Values"): SwiftGen's segue enums name segues so.
  static func implicitRawValues(_ node: EnumCaseDeclSyntax) -> [String] {
    guard let declaration = node.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
      declaration.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "String" }) == true
    else { return [] }
    return node.elements.filter { $0.rawValue == nil }.map(\.name.text)
  }

  /// Whether `node` is R.swift's generated storyboard or segue accessor (`R.storyboard.main`,
  /// `R.segue.…`), whose names are in code the build generates, not in the repository.
  static func generatedLookup(_ node: MemberAccessExprSyntax) -> StoryboardNames.Lookup? {
    guard node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "R" else { return nil }
    switch node.declName.baseName.text {
    case "storyboard": return .storyboard
    case "segue": return .segue
    default: return nil
    }
  }
}
