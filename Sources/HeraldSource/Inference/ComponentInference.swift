import Foundation
import HeraldSyntax
import HeraldTree
import SwiftSyntax

/// Drafts component models (`docs/components.md`) from the Swift source of custom controls:
/// `herald components infer RatingControl.swift` writes the model Herald needs to announce and
/// simulate the control, so that nobody has to write it by hand first.
///
/// The control's setup code is evaluated symbolically over a small subset of Swift (documented in
/// `docs/components.md`, "Inferring a model"): stored properties with literal defaults become the
/// model's properties, a loop that creates views becomes its repeated children, the accessibility
/// the code sets on them becomes templates, and target-actions and accessibility overrides that
/// change a property become actions. What the inference cannot follow is listed in the model's
/// `unresolved` parts, with where it is — never guessed.
///
/// ```swift
/// let inference = ComponentInference()
/// let result = inference.infer(files: ["Examples/FoodTracker/RatingControl.swift"])
/// print(ComponentModelWriter.text(result.models))
/// ```
public struct ComponentInference: Sendable {
  /// The argument names of a catalog message in order of appearance (`["count", "total"]`), `nil`
  /// when no catalog has the key. A localized key the code uses becomes a `message` text when it
  /// is there, with the code's format arguments named in this order.
  public var messageArguments: @Sendable (String) -> [String]?

  /// Creates an inference that looks localized keys up with `messageArguments`.
  public init(messageArguments: @escaping @Sendable (String) -> [String]? = { _ in nil }) {
    self.messageArguments = messageArguments
  }

  /// Drafts a model for each custom view class in the Swift files `paths` stand for (files, and
  /// the `.swift` files in folders, as ``SourceIndexer`` finds them), or only for `className`.
  public func infer(paths: [String], className: String? = nil) -> ComponentInferenceResult {
    let files = SourceIndexer().files(in: paths).filter { $0.hasSuffix(".swift") }
    var sources: [(path: String, text: String)] = []
    var problems: [SourceProblem] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        problems.append(
          SourceProblem(
            location: SourceLocation(file: file, line: 1, column: 1),
            message: "cannot be read; check that it exists and is readable"))
        continue
      }
      sources.append((file, String(decoding: data, as: UTF8.self)))
    }
    var result = infer(sources: sources, className: className)
    result.problems.insert(contentsOf: problems, at: 0)
    return result
  }

  /// Drafts a model for each custom view class in `sources`, or only for `className`.
  public func infer(sources: [(path: String, text: String)], className: String? = nil) -> ComponentInferenceResult {
    let declarations = SwiftDeclarations(files: sources)
    var result = ComponentInferenceResult(models: [], problems: declarations.problems)
    for control in declarations.viewClasses where className == nil || control.name == className {
      result.models.append(infer(control, declarations))
    }
    return result
  }

  /// The model of one control.
  private func infer(_ control: DeclaredType, _ declarations: SwiftDeclarations) -> ComponentModel {
    let properties = Self.properties(of: control, declarations)
    let draft = InferenceDraft()
    let interpreter = SwiftInterpreter(
      declarations: declarations, control: control,
      modelProperties: Dictionary(properties.map { ($0.name, $0) }) { first, _ in first }, draft: draft)
    for again in declarations.duplicates[control.name] ?? [] {
      draft.unresolved(
        "declaration", again,
        "\(control.name) is declared again here (\(control.source) is read); this declaration is not read — pass only the files the app builds"
      )
    }
    let controlActions = interpreter.read()
    return ComponentDraftBuilder(
      control: control, base: declarations.viewBase(of: control.name) ?? "UIView", properties: properties, draft: draft,
      controlActions: controlActions, childActions: interpreter.childActions, messageArguments: messageArguments
    ).build()
  }

  /// The integer types of Swift and Foundation.
  private static let integerTypes: Set<String> = ["Int", "Int32", "Int64", "UInt", "NSInteger", "NSUInteger"]

  /// The number types of Swift and UIKit.
  private static let numberTypes: Set<String> = [
    "Int", "Int32", "Int64", "UInt", "CGFloat", "Double", "Float", "Float64", "NSInteger", "NSUInteger",
  ]

  /// The control's stored properties whose initial value is a constant of a type models have.
  private static func properties(of control: DeclaredType, _ declarations: SwiftDeclarations) -> [ModelProperty] {
    let probe = SwiftInterpreter(
      declarations: declarations, control: control, modelProperties: [:], draft: InferenceDraft())
    var result: [ModelProperty] = []
    for name in control.propertyOrder {
      guard let property = control.properties[name], !property.isStatic, property.isStored, !property.isOverride
      else { continue }
      guard let initializer = property.initializer else {
        // `@IBInspectable var text: String?`: Interface Builder sets it or leaves it nil.
        if property.isInspectable, property.isOptional, property.typeName == "String" {
          result.append(
            ModelProperty(
              name: name, type: .string, value: .string(""), isInspectable: true, source: property.source,
              nilIsEmpty: true))
        }
        continue
      }
      var scope = InferenceScope(typeName: control.name, isControl: false)
      let value = probe.evaluate(initializer, &scope, expectedType: property.typeName)
      guard let (type, constant) = Self.constant(value, typeName: property.typeName) else { continue }
      var integer: Bool?
      if let typeName = property.typeName {
        integer = integerTypes.contains(typeName) ? true : numberTypes.contains(typeName) ? false : nil
      } else if initializer.is(IntegerLiteralExprSyntax.self) {
        integer = true
      } else if initializer.is(FloatLiteralExprSyntax.self) {
        integer = false
      }
      result.append(
        ModelProperty(
          name: name, type: type, value: constant, isInspectable: property.isInspectable, source: property.source,
          isInteger: integer))
    }
    return result
  }

  /// A constant of a model type, and the type.
  private static func constant(_ value: SymbolicValue, typeName: String?)
    -> (ComponentProperty.ValueType, ExpressionValue)?
  {
    switch value {
    case .expression(.number(let number)):
      guard typeName == nil || numberTypes.contains(typeName ?? "") else { return nil }
      return (.number, .number(number))
    case .expression(.bool(let flag)):
      guard typeName == nil || typeName == "Bool" else { return nil }
      return (.boolean, .bool(flag))
    case .expression(.string(let text)):
      guard typeName == nil || typeName == "String" else { return nil }
      return (.string, .string(text))
    case .text(.pieces(let pieces)):
      guard typeName == nil || typeName == "String" else { return nil }
      if pieces.isEmpty { return (.string, .string("")) }
      guard pieces.count == 1, case .literal(let text) = pieces[0] else { return nil }
      return (.string, .string(text))
    case .record("CGSize", let fields, _):
      guard case .expression(.number(let width))? = fields["width"],
        case .expression(.number(let height))? = fields["height"]
      else { return nil }
      return (.size, ComponentProperty.size(width: width, height: height))
    default:
      return nil
    }
  }
}

/// The drafts of a run of the inference, and the files it could not read or parse.
public struct ComponentInferenceResult: Sendable {
  /// One model per custom view class, in declaration order.
  public var models: [ComponentModel]
  /// Files that could not be read, and the first place each file that does not parse fails.
  public var problems: [SourceProblem]

  /// Creates a result.
  public init(models: [ComponentModel], problems: [SourceProblem]) {
    self.models = models
    self.problems = problems
  }
}
