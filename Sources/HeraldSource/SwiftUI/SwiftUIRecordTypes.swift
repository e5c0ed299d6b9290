import SwiftSyntax

/// The structs of the inputs whose values a view's source may build with the memberwise
/// initializer Swift gives a struct that declares none (The Swift Programming Language,
/// "Memberwise Initializers for Structure Types"): `MenuItem(id: "salad", name: "Garden Salad")`
/// is a value whose `name` the source fixes. A class, so that bindings copy one reference.
final class SwiftUIRecordTypes: Sendable {
  /// For each such struct, by name, the stored properties its memberwise initializer takes.
  let members: [String: Set<String>]
  /// The static constants of the inputs' types that may hold such records, by `Type.name`, as
  /// written: `static let cupertino = City(name: …)`, `static let all = [cupertino, london]`
  /// (``mayHoldRecords(_:)``). A view reads the rows of `ForEach(City.all)` from them.
  let statics: [String: ExprSyntax]

  init(members: [String: Set<String>], statics: [String: ExprSyntax] = [:]) {
    self.members = members
    self.statics = statics
  }

  /// The structs and constants of `parts`, the first of a name winning.
  convenience init(merging parts: [SwiftUIRecordTypes]) {
    var members: [String: Set<String>] = [:]
    var statics: [String: ExprSyntax] = [:]
    for part in parts {
      members.merge(part.members) { first, _ in first }
      statics.merge(part.statics) { first, _ in first }
    }
    self.init(members: members, statics: statics)
  }

  /// Whether a file without views may declare static constants of records, read for
  /// ``statics``: it has a `static let` or `static var` beside a struct or an extension.
  static func mayDeclareStatics(_ text: String) -> Bool {
    (text.containsUTF8("static let") || text.containsUTF8("static var"))
      && (text.containsUTF8("struct ") || text.containsUTF8("extension "))
  }

  /// The expression the static constant `name` of `type` is declared with, when it may hold records.
  func staticValue(_ name: String, of type: String) -> ExprSyntax? {
    statics[type + "." + name]
  }

  /// Whether a static constant's initial value may be records: a call of a capitalized name (a
  /// type's initializer), or an array literal.
  static func mayHoldRecords(_ value: ExprSyntax) -> Bool {
    if value.is(ArrayExprSyntax.self) { return true }
    guard let called = value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self) else {
      return false
    }
    return called.baseName.text.first?.isUppercase ?? false
  }

  /// No struct: every call is a value the app computes.
  static let none = SwiftUIRecordTypes(members: [:])

  /// The record `call` builds, when it calls the memberwise initializer of a known struct with
  /// labels it takes, each argument evaluated by `evaluate`.
  func record(_ call: FunctionCallExprSyntax, _ evaluate: (ExprSyntax) -> SwiftUIValue) -> SwiftUIValue? {
    guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let stored = members[type], call.trailingClosure == nil,
      call.arguments.allSatisfy({ $0.label.map { stored.contains($0.text) } ?? false })
    else { return nil }
    var fields: [String: SwiftUIValue] = [:]
    for argument in call.arguments {
      guard let label = argument.label?.text else { return nil }
      fields[label] = evaluate(argument.expression)
    }
    return .record(type: type, fields: fields)
  }

  /// The stored properties a struct's memberwise initializer takes, when it has one: none of
  /// its own initializers (an extension's do not count), every stored `var`, and every stored
  /// `let` without an initial value. `nil` for a struct with an initializer of its own.
  static func memberwise(_ members: MemberBlockItemListSyntax) -> Set<String>? {
    var stored: Set<String> = []
    for member in members {
      if member.decl.is(InitializerDeclSyntax.self) { return nil }
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
      else { continue }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        // A computed property, or a `let` its declaration fixes, is no parameter.
        if binding.accessorBlock != nil { continue }
        if isLet && binding.initializer != nil { continue }
        stored.insert(name)
      }
    }
    return stored
  }
}
