import ArgumentParser
import HeraldICU
import HeraldSpeech

/// `herald voices`: which locales have a usable espeak-ng voice.
struct VoicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "voices",
    abstract: "Show the espeak-ng voice for each locale and whether it is usable.",
    discussion: """
      Without arguments, lists Herald's own locales (those of Localizations/). A voice is \
      "limited" when espeak-ng is known to mispronounce the language (Japanese kanji, Mandarin, \
      Hebrew); Herald flags everything spoken with it.

      Examples:
        herald voices
        herald voices pt-BR zh-Hant-HK en-AU
        herald voices --all
      """
  )

  @Argument(help: "Locales to look up (default: Herald's locales).")
  var locales: [String] = []

  @Flag(help: "List every installed espeak-ng voice instead.")
  var all = false

  @Option(
    name: .customLong("espeak-data"),
    help: ArgumentHelp("espeak-ng's data directory (the one holding phontab).", valueName: "dir"))
  var espeakData: String?

  func run() throws {
    let engine: SpeechEngine
    do {
      engine = try SpeechEngine.shared(dataDirectory: espeakData)
    } catch {
      throw Diagnostics.fail(error.description)
    }
    if all {
      print("espeak-ng \(engine.version), \(engine.voices.count) voices")
      for voice in engine.voices.sorted(by: { $0.primaryLanguage < $1.primaryLanguage }) {
        let others = voice.languages.dropFirst().map(\.code)
        let also = others.isEmpty ? "" : "  (also \(others.joined(separator: ", ")))"
        print("  \(pad(voice.primaryLanguage, 16)) \(pad(voice.identifier, 24)) \(voice.name)\(also)")
      }
      return
    }
    let tags = locales.isEmpty ? Catalog.herald.locales.map(\.identifier) : locales
    var failures = 0
    for text in tags {
      do {
        let tag = try LanguageTag(text)
        let choice = try engine.voice(for: tag)
        let status = choice.limitation.map { "limited: \($0)" } ?? "usable"
        let fallback = choice.fallback.map { " (\($0))" } ?? ""
        print("\(pad(text, 10)) \(pad(choice.voice.identifier, 16)) \(choice.voice.name)\(fallback)  \(status)")
      } catch let error as SpeechError {
        failures += 1
        Diagnostics.error("\(text): \(error.description)")
      } catch {
        failures += 1
        Diagnostics.error("\(text): \(error)")
      }
    }
    if failures > 0 { throw ExitCode(2) }
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
