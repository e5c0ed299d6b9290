import Foundation

/// Checks an espeak-ng data directory before espeak-ng sees it.
///
/// espeak-ng silently falls back to its default data when a given directory does not exist, and
/// reports a directory without its files only as "No such file or directory"; Herald names the
/// directory and the missing files instead.
enum DataDirectory {
  /// The files espeak-ng cannot start without.
  static let requiredFiles = ["phontab", "phonindex", "phondata", "intonations"]

  /// Throws unless `path` (or its `espeak-ng-data/` subdirectory) holds espeak-ng's data files.
  /// `origin` says where the path came from ("given", "from ESPEAK_DATA_PATH").
  static func check(_ path: String, origin: String) throws(SpeechError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .dataDirectoryMissing(path: path, origin: origin)
    }
    let nested = (path as NSString).appendingPathComponent("espeak-ng-data")
    var nestedIsDirectory: ObjCBool = false
    let root =
      FileManager.default.fileExists(atPath: nested, isDirectory: &nestedIsDirectory) && nestedIsDirectory.boolValue
      ? nested : path
    let missing = requiredFiles.filter { file in
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: (root as NSString).appendingPathComponent(file))
      return ((attributes?[.size] as? NSNumber)?.intValue ?? 0) == 0
    }
    guard missing.isEmpty else {
      throw .dataDirectoryIncomplete(path: path, origin: origin, missing: missing)
    }
  }
}
