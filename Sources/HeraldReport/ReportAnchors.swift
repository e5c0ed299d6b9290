/// The ids of the page's files and scenes, made from their names rather than their positions, so
/// that a link to a scene (`herald.html#scene-Main-storyboard-BYZ-38-t0r`) still leads to it
/// after findings change the order of the page or other files are added.
///
/// A file's id is `file-` and its file name; a scene's is `scene-`, the file name and the scene's id
/// in the file. Characters other than ASCII letters, digits, `-` and `_` become `-`; a second
/// file of the same name gets `-2`, and so on, in page order.
struct ReportAnchors {
  /// The id of each file, by index in ``VisualReport/files``.
  let files: [String]
  /// The ids of each file's scenes, by file and scene index.
  let scenes: [[String]]

  init(_ report: VisualReport) {
    var taken: Set<String> = []
    func unique(_ base: String) -> String {
      var candidate = base
      var number = 2
      while !taken.insert(candidate).inserted {
        candidate = "\(base)-\(number)"
        number += 1
      }
      return candidate
    }
    var files: [String] = []
    var scenes: [[String]] = []
    for file in report.files {
      let name = Self.slug(String(file.path.split(separator: "/").last ?? ""))
      let fileID = unique("file-" + name)
      files.append(fileID)
      scenes.append(file.scenes.map { unique("scene-" + fileID.dropFirst("file-".count) + "-" + Self.slug($0.id)) })
    }
    self.files = files
    self.scenes = scenes
  }

  /// `text` with every character but ASCII letters, digits, `-` and `_` as `-`.
  static func slug(_ text: String) -> String {
    String(
      text.map { character in
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
          ? character : "-"
      })
  }
}
