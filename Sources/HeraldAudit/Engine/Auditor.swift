import Foundation
import HeraldAnnouncer
import HeraldICU
import HeraldSyntax
import HeraldTree

/// Runs rules over control trees and collects the findings.
///
/// The auditor prepares each scene once (component expansion, reading order, what a screen
/// reader says; see ``AuditScene``), asks every rule about every element, localizes the messages
/// and applies the configured severities and suppressions. It never prints: the CLI reports.
///
/// ```swift
/// let auditor = try Auditor(rules: BuiltInRules.all.map { $0.init(options: try RuleOptions($0.description)) })
/// let report = auditor.audit(paths: ["Examples"])
/// for finding in report.activeFindings { print(finding.location.source, finding.message) }
/// ```
///
/// - Complexity: O(rules × elements) per scene; files are audited in parallel on all cores.
public struct Auditor: Sendable {
  /// The rules that run, in order.
  public let rules: [any Rule]
  /// Severities that replace the rules' defaults, by rule id.
  public let severities: [String: Severity]
  /// Configured suppressions.
  public let suppressions: [SuppressionRule]
  /// Summaries of rules that do not run, passed through to the report.
  public let notRun: [RuleSummary]
  /// The locale of the messages.
  public let locale: LanguageTag
  /// Expands custom controls and says what a screen reader visits.
  public let announcer: Announcer
  /// The app's source texts, when given.
  public let strings: Set<String>?
  /// The platform every input is audited as, instead of the one it declares (configuration).
  public let platform: Platform?
  /// The platform the app's project builds the inputs for: it replaces the platform Herald
  /// assumes for a file that does not say its own (a SwiftUI view), never a declared one.
  public let builtFor: Platform?
  /// The appearance the app's project forces (``AuditUnit/interfaceStyle``); `nil` when it
  /// follows the system's.
  public let interfaceStyle: InterfaceStyle?
  /// The colors the app's project defines (``AuditUnit/colors``).
  public let colors: AppColors
  /// The files only applications build (``AuditUnit/applicationFiles``).
  public let applicationFiles: Set<String>
  /// The app's code, when its source was read: the evidence for custom classes and outlets.
  public let code: CodeIndex
  /// The app's own translations, when they were looked for: what the localization rules check.
  public let appStrings: AppStrings?
  /// The folder that fingerprints and suppressions' file patterns read findings' paths against
  /// (``PathBase``); `nil` reads them as the audit named them.
  public let base: PathBase?
  /// Whether the auditor reads the whole app's code, as its project builds it: then storyboard
  /// scenes nothing shows and nibs nothing loads are not judged (``StoryboardReachability``,
  /// ``NibReachability``). Off for files and folders
  /// read without a project, whose code may be partial.
  public var judgesReachability = false
  /// The storyboards the system loads by name for the app (``AuditUnit/launchedStoryboards``).
  public var launchedStoryboards: Set<String>?

  /// Creates an auditor.
  ///
  /// - Parameters:
  ///   - rules: The rules to run.
  ///   - severities: Configured severities by rule id.
  ///   - suppressions: Configured suppressions.
  ///   - notRun: Summaries of the rules that will not run (from ``RuleSelection``).
  ///   - locale: The locale of the messages.
  ///   - components: The component models of custom controls.
  ///   - strings: The app's source texts, for rules that compare labels with the string table.
  ///   - platform: The platform to audit every input as, instead of the one it declares.
  ///   - builtFor: The platform the project builds the inputs for (``builtFor``).
  ///   - interfaceStyle: The appearance the project forces (``interfaceStyle``).
  ///   - colors: The colors the project defines (``colors``).
  ///   - applicationFiles: The files only applications build (``applicationFiles``).
  ///   - code: The app's code (``CodeIndex``), when its source was read.
  ///   - appStrings: The app's translations, when they were looked for.
  ///   - base: The folder findings' paths are fingerprinted and matched against (the
  ///     configuration's); `nil` takes them as the audit named them.
  /// - Throws: ``AnnouncerError`` when Herald's catalog lacks a word of the English announcer.
  public init(
    rules: [any Rule], severities: [String: Severity] = [:], suppressions: [SuppressionRule] = [],
    notRun: [RuleSummary] = [], locale: LanguageTag = Catalog.english, components: ComponentLibrary = .builtIn,
    strings: Set<String>? = nil, platform: Platform? = nil, builtFor: Platform? = nil,
    interfaceStyle: InterfaceStyle? = nil, colors: AppColors = AppColors(), applicationFiles: Set<String> = [],
    code: CodeIndex = CodeIndex(),
    appStrings: AppStrings? = nil, base: PathBase? = nil
  ) throws(AnnouncerError) {
    self.appStrings = appStrings
    self.base = base
    self.rules = rules
    self.severities = severities
    self.suppressions = suppressions
    self.notRun = notRun
    self.locale = locale
    // Rules judge what the app says in its development language; messages follow `locale`.
    announcer = try Announcer(locale: Catalog.english, components: components)
    self.strings = strings
    self.platform = platform
    self.builtFor = builtFor
    self.interfaceStyle = interfaceStyle
    self.colors = colors
    self.applicationFiles = applicationFiles
    self.code = code
  }

