import HeraldAudit
import HeraldTree

/// What the app's code could change about an element, as far as the UI description shows: the
/// evidence a rule names when it reports needs review instead of a violation.
enum CodeEvidence {
  /// The element's own outlet; else the custom class of the cell it is in (a cell's class fills
  /// its views, sets their labels or makes the whole cell one element in `awakeFromNib`); `nil`
  /// when no code the file knows of reaches the element.
  static func missing(for node: AuditNode) -> MissingEvidence? {
    if let outlet = MissingEvidence.outlet(of: node.element) { return outlet }
    for ancestor in node.ancestors {
      let element = ancestor.element
      if cellRoles.contains(element.role), let custom = element.customClass { return .classCode(custom.name) }
    }
    return nil
  }

  /// ``missing(for:)``, or the outlet or custom class of the nearest ancestor that has one, or the
  /// class whose nib this is (code that holds a container may replace, remove or stand in for what
  /// Interface Builder put in it).
  static func missingIncludingContainers(for node: AuditNode) -> MissingEvidence? {
    if let evidence = missing(for: node) { return evidence }
    for ancestor in node.ancestors {
      if let outlet = MissingEvidence.outlet(of: ancestor.element) { return outlet }
      if let custom = ancestor.element.customClass, ancestor.component == nil { return .classCode(custom.name) }
    }
    // A nib's File's Owner: the class that loads it and holds its views.
    return node.scene.scene.contentClass.map(MissingEvidence.classCode)
  }

  private static let cellRoles: Set<Role> = [.tableViewCell, .collectionViewCell]
}
