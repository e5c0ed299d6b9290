/// How a table's keys become gettext messages and come back: the reversible key mapping.
///
/// gettext names a message by (`msgctxt`, `msgid`); Herald's tables name an entry by one key.
/// Two mappings are used, and a file says which one it follows:
///
/// - **gettext's own** (no header): the key is `msgid`, or `msgctxt` U+0004 `msgid` when the
///   message has a context, as gettext's `.mo` files key it. A `.po` written by gettext's tools
///   reads this way, and so does a table read from one and written back.
/// - **Key as context** (header `X-Herald-Key: msgctxt`): a message with a context is keyed by the
///   context alone, and its `msgid` is the source text. This is how a table whose keys are ids
///   (`a11y_add_avatar`, `Common.Alerts.Title`, an Android resource name) crosses gettext: the id
///   is `msgctxt`, the English text `msgid`, as `android2po` writes Android strings, and reading
///   the file gives back the ids that went in. gettext's tools read the file as any
///   other (the header is an `X-` field, which they keep).
///
/// The writer keeps the mapping the table's headers name; otherwise it uses gettext's own unless
/// key-as-context gives back more keys. It adds the header for key-as-context, and names each
/// entry whose key the chosen mapping cannot give back.
struct GettextKey: Equatable {
  /// What XML formats write for U+0004, which XML 1.0 cannot hold and which joins a gettext
  /// `msgctxt` to its `msgid` in a key: U+2404 (␄, SYMBOL FOR END OF TRANSMISSION), in XLIFF unit
  /// ids and Android's `herald:key`.
  static let separatorStandIn = "\u{2404}"

  /// `key` as XML can hold it: U+0004 written as ``separatorStandIn``.
  static func xmlSafe(_ key: String) -> String {
    key.replacing(GettextTable.contextSeparator, with: separatorStandIn)
  }

  /// The key XML names: ``separatorStandIn`` read as U+0004.
  static func fromXMLSafe(_ text: String) -> String {
    text.replacing(separatorStandIn, with: GettextTable.contextSeparator)
  }

  /// The header that names the mapping.
  static let header = "X-Herald-Key"
  /// The header's value for the key-as-context mapping.
  static let contextValue = "msgctxt"

  /// The entry's key.
  var key: String
  /// The entry's ``StringEntry/context``: the `msgctxt` in gettext's own mapping.
  var context: String?
  /// Whether `msgctxt` names the message, so that `msgid` is source text rather than the key.
  var hasContext: Bool

  /// The key of a message read with a mapping. An empty `msgctxt` beside an empty `msgid` (the
  /// writer's mark of a message that is no header) is no context.
  init(msgctxt: String?, msgid: String, keysAreContexts: Bool) {
    let context = msgctxt.flatMap { $0.isEmpty && msgid.isEmpty ? nil : $0 }
    if keysAreContexts, let context, !context.isEmpty {
      self.init(key: context, context: nil, hasContext: true)
    } else {
      self.init(
        key: context.map { $0 + GettextTable.contextSeparator + msgid } ?? msgid, context: context,
        hasContext: context != nil)
    }
  }

  private init(key: String, context: String?, hasContext: Bool) {
    self.key = key
    self.context = context
    self.hasContext = hasContext
  }

  /// Whether headers name the key-as-context mapping.
  static func keysAreContexts(_ headers: [TableHeader]) -> Bool {
    headers.contains { $0.name.lowercased() == header.lowercased() && $0.value.trimmedWhitespace == contextValue }
  }

  /// One message as written: the entry's key and what was written for it.
  struct Written {
    var key: String
    var msgctxt: String?
    var msgid: String
  }

  /// The mapping to declare for the messages: key-as-context when the headers name it, or when it
  /// gives back more keys than gettext's own.
  static func keysAreContexts(declared: Bool, _ messages: [Written]) -> Bool {
    if declared { return true }
    let own = messages.count { GettextKey(msgctxt: $0.msgctxt, msgid: $0.msgid, keysAreContexts: false).key != $0.key }
    guard own > 0 else { return false }
    let asContext = messages.count {
      GettextKey(msgctxt: $0.msgctxt, msgid: $0.msgid, keysAreContexts: true).key != $0.key
    }
    return asContext < own
  }
}

extension GettextWriter {
  /// Chooses the key mapping for what was written: the header to add for key-as-context (none
  /// when `declared` already), and a warning for each entry whose key the mapping cannot give back.
  mutating func keyMapping(declared: Bool) -> [TableHeader] {
    let asContext = GettextKey.keysAreContexts(declared: declared, written.map(\.message))
    for (message, entry) in written {
      let back = GettextKey(msgctxt: message.msgctxt, msgid: message.msgid, keysAreContexts: asContext).key
      guard back != message.key else { continue }
      losses.append(
        loss(
          "its key as it is: it reads back as '\(GettextKey.xmlSafe(back))'",
          entry, "Keep the entry's key and context in one of the two gettext mappings (docs/strings.md).")
      )
    }
    guard asContext, !declared else { return [] }
    losses.append(
      StringsDiagnostic(
        .info, code: "restructured",
        message: "keys that are not their source text were written as msgctxt, with the source text as msgid, "
          + "and the header '\(GettextKey.header): \(GettextKey.contextValue)' says so; Herald reads the keys "
          + "back from msgctxt, gettext's tools see them as contexts.",
        locale: locale))
    return [TableHeader(name: GettextKey.header, value: GettextKey.contextValue)]
  }
}
