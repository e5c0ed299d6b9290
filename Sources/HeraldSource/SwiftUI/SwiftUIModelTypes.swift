import HeraldSyntax
import HeraldTree

/// The app's model classes and the values their declarations start them with (``InitialValues``):
/// what a view reads from an `ObservableObject` or `@Observable` model it owns or is handed
/// (`@StateObject`, `@State`, `@Environment(AppStore.self)`, `@EnvironmentObject`, `@ObservedObject`)
/// before the app's code changes it (Apple, "Managing model data in your app"). Such values choose
/// a view's first state, never rule a state out (``SwiftUIBindings/changeable``). A class, so that
/// bindings copy one reference.
final class SwiftUIModelTypes: Sendable {
  /// For each class, by name, its stored properties' initial values by name (the first
  /// declaration of a name wins).
  let properties: [String: [String: CodeLiteral]]
  /// The app's string accessors and text constants, which a model's `let title = UserText.title` names.
  let strings: StringAccessors

  /// Each model as it starts, built once.
  private let instances: [String: SwiftUIValue]
  /// For each class, the properties that start as a static member of the app, as written
  /// (`Asset.Scene.Report.background.color`): what they are depends on its declaration.
  private let references: [String: [String: String]]
  /// For each file, the models it declares once under a name other files declare too (a
  /// `private class ViewModel` beside its view): in that file the name is its own.
  private let local: [String: [String: SwiftUIValue]]

  /// - Parameters:
  ///   - properties: The initial values of the models whose names the inputs declare once.
  ///   - local: By file, the initial values of the models it declares once under a name other
  ///     files declare too.
  init(
    properties: [String: [String: CodeLiteral]], local: [String: [String: [String: CodeLiteral]]] = [:],
    strings: StringAccessors = StringAccessors()
  ) {
    self.properties = properties
    self.strings = strings
    var instances: [String: SwiftUIValue] = [:]
    for type in properties.keys {
      if let instance = Self.build(type, properties: properties, strings: strings, depth: 0) {
        instances[type] = instance
      }
    }
    self.instances = instances
    references = properties.mapValues { values in
      values.compactMapValues { literal in
        guard case .reference(let code) = literal else { return nil }
        return code
      }
    }
    self.local = local.mapValues { own in
      let visible = properties.merging(own) { _, mine in mine }
      return own.keys.reduce(into: [:]) { result, type in
        result[type] = Self.build(type, properties: visible, strings: strings, depth: 0)
      }
    }
  }

  /// No model: what a model holds is the app's.
  static let none = SwiftUIModelTypes(properties: [:])

  /// How deep a model's properties that are models themselves (`let settings = Settings()`) are followed.
  static let maximumDepth = 3

  /// Whether a file's text may declare a model a view observes: only those files' classes are
  /// read for initial values when the file declares no view.
  static func mayDeclare(_ text: String) -> Bool {
    text.containsUTF8("ObservableObject") || text.containsUTF8("@Observable")
  }

  /// The initial values of the models `types` declare (the first of a name wins).
  static func properties(of types: [CodeType]) -> [String: [String: CodeLiteral]] {
    var result: [String: [String: CodeLiteral]] = [:]
    for type in types where type.isObservable && result[type.name] == nil {
      let values = type.properties.compactMapValues(\.initialValue)
      if !values.isEmpty { result[type.name] = values }
    }
    return result
  }

  /// A value of the class `type` as its declarations start it: a record of its initial values,
  /// or `nil` when the inputs declare no such model.
  func instance(of type: String, in file: String? = nil) -> SwiftUIValue? {
    file.flatMap { local[$0]?[type] } ?? instances[type]
  }

  private static func build(
    _ type: String, properties: [String: [String: CodeLiteral]], strings: StringAccessors, depth: Int
  ) -> SwiftUIValue? {
    guard let values = properties[type], depth < maximumDepth else { return nil }
    var fields: [String: SwiftUIValue] = [:]
    for (name, literal) in values {
      let value: SwiftUIValue?
      switch literal {
      case .bool(let flag): value = .bool(flag)
      case .number(let number): value = .number(number)
      case .text(let text): value = .text(text)
      case .member(let name): value = .member(name)
      case .none: value = SwiftUIValue.none
      case .emptyCollection: value = .list([])
      case .instance(let type): value = build(type, properties: properties, strings: strings, depth: depth + 1)
      case .reference(let code):
        if let lookup = strings.lookup(code), lookup.arguments == 0 {
          value = .text(lookup.fallback ?? lookup.key, lookup: lookup)
        } else if let text = strings.constant(code) {
          value = .text(text)
        } else if let lookup = strings.generatedLookup(code) {
          // An accessor a build step generates (`LocalString.common_search`), asked last.
          value = .text(lookup.fallback ?? lookup.key, lookup: lookup)
        } else {
          value = nil
        }
      }
      if let value { fields[name] = value }
    }
    return .record(type: type, fields: fields)
  }

  /// The static member of the app the model `type`'s `property` starts as, as written
  /// (`@Published var backgroundColor: UIColor = Asset.Scene.Report.background.color`); `nil` when
  /// it starts as anything else.
  func reference(_ property: String, of type: String) -> String? {
    references[type]?[property]
  }

  /// The model a static member gives (`AppStore.shared`, declared `static let shared = AppStore()`).
  func member(_ name: String, of type: String, in file: String? = nil) -> SwiftUIValue? {
    guard case .instance(let made)? = properties[type]?[name] else { return nil }
    return instance(of: made, in: file)
  }
}
