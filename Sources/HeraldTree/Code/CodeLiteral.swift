/// The initial value a stored property's declaration gives, where it is a literal the source fixes:
/// `var isReachable = true`, `@Published var state: State = .loading`, `var models: [Model] = []`,
/// `var selection: Item?` (an optional `var` starts as `nil`, The Swift Programming Language,
/// "Optionals"), `static let shared = AppStore()`, `let title = UserText.loginTitle`.
public enum CodeLiteral: Sendable, Hashable {
  /// `true` or `false`.
  case bool(Bool)
  /// A number literal.
  case number(Double)
  /// A string literal without interpolation.
  case text(String)
  /// A case or static member written with a leading dot (`.loading`).
  case member(String)
  /// `nil`, written or implied by an optional `var`.
  case none
  /// An empty array or dictionary literal (`[]`, `[:]`).
  case emptyCollection
  /// A new value of the type named, made with no arguments (`AppStore()`).
  case instance(String)
  /// A static member of a type, as written (`UserText.loginTitle`, `L10n.Login.title`): what it is
  /// depends on its declaration (an accessor of the app's string tables, a text constant).
  case reference(String)
}
