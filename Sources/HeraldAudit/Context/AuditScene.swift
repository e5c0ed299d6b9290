import HeraldAnnouncer
import HeraldTree

/// One scene prepared for auditing: its custom controls expanded by their component models, its
/// elements flattened in document order with their parents, and what a screen reader says for
/// the ones it visits.
///
/// Rules see a scene through ``AuditNode``s. Everything here is computed once per scene, so that
/// a rule's check stays a few field reads.
///
/// - Complexity: O(*n*) to prepare a scene of *n* elements (after expansion), besides what the
///   announcer does to describe them.
public final class AuditScene: Sendable {
  /// The file the scene comes from, as the user named it.
  public let file: String
  /// The file's format.
  public let format: DocumentFormat
  /// The platform the file is for.
  public let platform: Platform
  /// Whether the scene is in the app's launch screen (``ControlTree/isLaunchScreen``).
  public let isLaunchScreen: Bool
  /// The unit of the frames.
  public let unit: CoordinateUnit
  /// The scene as loaded.
  public let scene: Scene
  /// The scene with its custom controls expanded.
  public let expanded: ExpandedScene
  /// The source texts of the app's string tables, when the audit was given any.
  public let strings: Set<String>?
  /// The app's code, when its source was read (empty otherwise): what rules ask about custom
  /// classes and outlets.
  public let code: CodeIndex
  /// The app's own translations, when the audit looked for them: the localization rules read the
  /// texts each element has in each locale through ``localizer``.
  public let appStrings: AppStrings?
  /// The appearance the app's project forces on the scene (Info.plist's `UIUserInterfaceStyle`,
  /// iOS and tvOS only); `nil` when it follows the system's, both light and dark.
  public let interfaceStyle: InterfaceStyle?
  /// The colors the app's project defines: its asset catalogs' named colors and its accent color.
  public let colors: AppColors
  /// Whether the project builds the scene's file only into applications (``AuditUnit/applicationFiles``):
  /// its screens are an app's, on the backgrounds SwiftUI draws for an app's windows.
  public let runsInApplication: Bool

  let elements: [Element]
  let parents: [Int]
  let childIndices: [[Int]]
  let interactive: [Bool]
  /// Whether each element or an ancestor conceals it (``AuditNode/isConcealed``).
  let concealed: [Bool]
  let spoken: [AccessibleElement?]
  let owners: [String: String]
  let identifierCounts: [String: Int]
  /// One past the last descendant of each element: elements are in document order, parents
  /// first, so an element's descendants are the indices between it and this end.
  let subtreeEnds: [Int]
  /// Each element's 1-based position among its siblings of the same step name (custom class or
  /// role), 0 when no sibling shares its name: the step of ``AuditNode/path``.
  let namePositions: [Int]
  /// How many of the elements before each index a screen reader visits (`count + 1` entries).
  let visitedPrefixCounts: [Int]
  /// The facts of the selectors of rule packs, computed when a rule first asks.
  let selectorMemo = SelectorMemo()

