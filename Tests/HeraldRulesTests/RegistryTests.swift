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
