import HeraldAudit
import HeraldTree

extension TouchTargetTooSmallRule {
  /// The sides of a SwiftUI button on iOS that its label's own fixed frame gives it
  /// (``RuntimeAttribute/labelWidthKeyPath``), when the button is as large as its label
  /// (``ButtonStyles/isLabelSized(_:)``); `nil` otherwise (a style of the app's own, or a bordered
  /// one, may add to the label).
  static func labelSides(of node: AuditNode) -> (width: Double?, height: Double?)? {
    guard ButtonStyles.isLabelSized(node) else { return nil }
    let attributes = node.element.runtimeAttributes
    func side(_ keyPath: String) -> Double? {
      guard case .number(let value)? = attributes.last(where: { $0.keyPath == keyPath })?.value else { return nil }
      return value
    }
    let sides = (width: side(RuntimeAttribute.labelWidthKeyPath), height: side(RuntimeAttribute.labelHeightKeyPath))
    return sides.width == nil && sides.height == nil ? nil : sides
  }

  /// The finding for a label-sized button below the minimum: a violation, or, in a view other
  /// views use, needs review there (they may give it a style, a bar or a list row around it).
  static func labelSized(_ message: RuleMessage, _ node: AuditNode) -> RuleOutcome {
    EmbeddedView.name(around: node).map { .needsReview(message, missing: .usedIn($0)) } ?? .violation(message)
  }
}
