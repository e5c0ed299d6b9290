/// A target's assets: those of the asset catalogs among its members, and of the frameworks and
/// package targets it links.
extension AppProject {
  /// The asset catalogs that are members of `target` (a member catalog folder, or files inside
  /// one for a package target), sorted by path.
  public func assetCatalogs(of target: ProjectTarget) -> [AssetCatalog] {
    let folders = Set(target.files.compactMap(AssetCatalog.folder(ofMember:)))
    return assetCatalogs.filter { folders.contains($0.path) }
  }

  /// The assets of `target`'s own catalogs, sorted by name.
  public func assets(of target: ProjectTarget) -> [AssetCatalog.Asset] {
    assetCatalogs(of: target).flatMap(\.assets).sorted { ($0.name, $0.path) < ($1.name, $1.path) }
  }

  /// The framework and package targets `target` depends on, directly or through each other: its
  /// `dependencies` (targets of the same project or package) and `packageProducts` (a package
  /// target of that name, else the library targets of the package of that name). App extensions
  /// and other products it merely embeds are not among them.
  ///
  /// - Complexity: O(*t*²) in the number of targets, which is small.
  public func linkedLibraries(of target: ProjectTarget) -> [ProjectTarget] {
    let all = targets
    var found: [ProjectTarget] = []
    var queue = [target]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      var candidates: [ProjectTarget] = []
      for name in current.dependencies {
        let sameFile = all.filter { $0.name == name && $0.declaredIn == current.declaredIn }
        candidates += sameFile.isEmpty ? libraries(named: name) : sameFile
      }
      for product in current.packageProducts { candidates += libraries(named: product) }
      for candidate in candidates where candidate.productType == .framework && candidate != target {
        guard !found.contains(candidate) else { continue }
        found.append(candidate)
        queue.append(candidate)
      }
    }
    return found
  }

  /// The package targets called `name`, else the library targets of the package called `name`.
  func libraries(named name: String) -> [ProjectTarget] {
    let byTarget = packages.flatMap(\.targets).filter { $0.name == name }
    if !byTarget.isEmpty { return byTarget }
    return packages.filter { $0.name == name }.flatMap(\.targets).filter { $0.productType == .framework }
  }
}
