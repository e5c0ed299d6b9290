import HeraldSyntax

/// What one locale's own file says about an entry beside its translation.
///
/// gettext keeps one `.po` per locale, and each writes its own comments and flags on a message:
/// the translator comment (`# `), the extracted comment (`#.`) and references (`#:`) of the
/// template it was last merged with, the flags (`#, c-format`), the previous strings (`#|`) and
/// the obsolete mark (`#~`). The French file's are not the Hebrew file's, and an entry can be
/// obsolete in one and live in another. Read from such a file, they are kept per locale in
/// ``StringEntry/fileNotes``, so that merging the files of a folder gives none of them to another
/// locale, and writing a locale's file writes its own. The presence of a locale's notes also says
/// that its file has the message, translated or not.
public struct FileNotes: Sendable, Hashable {
  /// The translator comment (`# ` lines, joined with line feeds).
  public var translatorComment: String?
  /// The extracted comment (`#.` lines, joined with line feeds).
  public var comment: String?
  /// The references (`#:`), in order.
  public var references: [String]
  /// The flags other than `fuzzy` (which is the translation's state), in order.
  public var flags: [String]
  /// The previous strings (`#|` lines, after `#| `, joined with line feeds).
  public var previous: String?
  /// Whether the message is obsolete (`#~`) in this file.
  public var isObsolete: Bool
  /// How many (empty) `msgstr[N]` an untranslated plural message has, when it is not the number
  /// the file's `Plural-Forms` gives.
  public var emptyForms: Int?
  /// The message's place among its file's messages (0 for the first after the header), so that
  /// the file is written back in its own order when merged with files of another order. Where,
  /// not what: not part of equality, as ``StringEntry/location`` is not.
  public var position: Int?
  /// Whether the file lists every message it has, translated or not, so that a message without
  /// notes was not in it: a `.po` does; a `.strings` translation, which has only what it
  /// translates, does not (its notes say only that its comment is its own). Not part of equality.
  public var listsMessages = true

  /// Creates notes.
  public init(
    translatorComment: String? = nil, comment: String? = nil, references: [String] = [], flags: [String] = [],
    previous: String? = nil, isObsolete: Bool = false, emptyForms: Int? = nil, position: Int? = nil
  ) {
    self.translatorComment = translatorComment
    self.comment = comment
    self.references = references
    self.flags = flags
    self.previous = previous
    self.isObsolete = isObsolete
    self.emptyForms = emptyForms
    self.position = position
  }

  /// Compares everything but ``position``.
  public static func == (lhs: FileNotes, rhs: FileNotes) -> Bool {
    lhs.translatorComment == rhs.translatorComment && lhs.comment == rhs.comment && lhs.references == rhs.references
      && lhs.flags == rhs.flags && lhs.previous == rhs.previous && lhs.isObsolete == rhs.isObsolete
      && lhs.emptyForms == rhs.emptyForms
  }

  /// Hashes everything but ``position``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(translatorComment)
    hasher.combine(comment)
    hasher.combine(references)
    hasher.combine(flags)
    hasher.combine(previous)
    hasher.combine(isObsolete)
    hasher.combine(emptyForms)
  }

  /// The notes as JSON members, as XLIFF keeps them: `translatorComment`, `flags` as gettext
  /// writes them, `previous`, `obsolete` and `emptyForms`, and `comment` (`null` for none) and `references`
  /// only where they differ from `entry`'s.
  public func members(beside entry: StringEntry) -> [JSONMember] {
    var members: [JSONMember] = []
    if let translatorComment { members.append(JSONMember("translatorComment", .string(translatorComment))) }
    if comment != entry.comment { members.append(JSONMember("comment", comment.map { .string($0) } ?? .null)) }
    if references != entry.references {
      members.append(JSONMember("references", .array(references.map { .string($0) })))
    }
    if !flags.isEmpty { members.append(JSONMember("flags", .string(flags.joined(separator: ", ")))) }
    if let previous { members.append(JSONMember("previous", .string(previous))) }
    if isObsolete { members.append(JSONMember("obsolete", .bool(true))) }
    if let emptyForms { members.append(JSONMember("emptyForms", .number(emptyForms))) }
    return members
  }

  /// Notes from the members ``members(beside:)`` writes, `entry`'s comment and references where
  /// they are absent; `nil` when a member is not one of them or has another type.
  public init?(members: [JSONMember], beside entry: StringEntry) {
    self.init(comment: entry.comment, references: entry.references)
    for member in members {
      switch member.key {
      case "translatorComment":
        guard let text = member.value.stringValue else { return nil }
        translatorComment = text
      case "comment":
        if member.value.kind == .null {
          comment = nil
        } else {
          guard let text = member.value.stringValue else { return nil }
          comment = text
        }
      case "references":
        guard let values = member.value.arrayValue, case let texts = values.compactMap(\.stringValue),
          texts.count == values.count
        else { return nil }
        references = texts
      case "flags":
        guard let text = member.value.stringValue else { return nil }
        flags = Self.flags(text)
      case "previous":
        guard let text = member.value.stringValue else { return nil }
        previous = text
      case "obsolete":
        guard let value = member.value.boolValue else { return nil }
        isObsolete = value
      case "emptyForms":
        guard let value = member.value.intValue, (0...16).contains(value) else { return nil }
        emptyForms = value
      default: return nil
      }
    }
  }

  /// The flags of a `#,` line's text (`"c-format, no-wrap"`), trimmed, empty ones left out.
  static func flags(_ text: String) -> [String] {
    text.split(separator: ",").map { String($0).trimmedWhitespace }.filter { !$0.isEmpty }
  }
}

