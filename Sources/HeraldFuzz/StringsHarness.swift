import HeraldStrings
import HeraldTree

/// The harnesses of HeraldStrings: each codec reads, writes what it read and reads that again, and
/// writes a pseudo-locale of it; printf format strings are parsed, pseudo-translated and reduced
/// to their pattern.
enum StringsHarness {
  static func run(_ target: FuzzTarget, _ bytes: [UInt8]) {
    let format: TableFormat
    switch target {
    case .strings: format = .strings
    case .stringsdict: format = .stringsdict
    case .xcstrings: format = .xcstrings
    case .android: format = .android
    case .gettext: format = .gettext
    case .xliff: format = .xliff
    default:
      let text = String(decoding: bytes, as: UTF8.self)
      _ = FormatString(text).placeholders
      // Pseudo-translation and format patterns scan the same strings.
      _ = Pseudolocalizer().transform(text)
      _ = Pseudolocalizer(expansion: 3, isRightToLeft: true).transform(text)
      _ = AppStrings.formatPattern(text)
      return
    }
    let codec = format.codec
    let file = "en.lproj/fuzz.\(format.fileExtension)"
    guard let table = try? codec.read(bytes, file: file, locale: "en") else { return }
    let output = codec.write(table, locale: "en")
    _ = try? codec.read(output.bytes, file: file, locale: "en")
    // A pseudo-locale of what was read, written in the same format.
    let pseudo = Pseudolocalizer().table(
      table, locale: "ar-XB", pluralCategories: ["zero", "one", "two", "few", "many", "other"])
    _ = codec.write(pseudo, locale: "ar-XB")
  }
}
