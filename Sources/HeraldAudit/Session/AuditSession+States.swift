import HeraldTree

extension AuditSession {
  /// The note naming the branches of `unit`'s SwiftUI scenes that no state judged: the states
  /// stop at ``SceneStates/maximumStates``, or when one more would take no new branch
  /// (``Auditor/FileResult/untakenBranches``): what they hold is unknown, not absent.
  static func untakenBranchesNote(_ results: [Auditor.FileResult], unit: AuditUnit) -> [String] {
    let scenes = results.flatMap(\.untakenBranches)
    guard !scenes.isEmpty else { return [] }
    let branches = scenes.reduce(0) { $0 + $1.conditions.count }
    let listed =
      scenes.prefix(3).map { scene in
        let conditions = scene.conditions.prefix(2).joined(separator: ", ") + (scene.conditions.count > 2 ? ", …" : "")
        return "\(scene.scene): \(conditions)"
      }.joined(separator: "; ") + (scenes.count > 3 ? "; …" : "")
    let what = branches == 1 ? "1 branch" : "\(branches) branches"
    let inScenes = scenes.count == 1 ? "1 SwiftUI scene" : "\(scenes.count) SwiftUI scenes"
    return [
      "\(unit.root ?? unit.name ?? "the inputs"): \(what) of \(inScenes) are judged in no state "
        + "(\(listed)): the states Herald judges (at most \(SceneStates.maximumStates) a scene) do not reach them; "
        + "`herald tree --states FILE` lists them"
    ]
  }
}
