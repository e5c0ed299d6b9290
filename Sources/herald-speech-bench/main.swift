// herald-speech-bench: speaks 200 utterances (what VoiceOver says for the Examples, in en, de, fr,
// ru and ar) to WAV files with HeraldSpeech in one process, and in the same run spawns
// `espeak-ng -v VOICE -w FILE TEXT` once per utterance — what a script around the espeak-ng CLI
// does. Both write the same WAV files (same voices, rate and pitch). Run by `make bench-speech`;
// see docs/performance.md.
import Foundation
import HeraldAnnouncer
import HeraldAnnouncerSpeech
import HeraldBenchSupport
import HeraldICU
import HeraldSpeech
import HeraldTree

struct Options {
  var examples = "Examples"
  var count = 200
  var runs = 3

  init(_ arguments: [String]) throws {
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--runs": runs = try positiveInteger(iterator.next(), for: "--runs")
      case "--count": count = try positiveInteger(iterator.next(), for: "--count")
      case "-h", "--help": throw BenchError.usage("")
      default: examples = argument
      }
    }
  }
}

/// One utterance to speak, in its locale's voice.
struct Job {
  var text: String
  var voice: Voice
}

/// `count` utterances: every utterance of every example in each locale, repeated in order.
func jobs(examples: String, count: Int, engine: SpeechEngine) throws -> [Job] {
  var all: [Job] = []
  let trees = TreeReader().load(paths: [examples]).compactMap { try? $0.outcome.get() }
  guard !trees.isEmpty else { throw BenchError.failed("no UI descriptions under \(examples)") }
  for locale in ["en", "de", "fr", "ru", "ar"] {
    let tag = try LanguageTag(locale)
    let voice = try engine.voice(for: tag).voice
    let announcer = try Announcer(locale: tag)
    for tree in trees {
      for item in SpeechItem.items(from: try announcer.announce(tree)) {
        all.append(Job(text: item.text, voice: voice))
      }
    }
  }
  return (0..<count).map { all[$0 % all.count] }
}

func run() throws {
  let options = try Options(CommandLine.arguments)
  guard FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng") else {
    throw BenchError.failed("/usr/bin/espeak-ng is missing; install espeak-ng (make deps does)")
  }
  let engine = try SpeechEngine.shared()
  let work = try jobs(examples: options.examples, count: options.count, engine: engine)
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herald-speech-bench-\(getpid())").path
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let characters = work.reduce(0) { $0 + $1.text.count }
  print(
    "herald-speech-bench: \(work.count) utterances (\(characters) characters) from \(options.examples) in en, de, fr, ru, ar"
  )
  print(
    "  espeak-ng \(engine.version), \(engine.sampleRate) Hz; median of \(options.runs) runs; each run writes \(work.count) WAV files both ways"
  )
  print("")

  var audio = 0.0
  func inProcess() throws -> Double {
    try seconds {
      audio = 0
      for (index, job) in work.enumerated() {
        let pcm = try engine.speak(job.text, voice: job.voice)
        audio += pcm.duration
        try WAVFile.write(pcm, to: "\(directory)/herald-\(index).wav")
      }
    }
  }
  func spawned() throws -> Double {
    try seconds {
      for (index, job) in work.enumerated() {
        let status = try spawn([
          "/usr/bin/espeak-ng", "-v", job.voice.identifier, "-w", "\(directory)/espeak-\(index).wav", job.text,
        ])
        guard status == 0 else { throw BenchError.failed("espeak-ng exited with \(status) for \"\(job.text)\"") }
      }
    }
  }
  _ = try inProcess()  // warm the voices and the page cache for both
  var herald: [Double] = []
  var cli: [Double] = []
  for _ in 0..<options.runs {
    herald.append(try inProcess())
    cli.append(try spawned())
  }
  // Both must have spoken the same: the files' lengths agree within 2 %.
  var spokenByCLI = 0.0
  for index in work.indices { spokenByCLI += try WAVFile.read("\(directory)/espeak-\(index).wav").duration }
  guard abs(spokenByCLI - audio) <= audio * 0.02 else {
    throw BenchError.failed(
      String(format: "audio lengths differ: in-process %.1f s, espeak-ng %.1f s", audio, spokenByCLI))
  }
  let (heraldMedian, cliMedian) = (median(herald), median(cli))
  print(
    String(
      format: "  %@ %8.3f s  %6.2f ms/utterance",
      "HeraldSpeech, in-process, WAV written by Swift ".padding(toLength: 50, withPad: " ", startingAt: 0),
      heraldMedian, heraldMedian * 1000 / Double(work.count)))
  print(
    String(
      format: "  %@ %8.3f s  %6.2f ms/utterance",
      "espeak-ng -w, one process per utterance (baseline)".padding(toLength: 50, withPad: " ", startingAt: 0),
      cliMedian, cliMedian * 1000 / Double(work.count)))
  print(String(format: "  audio spoken: %.1f s each way", audio))
  print("")
  print(
    String(
      format: "ratio espeak-ng processes/in-process: %.2f× faster in-process; target ≥ 3×", cliMedian / heraldMedian))
}

runBenchmark(name: "herald-speech-bench", usage: "herald-speech-bench [EXAMPLES-DIR] [--count N] [--runs N]") {
  try run()
}
