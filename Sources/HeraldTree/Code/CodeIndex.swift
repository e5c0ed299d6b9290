import HeraldSyntax

/// The app's code as the audit asks about it: every type with its facts (extensions merged into
/// their type), and every use of a property by name.
///
/// HeraldSource's readers build one from a project's Swift and Objective-C files; the audit looks
/// up the custom class of an element (``type(named:)``, ``facts(of:_:)``, which follow the class's
/// superclasses within the project) and the outlets it is connected to (``uses(of:)``).
///
/// ```swift
/// let index = CodeIndex(files: facts)
/// if index.facts(of: "RatingControl", .accessibilityLabel).isEmpty { … }
/// ```
public struct CodeIndex: Sendable {
  /// The files read, in the order given.
  public private(set) var files: [String] = []
  /// The types by name, extensions merged.
  public private(set) var types: [String: CodeType] = [:]
  /// Where files did not parse.
  public private(set) var problems: [SourceProblem] = []
  /// The accessors of the app's string tables and the text constants the files declare.
  public private(set) var strings = StringAccessors()
  /// Where the code may force a dark appearance on the views it shows: SwiftUI's
  /// `.preferredColorScheme(_:)`, `.colorScheme(_:)` and `.environment(\.colorScheme, _:)`,
  /// UIKit's `overrideUserInterfaceStyle` and AppKit's `appearance` on the application, a window
  /// or where SwiftUI is hosted, with any value but a light one (previews aside). Herald does not
  /// follow which views are presented under it.
  public private(set) var darkAppearance: [SourceLocation] = []
  /// The storyboard, controller and segue names the code may look up (``StoryboardNames``).
  public private(set) var storyboardNames = StoryboardNames()
  /// The functions the code declares outside any type: called unqualified from a view's method,
  /// they reach the view only through what it hands them.
  public private(set) var freeFunctions: Set<String> = []
  private var uses: [String: [PropertyUse]] = [:]
  /// The uses of local names (parameters, variables), by the type and function they are in.
  private var localUses: [String: [PropertyUse]] = [:]
  /// The methods the code declares, by base name, with the type that declares each.
  private var methodsByName: [String: [(type: String, method: CodeMethod)]] = [:]
  /// The first `viewWithTag` call of each literal tag (`viewWithTag(2)`), by that text.
  private var tagLookups: [String: (type: String, fact: CodeFact)] = [:]

  /// The names of the classes the code's types inherit from, without a module
  /// (`class Special: App.PageViewController` gives `PageViewController`).
  public var superclassNames: Set<String> {
    Set(types.values.compactMap { $0.superclass.map { String($0.split(separator: ".").last ?? Substring($0)) } })
  }

  /// Whether `name` is one of UIKit's or AppKit's own classes (`UIViewController`,
  /// `NSObject`, module-qualified or not), whose code is not the app's.
  public static func isFrameworkClass(_ name: String) -> Bool {
    let plain = name.split(separator: ".").last.map(String.init) ?? name
    return (plain.hasPrefix("UI") || plain.hasPrefix("NS")) && plain.dropFirst(2).first?.isUppercase == true
  }

  /// An index of no code.
  public init() {}

  /// Merges the facts of `files`. A type declared twice (the same class in two targets) keeps its
  /// first declaration and gains the other's facts.
  public init(files: [SourceFileFacts]) {
    for file in files {
      self.files.append(file.file)
      problems += file.problems
      strings.merge(file.strings)
      darkAppearance += file.darkAppearance
      storyboardNames.merge(file.storyboardNames)
      freeFunctions.formUnion(file.freeFunctions)
      for use in file.uses {
        if use.isLocal {
          localUses[Self.key(use.scope, use.function), default: []].append(use)
        } else {
          uses[use.property, default: []].append(use)
        }
      }
      for type in file.types {
        merge(type)
        for method in type.methods { methodsByName[method.name, default: []].append((type.name, method)) }
      }
    }
    for type in types.values {
      for fact in type.facts where fact.member == .viewLookup && fact.value?.hasPrefix("viewWithTag(") == true {
        let key = fact.value ?? ""
        if let first = tagLookups[key]?.fact,
          (first.location.file, first.location.line) <= (fact.location.file, fact.location.line)
        {
          continue
        }
        tagLookups[key] = (type.name, fact)
      }
    }
  }

  /// The first `viewWithTag(tag)` of the project's code, with the type whose code calls it; `nil`
  /// when no code looks that tag up. Only literal tags are matched: a tag the code computes is not
  /// tied to one view, and would make every tagged view of the app unknown.
  public func tagLookup(_ tag: Int) -> (type: String, fact: CodeFact)? {
    tagLookups["viewWithTag(\(tag))"]
  }

