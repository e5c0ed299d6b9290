/// Puts a control tree into one of the app's languages, as the app shows it when the user runs it
/// in that language: every text the app translates replaced by the locale's value from the app's
/// own tables (``AppStrings``), the development language where the locale has none.
///
/// The texts are found three ways (``LocalizedText/Origin``):
/// - an Interface Builder file's texts, titles, placeholders and accessibility label and hint by
///   object id and property, in the table of the file's name (`ru.lproj/Main.strings`,
///   `Main.xcstrings`), when the app has such a table in some locale;
/// - texts the app's code sets through a key (``Element/localizationKeys``), in `Localizable` or
///   the table the code names (``Element/localizationTables``);
/// - a user-defined runtime attribute that names a key of the app's tables (`localizableString`,
///   as localization categories of `UILabel` and `UIButton` read it).
///
/// ```swift
/// let localizer = TreeLocalizer(strings: strings)
/// let russian = localizer.localized(tree, to: "ru")
/// for text in localizer.texts(of: element, file: tree.file, format: tree.format) { … }
/// ```
public struct TreeLocalizer: Sendable {
  /// The app's tables.
  public let strings: AppStrings

  /// Runtime attributes whose string value is a key of the app's tables.
  public static let keyAttributes: Set<String> = [
    "localizableString", "localizationKey", "localizedKey", "xibLocKey", "localizedStringKey",
  ]

  /// Creates a localizer over the app's tables.
  public init(strings: AppStrings) {
    self.strings = strings
  }

  /// `tree` as the app shows it in `locale` (resolved by ``AppStrings/resolve(_:)``); the tree
  /// unchanged when the locale falls back to the development language and no text has a key.
  public func localized(_ tree: ControlTree, to locale: String) -> ControlTree {
    var result = tree
    result.scenes = tree.scenes.map { localized($0, of: tree, to: locale) }
    return result
  }

  /// One scene of `tree` as the app shows it in `locale`.
  public func localized(_ scene: Scene, of tree: ControlTree, to locale: String) -> Scene {
    let resolved = strings.resolve(locale)
    // A pseudo-locale shows every text a file could translate, tables or not.
    let everyText = resolved.map { strings.pseudoLocales[$0] != nil } ?? false
    var result = scene
    localize(&result.root, tree: tree, locale: resolved, everyText)
    return result
  }

  /// Recursion follows the element tree, whose depth the loaders already bound.
  private func localize(_ element: inout Element, tree: ControlTree, locale: String?, _ everyText: Bool) {
    let found = texts(
      of: element, file: tree.file, format: tree.format, platform: tree.platform, includingUntranslatedFiles: everyText)
    for text in found {
      guard let value = display(text, shown: text.field.text(of: element), locale: locale) else { continue }
      let shown = text.field == .text && InlineMarkdown.renders(element) ? InlineMarkdown.plainText(value) : value
      // A SwiftUI title joined from several label views (an image's name beside the text) keeps
      // the others' words.
      guard case .title = text.field, tree.format == .swiftUI, let current = text.field.text(of: element) else {
        text.field.setting(shown, in: &element)
        continue
      }
      let part = JoinedLabel.contains(text.source, in: current) ? text.source : text.key
      text.field.setting(JoinedLabel.replacing(part, in: current, with: shown), in: &element)
    }
    for index in element.children.indices {
      localize(&element.children[index], tree: tree, locale: locale, everyText)
    }
  }

  /// The text the app shows for `text` in `locale` (`nil`: the development language). A value with
  /// printf conversions is a format the running app fills in: it shows the arguments `shown` (the
  /// element's text) has where the key's conversions are, or the development value's when the key
  /// has none (`"items.count"` = `"%lld items"`; ``FormatConversions/refill(_:key:into:)``), and is
  /// `nil` (the tree keeps its text) when they cannot be told. An Interface Builder text is shown
  /// as written: nothing fills it in.
  func display(_ text: LocalizedText, shown: String?, locale: String?) -> String? {
    let development = strings.developmentValue(text.key, in: text.table)
    if let locale, let pseudo = strings.pseudoLocales[locale] {
      guard !text.key.contains("%") || text.origin == .interfaceFile else { return nil }
      return pseudo(development ?? text.source)
    }
    guard let value = locale.flatMap({ translation(of: text, in: $0).text }) ?? development else { return nil }
    guard text.origin != .interfaceFile, text.key.contains("%") || !FormatConversions.conversions(in: value).isEmpty
    else { return value }
    // The tree shows the key itself where code looks up a format it cannot fill (a plural
    // accessor with no development text): the table's text, conversions as written.
    if shown == text.key, !text.key.contains("%") { return value }
    let pattern = text.key.contains("%") ? text.key : development
    guard let shown, let pattern else { return nil }
    return FormatConversions.refill(shown, key: pattern, into: value)
  }

  /// What the app shows for `text` in the shipped `locale`: its table's value, else the value of
  /// the language it narrows (`es` for `es-AR`, ``AppStrings/fallbackLocales(of:)``); missing
  /// names `locale`'s own table.
  public func translation(of text: LocalizedText, in locale: String) -> Translation {
    for table in strings.tables(text.table, searchedFor: locale) {
      if let value = table.values[text.key] { return .translated(value) }
    }
    return .missing(table: strings.table(text.table, locale: locale)?.path)
  }

