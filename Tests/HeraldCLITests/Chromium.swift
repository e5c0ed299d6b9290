import Foundation
import HeraldTestSupport

/// Debian's headless Chromium, as the report tests and `make bench-report` drive it: load a page
/// and read back what scripts injected into a copy of it found (`--dump-dom`), or take a
/// screenshot. Each run has a profile directory of its own, so tests can run it in parallel.
enum Chromium {
  /// The browser, from PATH.
  static let executable: String? = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap { name in
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
      .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }.first

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// What loading a page gave: the attributes the injected scripts set on `<html>`, and every
  /// console message and failed request Chromium logged.
  struct Load {
    var attributes: [String: String]
    var console: [String]
  }

  /// Loads a copy of the page at `path` with `scripts` added at the end of its body, lets them
  /// run (virtual time, so promises and timers settle), and returns the `data-*` attributes they
  /// set on the root element.
  /// With `fragment`, the page is opened at `#fragment`, as a deep link opens it.
  static func load(
    _ path: String, scripts: [String], fragment: String? = nil, width: Int = 1300, height: Int = 1400
  ) throws -> Load {
    let html = try String(contentsOfFile: path, encoding: .utf8)
    let injected = scripts.map { "<script>\($0.replacingOccurrences(of: "</script", with: "<\\/script"))</script>" }
      .joined()
    guard let end = html.range(of: "</body>", options: .backwards) else {
      throw Failure(description: "\(path) has no </body>")
    }
    let copy = path + ".probe.html"
    try (html.replacingCharacters(in: end, with: injected + "</body>")).write(
      toFile: copy, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: copy) }
    let (output, errors) = try run([
      "--dump-dom", "--virtual-time-budget=20000", "--window-size=\(width),\(height)",
      "file://" + copy + (fragment.map { "#" + $0 } ?? ""),
    ])
    guard let root = output.range(of: "<html")?.lowerBound, let close = output[root...].firstIndex(of: ">") else {
      throw Failure(description: "Chromium printed no page for \(path): \(errors.suffix(2_000))")
    }
    var attributes: [String: String] = [:]
    let tag = String(output[root..<close])
    for match in tag.matches(of: #/ (data-[a-z-]+)="([^"]*)"/#) {
      attributes[String(match.1)] = unescape(String(match.2))
    }
    return Load(attributes: attributes, console: consoleLines(errors))
  }

  /// Renders the page at `path` to a PNG at `png`, the window `width` × `height` CSS pixels at
  /// one device pixel each. Returns the console lines.
  @discardableResult
  static func screenshot(_ path: String, to png: String, width: Int, height: Int) throws -> [String] {
    let (_, errors) = try run([
      // Virtual time, as for the DOM probe, and every compositor stage run before the page is
      // drawn: the page is laid out and painted before the shot, however loaded the machine is.
      "--screenshot=\(png)", "--virtual-time-budget=20000", "--run-all-compositor-stages-before-draw",
      "--window-size=\(width),\(height)", "--hide-scrollbars",
      "--force-device-scale-factor=1", "file://" + path,
    ])
    guard FileManager.default.fileExists(atPath: png) else {
      throw Failure(description: "Chromium wrote no screenshot of \(path): \(errors.suffix(2_000))")
    }
    return consoleLines(errors)
  }

  /// The colours at `points` of a PNG (scripts/png-pixels.py).
  static func pixels(of png: String, at points: [(x: Double, y: Double)]) throws -> [[Int]?] {
    let run = try Subprocess.run(
      "/usr/bin/env",
      ["python3", TestPaths.repository + "/scripts/png-pixels.py", png] + points.map { "\($0.x),\($0.y)" })
    let data = Data(run.output.utf8)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return (object?["colours"] as? [Any])?.map { $0 as? [Int] } ?? []
  }

  /// Lines Chromium logged about the page: console messages and failed loads.
  private static func consoleLines(_ errors: String) -> [String] {
    errors.split(separator: "\n").map(String.init).filter {
      $0.contains(":CONSOLE") || $0.contains("Refused to") || $0.contains("net::ERR")
    }
  }

  private static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// Runs Chromium headless with `arguments`, a fresh profile, no network beyond the machine and
  /// console logging on; ends it after two minutes.
  private static func run(_ arguments: [String]) throws -> (output: String, errors: String) {
    guard let executable else {
      throw Failure(
        description:
          "chromium is not on PATH: run `make test-deps` (scripts/install-deps.sh test installs Debian's chromium)")
    }
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("herald-chromium-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let run = try Subprocess.run(
      executable,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
        "--user-data-dir=\(profile)", "--enable-logging=stderr", "--v=0",
        "--host-resolver-rules=MAP * ~NOTFOUND",
      ] + arguments, timeout: 120)
    return (run.output, run.errors)
  }
}
