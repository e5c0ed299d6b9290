/// Which nibs of an app no running code can load, read from the nibs' classes, the app's code and
/// its other Interface Builder files. UIKit and AppKit load a nib only by its name
/// (`UINib(nibName:bundle:)`, `loadNibNamed(_:owner:)`, `init(nibName:bundle:)`, whose `nil` name
/// is the class's own, Apple: UIViewController `nibName`), so a nib is loaded when:
///
/// - the code writes its name where it may reach a nib lookup (``StoryboardNames/mayName(_:_:typeNames:runs:)``),
///   or builds nib names in a way Herald does not follow (then every nib may be loaded), or names
///   nibs after a type it does not write there (`String(describing: T.self)` in a generic
///   `fromNib<T>()`) and the nib is named after one of the app's classes the code names or writes
///   as a type;
/// - or one of the app's classes it holds (File's Owner, a root view's class, a class that
///   declares its outlets) is
///   one the code makes, names in an expression, subclasses or writes as a string, or that another
///   Interface Builder file places (``NibLibrary`` fills such a view from the nib);
/// - or it holds no class of the app's, or one the code does not declare (a library's): then what
///   loads it is not known.
///
/// A nib none of these reach is a file the app ships but never shows (Habitica's gear-set item,
/// whose class nothing mentions).
///
/// ```swift
/// let unloaded = NibReachability.unloaded(trees, code: index)
/// unloaded["Views/OldCell.xib"]  // the ids of its scenes: not judged
/// ```
public enum NibReachability {
  /// The scene ids of the nibs nothing loads, by file. Empty without code (``CodeIndex/isEmpty``).
  ///
  /// - Parameter trees: Every tree of the app: its nibs, and the Interface Builder files that may
  ///   place their classes.
  public static func unloaded(_ trees: [ControlTree], code: CodeIndex) -> [String: Set<String>] {
    let names = code.storyboardNames
    guard !code.isEmpty, !names.computes(.nib) else { return [:] }
    let subclassed = code.superclassNames
    let placed = placedClasses(trees)
    // A generic `fromNib<T>()` names a nib after whatever type the code writes where it calls it.
    let typeNamed = names.typeNamed.contains(.nib) ? names.referencedTypes.union(names.typedTypes) : []
    var result: [String: Set<String>] = [:]
    for tree in trees where isNib(tree) {
      let name = nibName(tree.file)
      if names.mayName(name, .nib) || typeNamed.contains(name) && code.types[name] != nil { continue }
      let classes = ownClasses(tree).filter { !CodeIndex.isFrameworkClass($0) }
      guard !classes.isEmpty else { continue }
      let loaded = classes.contains { name in
        code.types[name] == nil || names.referencedTypes.contains(name) || subclassed.contains(name)
          || names.written[name] != nil || placed.contains(name)
      }
      if !loaded { result[tree.file] = Set(tree.scenes.map(\.id)) }
    }
    return result
  }

  /// The classes a nib holds: its scenes' content and controller classes, their root views'
  /// classes, and the classes that declare its outlets anywhere in it (File's Owner, whether or
  /// not it owns a view; a cell's class).
  static func ownClasses(_ tree: ControlTree) -> Set<String> {
    var classes: Set<String> = []
    for scene in tree.scenes {
      classes.formUnion([scene.contentClass, scene.controllerClass, scene.root.customClass?.name].compactMap { $0 })
      var pending = [scene.root]
      while let element = pending.popLast() {
        // An outlet of a view without a class of its own names the view's kind (`textField`): no class.
        classes.formUnion(element.connections.outlets.compactMap(\.owner).filter { $0.first?.isUppercase == true })
        pending += element.children
      }
    }
    return classes
  }

  /// The app's classes the nibs hold or place: their code runs when a nib is loaded, whatever
  /// storyboard scene they are also the class of.
  public static func nibClasses(_ trees: [ControlTree]) -> Set<String> {
    var classes: Set<String> = []
    for tree in trees where isNib(tree) {
      classes.formUnion(ownClasses(tree))
      for scene in tree.scenes {
        var pending = scene.root.children
        while let element = pending.popLast() {
          if let name = element.customClass?.name { classes.insert(name) }
          pending += element.children
        }
      }
    }
    return classes
  }

  /// Whether `tree` is a nib (a `.xib`), not a storyboard.
  static func isNib(_ tree: ControlTree) -> Bool {
    tree.format == .interfaceBuilder && tree.storyboardFlow == nil && tree.file.hasSuffix(".xib")
  }

  /// The name code loads a nib file by: its file name without the extension or a device
  /// modifier (`Cell~ipad.xib` is `Cell`).
  static func nibName(_ file: String) -> String {
    let base = String(file.split(separator: "/").last ?? "").replacingSuffix(".xib")
    return String(base.split(separator: "~").first ?? Substring(base))
  }

  /// The classes Interface Builder files place inside a view or scene: every custom class of a
  /// storyboard, and of a nib below its top-level objects.
  static func placedClasses(_ trees: [ControlTree]) -> Set<String> {
    var placed: Set<String> = []
    for tree in trees where tree.format == .interfaceBuilder {
      for scene in tree.scenes {
        var pending = isNib(tree) ? scene.root.children : [scene.root]
        if !isNib(tree), let controller = scene.controllerClass { placed.insert(controller) }
        while let element = pending.popLast() {
          if let name = element.customClass?.name { placed.insert(name) }
          pending += element.children
        }
      }
    }
    return placed
  }
}

extension String {
  fileprivate func replacingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
