/// Accessors of the app's string tables that a build step generates and no input declares: a
/// script run in a build phase (Kiwix's `LocalString.common_button_share`, made from the key
/// `common.button.share` by writing every character other than a letter or digit as `_`) or R.swift
/// (`R.string.localizable.commonButtonShare()`, its `R.generated.swift` built, not committed). The
/// Swift is not among the inputs, but its names are the keys' names: each generator writes a key as
/// an identifier by dropping or replacing its separators and changing the case of letters, never by
/// adding or reordering letters or digits.
///
/// So an accessor is the table key whose letters and digits, in lower case, are the member's, when
/// all of this holds (anything else is left to the app):
/// - it is written `Type.member`, or R.swift's `R.string.table.member` (in that table);
/// - no input declares or extends `Type` (``declaredNames(in:)``), and it is none of the system's
///   types whose static members are values (``systemTypes``, `UI…`/`NS…`/`CG…` names);
/// - the member has two words or more (`common_search`, `commonSearch`): a one-word member
///   (`.title`, `.red`) is too likely some other value;
/// - exactly one key of the app's tables has that form, and it is written as an identifier
///   (`common.button.share`, `settings_title`: a lower-case first letter, a separator, no space).
///
/// Xcode 26 generates a `LocalizedStringResource` symbol for a String Catalog's manually managed
/// key (build setting `STRING_CATALOG_GENERATE_SYMBOLS`): `Text(.settingsTitle)` for the key
/// `settings.title` of `Localizable`, `Text(.Onboarding.welcomeTitle)` for another table, a
/// function for a key with placeholders (`Text(.itemsCount(n))`). Such a symbol is written with a
/// leading dot where SwiftUI takes text, so the position says it is a string: one word is enough
/// (`.save`), and any key of the table whose letters and digits are the member's, when only one
/// has them (``catalogSymbol(_:table:)``).
///
/// ```swift
/// var generated = GeneratedAccessors(keys: ["Localizable": ["common.button.share"]], declaredTypes: [])
/// generated.lookup("LocalString.common_button_share")   // Localizable: common.button.share
/// generated.catalogSymbol("commonButtonShare")          // Localizable: common.button.share
/// ```
public struct GeneratedAccessors: Sendable, Hashable {
  /// The lookups by a key's letters and digits in lower case, by table; `nil` where two keys of
  /// the tables share them.
  private var byForm: [String: StringLookup?] = [:]
  /// The same, per table (R.swift names the table).
  private var byTable: [String: [String: StringLookup?]] = [:]
  /// The types the inputs declare or extend: their members are what the inputs say.
  private var declaredTypes: Set<String> = []
  /// Every key's lookup by its letters and digits in lower case, by table in lower case (Xcode's
  /// catalog symbols); `nil` where two keys of a table share them.
  private var symbols: [String: [String: StringLookup?]] = [:]
  /// The same by the key's name camel-cased (``camelCased(_:)``), asked first.
  private var camelSymbols: [String: [String: StringLookup?]] = [:]

  /// The system's types whose static members are values of their own (`Color.accentColor`,
  /// `Font.largeTitle`, `Bundle.main`), besides those named with a framework prefix (`UIColor`,
  /// `NSFont`, `CGFloat`).
  public static let systemTypes: Set<String> = [
    "Self", "Color", "Font", "Image", "Text", "Bundle", "UserDefaults", "Locale", "Notification", "Date", "URL",
    "String", "Character", "Int", "Double", "Float", "Bool", "Data", "Calendar", "TimeZone", "ProcessInfo",
    "FileManager", "Animation", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "EdgeInsets",
    "Material", "ShapeStyle", "ToolbarItemPlacement", "KeyboardShortcut", "KeyEquivalent", "EventModifiers",
    "LocalizedStringKey", "DispatchQueue", "Task", "ColorScheme", "Visibility", "Axis", "UnitPoint", "Angle",
  ]

  /// None.
  public init() {}

  /// The accessors the keys of the app's tables (by table name) would have, for members of types
  /// other than `declaredTypes`; each lookup's fallback is the key's text in the development
  /// language (`developmentText(table, key)`), as SwiftGen's accessors carry it.
  public init(
    keys: [String: Set<String>], declaredTypes: Set<String>,
    developmentText: (_ table: String, _ key: String) -> String? = { _, _ in nil }
  ) {
    self.declaredTypes = declaredTypes
    for (table, tableKeys) in keys {
      for key in tableKeys {
        let form = Self.form(key)
        guard !form.isEmpty else { continue }
        let lookup = StringLookup(table: table, key: key, fallback: developmentText(table, key))
        Self.add(lookup, form, to: &symbols[table.lowercased(), default: [:]])
        Self.add(lookup, Self.camelCased(key), to: &camelSymbols[table.lowercased(), default: [:]])
        guard Self.isIdentifierKey(key) else { continue }
        Self.add(lookup, form, to: &byForm)
        Self.add(lookup, form, to: &byTable[table.lowercased(), default: [:]])
      }
    }
  }

