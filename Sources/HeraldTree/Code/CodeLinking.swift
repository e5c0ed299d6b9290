import HeraldSyntax

/// Gives the views of a custom class the accessibility its code sets on itself in literals, where
/// the UI file says nothing: `StarRatingControl`'s `isAccessibilityElement = true`,
/// `accessibilityLabel = "Rating"` and `accessibilityTraits = .adjustable` make its empty placeholder
/// in a storyboard the adjustable element "Rating" that VoiceOver announces.
///
/// It also records the string-table keys of texts the code sets on an element through its outlets
/// (`emptyLabel.text = "search.empty".localized`), for reading the element in the app's languages
/// (``TreeLocalizer``); the texts themselves are put in by the localizer.
///
/// Only what the code states unconditionally is applied: a member set to one literal (a Bool, a
/// string without interpolation, `NSLocalizedString("Rating", …)`'s key, trait names), on the view
/// itself. A member set to two different values (the code chooses at run time) or to an expression
/// is left alone; the audit judges such code as code (see docs/source.md). Properties the file sets
/// win. Views a component model expands keep the model's description.
///
/// ```swift
/// let linked = CodeLinking(index: index).linking(tree)
/// ```
public struct CodeLinking: Sendable {
  /// The project's code.
  public let index: CodeIndex

  /// Creates a linking over `index`.
  public init(index: CodeIndex) {
    self.index = index
  }

  /// What a class's code sets on its own view in literals.
  struct Literals: Equatable {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?
    /// The table keys of the label, value and hint: the key of `NSLocalizedString("Rating", …)`,
    /// or empty for a plain literal.
    var keys: [LocalizableField: String] = [:]
    var location: SourceLocation

    var isEmpty: Bool { isElement == nil && label == nil && value == nil && hint == nil && traits == nil }
  }

  /// `tree` with every view of a class whose code sets literals given them (and
  /// ``Element/codeSource``). Elements whose class has a component model in `components` are left
  /// to the model.
  public func linking(_ tree: ControlTree, components: ComponentLibrary = .builtIn) -> ControlTree {
    guard !index.isEmpty else { return tree }
    var cache: [String: Literals?] = [:]
    var result = tree
    for sceneIndex in result.scenes.indices {
      link(&result.scenes[sceneIndex].root, components, &cache)
    }
    return result
  }

  /// Recursion follows the element tree, whose depth the loaders already bound.
  private func link(_ element: inout Element, _ components: ComponentLibrary, _ cache: inout [String: Literals?]) {
    if let custom = element.customClass, components.model(forClass: custom.name) == nil {
      let found = cache[custom.name] ?? literals(of: custom.name)
      cache[custom.name] = found
      if let found { apply(found, to: &element) }
    }
    // Texts the code sets through the element's outlets, looked up by key.
    for (field, lookup) in outletKeys(of: element) where element.localizationKeys[field] == nil {
      element.localizationKeys[field] = lookup.key
      if lookup.table != StringLookup.defaultTable { element.localizationTables[field] = lookup.table }
    }
    for index in element.children.indices { link(&element.children[index], components, &cache) }
  }

  private func apply(_ literals: Literals, to element: inout Element) {
    var accessibility = element.accessibility
    var changed = false
    if accessibility.isElement == nil, let value = literals.isElement {
      accessibility.isElement = value; changed = true
    }
    var keys = element.localizationKeys
    func set(_ field: LocalizableField, _ current: inout String?, _ value: String?) {
      guard current == nil, let value else { return }
      current = value
      keys[field] = literals.keys[field] ?? ""
      changed = true
    }
    set(.accessibilityLabel, &accessibility.label, literals.label)
    set(.accessibilityValue, &accessibility.value, literals.value)
    set(.accessibilityHint, &accessibility.hint, literals.hint)
    if accessibility.traits == nil, let value = literals.traits { accessibility.traits = value; changed = true }
    guard changed else { return }
    element.accessibility = accessibility
    element.localizationKeys = keys
    element.codeSource = literals.location
  }

