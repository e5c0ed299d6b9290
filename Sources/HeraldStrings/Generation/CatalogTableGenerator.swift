import HeraldICU
import HeraldSyntax

/// Turns ICU MessageFormat catalogs (Herald's `Localizations/`) into a ``StringTable`` that every
/// table format can be written from.
///
/// Each message becomes printf-style text, as Apple and Android expect:
///
/// - Arguments are numbered in the order the source message first uses them; with more than one,
///   every placeholder is positional (`%1$@`, `%2$lld`) so translations may reorder them.
/// - An argument that any locale formats as a number (a `plural`, `selectordinal` or plain `number`
///   argument) is `%lld`, any other `%@` — a number with a style or skeleton (`::percent`) too,
///   because printf cannot format it that way and the app passes the formatted text. printf
///   plurals select on integers: a decimal count such as 4.5 cannot be expressed and is formatted
///   by Herald's ICU path instead.
/// - A message that is one plural becomes plural variations; a plural inside text becomes a
///   `%#@name@` substitution with `argNum` and `formatSpecifier`.
/// - The plural cases are exactly the CLDR categories of the target locale (`other` included,
///   which Apple requires); a category the message does not spell out takes its `other` text.
///   Explicit values (`=0`) have no CLDR category and are dropped with a note, as are `select`
///   branches other than `other`.
/// - `#` becomes the number's placeholder; a literal `%` becomes `%%` when the string has
///   placeholders.
///
/// ```swift
/// let (table, notes) = CatalogTableGenerator().table(from: .herald)
/// ```
public struct CatalogTableGenerator: Sendable {
  /// Creates a generator.
  public init() {}

  /// The table of every key of `catalog` in every locale, the source locale first, entries in
  /// key order, each with the source's comment.
  ///
  /// - Returns: The table, and notes about what printf text cannot express.
  public func table(from catalog: Catalog) -> (table: StringTable, notes: [StringsDiagnostic]) {
    var table = StringTable(sourceLanguage: catalog.sourceLocale.identifier, version: "1.0")
    var notes: [StringsDiagnostic] = []
    let locales = [catalog.sourceLocale] + catalog.locales.filter { $0 != catalog.sourceLocale }
    for key in catalog.keys {
      let patterns = locales.compactMap { locale -> (LanguageTag, CatalogEntry, MessagePattern)? in
        guard let entry = catalog.entry(key, in: locale), let pattern = try? MessagePattern(entry.message) else {
          return nil
        }
        return (locale, entry, pattern)
      }
      guard let source = patterns.first, source.0 == catalog.sourceLocale else { continue }
      let arguments = ArgumentPlan(source: source.2, all: patterns.map(\.2))
      var entry = StringEntry(
        key: key, comment: source.1.comment, location: source.1.location)
      for (locale, catalogEntry, pattern) in patterns {
        var converter = MessageConverter(
          arguments: arguments, categories: (try? PluralRules.cached(for: locale).categories) ?? [.other],
          key: key, locale: locale.identifier, location: catalogEntry.location)
        var localization = converter.localization(of: pattern)
        localization.location = catalogEntry.location
        entry.localizations[locale.identifier] = localization
        notes += converter.notes
      }
      table.entries.append(entry)
    }
    return (table, StringsDiagnostic.mergingLocales(notes))
  }
}

/// Positions and printf types of a message's arguments, shared by every locale of the message.
struct ArgumentPlan {
  /// Argument names in the order the source uses them first.
  let order: [String]
  /// Arguments formatted as numbers in some locale.
  let numeric: Set<String>

  init(source: MessagePattern, all: [MessagePattern]) {
    var order: [String] = []
    for argument in source.arguments where !order.contains(argument.name) { order.append(argument.name) }
    for pattern in all {
      for argument in pattern.arguments where !order.contains(argument.name) { order.append(argument.name) }
    }
    var numeric = Set<String>()
    for pattern in all {
      for argument in pattern.arguments {
        switch argument.kind {
        case .plural, .selectOrdinal: numeric.insert(argument.name)
        // A number with a style or skeleton (`::percent scale/100`, `currency`) is formatted by ICU
        // in ways printf cannot say; the app passes it already formatted, as `%@`.
        case .simple(let type, let style) where type == "number" && (style ?? "").isEmpty:
          numeric.insert(argument.name)
        default: break
        }
      }
    }
    self.order = order
    self.numeric = numeric
  }

  /// The 1-based position of an argument.
  func position(of name: String) -> Int { (order.firstIndex(of: name) ?? order.count) + 1 }

