import HeraldAnnouncer
import HeraldAudit
import HeraldICU
import HeraldSyntax
import HeraldTree

/// Makes a ``VisualReport`` from an audit whose trees were kept (``AuditRequest/keepsTrees``):
/// every scene placed on a canvas, read by one announcer per locale, with the findings about its
/// elements.
///
/// ```swift
/// var request = AuditRequest(inputs: ["Examples"])
/// request.keepsTrees = true
/// let outcome = AuditSession(environment: environment).run(request)
/// let builder = ReportBuilder(announcer: try Announcer(locale: LanguageTag("en")))
/// let visual = builder.build(outcome.report!, toolVersion: "0.9.0")
/// let html = HTMLReport(visual).render()
/// ```
public struct ReportBuilder: Sendable {
  /// Speaks an utterance in a locale as WAV bytes, or returns `nil` (no audio).
  public typealias Speaker = @Sendable (Utterance, LanguageTag) -> [UInt8]?

  /// One announcer per locale, the findings' locale first (never empty).
  public let announcers: [Announcer]
  /// Speaks each utterance when the report carries audio (`--speak`).
  public var speaker: Speaker?
  /// Puts each scene into the app's language for each locale's reading, when the app's
  /// translations were found; the findings are about the development language's tree.
  public var localizer: TreeLocalizer?

  /// Creates a builder.
  ///
  /// - Parameters:
  ///   - announcer: The announcer of the locale the findings are written in; its expansion of
  ///     custom controls is the one drawn.
  ///   - others: Announcers of further locales (same profile and component models).
  ///   - speaker: Speaks each utterance, when the report carries audio.
  ///   - localizer: Puts the app's texts into each locale, when its translations were found.
  public init(
    announcer: Announcer, others: [Announcer] = [], speaker: Speaker? = nil, localizer: TreeLocalizer? = nil
  ) {
    announcers = [announcer] + others
    self.speaker = speaker
    self.localizer = localizer
  }

  /// Builds the report.
  ///
  /// Findings about elements of no drawn scene (a view judged in another screen) stay in the
  /// report: ``VisualReport/unplacedFindings`` lists them. Scenes a component model fails for
  /// are input errors, as in `herald announce`.
  ///
  /// - Parameters:
  ///   - report: The audit, with its trees.
  ///   - hasBaseline: Whether the audit compared findings with a baseline.
  ///   - toolVersion: Herald's version, for the footer.
  public func build(_ report: AuditReport, hasBaseline: Bool = false, toolVersion: String) -> VisualReport {
    // Scene ids are unique within a file only: findings are placed by input file and scene.
    var byScene: [SceneKey: [Int]] = [:]
    for (index, finding) in report.findings.enumerated() {
      byScene[SceneKey(input: finding.location.input, scene: finding.location.sceneID), default: []].append(index)
    }
    var placed = Set<Int>()
    var errors = report.inputErrors
    var files: [FileSection] = []
    var seen = Set<String>()
    // A file named twice (a folder and a file in it) is audited twice; it is drawn once.
    for tree in report.trees where seen.insert(tree.file).inserted {
      var scenes: [SceneSection] = []
      for scene in tree.scenes {
        do {
          let candidates = byScene[SceneKey(input: tree.file, scene: scene.id)] ?? []
          let section = try self.scene(scene, of: tree, findings: report.findings, candidates: candidates)
          placed.formUnion(section.indices)
          scenes.append(section.scene)
        } catch {
          errors.append(InputError(input: tree.file, error))
        }
      }
      files.append(FileSection(path: tree.file, scenes: scenes))
    }
    var visual = VisualReport(
      locales: announcers.map(\.locale), profile: announcers[0].profile.name, files: SceneOrder.sorted(files),
      inputErrors: errors, rules: report.rules, hasBaseline: hasBaseline, toolVersion: toolVersion)
    visual.unplacedFindings = report.findings.indices.filter { !placed.contains($0) }.map { report.findings[$0] }
    return visual
  }

  /// A scene of one input file.
  private struct SceneKey: Hashable {
    var input: String?
    var scene: String
  }

  private func scene(
    _ scene: Scene, of tree: ControlTree, findings: [Finding], candidates: [Int]
  ) throws(AnnouncerError) -> (scene: SceneSection, indices: [Int]) {
    let prepared = try AuditScene(scene, of: tree, announcer: announcers[0])
    var nodes: [String: AuditNode] = [:]
    for node in prepared.nodes where nodes[node.element.id] == nil { nodes[node.element.id] = node }
    let canvas = SceneCanvas(root: prepared.expanded.root)
    var readings: [SceneReading] = []
    for language in announcers {
      // VoiceOver reads a macOS screen with its macOS words.
      let announcer = language.reading(scene.platform ?? tree.platform)
      // A right-to-left locale reads a laid-out screen as iOS shows it for that locale: mirrored
      // (a dump of a running app already is as shown).
      let laidOut = !tree.format.recordsDisplayedFrames
      // The app's own texts in the locale, as the app shows them there.
      let shown = localizer?.localized(scene, of: tree, to: announcer.locale.identifier) ?? scene
      let expanded = try announcer.expander(for: shown).expand(shown.root).root
      let root = announcer.displayed(expanded, mirrorsLayout: laidOut)
      let localCanvas = shown == scene ? canvas : SceneCanvas(root: expanded)
      let mirrored = announcer.locale.isRightToLeft && (laidOut || localCanvas.mode == .outline)
      let stops = announcer.utterances(in: root).enumerated().map { offset, utterance in
        let node = nodes[utterance.elementID]
        let traits = node?.spoken?.traits ?? []
        let actionable =
          utterance.role.isControl || !traits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey])
        return FocusStop(
          number: offset + 1, utterance: utterance, path: node?.path ?? utterance.elementID, isActionable: actionable,
          audio: speaker?(utterance, announcer.locale))
      }
      readings.append(
        SceneReading(locale: announcer.locale, canvas: mirrored ? localCanvas.mirrored() : localCanvas, stops: stops))
    }
    let mine = candidates.filter { nodes[findings[$0].location.elementID] != nil }
    let section = SceneSection(
      id: scene.id, name: scene.displayName, location: scene.location, platform: scene.platform ?? tree.platform,
      unit: tree.unit,
      canvas: canvas, readings: readings, findings: mine.map { findings[$0] })
    return (section, mine)
  }
}
