import Foundation

/// Where laid-out table files go: standard output, one file, or a folder.
///
/// A layout of one file goes to standard output when no path is given, or to the path when it
/// names a file of a table format (`Localizable.xcstrings`); a layout of several files needs a
/// folder.
public struct TableDestination: Sendable {
  /// Where the files go.
  public enum Destination: Sendable, Hashable {
    /// The one file's bytes on standard output.
    case standardOutput
    /// The one file, written to this path.
    case file(String)
    /// Every file, under this folder at its layout path.
    case folder(String)
  }

  /// Why the files cannot be written.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// A layout of several files was given no folder.
    case needsFolder(format: TableFormat, files: [String])
    /// A file could not be written.
    case unwritable(path: String, reason: String)

    /// What went wrong and what to do.
    public var description: String {
      switch self {
      case .needsFolder(let format, let files):
        "the \(format) layout has \(files.count) files (\(files.prefix(3).joined(separator: ", "))…); give --output FOLDER"
      case .unwritable(let path, let reason):
        "cannot write \(path): \(reason)"
      }
    }
  }

  /// The files.
  public var files: [TableLayout.File]
  /// Where they go.
  public var place: Destination

  /// Decides where `files` go, given the path the user named (or none).
  ///
  /// - Throws: ``Failure/needsFolder(format:files:)`` for several files without a folder.
  public init(_ files: [TableLayout.File], format: TableFormat, to path: String?) throws(Failure) {
    self.files = files
    let namesFile = path.map { TableFormat(path: $0) != nil } ?? false
    if files.count == 1, path == nil || namesFile {
      place = path.map(Destination.file) ?? .standardOutput
    } else if let path, !namesFile {
      place = .folder(path)
    } else {
      throw .needsFolder(format: format, files: files.map(\.path))
    }
  }

  /// Writes the files (standard output included), making the folders they need.
  ///
  /// - Returns: The number of files written to disk.
  /// - Throws: ``Failure/unwritable(path:reason:)`` naming the first file that could not be written.
  @discardableResult
  public func write() throws(Failure) -> Int {
    switch place {
    case .standardOutput:
      FileHandle.standardOutput.write(Data(files[0].bytes))
      return 0
    case .file(let path):
      try Self.save(files[0].bytes, to: path)
      return 1
    case .folder(let folder):
      for file in files { try Self.save(file.bytes, to: folder + "/" + file.path) }
      return files.count
    }
  }

  private static func save(_ bytes: [UInt8], to path: String) throws(Failure) {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    } catch {
      throw .unwritable(path: path, reason: error.localizedDescription)
    }
  }
}