  /// The conversion without `%` (`lld`, `@`).
  func conversion(of name: String) -> String { numeric.contains(name) ? "lld" : "@" }

  /// The placeholder of an argument: `%lld` alone, `%2$lld` among several.
  func placeholder(for name: String) -> String {
    order.count > 1 ? "%\(position(of: name))$\(conversion(of: name))" : "%\(conversion(of: name))"
  }
}

/// Converts one locale's message into a localization.
struct MessageConverter {
  let arguments: ArgumentPlan
  let categories: [PluralCategory]
  let key: String
  let locale: String
  let location: SourceLocation?
  var notes: [StringsDiagnostic] = []

  init(arguments: ArgumentPlan, categories: [PluralCategory], key: String, locale: String, location: SourceLocation?) {
    self.arguments = arguments
    self.categories = categories
    self.key = key
    self.locale = locale
    self.location = location
  }

  mutating func localization(of pattern: MessagePattern) -> Localization {
    let hasPlaceholders = !arguments.order.isEmpty
    if pattern.nodes.count == 1, case .argument(let argument) = pattern.nodes[0], let cases = pluralCases(argument) {
      return Localization(
        variations: Variations(
          selector: .plural,
          cases: plural(cases, argument: argument.name).mapValues { Localization(value: $0, state: "translated") }))
    }
    var text = ""
    var substitutions: [String: Substitution] = [:]
    for node in pattern.nodes {
      if case .argument(let argument) = node, let cases = pluralCases(argument) {
        let position = arguments.position(of: argument.name)
        text += arguments.order.count > 1 ? "%\(position)$#@\(argument.name)@" : "%#@\(argument.name)@"
        substitutions[argument.name] = Substitution(
          argumentNumber: position, formatSpecifier: arguments.conversion(of: argument.name),
          variations: Variations(
            selector: .plural,
            cases: plural(cases, argument: argument.name).mapValues { Localization(value: $0, state: "translated") }))
      } else {
        text += render([node], pound: nil, escapePercent: hasPlaceholders)
      }
    }
    return Localization(stringUnit: StringUnit(state: "translated", value: text), substitutions: substitutions)
  }

  /// The cases of a plural or selectordinal argument.
  private func pluralCases(_ argument: MessagePattern.Argument) -> [MessagePattern.Case]? {
    switch argument.kind {
    case .plural(_, let cases), .selectOrdinal(let cases): cases
    default: nil
    }
  }

  /// The text of each CLDR category of the locale.
  private mutating func plural(_ cases: [MessagePattern.Case], argument: String) -> [String: String] {
    for dropped in cases where dropped.category == nil {
      notes.append(
        StringsDiagnostic(
          .info, code: "explicit-value-dropped",
          message:
            "the case '\(dropped.selector)' of '\(argument)' has no CLDR category and printf tables select by category only; that number uses its category's form.",
          location: location, key: key, locale: locale))
    }
    let other = cases.first { $0.selector == "other" }
    var result: [String: String] = [:]
    for category in categories {
      guard let chosen = cases.first(where: { $0.category == category }) ?? other else { continue }
      result[category.rawValue] = render(chosen.nodes, pound: argument, escapePercent: true)
    }
    return result
  }

  /// Printf text of message nodes.
  private mutating func render(_ nodes: [MessagePattern.Node], pound: String?, escapePercent: Bool) -> String {
    var text = ""
    for node in nodes {
      switch node {
      case .text(let literal): text += escapePercent ? literal.replacing("%", with: "%%") : literal
      case .pound: text += pound.map(arguments.placeholder(for:)) ?? "#"
      case .argument(let argument):
        switch argument.kind {
        case .none, .simple: text += arguments.placeholder(for: argument.name)
        case .plural(_, let cases), .selectOrdinal(let cases), .select(let cases):
          if case .select = argument.kind {
            notes.append(
              StringsDiagnostic(
                .warning, code: "not-representable",
                message:
                  "the select on '\(argument.name)' cannot be expressed in printf tables; its 'other' branch was written.",
                location: location, key: key, locale: locale))
          } else {
            notes.append(
              StringsDiagnostic(
                .warning, code: "not-representable",
                message:
                  "the plural on '\(argument.name)' is nested; printf tables hold one level, so its 'other' branch was written.",
                location: location, key: key, locale: locale))
          }
          let other = cases.first { $0.selector == "other" }?.nodes ?? []
          text += render(other, pound: pound, escapePercent: escapePercent)
        case .choice:
          text += arguments.placeholder(for: argument.name)
        }
      }
    }
    return text
  }
}