  /// The literals `name`'s code (and its project superclasses') sets on the view, or `nil`.
  func literals(of name: String) -> Literals? {
    guard let type = index.type(named: name) else { return nil }
    var result = Literals(location: type.location)
    result.isElement = single(index.facts(of: name, .isAccessibilityElement)) { Self.bool($0) }
    let strings: [(LocalizableField, CodeMember, WritableKeyPath<Literals, String?>)] = [
      (.accessibilityLabel, .accessibilityLabel, \.label), (.accessibilityValue, .accessibilityValue, \.value),
      (.accessibilityHint, .accessibilityHint, \.hint),
    ]
    for (field, property, path) in strings {
      let facts = index.facts(of: name, property)
      result[keyPath: path] = single(facts, Self.string)
      if result[keyPath: path] != nil, let key = single(facts, Self.localizedKey) { result.keys[field] = key }
    }
    let traitFacts = index.facts(of: name, .accessibilityTraits)
    if !traitFacts.isEmpty {
      var traits: AccessibilityTraits = []
      for fact in traitFacts {
        guard let parsed = fact.value.flatMap(Self.traits) else { return result.isEmpty ? nil : result }
        traits.formUnion(parsed)
      }
      result.traits = traits
    }
    return result.isEmpty ? nil : result
  }

  /// The value of `facts` when they all say the same literal.
  private func single<Value: Equatable>(_ facts: [CodeFact], _ read: (String) -> Value?) -> Value? {
    var found: Value?
    for fact in facts {
      guard let text = fact.value, let value = read(text) else { return nil }
      if let found, found != value { return nil }
      found = value
    }
    return found
  }

  static func bool(_ text: String) -> Bool? {
    switch text {
    case "true", "YES": true
    case "false", "NO": false
    default: nil
    }
  }

  /// A string literal without interpolation (`"Rating"`, `@"Rating"`), or the key of
  /// `NSLocalizedString("Rating", …)` / `String(localized: "Rating")`.
  static func string(_ text: String) -> String? {
    var body = Substring(text)
    for prefix in ["NSLocalizedString(", "String(localized:", "LocalizedStringKey("] where body.hasPrefix(prefix) {
      body = body.dropFirst(prefix.count).drop { $0 == " " }
      guard let end = body.firstIndex(of: ",") ?? body.lastIndex(of: ")") else { return nil }
      body = body[..<end]
    }
    if body.hasPrefix("@") { body = body.dropFirst() }
    guard body.count >= 2, body.first == "\"", body.last == "\"" else { return nil }
    let inner = body.dropFirst().dropLast()
    guard !inner.contains("\\"), !inner.contains("\"") else { return nil }
    return String(inner)
  }

  /// The key of `NSLocalizedString("Rating", …)`, `String(localized: "Rating")` or
  /// `LocalizedStringKey("Rating")`; `nil` for a plain literal.
  static func localizedKey(_ text: String) -> String? {
    let isLookup = ["NSLocalizedString(", "String(localized:", "LocalizedStringKey("].contains { text.hasPrefix($0) }
    return isLookup ? string(text) : nil
  }

  /// Trait names written as Swift members or Objective-C constants (`.adjustable`,
  /// `[.button, .selected]`, `UIAccessibilityTraitAdjustable | UIAccessibilityTraitButton`); `nil`
  /// when the value is anything else (a variable, `super.accessibilityTraits`).
  static func traits(_ text: String) -> AccessibilityTraits? {
    var names: [String] = []
    let separators: Set<Character> = ["[", "]", "(", ")", ",", "|", " "]
    for token in text.split(whereSeparator: { separators.contains($0) }) {
      // A bare name is a variable, not a trait.
      guard let prefix = ["UIAccessibilityTraits.", "UIAccessibilityTrait", "."].first(where: token.hasPrefix) else {
        return nil
      }
      let name = token.dropFirst(prefix.count)
      guard !name.isEmpty, name.allSatisfy(\.isLetter) else { return nil }
      names.append(name.prefix(1).lowercased() + name.dropFirst())
    }
    let parsed = AccessibilityTraits.parse(names: names)
    return parsed.unknown.isEmpty && !names.isEmpty ? parsed.traits : nil
  }
}
