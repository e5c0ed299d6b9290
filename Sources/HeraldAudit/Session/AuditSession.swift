import HeraldICU
import HeraldSyntax
import HeraldTree

/// One audit run from a request to an outcome — every decision `herald audit` makes, as a library
/// call: configuration discovery, the messages' locale, rule packs, rule selection, component
/// models, string tables, the audit itself, baselines and the exit status.
///
/// The command line, the SwiftPM plugin (through the command line) and tests call it the same
/// way; the caller only renders ``AuditOutcome/report`` and prints the errors and notes.
///
/// ```swift
/// let session = AuditSession(environment: AuditEnvironment(builtInRules: BuiltInRules.all))
/// let outcome = session.run(AuditRequest(inputs: ["Examples"]))
/// for error in outcome.errors { print(error) }
/// exit(outcome.status.rawValue)
/// ```
public struct AuditSession: Sendable {
  /// The built-in rules and the string-table reader.
  public var environment: AuditEnvironment

  /// Creates a session.
  public init(environment: AuditEnvironment) {
    self.environment = environment
  }

  /// Runs the audit `request` asks for.
  ///
  /// Set-up problems (configuration, locale, rule packs, rule ids, component models, string
  /// tables) stop the run before any input is audited, with every such error reported at once
  /// where they are independent. Inputs that cannot be audited do not stop it: the others are
  /// audited and the status is ``AuditOutcome/Status/errors``.
  ///
  /// - Parameters:
  ///   - request: The inputs and choices.
  ///   - progress: Called after each file with the number done and the total, from any thread. The
  ///     count only goes up over the run's apps (each app's files are added to the total when its
  ///     turn comes).
  public func run(_ request: AuditRequest, progress: (@Sendable (Int, Int) -> Void)? = nil) -> AuditOutcome {
    var locale = Catalog.english
    func stop(_ errors: [any LocatedError & Sendable]) -> AuditOutcome {
      AuditOutcome(report: nil, locale: locale, errors: errors, status: .errors)
    }

    if let baseline = request.baseline, let path = request.writeBaseline {
      return stop([
        AuditError.conflictingOptions(
          "--baseline \(baseline) and --write-baseline \(path) cannot be given together: "
            + "--write-baseline records every finding, --baseline hides recorded ones; run them separately")
      ])
    }
    let configuration: AuditConfiguration?
    do {
      configuration = try loadConfiguration(request)
    } catch {
      return stop([error])
    }
    do {
      locale = try messageLocale(request, configuration)
    } catch {
      return stop([error])
    }
    let packs: [RulePack]
    switch loadPacks((configuration?.rulePacks ?? []) + request.rulePacks) {
    case .success(let loaded): packs = loaded
    case .failure(let failure): return stop(failure.errors)
    }
    var selection = configuration?.rules ?? RuleSelection()
    if let only = request.only { selection.only = only.map { (id: $0, location: nil) } }
    let outcome: RuleSelection.Outcome
    do {
      outcome = try selection.apply(builtIn: environment.builtInRules, packs: packs.flatMap { $0.rules as [any Rule] })
    } catch {
      return stop([error])
    }
    let components: ComponentLibrary
    switch loadComponents((configuration?.components ?? []) + request.componentFiles) {
    case .success(let library): components = library
    case .failure(let failure): return stop(failure.errors)
    }
    let strings: Set<String>?
    switch loadStrings((configuration?.strings ?? []) + request.stringTables) {
    case .success(let texts): strings = texts
    case .failure(let failure): return stop(failure.errors)
    }
    let tables = (configuration?.strings ?? []) + request.stringTables
    let units = request.units ?? [AuditUnit(inputs: request.inputs)]
    // Globs, baselines and fingerprints read every path against one folder, however it is typed:
    // the configuration's, else the app's (each app's for fingerprints, so that an app's
    // baseline matches when it is audited with others), else the working directory.
    let roots = Set(units.map(\.root))
    let baseDirectory =
      configuration?.directory ?? (roots.count == 1 ? roots.first ?? nil : nil) ?? request.baseDirectory
    let base = PathBase(baseDirectory)
    var results: [(variant: String?, result: Auditor.FileResult)] = []
    var notes: [String] = []
    var firstAuditor: Auditor?
    var appStrings: AppStrings?
    // Files done in the units before the current one: the count goes up across units.
    var filesBefore = 0
    for unit in units {
      // Each app is judged with its own code and translations, never another app's.
      let code = readSource(request, configuration, unit: unit)
      let app = environment.loadAppStrings?(
        unit.stringTables == nil ? unit.inputs : [], tables + (unit.stringTables ?? []))
      var auditor: Auditor
      do {
        auditor = try Auditor(
          rules: outcome.rules, severities: outcome.severities, suppressions: configuration?.suppressions ?? [],
          notRun: outcome.notRun, locale: locale, components: components, strings: strings,
          platform: request.platform ?? configuration?.platform, builtFor: unit.platform,
          interfaceStyle: unit.interfaceStyle, colors: unit.colors, applicationFiles: unit.applicationFiles, code: code,
          appStrings: app?.strings, base: PathBase(configuration?.directory ?? unit.root ?? request.baseDirectory))
      } catch {
        return stop([error])
      }
      // An app's unit reads its project's whole code: what no code can show is known. Files read
      // as a folder may come with part of an app's code only.
      auditor.judgesReachability = unit.sources != nil && unit.root != nil
      auditor.launchedStoryboards = unit.launchedStoryboards
      firstAuditor = firstAuditor ?? auditor
      appStrings = appStrings ?? app?.strings
      let loaders =
        TreeReader.builtInLoaders
        + (environment.treeLoaders?(
          unit.sources ?? unit.inputs, unit.deployment, unit.platform, app?.strings, unit.assets) ?? [])
      let reported = unit.reportedFiles
      let unitResults = auditor.results(
        paths: unit.inputs, reader: TreeReader(loaders: loaders),
        include: { (configuration?.includes($0) ?? true) && (reported?.contains($0) ?? true) },
        keepTrees: request.keepsTrees, progress: Self.offset(progress, by: filesBefore))
      filesBefore += unitResults.count
      // Shipped languages judged as wholes, on the tables of the unit's app (reported with them).
      let languages = auditor.languageResults().filter { reported?.contains($0.file) ?? true }
      results += (unitResults + languages).map { (unit.variants[$0.file] ?? unit.name, $0) }
      notes += Self.unshownNote(unitResults.flatMap(\.unshownViews), unit: unit)
      notes += Self.unshownScenesNote(unitResults, unit: unit)
      notes += Self.untakenBranchesNote(unitResults, unit: unit)
      notes += Self.emptiedContainersNote(unitResults, unit: unit)
      // A file that does not parse still gives what the parser recovered; say where it failed.
      notes += code.problems.map { "\($0.location): \($0.message)" }
      notes += app?.warnings ?? []
    }
    guard let auditor = firstAuditor else { return stop([TreeError.noInputs(request.inputs)]) }
    // A file built for several platforms (or linked by two apps of the run) was judged once for
    // each: one result, naming the platform (or app) of a finding that not every one gives.
    var report = auditor.report(PlatformVariants.merge(results).sorted { $0.file < $1.file })
    if report.files.isEmpty && report.inputErrors.isEmpty {
      return stop([TreeError.noInputs(request.inputs)])
    }
    // Suppressions written in the source next to the code (`// herald:disable:next rule — why`).
    notes += InlineSuppressions.apply(to: &report, narrowed: request.only != nil)
    if let files = request.reportedFiles { notes += Self.keep(files, in: &report, base: base) }
    var result = AuditOutcome(report: report, locale: locale, status: .passed)
    let unmatched = UnmatchedEntries(
      base: base, inputs: request.reportedFiles ?? (request.inputs.isEmpty ? ["."] : request.inputs),
      files: report.files,
      ran: Set(report.rules.map(\.id)))
    result.components = components
    result.appStrings = appStrings
    result.notes += notes
    if let path = request.writeBaseline, !report.inputErrors.isEmpty {
      result.errors.append(
        AuditError.unwritable(
          path: path,
          reason:
            "the baseline was not written because \(Catalog.count(report.inputErrors.count, .files)) could not be audited; "
            + "their findings would be missing from it. Fix them and run again"))
      result.status = .errors
      return result
    } else if let path = request.writeBaseline {
      do {
        try Baseline(findings: report.findings, baseDirectory: baseDirectory).write(to: path)
      } catch {
        result.errors.append(error)
        result.status = .errors
        return result
      }
      result.notes.append(
        "recorded \(Catalog.count(report.activeFindings.count, .findings)) in the baseline \(path)")
    } else if let path = request.baseline ?? configuration?.baseline {
      do {
        try Baseline.read(path: path).apply(to: &report, baselinePath: path, covers: unmatched.covers)
      } catch {
        result.errors.append(error)
        result.status = .errors
        return result
      }
      result.report = report
      result.baseline = path
      result.notes += unmatched.warnings(unmatched: report.unmatchedBaseline, baseline: path)
    }
    result.notes += unmatched.warnings(
      suppressions: configuration?.suppressions ?? [], findings: report.findings, narrowed: request.only != nil)

    if !report.inputErrors.isEmpty {
      result.status = .errors
    } else if request.writeBaseline == nil,
      let severity = (request.failOn ?? configuration?.failOn ?? .error).severity,
      report.hasViolations(atOrAbove: severity)
    {
      result.status = .failed
    }
    return result
  }

