import Foundation
import HeraldAnnouncer
import HeraldICU
import HeraldSyntax
import HeraldTree

extension Auditor {
  /// What auditing one file produced.
  public struct FileResult: Sendable {
    /// The file.
    public var file: String
    /// Its findings.
    public var findings: [Finding]
    /// Per-rule counts, in the order of ``Auditor/rules``.
    public var counts: [RuleCounts]
    /// Scenes that could not be audited.
    public var errors: [InputError]
    /// Rule messages written in another locale than the requested one, each once.
    public var messageWarnings: [CatalogWarning] = []
    /// The tree as audited, when the caller asked to keep it.
    public var tree: ControlTree?
    /// The SwiftUI views of the file no code of its target shows: not judged (``isUnshown(_:)``).
    public var unshownViews: [String] = []
    /// The storyboard scenes of the file nothing shows: not judged (``StoryboardReachability``).
    public var unshownScenes: [String] = []
    /// The containers whose code removes the views the file put in them, each with where
    /// (`stackView (TipBoxVC.swift:99:9)`): their views are not judged (``AuditScene/emptiedContainers()``).
    public var emptiedContainers: [String] = []
    /// The scenes with branches no state takes (``SceneStates/coverage(of:)`` stops at
    /// ``SceneStates/maximumStates``): each scene's name with the conditions of those branches.
    /// Their elements are not judged.
    public var untakenBranches: [(scene: String, conditions: [String])] = []
    /// What the scenes read that bears on claims about shared views (``SharedViewClaims``).
    var readings = SharedViewClaims.Readings()
  }

  /// How one rule fared on one file.
  public struct RuleCounts: Sendable, Hashable {
    /// Elements that passed.
    public var passes = 0
    /// Elements the rule applied to.
    public var applicable = 0
  }
}