  /// The texts of `element` that the app translates, in ``LocalizableField`` order. Elements a
  /// component model made (ids with `#`) have none: their texts are the model's.
  ///
  /// - Parameter includingUntranslatedFiles: Whether an Interface Builder file that no locale has
  ///   a table for gives its texts too (for a pseudo-locale); by default such a file is not
  ///   localized by tables, and its texts are not among the app's translated ones.
  ///
  /// Texts of AppKit files (macOS), whose tables key the cells, and of a nib's content placed in
  /// another file (ids `view>child`) are not keyed.
  public func texts(
    of element: Element, file: String, format: DocumentFormat, platform: Platform = .iOS,
    includingUntranslatedFiles: Bool = false
  ) -> [LocalizedText] {
    guard !element.id.contains("#") else { return [] }
    var found: [LocalizableField: LocalizedText] = [:]
    // AppKit exports its cells' keys (`title`, `placeholderString`), which the tree does not keep;
    // a nib's content linked into another file keeps ids prefixed with the placing view's.
    if format == .interfaceBuilder, platform != .macOS, !element.id.contains(">") {
      let table = AppStrings.TableID.interfaceFile(file)
      if includingUntranslatedFiles || strings.hasTable(table) {
        for (field, key) in Self.interfaceKeys(of: element) {
          guard let source = field.text(of: element), !source.isEmpty else { continue }
          found[field] = LocalizedText(field: field, source: source, table: table, key: key, origin: .interfaceFile)
        }
      }
    }
    for attribute in element.runtimeAttributes where Self.keyAttributes.contains(attribute.keyPath) {
      guard case .string(let key) = attribute.value, !key.isEmpty,
        strings.developmentValue(key, in: .named("Localizable")) != nil,
        let field = Self.primaryField(of: element)
      else { continue }
      found[field] = LocalizedText(
        field: field, source: developmentText(key) ?? field.text(of: element) ?? key, table: .named("Localizable"),
        key: key, origin: .runtimeAttribute(attribute.keyPath))
    }
    for (field, written) in element.localizationKeys {
      // An empty key: code sets the field to a literal, which no table translates.
      guard !written.isEmpty else {
        found[field] = nil
        continue
      }
      let table = AppStrings.TableID.named(element.localizationTables[field] ?? "Localizable")
      let key = strings.resolvedKey(written, in: table)
      found[field] = LocalizedText(
        field: field, source: strings.developmentValue(key, in: table) ?? field.text(of: element) ?? key, table: table,
        key: key, origin: .code)
    }
    return found.values.sorted { $0.field < $1.field }
  }

  /// The development language's text of a key of the app's `Localizable` tables.
  private func developmentText(_ key: String) -> String? {
    strings.developmentValue(key, in: .named("Localizable"))
  }

  /// Whether any table of the app, in any locale, has `text`'s key (in a table of another name
  /// too: code may name its table): a key code looks up that no table has is shown as the key
  /// itself (or is in a table Herald was not given).
  public func isKnown(_ text: LocalizedText) -> Bool {
    strings.hasKey(text.key, in: text.table) || strings.hasKeyInAnyTable(text.key)
  }

  /// The field a runtime attribute's key sets: a button's or bar item's title, a text field's
  /// placeholder, another element's text.
  static func primaryField(of element: Element) -> LocalizableField? {
    if element.content.titles[.normal] != nil { return .title(.normal) }
    if element.role == .textField, element.content.placeholder != nil { return .placeholder }
    if element.content.text != nil { return .text }
    return nil
  }

  /// The Interface Builder keys of an element's texts: `<object id>.<property>` as Xcode exports
  /// them (`text`, `placeholder`, `normalTitle`, `title` for bar items and navigation titles,
  /// `segmentTitles[i]`, `accessibilityLabel`, `accessibilityHint`; a localized runtime attribute's
  /// `ibExternalUserDefinedRuntimeAttributesLocalizableStrings[n]`).
  static func interfaceKeys(of element: Element) -> [(LocalizableField, String)] {
    let id = element.id
    if element.className == "navigationItem" {
      // A view controller's item is drawn as its title (`id/title`); an item of a navigation bar
      // is the element itself.
      let object = id.hasSuffix("/title") ? id.dropLast(6) : Substring(id)
      return object.contains("/") ? [] : [(.text, "\(object).title")]
    }
    if let range = id.range(of: "/segment["), id.hasSuffix("]") {
      let index = id[range.upperBound...].dropLast()
      return [(.title(.normal), "\(id[..<range.lowerBound]).segmentTitles[\(index)]")]
    }
    guard !id.contains("/") else { return [] }
    // A label or hint a localized runtime attribute sets (Identity inspector, Localized box) is
    // exported under its place among the object's localized attributes; the last one set wins.
    var exported: [String: String] = [:]
    for (index, attribute) in element.runtimeAttributes.filter(\.isLocalized).enumerated() {
      exported[attribute.keyPath] = RuntimeAttribute.localizedKey(object: id, index: index)
    }
    var keys: [(LocalizableField, String)] = [
      (.accessibilityLabel, exported["accessibilityLabel"] ?? "\(id).accessibilityLabel"),
      (.accessibilityHint, exported["accessibilityHint"] ?? "\(id).accessibilityHint"),
    ]
    let barItem = element.className == "barButtonItem" || element.className == "tabBarItem"
    for state in ControlStateKey.allCases where element.content.titles[state] != nil {
      let key =
        barItem
        ? "title"
        : state == .normal && element.content.usesButtonConfiguration
          ? "configuration.title" : "\(state.rawValue)Title"
      keys.append((.title(state), "\(id).\(key)"))
    }
    keys.append((.text, "\(id).text"))
    keys.append((.placeholder, "\(id).placeholder"))
    return keys
  }
}
