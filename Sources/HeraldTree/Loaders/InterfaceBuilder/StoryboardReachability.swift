/// Which controllers of an app's storyboards some running code can show, read from the
/// storyboards' flows (``StoryboardFlow``), the app's code and the storyboards its Info.plist
/// names. A controller is shown when:
///
/// - it is the initial controller of a storyboard the system loads (the Info.plist's main, scene,
///   extension or launch storyboard) or the code names (`UIStoryboard(name: "Settings", …)`);
/// - the code names its storyboard identifier (`instantiateViewController(withIdentifier:)`);
/// - a shown controller reaches it by a relationship, an embedding, a segue a control, cell, bar
///   item or gesture triggers, or a segue of its own whose identifier the code names
///   (`performSegue(withIdentifier:sender:)`), directly or through a storyboard reference.
///
/// "Names" is ``StoryboardNames/mayName(_:_:typeNames:runs:)``: the code writes the string where
/// it may reach that lookup, builds that kind of name in a way Herald does not follow, or the name
/// is a type's. A string counts only in code that may run: a controller class of the storyboards
/// that no code makes, names, subclasses or writes the name of runs only when one of its scenes is
/// shown, so the names its code writes count only then (DuckDuckGo's onboarding page whose only
/// lookup is in a page nothing shows). Anything else the code might look up counts as looked up: a
/// controller is left out only when nothing could show it.
///
/// ```swift
/// let unshown = StoryboardReachability.unshown(flows, code: index, launched: ["Main"])
/// unshown["Base.lproj/Main.storyboard"]  // ["abc-12-xyz", …]: scene ids no code shows
/// ```
public enum StoryboardReachability {
  /// The scene ids (``StoryboardFlow/Controller/sceneIDs``) of the controllers nothing shows, by
  /// file. Empty without code (``CodeIndex/isEmpty``): then nothing is known of what is performed.
  ///
  /// - Parameters:
  ///   - flows: The app's storyboards.
  ///   - code: The app's code.
  ///   - launched: The storyboards the system loads by name (the targets' Info.plist storyboards); `nil`
  ///     when unknown, which makes every storyboard's initial controller shown.
  ///   - running: Classes whose code runs whatever scene is shown (the classes nibs hold).
  public static func unshown(
    _ flows: [StoryboardFlow], code: CodeIndex, launched: Set<String>?, running alsoRunning: Set<String> = []
  ) -> [String: Set<String>] {
    guard !code.isEmpty else { return [:] }
    // Controller classes whose code only their scenes run; the names they write wait for a scene.
    let subclassed = code.superclassNames
    let names = code.storyboardNames
    let gated = Set(flows.flatMap { $0.controllers.compactMap(\.className) }).filter { name in
      code.types[name] != nil && !names.referencedTypes.contains(name) && !subclassed.contains(name)
        && names.written[name] == nil && !alsoRunning.contains(name)
    }
    var places: [String: [Place]] = [:]
    for (index, flow) in flows.enumerated() {
      for controller in flow.controllers {
        if let name = controller.className, gated.contains(name) {
          places[name, default: []].append(Place(storyboard: index, controller: controller.id))
        }
      }
    }
    let graph = Graph(flows)
    var started: Set<String> = []
    while true {
      let shown = shownControllers(graph, code: code, launched: launched) {
        !gated.contains($0) || started.contains($0)
      }
      let running = gated.filter { name in places[name]?.contains(where: shown.contains) == true }
      guard !running.isSubset(of: started) else { return unshown(flows, shown: shown) }
      started.formUnion(running)
    }
  }

  /// The storyboards' flows with what every round of the walk looks up, built once.
  private struct Graph {
    let flows: [StoryboardFlow]
    /// The storyboards of each name, by index.
    let byName: [String: [Int]]
    /// The segues leaving each controller, by storyboard index and controller id.
    let leaving: [[String: [StoryboardFlow.Segue]]]

    init(_ flows: [StoryboardFlow]) {
      self.flows = flows
      var byName: [String: [Int]] = [:]
      for (index, flow) in flows.enumerated() { byName[flow.name, default: []].append(index) }
      self.byName = byName
      leaving = flows.map { flow in Dictionary(grouping: flow.segues.filter { $0.source != nil }) { $0.source ?? "" } }
    }
  }

  /// The controllers shown when only the code of the types `runs` accepts runs.
  private static func shownControllers(
    _ graph: Graph, code: CodeIndex, launched: Set<String>?, runs: (String) -> Bool
  ) -> Set<Place> {
    let flows = graph.flows
    let names = code.storyboardNames
    let types = Set(code.types.keys)
    func named(_ name: String, _ lookup: StoryboardNames.Lookup) -> Bool {
      names.mayName(name, lookup, typeNames: types, runs: runs)
    }
    // A place is a controller of a storyboard: (storyboard index, controller id).
    var pending: [(Int, String)] = []
    for (index, flow) in flows.enumerated() {
      if launched?.contains(flow.name) ?? true || named(flow.name, .storyboard) {
        if let initial = flow.initialController { pending.append((index, initial)) }
        // An AppKit application's menu items show what their segues lead to.
        for segue in flow.segues where segue.source == nil { pending.append((index, segue.destination)) }
      }
      for controller in flow.controllers {
        if let identifier = controller.storyboardIdentifier, named(identifier, .controller) {
          pending.append((index, controller.id))
        }
      }
    }
    var shown: Set<Place> = []
    while let (index, id) = pending.popLast() {
      let flow = flows[index]
      if let reference = flow.references[id] {
        // A storyboard reference: its storyboard's controller with that identifier, or its initial one.
        let targets = reference.storyboardName.map { graph.byName[$0] ?? [] } ?? [index]
        for target in targets {
          let destination =
            reference.referencedIdentifier.flatMap { identifier in
              flows[target].controllers.first { $0.storyboardIdentifier == identifier }?.id
            } ?? flows[target].initialController
          if let destination { pending.append((target, destination)) }
        }
        continue
      }
      guard shown.insert(Place(storyboard: index, controller: id)).inserted else { continue }
      for segue in graph.leaving[index][id] ?? []
      where !segue.isManual || segue.identifier.map({ named($0, .segue) }) == true {
        pending.append((index, segue.destination))
      }
    }
    return shown
  }

  /// The scene ids of the controllers not `shown`, by file.
  private static func unshown(_ flows: [StoryboardFlow], shown: Set<Place>) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for (index, flow) in flows.enumerated() where !flow.isLaunchScreen {
      let hidden = flow.controllers.filter { !shown.contains(Place(storyboard: index, controller: $0.id)) }
      guard !hidden.isEmpty else { continue }
      result[flow.file, default: []].formUnion(hidden.flatMap(\.sceneIDs))
    }
    return result
  }

  private struct Place: Hashable {
    var storyboard: Int
    var controller: String
  }
}
