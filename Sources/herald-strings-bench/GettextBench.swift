// The gettext part of herald-strings-bench: reads and writes the largest .po of a folder (the
// GNOME Calculator's po/ by default) in one process, next to one `msgcat` process per run that
// reads and writes the same file (the floor: gettext's own C parser and writer).
import Foundation
import HeraldBenchSupport
import HeraldStrings

/// The largest `.po` file directly in `folder`.
func largestPO(in folder: String) throws -> String {
  let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".po") }
  let sized = names.map { name -> (String, Int) in
    let path = folder + "/" + name
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    return (path, size)
  }
  guard let largest = sized.max(by: { $0.1 < $1.1 }) else { throw BenchError.failed("no .po file in \(folder)") }
  return largest.0
}

/// Times Herald reading and writing `file` (as `herald strings convert FILE --to gettext` does)
/// and `msgcat FILE -o OUT`, alternating, and prints both medians and their ratio.
func benchGettext(_ file: String, runs: Int) throws {
  guard let msgcat = ["/usr/bin/msgcat", "/usr/local/bin/msgcat"].first(where: FileManager.default.fileExists)
  else { throw BenchError.failed("msgcat is missing: run make deps (Debian's gettext)") }
  let codec = TableFormat.gettext.codec
  let locale = TableLocale.infer(fromPath: file) ?? "en"
  let output = FileManager.default.temporaryDirectory.appendingPathComponent("herald-msgcat-\(UUID().uuidString).po")
    .path
  defer { try? FileManager.default.removeItem(atPath: output) }
  var herald: [Double] = []
  var floor: [Double] = []
  var entries = 0
  var size = 0
  for _ in 0..<runs {
    herald.append(
      try seconds {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        size = bytes.count
        let table = try codec.read(bytes, file: file, locale: locale)
        entries = table.entries.count
        try Data(codec.write(table, locale: locale).bytes).write(to: URL(fileURLWithPath: output))
      })
    floor.append(
      try seconds {
        guard try spawn([msgcat, "--no-wrap", file, "-o", output]) == 0 else {
          throw BenchError.failed("msgcat refused \(file)")
        }
      })
  }
  print("")
  print("gettext read + write, \(file) (\(size / 1024) KiB, \(entries) entries), median of \(runs) runs")
  print(String(format: "  Herald (read, model, write)                 %8.2f ms", median(herald) * 1000))
  print(String(format: "  msgcat --no-wrap (one process, the floor)   %8.2f ms", median(floor) * 1000))
  print(String(format: "  ratio Herald / msgcat                       %8.2f×", median(herald) / median(floor)))
}
