import HeraldTree

extension AuditScene {
  /// The scene's containers whose code removes every view Interface Builder put in them
  /// (``CodeMember/removesSubviews``: `stack.arrangedSubviews.forEach { $0.removeFromSuperview() }`),
  /// each with the use that does it. What they hold at run time is made by code; the file's views
  /// inside are never shown.
  ///
  /// The use is found by the outlet's name in the code of the outlet's owner class (or its
  /// superclasses), or anywhere when the reader does not know which type's code it is in.
  func emptiedContainers() -> [(node: AuditNode, use: PropertyUse)] {
    guard !code.isEmpty else { return [] }
    var found: [(node: AuditNode, use: PropertyUse)] = []
    for node in nodes where !node.descendantIndices.isEmpty {
      for outlet in node.element.connections.outlets {
        let owners = outlet.owner.map { Set(code.chain(of: $0).map(\.name)).union([$0]) }
        let emptying = code.uses(of: outlet.property).first { use in
          guard use.member == .removesSubviews else { return false }
          guard let owners, let scope = use.scope else { return true }
          return owners.contains(scope)
        }
        if let emptying {
          found.append((node, emptying))
          break
        }
      }
    }
    return found
  }
}