  /// Prepares a scene.
  ///
  /// - Parameters:
  ///   - scene: The scene as loaded.
  ///   - tree: The tree it belongs to (file, format, platform).
  ///   - announcer: Expands custom controls and says what a screen reader visits.
  ///   - strings: The app's source texts, if given.
  ///   - code: The app's code, if its source was read.
  ///   - appStrings: The app's translations, if they were looked for.
  ///   - interfaceStyle: The appearance the app's project forces, if any.
  ///   - colors: The colors the app's project defines.
  ///   - runsInApplication: Whether only applications build the file (``runsInApplication``).
  /// - Throws: ``AnnouncerError`` when a component model fails for an instance.
  public init(
    _ scene: Scene, of tree: ControlTree, announcer: Announcer, strings: Set<String>? = nil,
    code: CodeIndex = CodeIndex(), appStrings: AppStrings? = nil, interfaceStyle: InterfaceStyle? = nil,
    colors: AppColors = AppColors(), runsInApplication: Bool = false
  ) throws(AnnouncerError) {
    self.appStrings = appStrings
    // UIUserInterfaceStyle is UIKit's: AppKit apps set their appearance in code.
    // A view only another platform compiles is that platform's screen (``Scene/platform``).
    let platform = scene.platform ?? tree.platform
    self.interfaceStyle = platform == .macOS ? nil : interfaceStyle
    self.colors = colors
    self.runsInApplication = runsInApplication
    file = tree.file
    format = tree.format
    self.platform = platform
    isLaunchScreen = tree.isLaunchScreen
    unit = tree.unit
    self.scene = scene
    self.strings = strings
    self.code = code
    let expanded = try announcer.expander(for: scene).expand(scene.root)
    self.expanded = expanded

    var elements: [Element] = []
    var parents: [Int] = []
    var childIndices: [[Int]] = []
    var interactive: [Bool] = []
    var concealed: [Bool] = []
    var pending: [(element: Element, parent: Int, interactive: Bool, concealed: Bool)] = [
      (expanded.root, -1, true, false)
    ]
    while let (element, parent, parentInteractive, parentConcealed) = pending.popLast() {
      let index = elements.count
      let isInteractive = parentInteractive && element.isUserInteractionEnabled
      let isConcealed = parentConcealed || AuditNode.conceals(element)
      elements.append(element)
      parents.append(parent)
      childIndices.append([])
      interactive.append(isInteractive)
      concealed.append(isConcealed)
      if parent >= 0 { childIndices[parent].append(index) }
      for child in element.children.reversed() { pending.append((child, index, isInteractive, isConcealed)) }
    }

    var indexByID: [String: Int] = [:]
    indexByID.reserveCapacity(elements.count)
    var identifierCounts: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      if indexByID[element.id] == nil { indexByID[element.id] = index }
      if let identifier = element.accessibility.identifier, !identifier.isEmpty {
        identifierCounts[identifier, default: 0] += 1
      }
    }
    var spoken = [AccessibleElement?](repeating: nil, count: elements.count)
    for stop in announcer.readingOrder.stops(in: expanded.root) {
      guard let index = indexByID[stop.element.id] else { continue }
      spoken[index] = announcer.describe(stop)
    }
    var owners: [String: String] = [:]
    for (id, instance) in expanded.instances {
      for child in instance.childIDs { owners[child] = id }
    }
    self.elements = elements
    self.parents = parents
    self.childIndices = childIndices
    self.interactive = interactive
    self.concealed = concealed
    self.spoken = spoken
    self.owners = owners
    self.identifierCounts = identifierCounts
    subtreeEnds = Self.subtreeEnds(parents)
    namePositions = Self.namePositions(elements, childIndices)
    var visitedPrefixCounts = [0]
    visitedPrefixCounts.reserveCapacity(spoken.count + 1)
    for description in spoken {
      visitedPrefixCounts.append(visitedPrefixCounts[visitedPrefixCounts.count - 1] + (description == nil ? 0 : 1))
    }
    self.visitedPrefixCounts = visitedPrefixCounts
  }

  /// The name of an element's step in a path: its custom class, else its role.
  static func stepName(_ element: Element) -> String { element.customClass?.name ?? element.role.rawValue }

  /// One past each element's last descendant, from the parents of elements in document order.
  ///
  /// - Complexity: O(*n*).
  private static func subtreeEnds(_ parents: [Int]) -> [Int] {
    var ends = Array(parents.indices.map { $0 + 1 })
    // Children come after their parents, so walking backwards finishes each subtree first.
    for index in parents.indices.reversed() where parents[index] >= 0 {
      ends[parents[index]] = max(ends[parents[index]], ends[index])
    }
    return ends
  }

  /// Each element's position among its same-named siblings (0 when its name is unique there).
  ///
  /// - Complexity: O(*n*): each sibling list is counted once, not once per finding.
  private static func namePositions(_ elements: [Element], _ childIndices: [[Int]]) -> [Int] {
    var positions = [Int](repeating: 0, count: elements.count)
    for children in childIndices where children.count > 1 {
      var counts: [String: Int] = [:]
      for child in children { counts[stepName(elements[child]), default: 0] += 1 }
      var seen: [String: Int] = [:]
      for child in children {
        let name = stepName(elements[child])
        guard let count = counts[name], count > 1 else { continue }
        seen[name, default: 0] += 1
        positions[child] = seen[name, default: 0]
      }
    }
    return positions
  }

  /// The texts of `element` the app translates, with their keys
  /// (``TreeLocalizer/texts(of:file:format:platform:includingUntranslatedFiles:)``); none when the audit
  /// did not look for the app's translations.
  public func localizedTexts(of element: Element) -> [LocalizedText] {
    guard let appStrings else { return [] }
    return TreeLocalizer(strings: appStrings).texts(of: element, file: file, format: format, platform: platform)
  }

  /// Every element, parents before children, in document order.
  public var nodes: [AuditNode] { elements.indices.map { AuditNode(scene: self, index: $0) } }

  /// The root node.
  public var root: AuditNode { AuditNode(scene: self, index: 0) }

  /// What `selector` says about every node of the scene, computed on first use.
  func facts(of selector: Selector) -> SelectorFacts { selectorMemo.facts(of: selector, in: self) }

  /// How many elements of the scene carry `identifier` as their accessibility identifier.
  public func count(ofIdentifier identifier: String) -> Int { identifierCounts[identifier] ?? 0 }
}
