extension ControlTree {
  /// The tree as one tree per platform its scenes are screens of: the scenes of its own platform,
  /// then those only another platform's build compiles (``Scene/platform``), each platform's in
  /// a tree of that platform (which declares it). A tree whose scenes are all its platform's is
  /// itself.
  ///
  /// ```swift
  /// for part in tree.byPlatform { announcements.append(try announcer.announce(part)) }
  /// ```
  public var byPlatform: [ControlTree] {
    let others = scenes.compactMap(\.platform).filter { $0 != platform }
    guard !others.isEmpty else { return [self] }
    var own = self
    own.scenes = scenes.filter { ($0.platform ?? platform) == platform }
    var parts = own.scenes.isEmpty ? [] : [own]
    var seen: Set<Platform> = []
    for other in others where seen.insert(other).inserted {
      var part = self
      part.platform = other
      part.declaresPlatform = true
      part.scenes = scenes.filter { $0.platform == other }
      parts.append(part)
    }
    return parts
  }
}
