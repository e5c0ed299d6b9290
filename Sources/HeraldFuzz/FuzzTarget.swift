/// One libFuzzer target: a reader or parser of Herald fed arbitrary bytes (`make fuzz`).
///
/// Every harness calls a library entry point on the bytes and discards the result or the error: a
/// target fails only by trapping, stalling or (under AddressSanitizer) touching memory it must not.
/// The same harnesses replay the regression files of `Tests/Fuzz/Regressions/` in `swift test`,
/// without a sanitizer.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// ``XMLReader`` with and without whitespace text kept.
  case xml
  /// ``JSONReader``.
  case json
  /// ``YAMLReader``.
  case yaml
  /// ``PropertyListReader`` (OpenStep property lists, `project.pbxproj`).
  case propertyList = "property-list"
  /// The Interface Builder loader (`.storyboard`, `.xib`).
  case treeIB = "tree-ib"
  /// The JSON tree loader.
  case treeJSON = "tree-json"
  /// The Appium page-source loader.
  case treeAppium = "tree-appium"
  /// The uiautomator dump loader.
  case treeUIAutomator = "tree-uiautomator"
  /// The component-model loader (YAML).
  case components
  /// The expression parser and evaluator of component models.
  case expression
  /// Declarative rule packs (YAML, or JSON when the input starts with `{`).
  case rulePack = "rule-pack"
  /// Audit configurations (`.herald.yml`).
  case configuration
  /// Glob matching: the pattern is the input's first line, the path the rest.
  case glob
  /// `.strings` read, written and read again.
  case strings
  /// `.stringsdict` read, written and read again.
  case stringsdict
  /// `.xcstrings` read, written and read again.
  case xcstrings
  /// Android `strings.xml` read, written and read again.
  case android
  /// gettext `.po` read, written and read again.
  case gettext
  /// XLIFF read, written and read again.
  case xliff
  /// printf format strings (`%1$@`, `%lld`, …).
  case printf
  /// ICU MessageFormat patterns: Herald's ``MessagePattern`` and ICU's compile and format.
  case icu
  /// The Swift source reader (swift-syntax's parser and Herald's walk for facts).
  case swiftSource = "swift-source"
  /// The Objective-C source reader.
  case objectiveCSource = "objc-source"
  /// `herald components infer`: Swift source evaluated into a component model, written and read back.
  case componentInference = "component-inference"
  /// The SwiftUI loader: a view's body as a control tree, written as a Herald JSON tree and read
  /// back, its component models written and read back.
  case swiftUI = "swiftui"
  /// The HTML report: a Herald JSON tree audited, drawn in English and Arabic, rendered as a page.
  case report
  /// `project.pbxproj`: the property-list reader and the Xcode project model built from it.
  case xcodeProject = "xcode-project"

  /// Feeds `bytes` to the target's entry point, discarding the result and any thrown error.
  public func run(_ bytes: [UInt8]) {
    switch self {
    case .xml, .json, .yaml, .propertyList: SyntaxHarness.run(self, bytes)
    case .treeIB, .treeJSON, .treeAppium, .treeUIAutomator, .components, .expression: TreeHarness.run(self, bytes)
    case .rulePack, .configuration, .glob: AuditHarness.run(self, bytes)
    case .strings, .stringsdict, .xcstrings, .android, .gettext, .xliff, .printf: StringsHarness.run(self, bytes)
    case .icu: ICUHarness.run(bytes)
    case .swiftSource, .objectiveCSource, .componentInference, .swiftUI: SourceHarness.run(self, bytes)
    case .report: ReportHarness.run(bytes)
    case .xcodeProject: ProjectHarness.run(bytes)
    }
  }
}
