import HeraldTree
import SwiftSyntax

/// The app's own modifiers of views, read where a view applies them with that view as what they
/// modify (Apple, [`ViewModifier`](https://developer.apple.com/documentation/swiftui/viewmodifier)
/// and [`modifier(_:)`](https://developer.apple.com/documentation/swiftui/view/modifier(_:))):
///
/// ```swift
/// struct ConditionalView: ViewModifier {          // `.modifier(ConditionalView(show: [x]))`
///   let show: [Bool]
///   func body(content: Content) -> some View { if show.allSatisfy({ $0 }) { content } }
/// }
/// extension View {                                 // `.showIf(x)`
///   func showIf(_ show: Bool) -> some View { modifier(ConditionalView(show: [show])) }
/// }
/// ```
///
/// A `ViewModifier`'s body reads its `content` as the modified view; a method of `extension View`
/// reads `self` as it, and a call with no receiver in it (`modifier(…)`, `toolbar { … }`) as a
/// modifier of `self`.
struct SwiftUIAppModifiers: Sendable {
  /// A `ViewModifier` type: its stored properties (what its memberwise initializer takes) and its
  /// `body(content:)`, kept as the `body` of ``type``.
  struct ModifierType: Sendable {
    /// The type, its `body(content:)`'s statements as its `body`.
    var type: SwiftUIViewType
    /// The name `body(content:)` gives the modified view (`content`).
    var content: String
  }

  /// A method of `extension View` that returns a view.
  struct Method: Sendable {
    /// The declaration.
    var function: FunctionDeclSyntax
    /// The file that declares it.
    var file: String
    /// The platforms whose builds compile it (a `#if os(…)` around its extension); `nil` for all.
    var builtOn: Set<Platform>?

    /// Whether its last parameter takes any number of arguments (`_ conditions: Bool...`).
    var isVariadic: Bool { function.signature.parameterClause.parameters.last?.ellipsis != nil }

    /// Whether `call` can call it: each argument's label names one of its parameters in order,
    /// every parameter without a default has an argument, and a trailing closure fills a
    /// parameter.
    func accepts(_ call: FunctionCallExprSyntax) -> Bool {
      let parameters = Array(function.signature.parameterClause.parameters)
      var next = 0
      for argument in call.arguments {
        let label = argument.label?.text ?? "_"
        // A variadic parameter takes the unlabelled arguments after its first.
        if label == "_", next > 0, parameters[next - 1].ellipsis != nil, parameters[next - 1].firstName.text == "_" {
          continue
        }
        guard let found = parameters[next...].firstIndex(where: { $0.firstName.text == label }),
          parameters[next..<found].allSatisfy({ $0.defaultValue != nil })
        else { return false }
        next = found + 1
      }
      var rest = parameters[next...].filter { $0.defaultValue == nil }
      if call.trailingClosure != nil {
        guard !rest.isEmpty || parameters.count > next else { return false }
        if !rest.isEmpty { rest.removeLast() }
      }
      return rest.isEmpty
    }
  }

  /// The `ViewModifier` types by name (the first declaration of a name wins).
  private(set) var types: [String: ModifierType] = [:]
  /// The methods of `extension View` by base name, every declaration kept in file order.
  private(set) var methods: [String: [Method]] = [:]

  /// No modifiers.
  static let none = SwiftUIAppModifiers()

  init() {}

  /// The modifiers of several files: the first type of a name wins, every method is kept.
  init(merging all: [SwiftUIAppModifiers]) {
    for modifiers in all {
      types.merge(modifiers.types) { first, _ in first }
      methods.merge(modifiers.methods) { $0 + $1 }
    }
  }

  /// Whether `inherited` makes a type a `ViewModifier`.
  static func isModifier(inherited: [String]) -> Bool {
    inherited.contains { $0 == "ViewModifier" || $0 == "SwiftUI.ViewModifier" }
  }

  /// Whether an extension of `name` extends every view (`extension View`).
  static func extendsViews(_ name: String) -> Bool { name == "View" || name == "SwiftUI.View" }

  /// Keeps `view`, declared with `members`, as a `ViewModifier` when it has a `body(content:)`.
  mutating func collect(modifier view: SwiftUIViewType, members: MemberBlockItemListSyntax) {
    guard types[view.name] == nil else { return }
    for member in members {
      guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "body",
        let parameter = function.signature.parameterClause.parameters.first,
        function.signature.parameterClause.parameters.count == 1, parameter.firstName.text == "content",
        let statements = function.body?.statements
      else { continue }
      var type = view
      type.computed["body"] = statements
      type.functions["body"] = nil
      types[view.name] = ModifierType(type: type, content: (parameter.secondName ?? parameter.firstName).text)
      return
    }
  }

  /// Keeps the methods among an `extension View`'s members that return a view.
  mutating func collect(extension members: MemberBlockItemListSyntax, file: String, builtOn: Set<Platform>?) {
    for member in members {
      guard let function = member.decl.as(FunctionDeclSyntax.self), function.body != nil,
        let returned = function.signature.returnClause?.type.trimmedDescription,
        SwiftUIDeclarationCollector.buildsView(returned) || returned == "Self",
        !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      methods[function.name.text, default: []].append(Method(function: function, file: file, builtOn: builtOn))
    }
  }

  /// The method `name` that `call` calls in a build for `platform`: of the declarations compiled
  /// there (`isBuilt` says whether a file's target builds it there) that `call` can call, one
  /// without a variadic parameter first, as Swift prefers it; `nil` when none is.
  func method(
    _ name: String, for call: FunctionCallExprSyntax, on platform: Platform, isBuilt: (String) -> Bool
  ) -> Method? {
    let candidates = (methods[name] ?? []).filter {
      ($0.builtOn?.contains(platform) ?? true) && isBuilt($0.file) && $0.accepts(call)
    }
    return candidates.first { !$0.isVariadic } ?? candidates.first
  }
}
