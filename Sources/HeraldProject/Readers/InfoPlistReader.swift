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
    guard let file = infoPlistFile(settings: settings, sourceRoot: sourceRoot),
      let bytes = try? ProjectFile.bytes(atPath: file, limit: maximumBytes),
      let value = stringValue(of: "UIUserInterfaceStyle", in: bytes, file: file)
    else { return nil }
    return InterfaceStyle(infoPlistValue: value)
  }

  /// The Info.plist keys naming a storyboard the system loads for the target: at launch
  /// (`UIMainStoryboardFile`, `NSMainStoryboardFile`, a scene configuration's
  /// `UISceneStoryboardFile`), for an extension (`NSExtensionMainStoryboard`) and for the launch
  /// screen (`UILaunchStoryboardName`). Apple's Information Property List reference.
  static let storyboardKeys: Set<String> = [
    "UIMainStoryboardFile", "NSMainStoryboardFile", "UISceneStoryboardFile", "NSExtensionMainStoryboard",
    "UILaunchStoryboardName", "UIMainStoryboardFile~ipad", "UIMainStoryboardFile~iphone",
  ]

  /// The storyboards the system loads for a target (``storyboardKeys``), from its
  /// `INFOPLIST_KEY_…` build settings and the Info.plist `INFOPLIST_FILE` names; `nil` when the
  /// target names an Info.plist Herald cannot read (what it loads is unknown).
  static func storyboards(settings: [String: String], sourceRoot: String) -> Set<String>? {
    var names = Set(storyboardKeys.compactMap { settings["INFOPLIST_KEY_" + $0] }.filter { !$0.isEmpty })
    guard let path = settings["INFOPLIST_FILE"], !path.isEmpty else { return names }
    guard let file = infoPlistFile(settings: settings, sourceRoot: sourceRoot),
      let bytes = try? ProjectFile.bytes(atPath: file, limit: maximumBytes),
      let root = try? XMLReader.parse(bytes, file: file), root.name == "plist"
    else { return nil }
    // The keys at any depth: a scene configuration nests its storyboard two dictionaries down.
    var stack = [root]
    while let element = stack.popLast() {
      let members = element.elements
      for (index, member) in members.enumerated() {
        if member.name == "key", storyboardKeys.contains(member.text), index + 1 < members.count,
          members[index + 1].name == "string", !members[index + 1].text.isEmpty
        {
          names.insert(members[index + 1].text)
        }
        if member.name == "dict" || member.name == "array" { stack.append(member) }
      }
    }
    return names
  }

  /// The Info.plist file `INFOPLIST_FILE` names, relative to `sourceRoot`; `nil` when there is
  /// none or the path still names a setting (`$(TARGET_NAME)/Info.plist`), which is not followed.
  private static func infoPlistFile(settings: [String: String], sourceRoot: String) -> String? {
    guard var relative = settings["INFOPLIST_FILE"], !relative.isEmpty else { return nil }
    for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where relative.hasPrefix(prefix)
    {
      relative.removeFirst(prefix.count)
    }
    guard !relative.contains("$") else { return nil }
    return relative.hasPrefix("/") ? relative : ProjectPath.join(sourceRoot, relative)
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
