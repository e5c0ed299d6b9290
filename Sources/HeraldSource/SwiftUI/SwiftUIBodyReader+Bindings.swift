import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// Binds each computed property of `view` whose getter is one expression over static members
  /// only that the source fixes to a Boolean (`var presenting: Bool { DataGenerationOptions.showCard
  /// }`): the branches it guards are decided, not alternatives. A getter that reads the view's own
  /// properties (`observer.task.triggers?.contains(…) ?? false`) is left to the running app.
  func bindFixedConditions(_ view: SwiftUIViewType, _ context: inout Context) {
    let fixed = context.bindings.fixed
    for (name, getter) in view.computed where name != "body" && context.bindings.values[name] == nil {
      guard getter.count == 1, let item = getter.first?.item else { continue }
      let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
      guard let expression, Self.readsStaticMembersOnly(expression) else { continue }
      if case .bool(let value) = fixed.evaluate(expression) { context.bindings.values[name] = .bool(value) }
    }
  }

  /// Binds each computed property of `view` whose getter is one expression to its value where the
  /// source decides it: one over state where the state starts (`var expanded: Set<Int> {
  /// Set(storage.split(separator: ",")…) }` over `@AppStorage var storage = ""`), as state — it
  /// chooses the first state a new user sees, never rules another out; one over values the source
  /// fixes (`var description: Description { Description(title: UserText.privateSearch, …) }`) for
  /// good. Only plain values (a flag, a number, text, a list, a record) are bound; a getter that
  /// builds a view stays a view.
  func bindDerivedState(_ view: SwiftUIViewType, _ context: inout Context) {
    for (name, getter) in view.computed.sorted(by: { $0.key < $1.key })
    where name != "body" && context.bindings.values[name] == nil && context.contents[name] == nil {
      guard getter.count == 1, let item = getter.first?.item else { continue }
      guard let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) else { continue }
      let value = context.bindings.evaluate(expression)
      switch value {
      case .bool, .number, .text, .list, .record: break
      default: continue
      }
      context.bindings.values[name] = value
      context.bindings.mark(name, context.bindings.change(expression, value: value))
    }
  }

  /// Binds each property that holds a model of the app (``SwiftUIModelTypes``) and that no caller
  /// fixes (`@Environment(AppStore.self) var store`, `@ObservedObject var model: Model`,
  /// `languageModelStore: .shared`) to the model as its declarations start it: its values choose
  /// the first state, never rule one out.
  func bindModels(_ view: SwiftUIViewType, _ context: inout Context) {
    let models = context.bindings.models
    for property in view.properties {
      // A model made in place (`= FeedModel()`) or handed in by a caller is one too.
      if case .record(let type, _)? = context.bindings.values[property.name],
        models.instance(of: type, in: context.file.path) != nil
      {
        context.bindings.changeable.insert(property.name)
        continue
      }
      guard let type = property.heldType, let model = models.instance(of: type, in: context.file.path) else { continue }
      switch context.bindings.values[property.name] {
      case nil, .unknown?: context.bindings.values[property.name] = model
      case .member(let name)?:
        guard let shared = models.member(name, of: type, in: context.file.path) else { continue }
        context.bindings.values[property.name] = shared
      default: continue
      }
      context.bindings.changeable.insert(property.name)
    }
  }

  /// Binds each `@Environment(\.name)` property of `view` to the default of the app's environment
  /// value `name` (``SwiftUIEnvironmentDefaults``), as state: the value where no view around sets
  /// one chooses the first state, never rules one out. `\.accessibilityVoiceOverEnabled` ("whether
  /// the VoiceOver screen reader is in use", Apple) is `true`: Herald reads the screen as VoiceOver
  /// does, so VoiceOver is in use; the branches for when it is not stay states. Each
  /// `@Default(.key)` property is bound the same way to its key's `default:` (``SwiftUIStoredDefaults``).
  func bindEnvironmentDefaults(_ view: SwiftUIViewType, _ context: inout Context) {
    for property in view.properties where property.wrapper == "Environment" || property.wrapper == "Default" {
      guard context.bindings.values[property.name] == nil else { continue }
      let value: SwiftUIValue
      if let key = property.storedKey {
        guard let source = index.storedDefaults.defaultValue(key) else { continue }
        value = index.emptyBindings.evaluate(source)
      } else if let key = property.environmentKey, key == "accessibilityVoiceOverEnabled" {
        value = .bool(true)
      } else if let key = property.environmentKey, let source = index.environment.defaultValue(key) {
        // Declared outside the view: its names are not the view's.
        value = index.emptyBindings.evaluate(source)
      } else {
        continue
      }
      guard value.isKnown else { continue }
      context.bindings.values[property.name] = value
      context.bindings.changeable.insert(property.name)
    }
  }

  /// Whether every name `expression` reads is a type's (`Options.flag`, `Self.flag`), not a value's.
  static func readsStaticMembersOnly(_ expression: ExprSyntax) -> Bool {
    for token in expression.tokens(viewMode: .sourceAccurate) {
      // `self.x` reads the view.
      if token.tokenKind == .keyword(.self) { return false }
      guard case .identifier(let text) = token.tokenKind else { continue }
      // A member after a dot (`.showCard`) is named by what is before it.
      if token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period { continue }
      guard text.first?.isUppercase ?? false else { return false }
    }
    return true
  }
}
