import HeraldTree

extension Auditor {
  /// The scenes nothing shows, by file: storyboard scenes (``StoryboardReachability``) and nibs
  /// nothing loads (``NibReachability``), read from every Interface Builder file of the app,
  /// judged or not. Empty unless ``judgesStoryboardReachability``.
  func unshownScenes(_ trees: [ControlTree]) -> [String: Set<String>] {
    guard judgesStoryboardReachability else { return [:] }
    let storyboards = StoryboardReachability.unshown(
      trees.compactMap(\.storyboardFlow), code: code, launched: launchedStoryboards)
    return storyboards.merging(NibReachability.unloaded(trees, code: code)) { $0.union($1) }
  }
}
