/// A C (or Objective-C) format string as `msgfmt --check` reads it to compare a translation with
/// its `msgid`: the type of each argument in order, or why the string is not a valid format.
///
/// The syntax is POSIX `printf`'s as gettext's format-c.c accepts it: `%` or `%m$`; flags
/// `#0- +'` (and `I` in a translation); a width and a precision that are digits, `*` or `*m$`
/// (a `*` reads an `int` argument); a size `hh h l ll L q j z Z t` or an ISO C `<PRId64>`-style
/// macro; then a conversion (`%` and `m` read no argument; `@` only in Objective-C). Numbered and
/// unnumbered arguments cannot be mixed, and numbered ones must use every number up to the
/// highest.
///
/// ```swift
/// let msgid = GettextCFormat.parse("%d files in %s", isTranslation: false)       // .success: 2 arguments
/// let msgstr = GettextCFormat.parse("%s : %d fichiers", isTranslation: true)     // .success, other types
/// GettextCFormat.problem(msgid: msgid, msgstr: msgstr, strict: true, …)          // "… for argument 1 are not the same"
/// ```
struct GettextCFormat: Equatable {
  /// One argument's type: its basic type, and the size and signedness that make it a distinct C type.
  struct ArgumentType: Hashable {
    var base: UInt8
    var size: String
    var isUnsigned: Bool
  }

  /// The arguments' types, by position.
  var arguments: [ArgumentType]

  /// Why a string is not a valid C format, in msgfmt's words.
  struct Invalid: Error, Equatable {
    var reason: String
  }

  /// Parses `text`; `isTranslation` allows the `I` flag, as msgfmt does for a `msgstr`.
  static func parse(_ text: String, isTranslation: Bool, objectiveC: Bool = false) -> Result<Self, Invalid> {
    var parser = Parser(bytes: Array(text.utf8), isTranslation: isTranslation, objectiveC: objectiveC)
    do {
      return .success(try parser.parse())
    } catch {
      return .failure(error)
    }
  }

  /// What `msgfmt --check` reports when a translation's format does not fit its `msgid`'s, or `nil`.
  ///
  /// `strict` (a message without plural, or a plural form the formula gives for infinitely many
  /// numbers) needs the same number of arguments; otherwise the translation may use fewer, as a
  /// form for one number may leave the number out. Either way the arguments it uses must have
  /// the source's types.
  static func problem(source: Self, translation: Self, strict: Bool, sourceName: String, translationName: String)
    -> String?
  {
    let count = translation.arguments.count
    if strict ? source.arguments.count != count : source.arguments.count < count {
      return "number of format specifications in '\(sourceName)' and '\(translationName)' does not match"
    }
    for index in 0..<count where source.arguments[index] != translation.arguments[index] {
      return
        "format specifications in '\(sourceName)' and '\(translationName)' for argument \(index + 1) are not the same"
    }
    return nil
  }
}

extension GettextCFormat {
  private struct Parser {
    let bytes: [UInt8]
    let isTranslation: Bool
    let objectiveC: Bool
    var position = 0
    var directives = 0
    var unnumbered: [ArgumentType] = []
    var numbered: [(number: Int, type: ArgumentType)] = []

    init(bytes: [UInt8], isTranslation: Bool, objectiveC: Bool) {
      self.bytes = bytes
      self.isTranslation = isTranslation
      self.objectiveC = objectiveC
    }

    var current: UInt8 { position < bytes.count ? bytes[position] : 0 }

    static let int = ArgumentType(base: 1, size: "", isUnsigned: false)
    static let flags: Set<UInt8> = Set(" +-#0'".utf8)

    mutating func parse() throws(Invalid) -> GettextCFormat {
      while position < bytes.count {
        let byte = bytes[position]
        position += 1
        if byte == UInt8(ascii: "%") { try directive() }
      }
      guard !numbered.isEmpty else { return GettextCFormat(arguments: unnumbered) }
      // Sorted by number; one number used twice must have one type, and no number is skipped.
      var types: [Int: ArgumentType] = [:]
      for (number, type) in numbered.sorted(by: { $0.number < $1.number }) {
        if let known = types[number], known != type {
          throw Invalid(reason: "The string refers to argument number \(number) in incompatible ways.")
        }
        types[number] = type
      }
      let numbers = types.keys.sorted()
      for (index, number) in numbers.enumerated() where number != index + 1 {
        throw Invalid(
          reason: "The string refers to argument number \(number) but ignores argument number \(index + 1).")
      }
      return GettextCFormat(arguments: numbers.compactMap { types[$0] })
    }

    /// A run of digits followed by `$`, as an argument number; the position is left after the
    /// `$`, or where it was when there is none.
    mutating func argumentNumber(zeroReason: String) throws(Invalid) -> Int? {
      var end = position
      var value = 0
      while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
        value = Swift.min(value * 10 + Int(truncatingIfNeeded: bytes[end] - UInt8(ascii: "0")), 1 << 30)
        end += 1
      }
      guard end > position, end < bytes.count, bytes[end] == UInt8(ascii: "$") else { return nil }
      guard value > 0 else { throw Invalid(reason: zeroReason) }
      position = end + 1
      return value
    }

    mutating func add(_ type: ArgumentType, number: Int?) throws(Invalid) {
      if let number {
        guard unnumbered.isEmpty else { throw Self.mixed }
        numbered.append((number, type))
      } else {
        guard numbered.isEmpty else { throw Self.mixed }
        unnumbered.append(type)
      }
    }

