import ArgumentParser
import Foundation
import HeraldICU
import HeraldSpeech

/// `herald speak`: one text through espeak-ng, to a WAV file and phonemes.
struct SpeakCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "speak",
    abstract: "Speak a text with espeak-ng in a locale's voice: write a WAV file, print phonemes.",
    discussion: """
      The voice is chosen from the locale (pt-BR → Portuguese (Brazil), zh-Hans → Mandarin); a \
      fallback or a voice known to be unusable for the language (Japanese kanji, Mandarin, \
      Hebrew) is flagged on standard error. Without -o, the IPA phonemes are printed.

      Examples:
        herald speak "Set 3 star rating. Button. 3 stars set." --locale en -o stars.wav
        herald speak "3 звезды" --locale ru --phonemes ipa
        herald speak "Bewertung: 3 Sterne" --locale de --phonemes ascii --rate 220
      """
  )

  @Argument(help: "The text to speak.")
  var text: String

  @Option(help: "The locale whose voice speaks, as a BCP 47 tag (en, ru, ar, pt-BR, zh-Hans).")
  var locale: String = "en"

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: ArgumentHelp("Write the audio as a WAV file.", valueName: "file"))
  var output: String?

  @Option(help: ArgumentHelp("Print the phonemes: ipa or ascii (espeak-ng's mnemonics).", valueName: "alphabet"))
  var phonemes: Alphabet?

  @Flag(help: "Replace an existing -o file that differs from the new audio.")
  var force = false

  @OptionGroup var speech: SpeechArguments

  /// The phoneme alphabets, as the option spells them.
  enum Alphabet: String, ExpressibleByArgument, CaseIterable {
    case ipa, ascii
  }

  func run() throws {
    let tag = try Diagnostics.locale(locale)
    let (engine, choice, options) = try speech.prepare(locale: tag)
    do {
      try speak(engine: engine, choice: choice, options: options)
    } catch {
      throw Diagnostics.fail(error.description)
    }
  }

  private func speak(engine: SpeechEngine, choice: VoiceChoice, options: SpeechOptions) throws(SpeechError) {
    if let output {
      let audio = try engine.speak(text, voice: choice.voice, options: options)
      try WAVFile.write(audio, to: output, force: force)
      Diagnostics.note(
        "wrote \(output): \(String(format: "%.2f", audio.duration)) s, \(String(format: "%.1f", audio.levels.rms)) dBFS, \(engine.sampleRate) Hz, voice \(choice.voice.name) (\(choice.voice.identifier))"
      )
      if audio.levels.isSilent {
        Diagnostics.warning("the audio is silent: \(choice.voice.name) pronounced nothing in the text.")
      }
    }
    guard phonemes != nil || output == nil else { return }
    let ipa = try engine.phonemes(of: text, voice: choice.voice, alphabet: .ipa)
    let shown = phonemes == .ascii ? try engine.phonemes(of: text, voice: choice.voice, alphabet: .ascii) : ipa
    print(shown.clauses.joined(separator: "\n"))
    let switches = ipa.languageSwitches(from: choice.language)
    if let first = switches.first {
      Diagnostics.warning(
        "the \(choice.voice.name) voice switches to \(switches.joined(separator: ", ")) for some words (marked (\(first)) in the phonemes)."
      )
    }
  }
}
