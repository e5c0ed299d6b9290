/// The app's own accessors of its string tables, as its Swift declares them: the code SwiftGen
/// generates (`enum L10n { enum Settings { static let title = L10n.tr("Localizable",
/// "settings.title", fallback: "Settings") } }`) and hand-written ones (`static var save: String {
/// NSLocalizedString("save", comment: "") }`). `L10n.Settings.title` in a view is then the table's
/// key `settings.title`, read in each language the app ships. Static constants of literal text
/// (`extension String { static let ellipsis = "\u{2026}" }`) are kept too: text the source fixes;
/// static Boolean constants (`static let showNewBirdIndicatorCard = false`), which decide the
/// branches they guard; and static colour constants (`extension Color { static let brand =
/// Color("Brand") }`, SwiftGen's `static let primary = ColorAsset(name: "Colors/primary")`), kept as
/// the source of their value for the reader that evaluates colours.
///
/// HeraldSource reads a file's (`StringAccessors(declaredIn: tree)`), which the code index keeps
/// with the file's facts.
///
/// ```swift
/// let accessors = StringAccessors(declaredIn: tree)
/// accessors.lookup("L10n.Settings.title")   // Localizable: settings.title, fallback "Settings"
/// ```
public struct StringAccessors: Sendable, Hashable {
  /// The lookups by the accessor's full name (`L10n.Settings.title`) and by its shorter names of
  /// two parts or more (`Settings.title`, read inside `L10n`); the first declaration of a name wins.
  private var byName: [String: StringLookup] = [:]
  /// The static constants of literal text, by full and shorter names as `byName`.
  private var constants: [String: String] = [:]
  /// The static Boolean constants, by full and shorter names as `byName`; `.some(nil)` for a name
  /// declared with both values (in two `#if` branches, or two types of one short name): unknown.
  private var flags: [String: Bool?] = [:]
  /// The source of each static colour constant's value, by full and shorter names as `byName`;
  /// `.some(nil)` for a name declared with two values (in two `#if` branches): unknown.
  private var colors: [String: String?] = [:]
  /// The table each function that only looks its first argument up reads, by the function's full
  /// and shorter names as `byName` (a free function by its name); `.some(nil)` for a name declared
  /// twice (an overload, another type's function): unknown.
  private var functions: [String: String?] = [:]
  /// The static constants whose value is another type's static member, by full and shorter names
  /// as `byName`: the member's name (`LocalString.sort_by_name`); `.some(nil)` for a name declared
  /// with two values: unknown.
  private var aliases: [String: String?] = [:]
  /// Accessors generated at build time, which no input declares (``GeneratedAccessors``).
  public var generated = GeneratedAccessors()

  /// No accessors.
  public init() {}

  /// Whether there are none.
  public var isEmpty: Bool {
    byName.isEmpty && constants.isEmpty && flags.isEmpty && colors.isEmpty && functions.isEmpty && aliases.isEmpty
  }

  /// The lookup of the accessor `name` (`L10n.Settings.title`, whitespace ignored), if the inputs
  /// declare it.
  public func lookup(_ name: String) -> StringLookup? {
    byName[name.filter { !$0.isWhitespace && $0 != "`" }]
  }

  /// The lookup of `name` as an accessor a build step generates (``generated``): asked last, after
  /// the constants, flags and colours the inputs declare.
  public func generatedLookup(_ name: String) -> StringLookup? {
    generated.lookup(name.filter { !$0.isWhitespace && $0 != "`" })
  }

  /// The key Xcode's String Catalog symbol `member` (of `table`, or `Localizable`) stands for
  /// (``GeneratedAccessors/catalogSymbol(_:table:)``).
  public func catalogSymbol(_ member: String, table: String? = nil) -> StringLookup? {
    generated.catalogSymbol(member.filter { $0 != "`" }, table: table)
  }

  /// The table the function `name` looks its first argument up in (`localizeString("Sign In")`
  /// is the key "Sign In" of `Localizable`), if the inputs declare such a function.
  public func lookupFunction(_ name: String) -> String? {
    functions[name.filter { !$0.isWhitespace && $0 != "`" }] ?? nil
  }

  /// How many aliases of aliases ``aliasTarget(_:)`` follows.
  static let maximumAliasDepth = 4

  /// The static member the constant `name` stands for (`ZIMsSortBy.byNameTitle`, declared
  /// `static let byNameTitle = LocalString.sort_by_name`), followed through constants that
  /// themselves stand for another (at most ``maximumAliasDepth``), if the inputs declare it so.
  public func aliasTarget(_ name: String) -> String? {
    let start = name.filter { !$0.isWhitespace && $0 != "`" }
    var current = start
    var target: String?
    for _ in 0..<Self.maximumAliasDepth {
      guard let next = aliases[current] ?? nil, next != start else { break }
      target = next
      current = next
    }
    return target
  }

