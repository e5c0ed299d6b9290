import HeraldSource
import HeraldTree

extension TreeReader {
  /// The loaders the CLI adds to HeraldTree's own: SwiftUI source, with the views under `inputs`
  /// indexed so that one file's body can expand a view another file declares.
  @Sendable static func heraldLoaders(for inputs: [String]) -> [any TreeLoader] {
    [SwiftUILoader(views: SwiftUIViewIndex(paths: inputs))]
  }

  /// A reader of every format the CLI reads, for `inputs`.
  static func herald(for inputs: [String]) -> TreeReader {
    TreeReader(loaders: builtInLoaders + heraldLoaders(for: inputs))
  }
}
