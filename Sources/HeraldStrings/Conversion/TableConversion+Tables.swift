extension TableConversion {
  /// The name a table has when no file names one: Xcode's default table.
  static let defaultTableName = "Localizable"

  /// The table a group of files belongs to: the file name of a `.strings`, `.stringsdict` or
  /// `.xcstrings` (`Localizable`, `Untranslated`, `InfoPlist`), of an XLIFF document whose name is
  /// not a language (`Untranslated.xliff`, not `fr.xliff`), of an Android file other than
  /// `strings.xml` (`arrays` for `values*/arrays.xml`), else ``defaultTableName``.
  static func tableName(of group: StringTableReader.TableGroup) -> String {
    guard let path = group.files.first?.path,
      let file = path.split(separator: "/").last.map(String.init), let dot = file.lastIndex(of: ".")
    else { return defaultTableName }
    let stem = String(file[..<dot])
    switch group.format {
    case .strings, .stringsdict, .xcstrings: return stem.isEmpty ? defaultTableName : stem
    case .android:
      if let stated = AndroidTable.statedTableName(of: group.table) { return stated }
      return stem == "strings" || stem.isEmpty ? defaultTableName : stem
    case .xliff:
      // `Untranslated.xliff` names a table, `fr.xliff` (Xcode's export of one language) does not.
      return TableLocale.infer(fromPath: path) == nil && !stem.isEmpty ? stem : defaultTableName
    case .gettext:
      return group.files.first?.table.header(GettextTable.tableHeader).flatMap { $0.isEmpty ? nil : $0 }
        ?? defaultTableName
    }
  }

  /// The folder a group's table lives in: a catalog's or XLIFF document's, the one around an
  /// `.lproj` or Android `values*` folder (`src/iOS/GpxWidget` for
  /// `src/iOS/GpxWidget/fr.lproj/Localizable.strings`). Each target of an app has its own.
  static func tableFolder(of group: StringTableReader.TableGroup) -> String {
    guard let path = group.files.first?.path else { return "" }
    var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    if let last = components.last, last.hasSuffix(".lproj") || last == "values" || last.hasPrefix("values-") {
      components = components.dropLast()
    }
    return components.joined(separator: "/")
  }

  /// The groups merged into one table per name and folder, in the order they first occur: the
  /// `.strings` and `.stringsdict` of `Localizable` are one table, `Untranslated.strings` another,
  /// and so are two targets' `Localizable.xcstrings`. Where a name is in several folders, each
  /// table's `folder` is its folder below the one they share (`GpxWidget` beside the main
  /// target's `""`), which its files are written to; else it is empty. `origin` is the folder
  /// the table was read from (``tableFolder(of:)``).
  static func tables(_ groups: [StringTableReader.TableGroup])
    -> [(name: String, folder: String, table: StringTable, origin: String)]
  {
    var tables: [(name: String, folder: String, table: StringTable, origin: String)] = []
    for group in groups {
      let name = tableName(of: group)
      let folder = tableFolder(of: group)
      if let index = tables.firstIndex(where: { $0.name == name && $0.folder == folder }) {
        tables[index].table.merge(group.table)
      } else {
        tables.append((name, folder, group.table, folder))
      }
    }
    for name in Set(tables.map(\.name)) {
      let indices = tables.indices.filter { tables[$0].name == name }
      guard indices.count > 1 else {
        tables[indices[0]].folder = ""
        continue
      }
      let shared = commonFolder(indices.map { tables[$0].folder })
      for index in indices {
        tables[index].folder = String(tables[index].folder.dropFirst(shared.count)).trimmingPrefix("/").description
      }
    }
    return tables
  }

  /// The longest folder path every one of `folders` lies in (`src/iOS` for `src/iOS` and
  /// `src/iOS/GpxWidget`), empty when they share none.
  static func commonFolder(_ folders: [String]) -> String {
    guard var shared = folders.first?.split(separator: "/", omittingEmptySubsequences: false) else { return "" }
    for folder in folders.dropFirst() {
      let components = folder.split(separator: "/", omittingEmptySubsequences: false)
      shared = zip(shared, components).prefix { $0 == $1 }.map(\.0)
    }
    return shared.joined(separator: "/")
  }

  /// The files of every table read, each table on its own (``convert(paths:)`` merges the files
  /// of one table, never two tables: `Untranslated.strings` stays apart from
  /// `Localizable.strings`): a String Catalog, XLIFF document, `.strings` or `.stringsdict` per
  /// table named after it, Android's other tables in their own resource file; gettext, which has
  /// no table names, puts each other table in a folder of its name when there are several, and
  /// says so (a single table is written at the top, as gettext keeps it). Notes about a
  /// table are among the losses of its first file.
  ///
  /// - Parameter merged: Every group merged, which is the one table when all are one table.
  func layOut(_ groups: [StringTableReader.TableGroup], merged: StringTable) -> [TableLayout.File] {
    var tables = Self.tables(groups)
    if tables.count == 1 { tables[0].table = merged }
    var files: [TableLayout.File] = []
    // `strings` is the default table's file in every folder, so no other table takes it.
    var androidNames = Set(tables.map { $0.folder + "/strings" })
    for (name, folder, table, origin) in tables {
      var notes = unlocalizedFiles(
        groups, table: name, in: origin, source: table.sourceLanguage ?? reader.sourceLocale)
      if !folder.isEmpty {
        notes.append(
          StringsDiagnostic(
            .info, code: "table-folder",
            message: "several folders hold a table named '\(name)' (an app's targets each have their own): "
              + "the one in the folder '\(folder)' was written to \(folder)/."))
      }
      let isDefault = name == Self.defaultTableName
      let first = files.count
      defer {
        notes += unlocalizedKeys(table, name: name, written: Array(files[first...]))
        if first < files.count { files[first].losses = notes + files[first].losses }
        for index in files.indices[first...] where !folder.isEmpty {
          files[index].path = folder + "/" + files[index].path
        }
      }
      switch format {
      case .android:
        // Android file names are lowercase: `infoPlist` and `InfoPlist` would be one file.
        let lowercase = Self.androidFileName(name)
        let fileName = isDefault ? "strings" : Self.uniqueName(lowercase, in: &androidNames, folder: folder)
        let renamed = !isDefault && fileName != name
        if renamed {
          let why =
            fileName == lowercase
            ? "Android resource file names are lowercase letters, digits and '_'"
            : "another table's file is values*/\(lowercase).xml: resource file names are lowercase"
          notes.append(
            StringsDiagnostic(
              .info, code: "table-name",
              message: "the table '\(name)' was written to values*/\(fileName).xml (\(why)), "
                + "its name kept in herald:table."))
        }
        files += TableLayout().androidFiles(
          for: table, locales: locales, fileName: fileName, tableName: renamed ? name : nil)
      case .gettext where !isDefault && tables.count > 1:
        notes.append(
          StringsDiagnostic(
            .info, code: "table-name",
            message: "gettext files carry no table name: the table '\(name)' was written to \(name)/, apart from "
              + "the \(Self.defaultTableName) table, its name in the header \(GettextTable.tableHeader)."))
        files += TableLayout(baseName: name).files(for: table, format: format, locales: locales).map { file in
          var file = file
          file.path = name + "/" + file.path
          return file
        }
      case .xliff:
        // One XLIFF document per table, whose <file original> names the table as Xcode does.
        var selected = table
        if let locales {
          for index in selected.entries.indices {
            selected.entries[index].localizations = selected.entries[index].localizations.filter {
              locales.contains($0.key)
            }
          }
        }
        let output = XLIFFTable(original: "\(name).xcstrings").write(selected, locale: table.sourceLanguage ?? "en")
        files.append(TableLayout.File(path: "\(name).xliff", bytes: output.bytes, losses: output.losses))
      case .xcstrings where table.sourceLanguage == nil:
        // A catalog names its source language; tables read from single-locale files do not.
        var table = table
        table.sourceLanguage = reader.sourceLocale
        notes.append(
          StringsDiagnostic(
            .info, code: "source-language",
            message: "the catalog's sourceLanguage is '\(reader.sourceLocale)', "
              + "which the tables read do not name (--source-locale chooses another).", file: "\(name).xcstrings"))
        files += TableLayout(baseName: name).files(for: table, format: format, locales: locales)
      default:
        files += TableLayout(baseName: name).files(for: table, format: format, locales: locales)
      }
    }
    var seen: [String: String] = [:]
    for index in files.indices {
      let path = files[index].path
      if let other = seen.updateValue(path, forKey: path.lowercased()), other != path {
        files[index].losses.append(
          StringsDiagnostic(
            .warning, code: "case-collision",
            message: "'\(path)' and '\(other)' differ only in case: on a case-insensitive file system (macOS's "
              + "default) one replaces the other. Write to a case-sensitive folder, or rename one of the tables.",
            file: path))
      }
    }
    // A drop names the file it is a drop from: the table's file, or the pattern of its locales'
    // files (`*.lproj/Localizable.strings`, `values*/strings.xml`), the locale being in the diagnostic.
    for index in files.indices {
      let file = Self.filePattern(files[index].path)
      for loss in files[index].losses.indices where files[index].losses[loss].file == nil {
        files[index].losses[loss].file = file
      }
    }
    return files
  }

  /// A `.strings` or `.stringsdict` in no `.lproj` folder is a resource every localization shares;
  /// no other format has such a place, and Herald writes tables per locale: its strings are the
  /// source language's (an `.lproj` of that language holding the same table takes them in). One
  /// note per such file of the table `name` read from the folder `origin`.
  func unlocalizedFiles(_ groups: [StringTableReader.TableGroup], table name: String, in origin: String, source: String)
    -> [StringsDiagnostic]
  {
    groups.filter {
      [.strings, .stringsdict].contains($0.format) && Self.tableName(of: $0) == name
        && Self.tableFolder(of: $0) == origin
    }
    .flatMap(\.files).filter { TableLocale.infer(fromPath: $0.path) == nil }
    .map { file in
      let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
      let written = format == .strings || format == .stringsdict ? "are written" : "a .strings written from them goes"
      return StringsDiagnostic(
        .info, code: "unlocalized-file",
        message: "'\(file.path)' is in no .lproj folder, shared by every localization; no other place "
          + "holds such a table, so its strings were taken as those of the source language (\(source)) and "
          + "\(written) to '\(source).lproj/\(fileName)'.")
    }
  }

  /// The files of `table` have no place for a key that has no localization in any locale, unless
  /// the format writes it anyway (String Catalogs, XLIFF and gettext do; Android does in the
  /// source-language file): one loss per such key.
  func unlocalizedKeys(_ table: StringTable, name: String, written: [TableLayout.File]) -> [StringsDiagnostic] {
    let source = table.sourceLanguage ?? "en"
    let dropped: Bool
    switch format {
    case .strings, .stringsdict: dropped = true
    case .android:
      dropped = !written.contains { $0.path.hasPrefix("\(AndroidTable.folder(of: table, locale: source))/") }
    case .xcstrings, .xliff, .gettext: dropped = false
    }
    guard dropped else { return [] }
    return table.entries.filter(\.localizations.isEmpty).map { entry in
      var loss = StringsDiagnostic.loss(
        "a key without a localization in any locale", key: entry.key, locale: nil, format: format,
        advice: "Give it a string in the source language, or convert to .xcstrings, XLIFF or gettext, which keep it.")
      loss.file = name
      return loss
    }
  }

  /// Where a loss of the file at `path` is: the path itself for a file of every locale, else the
  /// path with `*` for its locale (`*.lproj/Localizable.strings`, `values*/strings.xml`, `*.po`).
  static func filePattern(_ path: String) -> String {
    var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if components.count >= 2 {
      let folder = components[components.count - 2]
      if folder.hasSuffix(".lproj") {
        components[components.count - 2] = "*.lproj"
      } else if folder == "values" || folder.hasPrefix("values-") {
        components[components.count - 2] = "values*"
      }
    }
    if let last = components.last, last.hasSuffix(".po") { components[components.count - 1] = "*.po" }
    return components.joined(separator: "/")
  }

  /// `name`, or the first of `name_2`, `name_3`, … that no other table of `folder` was given,
  /// recorded in `used`.
  static func uniqueName(_ name: String, in used: inout Set<String>, folder: String) -> String {
    var unique = name
    var number = 1
    while !used.insert(folder + "/" + unique).inserted {
      number += 1
      unique = "\(name)_\(number)"
    }
    return unique
  }

  /// The name of an Android resource file for a table: lowercase, with `_` for what else aapt
  /// refuses (`Untranslated` → `untranslated`).
  static func androidFileName(_ name: String) -> String {
    let scalars = name.lowercased().unicodeScalars.map { scalar -> Unicode.Scalar in
      scalar.isASCIILetter || scalar.isASCIIDigit || scalar == "_" ? scalar : "_"
    }
    return String(String.UnicodeScalarView(scalars))
  }
}
