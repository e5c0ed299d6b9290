import HeraldSource
import HeraldTree

extension TreeReader {
  /// The loaders Herald adds to HeraldTree's own: SwiftUI source, with the views under `inputs`
  /// indexed so that one file's body can expand a view another file declares.
  ///
  /// - Parameters:
  ///   - inputs: The files and folders whose SwiftUI views are indexed.
  ///   - parses: The run's parses, shared with the code index.
  @Sendable public static func heraldLoaders(for inputs: [String], parses: SwiftParses? = nil) -> [any TreeLoader] {
    [SwiftUILoader(views: SwiftUIViewIndex(paths: inputs, parses: parses))]
  }

  /// A reader of every format Herald reads, for `inputs`.
  public static func herald(for inputs: [String]) -> TreeReader {
    TreeReader(loaders: builtInLoaders + heraldLoaders(for: inputs))
  }
}