  /// The key Xcode's String Catalog symbol `member` stands for, written with a leading dot where
  /// SwiftUI or Foundation takes a `LocalizedStringResource` (`Text(.settingsTitle)`,
  /// `String(localized: .commonOk)`): in `Localizable`, or in `table` for a symbol nested in the
  /// table's name (`.Onboarding.welcomeTitle`). `nil` when no key, or more than one, of the table
  /// has the member's letters and digits.
  public func catalogSymbol(_ member: String, table: String? = nil) -> StringLookup? {
    let form = Self.form(member)
    guard !form.isEmpty, member != "init" else { return nil }
    let table = (table ?? StringLookup.defaultTable).lowercased()
    // The key whose camel-cased name is the member's decides between keys of one form
    // (`save` and `Save` are both `.save` by their letters).
    if let exact = camelSymbols[table]?[member] { return exact }
    return symbols[table]?[form] ?? nil
  }

  /// The text of `key` of `table` in the development language, as the app's tables give it;
  /// `nil` when the tables do not have the key, or give another key of the table the same letters
  /// and digits.
  public func developmentText(key: String, table: String = StringLookup.defaultTable) -> String? {
    guard let found = symbols[table.lowercased()]?[Self.form(key)] ?? nil, found.key == key else { return nil }
    return found.fallback
  }

  /// A key's words joined as a Swift name, as Xcode writes a catalog symbol (`some.key` is
  /// `someKey`): split where a character is neither a letter nor a digit, the first word's first
  /// letter lower-cased, each later word's first letter upper-cased.
  public static func camelCased(_ key: String) -> String {
    let words = key.split { !($0.isLetter || $0.isNumber) }
    guard let first = words.first else { return "" }
    return first.prefix(1).lowercased() + first.dropFirst()
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  private static func add(_ lookup: StringLookup, _ form: String, to index: inout [String: StringLookup?]) {
    if let known = index[form] {
      if known != lookup { index[form] = .some(nil) }
    } else {
      index[form] = lookup
    }
  }

  /// Whether there are none.
  public var isEmpty: Bool { byForm.isEmpty && symbols.isEmpty }

  /// The lookup the generated accessor `name` (`LocalString.common_search`,
  /// `R.string.localizable.commonSearch`) makes, when it decides one.
  public func lookup(_ name: String) -> StringLookup? {
    guard !byForm.isEmpty else { return nil }
    let parts = name.split(separator: ".")
    if parts.count == 4, parts[0] == "R", parts[1] == "string" {
      guard Self.hasWords(parts[3]) else { return nil }
      return byTable[parts[2].lowercased()]?[Self.form(parts[3])] ?? nil
    }
    guard parts.count == 2, let first = parts[0].first, first.isUppercase, Self.hasWords(parts[1]) else { return nil }
    let type = String(parts[0])
    guard !declaredTypes.contains(type), !Self.isSystemType(type) else { return nil }
    return byForm[Self.form(parts[1])] ?? nil
  }

  /// Whether `type` is one of the system's (``systemTypes``, or a framework prefix of two or three
  /// capitals before a capitalised word: `UIColor`, `NSFont`, `CGFloat`, `AVPlayer`).
  static func isSystemType(_ type: String) -> Bool {
    if systemTypes.contains(type) { return true }
    let prefix = type.prefix { $0.isUppercase }
    return (3...4).contains(prefix.count) && type.count > prefix.count
  }

  /// A key's or member's letters and digits, in lower case.
  static func form(_ text: some StringProtocol) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// A key written as an identifier: a lower-case first letter, a `.`, `_` or `-`, no space.
  static func isIdentifierKey(_ key: String) -> Bool {
    guard let first = key.first, first.isLowercase, !key.contains(where: \.isWhitespace) else { return false }
    return key.contains { $0 == "." || $0 == "_" || $0 == "-" }
  }

  /// A member of two words or more: an `_` after a letter or digit and before another, or a
  /// lower-case letter followed by a capital (`common_search`, `commonSearch`).
  static func hasWords(_ member: Substring) -> Bool {
    let characters = Array(member)
    for index in characters.indices.dropFirst().dropLast() where characters[index] == "_" {
      if characters[index - 1].isLetter || characters[index - 1].isNumber { return true }
    }
    return zip(characters, characters.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
  }

  /// The names `text` declares or extends as types (`struct Name`, `final class Name`,
  /// `extension Name`, `typealias Name`, `enum Name`, `actor Name`, `protocol Name`), found by a
  /// scan of its words (no parse): a type named there is the inputs', not a generator's.
  ///
  /// Read in UTF-8 bytes, as it runs on every input file when an app is loaded: a byte of a
  /// non-ASCII character counts as part of a word.
  public static func declaredNames(in text: String) -> Set<String> {
    let introducers: Set<String> = ["struct", "class", "enum", "extension", "typealias", "actor", "protocol"]
    var names: Set<String> = []
    var text = text
    text.withUTF8 { bytes in
      var previous: Slice<UnsafeBufferPointer<UInt8>>? = nil
      var start: Int? = nil
      func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_")
          || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
          || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      }
      for index in 0...bytes.count {
        if index < bytes.count, isWordByte(bytes[index]) {
          if start == nil { start = index }
          continue
        }
        guard let wordStart = start else { continue }
        start = nil
        let word = bytes[wordStart..<index]
        if let previous, word.first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true,
          introducers.contains(String(decoding: previous, as: UTF8.self))
        {
          names.insert(String(decoding: word, as: UTF8.self))
        }
        // Only a short word can introduce a type: no longer one is decoded.
        previous = word.count <= 10 ? word : nil
      }
    }
    return names
  }
}
