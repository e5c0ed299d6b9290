import Foundation
import HeraldAnnouncer
import HeraldAnnouncerSpeech
import HeraldICU
import HeraldSpeech
import HeraldSyntax

/// Golden files of phonemes: what espeak-ng says for every element, per locale, compared exactly.
///
/// A golden file holds, for each utterance in order, the element's id, its text (for the reader)
/// and its phonemes. The check transcribes the texts again and fails on any element whose phonemes
/// differ, naming it with the recorded and current text and phonemes. A changed translation
/// changes the phonemes and fails; a whitespace-only change ("3  stars", a trailing newline) does
/// not, because espeak-ng speaks it the same. Audio is not compared: samples differ slightly
/// between repeats in one process (see `AudioExpectations`).
///
/// Set `HERALD_UPDATE_GOLDEN=1` to write the files instead of comparing:
///
/// ```sh
/// HERALD_UPDATE_GOLDEN=1 swift test --filter MySpeechTests   # then review `git diff`
/// ```
///
/// ```swift
/// let announcement = try Announcer(locale: LanguageTag("ru")).announce(tree)
/// try PhonemeGolden.expect(announcement, matches: "Tests/Golden/rating.ru.json")
/// ```
///
/// Phonemes depend on the espeak-ng version: the file records it, and a different version fails
/// with a note to regenerate.
public enum PhonemeGolden {
  /// The environment variable that makes the checks write their golden files.
  public static let updateVariable = "HERALD_UPDATE_GOLDEN"

  /// True when `HERALD_UPDATE_GOLDEN` is set to anything but "0" or empty.
  public static var isUpdating: Bool {
    let value = ProcessInfo.processInfo.environment[updateVariable] ?? ""
    return !value.isEmpty && value != "0"
  }

  /// Checks every utterance of `announcement` against the golden file at `path`, in the
  /// announcement's locale, with the voice `SpeechEngine.voice(for:)` chooses.
  public static func expect(
    _ announcement: Announcement, matches path: String, alphabet: PhonemeAlphabet = .ipa
  ) throws(SpeechExpectationFailure) {
    let (engine, choice) = try voice(for: announcement.locale)
    try expect(SpeechItem.items(from: announcement), matches: path, engine: engine, choice: choice, alphabet: alphabet)
  }

  /// Checks `items` against the golden file at `path`, spoken by `choice`'s voice. With `update`
  /// (by default `isUpdating`), writes the file instead.
  public static func expect(
    _ items: [SpeechItem], matches path: String, engine: SpeechEngine, choice: VoiceChoice,
    alphabet: PhonemeAlphabet = .ipa, update: Bool = isUpdating
  ) throws(SpeechExpectationFailure) {
    var current: [GoldenEntry] = []
    for item in items {
      do {
        let phonemes = try engine.phonemes(of: item.text, voice: choice.voice, alphabet: alphabet)
        current.append(GoldenEntry(element: item.id, text: item.text, phonemes: phonemes.clauses))
      } catch {
        throw SpeechExpectationFailure("\(item.id): \(error.description)")
      }
    }
    let golden = GoldenFile(
      engine: "espeak-ng \(engine.version)", locale: choice.locale.identifier, voice: choice.voice.identifier,
      alphabet: alphabet.rawValue, entries: current)
    if update {
      try golden.write(to: path)
      return
    }
    let recorded = try GoldenFile.read(path)
    guard recorded.engine == golden.engine, recorded.voice == golden.voice, recorded.alphabet == golden.alphabet
    else {
      throw SpeechExpectationFailure(
        "\(path) was recorded with \(recorded.engine), voice \(recorded.voice), \(recorded.alphabet); this run uses \(golden.engine), voice \(golden.voice), \(golden.alphabet). Regenerate it with \(updateVariable)=1 and review the diff."
      )
    }
    let differences = GoldenFile.differences(recorded: recorded.entries, current: current)
    guard differences.isEmpty else {
      throw SpeechExpectationFailure(
        "\(path): \(differences.count) \(differences.count == 1 ? "utterance no longer sounds" : "utterances no longer sound") as recorded (\(choice.locale.identifier), \(choice.voice.identifier)):\n"
          + differences.joined(separator: "\n")
          + "\nIf the change is intended, regenerate with \(updateVariable)=1 and review the diff.")
    }
  }

