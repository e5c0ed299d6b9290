extension CodeLinking {
  /// The members whose value code looks up by key, and the field each sets.
  public static let localizedMembers: [CodeMember: LocalizableField] = [
    .text: .text, .title: .title(.normal), .placeholder: .placeholder, .accessibilityLabel: .accessibilityLabel,
    .accessibilityHint: .accessibilityHint, .accessibilityValue: .accessibilityValue,
  ]

  /// The lookups the app's code makes for the texts it sets on `element` through its outlets:
  /// `emptyLabel.text = "search.empty".localized`, `saveButton.setTitle(NSLocalizedString("save",
  /// comment: ""), for: .normal)`, `titleLabel.text = L10n.Scene.title` (an accessor the code
  /// declares, ``CodeIndex/strings``). A field is keyed only when every assignment of it through a
  /// property of that name, anywhere in the project, looks up the same key (code that chooses
  /// between texts at run time is left alone).
  func outletKeys(of element: Element) -> [LocalizableField: StringLookup] {
    var keys: [LocalizableField: StringLookup] = [:]
    for outlet in element.connections.outlets {
      var found: [LocalizableField: StringLookup] = [:]
      var conflicting: Set<LocalizableField> = []
      for use in uses(of: outlet) {
        guard let member = use.member, let field = Self.localizedMembers[member] else { continue }
        guard let key = use.value.flatMap({ lookup(inAssignment: $0, call: use.kind == .call) }),
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

  /// The uses of an outlet's property that can be its (`CodeIndex.uses(of:)` given the outlet), for an
  /// outlet whose owner is known: keys are read only where the code that sets them is the outlet's.
  public func uses(of outlet: Outlet) -> [PropertyUse] {
    guard outlet.owner != nil else { return [] }
    return index.uses(of: outlet)
  }

  /// The key of the localized pattern a format call formats: `String(format:
  /// NSLocalizedString("stars", comment: ""), n)`, `String.localizedStringWithFormat("stars".localized, n)`
  /// → `stars`; `nil` for anything else.
  public static func formattedKey(_ value: String) -> String? {
    let calls = ["String(format:", "String.localizedStringWithFormat(", "NSString.localizedStringWithFormat("]
    guard let call = calls.first(where: value.hasPrefix) else { return nil }
    var rest = value.dropFirst(call.count).drop { $0 == " " }
    // The pattern is the first argument: up to the first comma outside parentheses and quotes.
    var depth = 0
    var quoted = false
    var end = rest.endIndex
    for index in rest.indices {
      let character = rest[index]
      if character == "\"" { quoted.toggle() }
      if quoted { continue }
      if character == "(" { depth += 1 }
      if character == ")" {
        if depth == 0 {
          end = index
          break
        }
        depth -= 1
      }
      if character == ",", depth == 0 {
        end = index
        break
      }
    }
    rest = rest[..<end]
    return lookupKey(inAssignment: String(rest), call: false)
  }

  /// The key a value looks up: `NSLocalizedString("key", …)`, `String(localized: "key")`,
  /// `"key".localized` or `"key".localized()`; for a call (`setTitle(…, for: .normal)`), the
  /// first argument's, and only for the normal state.
  static func lookupKey(inAssignment value: String, call: Bool) -> String? {
    guard let text = assigned(value, call: call) else { return nil }
    if let key = localizedKey(String(text)) { return key }
    for suffix in [".localized()", ".localized"] where text.hasSuffix(suffix) {
      return string(String(text.dropLast(suffix.count)))
    }
    return nil
  }

  /// The lookup a value makes: a key ``lookupKey(inAssignment:call:)`` reads (in `Localizable`),
  /// or an accessor of the app's own tables (`L10n.Scene.title`) with its table.
  func lookup(inAssignment value: String, call: Bool) -> StringLookup? {
    if let key = Self.lookupKey(inAssignment: value, call: call) { return StringLookup(key: key) }
    guard let text = Self.assigned(value, call: call), let accessor = index.strings.lookup(String(text)),
      accessor.arguments == 0
    else { return nil }
    return accessor
  }

  /// The value set: for a call (`setTitle(…, for: .normal)`), its first argument, and only for the
  /// normal state.
  private static func assigned(_ value: String, call: Bool) -> Substring? {
    guard call else { return Substring(value) }
    guard let range = value.range(of: ", for:") else { return nil }
    let state = value[range.upperBound...].trimmingPrefix(" ")
    guard state == ".normal" || state == "UIControl.State.normal" || state == "[]" else { return nil }
    return value[..<range.lowerBound]
  }
}
