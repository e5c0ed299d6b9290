import HeraldTree

/// A rule that judges the app's shipped languages as wholes: a language that translates only a
/// small share of the app (``HeraldTree/AppStrings/Coverage/isPartial``) gets one finding from it,
/// placed on that language's table, instead of one finding per untranslated string.
///
/// ```swift
/// extension LabelNotInStringTableRule: LanguageCoverageRule {
///   public func check(_ coverage: AppStrings.Coverage) -> RuleOutcome? { … }
/// }
/// ```
public protocol LanguageCoverageRule: Rule {
  /// The outcome for one shipped locale's coverage; `nil` when the rule says nothing about it.
  func check(_ coverage: AppStrings.Coverage) -> RuleOutcome?
}
