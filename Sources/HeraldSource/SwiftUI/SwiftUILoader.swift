import HeraldSyntax
import HeraldTree
import SwiftSyntax

/// Loads the SwiftUI views of a Swift file as a control tree (`docs/swiftui.md`): one scene per
/// type that conforms to `View`, named after it, its `body` read by ``SwiftUIBodyReader``.
///
/// A view's properties take the arguments a preview passes to it (`#Preview { RatingView(rating:
/// 3) }`), else their initial values; everything else is a value the running app computes, shown
/// as `‹code›`. Custom view types used in a body are expanded from the files of the index.
///
/// ```swift
/// let views = SwiftUIViewIndex(paths: ["Examples/SwiftUI"])
/// let reader = TreeReader(loaders: TreeReader.builtInLoaders + [SwiftUILoader(views: views)])
/// let tree = try reader.load(path: "Examples/SwiftUI/StarRatingRow.swift")
/// ```
public struct SwiftUILoader: TreeLoader {
  /// SwiftUI source.
  public let format = DocumentFormat.swiftUI
  /// The views of the other inputs, for custom views a body uses.
  public let views: SwiftUIViewIndex
  /// The elements the loader may build in all the files it loads.
  public let pool: SwiftUIElementPool

  /// Creates a loader that expands custom views declared in `views` (and in the file loaded),
  /// building at most what a pool sized for `views`' source allows in all (``SwiftUIElementPool``;
  /// a file outside `views` adds its own bytes' worth).
  public init(views: SwiftUIViewIndex = SwiftUIViewIndex()) {
    self.views = views
    pool = SwiftUIElementPool(forSwiftBytes: views.files.values.reduce(0) { $0 + $1.text.utf8.count })
  }

  /// A loader with a fresh pool once this one's was spent: files read at once cut in the order
  /// threads reached them, and are read again in order (see ``TreeLoader/restartedForOrderedCut()``).
  public func restartedForOrderedCut() -> (any TreeLoader)? {
    pool.wasSpent ? SwiftUILoader(views: views) : nil
  }

  /// Loads the views of one Swift file.
  ///
  /// - Throws: ``TreeError/invalidDocument(_:reason:)`` when the file is one Herald does not parse
  ///   (see `SwiftParseGuard`).
  public func load(_ bytes: [UInt8], file: String) throws(TreeError) -> ControlTree {
    let text = String(decoding: bytes, as: UTF8.self)
    // A file the index left out for never mentioning SwiftUI declares no view, as the index
    // decided: no second parse, and no index rebuilt around it (which, file after file, was
    // quadratic in an app's files).
    if views.withoutViews.contains(file), !SwiftParses.mayDeclareViews(text) {
      return ControlTree(file: file, format: .swiftUI, platform: .iOS, declaresPlatform: false, scenes: [])
    }
    // The index parsed the file already when it holds it with this text.
    let parsed =
      views.files[file].flatMap { $0.text == text ? $0 : nil }
      ?? SwiftUIViewIndex.read(text, path: file, appViewProtocols: views.appViewProtocols)
    if parsed.isRefused, let problem = parsed.problem {
      throw .invalidDocument(problem.location, reason: problem.message)
    }
    var read = views.files[file]?.text == text ? views : views.replacing(parsed)
    // Read without a project, a file whose views are all declared for one platform is that
    // platform's screen, whatever else its target builds for: its bodies are read for it.
    let declared = Self.declaredPlatform(parsed.views)
    // A file its project builds for one platform is read for it (``SwiftUIViewIndex/platformOfFile``).
    let built = views.platform == nil ? views.platformOfFile?(file) : nil
    if read.platform == nil, let own = built ?? declared { read.platform = own }
    let index = read
    if views.files[file] == nil { pool.deposit(forSwiftBytes: bytes.count) }
    // The reader recurses once per level of the body: on a deep stack, whatever thread loads.
    let scenes = DeepStack.run(stackSize: DeepStack.treeStackSize) { () -> [Scene] in
      let reader = SwiftUIBodyReader(index: index, pool: pool)
      defer { reader.finish() }
      // A view declared under another platform's `#if os(…)` is not built for this one. Read
      // without a platform (no project says which), the file is iOS's, and a view only other
      // platforms compile is read as a screen of one of them (macOS first).
      var others: [Platform: SwiftUIBodyReader] = [:]
      defer { for other in others.values { other.finish() } }
      return parsed.views.filter { !index.isPreviewOnly($0) }.compactMap { view -> Scene? in
        if let platform = index.platform {
          return view.isBuilt(on: platform) ? Self.scene(view, file: parsed, reader: reader) : nil
        }
        guard let own = Self.ownPlatform(of: view) else { return Self.scene(view, file: parsed, reader: reader) }
        if others[own] == nil {
          var read = index
          read.platform = own
          others[own] = SwiftUIBodyReader(index: read, pool: pool)
        }
        guard let other = others[own] else { return nil }
        var scene = Self.scene(view, file: parsed, reader: other)
        scene.platform = own
        return scene
      }
    }
    guard let scenes else {
      throw .unreadable(path: file, reason: "the system refused a thread to read it on; try again with fewer files")
    }
    if views.platform == nil, let declared {
      return ControlTree(file: file, format: .swiftUI, platform: declared, declaresPlatform: true, scenes: scenes)
    }
    if let built {
      return ControlTree(file: file, format: .swiftUI, platform: built, declaresPlatform: false, scenes: scenes)
    }
    return ControlTree(file: file, format: .swiftUI, platform: .iOS, declaresPlatform: false, scenes: scenes)
  }

