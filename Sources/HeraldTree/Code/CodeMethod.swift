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
  /// Where a caller's argument goes to each parameter, in the same order: its argument label, or
  /// `_0`, `_1`, … for the first, second, … parameter without one (``argumentSlots(labels:)``).
  public var slots: [String]
  /// The methods it calls on `self` (`fadeIn()`, `self.applyStyle()`), by base name.
  public var ownCalls: Set<String>
  /// Where it is declared.
  public var location: SourceLocation

  /// Creates a method; `slots` default to the parameters' names as labels.
  public init(
    name: String, parameters: [String], slots: [String]? = nil, ownCalls: Set<String> = [],
    location: SourceLocation
  ) {
    self.name = name
    self.parameters = parameters
    self.slots = slots ?? parameters
    self.ownCalls = ownCalls
    self.location = location
  }
}

extension CodeMethod {
  /// The slots arguments written with `labels` fill, in order: a label names its own slot, and an
  /// unlabeled argument (`nil` or `_`) the next of `_0`, `_1`, …, so that a call
  /// `configure(nameLabel, value: 3)` and a declaration `func configure(_ label: UILabel, value:
  /// Int)` meet in `_0` and `value`.
  public static func argumentSlots(labels: [String?]) -> [String] {
    var unlabeled = 0
    return labels.map { label in
      if let label, label != "_" { return label }
      defer { unlabeled += 1 }
      return "_\(unlabeled)"
    }
  }

  /// The parameters a view passed in `slot` reaches: the one whose slot it is, or every parameter
  /// when the slot is not known or matches none (a defaulted argument left out shifts nothing
  /// labeled, but Herald does not check types).
  public func parameters(receiving slot: String?) -> [String] {
    guard let slot, let index = slots.firstIndex(of: slot), index < parameters.count else { return parameters }
    return [parameters[index]]
  }
}