  private static func voice(for locale: LanguageTag) throws(SpeechExpectationFailure) -> (SpeechEngine, VoiceChoice) {
    do {
      let engine = try SpeechEngine.shared()
      return (engine, try engine.voice(for: locale))
    } catch {
      throw SpeechExpectationFailure(error.description)
    }
  }
}

/// One utterance of a golden file.
struct GoldenEntry: Hashable {
  var element: String
  var text: String
  var phonemes: [String]
}

/// A golden phoneme file: JSON with the engine, locale, voice, alphabet and the utterances.
struct GoldenFile: Hashable {
  var engine: String
  var locale: String
  var voice: String
  var alphabet: String
  var entries: [GoldenEntry]

  func write(to path: String) throws(SpeechExpectationFailure) {
    let json = JSONValue.object([
      JSONMember("engine", .string(engine)),
      JSONMember("locale", .string(locale)),
      JSONMember("voice", .string(voice)),
      JSONMember("alphabet", .string(alphabet)),
      JSONMember(
        "utterances",
        .array(
          entries.map { entry in
            .object([
              JSONMember("element", .string(entry.element)),
              JSONMember("text", .string(entry.text)),
              JSONMember("phonemes", .array(entry.phonemes.map(JSONValue.string))),
            ])
          })),
    ])
    do {
      try AtomicFile.write(Array(JSONWriter().string(from: json).utf8), to: path)
    } catch {
      throw SpeechExpectationFailure("\(path): cannot write the golden file: \(error.reason)")
    }
  }

  static func read(_ path: String) throws(SpeechExpectationFailure) -> GoldenFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SpeechExpectationFailure(
        "\(path): no golden file; record it with \(PhonemeGolden.updateVariable)=1 and review it before committing.")
    }
    let json: JSONValue
    do {
      json = try JSONReader.parse([UInt8](data), file: path)
    } catch {
      throw SpeechExpectationFailure("\(error)")
    }
    func string(_ value: JSONValue?, _ name: String) throws(SpeechExpectationFailure) -> String {
      guard let text = value?.stringValue else {
        let line = value?.location.map { ":\($0.line)" } ?? ""
        throw SpeechExpectationFailure(
          "\(path)\(line): \"\(name)\" must be a string; regenerate the file with \(PhonemeGolden.updateVariable)=1.")
      }
      return text
    }
    var entries: [GoldenEntry] = []
    for entry in json["utterances"]?.arrayValue ?? [] {
      var phonemes: [String] = []
      for clause in entry["phonemes"]?.arrayValue ?? [] { phonemes.append(try string(clause, "phonemes")) }
      entries.append(
        GoldenEntry(
          element: try string(entry["element"], "element"), text: try string(entry["text"], "text"),
          phonemes: phonemes))
    }
    return GoldenFile(
      engine: try string(json["engine"], "engine"), locale: try string(json["locale"], "locale"),
      voice: try string(json["voice"], "voice"), alphabet: try string(json["alphabet"], "alphabet"), entries: entries)
  }

  /// One line per utterance that differs, is missing or is new, in order.
  static func differences(recorded: [GoldenEntry], current: [GoldenEntry]) -> [String] {
    var lines: [String] = []
    for index in 0..<max(recorded.count, current.count) {
      let old = index < recorded.count ? recorded[index] : nil
      let new = index < current.count ? current[index] : nil
      switch (old, new) {
      case (let old?, let new?) where old.element != new.element:
        lines.append(
          "  #\(index + 1): expected element \(old.element) (\"\(old.text)\"), found \(new.element) (\"\(new.text)\")")
      case (let old?, let new?) where old.phonemes != new.phonemes:
        lines.append(
          "  \(new.element): \"\(old.text)\" → \"\(new.text)\"\n    recorded: \(old.phonemes.joined(separator: " | "))\n    now:      \(new.phonemes.joined(separator: " | "))"
        )
      case (let old?, nil):
        lines.append("  \(old.element): recorded (\"\(old.text)\") but no longer spoken")
      case (nil, let new?):
        lines.append("  \(new.element): spoken (\"\(new.text)\") but not recorded")
      default:
        break
      }
    }
    return lines
  }
}
