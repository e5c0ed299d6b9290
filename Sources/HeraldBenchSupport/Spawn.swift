import Foundation

/// Runs `arguments[0]` (an absolute path) with the rest as its arguments, output discarded, and
/// returns its exit status once it has ended.
///
/// `posix_spawn` is used instead of Foundation's `Process`, whose own set-up costs tens of
/// milliseconds on Linux and would inflate a baseline made of other processes.
public func spawn(_ arguments: [String]) throws -> Int32 {
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  var pid: pid_t = 0
  guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else {
    throw BenchError.failed("could not start \(arguments[0])")
  }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  return status
}
