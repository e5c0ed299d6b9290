/// What an app's code says of the names of its storyboards, their controllers' storyboard
/// identifiers, their segues' identifiers and its nibs: UIKit and AppKit find each by a string
/// (`UIStoryboard(name: "Settings", bundle: nil)`, `instantiateViewController(withIdentifier:)`,
/// `performSegue(withIdentifier:sender:)`, `UINib(nibName:bundle:)`), so a name no string of the
/// code holds is never looked up.
///
/// Each string is kept with where it is written: the lookup it is handed to directly, if any (a
/// segue's identifier written in `performSegue(withIdentifier: "x", …)` names no controller), and
/// the type whose code writes it, whose code runs only when something makes or names that type
/// (``StoryboardReachability``). A string in a `private` function nothing in its file calls is not
/// kept: that code never runs.
///
/// ```swift
/// names.mayName("ShowDetail", .segue)  // true when the code writes "ShowDetail" or computes segue names
/// ```
public struct StoryboardNames: Sendable, Hashable {
  /// What is looked up by a name.
  public enum Lookup: String, Sendable, Hashable, CaseIterable {
    /// A storyboard, by its file's name (`UIStoryboard(name:bundle:)`).
    case storyboard
    /// A controller, by its storyboard identifier (`instantiateViewController(withIdentifier:)`).
    case controller
    /// A segue, by its identifier (`performSegue(withIdentifier:sender:)`).
    case segue
    /// A nib, by its file's name (`UINib(nibName:bundle:)`, `loadNibNamed(_:owner:)`,
    /// `init(nibName:bundle:)`).
    case nib
  }

  /// Where a string is written.
  public struct Place: Sendable, Hashable {
    /// The lookup it is handed to directly; `nil` when it may reach any (a constant, an enum's raw
    /// value, a variable's initial value).
    public var lookup: Lookup?
    /// The type whose declaration or extension writes it; `nil` at file scope and in Objective-C.
    public var owner: String?

    /// A place.
    public init(lookup: Lookup? = nil, owner: String? = nil) {
      self.lookup = lookup
      self.owner = owner
    }
  }

  /// The string literals the code writes (without interpolation), each with the places it is
  /// written: the names it can look up.
  public var written: [String: Set<Place>] = [:]
  /// The lookups whose names the code builds in a way Herald does not follow (`"\(prefix)Cell"`,
  /// `name + "VC"`, R.swift's generated accessors): any name may be looked up that way.
  public var computed: Set<Lookup> = []
  /// The app's functions whose results the code looks names up by (`UINib(nibName: cellNibName())`),
  /// by lookup: what they return decides (``literalFunctions``).
  public var callsNaming: [Lookup: Set<String>] = [:]
  /// For each function name the code declares, whether every declaration of it returns only
  /// string literals (or `nil`): those strings are then all it can name (Habitica's
  /// `override func getCellNibName() -> String { "DailyTableViewCell" }`).
  public var literalFunctions: [String: Bool] = [:]
  /// The parameters whose value the code looks up, by lookup (``slot(_:_:)``): what callers pass
  /// decides (``builtArguments``).
  public var parameterLookups: [Lookup: Set<String>] = [:]
  /// The parameters some call passes a string it builds (`load("\(kind)Header")`), by
  /// ``slot(_:_:)``.
  public var builtArguments: Set<String> = []
  /// The lookups the code names after a type it does not write down: `String(describing: T.self)`
  /// of a generic parameter, `type(of: self)`, `Self` (a generic `fromNib<T>()` helper called as
  /// `let header: HeaderView = .fromNib()`). Any type the code names or writes as a type
  /// (``referencedTypes``, ``typedTypes``) may be looked up by its name so.
  public var typeNamed: Set<Lookup> = []
  /// The type names the code writes as types outside their own declaration (`var header:
  /// HeaderView`, `as? HeaderView`, `-> HeaderView`).
  public var typedTypes: Set<String> = []
  /// The type names the code uses in an expression outside the type's own declaration and
  /// extensions (`Foo()`, `Foo.self`, `Foo.make()`; Objective-C's `[Foo new]`): code that may make
  /// the type or run its code. A type written only as a type (`as? Foo`, `var x: Foo`) is not here.
  public var referencedTypes: Set<String> = []

  /// No names.
  public init() {}

  /// The strings the code writes, wherever.
  public var literals: Set<String> { Set(written.keys) }

  /// Records that the code writes `text` at `place`; a module-qualified class name
  /// (`"App.SettingsViewController"`, `NSClassFromString`'s form) also writes the class's own.
  public mutating func write(_ text: String, at place: Place = Place()) {
    written[text, default: []].insert(place)
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
      parts[1].first?.isUppercase == true
    {
      written[String(parts[1]), default: []].insert(place)
    }
  }

  /// Whether the code may look `name` up as `lookup`: it writes the string where it may reach
  /// that lookup, in code that may run (`runs` answers for the owning type), or builds that
  /// lookup's names, or `name` is one of `typeNames` (code that names controllers and storyboards
  /// after their classes, `String(describing: T.self)`).
  public func mayName(
    _ name: String, _ lookup: Lookup, typeNames: Set<String> = [], runs: (String) -> Bool = { _ in true }
  ) -> Bool {
    if computes(lookup) || typeNames.contains(name) { return true }
    return written[name]?.contains { place in
      (place.lookup == nil || place.lookup == lookup) && (place.owner.map(runs) ?? true)
    } ?? false
  }

  /// Whether the code may look up any name as `lookup`: it builds such names, calls for them a
  /// function that may return something other than a literal, or looks up a parameter some call
  /// passes a built string.
  public func computes(_ lookup: Lookup) -> Bool {
    computed.contains(lookup) || callsNaming[lookup]?.contains { literalFunctions[$0] != true } == true
      || parameterLookups[lookup]?.contains(where: builtArguments.contains) == true
  }

  /// A function's parameter by the function's base name and the parameter's external label
  /// (`_` for none): `load(_:)`, `show(named:)`.
  public static func slot(_ function: String, _ label: String) -> String { "\(function)(\(label):)" }

  /// Adds what another file's code names.
  public mutating func merge(_ other: StoryboardNames) {
    written.merge(other.written) { $0.union($1) }
    computed.formUnion(other.computed)
    referencedTypes.formUnion(other.referencedTypes)
    typedTypes.formUnion(other.typedTypes)
    typeNamed.formUnion(other.typeNamed)
    parameterLookups.merge(other.parameterLookups) { $0.union($1) }
    builtArguments.formUnion(other.builtArguments)
    callsNaming.merge(other.callsNaming) { $0.union($1) }
    literalFunctions.merge(other.literalFunctions) { $0 && $1 }
  }
}
