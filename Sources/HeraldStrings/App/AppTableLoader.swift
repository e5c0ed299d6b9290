import Foundation
import HeraldSyntax

/// Finds the string tables an app ships beside its UI files and reads them as the running app
/// looks them up: per locale and table, a value for each key.
///
/// For each input (a UI file or a folder), the folder that holds it — the parent of a
/// `Base.lproj` — is searched for `.strings` and `.stringsdict` files in `*.lproj` folders and for
/// String Catalogs (`.xcstrings`). Tables given by path (`herald audit --strings`) are read too.
///
/// ```swift
/// let found = AppTableLoader().load(inputs: ["App/Base.lproj/Main.storyboard"])
/// for table in found.tables { print(table.locale, table.name, table.values.count) }
/// ```
public struct AppTableLoader: Sendable {
  /// One table of one locale, as the app looks it up.
  public struct LocaleTable: Sendable {
    /// The locale (`ru`, `pt-BR`, `Base`).
    public var locale: String
    /// The table's name: the file name without its extension.
    public var name: String
    /// The folder holding the `*.lproj` folders or the String Catalog.
    public var directory: String
    /// The file.
    public var path: String
    /// Values by key; a String Catalog's keys without a translation in the locale (or only a
    /// `new` one) are absent.
    public var values: [String: String]
    /// Keys whose value varies by plural.
    public var pluralKeys: Set<String>
    /// Keys a String Catalog marks not to translate (`shouldTranslate: false`).
    public var untranslatableKeys: Set<String> = []
  }

  /// What ``load(inputs:tables:)`` found.
  public struct Result: Sendable {
    /// The tables, in path order, each String Catalog split by locale.
    public var tables: [LocaleTable]
    /// The development language a String Catalog names, if one does.
    public var sourceLanguage: String?
    /// Files that could not be read; the others are read all the same.
    public var errors: [StringTableError]
  }

  /// Creates a loader.
  public init() {}

  /// Reads the tables beside `inputs` and the tables `tables` names; files already in `cache`
  /// are not read again.
  public func load(inputs: [String], tables: [String] = [], cache: TableFileCache? = nil) -> Result {
    var paths: [String] = []
    for root in Self.roots(of: inputs) {
      let base = root.hasSuffix("/") ? String(root.dropLast()) : root
      for member in InputFile.files(under: root) where Self.isAppTable(member) && !Self.isVendored(member) {
        paths.append(base + "/" + member)
      }
    }
    let loaded = StringTableReader().files(paths: Self.unique(paths) + tables, cache: cache)
    var result = Result(tables: [], sourceLanguage: nil, errors: loaded.errors)
    for file in loaded.files {
      if file.format == .xcstrings, result.sourceLanguage == nil { result.sourceLanguage = file.table.sourceLanguage }
      result.tables += Self.localeTables(of: file)
    }
    return result
  }

  /// The folders to search: each folder input, and the folder of each file input (the parent of
  /// its `*.lproj`); folders inside another are searched once.
  static func roots(of inputs: [String]) -> [String] {
    var roots: [String] = []
    for input in inputs {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else { continue }
      var url = URL(fileURLWithPath: input)
      if !isDirectory.boolValue { url.deleteLastPathComponent() }
      if url.lastPathComponent.hasSuffix(".lproj") { url.deleteLastPathComponent() }
      roots.append(url.standardizedFileURL.path)
    }
    let sorted = Array(Set(roots)).sorted()
    return sorted.filter { root in !sorted.contains { root != $0 && root.hasPrefix($0 == "/" ? "/" : $0 + "/") } }
  }

  /// Folders of other projects' code and build products: their tables are not the app's.
  static let vendoredFolders: Set<String> = [
    "Pods", "Carthage", "SourcePackages", "DerivedData", ".build", "node_modules", "Vendor", "ThirdParty",
  ]

  /// Whether a file is in a folder of another project's code (`Pods/SDK/fr.lproj/SDK.strings`).
  static func isVendored(_ member: String) -> Bool {
    member.split(separator: "/").dropLast().contains { vendoredFolders.contains(String($0)) }
  }

