import SwiftSyntax

/// The `#if` conditions of an iOS app build, as the SwiftUI reader takes them: `os(iOS)`,
/// `canImport(UIKit)` and `canImport` of anything but AppKit hold; other platforms,
/// `targetEnvironment(…)` and custom flags (`DEBUG`) do not; `swift(…)`/`compiler(…)` hold.
enum SwiftUICompilationConditions {
  /// The clause an iOS build compiles: the first whose condition holds, else `#else`.
  static func chosen(_ clauses: IfConfigClauseListSyntax) -> IfConfigClauseSyntax? {
    clauses.first { clause in clause.condition.map(holds) ?? true }
  }

  /// Whether a `#if` condition holds for an iOS build.
  static func holds(_ condition: ExprSyntax) -> Bool {
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return !holds(prefix.expression)
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return holds(only.expression)
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return holds(Folded(sequence))
    }
    if let call = condition.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      let argument = call.arguments.first?.expression.sourceText ?? ""
      switch name {
      case "os": return argument == "iOS"
      case "canImport": return argument != "AppKit" && argument != "WatchKit"
      case "targetEnvironment": return false
      case "swift", "compiler", "hasFeature", "hasAttribute": return true
      case "arch": return argument == "arm64"
      default: return false
      }
    }
    return false
  }

  /// What a release build of any platform compiles of a `#if`, when that is known.
  enum Release {
    /// A condition names a platform or a flag the project may set: only the file's target decides.
    case undecided
    /// The clause compiled, or `nil` when none is.
    case compiles(IfConfigClauseSyntax?)
  }

  /// The clause a release build compiles when every condition names only `DEBUG` (set by
  /// Xcode's templates in the Debug configuration alone, so false as the app ships), `swift(…)`
  /// or `compiler(…)`; otherwise ``Release/undecided``.
  static func release(_ clauses: IfConfigClauseListSyntax) -> Release {
    for clause in clauses {
      guard let condition = clause.condition else { continue }
      let names = condition.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
        if case .identifier(let name) = token.tokenKind { return name }
        return nil
      }
      guard names.allSatisfy({ ["DEBUG", "swift", "compiler"].contains($0) }) else { return .undecided }
    }
    return .compiles(chosen(clauses))
  }

  private static func holds(_ folded: Folded) -> Bool {
    switch folded {
    case .leaf(let expression): return holds(expression)
    case .binary("||", let left, let right): return holds(left) || holds(right)
    case .binary("&&", let left, let right): return holds(left) && holds(right)
    default: return false
    }
  }
}
