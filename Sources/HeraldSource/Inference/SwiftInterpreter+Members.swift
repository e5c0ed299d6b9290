import HeraldTree
import SwiftSyntax

extension SwiftInterpreter {
  // MARK: Members

  /// `base.name`, or `.name` with an expected type.
  func member(_ node: MemberAccessExprSyntax, _ scope: inout InferenceScope, expectedType: String?) -> SymbolicValue {
    let name = node.declName.baseName.text
    guard let baseSyntax = node.base else {
      if let expectedType, let property = declarations.property(name, of: expectedType), property.isStatic {
        return readStatic(property, of: expectedType, &scope)
      }
      return .expression(.string(name))
    }
    if baseSyntax.trimmedText == "super" { return .unknown("super.\(name)") }
    // `StarFillMode.full.rawValue`: the case's raw value.
    if name == "rawValue", let caseAccess = baseSyntax.as(MemberAccessExprSyntax.self) {
      let caseName = caseAccess.declName.baseName.text
      let enumType = caseAccess.base.map { evaluate($0, &scope) }
      if case .type(let type)? = enumType, let declared = declarations.types[type],
        let raw = declared.cases.first(where: { $0.name == caseName })?.rawValue
      {
        return .expression(raw)
      }
      // `CosmosDefaultSettings.fillMode.rawValue`: a static constant that is a case of an enum.
      if case .expression(.string(let value))? = evaluate(baseSyntax, &scope).expression.map(SymbolicValue.expression),
        let raw = rawValue(ofCase: value)
      {
        return .expression(raw)
      }
    }
    let base = evaluate(baseSyntax, &scope)
    switch base {
    case .type(let type): return staticMember(name, of: type, &scope)
    case .view(.control):
      if let property = declarations.property(name, of: control.name), !property.isStatic {
        return readProperty(name, &scope)
      }
      return .unknown("the control's \(name)")
    case .record(let type, let fields, let path):
      if let field = fields[name] { return field }
      if let bridged = bridge(path, name) { return bridged }
      guard let property = declarations.property(name, of: type), !property.isStatic,
        let initializer = property.initializer
      else { return .unknown("\(path).\(name)") }
      if accessibilityContext > 0 {
        draft.unresolved(
          "\(path).\(name)", property.source,
          "\(path).\(name) is taken as its default (\(initializer.trimmedText.prefix(60))); a value the app sets is not followed"
        )
      }
      return nested {
        var inner = InferenceScope(typeName: type, isControl: false)
        return evaluate(initializer, &inner, expectedType: property.typeName)
      }
    case .expression(.name(let property)) where name == "width" || name == "height":
      return .expression(.name("\(property).\(name)"))
    case .recognizer(_, let view?) where name == "view":
      return .view(view)
    case .children where name == "count":
      return draft.children.map { .expression($0.count) } ?? .unknown("the number of children")
    case .image: return base
    default: return unknown(base)
    }
  }

  /// `Type.name`: an enum case, a static property, a trait.
  func staticMember(_ name: String, of type: String, _ scope: inout InferenceScope) -> SymbolicValue {
    if type == "UIAccessibilityTraits" || type == "UIAccessibility.Traits" {
      if name == "none" { return .traits([]) }
      return AccessibilityTraits(name: name).map { .traits($0) } ?? .unknown("the trait \(name)")
    }
    if type == "CGSize", name == "zero" {
      return .record(
        type: "CGSize", fields: ["width": .expression(.number(0)), "height": .expression(.number(0))], path: "")
    }
    guard let declared = declarations.types[type] else { return .unknown("\(type).\(name)") }
    if let property = declarations.property(name, of: type), property.isStatic {
      return readStatic(property, of: type, &scope)
    }
    if declared.kind == "enum" { return .expression(.string(name)) }
    return .unknown("\(type).\(name)")
  }

  /// `[.button, .selected]` as traits; other arrays are not followed.
  func array(_ node: ArrayExprSyntax, _ scope: inout InferenceScope) -> SymbolicValue {
    var traits: AccessibilityTraits = []
    for element in node.elements {
      switch evaluate(element.expression, &scope, expectedType: "UIAccessibilityTraits") {
      case .traits(let more): traits.formUnion(more)
      case .expression(.string(let name)):
        guard let trait = AccessibilityTraits(name: name) else { return .unknown("an array") }
        traits.formUnion(trait)
      default: return .unknown("an array")
      }
    }
    return .traits(traits)
  }
}
