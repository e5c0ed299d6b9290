import Foundation

/// A user's regular expression (a rule pack's `matches`, a class-name pattern, a configured gesture
/// pattern), searched with a time budget.
///
/// ICU's matcher backtracks and has no step limit of its own. ``PatternSafety`` refuses the
/// exponential shapes when a pattern is loaded; this budget stops the rest — a polynomial pattern
/// such as `a*a*x` on a 20,000-character label — while it runs: the search asks for progress
/// reports (`NSRegularExpression`'s `reportProgress`, which ICU calls back during a long match) and
/// gives up once ``budget`` has passed. The caller reports ``Outcome/exceeded`` as what it is: the
/// element could not be judged.
///
/// ```swift
/// let pattern = try BoundedPattern("^(Tap|Double-tap)")
/// pattern.search("Tap to play.")  // .found
/// ```
public struct BoundedPattern: @unchecked Sendable {
  // NSRegularExpression is immutable and documented as safe to use from several threads.

  /// What a search found.
  public enum Outcome: Sendable, Hashable {
    /// The pattern matches somewhere in the text.
    case found
    /// It matches nowhere.
    case notFound
    /// The search was stopped after ``BoundedPattern/budget``; whether it matches is not known.
    case exceeded
  }

  /// The longest one search may run, in milliseconds.
  public static let budgetMilliseconds = 100
  /// The longest one search may run.
  public static let budget: Duration = .milliseconds(budgetMilliseconds)

  /// The pattern as the user wrote it.
  public let pattern: String
  /// The compiled expression.
  public let expression: NSRegularExpression

  /// Compiles `pattern` (ICU syntax).
  ///
  /// - Parameters:
  ///   - pattern: The regular expression.
  ///   - options: Compilation options (case-insensitivity, …).
  /// - Throws: The `NSRegularExpression` error when the pattern does not compile.
  public init(_ pattern: String, options: NSRegularExpression.Options = []) throws {
    self.pattern = pattern
    expression = try NSRegularExpression(pattern: pattern, options: options)
  }

  /// Searches `text`; with `anchored`, only a match at its start counts.
  ///
  /// - Complexity: At most ``budget`` of matching, whatever the pattern and the text.
  public func search(_ text: String, anchored: Bool = false) -> Outcome {
    var outcome = Outcome.notFound
    let clock = ContinuousClock()
    let deadline = clock.now + Self.budget
    let options: NSRegularExpression.MatchingOptions = anchored ? [.reportProgress, .anchored] : [.reportProgress]
    expression.enumerateMatches(in: text, options: options, range: NSRange(text.startIndex..., in: text)) {
      result, _, stop in
      if result != nil {
        outcome = .found
        stop.pointee = true
      } else if clock.now >= deadline {
        outcome = .exceeded
        stop.pointee = true
      }
    }
    return outcome
  }
}