  /// Audits one tree, except its scenes whose ids are in `unshownScenes` (storyboard scenes
  /// nothing shows, ``StoryboardReachability``, and nibs nothing loads, ``NibReachability``),
  /// which are named in the result instead.
  public func audit(_ tree: ControlTree, unshownScenes: Set<String> = []) -> FileResult {
    var tree = tree
    tree.platform = platform(of: tree)
    var result = FileResult(
      file: tree.file, findings: [], counts: Array(repeating: RuleCounts(), count: rules.count),
      errors: Self.partlyRead(tree))
    for written in tree.scenes {
      if Self.isUnshown(written) {
        result.unshownViews.append(written.name)
        continue
      }
      if unshownScenes.contains(written.id) {
        result.unshownScenes.append(written.displayName)
        continue
      }
      let scene = shown(written, of: tree)
      guard SceneStates.hasAlternatives(scene.root) else {
        audit(scene, of: tree, into: &result)
        continue
      }
      // Each state on its own, so that branches that never show together are never judged together.
      let coverage = SceneStates.coverage(of: scene.root)
      let states = coverage.states
      if !coverage.untaken.isEmpty {
        result.untakenBranches.append((scene.displayName, coverage.untaken.map(\.condition)))
      }
      let results = states.map { state in
        var projected = scene
        projected.root = SceneStates.select(state, in: scene.root)
        var stateResult = FileResult(
          file: tree.file, findings: [], counts: Array(repeating: RuleCounts(), count: rules.count), errors: [])
        audit(projected, of: tree, into: &stateResult)
        return stateResult
      }
      let merged = StateVariants.merge(results, states: states, root: scene.root)
      result.findings += merged.findings
      for (index, counts) in merged.counts.enumerated() {
        result.counts[index].passes += counts.passes
        result.counts[index].applicable += counts.applicable
      }
      result.errors += merged.errors
      for stateResult in results { result.readings.merge(stateResult.readings) }
      for warning in merged.messageWarnings where !result.messageWarnings.contains(warning) {
        result.messageWarnings.append(warning)
      }
    }
    return result
  }

  /// Prepares one scene (or one state's tree of it) and audits it into `result`.
  private func audit(_ scene: Scene, of tree: ControlTree, into result: inout FileResult) {
    let prepared: AuditScene
    do {
      prepared = try AuditScene(
        scene, of: tree, announcer: announcer, strings: strings, code: code, appStrings: appStrings,
        interfaceStyle: interfaceStyle, colors: colors, runsInApplication: applicationFiles.contains(tree.file))
    } catch {
      result.errors.append(InputError(input: tree.file, error))
      return
    }
    audit(prepared, into: &result)
  }

  /// A SwiftUI `scene` with the texts the app shows in its development language: a key
  /// (`Text("OpenDescription")`, `.help("Open.help")`) reads as the development table's value, as
  /// SwiftUI shows it; the keys stay on the elements for the localization rules. Interface Builder
  /// files show their own text (a development-language table that overrides it is not applied yet).
  /// Done once per scene, before its states are told apart. Texts the reader joins (a button's
  /// label of two `Text`s) keep their keys: the joined text records none.
  private func shown(_ scene: Scene, of tree: ControlTree) -> Scene {
    guard let appStrings, tree.format == .swiftUI else { return scene }
    return TreeLocalizer(strings: appStrings).localized(scene, of: tree, to: appStrings.developmentLocale)
  }

  /// Audits one prepared scene.
  public func audit(_ scene: AuditScene) -> FileResult {
    var result = FileResult(
      file: scene.file, findings: [], counts: Array(repeating: RuleCounts(), count: rules.count), errors: [])
    audit(scene, into: &result)
    return result
  }

