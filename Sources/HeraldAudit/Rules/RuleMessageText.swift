/// The English text of one of a rule's messages, with a note for translators.
///
/// A built-in rule declares its messages in its ``RuleDescription``, next to the code that emits
/// them: the English pattern is the source of truth, and `make rules-registry` copies it with its
/// comment into `Localizations/en.json` (`rule.<id>.<key>`), where translators find it.
///
/// ```swift
/// messages: [
///   "unlabeled": RuleMessageText(
///     "Button without any label: VoiceOver says only “Button”.",
///     comment: "Audit finding for a button with no title, text or image.")
/// ]
/// ```
public struct RuleMessageText: Sendable, Hashable {
  /// The ICU MessageFormat pattern in English (`Label “{label}” is too long.`).
  public var english: String
  /// What translators need to know: what the arguments are, what to keep.
  public var comment: String

  /// Declares a message's English text.
  ///
  /// - Parameters:
  ///   - english: The ICU MessageFormat pattern in English.
  ///   - comment: The note for translators.
  public init(_ english: String, comment: String) {
    self.english = english
    self.comment = comment
  }
}
