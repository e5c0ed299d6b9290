import HeraldTree
import SwiftSyntax

/// The `#if` conditions of an app build for a platform (iOS unless the project says otherwise),
/// as the SwiftUI reader takes them: `os(…)` of that platform holds; `canImport` holds for what the
/// platform has (UIKit everywhere but macOS, AppKit only on macOS, WatchKit only on watchOS) and
/// for anything else; `targetEnvironment(…)` and custom flags (`DEBUG`) do not;
/// `swift(…)`/`compiler(…)` hold.
enum SwiftUICompilationConditions {
  /// The clause a build for `platform` compiles: the first whose condition holds, else `#else`.
  static func chosen(_ clauses: IfConfigClauseListSyntax, on platform: Platform = .iOS) -> IfConfigClauseSyntax? {
    clauses.first { clause in clause.condition.map { holds($0, on: platform) } ?? true }
  }

  /// Whether a `#if` condition holds for a build for `platform`.
  static func holds(_ condition: ExprSyntax, on platform: Platform = .iOS) -> Bool {
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return !holds(prefix.expression, on: platform)
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return holds(only.expression, on: platform)
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return holds(Folded(sequence), on: platform)
    }
    if let call = condition.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      let argument = call.arguments.first?.expression.sourceText ?? ""
      switch name {
      case "os": return onlyPlatform(condition) == platform
      case "canImport":
        switch argument {
        case "AppKit": return platform == .macOS
        case "UIKit": return platform != .macOS
        case "WatchKit": return platform == .watchOS
        default: return true
        }
      case "targetEnvironment": return false
      case "swift", "compiler", "hasFeature", "hasAttribute": return true
      case "arch": return argument == "arm64"
      default: return false
      }
    }
    return false
  }

  /// The platforms Herald reads apps for.
  static let appPlatforms: [Platform] = [.iOS, .macOS, .tvOS, .watchOS]

  /// The platforms whose build compiles `clause` of `clauses`.
  static func platforms(compiling clause: IfConfigClauseSyntax, of clauses: IfConfigClauseListSyntax) -> Set<Platform> {
    Set(appPlatforms.filter { chosen(clauses, on: $0) == clause })
  }

  /// Whether the conditions of `clauses` name platforms only (`os(…)`, `canImport(…)`, with `!`,
  /// `&&`, `||` and parentheses): then the platform alone decides which clause a build compiles.
  static func namesPlatformsOnly(_ clauses: IfConfigClauseListSyntax) -> Bool {
    clauses.allSatisfy { clause in
      guard let condition = clause.condition else { return true }
      var rest = condition.trimmedText
      for name in ["os", "canImport"] {
        while let start = rest.range(of: name + "("), let end = rest[start.upperBound...].firstIndex(of: ")") {
          rest.replaceSubrange(start.lowerBound...end, with: "P")
        }
      }
      return rest.allSatisfy { "P!&|() \t\n".contains($0) }
    }
  }

  /// The platform a `#if` condition names alone (`os(macOS)`, `os(watchOS)`), if it is one.
  static func onlyPlatform(_ condition: ExprSyntax) -> Platform? {
    guard let call = condition.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os", call.arguments.count == 1
    else { return nil }
    switch call.arguments.first?.expression.sourceText {
    case "macOS": return .macOS
    case "iOS": return .iOS
    case "tvOS": return .tvOS
    case "watchOS": return .watchOS
    default: return nil
    }
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

  private static func holds(_ folded: Folded, on platform: Platform) -> Bool {
    switch folded {
    case .leaf(let expression): return holds(expression, on: platform)
    case .binary("||", let left, let right): return holds(left, on: platform) || holds(right, on: platform)
    case .binary("&&", let left, let right): return holds(left, on: platform) && holds(right, on: platform)
    default: return false
    }
  }
}
