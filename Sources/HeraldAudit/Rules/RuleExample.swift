import HeraldTree

/// A small control tree that must, or must not, trigger a rule: the rule's documentation and test.
///
/// The tree is YAML (or JSON) in Herald's tree format (`docs/json-tree.md`): either one element,
/// taken as the root of a single scene, or a whole document with `herald: tree`. Elements the rule
/// must flag are named by id in `flagged` (a violation) and `needsReview` (an incomplete result);
/// `message` pins the key of the message every one of those findings must have, for a rule with
/// several messages:
///
/// ```swift
/// RuleExample(
///   """
///   role: view
///   children:
///     - {id: star, role: button, content: {images: {normal: star.fill}}}
///   """, flagged: ["star"], message: "message")
/// ```
public struct RuleExample: Sendable, Hashable {
  /// The tree, as YAML or JSON text.
  public var tree: String
  /// The ids of the elements that must get a violation; empty for a non-triggering example.
  public var flagged: [String]
  /// The ids of the elements that must get a needs-review result.
  public var needsReview: [String]
  /// The key of the message every finding of the example must have (`unlabeled`); `nil` accepts any.
  public var message: String?
  /// Options the rule runs with for this example (the rule's defaults otherwise).
  public var options: [String: OptionValue]
  /// The platform of a single-element tree.
  public var platform: Platform
  /// The app's string table (source texts) for rules that compare labels with it; `nil` for none.
  public var strings: [String]?
  /// The app's translations, for the localization rules: values by key, by locale (`en` is the
  /// development language), all in the `Localizable` table; `nil` for none.
  public var translations: [String: [String: String]]?
  /// Keys of ``translations`` that have plural variations (as a `.stringsdict` gives them).
  public var pluralKeys: Set<String>
  /// Where the example is written, for failure messages.
  public var location: String
  /// The app's Swift source the example's tree is judged with (`Example.swift`), for rules that
  /// read the code of custom classes and outlets; `nil` for none.
  public var source: String?

  /// Declares an example.
  public init(
    _ tree: String, flagged: [String] = [], needsReview: [String] = [], message: String? = nil,
    options: [String: OptionValue] = [:], platform: Platform = .iOS, strings: [String]? = nil, source: String? = nil,
    translations: [String: [String: String]]? = nil, pluralKeys: Set<String> = [], file: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.source = source
    self.translations = translations
    self.pluralKeys = pluralKeys
    self.tree = tree
    self.flagged = flagged
    self.needsReview = needsReview
    self.message = message
    self.options = options
    self.platform = platform
    self.strings = strings
    location = "\(file):\(line)"
  }

  /// Declares an example written elsewhere than in Swift source (a rule pack), located there.
  public init(
    tree: String, flagged: [String], needsReview: [String] = [], message: String? = nil,
    options: [String: OptionValue] = [:], platform: Platform = .iOS, strings: [String]? = nil, location: String
  ) {
    self.tree = tree
    self.flagged = flagged
    self.needsReview = needsReview
    self.message = message
    self.options = options
    self.platform = platform
    self.strings = strings
    self.location = location
    pluralKeys = []
  }
}
