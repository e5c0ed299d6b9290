import HeraldAudit
import HeraldTree

extension RuleOutcome {
  /// The outcome with a note where a static text holds an AppKit accessibility title connection
  /// to the unlabelled control (``TitleConnection/Holder/other``).
  ///
  /// Interface Builder writes a connection on the object whose property it sets, as it writes an
  /// `<outlet>`: one held by the text sets the text's `accessibilityTitleUIElement`, so the
  /// control stays without a title, as if no connection were made (three independent readings of
  /// Vienna's preferences, `Fixtures/uikit-fresh-5711-verdicts.tsv`; the same panes' earlier xib
  /// held it on the controls). The note says where the connection is and which way to make it.
  func notingReversedTitleConnection(of node: AuditNode) -> RuleOutcome {
    guard let title = node.element.connections.title, title.holder == .other,
      let text = node.scene.root.element.element(withID: title.elementID), text.role == .staticText
    else { return self }
    let note = RelatedLocation(title.location, .reversedTitle(text.content.text ?? text.id))
    switch self {
    case .violation(let message, let related): return .violation(message, related: related + [note])
    case .needsReview(let message, let missing, let related):
      return .needsReview(message, missing: missing, related: related + [note])
    case .pass: return self
    }
  }
}
