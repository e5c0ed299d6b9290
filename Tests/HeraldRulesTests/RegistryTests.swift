import Foundation
import HeraldTestSupport
import Testing

@testable import herald_rules_registry

@Suite("Rule registry")
struct RegistryTests {
  static let sources = TestPaths.repository + "/Sources/HeraldRules"

  @Test("BuiltInRules+Generated.swift lists every rule file (regenerate with `make rules-registry`)")
  func fresh() throws {
    let expected = try RegistryGenerator.generate(rulesDirectory: Self.sources + "/Rules")
    let actual = try String(contentsOfFile: Self.sources + "/" + RegistryGenerator.fileName, encoding: .utf8)
    #expect(actual == expected, "the registry is stale: run `make rules-registry`")
  }

  @Test("The generator finds rule types and nothing else")
  func finds() throws {
    let names = try RegistryGenerator.ruleTypes(in: Self.sources + "/Rules")
    #expect(names.contains("ImageButtonMissingLabelRule"))
    #expect(names.allSatisfy { $0.hasSuffix("Rule") })
  }
}

@Suite("Finding rule types in source text")
struct RuleTypeScanTests {
  @Test(
    "BuiltInRule is found wherever it stands among the conformances",
    arguments: [
      ("public struct ARule: BuiltInRule {}", ["ARule"]),
      ("public struct ARule: Sendable, Hashable, BuiltInRule {}", ["ARule"]),
      ("struct Odd : Equatable , HeraldAudit.BuiltInRule\n{}", ["Odd"]),
      ("public struct ARule:\n  Hashable,\n  BuiltInRule\n{\n}", ["ARule"]),
      ("public final class CRule: BuiltInRule, @unchecked Sendable {}", ["CRule"]),
      ("struct G<T>: BuiltInRule where T: Sendable {}", ["G"]),
      ("struct ERule {}\nextension ERule: Equatable {}\nextension ERule: BuiltInRule {}", ["ERule"]),
      ("struct Both: BuiltInRule {}\nextension Both: BuiltInRule {}", ["Both"]),
    ])
  func finds(source: String, expected: [String]) {
    #expect(RegistryGenerator.ruleTypes(inSource: source) == expected)
  }

  @Test(
    "Other types, other protocols and comments are not rules",
    arguments: [
      "struct Helper: Sendable {}",
      "struct NotARule: BuiltInRuleLike {}",
      "enum Kind: String, CaseIterable { case a }",
      "// public struct Old: BuiltInRule {}",
      "/* struct Gone: Equatable,\n BuiltInRule {} */",
      "/// ```\n/// public struct Doc: BuiltInRule {\n/// ```",
    ])
  func ignores(source: String) {
    #expect(RegistryGenerator.ruleTypes(inSource: source).isEmpty)
  }
}