  /// The app's code: the unit's source files (its project's) with the folders the request and
  /// configuration name, else those folders, else the source files under the unit's inputs;
  /// empty when the request turns source off or the environment reads none.
  private func readSource(
    _ request: AuditRequest, _ configuration: AuditConfiguration?, unit: AuditUnit
  ) -> CodeIndex {
    guard request.readsSource, let indexSource = environment.indexSource else { return CodeIndex() }
    let named = request.sources + (configuration?.source ?? [])
    if let sources = unit.sources { return indexSource(sources + named) }
    return indexSource(named.isEmpty ? unit.inputs : named)
  }

  private func loadConfiguration(_ request: AuditRequest) throws(AuditError) -> AuditConfiguration? {
    guard let path = request.configurationPath ?? AuditConfiguration.find(from: request.inputs) else { return nil }
    return try AuditConfiguration.load(path: path)
  }

  private func messageLocale(
    _ request: AuditRequest, _ configuration: AuditConfiguration?
  ) throws(AuditError) -> LanguageTag {
    let (text, source) =
      request.locale.map { ($0, "--locale") }
      ?? configuration?.locale.map { ($0, "locale in \(configuration?.file ?? AuditConfiguration.fileName)") }
      ?? ("en", "--locale")
    do {
      return try LanguageTag(text)
    } catch {
      throw .invalidLocale(text, source: source, reason: error.description)
    }
  }

