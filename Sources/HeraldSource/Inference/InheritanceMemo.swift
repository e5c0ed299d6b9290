import SwiftSyntax

/// The answers of lookups along superclass chains, each worked out once per type.
///
/// A type's answer is its own declaration combined with its superclass's answer, so a chain of
/// n subclasses is answered in O(n) in all rather than O(n) for each of them: `components infer`
/// on 8,000 classes deriving from each other took over 30 seconds when every lookup walked the
/// whole chain (issue 37). The memo belongs to one ``SwiftDeclarations`` and is filled on one
/// thread; a declaration set is never shared between threads.
final class InheritanceMemo {
  /// What is looked up (a property's or method's name, empty for the view base) and for which type.
  struct Key: Hashable {
    var member: String
    var type: String
  }

  /// ``SwiftDeclarations/viewBase(of:)``.
  var viewBases: [Key: String?] = [:]
  /// ``SwiftDeclarations/property(_:of:)``.
  var properties: [Key: DeclaredProperty?] = [:]
  /// ``SwiftDeclarations/functions(_:of:)``.
  var functions: [Key: [FunctionDeclSyntax]] = [:]

  /// The answer for `member` of `type`: `step(type's declaration, its superclass's answer)`, `end` past the
  /// last type the inputs declare. The chain is walked up once, iteratively (no recursion however
  /// deep it is), to the first type already answered; a cycle (`class A: B`, `class B: A`) ends
  /// there as the chain's end does.
  func resolve<Value>(
    _ member: String, of type: String, in types: [String: DeclaredType],
    memo: ReferenceWritableKeyPath<InheritanceMemo, [Key: Value]>, end: Value, step: (DeclaredType, Value) -> Value
  ) -> Value {
    if let known = self[keyPath: memo][Key(member: member, type: type)] { return known }
    var chain: [(name: String, declared: DeclaredType)] = []
    var seen: Set<String> = []
    var current: String? = type
    var inherited = end
    while let name = current, let declared = types[name] {
      if let known = self[keyPath: memo][Key(member: member, type: name)] {
        inherited = known
        break
      }
      guard seen.insert(name).inserted else { break }
      chain.append((name, declared))
      current = declared.superclass
    }
    for (name, declared) in chain.reversed() {
      inherited = step(declared, inherited)
      self[keyPath: memo][Key(member: member, type: name)] = inherited
    }
    return inherited
  }
}
