import Foundation

/// Runs recursive work on a thread whose stack is as deep as the work needs.
///
/// Readers whose recursion follows the input's nesting (Yams' composer, the Interface Builder
/// loader) run here with a stack sized for their documented nesting limit, so that no document
/// within the limits ends the process, whatever thread the caller is on (a secondary thread's
/// stack can be 512 KiB). The stack is address space, committed only as it is used.
public enum DeepStack {
  /// The stack the Interface Builder loader and other per-element recursions run on: enough for
  /// the XML reader's 1,000 levels in a debug build.
  public static let treeStackSize = 256 << 20

  /// Runs `body` on a new thread with `stackSize` bytes of stack and waits for it to end.
  ///
  /// - Returns: What `body` returned, or `nil` when the system cannot create such a thread (the
  ///   caller reports it; it never waits for a thread that was not started).
  public static func run<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T? {
    let box = ResultBox<T>(body)
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
    let context = Unmanaged.passRetained(box).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(&thread, &attributes, DeepStack.start, context)
    guard status == 0 else {
      Unmanaged<ResultBox<T>>.fromOpaque(context).release()
      return nil
    }
    #if canImport(Darwin)
      guard let thread else { return nil }
    #endif
    pthread_join(thread, nil)
    return box.value
  }

  #if canImport(Darwin)
    private static let start: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
      Unmanaged<AnyResultBox>.fromOpaque(context).takeRetainedValue().run()
      return nil
    }
  #else
    private static let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
      guard let context else { return nil }
      Unmanaged<AnyResultBox>.fromOpaque(context).takeRetainedValue().run()
      return nil
    }
  #endif
}

/// A body to run on the deep-stack thread, seen without its result type (a C start routine
/// cannot be generic).
private class AnyResultBox: @unchecked Sendable {
  func run() {}
}

/// Carries a body to the deep-stack thread and its result back; `pthread_join` orders the access.
private final class ResultBox<T: Sendable>: AnyResultBox, @unchecked Sendable {
  let body: @Sendable () -> T
  var value: T?

  init(_ body: @escaping @Sendable () -> T) {
    self.body = body
  }

  override func run() { value = body() }
}
