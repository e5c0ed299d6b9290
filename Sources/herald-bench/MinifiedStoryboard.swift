import Foundation
import HeraldBenchSupport
import HeraldTree

/// A storyboard of about `targetBytes`, made by repeating the scenes of `template` with their
/// object ids made unique, pretty-printed as Interface Builder writes it.
func synthesizedStoryboard(from template: String, targetBytes: Int) throws -> String {
  let text = try String(contentsOfFile: template, encoding: .utf8)
  guard let open = text.range(of: "<scenes>"), let close = text.range(of: "</scenes>", options: .backwards) else {
    throw BenchError.failed("\(template) has no <scenes>")
  }
  let scenes = String(text[open.upperBound..<close.lowerBound])
  let ids = try NSRegularExpression(pattern: "\"([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})\"")
  var copies: [String] = []
  var size = text.utf8.count
  var copy = 0
  while size < targetBytes {
    copy += 1
    let renamed = ids.stringByReplacingMatches(
      in: scenes, range: NSRange(scenes.startIndex..., in: scenes), withTemplate: "\"$1-\(copy)\"")
    copies.append(renamed)
    size += renamed.utf8.count
  }
  return String(text[..<open.upperBound]) + copies.joined() + String(text[close.lowerBound...])
}

/// The same document on one line: the whitespace between tags removed, other line breaks made
/// spaces (Interface Builder writes no text content, so nothing the loader reads changes).
func minifiedXML(_ text: String) -> String {
  var result = ""
  result.reserveCapacity(text.utf8.count)
  var pendingSpace = false
  var lastWasTagEnd = false
  for character in text {
    if character.isWhitespace {
      pendingSpace = true
      continue
    }
    if pendingSpace, !(lastWasTagEnd && character == "<") { result.append(" ") }
    pendingSpace = false
    result.append(character)
    lastWasTagEnd = character == ">"
  }
  return result
}

/// Loads a synthesized ~2.9 MB storyboard pretty-printed and minified (no line breaks), in the
/// same run, and prints the ratio: reading positions, attributes and values must stay linear on
/// one very long line (issue 16's target: ≤ 1.5×).
func benchMinifiedStoryboard(template: String, runs: Int) throws {
  let pretty = try synthesizedStoryboard(from: template, targetBytes: 2_900_000)
  let minified = minifiedXML(pretty)
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herald-bench-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let prettyPath = directory.appendingPathComponent("Pretty.storyboard").path
  let minifiedPath = directory.appendingPathComponent("Minified.storyboard").path
  try pretty.write(toFile: prettyPath, atomically: true, encoding: .utf8)
  try minified.write(toFile: minifiedPath, atomically: true, encoding: .utf8)
  let reader = TreeReader()
  let prettyTree = try reader.load(path: prettyPath)
  let minifiedTree = try reader.load(path: minifiedPath)
  let elements = prettyTree.scenes.reduce(0) { $0 + $1.root.allElements.count }
  guard minifiedTree.scenes.reduce(0, { $0 + $1.root.allElements.count }) == elements else {
    throw BenchError.failed("the minified storyboard loads other elements than the pretty one")
  }
  var prettyTimes: [Double] = []
  var minifiedTimes: [Double] = []
  for _ in 0..<runs {
    prettyTimes.append(try seconds { _ = try reader.load(path: prettyPath) })
    minifiedTimes.append(try seconds { _ = try reader.load(path: minifiedPath) })
  }
  let lines = pretty.utf8.count { $0 == UInt8(ascii: "\n") }
  print("")
  print(
    "minified storyboard: \(prettyTree.scenes.count) scenes, \(elements) elements from \(template), median of \(runs) runs"
  )
  print(
    String(
      format: "  pretty   (%7d KiB, %6d lines)  %8.2f ms", pretty.utf8.count / 1024, lines, median(prettyTimes) * 1000))
  print(
    String(
      format: "  minified (%7d KiB,      1 line )  %8.2f ms", minified.utf8.count / 1024, median(minifiedTimes) * 1000))
  print(String(format: "  ratio minified / pretty: %.2f× (target ≤ 1.5×)", median(minifiedTimes) / median(prettyTimes)))
}
