import Foundation
import HeraldSyntax

/// Finds string tables on disk, reads each with the codec of its format, and merges the
/// single-locale files of one table (`fr.lproj/Localizable.strings`, `de.lproj/…`) into one
/// multi-locale table, so that translations can be checked against their source.
///
/// ```swift
/// let reader = StringTableReader(sourceLocale: "en")
/// let result = reader.load(paths: ["Resources"])
/// for error in result.errors { print(error) }         // file:line: error: … — the rest still loads
/// for group in result.groups { print(group.name, group.table.locales) }
/// ```
public struct StringTableReader: Sendable {
  /// One file read.
  public struct LoadedFile: Sendable {
    /// The file's path.
    public var path: String
    /// Its format.
    public var format: TableFormat
    /// The locale of a single-locale file; `nil` for many-locale formats.
    public var locale: String?
    /// Its content.
    public var table: StringTable
  }

  /// The single-locale files of one table merged, or one many-locale file.
  public struct TableGroup: Sendable {
    /// A name for the group: the path of a many-locale file, or the common folder and file name
    /// with `*` for the locale (`Resources/*.lproj/Localizable.strings`).
    public var name: String
    /// The format.
    public var format: TableFormat
    /// The merged table: every entry with the localizations of every file.
    public var table: StringTable
    /// The files merged, in order.
    public var files: [LoadedFile]
  }

  /// What ``load(paths:)`` found.
  public struct LoadResult: Sendable {
    /// Every file read successfully, in path order.
    public var files: [LoadedFile]
    /// The files grouped into tables.
    public var groups: [TableGroup]
    /// Why other files could not be read; each names the file and line.
    public var errors: [StringTableError]
  }

  /// The development language: the locale of files whose path names none (`values/strings.xml`).
  public var sourceLocale: String
  /// A locale for single-locale files whose path names none, overriding ``sourceLocale``.
  public var locale: String?
  /// A format for every file, instead of the one its extension names.
  public var format: TableFormat?

  /// Creates a reader.
  public init(sourceLocale: String = "en", locale: String? = nil, format: TableFormat? = nil) {
    self.sourceLocale = sourceLocale
    self.locale = locale
    self.format = format
  }

  /// Reads one file from memory.
  ///
  /// - Throws: ``StringTableError`` naming the file and line.
  public func read(_ bytes: [UInt8], path: String) throws(StringTableError) -> LoadedFile {
    guard let format = format ?? TableFormat(path: path) else { throw .unknownFormat(path: path) }
    let codec = format.codec
    var fileLocale = codec.holdsManyLocales ? nil : (TableLocale.infer(fromPath: path) ?? locale ?? sourceLocale)
    let table = try codec.read(bytes, file: path, locale: fileLocale ?? sourceLocale)
    // A file may state its own locale where its path spells another (Android's herald:locale,
    // gettext's X-Herald-Locale, for Xcode's Base or `sr_Latn.lproj`): its strings say it.
    if fileLocale != nil, let stated = Self.statedLocale(of: table, format: format) { fileLocale = stated }
    return LoadedFile(path: path, format: format, locale: fileLocale, table: table)
  }

  /// The locale a single-locale file says it holds, which its codec read its strings under.
  private static func statedLocale(of table: StringTable, format: TableFormat) -> String? {
    switch format {
    case .android: table.onlyLocale
    case .gettext: table.header(GettextTable.localeHeader).flatMap { $0.isEmpty ? nil : $0 }
    case .strings, .stringsdict, .xcstrings, .xliff: nil
    }
  }

  /// Reads every table `paths` name, searching directories recursively for the extensions Herald
  /// reads (`.xml` files only inside Android `values*` folders).
  ///
  /// A file that fails is reported in ``LoadResult/errors``; the other files are read all the same.
  public func load(paths: [String]) -> LoadResult {
    let (files, errors) = files(paths: paths)
    return LoadResult(files: files, groups: Self.group(files, sourceLocale: sourceLocale), errors: errors)
  }

  /// The files ``load(paths:)`` reads, not grouped into tables: for a caller that keeps each
  /// file's tables apart (`AppTableLoader`).
  ///
  /// - Parameter cache: The files read before in this run, by path: a file in it is not read
  ///   again (an app audited once per platform reads its tables once). Share one cache only
  ///   among readers of the same ``format``, ``locale`` and ``sourceLocale``: it keeps files as
  ///   the first reader read them.
  public func files(paths: [String], cache: TableFileCache? = nil) -> (
    files: [LoadedFile], errors: [StringTableError]
  ) {
    var errors: [StringTableError] = []
    var files: [LoadedFile] = []
    // Files are read on every core (a folder of many locales reads in the time of its largest
    // files, not of all of them), and taken in path order.
    let found = discover(paths, errors: &errors)
    let outcomes = ConcurrentResults<Result<LoadedFile, StringTableError>>(count: found.count)
    DispatchQueue.concurrentPerform(iterations: found.count) { index in
      let path = found[index]
      outcomes.set(index, cache?.file(path) { readFile(path) } ?? readFile(path))
    }
    for outcome in outcomes.values {
      switch outcome {
      case .success(let file): files.append(file)
      case .failure(let error): errors.append(error)
      }
    }
    return (files, errors)
  }

  private func readFile(_ path: String) -> Result<LoadedFile, StringTableError> {
    do {
      return .success(try read(InputFile.bytes(atPath: path), path: path))
    } catch let error as StringTableError {
      return .failure(error)
    } catch let error as InputFile.Failure {
      return .failure(.unreadable(path: path, reason: error.reason))
    } catch {
      return .failure(.unreadable(path: path, reason: "\(error)"))
    }
  }

