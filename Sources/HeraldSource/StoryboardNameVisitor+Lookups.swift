import HeraldTree
import SwiftSyntax

/// How ``StoryboardNameVisitor`` reads a lookup: which call looks a name up, whether its name is
/// one the code writes, and what a function returns.
extension StoryboardNameVisitor {
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

  /// The lookup `literal` is the name argument of, if it is one
  /// (`performSegue(withIdentifier: "showDetail", sender: nil)` names a segue, never a controller).
  static func directLookup(of literal: StringLiteralExprSyntax) -> StoryboardNames.Lookup? {
    guard let argument = literal.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let callee = SwiftExpressions.chain(call.calledExpression),
      let (lookup, name) = storyboardLookup(call, callee: callee), name.id == ExprSyntax(literal).id
    else { return nil }
    return lookup
  }

  /// The storyboard or nib lookup `call` makes (`UIStoryboard(name:bundle:)`, `NSStoryboard(name:bundle:)`,
  /// `instantiateViewController(withIdentifier:)`, `instantiateController(withIdentifier:)`,
  /// `performSegue(withIdentifier:sender:)`, `UINib(nibName:bundle:)`, `loadNibNamed(_:owner:)`,
  /// `init(nibName:bundle:)`) and the expression it names, if it makes one.
  static func storyboardLookup(_ call: FunctionCallExprSyntax, callee: [String])
    -> (StoryboardNames.Lookup, ExprSyntax)?
  {
    guard let method = callee.last, let first = call.arguments.first else { return nil }
    let label = first.label?.text
    switch method {
    case "UIStoryboard" where callee.count == 1 && label == "name",
      "NSStoryboard" where callee.count == 1 && label == "name":
      return (.storyboard, first.expression)
    case "instantiateViewController" where label == "withIdentifier" || label == "identifier",
      "instantiateController" where label == "withIdentifier" || label == "identifier":
      return (.controller, first.expression)
    case "performSegue" where label == "withIdentifier":
      return (.segue, first.expression)
    case "loadNibNamed" where label == nil:
      return (.nib, first.expression)
    default:
      // `UINib(nibName:bundle:)`, `NSNib(nibNamed:bundle:)`, `super.init(nibName:bundle:)`,
      // `SettingsViewController(nibName:bundle:)`.
      return label == "nibName" || label == "nibNamed" ? (.nib, first.expression) : nil
    }
  }

  /// Whether a looked-up name is built in a way Herald does not follow: an interpolated string,
  /// a concatenation, a conditional, a call other than a type's name (`String(describing: T.self)`,
  /// `NSStringFromClass(T.self)`) or one of the app's functions without arguments, which go into
  /// `calls` (what they return decides, ``StoryboardNames/literalFunctions``). A literal, a
  /// constant or a member (`Segue.detail.rawValue`) is a string the code writes somewhere, or a
  /// type's name (a bare name goes into `references`: a parameter's value is what callers pass); AppKit's name wrappers (`NSNib.Name("Prefs")`) and `a ?? b` are what they wrap.
  static func buildsName(_ expression: ExprSyntax, calls: inout Set<String>, references: inout Set<String>) -> Bool {
    if let literal = expression.as(StringLiteralExprSyntax.self) { return plainText(literal) == nil }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      references.insert(reference.baseName.text)
      return false
    }
    if expression.is(MemberAccessExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) { return false }
    if let call = expression.as(FunctionCallExprSyntax.self), let callee = SwiftExpressions.chain(call.calledExpression)
    {
      if callee == ["String"] || callee == ["NSStringFromClass"] { return false }
      if callee.count == 2, callee[0].hasPrefix("NS"), nameWrappers.contains(callee[1]), call.arguments.count == 1,
        let wrapped = call.arguments.first?.expression
      {
        return buildsName(wrapped, calls: &calls, references: &references)
      }
      if call.arguments.isEmpty, call.trailingClosure == nil, let function = callee.last, callee.count == 1 {
        calls.insert(function)
        return false
      }
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      // `a ?? b ?? c`: operands at even places, every operator `??`.
      let elements = Array(sequence.elements)
      let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
      if elements.count % 2 == 1,
        operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" })
      {
        var builds = false
        for index in stride(from: 0, to: elements.count, by: 2)
        where buildsName(elements[index], calls: &calls, references: &references) {
          builds = true
        }
        return builds
      }
    }
    if let optional = expression.as(ForceUnwrapExprSyntax.self) {
      return buildsName(optional.expression, calls: &calls, references: &references)
    }
    return true
  }

  /// AppKit's types that wrap a name (`NSNib.Name`, `NSStoryboard.Name`,
  /// `NSStoryboard.SceneIdentifier`, `NSStoryboardSegue.Identifier`).
  static let nameWrappers: Set<String> = ["Name", "SceneIdentifier", "Identifier"]

  /// Whether every value `function` returns is a plain string literal or `nil` (its `return`
  /// statements, or its one expression), outside closures and nested functions. A function
  /// declared with no result type returns none.
  static func returnsOnlyLiterals(_ function: FunctionDeclSyntax) -> Bool {
    guard let body = function.body, function.signature.returnClause != nil else { return false }
    func isLiteral(_ expression: ExprSyntax?) -> Bool {
      guard let expression else { return false }
      if expression.is(NilLiteralExprSyntax.self) { return true }
      return expression.as(StringLiteralExprSyntax.self).map { plainText($0) != nil } ?? false
    }
    if body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) { return isLiteral(only) }
    let returns = ReturnCollector(viewMode: .sourceAccurate)
    returns.walk(body)
    return !returns.values.isEmpty && returns.values.allSatisfy(isLiteral)
  }

  /// The `return` statements of a function's body, outside closures and nested functions.
  private final class ReturnCollector: SyntaxVisitor {
    var values: [ExprSyntax?] = []
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      values.append(node.expression)
      return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }

  /// The raw values a `String` enum's cases take from their names (`case equipmentDetailSegue`
  /// is `"equipmentDetailSegue"`, The Swift Programming Language, "Implicitly Assigned Raw
  /// Values"): SwiftGen's segue enums name segues so.
  static func implicitRawValues(_ node: EnumCaseDeclSyntax) -> [String] {
    guard let declaration = node.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
      declaration.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText == "String" }) == true
    else { return [] }
    return node.elements.filter { $0.rawValue == nil }.map(\.name.text)
  }

  /// Whether `node` is R.swift's generated storyboard, segue or nib accessor (`R.storyboard.main`,
  /// `R.segue.…`, `R.nib.…`), whose names are in code the build generates, not in the repository.
  static func generatedLookup(_ node: MemberAccessExprSyntax) -> StoryboardNames.Lookup? {
    guard node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "R" else { return nil }
    switch node.declName.baseName.text {
    case "storyboard": return .storyboard
    case "segue": return .segue
    case "nib": return .nib
    default: return nil
    }
  }
}
