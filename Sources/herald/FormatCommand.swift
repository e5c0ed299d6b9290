import ArgumentParser
import HeraldICU

/// `herald format`: formats a catalog message or an ICU pattern with named arguments.
struct FormatCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "format",
    abstract: "Format a message of Localizations/ or an ICU MessageFormat pattern in a locale.",
    discussion: """
      Arguments are NAME=VALUE. A value that looks like a number is one ("3", "4.5", "-1"); \
      decimals keep their digits, so "1.0" selects the plural category of "1.0". Anything else \
      is a string (for select arguments).

      A message missing in the requested locale falls back along the locale's chain (pt-BR → pt → \
      en) with a warning on standard error. The exit code is 2 when the key, the pattern, the \
      locale or an argument is wrong.

      Examples:
        herald format rating.value --locale ru count=21
        herald format rating.value --locale ar count=2
        herald format rating.adjustable.value --locale de count=4.5 total=5
        herald format --pattern '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} star' n=3
        herald format --pattern '{gender, select, female {She} other {They}} rated it' gender=female
      """
  )

  @Argument(help: "The message key (unless --pattern is given), then NAME=VALUE arguments.")
  var arguments: [String] = []

  @Option(help: "An ICU MessageFormat pattern to format instead of a catalog message.")
  var pattern: String?

  @Option(help: "The locale, as a BCP 47 tag (en, ru, pt-BR, zh-Hans).")
  var locale: String = "en"

  func run() throws {
    let tag = try Diagnostics.locale(locale)
    var positional = arguments[...]
    var key: String?
    if pattern == nil {
      guard let first = positional.popFirst(), !first.contains("=") else {
        throw Diagnostics.fail(
          "give a message key (such as rating.value) or --pattern 'ICU pattern'; keys: "
            + Catalog.herald.keys.joined(separator: ", "))
      }
      key = first
    }
    var values: [String: MessageArgument] = [:]
    for argument in positional {
      guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
        throw Diagnostics.fail("argument '\(argument)' is not NAME=VALUE (for example count=3)")
      }
      values[String(argument[..<equals])] = MessageArgument(parsing: String(argument[argument.index(after: equals)...]))
    }
    let format: MessageFormat
    if let key {
      // A catalog that failed to load explains a key that is then missing.
      Catalog.herald.loadErrors.forEach { Diagnostics.report($0) }
      do {
        let resolution = try Catalog.herald.resolve(key, locale: tag)
        resolution.warnings.forEach { Diagnostics.warning($0.description) }
        format = resolution.format
      } catch {
        throw Diagnostics.fail(error)
      }
    } else {
      do {
        format = try MessageFormat(pattern: pattern ?? "", locale: tag)
      } catch {
        throw Diagnostics.fail("--pattern: \(error)")
      }
    }
    for name in values.keys.sorted() where !format.argumentNames.contains(name) {
      Diagnostics.warning(
        "the message does not use '\(name)' (it uses: \(format.argumentNames.joined(separator: ", ")))")
    }
    do {
      print(try format.format(values))
    } catch {
      throw Diagnostics.fail("\(error)")
    }
  }
}
