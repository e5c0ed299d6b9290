import HeraldSyntax
import HeraldTree

/// One type's facts while the Swift reader is inside it. Facts on names (`button.accessibilityLabel
/// = …`) are kept by name and given to the views the type creates when the type ends, so that a
/// method declared before the one that creates the view still counts.
final class SwiftTypeBuilder {
  var type: CodeType
  /// The functions, accessors and closures the reader is inside, innermost last; empty at the
  /// type's top level (where a `var` is a stored property, not a local).
  private(set) var functions: [String] = []
  /// Local variables declared in the functions the reader is inside (a set per function).
  private var locals: [Set<String>] = []
  /// How many loops (`for`, `while`, `forEach`/`map` closures) the reader is inside.
  var loopDepth = 0
  /// Facts set on a name of this type's code: a variable, a property, a loop variable.
  private var namedFacts: [String: [CodeFact]] = [:]
  /// Names that stand for another: `ratingButtons.append(button)`, `for b in ratingButtons`, a
  /// property initialised by a closure that returns its local view.
  private var aliases: [String: String] = [:]
  private var created: [CodeSubview] = []
  /// The methods declared at the type's top level, and the methods each calls on `self`, by name.
  private var methods: [CodeMethod] = []
  private var ownCalls: [String: Set<String>] = [:]
  /// The stored properties the initializers assign (``InitialValues/initialized(_:)``): they start
  /// with the initializer's value, not their declaration's.
  var initialized: Set<String> = []

  init(type: CodeType) {
    self.type = type
  }

  /// Whether each function entered is `static` (or `class`): there `self` is the type, not a view.
  private var statics: [Bool] = []

  /// Enters a function, initializer, accessor or closure.
  func enter(_ name: String, isStatic: Bool = false) {
    functions.append(name)
    locals.append([])
    statics.append(isStatic)
  }

  /// Leaves the innermost one.
  func leave() {
    _ = functions.popLast()
    _ = locals.popLast()
    _ = statics.popLast()
  }

  /// Whether the reader is inside a `static` or `class` member.
  var isStatic: Bool { statics.contains(true) }

  /// Records a local variable of the innermost function.
  func declareLocal(_ name: String) {
    guard !locals.isEmpty else { return }
    locals[locals.count - 1].insert(name)
  }

  /// Whether `name` is a local variable of a function the reader is inside.
  func isLocal(_ name: String) -> Bool { locals.contains { $0.contains(name) } }

  /// The innermost function, or `nil` at the type's top level.
  var function: String? { functions.last }

  /// Records a fact on the type's own view.
  func addOwn(_ fact: CodeFact) { type.facts.append(fact) }

  /// Records a fact on the view a name of this type's code holds.
  func add(_ fact: CodeFact, on name: String) { namedFacts[name, default: []].append(fact) }

  /// Records a method declared at the type's top level.
  func declareMethod(_ method: CodeMethod) { methods.append(method) }

  /// Records that the innermost function calls `method` on `self`.
  func addOwnCall(_ method: String) {
    guard let function = functions.first else { return }
    ownCalls[function, default: []].insert(method)
  }

  /// Records a view created in code.
  func addSubview(_ subview: CodeSubview) { created.append(subview) }

  /// Records that `alias` stands for the view(s) of `name`.
  func alias(_ alias: String, to name: String) {
    guard alias != name, aliases[alias] == nil, resolve(name) != alias else { return }
    aliases[alias] = name
  }

  /// The name `name` stands for, following at most four aliases.
  private func resolve(_ name: String) -> String {
    var target = name
    for _ in 0..<4 {
      guard let next = aliases[target] else { break }
      target = next
    }
    return target
  }

  /// The type with each created view's facts: those set on its name and on every name that
  /// stands for it (followed through at most four aliases).
  func build() -> CodeType {
    var result = type
    for name in initialized { result.properties[name]?.initialValue = nil }
    result.methods = methods.map { method in
      var method = method
      method.ownCalls = ownCalls[method.name] ?? []
      return method
    }
    var namesFor: [String: [String]] = [:]
    for alias in aliases.keys { namesFor[resolve(alias), default: []].append(alias) }
    result.subviews = created.map { subview in
      var subview = subview
      guard let name = subview.name else { return subview }
      let names = [name] + (namesFor[name] ?? []).filter { $0 != name }.sorted()
      subview.facts = names.flatMap { namedFacts[$0] ?? [] }.sorted { $0.location < $1.location }
      return subview
    }
    return result
  }
}
