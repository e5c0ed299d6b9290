import HeraldSyntax

extension XLIFFTable {
  /// One step from a localization towards a leaf.
  enum Step: Hashable {
    /// The case `name` of variations by `selector` (`plural.one`).
    case variation(selector: String, name: String)
    /// Variations by `selector` without a case: only the last step of a `herald:empty` unit.
    case selector(String)
    /// The substitution `name` (`substitutions.count`); what follows are its variations.
    case substitution(String)

    /// The id components of the step.
    var components: [String] {
      switch self {
      case .variation(let selector, let name): [selector, name]
      case .selector(let selector): [selector]
      case .substitution(let name): ["substitutions", name]
      }
    }

    /// Whether the step ends a path short of a localization.
    var isPartial: Bool {
      switch self {
      case .variation: false
      case .selector, .substitution: true
      }
    }
  }

  /// Selectors whose presence after `|==|` makes an id a variation path rather than a key.
  static let pathStarts: Set<String> = ["plural", "device", "width", "substitutions"]

  /// The dot-separated path of `steps` (`device.iphone.plural.one`); a component holding a dot,
  /// starting with `@` or empty is written between `@`s.
  static func encode(_ steps: some Sequence<Step>) -> String {
    steps.flatMap(\.components).map { component in
      component.isEmpty || component.contains(".") || component.hasPrefix("@") ? "@\(component)@" : component
    }.joined(separator: ".")
  }

  /// The components of a path, or `nil` when it is malformed (an empty component, an unclosed `@`).
  static func components(of path: Substring) -> [String]? {
    var result: [String] = []
    var rest = path
    while true {
      if rest.first == "@" {
        let body = rest.dropFirst()
        var search = body.startIndex
        var end: Substring.Index?
        while let at = body[search...].firstIndex(of: "@") {
          let next = body.index(after: at)
          if next == body.endIndex || body[next] == "." {
            end = at
            break
          }
          search = next
        }
        guard let end else { return nil }
        result.append(String(body[..<end]))
        rest = body[body.index(after: end)...]
      } else {
        let end = rest.firstIndex(of: ".") ?? rest.endIndex
        guard end != rest.startIndex else { return nil }
        result.append(String(rest[..<end]))
        rest = rest[end...]
      }
      if rest.isEmpty { return result }
      rest = rest.dropFirst()
      if rest.isEmpty { return nil }
    }
  }

  /// The steps of a path's components, or `nil` when they do not form one (a substitution
  /// without a name, or directly inside another substitution).
  static func steps(of components: [String]) -> [Step]? {
    var steps: [Step] = []
    var index = 0
    while index < components.count {
      if components[index] == "substitutions" {
        guard index + 1 < components.count else { return nil }
        if case .substitution = steps.last { return nil }
        steps.append(.substitution(components[index + 1]))
        index += 2
      } else if index + 1 < components.count {
        steps.append(.variation(selector: components[index], name: components[index + 1]))
        index += 2
      } else {
        steps.append(.selector(components[index]))
        index += 1
      }
    }
    return steps
  }

  /// The key and steps of a String Catalog or `.strings` unit id.
  static func catalogPath(
    _ id: String, key explicitKey: String?, allowsPartial: Bool, unit: XMLElement
  ) throws(StringTableError) -> (key: String, steps: [Step]) {
    let key: String
    let path: Substring?
    if let explicitKey {
      guard id.hasPrefix(explicitKey) else {
        throw .invalidContent(
          unit.location, reason: "trans-unit '\(id)' does not start with its herald:key '\(explicitKey)'",
          advice: "Keep the id and herald:key as Herald wrote them, or remove herald:key")
      }
      let rest = id.dropFirst(explicitKey.count)
      if rest.isEmpty {
        path = nil
      } else if rest.hasPrefix(pathSeparator) {
        path = rest.dropFirst(pathSeparator.count)
      } else {
        throw .invalidContent(
          unit.location, reason: "trans-unit '\(id)' continues its herald:key with something other than '|==|'",
          advice: "Keep the id and herald:key as Herald wrote them, or remove herald:key")
      }
      key = explicitKey
    } else if let separator = id.ranges(of: pathSeparator).last {
      let suffix = id[separator.upperBound...]
      let components = components(of: suffix)
      let steps = components.flatMap(steps(of:))
      let looksLikePath = steps.map { allowsPartial || $0.last?.isPartial != true } ?? false
      let first = String(suffix.prefix { $0 != "." })
      guard looksLikePath || pathStarts.contains(first) else { return (id, []) }
      key = String(id[..<separator.lowerBound])
      path = suffix
    } else {
      return (id, [])
    }
    guard let path else { return (key, []) }
    guard let components = components(of: path), let steps = steps(of: components) else {
      throw .invalidContent(
        unit.location, reason: "cannot read the variation path '\(path)' of trans-unit '\(id)'",
        advice: "Xcode writes paths such as Key|==|plural.one, Key|==|device.iphone.plural.other and "
          + "Key|==|substitutions.NAME.plural.few; fix the id or export the file again")
    }
    return (key, steps)
  }

  /// The key and steps of a `.stringsdict` unit id (`/Key:dict/VAR:dict/one:dict/:string`).
  static func stringsdictPath(_ id: String, unit: XMLElement) throws(StringTableError) -> (key: String, steps: [Step]) {
    var inner = Substring(id)
    var parts: [Substring] = []
    if inner.hasPrefix("/") {
      inner = inner.dropFirst()
      if inner.hasSuffix(":dict/:string") {
        inner = inner.dropLast(13)
      } else if inner.hasSuffix(":string") {
        inner = inner.dropLast(7)
      }
      parts = inner.split(separator: ":dict/", omittingEmptySubsequences: false)
    }
    if parts.count >= 2, parts.last == "NSStringLocalizedFormatKey" {
      return (parts.dropLast().joined(separator: ":dict/"), [])
    }
    guard parts.count >= 3, !parts[parts.count - 1].isEmpty, !parts[parts.count - 2].isEmpty else {
      throw .invalidContent(
        unit.location, reason: "cannot read the .stringsdict path '\(id)' of a trans-unit",
        advice: "Xcode writes /Key:dict/NSStringLocalizedFormatKey:dict/:string for the format and "
          + "/Key:dict/VARIABLE:dict/one:dict/:string for a plural case; fix the id or export the file again")
    }
    let key = parts.dropLast(2).joined(separator: ":dict/")
    let variable = String(parts[parts.count - 2])
    let name = String(parts[parts.count - 1])
    switch variable {
    case "NSStringDeviceSpecificRuleType": return (key, [.variation(selector: "device", name: name)])
    case "NSStringVariableWidthRuleType": return (key, [.variation(selector: "width", name: name)])
    default: return (key, [.substitution(variable), .variation(selector: "plural", name: name)])
    }
  }

  // MARK: States

  /// The String Catalog state of an XLIFF `state`.
  static func catalogState(_ state: String?) -> String? {
    switch state {
    case nil: nil
    case "translated", "final", "signed-off": "translated"
    case "needs-review-l10n", "needs-review-translation", "needs-review-adaptation", "needs-adaptation",
      "needs-l10n":
      "needs_review"
    case "new", "needs-translation": "new"
    case let other?: other
    }
  }

  /// The XLIFF `state` of a String Catalog state, or `nil` when XLIFF has none.
  static func xliffState(_ state: String) -> String? {
    switch state {
    case "translated": "translated"
    case "needs_review": "needs-review-l10n"
    case "new": "new"
    default: nil
    }
  }
}
