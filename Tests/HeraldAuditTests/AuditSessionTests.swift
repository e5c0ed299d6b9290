import Foundation
import HeraldAudit
import HeraldRules
import HeraldSyntax
import Testing

/// `AuditSession`: what `herald audit` decides, called as a library.
@Suite("Audit session")
struct AuditSessionTests {
  static let session = AuditSession(environment: AuditEnvironment(builtInRules: BuiltInRules.all))

  /// A screen with one unlabeled image button (a violation of image-button-missing-label).
  static let screen = """
    {"herald": "tree", "version": 1, "platform": "ios", "scenes": [
      {"id": "s", "name": "Main", "root": {"id": "root", "role": "view", "children": [
        {"id": "star", "role": "button", "content": {"images": {"normal": "star.fill"}}}
      ]}}
    ]}
    """

  @Test("A violation fails the run at the default threshold; --fail-on never passes it")
  func status() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write("Screen.json", Self.screen)
    var request = AuditRequest(inputs: [directory.path + "/Screen.json"], baseDirectory: directory.path)
    let failed = Self.session.run(request)
    #expect(failed.status == .failed)
    #expect(failed.errors.isEmpty)
    #expect(failed.report?.activeFindings.map(\.ruleID).contains("image-button-missing-label") == true)
    request.failOn = .never
    #expect(Self.session.run(request).status == .passed)
  }

  @Test("Progress only counts up over the apps of a run, to the number of files audited")
  func progressCountsUp() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    for name in ["A/One.json", "A/Two.json", "B/Three.json"] { try directory.write(name, Self.screen) }
    var request = AuditRequest(inputs: [directory.path], baseDirectory: directory.path)
    request.units = [
      AuditUnit(name: "A", inputs: [directory.path + "/A"]), AuditUnit(name: "B", inputs: [directory.path + "/B"]),
    ]
    final class Calls: @unchecked Sendable {
      let lock = NSLock()
      var done: [Int] = []
      var totals: [Int] = []
    }
    let calls = Calls()
    _ = Self.session.run(request) { done, total in
      calls.lock.withLock {
        calls.done.append(done)
        calls.totals.append(total)
      }
    }
    let done = calls.lock.withLock { calls.done }.sorted()
    #expect(done == [1, 2, 3], "each file counted once, the second app's after the first's")
    #expect(calls.lock.withLock { calls.totals }.max() == 3)
  }

  @Test("The configuration found upward from the input selects rules and the locale")
  func configuration() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write("Screen.json", Self.screen)
    try directory.write(".herald.yml", "locale: ru\nrules:\n  only: [label-too-long]\n")
    let outcome = Self.session.run(AuditRequest(inputs: [directory.path + "/Screen.json"]))
    #expect(outcome.locale.identifier == "ru")
    #expect(outcome.report?.rules.map(\.id) == ["label-too-long"])
    #expect(outcome.status == .passed)
  }

  @Test("Set-up errors stop the run before any input is audited, each naming its file")
  func setUpErrors() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write("Screen.json", Self.screen)
    try directory.write("bad-pack.yml", "herald: rules\nrules: 3\n")
    var request = AuditRequest(inputs: [directory.path + "/Screen.json"])
    request.rulePacks = [directory.path + "/bad-pack.yml", directory.path + "/missing.yml"]
    let outcome = Self.session.run(request)
    #expect(outcome.report == nil)
    #expect(outcome.status == .errors)
    #expect(outcome.errors.compactMap(\.file) == [directory.path + "/bad-pack.yml", directory.path + "/missing.yml"])
    #expect(outcome.errors.first?.location != nil)
    #expect(outcome.errors.last?.location == nil)
  }

  @Test("An unknown rule id, a bad locale and tables without a reader are errors without a location")
  func requestErrors() throws {
    var request = AuditRequest(inputs: ["Examples/Rating"])
    request.only = ["labl"]
    #expect(Self.session.run(request).errors.map(\.message).first?.hasPrefix("unknown rule \"labl\"") == true)
    request.only = nil
    request.locale = "not a locale!"
    let badLocale = Self.session.run(request)
    #expect(badLocale.status == .errors)
    #expect(badLocale.errors.first?.message.hasPrefix("--locale not a locale!: ") == true)
    request.locale = nil
    request.stringTables = ["Localizable.strings"]
    #expect(Self.session.run(request).errors.first?.message.contains("no string-table reader") == true)
  }

  @Test("Nothing to audit is an error naming the inputs; an unreadable input is an input error")
  func inputs() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let empty = Self.session.run(AuditRequest(inputs: [directory.path]))
    #expect(empty.status == .errors)
    #expect(empty.errors.first?.message.hasPrefix("no UI descriptions found in \(directory.path)") == true)
    let missing = Self.session.run(AuditRequest(inputs: [directory.path + "/missing.storyboard"]))
    #expect(missing.status == .errors)
    #expect(missing.report?.inputErrors.first?.message == "cannot read the file: no such file or directory")
  }

  @Test("A baseline written from one run lets the next run pass")
  func baseline() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write("Screen.json", Self.screen)
    var request = AuditRequest(inputs: [directory.path + "/Screen.json"], baseDirectory: directory.path)
    request.writeBaseline = directory.path + "/baseline.json"
    let written = Self.session.run(request)
    #expect(written.status == .passed)
    #expect(written.notes.first?.hasPrefix("recorded 1 finding in the baseline") == true)
    request.writeBaseline = nil
    request.baseline = directory.path + "/baseline.json"
    let next = Self.session.run(request)
    #expect(next.status == .passed)
    #expect(next.report?.activeFindings.isEmpty == true)
  }

  @Test("--baseline with --write-baseline is an error before anything is audited or written")
  func baselineConflict() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write("Screen.json", Self.screen)
    var request = AuditRequest(inputs: [directory.path + "/Screen.json"], baseDirectory: directory.path)
    request.baseline = directory.path + "/old.json"
    request.writeBaseline = directory.path + "/new.json"
    let outcome = Self.session.run(request)
    #expect(outcome.status == .errors)
    #expect(outcome.report == nil)
    #expect(outcome.errors.first?.message.contains("cannot be given together") == true)
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/new.json"))
  }

  @Test("A run with an input error writes no baseline and leaves the old one byte-identical")
  func baselineWithInputErrors() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write("ui/Screen.json", Self.screen)
    try directory.write("ui/Broken.json", "{\"herald\": \"tree\", ")
    let old = "{\n  \"herald\": \"baseline\",\n  \"version\": 1,\n  \"findings\": []\n}\n"
    try directory.write("baseline.json", old)
    var request = AuditRequest(inputs: [directory.path + "/ui"], baseDirectory: directory.path)
    request.writeBaseline = directory.path + "/baseline.json"
    let outcome = Self.session.run(request)
    #expect(outcome.status == .errors)
    #expect(outcome.errors.first?.message.contains("the baseline was not written because 1 file") == true)
    #expect(try String(contentsOfFile: directory.path + "/baseline.json", encoding: .utf8) == old)
  }

  @Test("A file that is not a Herald baseline is not overwritten; an old baseline is")
  func foreignBaseline() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    try directory.write("Screen.json", Self.screen)
    let foreign = "{\"herald\": \"tree\", \"version\": 1, \"scenes\": []}\n"
    try directory.write("other.json", foreign)
    var request = AuditRequest(inputs: [directory.path + "/Screen.json"], baseDirectory: directory.path)
    request.writeBaseline = directory.path + "/other.json"
    let refused = Self.session.run(request)
    #expect(refused.status == .errors)
    #expect(refused.errors.first?.message.contains("it is not a Herald baseline") == true)
    #expect(try String(contentsOfFile: directory.path + "/other.json", encoding: .utf8) == foreign)
    try directory.write("baseline.json", "{\"herald\": \"baseline\", \"version\": 1, \"findings\": []}")
    request.writeBaseline = directory.path + "/baseline.json"
    #expect(Self.session.run(request).status == .passed)
    #expect(try String(contentsOfFile: directory.path + "/baseline.json", encoding: .utf8).contains("image-button"))
  }
}
