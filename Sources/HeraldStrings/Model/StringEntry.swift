import HeraldSyntax

/// One localizable string: its key, what the developer said about it, and its localizations.
public struct StringEntry: Sendable, Hashable {
  /// The key code looks the string up by (`"Common.Alerts.BoostAPost.Boost"`, or the English text).
  public var key: String
  /// The developer's comment for translators (a `.strings` comment, a String Catalog `comment`,
  /// a gettext `#.` comment, an Android or XLIFF note).
  public var comment: String?
  /// Comments that translators wrote (gettext `# ` lines), kept apart from the developer's.
  public var translatorComment: String?
  /// The gettext `msgctxt` when it differs from the key (the key is the context otherwise).
  public var context: String?
  /// Source-code references (gettext `#:` lines), in order.
  public var references: [String]
  /// How Xcode extracted the string (`manual`, `stale`, `extracted_with_value`, `migrated`).
  public var extractionState: String?
  /// Whether the string is meant to be translated; `nil` when the file does not say.
  public var shouldTranslate: Bool?
  /// The localizations by locale identifier as the file writes it (`"fr"`, `"pt-BR"`, `"Base"`).
  public var localizations: [String: Localization]
  /// Members Herald does not interpret, kept as they were.
  public var extra: [JSONMember]
  /// What each locale's own file says about the entry, by locale, when the entry was read from a
  /// file per locale that says it per file (gettext): see ``FileNotes``. The entry's own
  /// ``translatorComment`` and gettext members are then a template's or the source language's.
  public var fileNotes: [String: FileNotes]
  /// Where the entry was read from. Not part of equality.
  public var location: SourceLocation?

  /// Creates an entry.
  public init(
    key: String, comment: String? = nil, translatorComment: String? = nil, context: String? = nil,
    references: [String] = [], extractionState: String? = nil, shouldTranslate: Bool? = nil,
    localizations: [String: Localization] = [:], extra: [JSONMember] = [],
    fileNotes: [String: FileNotes] = [:], location: SourceLocation? = nil
  ) {
    self.key = key
    self.comment = comment
    self.translatorComment = translatorComment
    self.context = context
    self.references = references
    self.extractionState = extractionState
    self.shouldTranslate = shouldTranslate
    self.localizations = localizations
    self.extra = extra
    self.fileNotes = fileNotes
    self.location = location
  }

  /// Compares everything but ``location``.
  public static func == (lhs: StringEntry, rhs: StringEntry) -> Bool {
    lhs.key == rhs.key && lhs.comment == rhs.comment && lhs.translatorComment == rhs.translatorComment
      && lhs.context == rhs.context && lhs.references == rhs.references
      && lhs.extractionState == rhs.extractionState && lhs.shouldTranslate == rhs.shouldTranslate
      && lhs.localizations == rhs.localizations && lhs.extra == rhs.extra
      && lhs.fileNotes == rhs.fileNotes
  }

  /// Hashes everything but ``location``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(comment)
    hasher.combine(localizations)
  }
}
