import SwiftSyntax

extension SwiftUIBindings {
  /// The value of the static constant `name` of `type` that may hold records
  /// (``SwiftUIRecordTypes/statics``): its declaration evaluated where the type's other static
  /// constants are in scope by their bare names, as Swift reads a static initializer
  /// (`static let all = [cupertino, sanFrancisco, london]`). `nil` when the inputs declare no such
  /// constant, or the evaluation is already as deep as enum properties may go.
  func staticValue(_ name: String, of type: String) -> SwiftUIValue? {
    guard let source = records.staticValue(name, of: type), enumDepth < SwiftUIEnumTypes.maximumDepth else {
      return nil
    }
    var scope = inner
    scope.staticScope = type
    return scope.evaluate(source)
  }

  /// The value a bare name has inside a static initializer of ``staticScope``: the type's static
  /// constant of that name.
  func staticInScope(_ name: String) -> SwiftUIValue? {
    staticScope.flatMap { staticValue(name, of: $0) }
  }
}
