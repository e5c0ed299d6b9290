import HeraldAudit
import HeraldSyntax
import HeraldTree

/// Follows the app's own code where a view is handed on, so that a helper decides instead of
/// leaving the element to review: a method of the app sent to the view (`label.fadeIn()` declared
/// in `extension UIView`, `button.applyStyle()` in the button's class), a function of the app the
/// view is passed to (`configureFields(label)`), and in turn the methods those call on `self` and
/// the functions they pass the view to, at most ``depth`` calls deep.
///
/// UIKit's and AppKit's methods that leave what rules ask about as it was
/// (``FrameworkMethods``) are not uses. Any other call — a framework or library method Herald has
/// no code for, a function it cannot name — is unknown: the element stays needs review.
struct HelperFollowing {
  /// What the followed code does about the members asked.
  enum Outcome {
    /// It sets one of them, here.
    case sets(RelatedLocation)
    /// It sets one of them to a value the rule cannot weigh (a font from a variable), here.
    case undecided(RelatedLocation)
    /// It reaches code Herald cannot follow: the call's name and where the view is handed to it.
    case unknown(String, RelatedLocation)
    /// It sets none of them.
    case irrelevant
  }

  /// How many calls deep the follower goes before a call counts as unknown.
  static let depth = 4

  let code: CodeIndex
  let members: Set<CodeMember>
  let weigh: (CodeMember, String?) -> CodeWeight
  /// The app's classes the view is an instance of (its custom class and that class's
  /// superclasses): their methods, and those of extensions of framework classes, are the view's.
  let viewClasses: Set<String>

  /// What the escaping uses among `uses` of the view called `view` do, together (``combine(_:)``).
  func followEscapes(of uses: [PropertyUse], view: String) -> Outcome {
    Self.combine(uses.filter(\.escapes).map { follow($0, view: view) })
  }

  /// What an escaping use (``PropertyUse/escapes``) of the view called `view` there does.
  func follow(_ use: PropertyUse, view: String) -> Outcome {
    var visited: Set<String> = []
    return follow(use, view: view, depth: Self.depth, visited: &visited)
  }

  private func follow(_ use: PropertyUse, view: String, depth: Int, visited: inout Set<String>) -> Outcome {
    if let method = use.memberName, use.kind == .call {
      return followMethod(method, target: "\(view).\(method)", at: use.location, depth: depth, visited: &visited)
    }
    if let local = use.boundTo, let scope = use.scope, let function = use.function {
      return followLocal(local, of: use, in: function, of: scope, depth: depth, visited: &visited)
    }
    guard let callee = use.handedTo else { return .unknown(view, RelatedLocation(use.location, .handedOn(view))) }
    guard let name = Self.calledName(callee) else {
      return .unknown(callee, RelatedLocation(use.location, .handedOn(callee)))
    }
    guard let functions = functions(named: name, callee: callee, from: use.scope) else {
      if FrameworkMethods.readingArguments.contains(name)
        || FrameworkMethods.anchoring.contains("\(name)(\(use.slot ?? "_"):)")
      {
        return .irrelevant
      }
      return .unknown(callee, RelatedLocation(use.location, .handedOn(callee)))
    }
    guard depth > 0 else { return .unknown(callee, RelatedLocation(use.location, .handedOn(callee))) }
    var outcomes: [Outcome] = []
    // Each function once per slot: another argument of the same helper reaches another parameter.
    for (type, function) in functions where visited.insert("\(type).\(function.name)(\(use.slot ?? "*"))").inserted {
      for parameter in function.parameters(receiving: use.slot) {
        for inner in code.parameterUses(of: parameter, in: function.name, of: type) {
          outcomes.append(judge(inner, view: parameter, depth: depth - 1, visited: &visited))
        }
      }
    }
    return Self.combine(outcomes)
  }

  /// What a function does with the local constant a use binds the view to (`guard let field =
  /// nameField`): the local's uses in the function are the view's.
  private func followLocal(
    _ local: String, of use: PropertyUse, in function: String, of scope: String, depth: Int,
    visited: inout Set<String>
  ) -> Outcome {
    let target = "let \(local)"
    guard depth > 0 else { return .unknown(target, RelatedLocation(use.location, .handedOn(target))) }
    guard visited.insert("\(scope).\(function) \(target)").inserted else { return .irrelevant }
    var outcomes: [Outcome] = []
    for inner in code.parameterUses(of: local, in: function, of: scope) where inner.location != use.location {
      outcomes.append(judge(inner, view: local, depth: depth - 1, visited: &visited))
    }
    return Self.combine(outcomes)
  }

