import HeraldAudit
import HeraldRules
import HeraldSyntax
import HeraldTree
import Testing

/// Scenes whose size made the audit super-linear: finding paths that counted every sibling per
/// finding, and nested relations that walked a subtree per node per level. The sizes are such
/// that the old code took minutes; the assertions are about the answers.
@Suite("Large scenes")
struct LargeSceneTests {
  static let location = SourceLocation(file: "large.json", line: 1, column: 1)

  static func tree(_ root: Element) -> ControlTree {
    ControlTree(
      file: "large.json", format: .heraldJSON, platform: .iOS,
      scenes: [Scene(id: "s", name: "Large", root: root, location: location)])
  }

  static func element(_ id: String, _ role: Role, children: [Element] = []) -> Element {
    Element(id: id, role: role, children: children, location: location)
  }

  /// A chain of `depth` views with `leaves` under the deepest one. (Deeper chains are part of
  /// the nesting limits; 100 levels with 10,000 leaves made nested relations take minutes.)
  static func chain(depth: Int, leaves: [Element]) -> Element {
    var current = element("v\(depth - 1)", .view, children: leaves)
    for level in (0..<depth - 1).reversed() { current = element("v\(level)", .view, children: [current]) }
    return current
  }

  static let texts = (0..<10_000).map { element("t\($0)", .staticText) }

  static func rule(selector: String, assert: String = "{equals: {id: never}}") throws -> DeclarativeRule {
    let pack = try RulePackTests.load(
      RulePackTests.pack("selector: \(selector)\nassert: \(assert)\n\(RulePackTests.englishOnly)"))
    return try #require(pack.rules.first)
  }

  @Test("40,000 siblings: every finding gets its path, numbered among same-named siblings")
  func manySiblings() throws {
    var children = (1...40_000).map { Self.element("b\($0)", .button) }
    children.insert(Self.element("title", .staticText), at: 2)
    let rule = try Self.rule(selector: "{role: [button, staticText]}")
    let result = try Auditor(rules: [rule]).audit(Self.tree(Self.element("root", .view, children: children)))
    #expect(result.findings.count == 40_001)
    let paths = Dictionary(
      uniqueKeysWithValues: result.findings.map { ($0.location.elementID, $0.location.elementPath) })
    #expect(paths["b1"] == "view/button[1]")
    #expect(paths["b3"] == "view/button[3]")
    #expect(paths["b40000"] == "view/button[40000]")
    #expect(paths["title"] == "view/staticText")
  }

  @Test("hasDescendant nested four deep on a 100-level chain over 10,000 leaves matches the nodes high enough")
  func nestedDescendants() throws {
    let nested = "{hasDescendant: {hasDescendant: {hasDescendant: {hasDescendant: {role: button}}}}}"
    let withButton = Self.tree(Self.chain(depth: 100, leaves: Self.texts + [Self.element("leaf", .button)]))
    let withoutButton = Self.tree(Self.chain(depth: 100, leaves: Self.texts))
    let auditor = try Auditor(rules: [try Self.rule(selector: nested)])
    // The button is at depth 100: v0…v96 have it at least four levels down.
    #expect(auditor.audit(withButton).counts.first?.applicable == 97)
    #expect(auditor.audit(withoutButton).counts.first?.applicable == 0)
  }

  @Test("ancestor, parent, hasChild and count over descendants agree with a walk on a deep chain")
  func relationsOnChain() throws {
    let tree = Self.tree(Self.chain(depth: 100, leaves: [Self.element("leaf", .button)]))
    func applicable(_ selector: String, _ assert: String = "{equals: {id: never}}") throws -> Int? {
      try Auditor(rules: [try Self.rule(selector: selector, assert: assert)]).audit(tree).counts.first?.applicable
    }
    #expect(try applicable("{ancestor: {ancestor: {attributes: {id: {equals: v10}}}}}") == 89)
    #expect(try applicable("{parent: {hasChild: {role: button}}}") == 1)
    #expect(try applicable("{hasChild: {role: button}}") == 1)
    let counted = try Auditor(
      rules: [try Self.rule(selector: "{role: view}", assert: "{count: {descendants: {role: view}}, atLeast: 50}")]
    ).audit(tree)
    // v0…v49 have at least 50 views below them; v50…v99 fail.
    #expect(counted.findings.count == 50)
    #expect(counted.findings.first?.location.elementID == "v50")
  }
}
