import Foundation
import HeraldTestSupport
import Testing

@Suite("herald speak, voices, announce --speak, simulate --speak")
struct SpeechCommandTests {
  /// `sox --i -D`'s duration of a WAV file.
  func soxDuration(_ path: String) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sox", "--i", "-D", path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "sox refused \(path) (sox is installed by `make test-deps`)")
    return try #require(Double(text.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  @Test("speak writes a WAV file sox accepts and says where")
  func speakToFile() throws {
    let directory = try temporaryDirectory([:])
    let run = try Herald.run(
      "speak", "Set 3 star rating. Button. 3 stars set.", "--locale", "en", "-o", directory + "/stars.wav")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("wrote \(directory)/stars.wav"))
    #expect(run.errors.contains("voice English (America) (gmw/en-US)"))
    let duration = try soxDuration(directory + "/stars.wav")
    #expect(duration > 1.5 && duration < 5)
  }

  @Test("speak -o does not replace a file that differs without --force")
  func speakKeepsForeignFile() throws {
    let directory = try temporaryDirectory(["notes.wav": "my notes\n"])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let refused = try Herald.run("speak", "hello", "-o", directory + "/notes.wav")
    #expect(refused.status == 2)
    #expect(refused.errors.contains("notes.wav: it exists and differs from the new output; --force replaces it"))
    #expect(try String(contentsOfFile: directory + "/notes.wav", encoding: .utf8) == "my notes\n")
    let forced = try Herald.run("speak", "hello", "-o", directory + "/notes.wav", "--force")
    #expect(forced.status == 0, "\(forced.errors)")
    #expect(try soxDuration(directory + "/notes.wav") > 0.1)
  }

  @Test("a first synthesis in a process is byte-identical to espeak-ng -w (same voice, rate, pitch, end pause)")
  func sameAsEspeakCommand() throws {
    let directory = try temporaryDirectory([:])
    let text = "Поставить 3 звезды: Выбраны 3 звезды. Кнопка."
    let run = try Herald.run("speak", text, "--locale", "ru", "-o", directory + "/herald.wav")
    #expect(run.status == 0)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["espeak-ng", "-v", "zle/ru", "-w", directory + "/espeak.wav", text]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let herald = try #require(FileManager.default.contents(atPath: directory + "/herald.wav"))
    let espeak = try #require(FileManager.default.contents(atPath: directory + "/espeak.wav"))
    #expect(herald.count > 44_000)
    #expect(herald == espeak)
  }

  @Test("speak prints IPA or espeak-ng's ASCII phonemes, one clause per line")
  func phonemes() throws {
    let ipa = try Herald.run("speak", "3 звезды. Кнопка.", "--locale", "ru", "--phonemes", "ipa")
    #expect(ipa.status == 0)
    #expect(ipa.output == "trʲˈi zvʲˈezdy\nknˈopka\n")
    let ascii = try Herald.run("speak", "3 звезды.", "--locale", "ru", "--phonemes", "ascii")
    #expect(ascii.output == "tR;'i zv;'ezdy\n")
  }

  @Test("speak flags silent audio")
  func silent() throws {
    let directory = try temporaryDirectory([:])
    let run = try Herald.run("speak", "", "-o", directory + "/empty.wav")
    #expect(run.status == 0)
    #expect(run.errors.contains("warning: the audio is silent"))
  }

  @Test("an unknown locale is an error listing close voices; exit 2")
  func unknownLocale() throws {
    let run = try Herald.run("speak", "hello", "--locale", "tlh")
    #expect(run.status == 2)
    #expect(run.errors.contains("herald: error: no espeak-ng voice speaks tlh; close voices: th (Thai)"))
  }

  @Test("a fallback and an unusable voice are flagged, and the output still comes")
  func flagged() throws {
    let australian = try Herald.run("speak", "hello", "--locale", "en-AU")
    #expect(australian.status == 0)
    #expect(australian.errors.contains("warning: en-AU: no espeak-ng voice for en-AU; English (Great Britain)"))
    let japanese = try Herald.run("speak", "評価", "--locale", "ja")
    #expect(japanese.status == 0)
    #expect(japanese.errors.contains("\"Chinese letter\""))
    #expect(japanese.errors.contains("switches to en for some words"))
    #expect(japanese.output.contains("(en)"))
  }

  @Test("a missing, empty or corrupt espeak-ng data directory is an error, never an exit(1) or a hang")
  func brokenDataDirectory() throws {
    let missing = try Herald.run("speak", "hello", "--espeak-data", "/nonexistent/espeak-ng-data")
    #expect(missing.status == 2)
    #expect(missing.errors.contains("espeak-ng data directory /nonexistent/espeak-ng-data (given) does not exist"))
    let empty = try temporaryDirectory([:])
    let emptyRun = try Herald.run("speak", "hello", "--espeak-data", empty)
    #expect(emptyRun.status == 2)
    #expect(emptyRun.errors.contains("is broken: phontab, phonindex, phondata, intonations missing or empty"))
    // Files with the right names and wrong contents get past Herald's check: espeak-ng itself
    // must refuse them, and Herald must report that instead of exiting.
    let corrupt = try temporaryDirectory([
      "phontab": "not espeak data", "phonindex": "x", "phondata": "x", "intonations": "x",
    ])
    let corruptRun = try Herald.run("speak", "hello", "--espeak-data", corrupt)
    #expect(corruptRun.status == 2)
    #expect(corruptRun.errors.contains("herald: error: espeak-ng could not start with data directory \(corrupt): "))
    let environment = try Herald.run(environment: ["ESPEAK_DATA_PATH": empty], "speak", "hello")
    #expect(environment.status == 2)
    #expect(environment.errors.contains("(from ESPEAK_DATA_PATH) is broken"))
  }

  @Test("voices lists Herald's locales with their voices and whether they are usable")
  func voices() throws {
    let run = try Herald.run("voices")
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 15)
    #expect(lines.contains { $0.hasPrefix("pt-BR") && $0.contains("roa/pt-BR") && $0.hasSuffix("usable") })
    #expect(lines.contains { $0.hasPrefix("ja") && $0.contains("limited: ") })
    let all = try Herald.run("voices", "--all")
    #expect(all.output.contains("sit/cmn"))
  }

  @Test("announce --speak writes one WAV per focused element and index.json")
  func announceSpeak() throws {
    let directory = try temporaryDirectory([:]) + "/out"
    let json = try Herald.run("announce", "Examples/FoodTracker/Main.storyboard", "--locale", "ru", "--format", "json")
    let focused = json.output.components(separatedBy: "\"labelSource\"").count - 1
    #expect(focused == 10)
    let run = try Herald.run("announce", "Examples/FoodTracker/Main.storyboard", "--locale", "ru", "--speak", directory)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("wrote 10 WAV files"))
    #expect(run.errors.contains("and index.json to \(directory)"))
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(files.filter { $0.hasSuffix(".wav") }.count == focused)
    let index = try String(contentsOfFile: directory + "/index.json", encoding: .utf8)
    for key in [
      "\"element\": \"Rt8-sC-1mN#3\"", "\"locale\": \"ru\"", "\"voice\": \"zle/ru\"", "\"duration\": ",
      // VoiceOver says "Selected" first ("Выбрано: Поставить 3 звезды…").
      "\"phonemes\": \"", "pʌstˈɑvʲitʲ trʲˈi zvʲˈezdy",
    ] {
      #expect(index.contains(key), "index.json lacks \(key)")
    }
    #expect(try soxDuration(directory + "/008-Rt8-sC-1mN-3.wav") > 3)
  }

  @Test("simulate --speak writes each spoken step and the whole session")
  func simulateSpeak() throws {
    let directory = try temporaryDirectory([:])
    let run = try Herald.run(
      "simulate", "Examples/FoodTracker/Main.storyboard", "--actions", "focus:Set 3 star rating,activate,activate",
      "--speak", directory)
    #expect(run.status == 0, "\(run.errors)")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(
      files == ["001-Rt8-sC-1mN-3.wav", "002-Rt8-sC-1mN-3.wav", "003-Rt8-sC-1mN-3.wav", "index.json", "sequence.wav"])
    let index = try String(contentsOfFile: directory + "/index.json", encoding: .utf8)
    #expect(index.contains("\"text\": \"3 stars set.\""))
    #expect(index.contains("\"action\": \"activate\""))
    let parts = try ["001-Rt8-sC-1mN-3.wav", "002-Rt8-sC-1mN-3.wav", "003-Rt8-sC-1mN-3.wav"].map {
      try soxDuration(directory + "/" + $0)
    }
    #expect(abs(try soxDuration(directory + "/sequence.wav") - (parts.reduce(0, +) + 1.0)) < 0.01)
  }
}