  /// What a use inside followed code does: sets a member asked, or hands the view on again.
  private func judge(_ use: PropertyUse, view: String, depth: Int, visited: inout Set<String>) -> Outcome {
    if let member = use.member {
      guard members.contains(member) else { return .irrelevant }
      switch weigh(member, use.value) {
      case .sets: return .sets(RelatedLocation(use.location, .sets(member)))
      case .unknown: return .undecided(RelatedLocation(use.location, .sets(member)))
      case .irrelevant: return .irrelevant
      }
    }
    return use.escapes ? follow(use, view: view, depth: depth, visited: &visited) : .irrelevant
  }

  /// What a method sent to the view does: the app's methods of that name declared on the view's
  /// classes or on framework classes (in extensions), followed; a framework method known inert,
  /// nothing; any other, unknown.
  private func followMethod(
    _ name: String, target: String, at location: SourceLocation, depth: Int, visited: inout Set<String>
  ) -> Outcome {
    let declared = code.methods(named: name).filter {
      viewClasses.contains($0.type) || CodeIndex.isFrameworkClass($0.type)
    }
    guard !declared.isEmpty else {
      // A function of the app's declared outside any type (`delayToMainThread(2) { … }`) reaches
      // the view only through an argument, which the reader records as the view handed on; a
      // closure passed to it is the method's own code, read in place.
      if FrameworkMethods.inert.contains(name) || FrameworkMethods.inertUnlessDeclared.contains(name)
        || code.freeFunctions.contains(name)
      {
        return .irrelevant
      }
      return .unknown(target, RelatedLocation(location, .handedOn(target)))
    }
    guard depth > 0 else { return .unknown(target, RelatedLocation(location, .handedOn(target))) }
    var outcomes: [Outcome] = []
    for (type, method) in declared where visited.insert("\(type).\(method.name)").inserted {
      for fact in code.type(named: type)?.facts ?? [] where fact.function == method.name {
        if fact.member == .handedOn {
          let next = fact.value ?? method.name
          outcomes.append(.unknown(next, RelatedLocation(fact.location, .handedOn(next))))
        } else if members.contains(fact.member) {
          switch weigh(fact.member, fact.value) {
          case .sets: outcomes.append(.sets(RelatedLocation(fact.location, .sets(fact.member))))
          case .unknown: outcomes.append(.undecided(RelatedLocation(fact.location, .sets(fact.member))))
          case .irrelevant: break
          }
        }
      }
      for call in method.ownCalls.sorted() {
        outcomes.append(followMethod(call, target: call, at: method.location, depth: depth - 1, visited: &visited))
      }
    }
    return Self.combine(outcomes)
  }

  /// The app's functions a call written `callee` (base name `name`) in `scope`'s code reaches:
  /// unqualified or on `self`/`super`, the scope's class and superclasses'; on a type name
  /// (`Styler.apply`) or a property whose declared type the app declares (`styler.apply`), that
  /// type's. `nil` when the receiver's type is not the app's or not known: a framework's method,
  /// or a method of an object Herald cannot type.
  private func functions(named name: String, callee: String, from scope: String?) -> [(
    type: String, method: CodeMethod
  )]? {
    let parts = callee.split(separator: ".").map { String($0.filter { $0 != "?" && $0 != "!" }) }
    let owner: String?
    if parts.count == 1 || parts.count == 2 && (parts[0] == "self" || parts[0] == "super") {
      owner = scope
    } else if parts.count == 2, code.type(named: parts[0]) != nil {
      owner = parts[0]
    } else if parts.count == 2 || parts.count == 3 && parts[0] == "self", let scope,
      let typeName = code.property(parts[parts.count - 2], of: scope)?.typeName, code.type(named: typeName) != nil
    {
      owner = typeName
    } else {
      owner = nil
    }
    guard let owner else { return nil }
    let chain = Set(code.chain(of: owner).map(\.name)).union([owner])
    let found = code.methods(named: name).filter { chain.contains($0.type) }
    return found.isEmpty ? nil : found
  }

  /// The base name of a call written `configure`, `self.configure`, `Styler.apply` (`nil` for
  /// anything but a chain of names: a statement, a closure).
  static func calledName(_ callee: String) -> String? {
    let parts = callee.split(separator: ".", omittingEmptySubsequences: false).map {
      $0.filter { $0 != "?" && $0 != "!" }
    }
    guard let last = parts.last,
      parts.allSatisfy({ part in
        guard let first = part.first, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      })
    else { return nil }
    return last
  }

  /// The first setting outcome, else the first undecided one, else the first unknown one.
  static func combine(_ outcomes: [Outcome]) -> Outcome {
    if let found = outcomes.first(where: { if case .sets = $0 { true } else { false } }) { return found }
    if let found = outcomes.first(where: { if case .undecided = $0 { true } else { false } }) { return found }
    return outcomes.first { if case .unknown = $0 { true } else { false } } ?? .irrelevant
  }
}
