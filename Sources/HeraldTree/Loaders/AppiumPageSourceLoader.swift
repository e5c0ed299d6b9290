/// Loads AppiumPageSource documents. (Being written.)
public struct AppiumPageSourceLoader: TreeLoader {
  /// Creates the loader.
  public init() {}

  /// The format this loader reads.
  public var format: DocumentFormat { .appiumPageSource }

  /// Loads a document.
  public func load(_ bytes: [UInt8], file: String) throws(TreeError) -> ControlTree {
    throw .unsupportedFormat(path: file, format: format.rawValue, advice: "not written yet")
  }
}
