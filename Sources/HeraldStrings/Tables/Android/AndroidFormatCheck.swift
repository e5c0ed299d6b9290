/// aapt's check of Java format strings, and the two ways to pass it.
///
/// aapt (and aapt2) refuse a string with more than one conversion when any of them is not
/// positional (`%s of %s`, `%s of %1$s`, `%@ and %@`): "Multiple substitutions specified in
/// non-positional format; did you mean to add the formatted="false" attribute?". Both skip
/// strings marked `formatted="false"` or `translatable="false"`, and strings holding a date
/// conversion. `formatted="false"` works on `<string>` and `<string-array>`; aapt ignores it on
/// `<plurals>`, whose items must be positional instead.
enum AndroidFormatCheck {
  /// Whether aapt refuses `value` as a format string.
  static func isRefused(_ value: String) -> Bool {
    let scalars = Array(value.unicodeScalars)
    var index = 0
    var count = 0
    var nonPositional = false
    while index < scalars.count {
      defer { index += 1 }
      guard scalars[index] == "%", index + 1 < scalars.count else { continue }
      index += 1
      if scalars[index] == "%" { continue }
      count += 1
      let digits = scalars[index...].prefix { $0.isASCIIDigit }.count
      if digits > 0 {
        index += digits
        if index >= scalars.count || scalars[index] != "$" { nonPositional = true }
      } else if scalars[index] == "<" {
        nonPositional = true
        index += 1
        if index < scalars.count, scalars[index] == "$" { index += 1 }
      } else {
        nonPositional = true
      }
      while index < scalars.count, "-#+ ,(0123456789".unicodeScalars.contains(scalars[index]) { index += 1 }
      if index < scalars.count, "DFKMWZkmwyz".unicodeScalars.contains(scalars[index]) { return false }
    }
    return count > 1 && nonPositional
  }

  /// `value` with every conversion numbered (`%s of %s` → `%1$s of %2$s`), as Java numbers
  /// them: ordinary conversions in order, `%<` as the one before, explicit numbers kept; and the
  /// `%` signs left as written because they start no conversion Herald numbers (`% af`, `%!`),
  /// each with the few characters after it.
  ///
  /// A conversion is what Java's `Formatter` (and Android Lint's `StringFormatDetector`) reads:
  /// `%`, flags `-#+0,(<`, width, `.precision`, `t`/`T` and a letter (or Apple's `@`). A `%` followed by a space
  /// is a literal percent sign in running text (`50 % af`, `10 % de`) far more often than the
  /// space flag, and is left as written too: renumbering it would change the translator's words.
  static func positional(_ value: String) -> (text: String, left: [String]) {
    let scalars = Array(value.unicodeScalars)
    var output = String.UnicodeScalarView()
    var left: [String] = []
    var index = 0
    var ordinary = 0
    var last = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      output.append(scalar)
      guard scalar == "%", index < scalars.count else { continue }
      if scalars[index] == "%" || scalars[index] == "n" {
        output.append(scalars[index])
        index += 1
        continue
      }
      let digits = scalars[index...].prefix { $0.isASCIIDigit }
      if !digits.isEmpty, index + digits.count < scalars.count, scalars[index + digits.count] == "$" {
        last = Int(String(String.UnicodeScalarView(digits))) ?? last
        continue
      }
      if scalars[index] == "<" {
        index += 1
        if index < scalars.count, scalars[index] == "$" { index += 1 }
      } else if isConversion(scalars[index...]) {
        ordinary += 1
        last = ordinary
      } else {
        left.append("%" + String(String.UnicodeScalarView(scalars[index..<min(index + 3, scalars.count)])))
        continue
      }
      output.append(contentsOf: "\(last)$".unicodeScalars)
    }
    return (String(output), left)
  }

  /// Whether the text after a `%` (and after its argument number) is a Java conversion: flags
  /// without a space, width, precision, `t`/`T`, and an ASCII letter or `@`.
  static func isConversion(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
    var index = rest.startIndex
    while index < rest.endIndex, "-#+0,(".unicodeScalars.contains(rest[index]) { index += 1 }
    while index < rest.endIndex, rest[index].isASCIIDigit { index += 1 }
    if index < rest.endIndex, rest[index] == "." {
      index += 1
      while index < rest.endIndex, rest[index].isASCIIDigit { index += 1 }
    }
    if index < rest.endIndex, rest[index] == "t" || rest[index] == "T" { index += 1 }
    guard index < rest.endIndex else { return false }
    // Apple's `%@` too: tables from Apple formats keep it (written positionally, aapt accepts it).
    return rest[index] == "@" || (rest[index].isASCII && rest[index].properties.isAlphabetic)
  }
}
