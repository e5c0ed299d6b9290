extension CodeLinking {
  /// The members whose value code looks up by key, and the field each sets.
  public static let localizedMembers: [CodeMember: LocalizableField] = [
    .text: .text, .title: .title(.normal), .placeholder: .placeholder, .accessibilityLabel: .accessibilityLabel,
    .accessibilityHint: .accessibilityHint, .accessibilityValue: .accessibilityValue,
  ]

  /// The keys the app's code looks up for the texts it sets on `element` through its outlets:
  /// `emptyLabel.text = "search.empty".localized`, `saveButton.setTitle(NSLocalizedString("save",
  /// comment: ""), for: .normal)`. A field is keyed only when every assignment of it through a
  /// property of that name, anywhere in the project, looks up the same key (code that chooses
  /// between texts at run time is left alone).
  func outletKeys(of element: Element) -> [LocalizableField: String] {
    var keys: [LocalizableField: String] = [:]
    for outlet in element.connections.outlets {
      var found: [LocalizableField: String] = [:]
      var conflicting: Set<LocalizableField> = []
      for use in index.uses(of: outlet.property) {
        guard let member = use.member, let field = Self.localizedMembers[member] else { continue }
        guard let key = use.value.flatMap({ Self.lookupKey(inAssignment: $0, call: use.kind == .call) }),
          found[field] == nil || found[field] == key
        else {
          conflicting.insert(field)
          continue
        }
        found[field] = key
      }
      for (field, key) in found where !conflicting.contains(field) { keys[field] = key }
    }
    return keys
  }

  /// The key a value looks up: `NSLocalizedString("key", …)`, `String(localized: "key")`,
  /// `"key".localized` or `"key".localized()`; for a call (`setTitle(…, for: .normal)`), the
  /// first argument's, and only for the normal state.
  static func lookupKey(inAssignment value: String, call: Bool) -> String? {
    var text = Substring(value)
    if call {
      guard let range = text.range(of: ", for:") else { return nil }
      let state = text[range.upperBound...].trimmingPrefix(" ")
      guard state == ".normal" || state == "UIControl.State.normal" || state == "[]" else { return nil }
      text = text[..<range.lowerBound]
    }
    if let key = localizedKey(String(text)) { return key }
    for suffix in [".localized()", ".localized"] where text.hasSuffix(suffix) {
      return string(String(text.dropLast(suffix.count)))
    }
    return nil
  }
}
