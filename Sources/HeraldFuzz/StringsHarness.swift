import HeraldStrings

/// The harnesses of HeraldStrings: each codec reads, writes what it read and reads that again, and
/// printf format strings are parsed.
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
      _ = FormatString(String(decoding: bytes, as: UTF8.self)).placeholders
      return
    }
    let codec = format.codec
    let file = "en.lproj/fuzz.\(format.fileExtension)"
    guard let table = try? codec.read(bytes, file: file, locale: "en") else { return }
    let output = codec.write(table, locale: "en")
    _ = try? codec.read(output.bytes, file: file, locale: "en")
  }
}
