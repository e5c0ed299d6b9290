import HeraldSyntax
import HeraldTree
import SwiftSyntax

/// A stored property of a SwiftUI view: what a caller can pass and the body reads.
struct SwiftUIProperty: Sendable {
  /// The name.
  var name: String
  /// The property wrapper (`State`, `Binding`, `Environment`), when any.
  var wrapper: String?
  /// The written type, when written.
  var typeName: String?
  /// The initial value, when written.
  var initializer: ExprSyntax?
  /// The type an `@Environment(AppStore.self)` property reads, when written so.
  var environmentType: String? = nil
  /// The environment value an `@Environment(\.passStatus)` property reads, when written so.
  var environmentKey: String? = nil
  /// The key of the Defaults package an `@Default(.showBy)` property reads (`showBy`,
  /// `Player.interval` for `.Player.interval`), when written so.
  var storedKey: String? = nil

  /// The class it holds, as written: the environment's type, else the declared one without
  /// optionals (`AppStore` for `AppStore?`).
  var heldType: String? {
    if let environmentType { return environmentType }
    guard var type = typeName?.filter({ !$0.isWhitespace }) else { return nil }
    while type.last == "?" || type.last == "!" { type.removeLast() }
    return type
  }
  /// Whether it holds a view or a closure that builds one (`Content`, `() -> Label`,
  /// `@ViewBuilder`, `AnyView`): an argument for it is a view, read where the body uses it.
  var holdsView: Bool {
    if wrapper == "ViewBuilder" { return true }
    guard let type = typeName else { return false }
    // `() -> Void`, `((Item) -> Void)?`: an action, not a view.
    let compact = type.filter { !$0.isWhitespace }
    if compact.contains("->Void") || compact.contains("->()") { return false }
    return type.contains("->") || type.contains("View") || type.contains("Content") || type.contains("Label")
      || holdsViewValue
  }

  /// Whether it holds a view value, not a closure: `Image`, `Text`, or an optional one a caller
  /// may pass (`SettingsCellView(image: Image("Sync"))`). A binding or state of an optional one
  /// (`@Binding var image: Image?`) holds a value the app sets, not a view passed in.
  var holdsViewValue: Bool {
    guard var type = typeName?.filter({ !$0.isWhitespace }) else { return false }
    if type.hasPrefix("SwiftUI.") { type.removeFirst("SwiftUI.".count) }
    if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = String(type.dropFirst(9).dropLast()) + "?" }
    let optional = type.hasSuffix("?") || type.hasSuffix("!")
    if optional && wrapper != nil { return false }
    let unwrapped = optional ? String(type.dropLast()) : type
    return unwrapped == "Image" || unwrapped == "Text"
  }
}

/// A type that conforms to `View`, as its source declares it: the body and the view-building
/// members the body can reach.
struct SwiftUIViewType: Sendable {
  /// The type's name.
  var name: String
  /// Where it is declared.
  var location: HeraldSyntax.SourceLocation
  /// The type it is nested in, by its last name (`Parts` for `Parts.Headline`, `AutoCompleteView`
  /// in `extension StatusEditor.AutoCompleteView`); `nil` at the top of its file.
  var parent: String?
  /// The stored properties in declaration order (the memberwise initializer's order).
  var properties: [SwiftUIProperty] = []
  /// Computed properties by name: their getter's statements (`body`, `header: some View`).
  var computed: [String: CodeBlockItemListSyntax] = [:]
  /// Methods by base name (`row(for:)` is `row`).
  var functions: [String: FunctionDeclSyntax] = [:]
  /// The initializers the type declares (its arguments then need not follow the properties).
  var initializers: [InitializerDeclSyntax] = []
  /// Whether the type declares an initializer.
  var hasInitializer: Bool { !initializers.isEmpty }
  /// Whether Swift still gives the type its memberwise initializer: its own declaration declares
  /// none (initializers in extensions keep it).
  var keepsMemberwiseInitializer = true
  /// Whether the type is `public` or `open`: another module (an app's target over its package) may
  /// show it.
  var isPublic = false
  /// Whether the type is `ToolbarContent` rather than a `View`: its body is items of a toolbar.
  var isToolbarContent = false
  /// The app's protocol refining `View` it conforms to (`struct Row: PlatformView`), whose
  /// extension may give the body it does not declare (``SwiftUIProtocolBody``).
  var viewProtocol: String?
  /// The platforms it is compiled for, when it is declared under a `#if` that names platforms only
  /// (`#if os(macOS)`, `#else`, `!os(iOS)`, `canImport(AppKit)`); `nil` for every platform.
  var builtOn: Set<Platform>?

  /// Whether a build for `platform` compiles it.
  func isBuilt(on platform: Platform) -> Bool { builtOn?.contains(platform) ?? true }

  /// `body` getters declared under a `#if` that names platforms only (`#if os(watchOS) var body …
  /// #else var body … #endif`), each with the platforms that compile it.
  var platformBodies: [SwiftUIProtocolBody] = []

  /// The statements of `body` a build for `platform` compiles: the one declared outside any `#if`,
  /// else the one of the `#if` clause compiled there (`nil` when none is, or two are).
  func body(on platform: Platform) -> CodeBlockItemListSyntax? {
    computed["body"] ?? SwiftUIProtocolBody.body(among: platformBodies, on: platform)
  }

  /// The stored property `name`.
  func property(_ name: String) -> SwiftUIProperty? { properties.first { $0.name == name } }
}