extension StringEntry {
  /// What `locale`'s file says about the entry: its own ``fileNotes`` when it has them, else the
  /// entry's fields (a template's or the source language's file, or a format without files per
  /// locale).
  func notes(for locale: String) -> FileNotes {
    if let own = fileNotes[locale] { return own }
    let member = { (name: String) in self.extra.first { $0.key == name }?.value }
    return FileNotes(
      translatorComment: translatorComment, comment: comment, references: references,
      flags: FileNotes.flags(member(GettextTable.Member.flags)?.stringValue ?? ""),
      previous: member(GettextTable.Member.previous)?.stringValue,
      isObsolete: hasObsoleteMark,
      emptyForms: member(GettextTable.Member.msgstr)?.arrayValue?.count)
  }
}

extension StringsDiagnostic {
  /// The losses of `locale`'s file's notes when `format` cannot hold them (a format without a
  /// file per locale, or without comments and flags per translation), one per kind: its
  /// translator comment, flags, previous strings, and its own comment and references where they
  /// differ from the entry's (which the format keeps). Its obsolete mark is not one: conversions
  /// withhold an obsolete translation where it would become live. Worded without the locale, so
  /// that ``mergingLocales(_:)`` reports each entry's kind once with its locales.
  ///
  /// - Parameter writesComment: Whether the format writes the locale's own comment (a `.strings`
  ///   file of each locale does), so that it is not lost.
  static func fileNotesLosses(of entry: StringEntry, locale: String, format: TableFormat, writesComment: Bool = false)
    -> [StringsDiagnostic]
  {
    guard let notes = entry.fileNotes[locale] else { return [] }
    var what: [String] = []
    if notes.translatorComment != nil { what.append("translator comment") }
    // A file without a comment or references of its own loses none.
    if let comment = notes.comment, comment != entry.comment, !writesComment { what.append("comment") }
    if !notes.references.isEmpty, notes.references != entry.references { what.append("references") }
    if !notes.flags.isEmpty { what.append("flags") }
    if notes.previous != nil { what.append("previous strings") }
    return what.map {
      .loss(
        "the \($0) its locale's own file gives the entry", key: entry.key, locale: locale, format: format,
        advice: "Write gettext or XLIFF to keep each file's own.")
    }
  }

  /// One note for the keys whose comment some locales' files did not have (a `.strings` folder
  /// whose translations carry no comments): a format with one comment per key (a String Catalog),
  /// or whose translations take the default file's (Android), gives it to every locale, whose
  /// files written from it then carry it. `nil` when there are none.
  static func keyCommentNote(_ table: StringTable, format: TableFormat) -> StringsDiagnostic? {
    var locales: Set<String> = []
    var keys = 0
    for entry in table.entries where entry.comment != nil {
      let without = entry.fileNotes.filter { $0.value.comment == nil }.keys
      if !without.isEmpty { keys += 1 }
      locales.formUnion(without)
    }
    guard keys > 0 else { return nil }
    let names = locales.sorted()
    let listed = names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", …" : "")
    // Android writes a key's comment in the default file only; a translation's file without one
    // of its own says nothing, as most translations' files are.
    let why =
      format == .android
      ? "a comment in an Android default file is every locale's where the locale's file has none"
      : "\(format.rawValue) has one comment per key"
    return StringsDiagnostic(
      .info, code: "key-comment",
      message: "the files of \(names.count == 1 ? "1 locale" : "\(names.count) locales") (\(listed)) have no comment "
        + "on keys whose comment the source language's file has (\(keys == 1 ? "1 key" : "\(keys) keys")): \(why), so a file of any "
        + "locale written from it has that comment. Locales: \(names.joined(separator: " ")).")
  }
}
