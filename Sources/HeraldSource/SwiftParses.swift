import Foundation
import HeraldSyntax
import HeraldTree

/// The Swift files of one run, each parsed once and shared by every reader of the run: the code
/// index (``SourceIndexer``) and the SwiftUI views (``SwiftUIViewIndex``) read the same tree.
///
/// Trees are kept only for files that may declare SwiftUI views (the view index keeps those
/// anyway) or static records a view may show (``SwiftUIRecordTypes/mayDeclareStatics(_:)``, read
/// by both indexes); other files are parsed once, read by the code index and dropped. ``parseCounts``
/// says how often each file was parsed, so a test can hold the run to one parse per file.
/// The facts the code index reads from each source file are kept too: an app whose files are
/// judged once per platform indexes its code for each without reading a file twice.
///
/// ```swift
/// let parses = SwiftParses()
/// let code = SourceIndexer(parses: parses).index(paths: ["App"])
/// let views = SwiftUIViewIndex(paths: ["App"], parses: parses)
/// ```
public final class SwiftParses: @unchecked Sendable {
  private let lock = NSLock()
  private var trees: [String: ParsedSwift] = [:]
  private var counts: [String: Int] = [:]
  private var facts: [String: SourceFileFacts] = [:]

  /// Creates an empty set of parses.
  public init() {}

  /// How many times each file was parsed, by path.
  public var parseCounts: [String: Int] { lock.withLock { counts } }

  /// The parse of `text` as the file `positions` names: the kept tree when the file was parsed
  /// before in this run, else a new parse (kept when `keep` is true).
  func parse(_ text: String, positions: SourcePositions, keep: Bool) -> ParsedSwift {
    if let kept = lock.withLock({ trees[positions.file] }) { return kept }
    let parsed = SwiftParseGuard.parse(text, positions: positions)
    lock.withLock {
      counts[positions.file, default: 0] += 1
      if keep { trees[positions.file] = parsed }
    }
    return parsed
  }

  /// The facts of `file`: those read before in this run, else `read()`'s (kept).
  func facts(of file: String, read: () -> SourceFileFacts) -> SourceFileFacts {
    if let known = lock.withLock({ facts[file] }) { return known }
    let result = read()
    lock.withLock { facts[file] = result }
    return result
  }

  /// Whether a file's text may declare SwiftUI views: only such files are read for views, and
  /// only their trees are kept.
  static func mayDeclareViews(_ text: String) -> Bool { text.containsUTF8("SwiftUI") }
}

extension Optional where Wrapped == SwiftParses {
  /// The parse of `text`, shared through the run's parses when there are any.
  func parse(_ text: String, positions: SourcePositions) -> ParsedSwift {
    switch self {
    case .some(let parses):
      // A model file that may declare static records is read by the view index too.
      parses.parse(
        text, positions: positions,
        keep: SwiftParses.mayDeclareViews(text) || SwiftUIRecordTypes.mayDeclareStatics(text))
    case .none: SwiftParseGuard.parse(text, positions: positions)
    }
  }
}
