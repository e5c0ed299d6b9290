import Foundation
import Testing

/// The package's numeric rule: a number read from an input becomes an integer only through
/// `CheckedNumber` (HeraldSyntax), which refuses NaN, infinity and out-of-range values instead of
/// trapping. `Int(someDouble)` traps on `1e19`, so a new `Int(`, `UInt64(`, `Int32(`… conversion
/// in `Sources/` must be looked at: the scan counts them per file and fails when a file has more
/// than its allow-list entry says.
@Suite("Unchecked integer conversions")
struct UncheckedConversionTests {
  /// Integer initialisers called without a label that makes them safe (`exactly:`,
  /// `truncatingIfNeeded:`, `clamping:`, `bitPattern:`, `ascii:`), outside comments.
  static var pattern: Regex<(Substring, Substring, Substring?)> {
    #/\b(U?Int(8|16|32|64)?)\((?!exactly:|truncatingIfNeeded:|clamping:|bitPattern:|ascii:)/#
  }

  /// The conversions each file may have, by path relative to `Sources/`, and why each is safe.
  /// None converts a `Double` that came from an input.
  static let allowed: [String: (count: Int, reason: String)] = [
    // Byte and code-unit arithmetic: widening a UInt8/UInt16 or a digit, never a Double.
    "HeraldSpeech/Audio/WAVFile.swift": (17, "WAV header fields: UInt32/UInt16 of Ints and bytes"),
    "HeraldStrings/Tables/Gettext/GettextParser.swift": (7, "octal and hex digits of escapes, widened bytes"),
    "HeraldStrings/Tables/Strings/StringsTable.swift": (2, "UTF-16 code units"),
    "HeraldStrings/Tables/Strings/StringsParser.swift": (4, "octal and hex digits of escapes"),
    "HeraldTree/Model/Color.swift": (3, "hex digits"),
    "HeraldSyntax/UnicodeInput.swift": (2, "UTF-16 code units"),
    "HeraldSyntax/JSONReader.swift": (1, "\\u escape digits"),
    "HeraldSyntax/PropertyListReader.swift": (3, "hex digits of \\U escapes"),
    "HeraldSyntax/PropertyListScanner+Strings.swift": (3, "octal escape digits and an escaped byte, widened"),
    "HeraldSyntax/XMLScanner+Text.swift": (2, "UInt32(text, radix:) of a character reference: nil, not a trap"),
    "HeraldAudit/Results/Fingerprint.swift": (1, "a byte into a hash"),
    "HeraldAudit/Reporters/SARIFReporter.swift": (2, "nibbles of a byte"),
    "HeraldStrings/Reports/StringsReport.swift": (1, "a byte"),
    "HeraldTree/Loaders/UIAutomatorLoader.swift": (1, "a digit; at most 9 digits are read"),
    // Parsing text: Int(text) answers nil for anything that does not fit, it never traps.
    "HeraldSyntax/CheckedNumber.swift": (1, "the checked parse of decimal text"),
    "HeraldAudit/Rules/PatternSafety.swift": (2, "Int(text) of at most 6 digits of a quantifier bound"),
    "HeraldSyntax/JSONValue.swift": (1, "Int(text) of a JSON literal"),
    "HeraldSyntax/JSONObjectReader.swift": (2, "line and column parsed from a location's text"),
    "HeraldSyntax/SourceLocation.swift": (2, "Int(text) of a location's line and column"),
    "HeraldTree/Localization/FormatConversions.swift": (1, "Int(text) of an argument position's digits"),
    "HeraldStrings/Tables/Gettext/PluralCondition.swift": (2, "CLDR condition numbers from ICU's rules"),
    "HeraldStrings/Tables/Gettext/GettextPluralForms.swift": (1, "nplurals, then checked to be 1…16"),
    "HeraldStrings/Tables/Gettext/PluralExpression.swift": (1, "a number token"),
    "HeraldStrings/Tables/XLIFF/XLIFFTable+Reader.swift": (1, "Int(text)"),
    "HeraldProject/Readers/ColorSetReader.swift": (3, "Int(text) and Int(text, radix: 16) of a color set's component"),
    "HeraldStrings/Tables/Android/AndroidText.swift": (
      2, "UInt32(text, radix: 16) of 4 digits, twice for a surrogate pair"
    ),
    "HeraldStrings/Tables/Android/AndroidFormatCheck.swift": (1, "Int(text) of an argument number: nil when too long"),
    "HeraldTree/Loaders/InterfaceBuilder/IBTreeBuilder+Elements.swift": (1, "Int(text) of selectedSegmentIndex"),
    "HeraldICU/NumberValue.swift": (5, "Int(text), and Int64/Int32 of Ints and C enum values"),
    "HeraldBenchSupport/Benchmark.swift": (1, "Int(text) of an environment variable"),
    "HeraldReport/Markup.swift": (1, "Int64 of a finite whole number below 1e15"),
    "HeraldReport/MarkerPalette.swift": (1, "Int of a palette constant 0…1 times 255"),
    "HeraldReport/ElementShape.swift": (1, "Int of a finite count clamped to 0…10,000"),
    "HeraldSource/Inference/SwiftInterpreter+Strings.swift": (1, "Int(text) of a format position: nil if too long"),
    "HeraldSource/Inference/SwiftInterpreter+Text.swift": (1, "UInt32(text, radix: 16) of a \\u{…} escape"),
    "HeraldSource/Inference/SymbolicExpression.swift": (
      2, "Int64 of a finite whole number below 1e15; Int(text) of an exponent"
    ),
    "herald-icu-bench/main.swift": (6, "benchmark sizes and C interop of Ints"),
    // C interop: Int32 of buffer lengths and enum values, Int of C results; never input Doubles.
    "HeraldICU/MessageFormat.swift": (8, "C value kinds, buffer lengths; Int64 of a whole number below 2^53"),
    "HeraldICU/MessagePattern.swift": (6, "buffer lengths and ICU offsets"),
    "HeraldICU/ICUCall.swift": (6, "buffer lengths and ICU offsets"),
    "HeraldICU/Collator.swift": (3, "string lengths and a comparison result"),
    "HeraldSpeech/Engine/SpeechEngine.swift": (
      5, "C results; rate and pitch are checked against SpeechOptions' ranges when made"
    ),
    // Checked before the conversion, or constants.
    "HeraldSpeech/Audio/PCMAudio.swift": (1, "Int(Int32.max), the bound of a CheckedNumber range"),
    "HeraldTree/Loaders/InterfaceBuilder/IBTreeBuilder+Accessibility.swift": (
      2, "Int(Int32.max), and UInt64 of a mask CheckedNumber returned"
    ),
  ]

  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// The conversions of each Swift file under `Sources/` that has any, comment lines left out.
  static func counts() throws -> [String: Int] {
    let root = sources.standardizedFileURL.path + "/"
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
    var counts: [String: Int] = [:]
    while let path = walker.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOfFile: root + path, encoding: .utf8)
      var count = 0
      for line in text.split(separator: "\n") where !line.drop(while: { $0 == " " }).hasPrefix("//") {
        count += line.matches(of: pattern).count
      }
      if count > 0 { counts[path] = count }
    }
    return counts
  }

  @Test("no file in Sources/ has more integer conversions than its allow-list entry")
  func noNewConversions() throws {
    let counts = try Self.counts()
    #expect(counts["HeraldSpeech/Audio/WAVFile.swift"] != nil, "the scan of \(Self.sources.path) found nothing")
    let over = counts.filter { $0.value > (Self.allowed[$0.key]?.count ?? 0) }
      .map { "\($0.key): \($0.value) (allowed \(Self.allowed[$0.key]?.count ?? 0))" }.sorted()
    #expect(
      over.isEmpty,
      "convert numbers read from inputs with CheckedNumber (HeraldSyntax); if a conversion cannot trap, raise the file's allow-list count and say why: \(over)"
    )
  }

  @Test("the allow-list is current: no entry allows more conversions than its file has")
  func allowListIsCurrent() throws {
    let counts = try Self.counts()
    let stale = Self.allowed.filter { (counts[$0.key] ?? 0) < $0.value.count }
      .map { "\($0.key): has \(counts[$0.key] ?? 0), allowed \($0.value.count)" }.sorted()
    #expect(stale.isEmpty, "lower these counts to what the files have: \(stale)")
  }

  @Test("the scan finds an unchecked conversion of a Double")
  func patternMatches() {
    #expect("let count = Int(value.rounded())".matches(of: Self.pattern).count == 1)
    #expect("UInt64(number)".matches(of: Self.pattern).count == 1)
    #expect("Int(exactly: value)".matches(of: Self.pattern).isEmpty)
  }
}
