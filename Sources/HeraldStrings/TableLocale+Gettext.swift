extension TableLocale {
  /// gettext `@modifier`s that name a script, and the ISO 15924 code a BCP 47 tag uses for it.
  static let gettextScripts: [(modifier: String, script: String)] = [
    ("latin", "Latn"), ("cyrillic", "Cyrl"), ("shaw", "Shaw"), ("devanagari", "Deva"), ("arabic", "Arab"),
  ]

  /// The BCP 47 tag of a gettext locale name (`ll[_CC][@modifier]`, the stem of `sr@latin.po`).
  ///
  /// `pt_BR` → `pt-BR`; a modifier that names a script becomes the script subtag (`sr@latin` →
  /// `sr-Latn`, `be@latin` → `be-Latn`, `sr_RS@latin` → `sr-Latn-RS`, `en@shaw` → `en-Shaw`,
  /// Shavian); `ca@valencia` → `ca-valencia` (a registered variant); any other modifier becomes a
  /// private-use subtag (`xx@foo` → `xx-x-foo`), so that every name maps to a distinct tag and
  /// ``gettextName(for:)`` gives it back. Returns `nil` when `name` is not a locale name.
  public static func gettextLocale(_ name: String) -> String? {
    // Xcode's Base localization, which Herald writes to Base.po.
    if name == "Base" { return "Base" }
    let parts = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let base = parts[0]
    let fields = base.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
    guard let language = fields.first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter }),
      fields.dropFirst().allSatisfy({
        !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      })
    else { return nil }
    var tag = [language] + fields.dropFirst()
    guard parts.count == 2 else { return tag.joined(separator: "-") }
    let modifier = parts[1]
    guard !modifier.isEmpty, modifier.count <= 8, modifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else { return nil }
    if let script = gettextScripts.first(where: { $0.modifier == modifier.lowercased() })?.script {
      tag.insert(script, at: 1)
    } else if modifier.lowercased() == "valencia" {
      tag.append("valencia")
    } else {
      tag += ["x", modifier]
    }
    return tag.joined(separator: "-")
  }

  /// The gettext locale name of a BCP 47 tag, as `po/` folders and `LINGUAS` write it: the
  /// inverse of ``gettextLocale(_:)`` (`pt-BR` → `pt_BR`, `sr-Latn` → `sr@latin`, `ca-valencia`
  /// → `ca@valencia`, `en-Shaw` → `en@shaw`). A script gettext has no modifier for stays a field
  /// (`zh-Hans` → `zh_Hans`).
  public static func gettextName(for locale: String) -> String {
    var fields = bcp47(locale).split(separator: "-").map(String.init)
    guard !fields.isEmpty else { return locale }
    var modifier: String?
    if let index = fields.firstIndex(of: "x"), index + 1 < fields.count {
      modifier = fields[index + 1]
      fields.removeSubrange(index...)
    }
    if fields.count > 1, let script = gettextScripts.first(where: { $0.script == fields[1] }) {
      modifier = modifier ?? script.modifier
      fields.remove(at: 1)
    }
    if let index = fields.firstIndex(of: "valencia") {
      modifier = modifier ?? "valencia"
      fields.remove(at: index)
    }
    return fields.joined(separator: "_") + (modifier.map { "@" + $0 } ?? "")
  }
}