  private func loadPacks(_ paths: [String]) -> Result<[RulePack], LoadFailure> {
    var packs: [RulePack] = []
    var errors: [any LocatedError & Sendable] = []
    for path in paths {
      do {
        packs.append(try RulePack.load(path: path))
      } catch {
        errors.append(error)
      }
    }
    return errors.isEmpty ? .success(packs) : .failure(LoadFailure(errors: errors))
  }

  private func loadComponents(_ paths: [String]) -> Result<ComponentLibrary, LoadFailure> {
    var library = ComponentLibrary.builtIn
    var errors: [any LocatedError & Sendable] = []
    for path in paths {
      do {
        library.add(try ComponentModelLoader.load(path: path))
      } catch {
        errors.append(error)
      }
    }
    return errors.isEmpty ? .success(library) : .failure(LoadFailure(errors: errors))
  }

  private func loadStrings(_ paths: [String]) -> Result<Set<String>?, LoadFailure> {
    guard !paths.isEmpty else { return .success(nil) }
    guard let load = environment.loadStringTables else {
      return .failure(LoadFailure(errors: [AuditError.noStringTableReader(paths)]))
    }
    return load(paths).map { $0 }
  }

  /// The note naming the SwiftUI views of `unit` that no code of its targets shows: not judged,
  /// and said so, since a finding there would be no user's and silence would pass them as checked.
  static func unshownNote(_ views: [String], unit: AuditUnit) -> [String] {
    guard !views.isEmpty else { return [] }
    let names = Array(Set(views)).sorted()
    let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
    let part = [unit.root ?? unit.name, unit.platform.map { "for \($0.rawValue)" }].compactMap { $0 }
    let count = names.count == 1 ? "1 SwiftUI view no code shows is" : "\(names.count) SwiftUI views no code shows are"
    return [
      "\(part.joined(separator: " ")): \(count) not judged (\(shown)): "
        + "only comments, previews, themselves or views no code shows name them; `herald tree FILE` reads one"
    ]
  }