  /// The platform a view iOS does not compile is read for, in a file read without a platform:
  /// macOS when its `#if` compiles it there, else the first other platform that compiles it;
  /// `nil` for a view iOS compiles (and for one only platforms Herald does not model compile,
  /// which is read as iOS's). Each platform's views are read by their own reader, with its own
  /// element budget.
  static func ownPlatform(of view: SwiftUIViewType) -> Platform? {
    guard let built = view.builtOn, !built.contains(.iOS) else { return nil }
    return built.contains(.macOS) ? .macOS : Platform.allCases.first(where: built.contains)
  }

  /// The one platform every view of a file is built for, when their `#if`s say so.
  static func declaredPlatform(_ views: [SwiftUIViewType]) -> Platform? {
    let sets = Set(views.map(\.builtOn))
    guard sets.count == 1, let only = sets.first ?? nil, only.count == 1 else { return nil }
    return only.first
  }

  /// The scene of one view type, read by `reader` (whose element budget the file's scenes read for
  /// one platform share).
  static func scene(_ view: SwiftUIViewType, file: SwiftUIFile, reader: SwiftUIBodyReader) -> Scene {
    var root = Element(id: view.name, role: .view, className: view.name, location: view.location)
    if !reader.index.isShown(view) {
      // Not judged, so not read: its body would spend the element budget the file's views share.
      root.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.unshownViewKeyPath, value: .other(type: "swiftui", text: view.name)))
      return Scene(id: view.name, name: view.name, root: root, location: view.location)
    }
    let context = reader.bind(view, call: reader.index.previewCalls[view.name], file: file, caller: nil)
    reader.models = []
    if let body = reader.index.body(of: view) {
      reader.expanding = [view.name]
      root.children = reader.views(body, context)
      // Toolbar content on its own: its items in the bars a `.toolbar { … }` puts them in.
      if view.isToolbarContent {
        let items = SwiftUIBodyReader.toolbarItems(root.children)
        root.children = []
        reader.placeInBars(items, "toolbar", body, &root, context)
      }
    }
    if reader.index.embedded.contains(view.name) {
      // Other views use it: on its own, its scene lacks what they put around it.
      root.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.embeddedViewKeyPath, value: .other(type: "swiftui", text: view.name))
      )
    }
    if let reason = reader.cutReason {
      // Past the budget the rest of the file is not read: say so on every scene it cut.
      root.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.truncatedKeyPath, value: .other(type: "swiftui", text: reason)))
    }
    // One file read alone says nothing of where its views are shown, nor does a public view (a
    // package's, which another module may push): their titles are kept.
    let named = reader.index.references.contains(view.name) || reader.index.files.count < 2 || view.isPublic
    root = SwiftUINavigationTitle.shown(root, isNamedElsewhere: named)
    root = SwiftUISectionHeaders.marked(root)
    root = SwiftUISceneFinishing.finished(root, path: view.name)
    var scene = Scene(id: view.name, name: view.name, root: root, location: view.location)
    scene.components = reader.models
    return scene
  }

  /// For each view type the previews build, the first call with arguments (else without).
  static func previewCalls(in previews: [SwiftUIPreview]) -> [String: FunctionCallExprSyntax] {
    final class Finder: SyntaxVisitor {
      var found: [String: FunctionCallExprSyntax] = [:]
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
          name.first?.isUppercase ?? false, found[name] == nil || found[name]?.arguments.isEmpty == true
        {
          found[name] = node
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    for preview in previews { finder.walk(preview.statements) }
    return finder.found
  }
}

/// What a scene's elements get once built: ids, and siblings ordered by
/// `accessibilitySortPriority` (higher first; SwiftUI keeps the order of equal priorities).
///
/// An element's id is its path below the nearest view whose body it is in (`RatingRow/0/2`), so
/// that a custom view's elements have the same ids in every scene that uses it (and a finding on
/// them is one finding); a second use in one scene adds `~2`.
enum SwiftUISceneFinishing {
  /// `root` with ids and sort priorities applied.
  static func finished(_ root: Element, path: String) -> Element {
    var used: [String: Int] = [:]
    return finished(root, path: path, &used)
  }

  /// `used` counts the uses of each id so far, so that a repeated id costs O(1).
  private static func finished(_ element: Element, path: String, _ used: inout [String: Int]) -> Element {
    var result = element
    var base = path
    if let view = element.runtimeAttributes.first(where: { $0.keyPath == RuntimeAttribute.expandedViewKeyPath }),
      case .other(_, let name) = view.value
    {
      base = name
    }
    let copy = (used[base] ?? 0) + 1
    used[base] = copy
    result.id = copy == 1 ? base : "\(base)~\(copy)"
    let prioritized = result.children.contains { priority($0) != 0 }
    var children: [Element] = []
    for (offset, child) in result.children.enumerated() {
      children.append(finished(child, path: "\(base)/\(offset)", &used))
    }
    if prioritized {
      children = children.enumerated().sorted { a, b in
        let (pa, pb) = (priority(a.element), priority(b.element))
        return pa != pb ? pa > pb : a.offset < b.offset
      }.map(\.element)
    }
    result.children = children
    return result
  }

  private static func priority(_ element: Element) -> Double {
    for attribute in element.runtimeAttributes where attribute.keyPath == "swiftui.sortPriority" {
      if case .number(let value) = attribute.value { return value }
    }
    return 0
  }
}
