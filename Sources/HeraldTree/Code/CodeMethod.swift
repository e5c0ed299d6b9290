import HeraldSyntax

/// A method the app's code declares on one of its types or in an extension of a framework type
/// (`extension UIView { func fadeIn() { … } }`), with what is needed to follow a call of it: its
/// parameters and the other methods it calls on `self`.
///
/// What a method sets on `self` is among its type's facts (``CodeFact/function`` names the
/// method); what it does with a parameter is among the uses of the parameter's name made in the
/// method (``PropertyUse/function``, ``PropertyUse/scope``).
public struct CodeMethod: Sendable, Hashable {
  /// The method's base name (`configure` for `configure(with:)`).
  public var name: String
  /// The names its parameters are known by inside it, in order (`_ label: UILabel` → `label`).
  public var parameters: [String]
  /// The methods it calls on `self` (`fadeIn()`, `self.applyStyle()`), by base name.
  public var ownCalls: Set<String>
  /// Where it is declared.
  public var location: SourceLocation

  /// Creates a method.
  public init(name: String, parameters: [String], ownCalls: Set<String> = [], location: SourceLocation) {
    self.name = name
    self.parameters = parameters
    self.ownCalls = ownCalls
    self.location = location
  }
}
