import Foundation

/// A one-line progress bar on standard error, shown only on a terminal and only for audits of many
/// files, so that pipes, CI logs and small runs stay quiet.
final class ProgressBar: @unchecked Sendable {
  /// Inputs below this many files finish too fast for a bar to help.
  static let minimumFiles = 20

  private let lock = NSLock()
  private var lastDrawn = -1
  private var shown = false

  /// A bar when standard error is a terminal, `NO_COLOR`-independent; `nil` otherwise.
  static func onTerminal() -> ProgressBar? {
    isatty(STDERR_FILENO) != 0 ? ProgressBar() : nil
  }

  /// Draws `done` of `total` (called from any thread); redraws at most once per percent.
  func update(_ done: Int, of total: Int) {
    guard total >= Self.minimumFiles else { return }
    lock.lock()
    defer { lock.unlock() }
    let percent = done * 100 / max(total, 1)
    guard percent != lastDrawn else { return }
    lastDrawn = percent
    shown = true
    let width = 30
    let filled = width * done / max(total, 1)
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total) files".utf8))
  }

  /// Clears the bar's line.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if shown { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
  }
}
