import SwiftSyntax

extension ExprSyntax {
  /// The names of a chain of member accesses and what it starts from: `(LocalString, [title])` for
  /// `LocalString.title`, `(nil, [Player, interval])` for `.Player.interval`; `nil` when the
  /// expression is no member access.
  var memberChain: (root: ExprSyntax?, names: [String])? {
    var names: [String] = []
    var current: ExprSyntax? = self
    while let member = current?.as(MemberAccessExprSyntax.self) {
      names.insert(member.declName.baseName.text, at: 0)
      current = member.base
    }
    return names.isEmpty ? nil : (current, names)
  }
}