  /// The note naming the containers of `unit` whose code removes the views Interface Builder put
  /// in them: those views are not judged, and said so.
  static func emptiedContainersNote(_ results: [Auditor.FileResult], unit: AuditUnit) -> [String] {
    let files = results.filter { !$0.emptiedContainers.isEmpty }
    guard !files.isEmpty else { return [] }
    let count = files.reduce(0) { $0 + $1.emptiedContainers.count }
    let listed = files.prefix(3).map { "\($0.file): \($0.emptiedContainers.prefix(2).joined(separator: ", "))" }
    let more = files.count > 3 || files.contains { $0.emptiedContainers.count > 2 } ? "; …" : ""
    let what = count == 1 ? "1 container's views are" : "\(count) containers' views are"
    return [
      "\(unit.root ?? unit.name ?? "the inputs"): \(what) not judged (\(listed.joined(separator: "; "))\(more)): "
        + "the app's code removes every view the file put in them and adds its own at run time"
    ]
  }

  /// The notes naming the storyboard scenes of `unit` nothing shows and its nibs nothing loads, by
  /// file: not judged, and said so, since a finding there would be no user's.
  static func unshownScenesNote(_ results: [Auditor.FileResult], unit: AuditUnit) -> [String] {
    let files = results.filter { !$0.unshownScenes.isEmpty && !$0.file.hasSuffix(".xib") }
    let nibs = results.filter { !$0.unshownScenes.isEmpty && $0.file.hasSuffix(".xib") }
    return storyboardNote(files, unit: unit) + nibNote(nibs, unit: unit)
  }

  /// The note naming the nibs of `unit` nothing loads (``NibReachability``).
  private static func nibNote(_ nibs: [Auditor.FileResult], unit: AuditUnit) -> [String] {
    guard !nibs.isEmpty else { return [] }
    let listed = nibs.prefix(5).map(\.file).joined(separator: ", ") + (nibs.count > 5 ? ", …" : "")
    let what = nibs.count == 1 ? "1 nib nothing loads is" : "\(nibs.count) nibs nothing loads are"
    return [
      "\(unit.root ?? unit.name ?? "the inputs"): \(what) not judged (\(listed)): "
        + "the app's code writes no such nib name, and makes, names or subclasses none of their classes, "
        + "which no other Interface Builder file places; `herald tree FILE` reads one"
    ]
  }

  private static func storyboardNote(_ files: [Auditor.FileResult], unit: AuditUnit) -> [String] {
    guard !files.isEmpty else { return [] }
    let count = files.reduce(0) { $0 + $1.unshownScenes.count }
    let listed = files.prefix(3).map { file in
      let names = file.unshownScenes.prefix(3).joined(separator: ", ") + (file.unshownScenes.count > 3 ? ", …" : "")
      return "\(file.file): \(names)"
    }
    let more = files.count > 3 ? "; …" : ""
    let what = count == 1 ? "1 storyboard scene nothing shows is" : "\(count) storyboard scenes nothing shows are"
    return [
      "\(unit.root ?? unit.name ?? "the inputs"): \(what) not judged (\(listed.joined(separator: "; "))\(more)): "
        + "no initial controller the app loads, no storyboard identifier or segue identifier its code names, "
        + "and no segue from a shown scene reaches them; `herald tree FILE` reads one"
    ]
  }

  /// Keeps in `report` only the findings, files and input errors of `files` (``AuditRequest/reportedFiles``)
  /// and says how many input errors of other files were left out.
  static func keep(_ files: [String], in report: inout AuditReport, base: PathBase) -> [String] {
    let wanted = Set(files.map(base.absolute))
    func isWanted(_ path: String) -> Bool { wanted.contains(base.absolute(path)) }
    report.findings = report.findings.filter { finding in
      isWanted(finding.location.source.file) || finding.related.contains { isWanted($0.location.file) }
    }
    report.files = report.files.filter(isWanted)
    let errors = report.inputErrors.filter { isWanted($0.path) }
    let others = report.inputErrors.count - errors.count
    report.inputErrors = errors
    report.recountSummaries()
    guard others > 0 else { return [] }
    return ["\(Catalog.count(others, .files)) not among the reported files could not be read; a whole run reports them"]
  }

  /// `progress` with `offset` files added to both counts, for a unit after `offset` files.
  static func offset(_ progress: (@Sendable (Int, Int) -> Void)?, by offset: Int) -> (@Sendable (Int, Int) -> Void)? {
    guard let progress else { return nil }
    return { done, total in progress(offset + done, offset + total) }
  }
}
