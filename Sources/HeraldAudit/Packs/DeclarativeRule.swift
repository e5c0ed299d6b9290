import HeraldICU

/// A rule of a declarative pack: a compiled selector, assertion and messages
/// (`docs/rule-packs.md`).
///
/// The rule applies to the elements its ``selector`` matches. An element for which ``assertion``
/// does not hold is a violation; otherwise, when ``review`` is set and does not hold, the element
/// needs review; otherwise it passes. Messages are ICU MessageFormat patterns per locale,
/// compiled when the pack is loaded.
///
/// ```swift
/// let pack = try RulePack.load(path: "acme.herald-rules.yml")
/// let auditor = try Auditor(rules: pack.rules)
/// ```
public struct DeclarativeRule: Rule {
  /// The rule's id, metadata and examples (it has no options).
  public let description: RuleDescription
  /// The pack file the rule comes from.
  public let file: String
  /// Which elements the rule applies to.
  public let selector: Selector
  /// What must hold for every element the rule applies to.
  public let assertion: Predicate
  /// What must hold, once the assertion does, for the element to pass rather than need review.
  public let review: Predicate?
  /// The violation messages by locale identifier (`en`, `pt-BR`).
  let messages: [String: MessageFormat]
  /// The needs-review messages by locale identifier.
  let reviewMessages: [String: MessageFormat]

  init(
    description: RuleDescription, file: String, selector: Selector, assertion: Predicate, review: Predicate?,
    messages: [String: MessageFormat], reviewMessages: [String: MessageFormat]
  ) {
    self.description = description
    self.file = file
    self.selector = selector
    self.assertion = assertion
    self.review = review
    self.messages = messages
    self.reviewMessages = reviewMessages
  }

  /// The locales the rule has violation messages in, sorted.
  public var locales: [String] { messages.keys.sorted() }

  /// The names of the arguments every message may use.
  public static let argumentNames = ["id", "role", "class", "label", "value", "count"]

  /// Whether the selector matches `node`.
  public func applies(to node: AuditNode) -> Bool { selector.matches(node) }

  /// A violation when the assertion fails, needs-review when the review predicate fails.
  public func check(_ node: AuditNode) -> RuleOutcome {
    var evaluation = Predicate.Evaluation()
    let holds = assertion.evaluate(node, &evaluation)
    if let pattern = evaluation.exceeded {
      return .needsReview(Self.exceeded(pattern), missing: .searchStopped(pattern))
    }
    if !holds { return .violation(RuleMessage("message", arguments(node, evaluation))) }
    if let review {
      let reviewed = review.evaluate(node, &evaluation)
      if let pattern = evaluation.exceeded {
        return .needsReview(Self.exceeded(pattern), missing: .searchStopped(pattern))
      }
      if !reviewed {
        return .needsReview(RuleMessage("review", arguments(node, evaluation)), missing: .packReview(description.id))
      }
    }
    return .pass
  }

  private func arguments(_ node: AuditNode, _ evaluation: Predicate.Evaluation) -> [String: MessageArgument] {
    let element = node.element
    return [
      "id": .string(element.id),
      "role": .string(element.role.rawValue),
      "class": .string(element.customClass?.name ?? element.role.rawValue),
      "label": .string(node.spoken?.label ?? ""),
      "value": .string(node.spoken?.value ?? ""),
      "count": .number(.int(evaluation.count ?? 0)),
    ]
  }

  /// The key of the message for an element the rule could not judge because a regular expression
  /// ran out of time.
  static let exceededKey = "pattern-budget-exceeded"

  private static func exceeded(_ pattern: String) -> RuleMessage {
    RuleMessage(exceededKey, ["pattern": .string(pattern)])
  }

  /// The message in the first locale of `locale`'s fallback chain the pack has, else English;
  /// a pack's messages are its own, so falling back is not reported.
  public func localize(_ message: RuleMessage, locale: LanguageTag) -> LocalizedRuleMessage {
    if message.key == Self.exceededKey, case .string(let pattern)? = message.arguments["pattern"] {
      let limit = BoundedPattern.budgetMilliseconds
      return LocalizedRuleMessage(
        text:
          "Not judged: the regular expression \"\(pattern)\" of this rule was stopped after \(limit) ms on this element's text. Simplify the pattern (avoid several repetitions that can match the same text, such as \"a*a*\")."
      )
    }
    let table = message.key == "review" ? reviewMessages : messages
    let format =
      locale.fallbackChain.lazy.compactMap { table[$0.identifier] }.first ?? table[Catalog.english.identifier]
    guard let format else { return LocalizedRuleMessage(text: description.summary) }
    return LocalizedRuleMessage(text: (try? format.format(message.arguments)) ?? format.pattern)
  }
}
