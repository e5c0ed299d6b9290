import HeraldICU
import Testing

@Suite("MessagePattern")
struct MessagePatternTests {
  /// `#` means the number only directly inside a plural case; in the nested select it is text.
  @Test("Nested arguments become a tree with selectors, categories and #")
  func tree() throws {
    let pattern = try MessagePattern(
      "Hi {name}: {count, plural, offset:1 =0 {none} one {# star} other {{kind, select, a {A #} other {B}}}}!")
    typealias Node = MessagePattern.Node
    let expectedPlural = MessagePattern.Kind.plural(
      offset: 1,
      cases: [
        .init(selector: "=0", nodes: [.text("none")]),
        .init(selector: "one", nodes: [.pound, .text(" star")]),
        .init(
          selector: "other",
          nodes: [
            .argument(
              .init(
                name: "kind",
                kind: .select(cases: [
                  .init(selector: "a", nodes: [.text("A #")]), .init(selector: "other", nodes: [.text("B")]),
                ])))
          ]),
      ])
    #expect(
      pattern.nodes == [
        .text("Hi "), .argument(.init(name: "name", kind: .none)), .text(": "),
        .argument(.init(name: "count", kind: expectedPlural)), .text("!"),
      ])
    #expect(pattern.arguments.map(\.name) == ["name", "count", "kind"])
    if case .plural(_, let cases) = pattern.arguments[1].kind {
      #expect(cases.map(\.category) == [nil, .one, .other])
    }
  }

  @Test("Simple arguments keep type and style; quoting is resolved")
  func simpleAndQuoting() throws {
    let pattern = try MessagePattern("It''s {n, number, ::.0} of '{'5'}'")
    #expect(
      pattern.nodes == [
        .text("It's "), .argument(.init(name: "n", kind: .simple(type: "number", style: "::.0"))), .text(" of {5}"),
      ])
  }

  @Test("A syntax error has an offset")
  func syntaxError() throws {
    let error = try #require(throws: ICUError.self) { try MessagePattern("{n, plural, one {x}") }
    #expect(error.offset != nil)
  }
}
