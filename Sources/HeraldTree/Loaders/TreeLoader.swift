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
}
