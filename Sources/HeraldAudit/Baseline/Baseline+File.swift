import Foundation
import HeraldSyntax

extension Baseline {
  /// The version of the baseline format that ``encoded()`` writes and ``decode(_:file:)`` reads.
  public static let formatVersion = 1

  /// Reads a baseline file.
  ///
  /// - Parameter path: The file.
  /// - Returns: The baseline.
  /// - Throws: ``AuditError/unreadable(path:reason:)`` when the file cannot be read,
  ///   ``AuditError/syntax(_:)`` when it is not JSON, and ``AuditError/invalidBaseline(_:reason:)``
  ///   when it is not a Herald baseline.
  public static func read(path: String) throws(AuditError) -> Baseline {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.bytes(atPath: path)
    } catch {
      let advice = error.reason == InputFile.missing ? "; write one with `herald audit --write-baseline`" : ""
      throw .unreadable(path: path, reason: error.reason + advice)
    }
    return try decode(bytes, file: path)
  }

  /// Reads a baseline from its JSON text.
  ///
  /// The format is strict: an object with `"herald": "baseline"`, `"version": 1` and `"findings"`,
  /// a list of objects with `fingerprint`, `rule`, `file`, `element` and `message`, and no other
  /// keys.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - file: Its path, for locations.
  /// - Returns: The baseline, its entries in the file's order.
  /// - Throws: ``AuditError/syntax(_:)`` when it is not JSON and
  ///   ``AuditError/invalidBaseline(_:reason:)`` when it is not a Herald baseline.
  public static func decode(_ bytes: [UInt8], file: String) throws(AuditError) -> Baseline {
    let value: JSONValue
    do {
      value = try JSONReader.parse(bytes, file: file)
    } catch {
      throw .syntax(error)
    }
    func object(_ value: JSONValue, _ what: String) throws(AuditError) -> JSONObjectReader<AuditError> {
      try JSONObjectReader(value, what: what, file: file, refusesEmptyStrings: true) { location, reason in
        .invalidBaseline(location, reason: reason)
      }
    }
    var reader = try object(value, "a baseline")
    guard let kind = try reader.string("herald", required: true), kind == "baseline" else {
      throw reader.error(at: value["herald"], "this is not a Herald baseline: \"herald\" must be \"baseline\"")
    }
    guard let version = try reader.int("version", required: true), version == formatVersion else {
      throw reader.error(
        at: value["version"],
        "this baseline has a version this Herald does not read (it reads version \(formatVersion)); write it again with `herald audit --write-baseline`"
      )
    }
    guard let list = try reader.value("findings", required: true), let items = list.arrayValue else {
      throw reader.error(at: value["findings"], "\"findings\" must be a list of findings")
    }
    try reader.finish()
    var entries: [BaselineEntry] = []
    for item in items {
      var entryReader = try object(item, "a baseline finding")
      let fingerprint = try entryReader.string("fingerprint", required: true) ?? ""
      let ruleID = try entryReader.string("rule", required: true) ?? ""
      let entryFile = try entryReader.string("file", required: true) ?? ""
      let element = try entryReader.string("element", required: true) ?? ""
      let message = try entryReader.string("message", required: true) ?? ""
      try entryReader.finish()
      entries.append(
        BaselineEntry(fingerprint: fingerprint, ruleID: ruleID, file: entryFile, elementPath: element, message: message)
      )
    }
    return Baseline(entries: entries)
  }

  /// The baseline as JSON text: two-space indentation, keys in a fixed order, entries in the
  /// order they are held, a final line break; the same baseline always gives the same text.
  public func encoded() -> String {
    let findings = entries.map { entry in
      JSONValue.object([
        JSONMember("fingerprint", .string(entry.fingerprint)),
        JSONMember("rule", .string(entry.ruleID)),
        JSONMember("file", .string(entry.file)),
        JSONMember("element", .string(entry.elementPath)),
        JSONMember("message", .string(entry.message)),
      ])
    }
    let document = JSONValue.object([
      JSONMember("herald", .string("baseline")),
      JSONMember("version", .number(Self.formatVersion)),
      JSONMember("findings", .array(findings)),
    ])
    return JSONWriter().string(from: document)
  }

  /// Writes the baseline to a file, replacing it atomically.
  ///
  /// An existing file is replaced only when it is a Herald baseline (a JSON object with
  /// `"herald": "baseline"`, of any version): a report or configuration given to
  /// `--write-baseline` by mistake is never lost.
  ///
  /// - Parameter path: The file.
  /// - Throws: ``AuditError/unwritable(path:reason:)`` when the file exists and is not a
  ///   baseline, or cannot be written (the old file is then intact).
  public func write(to path: String) throws(AuditError) {
    if FileManager.default.fileExists(atPath: path), let bytes = try? InputFile.bytes(atPath: path),
      !Self.isBaseline(bytes)
    {
      throw .unwritable(
        path: path,
        reason:
          "it is not a Herald baseline (no \"herald\": \"baseline\"), so it is left as it is; remove it or name another file"
      )
    }
    do {
      try AtomicFile.write(Array(encoded().utf8), to: path)
    } catch {
      throw .unwritable(path: path, reason: error.reason)
    }
  }

  /// Whether `bytes` are a JSON object with `"herald": "baseline"`.
  static func isBaseline(_ bytes: [UInt8]) -> Bool {
    guard let value = try? JSONReader.parse(bytes, file: "") else { return false }
    return value["herald"]?.stringValue == "baseline"
  }
}
