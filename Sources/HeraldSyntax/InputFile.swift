import Foundation

/// Reads the files a user names, so that every command says the same words when one cannot be
/// read ("no such file or directory", "it is a directory", …).
///
/// Loaders wrap ``Failure`` in their own error type (`TreeError.unreadable`,
/// `StringTableError.unreadable`, `AuditError.unreadable`), keeping its ``Failure/reason``.
public enum InputFile {
  /// Why a file could not be read.
  public struct Failure: Error, Sendable, Hashable {
    /// The file, as the user named it.
    public var path: String
    /// What went wrong, in the words every command uses.
    public var reason: String
    /// For a file that is not UTF-8, the error at the line and column of the first invalid byte;
    /// loaders throw it as their syntax error, so every report places it.
    public var invalidText: SyntaxError?

    /// Creates a failure.
    public init(path: String, reason: String, invalidText: SyntaxError? = nil) {
      self.path = path
      self.reason = reason
      self.invalidText = invalidText
    }
  }

  /// The reason given when a path does not exist.
  public static let missing = "no such file or directory"

  /// The bytes of the file at `path`.
  ///
  /// - Throws: ``Failure`` when the path does not exist, is a directory, or cannot be read.
  public static func bytes(atPath path: String) throws(Failure) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      let reason =
        !exists ? missing : isDirectory.boolValue ? "it is a directory" : "permission denied or an I/O error"
      throw Failure(path: path, reason: reason)
    }
    return [UInt8](data)
  }

  /// The text of the UTF-8 file at `path`.
  ///
  /// - Throws: ``Failure`` when the file cannot be read or is not valid UTF-8 (then with
  ///   ``Failure/invalidText``).
  public static func text(atPath path: String) throws(Failure) -> String {
    let bytes = try bytes(atPath: path)
    do {
      try UnicodeInput.validate(bytes, file: path)
    } catch {
      let place = error.location.map { "line \($0.line), column \($0.column)" } ?? "somewhere"
      throw Failure(
        path: path, reason: "the file is not UTF-8 text (\(place) is not); save it as UTF-8", invalidText: error)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
