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

  /// Where the app's code sets the segment this node is, through its segmented control's outlet:
  /// `setTitle(_:forSegmentAt:)`, or `setImage(_:forSegmentAt:)`, which puts an image in place of
  /// the title (Apple, UISegmentedControl: a segment has an image or a title, not both). A segment
  /// the code computes (`forSegmentAt: index`) may be this one. `nil` for no such call, or a node
  /// that is no segment of a control.
  var segmentSetByCode: PropertyUse? {
    guard element.className == "segment", let control = parent,
      let index = control.element.children.filter({ $0.className == "segment" }).firstIndex(where: {
        $0.id == element.id
      })
    else { return nil }
    let code = scene.code
    for outlet in control.element.connections.outlets {
      let use = code.uses(of: outlet).first { use in
        guard use.kind == .call, use.memberName == "setTitle" || use.memberName == "setImage" else { return false }
        guard let value = use.value, let label = value.range(of: "forSegmentAt:", options: .backwards) else {
          return true
        }
        let written = value[label.upperBound...].trimmingCharacters(in: .whitespaces)
        return written.allSatisfy(\.isASCII) && written.allSatisfy(\.isNumber) ? written == "\(index)" : true
      }
      if let use { return use }
    }
    return nil
  }
}
