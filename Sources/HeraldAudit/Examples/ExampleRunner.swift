import HeraldICU
import HeraldSyntax
import HeraldTree

/// Runs a rule's examples: each triggering example must flag exactly its marked elements (with the
/// message it pins, if any), each non-triggering example must flag nothing; and every finding's
/// message must have English text when the rule declares its messages.
///
/// The generic test of the built-in rules and `herald rules test PACK` both use it.
public struct ExampleRunner: Sendable {
  /// An example that did not behave as declared.
  public struct Failure: Sendable, Hashable, CustomStringConvertible {
    /// The rule.
    public var ruleID: String
    /// Where the example is written.
    public var location: String
    /// What happened instead.
    public var reason: String

    /// `location: rule: reason`.
    public var description: String { "\(location): \(ruleID): \(reason)" }
  }

  /// Reads an example's Swift source (its text and a file name) into a ``CodeIndex``
  /// (HeraldSource's `SourceIndexer`, which HeraldAudit does not import).
  public typealias SourceTextReader = @Sendable (_ text: String, _ file: String) -> CodeIndex

  /// Reads examples' source; `nil` fails every example that has some.
  public var readSource: SourceTextReader?

  /// Creates a runner.
  ///
  /// - Parameter readSource: Reads the Swift source of examples that have some.
  public init(readSource: SourceTextReader? = nil) {
    self.readSource = readSource
  }

  /// The name an example's source is read under (its findings cite it).
  public static let sourceFile = "Example.swift"

  /// Loads an example's tree: one element (the root of a single scene) or a whole tree document.
  ///
  /// - Throws: ``TreeError`` when the YAML or the tree is malformed.
  public func tree(of example: RuleExample) throws(TreeError) -> ControlTree {
    let file = example.location
    let value: JSONValue
    do {
      value = try YAMLReader.parse(example.tree, file: file)
    } catch {
      throw .syntax(error)
    }
    if value["herald"] != nil { return try JSONTreeLoader().load(value, file: file) }
    let document = JSONValue.object([
      JSONMember("herald", .string("tree")),
      JSONMember("platform", .string(example.platform.rawValue)),
      JSONMember("unit", .string(example.platform == .android ? "px" : "pt")),
      JSONMember(
        "scenes",
        .array([
          .object([JSONMember("name", .string("Example")), JSONMember("root", value)])
        ])),
    ])
    return try JSONTreeLoader().load(document, file: file)
  }

  /// An example's translations as the app's `Localizable` tables, one per locale.
  static func appStrings(_ translations: [String: [String: String]], pluralKeys: Set<String> = []) -> AppStrings {
    var strings = AppStrings(developmentLocale: "en")
    for (locale, values) in translations {
      strings.add(
        AppStrings.Table(
          locale: locale, name: "Localizable", directory: nil, path: "\(locale).lproj/Localizable.strings",
          values: values, pluralKeys: pluralKeys.intersection(values.keys)))
    }
    return strings
  }

  /// Runs every example of `rule`, made with each example's options by `make`.
  ///
  /// - Parameters:
  ///   - description: The rule's description (its examples).
  ///   - make: Makes the rule with an example's options.
  ///   - components: Component models for the example trees.
  /// - Returns: The examples that failed; empty when all behave as declared.
  public func run(
    _ description: RuleDescription, components: ComponentLibrary = .builtIn,
    make: (RuleOptions) throws(AuditError) -> any Rule
  ) -> [Failure] {
    var failures: [Failure] = []
    let examples =
      description.triggeringExamples.map { ($0, true) } + description.nonTriggeringExamples.map { ($0, false) }
    if description.triggeringExamples.isEmpty {
      failures.append(Failure(ruleID: description.id, location: "-", reason: "the rule has no triggering example"))
    }
    if description.nonTriggeringExamples.isEmpty {
      failures.append(Failure(ruleID: description.id, location: "-", reason: "the rule has no non-triggering example"))
    }
    for (example, triggering) in examples {
      func fail(_ reason: String) {
        failures.append(Failure(ruleID: description.id, location: example.location, reason: reason))
      }
      if triggering, example.flagged.isEmpty, example.needsReview.isEmpty {
        fail("a triggering example must mark the elements it flags")
        continue
      }
      if !triggering, !(example.flagged.isEmpty && example.needsReview.isEmpty) || example.message != nil {
        fail("a non-triggering example cannot mark elements or a message")
        continue
      }
      do {
        let rule = try make(try RuleOptions(description, overrides: example.options))
        let tree = try self.tree(of: example)
        var code = CodeIndex()
        if let source = example.source {
          guard let readSource else {
            fail("the example has Swift source, but this runner reads none")
            continue
          }
          code = readSource(source, Self.sourceFile)
        }
        let auditor = try Auditor(
          rules: [rule], components: components, strings: example.strings.map(Set.init), code: code,
          appStrings: example.translations.map { Self.appStrings($0, pluralKeys: example.pluralKeys) })
        let result = auditor.audit(tree)
        for error in result.errors { fail("the example's tree cannot be audited: \(error)") }
        let flagged = result.findings.filter { $0.kind == .violation }.map(\.location.elementID).sorted()
        let reviewed = result.findings.filter { $0.kind == .needsReview }.map(\.location.elementID).sorted()
        if flagged != example.flagged.sorted() {
          fail("expected violations on \(Self.list(example.flagged)), got \(Self.list(flagged))")
        }
        if reviewed != example.needsReview.sorted() {
          fail("expected needs-review on \(Self.list(example.needsReview)), got \(Self.list(reviewed))")
        }
        if triggering, result.counts.first?.applicable == 0 { fail("the rule applied to no element") }
        for key in Set(result.findings.map(\.messageKey)).sorted() {
          if let expected = example.message, key != expected {
            fail("expected the message \"\(expected)\", got \"\(key)\"")
          }
          if !description.messages.isEmpty, description.messages[key] == nil {
            fail("the rule has no English text for its message \"\(key)\" (RuleDescription.messages)")
          }
        }
      } catch {
        fail("\(error)")
      }
    }
    return failures
  }

  private static func list(_ ids: [String]) -> String {
    ids.isEmpty ? "none" : ids.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
