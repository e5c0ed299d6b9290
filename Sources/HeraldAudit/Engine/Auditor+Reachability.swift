import HeraldTree

extension Auditor {
  /// The scenes nothing shows, by file: storyboard scenes (``StoryboardReachability``), nibs
  /// nothing loads (``NibReachability``) and nibs' top-level views no outlet holds
  /// (``NibStrayObjects``), read from every Interface Builder file of the app,
  /// judged or not. Empty unless ``judgesReachability``, and when an Interface Builder
  /// file of the app did not load: what it places or performs is not known.
  func unshownScenes(_ trees: [ControlTree], failed: [String]) -> [String: Set<String>] {
    guard judgesReachability,
      !failed.contains(where: { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") })
    else { return [:] }
    let storyboards = StoryboardReachability.unshown(
      trees.compactMap(\.storyboardFlow), code: code, launched: launchedStoryboards,
      running: NibReachability.nibClasses(trees))
    return storyboards.merging(NibReachability.unloaded(trees, code: code)) { $0.union($1) }
      .merging(NibStrayObjects.unshown(trees)) { $0.union($1) }
  }
}
