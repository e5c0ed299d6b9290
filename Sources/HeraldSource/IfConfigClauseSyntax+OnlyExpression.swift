import SwiftSyntax

extension IfConfigClauseSyntax {
  /// The clause's one expression, when it holds only that (`Color(uiColor: .systemBackground)`,
  /// `return .red`): what a getter written as one `#if` gives on the platforms that compile it.
  var onlyExpression: ExprSyntax? {
    guard case .statements(let statements) = elements, statements.count == 1, let item = statements.first?.item
    else { return nil }
    return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
  }
}
