import Foundation

/// Why a supervisor stopped a worker while it parsed a Swift file, so that the next attempt
/// leaves the file unread and says why.
public enum ParseStop: Sendable, Hashable {
  /// The worker's memory passed its bound of `limitMiB` MiB (``Supervisor/memoryLimit(swiftBytes:)``).
  case memory(limitMiB: Int)
  /// The worker ended by this signal (the system refused it memory, or a reader trapped).
  case signal(Int32)

  /// What the next attempt says about a file it leaves unread for this reason.
  public var notReadMessage: String {
    switch self {
    case .memory(let limit):
      "was not read: while it was being parsed, Herald's memory passed its bound of \(limit) MiB "
        + "(\(Supervisor.baseMiBVariable), \(Supervisor.defaultBaseMiB) MiB unless set, plus "
        + "\(Supervisor.bytesPerSwiftByte) bytes per byte of Swift read); Herald read the other files again without it"
    case .signal(let number):
      "was not read: Herald ended by \(Self.signalName(number)) while it was being parsed (the system refused "
        + "it memory, or the parser stopped); Herald read the other files again without it"
    }
  }

  /// `SIGSEGV` for 11 and so on, for the signals a reader can end by; `signal N` for others.
  public static func signalName(_ number: Int32) -> String {
    let names: [Int32: String] = [
      SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGILL: "SIGILL", SIGKILL: "SIGKILL",
      SIGSEGV: "SIGSEGV", SIGTRAP: "SIGTRAP", SIGXCPU: "SIGXCPU",
    ]
    return names[number] ?? "signal \(number)"
  }

  /// This reason in the form ``init?(code:)`` reads: `memory:768` or `signal:6`.
  var code: String {
    switch self {
    case .memory(let limit): "memory:\(limit)"
    case .signal(let number): "signal:\(number)"
    }
  }

  /// The reason `code` gives, or `nil` when it is not one.
  init?(code: Substring) {
    let parts = code.split(separator: ":", maxSplits: 1)
    guard parts.count == 2, let value = CheckedNumber.integer(parts[1], in: 0...0x7FFF_FFFF) else {
      return nil
    }
    switch parts[0] {
    case "memory": self = .memory(limitMiB: value)
    case "signal":
      guard let number = Int32(exactly: value) else { return nil }
      self = .signal(number)
    default: return nil
    }
  }
}
