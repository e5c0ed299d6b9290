import HeraldTree
import SwiftSyntax

/// The body an extension of an app's protocol refining `View` gives every type that conforms to
/// it and declares none (Swift's protocol extensions: a default implementation of a requirement):
///
/// ```swift
/// protocol PlatformView: View { var iOSView: … { get } }
/// extension PlatformView {
///   #if os(iOS)
///   var body: some View { iOSView }
///   #endif
/// }
/// struct Row: PlatformView { var iOSView: some View { Text("Row") } }   // Row's body: iOSView
/// ```
///
/// The body is read in the conformer's context, so `iOSView` is the conformer's own property.
struct SwiftUIProtocolBody: Sendable {
  /// The getter's statements.
  let statements: CodeBlockItemListSyntax
  /// The platforms whose build compiles it (a `#if os(…)` around it); `nil` for every platform.
  let builtOn: Set<Platform>?

  /// The `body` getters among an extension's members, with the platforms of the `#if` clauses
  /// around each (a `#if` that names more than platforms is not read).
  static func bodies(in members: MemberBlockItemListSyntax, builtOn: Set<Platform>? = nil) -> [SwiftUIProtocolBody] {
    var found: [SwiftUIProtocolBody] = []
    for member in members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" {
          if let getter = SwiftUIDeclarationCollector.getter(binding) {
            found.append(SwiftUIProtocolBody(statements: getter, builtOn: builtOn))
          }
        }
      } else if let conditional = member.decl.as(IfConfigDeclSyntax.self),
        SwiftUICompilationConditions.namesPlatformsOnly(conditional.clauses)
      {
        for clause in conditional.clauses {
          guard case .decls(let inner)? = clause.elements else { continue }
          let compiled = SwiftUICompilationConditions.platforms(compiling: clause, of: conditional.clauses)
          found += bodies(in: inner, builtOn: builtOn.map { $0.intersection(compiled) } ?? compiled)
        }
      }
    }
    return found
  }

  /// The body `bodies` give a conformer built for `platform`: the one compiled there; `nil` when
  /// none is, or two are (which one Swift takes is not read).
  static func body(among bodies: [SwiftUIProtocolBody], on platform: Platform) -> CodeBlockItemListSyntax? {
    let compiled = bodies.filter { $0.builtOn?.contains(platform) ?? true }
    return compiled.count == 1 ? compiled.first?.statements : nil
  }
}
