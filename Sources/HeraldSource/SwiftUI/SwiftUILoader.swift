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

  /// Creates a loader that expands custom views declared in `views` (and in the file loaded).
  public init(views: SwiftUIViewIndex = SwiftUIViewIndex()) {
    self.views = views
  }

  /// Loads the views of one Swift file.
  ///
  /// - Throws: ``TreeError/invalidDocument(_:reason:)`` when the file is one Herald does not parse
  ///   (see `SwiftParseGuard`).
  public func load(_ bytes: [UInt8], file: String) throws(TreeError) -> ControlTree {
    let text = String(decoding: bytes, as: UTF8.self)
    // The index parsed the file already when it holds it with this text.
    let parsed = views.files[file].flatMap { $0.text == text ? $0 : nil } ?? SwiftUIViewIndex.read(text, path: file)
    if let problem = parsed.problem, parsed.views.isEmpty, problem.message.contains("`[`") {
      throw .invalidDocument(problem.location, reason: problem.message)
    }
    let index = views.files[file]?.text == text ? views : views.replacing(parsed)
    var scenes: [Scene] = []
    for view in parsed.views {
      scenes.append(Self.scene(view, file: parsed, index: index))
    }
    return ControlTree(file: file, format: .swiftUI, platform: .iOS, scenes: scenes)
  }

  /// The scene of one view type.
  static func scene(_ view: SwiftUIViewType, file: SwiftUIFile, index: SwiftUIViewIndex) -> Scene {
    let reader = SwiftUIBodyReader(index: index)
    let call = previewCall(of: view.name, in: index.previews + file.previews)
    let bindings = SwiftUIBodyReader.arguments(for: view, call: call, SwiftUIBindings())
    var root = Element(id: view.name, role: .view, className: view.name, location: view.location)
    if let body = view.body {
      reader.expanding = [view.name]
      root.children = reader.views(body, SwiftUIBodyReader.Context(view: view, file: file, bindings: bindings))
    }
    root = SwiftUISceneFinishing.finished(root, path: view.name)
    var scene = Scene(id: view.name, name: view.name, root: root, location: view.location)
    scene.components = reader.models
    return scene
  }

  /// The first call in the previews that builds `name` with arguments (or without, when none does).
  static func previewCall(of name: String, in previews: [SwiftUIPreview]) -> FunctionCallExprSyntax? {
    final class Finder: SyntaxVisitor {
      let name: String
      var found: FunctionCallExprSyntax?
      init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.sourceText == name, found == nil || found?.arguments.isEmpty == true {
          found = node
        }
        return .visitChildren
      }
    }
    let finder = Finder(name: name)
    for preview in previews {
      finder.walk(preview.statements)
      if let found = finder.found, !found.arguments.isEmpty { return found }
    }
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
    var used: Set<String> = []
    return finished(root, path: path, &used)
  }

  private static func finished(_ element: Element, path: String, _ used: inout Set<String>) -> Element {
    var result = element
    var base = path
    if let view = element.runtimeAttributes.first(where: { $0.keyPath == "swiftui.view" }),
      case .other(_, let name) = view.value
    {
      base = name
    }
    var id = base
    var copy = 1
    while used.contains(id) {
      copy += 1
      id = "\(base)~\(copy)"
    }
    used.insert(id)
    result.id = id
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
