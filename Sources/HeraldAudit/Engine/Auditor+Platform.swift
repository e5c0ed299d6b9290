import HeraldTree

extension Auditor {
  /// The platform `tree` is judged as: the configured one, else the one the file declares, else
  /// the one its project builds it for, else the one Herald assumed.
  public func platform(of tree: ControlTree) -> Platform {
    platform ?? (tree.declaresPlatform ? tree.platform : builtFor ?? tree.platform)
  }
}