  private func audit(_ scene: AuditScene, into result: inout FileResult) {
    // Content linked from another file (a class's nib) is judged where it is defined, once: here
    // it only informs the judgement of the elements around it.
    let all = scene.nodes
    var skipped = [Bool](repeating: false, count: all.count)
    for node in all where node.element.contentSource != nil {
      for index in node.descendantIndices { skipped[index] = true }
    }
    // What a container holds when its code removes every view the file put in it is made at run
    // time: the file's views there are never shown, and are named instead of judged.
    for (container, use) in scene.emptiedContainers() {
      for index in container.descendantIndices { skipped[index] = true }
      result.emptiedContainers.append("\(container.element.readableName) (\(use.location))")
    }
    let nodes = all.filter { !skipped[$0.index] }
    result.readings.add(scene)
    for (ruleIndex, rule) in rules.enumerated() {
      for node in nodes where rule.applies(to: node) {
        result.counts[ruleIndex].applicable += 1
        switch rule.check(node) {
        case .pass:
          result.counts[ruleIndex].passes += 1
        case .violation(let message, let related):
          var found = finding(rule, .violation, message, node, &result.messageWarnings)
          found.related = related.map { FindingNote(location: $0.location, message: $0.text(locale: locale)) }
          result.findings.append(found)
        case .needsReview(let message, let missing, let related):
          var found = finding(rule, .needsReview, message, node, &result.messageWarnings)
          found.missingEvidence = (missing, missing.text(locale: locale))
          found.related = related.map { FindingNote(location: $0.location, message: $0.text(locale: locale)) }
          result.findings.append(found)
        }
      }
    }
  }

  private func finding(
    _ rule: any Rule, _ kind: Finding.Kind, _ message: RuleMessage, _ node: AuditNode,
    _ warnings: inout [CatalogWarning]
  ) -> Finding {
    let location = node.findingLocation
    // A SwiftUI id numbers all siblings (`Stars/0/3`); the role path (`view/button[1]`) only those
    // of its role, so baselines keep matching after unrelated edits above the element.
    let identity = node.scene.format == .swiftUI ? node.path : location.elementID
    return finding(rule, kind, message, at: location, identity: identity, &warnings)
  }

  private func finding(
    _ rule: any Rule, _ kind: Finding.Kind, _ message: RuleMessage, at location: FindingLocation,
    identity: String? = nil, _ warnings: inout [CatalogWarning]
  ) -> Finding {
    let description = rule.description
    let localized = rule.localize(message, locale: locale)
    for warning in localized.warnings where !warnings.contains(warning) { warnings.append(warning) }
    var finding = Finding(
      ruleID: description.id, kind: kind,
      severity: severities[description.id] ?? description.impact.defaultSeverity, impact: description.impact,
      message: localized.text, messageKey: message.key, location: location,
      fingerprint: Fingerprint.make(
        ruleID: description.id, file: base?.relative(location.source.file) ?? location.source.file,
        sceneID: location.sceneID, elementID: identity ?? location.elementID, messageKey: message.key))
    finding.messageLocale = localized.locale
    finding.arguments = message.arguments
    if let entry = suppressions.first(where: { $0.matches(finding, base: base) }) {
      finding.suppression = Suppression(kind: .configuration, reason: entry.reason)
    }
    return finding
  }