  /// The literal text of the static constant `name` (`String.ellipsis`), if the inputs declare it.
  public func constant(_ name: String) -> String? {
    constants[name.filter { !$0.isWhitespace && $0 != "`" }]
  }

  /// The value of the static Boolean constant `name` (`DataGenerationOptions.showCard`), if the
  /// inputs declare it with one value.
  public func flag(_ name: String) -> Bool? {
    flags[name.filter { !$0.isWhitespace && $0 != "`" }] ?? nil
  }

  /// The source of the value of the static colour constant `name` (`Color.brand` →
  /// `Color("Brand")`), if the inputs declare it with one value.
  public func colorSource(_ name: String) -> String? {
    colors[name.filter { !$0.isWhitespace && $0 != "`" }] ?? nil
  }

  /// Whether the inputs declare a static colour constant `name`, with one value or more.
  public func declaresColor(_ name: String) -> Bool {
    colors[name.filter { !$0.isWhitespace && $0 != "`" }] != nil
  }

  /// These accessors and `other`'s; a name both declare keeps this one's (a Boolean constant both
  /// declare with different values becomes unknown).
  public func merging(_ other: StringAccessors) -> StringAccessors {
    var result = self
    result.merge(other)
    return result
  }

  /// Adds `other`'s accessors; a name both declare keeps this one's (a Boolean constant both
  /// declare with different values becomes unknown).
  public mutating func merge(_ other: StringAccessors) {
    byName.merge(other.byName) { mine, _ in mine }
    if generated.isEmpty { generated = other.generated }
    constants.merge(other.constants) { mine, _ in mine }
    for (name, table) in other.functions { functions[name] = Self.agreed(functions[name], table, as: String.self) }
    for (name, target) in other.aliases { aliases[name] = Self.agreed(aliases[name], target, as: String.self) }
    for (name, value) in other.flags { flags[name] = Self.agreed(flags[name], value, as: Bool.self) }
    for (name, value) in other.colors { colors[name] = Self.agreed(colors[name], value, as: String.self) }
  }

  /// Adds the accessor whose full name is `parts` (`["L10n", "Settings", "title"]`), by that
  /// name and its shorter ones of two parts or more; a name already known keeps its first.
  public mutating func add(_ parts: [String], _ lookup: StringLookup) {
    for name in Self.names(parts) where byName[name] == nil { byName[name] = lookup }
  }

  /// Adds the function whose full name is `parts` that looks its first argument up in `table`,
  /// as ``add(_:_:)`` does an accessor; a free function (one part) by its name.
  public mutating func add(_ parts: [String], lookupFunction table: String) {
    for name in parts.count == 1 ? parts : Self.names(parts) {
      functions[name] = Self.agreed(functions[name], table, as: String.self)
    }
  }

  /// Adds the static constant whose full name is `parts` and whose value is the static member
  /// `target`; a name declared with another value too becomes unknown.
  public mutating func add(_ parts: [String], alias target: String) {
    for name in Self.names(parts) { aliases[name] = Self.agreed(aliases[name], target, as: String.self) }
  }

  /// Adds the static constant whose full name is `parts`, as ``add(_:_:)`` does an accessor.
  public mutating func add(_ parts: [String], constant text: String) {
    for name in Self.names(parts) where constants[name] == nil { constants[name] = text }
  }

  /// Adds the static Boolean constant whose full name is `parts` (`nil`: a static member of that
  /// name whose value is no literal); a name declared with another value too becomes unknown.
  public mutating func add(_ parts: [String], flag value: Bool?) {
    for name in Self.names(parts) { flags[name] = Self.agreed(flags[name], value, as: Bool.self) }
  }

  /// Adds the static colour constant whose full name is `parts`, with the source of its value
  /// (`nil`: a value Herald does not read, such as a getter of several statements); a name
  /// declared with another value too becomes unknown.
  public mutating func add(_ parts: [String], colorSource source: String?) {
    for name in Self.names(parts) { colors[name] = Self.agreed(colors[name], source, as: String.self) }
  }

  /// What a name holds after a second declaration: its value when both agree, else unknown.
  /// (`as` fixes `Value`: inferred, it could be an optional, which would read an absent name as
  /// one declared unknown.)
  private static func agreed<Value: Equatable>(_ known: Value??, _ added: Value?, as: Value.Type) -> Value? {
    guard let known else { return added }
    return known == added ? added : nil
  }

  /// A declaration's full name and its shorter names of two parts or more.
  private static func names(_ parts: [String]) -> [String] {
    (0..<max(0, parts.count - 1)).map { parts[$0...].joined(separator: ".") }
  }
}
