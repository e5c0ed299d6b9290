import Foundation
import HeraldAnnouncerSpeech
import HeraldSpeech
import HeraldSyntax
import HeraldTestSupport
import Testing

@Suite("Recordings")
struct SpeechRecorderTests {
  @Test("one WAV per utterance and an index with element, text, locale, voice, duration and phonemes")
  func recording() throws {
    let (engine, choice) = try voice("ru")
    let announcement = try foodTrackerAnnouncement("ru")
    let items = SpeechItem.items(from: announcement)
    let directory = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let recording = try SpeechRecorder(engine: engine, choice: choice).record(items, into: directory)
    #expect(recording.utterances.count == announcement.scenes.reduce(0) { $0 + $1.utterances.count })
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(files.count == items.count + 1)
    #expect(files.contains("index.json"))
    #expect(files.contains("008-Rt8-sC-1mN-3.wav"))
    let index = try JSONReader.parse(
      Array(try #require(FileManager.default.contents(atPath: directory + "/index.json"))), file: "index.json")
    #expect(index["locale"]?.stringValue == "ru")
    #expect(index["voice"]?["identifier"]?.stringValue == "zle/ru")
    let entries = try #require(index["utterances"]?.arrayValue)
    #expect(entries.count == items.count)
    for (entry, item) in zip(entries, items) {
      #expect(entry["element"]?.stringValue == item.id)
      #expect(entry["text"]?.stringValue == item.text)
      #expect(entry["voice"]?.stringValue == "zle/ru")
      let wav = try #require(entry["wav"]?.stringValue)
      let audio = try WAVFile.read(directory + "/" + wav)
      #expect(abs((entry["duration"]?.doubleValue ?? 0) - audio.duration) < 0.001)
      #expect(entry["phonemes"]?.stringValue?.isEmpty == false)
    }
    let star = try #require(entries.first { $0["element"]?.stringValue == "Rt8-sC-1mN#3" })
    #expect(star["phonemes"]?.stringValue?.contains("trʲˈi zvʲˈezdy") == true)
    // "New Meal" is English text in the storyboard: the Russian voice switches to English for it.
    let title = try #require(entries.first { $0["text"]?.stringValue?.hasPrefix("New Meal") == true })
    #expect(title["languageSwitches"]?.arrayValue == [.string("en")])
    #expect(recording.warnings.contains { $0.contains("switch to another language's voice (en)") })
  }

  @Test("an utterance espeak-ng pronounces nothing of is flagged as silent")
  func silentUtterance() throws {
    let (engine, choice) = try voice("en")
    let directory = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let items = [SpeechItem(id: "star", text: "3 stars set."), SpeechItem(id: "blank", text: "")]
    let recording = try SpeechRecorder(engine: engine, choice: choice).record(items, into: directory)
    #expect(recording.silenceWarning == "1 of 2 utterances are silent: blank (\"\")")
    #expect(recording.warnings == [try #require(recording.silenceWarning)])
  }

  @Test("a second recording removes the WAVs of the first it does not have; a foreign directory is refused")
  func staleAndForeign() throws {
    let (engine, choice) = try voice("en")
    let directory = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let recorder = SpeechRecorder(engine: engine, choice: choice)
    let two = [SpeechItem(id: "a", text: "one"), SpeechItem(id: "b", text: "two")]
    _ = try recorder.record(two, into: directory, sequence: true)
    _ = try recorder.record([SpeechItem(id: "c", text: "three")], into: directory)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["001-c.wav", "index.json"])
    let foreign = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: foreign) }
    try Data("mine".utf8).write(to: URL(fileURLWithPath: foreign + "/notes.txt"))
    #expect(throws: SpeechError.self) { _ = try recorder.record(two, into: foreign) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: foreign) == ["notes.txt"])
  }

  @Test("an index names only WAVs in its own directory; other JSON is no index")
  func indexFiles() {
    let index = """
      {"engine": "espeak-ng 1.51", "sequence": "sequence.wav",
       "utterances": [{"wav": "001-a.wav"}, {"wav": "../x.wav"}, {"wav": "notes.txt"}]}
      """
    #expect(SpeechIndex.wavFiles(in: Array(index.utf8)) == ["001-a.wav", "sequence.wav"])
    #expect(SpeechIndex.wavFiles(in: Array("{\"herald\": \"baseline\"}".utf8)) == nil)
  }

  @Test("file names keep only safe characters and sort in order")
  func fileNames() {
    #expect(SpeechRecorder.fileName(position: 7, width: 3, id: "Rt8-sC-1mN#3") == "007-Rt8-sC-1mN-3.wav")
    #expect(SpeechRecorder.fileName(position: 12, width: 3, id: "../etc/passwd") == "012-..-etc-passwd.wav")
    #expect(SpeechRecorder.fileName(position: 1, width: 4, id: "звезда") == "0001-------.wav")
  }
}