  private mutating func merge(_ type: CodeType) {
    guard var existing = types[type.name] else {
      types[type.name] = type
      return
    }
    // A class declaration found after one of its extensions gives the type its place and kind.
    if type.isClass && (!existing.isClass || existing.superclass == nil && type.superclass != nil) {
      existing.location = type.location
      existing.superclass = type.superclass ?? existing.superclass
      existing.isClass = true
    }
    existing.facts += type.facts
    existing.subviews += type.subviews
    existing.properties.merge(type.properties) { first, _ in first }
    existing.methods += type.methods
    types[type.name] = existing
  }

  /// The methods named `name` (a base name: `configure`) that the app's code declares, each with
  /// the type or extended type that declares it (`UIView` for `extension UIView { func fadeIn() }`).
  public func methods(named name: String) -> [(type: String, method: CodeMethod)] { methodsByName[name] ?? [] }

  /// What `method` of `type` does with its parameter `parameter`: the uses of the name inside the
  /// method (members it sets, methods it calls on it, calls it hands it to).
  public func parameterUses(of parameter: String, in method: String, of type: String) -> [PropertyUse] {
    let inMethod = { (use: PropertyUse) in use.scope == type && use.function == method }
    return uses(of: parameter).filter(inMethod)
      + (localUses[Self.key(type, method)] ?? []).filter { $0.property == parameter }
  }

  private static func key(_ scope: String?, _ function: String?) -> String {
    "\(scope ?? "")\u{1F}\(function ?? "")"
  }

  /// Whether no file was read.
  public var isEmpty: Bool { files.isEmpty }

  /// The type named `name` (a module prefix such as `Cosmos.CosmosView` is ignored).
  public func type(named name: String) -> CodeType? {
    types[name] ?? name.split(separator: ".").last.flatMap { types[String($0)] }
  }

  /// `name`'s type and its superclasses that the project declares, nearest first; empty when the
  /// project does not declare `name`. A superclass known only from extensions or categories
  /// (`extension UIView`) is not the project's: the chain ends before it. Stops at a cycle.
  public func chain(of name: String) -> [CodeType] {
    var result: [CodeType] = []
    var seen: Set<String> = []
    var next = type(named: name)
    while let current = next, current.isClass || result.isEmpty, seen.insert(current.name).inserted {
      result.append(current)
      next = current.superclass.flatMap { type(named: $0) }
    }
    return result
  }

  /// The first class of `name`'s superclass chain that the project does not declare (`UIControl`,
  /// `UIView`, `NSObject`), or `nil` when the chain ends without one.
  public func frameworkBase(of name: String) -> String? {
    chain(of: name).last?.superclass.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
  }

  /// Whether `name`, or a class it inherits from within the project, is or inherits directly from
  /// one of `classes` (`["UIControl"]`).
  public func inherits(_ name: String, fromAnyOf classes: Set<String>) -> Bool {
    if classes.contains(name) { return true }
    return chain(of: name).contains { $0.superclass.map(classes.contains) ?? false }
  }

  /// What the code of `name` and of its project superclasses sets on the view about `member`.
  public func facts(of name: String, _ member: CodeMember) -> [CodeFact] {
    chain(of: name).flatMap { $0.facts(member) }
  }

  /// What the code of `name` and of its project superclasses sets on the view about any of
  /// `members`, in source order per class.
  public func facts(of name: String, anyOf members: Set<CodeMember>) -> [CodeFact] {
    chain(of: name).flatMap { $0.facts.filter { members.contains($0.member) } }
  }

  /// The views `name`'s code and its project superclasses' code create.
  public func subviews(of name: String) -> [CodeSubview] {
    chain(of: name).flatMap(\.subviews)
  }

  /// The declaration of the property `property` of `owner` or of one of its project superclasses.
  public func property(_ property: String, of owner: String) -> CodeProperty? {
    for type in chain(of: owner) { if let found = type.properties[property] { return found } }
    return nil
  }

  /// Every use of a property named `property` anywhere in the project, in file order.
  public func uses(of property: String) -> [PropertyUse] { uses[property] ?? [] }

  /// The uses of the property an outlet names that can be of its view: all but those in the own
  /// code of a class the project declares that is neither the outlet's owner nor related to it
  /// (`cancelButton` in another view controller is that controller's). A use through another
  /// object (`cell.nameLabel`), in a protocol's or an unknown type's code, or of an outlet whose
  /// owner the code does not declare (a framework's cell, a class Herald did not read), may be the
  /// view: Herald does not check types, and errs towards "the code sets it".
  public func uses(of outlet: Outlet) -> [PropertyUse] {
    let all = uses(of: outlet.property)
    guard let owner = outlet.owner, type(named: owner) != nil else { return all }
    let family = Set(chain(of: owner).map(\.name) + [owner])
    return all.filter { use in
      guard let user = use.owner, type(named: user)?.isClass == true else { return true }
      return family.contains(user) || inherits(user, fromAnyOf: [owner])
    }
  }

  /// The number of types, extensions merged.
  public var typeCount: Int { types.count }
}
