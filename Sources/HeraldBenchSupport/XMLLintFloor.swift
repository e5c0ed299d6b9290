// The libxml2 parse floor the Interface Builder benchmarks compare with, and their timer.
import Dispatch
import Foundation

/// The `.storyboard` and `.xib` files under `folder`, by path.
public func interfaceBuilderFiles(in folder: String) -> [String] {
  let members = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
  return members.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.map { folder + "/" + $0 }
}

/// The wall time of `body` in seconds.
public func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Runs `xmllint --noout FILES` and returns its wall time, from spawn to exit.
public func xmllint(_ files: [String]) throws -> Double {
  guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
    throw BenchError.failed("xmllint is missing; install libxml2-utils (make deps does)")
  }
  return try seconds { _ = try spawn(["/usr/bin/xmllint", "--noout"] + files) }
}
