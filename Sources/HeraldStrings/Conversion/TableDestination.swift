import Foundation
import HeraldSyntax

/// Where laid-out table files go: standard output, one file, or a folder.
///
/// A layout of one file goes to standard output when no path is given, or to the path when it
/// names a file of a table format (`Localizable.xcstrings`) or an existing file or device; a
/// layout of several files needs a folder.
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
    /// The files could not be written, or would replace others without `force`; no file was
    /// changed.
    case output(AtomicFile.Failure)

    /// What went wrong and what to do.
    public var description: String {
      switch self {
      case .needsFolder(let format, let files):
        "the \(format) layout has \(files.count) files (\(files.prefix(3).joined(separator: ", "))…); give --output FOLDER"
      case .output(let failure):
        failure.description
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
    let namesFile = path.map { TableFormat(path: $0) != nil || Self.isExistingFile($0) } ?? false
    if files.count == 1, path == nil || namesFile {
      place = path.map(Destination.file) ?? .standardOutput
    } else if let path, !namesFile {
      place = .folder(path)
    } else {
      throw .needsFolder(format: format, files: files.map(\.path))
    }
  }

  /// Whether `path` exists and is not a folder (a file or a device such as `/dev/stdout`).
  private static func isExistingFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
  }

  /// The files to write to disk, at their full paths (none for standard output).
  public var targets: [(path: String, bytes: [UInt8])] {
    switch place {
    case .standardOutput: []
    case .file(let path): [(path, files[0].bytes)]
    case .folder(let folder): files.map { ((folder.hasSuffix("/") ? folder : folder + "/") + $0.path, $0.bytes) }
    }
  }

  /// Writes the files (standard output included), making the folders they need.
  ///
  /// The files are written all or nothing (see ``write(_:force:)``).
  ///
  /// - Parameter force: Whether to replace existing files that differ from the new ones.
  /// - Returns: The number of files written to disk.
  /// - Throws: ``Failure`` when a file exists and differs without `force`, or cannot be written.
  @discardableResult
  public func write(force: Bool = false) throws(Failure) -> Int {
    if case .standardOutput = place {
      FileHandle.standardOutput.write(Data(files[0].bytes))
      return 0
    }
    return try Self.write([self], force: force)
  }

  /// Writes the files of several destinations all or nothing, with ``AtomicFile/update(_:force:)``.
  ///
  /// A file that already holds exactly the new bytes is left untouched; one that holds other
  /// bytes is replaced only with `force`. Every file goes to a temporary in its folder first and
  /// is renamed into place only when all were written: a failure leaves every existing file as it
  /// was.
  ///
  /// - Returns: The number of files written (identical ones not counted).
  /// - Throws: ``Failure/output(_:)``.
  public static func write(_ destinations: [TableDestination], force: Bool) throws(Failure) -> Int {
    do {
      return try AtomicFile.update(destinations.flatMap(\.targets), force: force)
    } catch {
      throw .output(error)
    }
  }
}