  private func discover(_ paths: [String], errors: inout [StringTableError]) -> [String] {
    var found: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        errors.append(.unreadable(path: path, reason: InputFile.missing))
        continue
      }
      guard isDirectory.boolValue else {
        found.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let children = InputFile.files(under: path)
      for child in children {
        let full = base + "/" + child
        guard let format = format ?? TableFormat(path: child) else { continue }
        if format == .android && self.format == nil {
          let folder = child.split(separator: "/").dropLast().last.map(String.init) ?? ""
          guard folder == "values" || folder.hasPrefix("values-") else { continue }
        }
        found.append(full)
      }
    }
    return found
  }

  /// Groups single-locale files that are translations of one table; many-locale files stand alone.
  static func group(_ files: [LoadedFile], sourceLocale: String) -> [TableGroup] {
    var groups: [TableGroup] = []
    var indexByName: [String: Int] = [:]
    for file in files {
      let name = groupName(of: file)
      if let index = indexByName[name], file.locale != nil {
        groups[index].files.append(file)
      } else {
        indexByName[name] = groups.count
        groups.append(TableGroup(name: name, format: file.format, table: file.table, files: [file]))
      }
    }
    for index in groups.indices where groups[index].files.count > 1 {
      groups[index].table = mergeKeepingFiles(groups[index].files, sourceLocale: sourceLocale)
    }
    return groups
  }

  /// `Resources/*.lproj/Localizable.strings` for `Resources/fr.lproj/Localizable.strings`.
  static func groupName(of file: LoadedFile) -> String {
    guard file.locale != nil else { return file.path }
    var components = file.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if components.count >= 2 {
      let folder = components[components.count - 2]
      if folder.hasSuffix(".lproj") {
        components[components.count - 2] = "*.lproj"
      } else if folder == "values" || folder.hasPrefix("values-") {
        components[components.count - 2] = "values*"
      } else if file.format == .gettext, let name = components.last, let dot = name.lastIndex(of: ".") {
        components[components.count - 1] = "*" + name[dot...]
      }
    }
    return components.joined(separator: "/")
  }

  /// Merges single-locale tables, source language first, keeping entry order and every
  /// localization with its location.
  ///
  /// The source-language file is the authority for source text: the copy of it that a
  /// translation repeats (a gettext `msgid`) is dropped for keys the source file has, and so is
  /// a translation's comment where its file's notes keep it (``FileNotes``).
  ///
  /// - Parameter preparing: An entry of a file of a locale to merge in place of the one read, or
  ///   `nil` to merge it as read (Android's translations keep their comments apart).
  static func merge(
    _ files: [LoadedFile], sourceLocale: String,
    preparing: (@Sendable (_ locale: String?, StringEntry) -> StringEntry?)? = nil
  ) -> StringTable {
    let ordered = files.sorted { ($0.locale == sourceLocale ? 0 : 1) < ($1.locale == sourceLocale ? 0 : 1) }
    var sourceKeys: Set<String> = []
    for file in files where file.locale == sourceLocale {
      for index in file.table.entries.indices { sourceKeys.insert(file.table.entries[index].key) }
    }
    // A .strings file's header and trailing comments are its own (a translation site's credits):
    // where any file has them, each file's go to its locale, none to the others'.
    let stringsHeaders = files.contains { $0.format == .strings && !$0.table.headers.isEmpty }
    let tables = ordered.map { file in
      var table = file.table
      // Each .po keeps its own header beside the merged ones, for writing it back as its own.
      if file.format == .gettext, let locale = file.locale, !table.headers.isEmpty {
        table.localeHeaders[locale] = table.headers
      }
      if stringsHeaders, file.format == .strings, let locale = file.locale {
        table.localeHeaders[locale] = table.headers
        table.headers = []
      }
      if let locale = file.locale, locale != sourceLocale {
        // Only where there is one: removing from a shared dictionary copies it even when the
        // key is absent.
        // (The cheap tests first: most entries pass neither, and the key is not hashed for them.)
        for index in file.table.entries.indices {
          let repeatsSource = file.table.entries[index].localizations.keys.contains(sourceLocale)
          // A key the source file has takes its comment from there: a translation's own comment
          // is in its file's notes (a .po's), not the key's for every locale.
          let ownComment =
            file.table.entries[index].comment != nil && file.table.entries[index].fileNotes[locale] != nil
          guard repeatsSource || ownComment, sourceKeys.contains(file.table.entries[index].key) else { continue }
          if repeatsSource { table.entries[index].localizations[sourceLocale] = nil }
          if ownComment { table.entries[index].comment = nil }
        }
      }
      return table
    }
    var merged = StringTable(sourceLanguage: sourceLocale)
    var byTable: (@Sendable (Int, StringEntry) -> StringEntry?)?
    if let preparing {
      let locales = ordered.map(\.locale)
      byTable = { table, entry in preparing(locales[table], entry) }
    }
    merged.merge(contentsOf: tables, preparing: byTable)
    // An entry obsolete in the first translation file that has it but live in another is not
    // stale: each file's notes say whether it is obsolete there (see GettextTable).
    for index in merged.entries.indices
    where merged.entries[index].extractionState == "stale"
      && merged.entries[index].fileNotes.values.contains(where: { !$0.isObsolete })
      && !merged.entries[index].hasObsoleteMark
    {
      merged.entries[index].extractionState = nil
    }
    return merged
  }
}
