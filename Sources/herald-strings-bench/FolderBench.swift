// The folder part of herald-strings-bench: reads a whole folder of single-locale tables (an
// Android res/ of many locales, a folder of .lproj with .strings and .stringsdict) as
// `herald strings check` and `convert` do, next to an independent Python reader of the same
// files in the same run (xml.etree for Android and .stringsdict, a .strings tokenizer of its own),
// which is the floor: issue 36's target is ≤ 1.5×.
import Foundation
import HeraldBenchSupport
import HeraldStrings

/// Python's time per run to read every table of `folder` into dictionaries, measured inside
/// Python (interpreter start-up excluded); prints the number of strings it read on the last line.
let pythonFolderReader = #"""
  import os, re, sys, time, xml.etree.ElementTree as ET
  folder, runs = sys.argv[1], int(sys.argv[2])
  TOKEN = re.compile(r'\s+|/\*.*?\*/|//[^\n]*|"((?:[^"\\]|\\.)*)"|[=;]', re.S)
  def strings(path):
      with open(path, 'rb') as f:
          data = f.read()
      text = data.decode('utf-16') if data[:2] in (b'\xff\xfe', b'\xfe\xff') else data.decode('utf-8')
      table, pending, pos = {}, [], 0
      while pos < len(text):
          m = TOKEN.match(text, pos)
          if not m:
              raise ValueError(path + ': cannot read at ' + str(pos))
          pos = m.end()
          if m.group(1) is not None:
              pending.append(m.group(1).encode('latin-1', 'backslashreplace').decode('unicode_escape'))
          elif m.group(0) == ';':
              if len(pending) == 2:
                  table[pending[0]] = pending[1]
              pending = []
      return table
  def plist(element):
      if element.tag == 'dict':
          children = list(element)
          return {children[i].text: plist(children[i + 1]) for i in range(0, len(children), 2)}
      return element.text or ''
  def android(path):
      table = {}
      for child in ET.parse(path).getroot():
          if child.tag == 'string':
              table[child.get('name')] = ''.join(child.itertext())
          elif child.tag in ('plurals', 'string-array'):
              table[child.get('name')] = [''.join(item.itertext()) for item in child]
      return table
  count = 0
  for _ in range(runs):
      start = time.perf_counter()
      count = 0
      for root, _, names in os.walk(folder):
          for name in sorted(names):
              path = os.path.join(root, name)
              if name.endswith('.strings'):
                  count += len(strings(path))
              elif name.endswith('.stringsdict'):
                  count += len(plist(ET.parse(path).getroot()[0]))
              elif name.endswith('.xml') and os.path.basename(root).startswith('values'):
                  count += len(android(path))
      print(time.perf_counter() - start)
  print(count)
  """#

/// Times Herald loading `folder` (every file read and grouped into tables, as `herald strings`
/// does) and the Python reader, and prints both medians and their ratio.
func benchFolder(_ folder: String, runs: Int) throws {
  var lines = try runPython(pythonFolderReader, [folder, String(runs)])
  let pythonStrings = String(format: "%.0f", lines.popLast() ?? 0)
  var herald: [Double] = []
  var files = 0
  var entries = 0
  for _ in 0..<runs {
    herald.append(
      try seconds {
        let loaded = StringTableReader().load(paths: [folder])
        guard loaded.errors.isEmpty else { throw BenchError.failed("Herald could not read \(loaded.errors)") }
        files = loaded.files.count
        entries = loaded.files.reduce(0) { $0 + $1.table.entries.count }
      })
  }
  print("")
  print(
    "Folder read, \(folder) (\(files) files, \(entries) entries; Python read \(pythonStrings)), median of \(runs) runs")
  print(String(format: "  Herald (every file read and grouped)        %8.2f ms", median(herald) * 1000))
  print(String(format: "  Python (xml.etree, a .strings tokenizer)    %8.2f ms", median(lines) * 1000))
  print(
    String(
      format: "  ratio Herald / Python                       %8.2f× (target ≤ 1.5×)", median(herald) / median(lines)))
}
