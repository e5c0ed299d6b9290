/// A label VoiceOver joins from several views' words (`Button { Image("Sync"); Text("Sync & Backup") }`
/// reads "Sync, Sync & Backup"), ", " between them: one part may be a translated text, the others
/// words no table of that text changes (an image's name).
///
/// ```swift
/// JoinedLabel.replacing("General", in: "SettingsGeneral, General", with: "Allgemein")
/// // "SettingsGeneral, Allgemein"
/// ```
public enum JoinedLabel {
  /// The separator VoiceOver reads between the parts.
  public static let separator = ", "

  /// Whether `part` is `whole` or one of its joined parts (a whole part, first, last or between).
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
    if whole.hasPrefix(part + separator) {
      return whole.startIndex..<whole.index(whole.startIndex, offsetBy: part.count)
    }
    if whole.hasSuffix(separator + part) { return whole.index(whole.endIndex, offsetBy: -part.count)..<whole.endIndex }
    guard let middle = whole.range(of: separator + part + separator) else { return nil }
    let start = whole.index(middle.lowerBound, offsetBy: separator.count)
    return start..<whole.index(start, offsetBy: part.count)
  }
}
