import HeraldAudit
import HeraldICU
import HeraldTree

/// The colors and outcomes the contrast rule works with: the text's color, symbol-only text and
/// review of colors the source does not fix.
extension TextContrastRule {
  /// The color the text is drawn in: its own, or for a button the tint it inherits.
  func textColor(of element: Element, ancestors: [AuditNode]) -> Color? {
    if let color = element.appearance.textColor { return color }
    guard element.role == .button else { return nil }
    if let tint = element.appearance.tintColor { return tint }
    return ancestors.lazy.compactMap(\.element.appearance.tintColor).first
  }

  /// The outcome for text in `color`, a choice among colors: the same outcome in every choice is
  /// the outcome (each passes, each fails the same way, one question decides all); otherwise which
  /// choice the app makes decides, and the question names the code that chooses.
  func judgeChoices(_ color: Color, of node: AuditNode) -> RuleOutcome {
    let outcomes = color.alternatives.map { check(node, textColor: $0) }
    guard let first = outcomes.first else { return Self.review(color, "text") }
    let eachFails = outcomes.allSatisfy { if case .violation = $0 { true } else { false } }
    return eachFails || outcomes.allSatisfy { $0 == first } ? first : Self.review(color, "text")
  }

  /// WCAG 1.4.11's minimum for graphical objects.
  static let graphicMinimum = 3.0

  /// Whether `text` is symbols only (`→`, `•`, `★★★☆☆`): no letter or digit, so no human language.
  static func isGraphic(_ text: String) -> Bool {
    let scalars = text.unicodeScalars.filter { !$0.properties.isWhitespace }
    return !scalars.isEmpty && !scalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
  }

  /// What decides a SwiftUI view's background when its source records none.
  static let backgroundBehind = "the background SwiftUI draws behind the view"

  /// Needs review of a `kind` ("text" or "background") color the source does not fix, naming it.
  static func review(_ color: Color, _ kind: String) -> RuleOutcome {
    let name = color.name ?? "?"
    // A name (an asset's colour) is defined elsewhere; code (`theme.tint`, a shape drawn behind)
    // gives its colour when the app runs.
    let isName = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " || $0 == "-" }
    return .needsReview(
      RuleMessage("unknown-color", ["color": .string(name), "kind": .string(kind)]),
      missing: isName ? .colorValue(name) : .runtimeValue(name))
  }

  /// A measured number as a message argument.
  static func number(_ value: Double) -> MessageArgument { .number(NumberValue(measured: value)) }
}
