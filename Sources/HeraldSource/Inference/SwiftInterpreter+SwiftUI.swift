import HeraldTree
import SwiftSyntax

extension SwiftInterpreter {
  /// The model text of a SwiftUI accessibility modifier's argument (`"\(rating) of 5 stars"`,
  /// `Text("Rating")`), over the view's properties; `nil` when it cannot be written (reported).
  func swiftUIText(_ expression: ExprSyntax, messageArguments: @escaping (String) -> [String]?) -> TemplateText? {
    var argument = expression
    if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "Text",
      call.arguments.count == 1, let only = call.arguments.first, only.label == nil
    {
      argument = only.expression
    }
    accessibilityContext += 1
    defer { accessibilityContext -= 1 }
    var scope = controlScope()
    let value = evaluate(argument, &scope, expectedType: "String")
    let builder = TemplateTextBuilder(messageArguments: messageArguments) { [draft] note in
      draft.unresolved("text", self.source(expression), note)
    }
    return builder.text(value)
  }

  /// What a SwiftUI action closure's statements do to the view's properties (an
  /// `accessibilityAdjustableAction` case's statements), or `nil` when they change none.
  func swiftUIAction(_ statements: CodeBlockItemListSyntax, name: String, source: String) -> ComponentAction? {
    mode = .action
    defer { mode = .setup }
    var scope = controlScope()
    depth = 0
    run(statements, &scope)
    let assignments = self.assignments(
      finalProperties(scope), allowed: Set(modelProperties.keys), action: name, source: source)
    return assignments.isEmpty ? nil : ComponentAction(assignments: assignments)
  }
}
