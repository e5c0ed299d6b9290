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
///
/// `posix_spawn` is used instead of Foundation's `Process`, whose own set-up costs tens of
/// milliseconds on Linux and would inflate the floor.
public func xmllint(_ files: [String]) throws -> Double {
  guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
    throw BenchError.failed("xmllint is missing; install libxml2-utils (make deps does)")
  }
  let arguments = ["/usr/bin/xmllint", "--noout"] + files
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  var pid: pid_t = 0
  var status: Int32 = 0
  let time = try seconds {
    guard posix_spawn(&pid, "/usr/bin/xmllint", &actions, nil, &argv, environ) == 0 else {
      throw BenchError.failed("could not start /usr/bin/xmllint")
    }
    waitpid(pid, &status, 0)
  }
  return time
}
