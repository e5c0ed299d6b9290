import HeraldSyntax
import HeraldTree

/// Reads the facts Herald takes from a target's Info.plist: the interface style it forces
/// (`UIUserInterfaceStyle`). Xcode writes Info.plist files as XML property lists; a binary or
/// unreadable one gives no facts (the system's defaults), never an error that stops the project.
///
/// ```swift
/// InfoPlistReader.interfaceStyle(settings: ["INFOPLIST_FILE": "TV/Info.plist"], sourceRoot: "App")  // .dark
/// ```
enum InfoPlistReader {
  /// The largest Info.plist read.
  static let maximumBytes = 1 << 20

  /// The style a target forces: its `INFOPLIST_KEY_UIUserInterfaceStyle` build setting (Xcode's
  /// generated Info.plist), else the `UIUserInterfaceStyle` of the file `INFOPLIST_FILE` names.
  ///
  /// - Parameters:
  ///   - settings: The target's build settings.
  ///   - sourceRoot: The folder the project's relative paths start from (`$(SRCROOT)`).
  static func interfaceStyle(settings: [String: String], sourceRoot: String) -> InterfaceStyle? {
    if let value = settings["INFOPLIST_KEY_UIUserInterfaceStyle"] { return InterfaceStyle(infoPlistValue: value) }
    guard var relative = settings["INFOPLIST_FILE"], !relative.isEmpty else { return nil }
    for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where relative.hasPrefix(prefix)
    {
      relative.removeFirst(prefix.count)
    }
    // A path still naming a setting (`$(TARGET_NAME)/Info.plist`) is not followed.
    guard !relative.contains("$") else { return nil }
    let file = relative.hasPrefix("/") ? relative : ProjectPath.join(sourceRoot, relative)
    guard let bytes = try? ProjectFile.bytes(atPath: file, limit: maximumBytes),
      let value = stringValue(of: "UIUserInterfaceStyle", in: bytes, file: file)
    else { return nil }
    return InterfaceStyle(infoPlistValue: value)
  }

  /// The string value of a top-level `key` of an XML property list, or `nil`.
  static func stringValue(of key: String, in bytes: [UInt8], file: String) -> String? {
    guard let root = try? XMLReader.parse(bytes, file: file), root.name == "plist",
      let dictionary = root.elements.first(where: { $0.name == "dict" })
    else { return nil }
    let members = dictionary.elements
    for (index, member) in members.enumerated()
    where member.name == "key" && member.text == key && index + 1 < members.count {
      let value = members[index + 1]
      return value.name == "string" ? value.text : nil
    }
    return nil
  }
}
