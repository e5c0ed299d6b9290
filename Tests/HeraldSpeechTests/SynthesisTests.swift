import Foundation
import HeraldICU
import HeraldSpeech
import HeraldSpeechTesting
import HeraldTestSupport
import Testing

@Suite("Synthesis")
struct SynthesisTests {
  @Test(
    "WAV files sox accepts, with durations that grow with the text", arguments: ["en", "de", "fr", "ru", "ar"])
  func durationsGrow(locale: String) throws {
    let (engine, choice) = try voice(locale)
    let star = try #require(
      try foodTrackerAnnouncement(locale).scenes[0].utterances.first { $0.elementID.hasSuffix("#3") })
    let label = try #require(star.label)
    let texts = [label, star.text, star.text + " " + star.text]
    #expect(texts[0].count < texts[1].count)
    let directory = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var durations: [Double] = []
    for (index, text) in texts.enumerated() {
      let audio = try engine.speak(text, voice: choice.voice)
      try AudioExpectations.expectAudible(audio, label: "\(locale) \"\(text)\"")
      let path = "\(directory)/\(locale)-\(index).wav"
      try WAVFile.write(audio, to: path)
      let soxSeconds = try soxDuration(path)
      #expect(
        abs(soxSeconds - audio.duration) < 0.001, "sox reads \(soxSeconds) s, Herald measured \(audio.duration) s")
      durations.append(soxSeconds)
    }
    #expect(durations == durations.sorted() && Set(durations).count == 3, "\(locale): \(durations)")
    #expect(
      durations[2] > durations[1] * 1.6, "\(locale): the doubled text should take about twice as long: \(durations)")
  }

  @Test("a faster rate gives shorter audio; pitch changes the samples but keeps the length")
  func rateAndPitch() throws {
    let (engine, choice) = try voice("en")
    let text = "Set 3 star rating. Button. 3 stars set."
    let normal = try engine.speak(text, voice: choice.voice)
    let fast = try engine.speak(text, voice: choice.voice, options: SpeechOptions(rate: 350))
    #expect(fast.duration < normal.duration * 0.7)
    let high = try engine.speak(text, voice: choice.voice, options: SpeechOptions(pitch: 90))
    try AudioExpectations.expectSimilar(high, to: normal, durationTolerance: 0.1, levelTolerance: 6)
    #expect(high.samples != normal.samples)
    #expect(throws: SpeechError.invalidOption(name: "rate", value: 20, range: 80...450)) {
      try SpeechOptions(rate: 20)
    }
    #expect(throws: SpeechError.invalidOption(name: "pitch", value: 101, range: 0...100)) {
      try SpeechOptions(pitch: 101)
    }
  }

  @Test("repeats in one process: phonemes identical, audio within tolerances")
  func repeats() throws {
    let (engine, choice) = try voice("ru")
    let text = "Установить рейтинг 3 звезды. Кнопка."
    let first = try engine.speak(text, voice: choice.voice)
    let second = try engine.speak(text, voice: choice.voice)
    try AudioExpectations.expectSimilar(second, to: first, durationTolerance: 0.05, levelTolerance: 1)
    #expect(try engine.phonemes(of: text, voice: choice.voice) == engine.phonemes(of: text, voice: choice.voice))
  }

  @Test("IPA and ASCII phonemes, one entry per clause")
  func phonemes() throws {
    let (engine, choice) = try voice("en")
    let ipa = try engine.phonemes(of: "3 stars set. Button.", voice: choice.voice, alphabet: .ipa)
    #expect(ipa.clauses == ["θɹˈiː stˈɑːɹz sˈɛt", "bˈʌʔn̩"])
    let ascii = try engine.phonemes(of: "3 stars set. Button.", voice: choice.voice, alphabet: .ascii)
    #expect(ascii.clauses == ["Tr'i: st'A@z s'Et", "b'V?n-"])
  }

  @Test("a Japanese kanji is flagged as a switch to English; plain Russian is not")
  func languageSwitches() throws {
    let (engine, japanese) = try voice("ja")
    let kanji = try engine.phonemes(of: "評価", voice: japanese.voice)
    #expect(kanji.languageSwitches(from: japanese.language) == ["en"])
    let (_, russian) = try voice("ru")
    #expect(try engine.phonemes(of: "3 звезды", voice: russian.voice).languageSwitches(from: russian.language).isEmpty)
    #expect(
      try engine.phonemes(of: "New Meal", voice: russian.voice).languageSwitches(from: russian.language) == ["en"])
  }

  @Test("concurrent callers are serialised: every result equals the one-at-a-time result")
  func concurrency() async throws {
    let locales = ["en", "de", "fr", "ru", "ar", "pt-BR", "ko", "uk"]
    var expected: [String: PhonemeTranscription] = [:]
    let engine = try SpeechEngine.shared()
    for locale in locales {
      let choice = try engine.voice(for: LanguageTag(locale))
      expected[locale] = try engine.phonemes(of: "3 \(locale) 42.", voice: choice.voice)
    }
    let results = try await withThrowingTaskGroup(of: (String, PhonemeTranscription, Double).self) { group in
      for round in 0..<3 {
        for locale in locales {
          group.addTask {
            let choice = try engine.voice(for: LanguageTag(locale))
            let audio = try engine.speak("3 \(locale) 42. Round \(round).", voice: choice.voice)
            return (locale, try engine.phonemes(of: "3 \(locale) 42.", voice: choice.voice), audio.levels.rms)
          }
        }
      }
      var all: [(String, PhonemeTranscription, Double)] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 24)
    for (locale, phonemes, rms) in results {
      #expect(phonemes == expected[locale], "\(locale)")
      #expect(rms > -40, "\(locale)")
    }
  }

  @Test("the engine starts once: another data directory is refused, the same one is not")
  func startOnce() throws {
    let engine = try SpeechEngine.shared()
    #expect(try SpeechEngine.shared() === engine)
    #expect(throws: SpeechError.alreadyStarted(dataDirectory: nil, requested: "/tmp/elsewhere")) {
      try SpeechEngine.shared(dataDirectory: "/tmp/elsewhere")
    }
  }
}