    static let mixed = Invalid(
      reason: "The string refers to arguments both through absolute argument numbers and through unnumbered "
        + "argument specifications.")

    mutating func skipDigits() {
      while (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(current) { position += 1 }
    }

    /// A `*` width or precision: an `int` argument, numbered or not.
    mutating func starArgument(_ what: String) throws(Invalid) {
      position += 1
      let number = try argumentNumber(
        zeroReason: "In the directive number \(directives), the \(what)'s argument number 0 is not a positive integer.")
      try add(Self.int, number: number)
    }

    mutating func directive() throws(Invalid) {
      directives += 1
      let number = try argumentNumber(
        zeroReason: "In the directive number \(directives), the argument number 0 is not a positive integer.")
      while Self.flags.contains(current) || (isTranslation && current == UInt8(ascii: "I")) { position += 1 }
      if current == UInt8(ascii: "*") { try starArgument("width") } else { skipDigits() }
      if current == UInt8(ascii: ".") {
        position += 1
        if current == UInt8(ascii: "*") { try starArgument("precision") } else { skipDigits() }
      }
      let type: ArgumentType?
      if current == UInt8(ascii: "<") {
        type = try macro()
      } else {
        type = try sizedConversion()
      }
      if let type { try add(type, number: number) }
      position += 1
    }

    /// A size and a conversion character; `nil` for one that reads no argument (`%%`, `%m`).
    mutating func sizedConversion() throws(Invalid) -> ArgumentType? {
      var size = ""
      sizes: while true {
        switch current {
        case UInt8(ascii: "h"): size = size == "h" || size == "hh" ? "hh" : "h"
        case UInt8(ascii: "l"): size = size == "l" || size == "ll" ? "ll" : "l"
        case UInt8(ascii: "L"), UInt8(ascii: "q"): size = "ll"
        case UInt8(ascii: "j"): size = "j"
        case UInt8(ascii: "z"), UInt8(ascii: "Z"): size = "z"
        case UInt8(ascii: "t"): size = "t"
        default: break sizes
        }
        position += 1
      }
      // A wide character or string is `l`, whatever longer size was written.
      let wide = size == "l" || size == "ll" ? "l" : ""
      switch current {
      case UInt8(ascii: "%"), UInt8(ascii: "m"): return nil
      case UInt8(ascii: "c"): return ArgumentType(base: 3, size: wide, isUnsigned: false)
      case UInt8(ascii: "C"): return ArgumentType(base: 3, size: "l", isUnsigned: false)
      case UInt8(ascii: "s"): return ArgumentType(base: 4, size: wide, isUnsigned: false)
      case UInt8(ascii: "S"): return ArgumentType(base: 4, size: "l", isUnsigned: false)
      case UInt8(ascii: "i"), UInt8(ascii: "d"): return ArgumentType(base: 1, size: size, isUnsigned: false)
      case UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"):
        return ArgumentType(base: 1, size: size, isUnsigned: true)
      case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "g"),
        UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
        return ArgumentType(base: 2, size: size == "ll" ? "ll" : "", isUnsigned: false)
      case UInt8(ascii: "@") where objectiveC: return ArgumentType(base: 5, size: "", isUnsigned: false)
      case UInt8(ascii: "p"): return ArgumentType(base: 6, size: "", isUnsigned: false)
      case UInt8(ascii: "n"): return ArgumentType(base: 7, size: size, isUnsigned: false)
      default:
        if position >= bytes.count { throw Invalid(reason: "The string ends in the middle of a directive.") }
        let byte = current
        guard (0x20...0x7E).contains(byte) else {
          throw Invalid(
            reason: "The character that terminates the directive number \(directives) is not a valid conversion "
              + "specifier.")
        }
        throw Invalid(
          reason: "In the directive number \(directives), the character '\(Character(Unicode.Scalar(byte)))' is not "
            + "a valid conversion specifier.")
      }
    }

    /// An ISO C 99 `<PRIdN>`-style macro (section 7.8.1), its `>` left at the position.
    mutating func macro() throws(Invalid) -> ArgumentType {
      let notAMacro = Invalid(
        reason: "In the directive number \(directives), the token after '<' is not the name of a format specifier "
          + "macro. The valid macro names are listed in ISO C 99 section 7.8.1.")
      position += 1
      guard take("PRI") else { throw notAMacro }
      let isUnsigned: Bool
      switch current {
      case UInt8(ascii: "i"), UInt8(ascii: "d"): isUnsigned = false
      case UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"): isUnsigned = true
      default: throw notAMacro
      }
      position += 1
      var size: String
      if take("MAX") {
        size = "MAX"
      } else if take("PTR") {
        size = "PTR"
      } else {
        size = take("LEAST") ? "LEAST" : take("FAST") ? "FAST" : ""
        guard let bits = ["8", "16", "32", "64"].first(where: { take($0) }) else { throw notAMacro }
        size += bits
      }
      guard current == UInt8(ascii: ">") else {
        throw Invalid(reason: "In the directive number \(directives), the token after '<' is not followed by '>'.")
      }
      return ArgumentType(base: 1, size: "<" + size + ">", isUnsigned: isUnsigned)
    }

    /// Moves past `word` when it comes next.
    mutating func take(_ word: String) -> Bool {
      let expected = Array(word.utf8)
      guard position + expected.count <= bytes.count,
        bytes[position..<position + expected.count].elementsEqual(expected)
      else { return false }
      position += expected.count
      return true
    }
  }
}
