/// Turns the bytes of one UI description into a ``ControlTree``.
///
/// One loader per format, each in its own file. Loaders are pure: they read no files (the
/// ``TreeReader`` does), print nothing and keep no state, so they can run on many files at once.
public protocol TreeLoader: Sendable {
  /// The format this loader reads.
  var format: DocumentFormat { get }

  /// Loads a document.
  ///
  /// - Parameters:
  ///   - bytes: The file's content.
  ///   - file: The path used in locations and errors.
  /// - Returns: The document's scenes as a tree.
  /// - Throws: ``TreeError`` naming the file, line and column of the problem.
  func load(_ bytes: [UInt8], file: String) throws(TreeError) -> ControlTree

  /// A fresh loader to read this loader's files again one by one, in order, when what it cut
  /// depended on the order threads reached its files; `nil` otherwise.
  ///
  /// A loader whose files share one budget (SwiftUI's element pool) cuts, once the budget is
  /// spent, whatever file asks next. Files read at once on several threads then get cuts that
  /// depend on the threads; ``TreeReader/load(paths:)`` reads them again in order with the
  /// loader this returns, so that a run gives the same trees every time.
  func restartedForOrderedCut() -> (any TreeLoader)?
}

extension TreeLoader {
  /// `nil`: a loader whose files do not share a budget cuts the same whatever the order.
  public func restartedForOrderedCut() -> (any TreeLoader)? { nil }
}
