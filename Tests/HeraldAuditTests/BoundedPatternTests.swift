import Foundation
import HeraldAudit
import Testing

@Suite("Regular expressions with a time budget")
struct BoundedPatternTests {
  static let longLabel = String(repeating: "a", count: 20_000)

  @Test("A search finds, misses, and anchors as NSRegularExpression does")
  func semantics() throws {
    let pattern = try BoundedPattern("ta[pb]", options: [.caseInsensitive])
    #expect(pattern.search("Double TAP to play") == .found)
    #expect(pattern.search("Double TAP to play", anchored: true) == .notFound)
    #expect(pattern.search("Tab to play", anchored: true) == .found)
    #expect(pattern.search("Plays the song.") == .notFound)
  }

  @Test("A polynomial pattern on a long text is stopped, not left to run for minutes")
  func stopped() throws {
    // Unbounded, ICU takes minutes on this (three nested repetitions, no match).
    #expect(try BoundedPattern("a*a*a*x").search(Self.longLabel) == .exceeded)
    #expect(try BoundedPattern("a+x|a").search(Self.longLabel) == .found)
  }

  @Test("A pack rule whose regular expression runs out of time reports the element as needing review")
  func packNeedsReview() throws {
    let pack = try RulePackTests.load(
      RulePackTests.pack(
        "selector: {attributes: {id: {equals: x}}}\nassert: {matches: {label: 'a*a*a*x'}}\n\(RulePackTests.englishOnly)"
      ))
    let rule = try #require(pack.rules.first)
    let element = "{id: x, role: button, accessibility: {label: \(Self.longLabel)}}"
    let tree = try ExampleRunner().tree(of: RuleExample("{role: view, children: [\(element)]}"))
    let result = try Auditor(rules: [rule]).audit(tree)
    let finding = try #require(result.findings.first)
    #expect(finding.kind == .needsReview)
    #expect(finding.message.hasPrefix("Not judged: the regular expression \"a*a*a*x\" of this rule was stopped after"))
  }
}
