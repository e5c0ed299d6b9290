/// A part of a control's behaviour that a model's author, or `herald components infer`, could not
/// follow: a label computed somewhere the reader does not look, touch tracking, an action method
/// whose body is not modelled.
///
/// Unresolved parts are notes for the person finishing a model; Herald does not use them when it
/// announces, simulates or audits the control. A model lists them under `"unresolved"`
/// (`docs/components.md`).
///
/// ```swift
/// let part = UnresolvedPart(
///   name: "action ratingButtonTapped(_:)", source: "RatingControl.swift:42",
///   note: "the action's body calls a helper that was not read; model what it sets under \"actions\"")
/// ```
public struct UnresolvedPart: Sendable, Hashable {
  /// What was not followed (`label`, `touch tracking`, `action ratingButtonTapped(_:)`).
  public var name: String
  /// Where the part comes from, as `File.swift:12`, when known.
  public var source: String?
  /// What was not followed and what to do about it.
  public var note: String

  /// Creates an unresolved part.
  ///
  /// - Parameters:
  ///   - name: What was not followed.
  ///   - source: Where it comes from (`File.swift:12`), if known.
  ///   - note: What was not followed and what to do.
  public init(name: String, source: String? = nil, note: String) {
    self.name = name
    self.source = source
    self.note = note
  }
}