  /// Loads and audits every file that `paths` stand for, on all cores. Views of a custom class
  /// whose nib is among the loaded files are filled from it first (``NibLibrary``).
  ///
  /// - Parameters:
  ///   - paths: Files and directories (searched as ``TreeReader/load(paths:)`` does).
  ///   - reader: The loaders.
  ///   - include: Whether to audit a discovered file (the configuration's include/exclude globs).
  ///   - keepTrees: Whether the report keeps the audited trees (``AuditReport/trees``).
  ///   - progress: Called after each file with the number done and the total, from any thread.
  /// - Returns: The report; files that fail to load are ``AuditReport/inputErrors``.
  public func audit(
    paths: [String], reader: TreeReader = TreeReader(), include: @Sendable (String) -> Bool = { _ in true },
    keepTrees: Bool = false, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> AuditReport {
    report(results(paths: paths, reader: reader, include: include, keepTrees: keepTrees, progress: progress))
  }

  /// Loads and audits every file that `paths` stand for, on all cores, into one result per file,
  /// to be merged by ``report(_:)`` (with the results of other apps audited by other auditors).
  ///
  /// - Parameters: as ``audit(paths:reader:include:keepTrees:progress:)``.
  /// - Returns: The result of each loaded file that `include` accepts, in path order.
  public func results(
    paths: [String], reader: TreeReader = TreeReader(), include: @Sendable (String) -> Bool = { _ in true },
    keepTrees: Bool = false, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> [FileResult] {
    let all = reader.load(paths: paths)
    // Nibs define the content of custom classes wherever they are placed, even in files the
    // configuration leaves out of the audit.
    let trees = all.compactMap { try? $0.outcome.get() }
    let nibs = NibLibrary(trees: trees)
    // Views of classes whose code sets accessibility in literals get it, as VoiceOver would.
    let code = CodeLinking(index: self.code)
    let loaded = all.filter { include($0.path) }
    let unshown = unshownScenes(trees, failed: all.filter { (try? $0.outcome.get()) == nil }.map(\.path))
    let box = ConcurrentResults<FileResult>(count: loaded.count)
    DispatchQueue.concurrentPerform(iterations: loaded.count) { index in
      let input = loaded[index]
      let result: FileResult
      switch input.outcome {
      case .success(let tree):
        var linked = code.linking(nibs.linking(tree), components: announcer.expander.library)
        var audited = audit(linked, unshownScenes: unshown[linked.file] ?? [])
        if keepTrees {
          linked.platform = platform(of: linked)
          audited.tree = linked
        }
        result = audited
      case .failure(let error):
        result = FileResult(
          file: input.path, findings: [], counts: Array(repeating: RuleCounts(), count: rules.count),
          errors: [InputError(input: input.path, error)])
      }
      let done = box.set(index, result)
      progress?(done, loaded.count)
    }
    return box.values
  }

  /// The findings of the rules that judge shipped languages as wholes
  /// (``LanguageCoverageRule``) on the app's translations, one result per table file they are
  /// placed on.
  public func languageResults() -> [FileResult] {
    guard let strings = appStrings else { return [] }
    var results: [String: FileResult] = [:]
    for coverage in strings.coverage() {
      guard let table = coverage.table else { continue }
      for (ruleIndex, rule) in rules.enumerated() {
        guard let judge = rule as? any LanguageCoverageRule, let outcome = judge.check(coverage) else { continue }
        var result =
          results[table]
          ?? FileResult(
            file: table, findings: [], counts: Array(repeating: RuleCounts(), count: rules.count), errors: [])
        result.counts[ruleIndex].applicable += 1
        let location = FindingLocation(
          source: SourceLocation(file: table, line: 1, column: 1), sceneID: "", sceneName: coverage.locale,
          elementID: "language:\(coverage.locale)", elementPath: coverage.locale, input: table)
        switch outcome {
        case .pass: result.counts[ruleIndex].passes += 1
        case .violation(let message, _):
          result.findings.append(finding(rule, .violation, message, at: location, &result.messageWarnings))
        case .needsReview(let message, _, _):
          result.findings.append(finding(rule, .needsReview, message, at: location, &result.messageWarnings))
        }
        results[table] = result
      }
    }
    return results.keys.sorted().compactMap { results[$0] }
  }

  /// Merges per-file results into a report.
  public func report(_ results: [FileResult]) -> AuditReport {
    var totals = Array(repeating: RuleCounts(), count: rules.count)
    var findings: [Finding] = []
    var errors: [InputError] = []
    var warnings: [CatalogWarning] = []
    var readings = SharedViewClaims.Readings()
    for result in results {
      findings += result.findings
      readings.merge(result.readings)
      errors += result.errors
      for warning in result.messageWarnings where !warnings.contains(warning) { warnings.append(warning) }
      for index in totals.indices {
        totals[index].passes += result.counts[index].passes
        totals[index].applicable += result.counts[index].applicable
      }
    }
    findings.sort { ($0.location.source, $0.ruleID) < ($1.location.source, $1.ruleID) }
    findings = SharedViewClaims.distinct(SharedViewClaims.decided(findings, readings))
    // One pass over the findings: (violations, needs review, suppressed) by rule.
    var tallies: [String: (violations: Int, needsReview: Int, suppressed: Int)] = [:]
    for finding in findings {
      var tally = tallies[finding.ruleID] ?? (0, 0, 0)
      if !finding.isActive {
        tally.suppressed += 1
      } else if finding.kind == .violation {
        tally.violations += 1
      } else {
        tally.needsReview += 1
      }
      tallies[finding.ruleID] = tally
    }
    var summaries = notRun
    for (index, rule) in rules.enumerated() {
      let tally = tallies[rule.id] ?? (0, 0, 0)
      summaries.append(
        RuleSummary(
          ruleID: rule.id, status: totals[index].applicable == 0 ? .inapplicable : .ran,
          passes: totals[index].passes, violations: tally.violations, needsReview: tally.needsReview,
          suppressed: tally.suppressed))
    }
    summaries.sort { $0.ruleID < $1.ruleID }
    var report = AuditReport(
      files: results.map(\.file), rules: rules.map(\.description), findings: findings, summaries: summaries,
      inputErrors: errors, messageWarnings: warnings)
    report.trees = results.compactMap(\.tree)
    return report
  }
}
