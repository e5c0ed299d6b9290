import Foundation
import HeraldFuzz

/// `herald-fuzz`: built by `make fuzz` (with `-sanitize=fuzzer,address -DFUZZING`) it is libFuzzer,
/// fuzzing the target named by the environment variable `HERALD_FUZZ_TARGET` with libFuzzer's
/// arguments; built plainly, `herald-fuzz TARGET FILE-OR-FOLDER…` runs the target once on each file,
/// which replays a crash or a corpus without a sanitizer.
@main
struct HeraldFuzzMain {
  static func main() {
    #if FUZZING
      FuzzDriver.run()
    #else
      FuzzInvocation.replay(Array(CommandLine.arguments.dropFirst()))
    #endif
  }
}

#if FUZZING
  /// libFuzzer's driver, linked in by `-sanitize=fuzzer` (its own `main` is not: SwiftPM names this
  /// executable's entry point `main`).
  @_silgen_name("LLVMFuzzerRunDriver")
  private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// Hands the process to libFuzzer with the target chosen once.
  enum FuzzDriver {
    /// The target of this process, from `HERALD_FUZZ_TARGET`.
    nonisolated(unsafe) static var target = FuzzTarget.xml

    static func run() -> Never {
      target = FuzzInvocation.target(named: FuzzInvocation.environmentTarget())
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(
        LLVMFuzzerRunDriver(&argc, &argv) { data, size in
          FuzzDriver.target.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
          return 0
        })
    }
  }
#endif
