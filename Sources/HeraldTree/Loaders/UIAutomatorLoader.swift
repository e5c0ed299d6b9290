/// Loads UIAutomator documents. (Being written.)
public struct UIAutomatorLoader: TreeLoader {
  /// Creates the loader.
  public init() {}

  /// The format this loader reads.
  public var format: DocumentFormat { .uiautomatorDump }

  /// Loads a document.
  public func load(_ bytes: [UInt8], file: String) throws(TreeError) -> ControlTree {
    throw .unsupportedFormat(path: file, format: format.rawValue, advice: "not written yet")
  }
}
