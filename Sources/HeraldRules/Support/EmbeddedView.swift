import HeraldAudit
import HeraldTree

/// SwiftUI views that other views of the app use, read on their own: what those views put around
/// them (a button, `.accessibilityHidden(true)`, a label on a combined row) is not in this scene,
/// so a claim about a label or an action here is decided only where the view is used.
enum EmbeddedView {
  /// The name of the view whose standalone scene `node` is in, when other views use it; `nil` in
  /// a scene that is not such a view (a screen, a storyboard, a view no other view uses).
  static func name(around node: AuditNode) -> String? {
    let root = node.index == 0 ? node : AuditNode(scene: node.scene, index: 0)
    return root.element.runtimeAttributes.first { $0.keyPath == RuntimeAttribute.embeddedViewKeyPath }?.value.text
  }

  /// What is missing to decide a claim on `node` that `code`, a value the app computes, leaves
  /// open: in a view other views use, those views (they may pass it); elsewhere the running app.
  static func missing(_ node: AuditNode, runtimeValue code: String) -> MissingEvidence {
    name(around: node).map { .usedIn($0) } ?? .runtimeValue(code)
  }
}
