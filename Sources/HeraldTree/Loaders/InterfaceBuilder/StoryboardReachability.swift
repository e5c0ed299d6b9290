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
/// "Names" is ``StoryboardNames/mayName(_:_:typeNames:)``: the code writes the string, builds
/// that kind of name in a way Herald does not follow, or the name is a type's. Anything the code
/// might look up counts as looked up: a controller is left out only when nothing could show it
/// (DuckDuckGo's dialog presented by a segue no code performs).
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
  public static func unshown(_ flows: [StoryboardFlow], code: CodeIndex, launched: Set<String>?) -> [String: Set<
    String
  >] {
    guard !code.isEmpty else { return [:] }
    let names = code.storyboardNames
    let types = Set(code.types.keys)
    func named(_ name: String, _ lookup: StoryboardNames.Lookup) -> Bool {
      names.mayName(name, lookup, typeNames: types)
    }
    var byName: [String: [Int]] = [:]
    for (index, flow) in flows.enumerated() { byName[flow.name, default: []].append(index) }
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
    let leaving = flows.map { flow in Dictionary(grouping: flow.segues.filter { $0.source != nil }) { $0.source ?? "" }
    }
    while let (index, id) = pending.popLast() {
      let flow = flows[index]
      if let reference = flow.references[id] {
        // A storyboard reference: its storyboard's controller with that identifier, or its initial one.
        let targets = reference.storyboardName.map { byName[$0] ?? [] } ?? [index]
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
      for segue in leaving[index][id] ?? [] where !segue.isManual || segue.identifier.map({ named($0, .segue) }) == true
      {
        pending.append((index, segue.destination))
      }
    }
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
