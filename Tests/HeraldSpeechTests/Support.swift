import Foundation
import HeraldAnnouncer
import HeraldAnnouncerSpeech
import HeraldICU
import HeraldSpeech
import HeraldTestSupport
import HeraldTree
import Testing

/// The golden files and examples these tests read and write (the shared paths are in
/// HeraldTestSupport).
extension TestPaths {
  /// `Tests/HeraldSpeechTests/Golden`.
  static let golden = tests("HeraldSpeechTests") + "/Golden"

  /// The FoodTracker storyboard of Examples/.
  static let foodTracker = "Examples/FoodTracker/Main.storyboard"

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("herald-speech-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}

/// The process's engine and the voice for `locale`.
func voice(_ locale: String) throws -> (SpeechEngine, VoiceChoice) {
  let engine = try SpeechEngine.shared()
  return (engine, try engine.voice(for: LanguageTag(locale)))
}

/// What VoiceOver says for the FoodTracker example in `locale`.
func foodTrackerAnnouncement(_ locale: String) throws -> Announcement {
  let path = TestPaths.repository + "/" + TestPaths.foodTracker
  let bytes = try #require(FileManager.default.contents(atPath: path), "cannot read \(path)")
  let tree = try TreeReader().load(Array(bytes), file: TestPaths.foodTracker)
  return try Announcer(locale: LanguageTag(locale)).announce(tree)
}

/// The FoodTracker star utterances in `locale`: the five stars as announced, then what VoiceOver
/// says after "tap the 3rd star" twice (the rating resets, then is set again).
func foodTrackerStarItems(_ locale: String) throws -> [SpeechItem] {
  let announcement = try foodTrackerAnnouncement(locale)
  let stars = SpeechItem.items(from: announcement).filter { $0.id.hasPrefix("Rt8-sC-1mN#") }
  let path = TestPaths.repository + "/" + TestPaths.foodTracker
  let bytes = try #require(FileManager.default.contents(atPath: path))
  let tree = try TreeReader().load(Array(bytes), file: TestPaths.foodTracker)
  var simulator = try Simulator(announcer: Announcer(locale: LanguageTag(locale)), scene: #require(tree.scenes.first))
  var steps: [SimulationStep] = []
  for action in try SimulatorAction.list("focus:Rt8-sC-1mN#3,activate,activate") {
    steps.append(try simulator.perform(action))
  }
  let spoken = SpeechItem.items(from: steps.dropFirst().map { $0 }, file: TestPaths.foodTracker, scene: "")
  return stars
    + spoken.enumerated().map { index, item in
      SpeechItem(id: "\(item.id) after activate \(index + 1)", text: item.text)
    }
}

/// `sox --i -D path`: the duration sox reads from a WAV file, or a failure naming sox's message.
func soxDuration(_ path: String) throws -> Double {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["sox", "--i", "-D", path]
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard process.terminationStatus == 0, let duration = Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
  else {
    throw SoxFailure(
      message:
        "sox --i -D \(path) failed (\(process.terminationStatus)): \(message)\(text) — sox is installed by `make test-deps`"
    )
  }
  return duration
}

/// sox refused a file or is not installed.
struct SoxFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
