import Foundation
import HeraldTestSupport
import Testing

/// No output is lost: a failing input, a failing write or an existing file never costs the user
/// the files they had.
@Suite("Outputs are never lost")
struct OutputSafetyTests {
  /// The contents of every file under `directory`, by relative path.
  static func snapshot(_ directory: String) -> [String: Data] {
    let paths = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []
    return Dictionary(
      uniqueKeysWithValues: paths.compactMap { path in
        FileManager.default.contents(atPath: directory + "/" + path).map { (path, $0) }
      })
  }

  @Test("convert with one broken input writes nothing: every existing output stays byte-identical")
  func brokenInputWritesNothing() throws {
    let directory = try temporaryDirectory([
      "in/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "in/fr.lproj/Localizable.strings": "\"a\" = \"A\"\n\"b",
      "out/values/strings.xml": "old English\n",
      "out/values-fr/strings.xml": "old French\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let before = Self.snapshot(directory + "/out")
    let run = try Herald.run(
      in: directory, ["strings", "convert", "in", "--to", "android", "--output", "out", "--force"])
    #expect(run.status == 2)
    #expect(run.errors.contains("in/fr.lproj/Localizable.strings:1:10: error:"))
    #expect(run.errors.contains("nothing was written"))
    #expect(Self.snapshot(directory + "/out") == before)
  }

  @Test("convert does not replace a file that differs without --force, and does with it")
  func foreignFileNeedsForce() throws {
    let directory = try temporaryDirectory([
      "en.strings": "\"a\" = \"A\";\n", "Out.xcstrings": "{\"mine\": true}\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let convert = ["strings", "convert", "en.strings", "--to", "xcstrings", "--output", "Out.xcstrings"]
    let refused = try Herald.run(in: directory, convert)
    #expect(refused.status == 2)
    #expect(refused.errors.contains("Out.xcstrings exists and differs from the new output; --force replaces it"))
    #expect(try String(contentsOfFile: directory + "/Out.xcstrings", encoding: .utf8) == "{\"mine\": true}\n")
    let forced = try Herald.run(in: directory, convert + ["--force"])
    #expect(forced.status == 0)
    #expect(try String(contentsOfFile: directory + "/Out.xcstrings", encoding: .utf8).contains("\"strings\""))
    let again = try Herald.run(in: directory, convert)
    #expect(again.status == 0, "the same output again is no replacement")
  }

  @Test("a full device is named in words, not as a Cocoa error code")
  func deviceFull() throws {
    try #require(FileManager.default.fileExists(atPath: "/dev/full"))
    let directory = try temporaryDirectory(["en.strings": "\"a\" = \"A\";\n"])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Herald.run(
      in: directory, ["strings", "convert", "en.strings", "--to", "xcstrings", "--output", "/dev/full"])
    #expect(run.status == 2)
    #expect(run.errors.contains("cannot write /dev/full: No space left on device"))
  }

  @Test(
    "a write error leaves the old file intact",
    .enabled(if: getuid() != 0, "root writes into read-only folders; AtomicFileTests injects a failing rename"))
  func writeErrorKeepsOldFile() throws {
    let directory = try temporaryDirectory(["en.strings": "\"a\" = \"A\";\n", "out/Old.xcstrings": "old\n"])
    defer {
      chmod(directory + "/out", 0o755)
      try? FileManager.default.removeItem(atPath: directory)
    }
    chmod(directory + "/out", 0o555)
    let run = try Herald.run(
      in: directory,
      ["strings", "convert", "en.strings", "--to", "xcstrings", "--output", "out/Old.xcstrings", "--force"])
    #expect(run.status == 2)
    #expect(run.errors.contains("cannot write out/Old.xcstrings: Permission denied"))
    #expect(try String(contentsOfFile: directory + "/out/Old.xcstrings", encoding: .utf8) == "old\n")
  }

  @Test("audit: --baseline with --write-baseline is an error; --output does not replace another file")
  func audit() throws {
    let directory = try temporaryDirectory([
      "Screen.json": """
      {"herald": "tree", "version": 1, "platform": "ios", "scenes": [
        {"id": "s", "name": "Main", "root": {"id": "root", "role": "view"}}]}
      """,
      "notes.txt": "my notes\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let both = try Herald.run(
      in: directory, ["audit", "Screen.json", "--baseline", "a.json", "--write-baseline", "b.json"])
    #expect(both.status == 2)
    #expect(both.errors.contains("cannot be given together"))
    // A report is generated output: `--output` replaces what is there, as `cc -o` does, and the
    // audit's own result stays the exit status.
    let report = try Herald.run(in: directory, ["audit", "Screen.json", "--output", "notes.txt", "--format", "json"])
    #expect(report.status == 0 && report.errors.isEmpty)
    #expect(try String(contentsOfFile: directory + "/notes.txt", encoding: .utf8).contains("\"findings\""))
  }

  @Test("a file-size limit (ulimit -f) is an error in words, not SIGXFSZ, and leaves no temporary file")
  func fileSizeLimit() throws {
    let entries = (0..<400).map { "\"key \($0)\" = \"value \($0)\";\n" }.joined()
    let directory = try temporaryDirectory(["en.strings": entries])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // `ulimit -f 4`: at most 4 blocks (2 KB under dash); the catalog is about 40 KB.
    let run = try Subprocess.run(
      "/bin/sh",
      ["-c", "ulimit -f 4; exec \"$0\" \"$@\"", Herald.binary]
        + ["strings", "convert", "en.strings", "--to", "xcstrings", "--output", "Out.xcstrings"],
      directory: directory, timeout: 60)
    #expect(run.exited, "ended by a signal: \(run.errors)")
    #expect(run.status == 2)
    #expect(run.errors.contains("cannot write Out.xcstrings: File too large"), "\(run.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["en.strings"])
  }

  @Test("--force through a symbolic link replaces the file it points to and keeps the link")
  func symbolicLinkOutput() throws {
    let directory = try temporaryDirectory(["en.strings": "\"a\" = \"A\";\n", "real/Out.xcstrings": "old\n"])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/Out.xcstrings", withDestinationPath: "real/Out.xcstrings")
    let run = try Herald.run(
      in: directory, ["strings", "convert", "en.strings", "--to", "xcstrings", "--output", "Out.xcstrings", "--force"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/Out.xcstrings") == "real/Out.xcstrings")
    #expect(try String(contentsOfFile: directory + "/real/Out.xcstrings", encoding: .utf8).contains("\"strings\""))
  }

  @Test("a pipe as --output that no process reads is an error at once, not a wait forever")
  func pipeOutput() throws {
    let directory = try temporaryDirectory(["en.strings": "\"a\" = \"A\";\n"])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try #require(mkfifo(directory + "/pipe", 0o644) == 0)
    let run = try Subprocess.run(
      Herald.binary, ["strings", "convert", "en.strings", "--to", "xcstrings", "--output", "pipe"],
      directory: directory, timeout: 60)
    #expect(run.exited, "it waited until it was ended")
    #expect(run.status == 2)
    #expect(run.errors.contains("cannot write pipe: it is a pipe that no process reads from"), "\(run.errors)")
  }

  @Test(
    "an immutable file (chattr +i) among five Android outputs: no file changes, and the error names it",
    .enabled(if: getuid() == 0, "chattr +i needs root; CI runs as root, and AtomicFileTests inject the same failure"))
  func immutableOutput() throws {
    var files: [String: String] = [:]
    for (locale, text) in [("en", "Hello"), ("de", "Hallo"), ("fr", "Bonjour"), ("it", "Ciao"), ("nl", "Hallo!")] {
      files["in/\(locale).lproj/Localizable.strings"] = "\"hello\" = \"\(text)\";\n"
      files["out/\(locale == "en" ? "values" : "values-" + locale)/strings.xml"] = "old \(locale)\n"
    }
    let directory = try temporaryDirectory(files)
    let immutable = directory + "/out/values-it/strings.xml"
    let chattr = try Subprocess.run("/usr/bin/chattr", ["+i", immutable], directory: directory, timeout: 30)
    defer {
      _ = try? Subprocess.run("/usr/bin/chattr", ["-i", immutable], directory: directory, timeout: 30)
      try? FileManager.default.removeItem(atPath: directory)
    }
    try #require(
      chattr.status == 0,
      "chattr +i failed (\(chattr.errors)): the temporary folder's file system has no immutable flag")
    let before = Self.snapshot(directory + "/out")
    let run = try Herald.run(
      in: directory, ["strings", "convert", "in", "--to", "android", "--output", "out", "--force"])
    #expect(run.exited, "ended by a signal: \(run.errors)")
    #expect(run.status == 2)
    #expect(run.errors.contains("out/values-it/strings.xml"), "\(run.errors)")
    #expect(Self.snapshot(directory + "/out") == before, "every file keeps its old content, and no temporary stays")
  }
}
