import HeraldAudit
import HeraldTree

extension AuditNode {
  /// Whether the element comes from a storyboard or xib: read from one, or from a tree converted
  /// from one (whose elements are located in a `.storyboard` or `.xib`).
  var isFromInterfaceBuilder: Bool {
    let file = element.location.file
    return scene.format == .interfaceBuilder || file.hasSuffix(".storyboard") || file.hasSuffix(".xib")
  }

  /// The first use, by the app's code, of a property an outlet of the element names that
  /// `matches`, with that outlet: what the code does to the view after loading (found by the
  /// property's name, as ``CodeEvidence`` finds it; never a use on a view inside it).
  func outletUse(where matches: (Outlet, PropertyUse) -> Bool) -> (outlet: Outlet, use: PropertyUse)? {
    let code = scene.code
    for outlet in element.connections.outlets {
      if let use = code.uses(of: outlet).first(where: { !$0.isInside && matches(outlet, $0) }) {
        return (outlet, use)
      }
    }
    return nil
  }
}
