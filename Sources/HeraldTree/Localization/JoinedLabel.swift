/// A label VoiceOver joins from several views' words (`Button { Image("Sync"); Text("Sync & Backup") }`
/// reads "Sync, Sync & Backup"), ", " between them: one part may be a translated text, whose
/// translation changes that part only (an image's name, the others, is not translated here).
///
/// ```swift
/// JoinedLabel.replacing("General", in: "SettingsGeneral, General", with: "Allgemein")
/// // "SettingsGeneral, Allgemein"
/// ```
public enum JoinedLabel {
  /// The separator VoiceOver reads between the parts.
  public static let separator = ", "

  /// Whether `part` is `whole` or one of its joined parts (a whole part, first, last or between;
  /// where it is several, the last).
  public static func contains(_ part: String, in whole: String) -> Bool {
    range(of: part, in: whole) != nil
  }

  /// `whole` with its part `part` put as `replacement`; `replacement` itself when `whole` is that
  /// part alone or does not hold it as a whole part.
  public static func replacing(_ part: String, in whole: String, with replacement: String) -> String {
    guard let range = range(of: part, in: whole) else { return replacement }
    return whole.replacingCharacters(in: range, with: replacement)
  }

  private static func range(of part: String, in whole: String) -> Range<String.Index>? {
    guard !part.isEmpty else { return nil }
    if whole == part { return whole.startIndex..<whole.endIndex }
    // The last such part: the text comes after the images named like it (`Image("Settings")`
    // beside `Text("Settings")`).
    if whole.hasSuffix(separator + part) { return whole.index(whole.endIndex, offsetBy: -part.count)..<whole.endIndex }
    if let middle = whole.range(of: separator + part + separator, options: .backwards) {
      let start = whole.index(middle.lowerBound, offsetBy: separator.count)
      return start..<whole.index(start, offsetBy: part.count)
    }
    guard whole.hasPrefix(part + separator) else { return nil }
    return whole.startIndex..<whole.index(whole.startIndex, offsetBy: part.count)
  }
}
