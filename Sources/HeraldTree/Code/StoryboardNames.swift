/// What an app's code says of the names of its storyboards, their controllers' storyboard
/// identifiers and their segues' identifiers: UIKit and AppKit find each by a string
/// (`UIStoryboard(name: "Settings", bundle: nil)`, `instantiateViewController(withIdentifier:)`,
/// `performSegue(withIdentifier:sender:)`), so a name no string of the code holds is never looked up.
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
  }

  /// The string literals the code writes (without interpolation): the names it can look up.
  public var literals: Set<String> = []
  /// The lookups whose names the code builds in a way Herald does not follow (`"\(prefix)Cell"`,
  /// `name + "VC"`, R.swift's generated accessors): any name may be looked up that way.
  public var computed: Set<Lookup> = []

  /// No names.
  public init() {}

  /// Whether the code may look `name` up as `lookup`: it writes the string, or builds that
  /// lookup's names, or `name` is one of `typeNames` (code that names controllers and
  /// storyboards after their classes, `String(describing: T.self)`).
  public func mayName(_ name: String, _ lookup: Lookup, typeNames: Set<String> = []) -> Bool {
    computed.contains(lookup) || literals.contains(name) || typeNames.contains(name)
  }

  /// Adds what another file's code names.
  public mutating func merge(_ other: StoryboardNames) {
    literals.formUnion(other.literals)
    computed.formUnion(other.computed)
  }
}