  /// Whether a file under a root is a table an app ships.
  static func isAppTable(_ member: String) -> Bool {
    if member.hasSuffix(".xcstrings") { return true }
    guard member.hasSuffix(".strings") || member.hasSuffix(".stringsdict") else { return false }
    return member.split(separator: "/").dropLast().last?.hasSuffix(".lproj") == true
  }

  private static func unique(_ paths: [String]) -> [String] {
    var seen: Set<String> = []
    return paths.filter { seen.insert($0).inserted }
  }

  /// A file's tables, one per locale.
  static func localeTables(of file: StringTableReader.LoadedFile) -> [LocaleTable] {
    var url = URL(fileURLWithPath: file.path)
    let name = url.deletingPathExtension().lastPathComponent
    url.deleteLastPathComponent()
    if url.lastPathComponent.hasSuffix(".lproj") { url.deleteLastPathComponent() }
    let directory = url.standardizedFileURL.path
    let source = file.table.sourceLanguage
    // A String Catalog holds its source language even where no entry writes it out.
    let locales = file.locale.map { [$0] } ?? Array(Set(file.table.locales + [source].compactMap { $0 })).sorted()
    return locales.map { locale in
      var table = LocaleTable(
        locale: locale, name: name, directory: directory, path: file.path, values: [:], pluralKeys: [])
      for entry in file.table.entries {
        if entry.shouldTranslate == false { table.untranslatableKeys.insert(entry.key) }
        guard let localization = entry.localizations[locale] else {
          // A String Catalog's key is its source text until the source language is translated.
          if file.locale == nil, locale == source, entry.shouldTranslate != false, !isInterfaceKey(entry.key) {
            table.values[entry.key] = entry.key
          }
          continue
        }
        if localization.stringUnit?.state == "new" { continue }
        let variations = localization.variations ?? localization.substitutions.values.first?.variations
        if let variations, variations.selector == .plural { table.pluralKeys.insert(entry.key) }
        if let value = representative(localization) { table.values[entry.key] = value }
      }
      return table
    }
  }

  /// The text that stands for a localization: its string, with each `%#@name@` variable
  /// (`%1$#@photos@` too, as ``FormatString`` reads them) replaced by its substitution's text (a
  /// `.stringsdict` plural: `%#@count@` → `%ld characters left`; a String Catalog case's `%arg`
  /// becomes the substitution's conversion); else (varied by plural, device or width, nested or
  /// not) the `other` case's, else the first case's.
  static func representative(_ localization: Localization, depth: Int = 0) -> String? {
    if var value = localization.value {
      guard depth < 8 else { return value }
      for variable in FormatString(value).variables {
        guard let substitution = localization.substitutions[variable.name],
          let variations = substitution.variations, let chosen = Self.case(of: variations),
          let text = representative(chosen, depth: depth + 1)
        else { continue }
        let conversion = "%" + (variable.position.map { "\($0)$" } ?? "") + (substitution.formatSpecifier ?? "@")
        value = value.replacingOccurrences(
          of: variable.text, with: text.replacingOccurrences(of: "%arg", with: conversion))
      }
      return value
    }
    guard depth < 8, let variations = localization.variations ?? localization.substitutions.values.first?.variations,
      let chosen = Self.case(of: variations)
    else { return nil }
    return representative(chosen, depth: depth + 1)
  }

  /// The case that stands for variations: `other`, else the first.
  private static func `case`(of variations: Variations) -> Localization? {
    variations.cases["other"] ?? variations.orderedCaseNames.first.flatMap { variations.cases[$0] }
  }

  /// Whether a key is an Interface Builder object key (`Nv5-iT-9wE.title`), whose source text is
  /// the file's, not the key.
  static func isInterfaceKey(_ key: String) -> Bool {
    let parts = key.split(separator: ".", maxSplits: 1)
    guard parts.count == 2 else { return false }
    let id = parts[0].split(separator: "-", omittingEmptySubsequences: false)
    return id.count == 3 && id.map(\.count) == [3, 2, 3]
      && id.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
  }
}
