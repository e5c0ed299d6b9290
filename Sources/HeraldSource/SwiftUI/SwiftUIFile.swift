import HeraldSyntax
import HeraldTree
import SwiftSyntax

/// A preview (`#Preview { RatingView(rating: 3) }` or a `PreviewProvider`'s `previews`): concrete
/// arguments for the views it builds.
struct SwiftUIPreview: Sendable {
  /// The statements that build the preview.
  var statements: CodeBlockItemListSyntax
}

/// A static member of a type that is a view of SwiftUI (`extension Image { static let close =
/// Image("Close-24") }`): what `Image.close` shows.
enum SwiftUIStaticView: Sendable {
  /// `static let close = Image("Close-24")`.
  case expression(ExprSyntax)
  /// `static var share: Image { Image(systemName: "square.and.arrow.up") }`.
  case statements(CodeBlockItemListSyntax)
}

/// One parsed Swift file: its path, positions and the SwiftUI views and previews it declares.
struct SwiftUIFile: Sendable {
  /// The path as the user named it.
  var path: String
  /// The text, for the component inference (it parses the file again).
  var text: String
  /// Turns offsets into locations.
  var positions: SourcePositions
  /// The views, in declaration order.
  var views: [SwiftUIViewType]
  /// The previews.
  var previews: [SwiftUIPreview]
  /// Where the file fails to parse, if it does.
  var problem: SourceProblem?
  /// Whether the file was not parsed at all (``problem`` says why).
  var isRefused = false
  /// What the file's code names outside its previews and comments (not where it declares them),
  /// by the code that names it (``SwiftUIReachability/uses(in:previews:)``).
  var uses = SwiftUIReachability.Uses()
  /// The view types its views build inside themselves (``SwiftUIEmbedding``).
  var embeds: Set<String> = []
  /// The types that are no views but have computed properties that build one (`enum Action {
  /// var label: some View { switch self { … } } }`), with those properties as ``SwiftUIViewType/computed``.
  var builders: [SwiftUIViewType] = []
  /// The structs that are no views and have a memberwise initializer, with the properties it takes.
  var records: [String: Set<String>] = [:]
  /// The accessors of the app's string tables the file declares (SwiftGen's `L10n`).
  var strings = StringAccessors()
  /// How many times the file declares each class, struct and enum name.
  var typeCounts: [String: Int] = [:]
  /// The classes the file declares with their initial values (``SwiftUIModelTypes``).
  var models: [String: [String: CodeLiteral]] = [:]
  /// The static members that are views, by `Type.name` (``SwiftUIStaticView``).
  var staticViews: [String: SwiftUIStaticView] = [:]
  /// The static members that hold a record or a list, by `Type.name` (``SwiftUIRecordTypes/statics``).
  var staticValues: [String: ExprSyntax] = [:]

  /// Its structs with a memberwise initializer and its static constants that may hold records.
  var recordTypes: SwiftUIRecordTypes { SwiftUIRecordTypes(members: records, statics: staticValues) }
  /// The enums the file declares (``SwiftUIEnumTypes``).
  var enums: [String: SwiftUIEnumType] = [:]
  /// The representables and layouts the file declares (``SwiftUIForeignView``).
  var foreign: [String: SwiftUIForeignView] = [:]
  /// The type aliases the file declares, by name (``SwiftUITypeAlias``).
  var typeAliases: [String: [SwiftUITypeAlias]] = [:]
  /// The bodies the file's extensions of the app's view protocols give, by protocol
  /// (``SwiftUIProtocolBody``).
  var protocolBodies: [String: [SwiftUIProtocolBody]] = [:]
  /// The app's `ViewModifier` types and methods of `extension View` it declares (``SwiftUIAppModifiers``).
  var modifiers = SwiftUIAppModifiers.none
  /// The defaults of the app's environment values it declares, and those it sets (``SwiftUIEnvironmentDefaults``).
  var environment = SwiftUIEnvironmentDefaults()
  /// The defaults of the Defaults package's keys it declares (``SwiftUIStoredDefaults``).
  var storedDefaults = SwiftUIStoredDefaults()
}

/// A `typealias` a file declares: `typealias PlatformPicker = Picker` makes `PlatformPicker(…)`
/// SwiftUI's `Picker`, on the platforms that compile the declaration.
struct SwiftUITypeAlias: Sendable {
  /// The type it names, as the source writes it.
  let type: String
  /// The platforms whose builds compile it (`#if os(tvOS)`); `nil` for every platform.
  let builtOn: Set<Platform>?
  /// The type it is declared in (an extension's extended type): the alias names the type there
  /// only (SwiftGen's `ImageAsset.Image` is no `Image` elsewhere); `nil` at the top level.
  let scope: String?

  /// The type `name` stands for in `view` on `platform` among `aliases` (its declarations): the
  /// one type the declarations in scope there and compiled there agree on, else `nil` (no alias,
  /// or two that differ).
  static func type(among aliases: [SwiftUITypeAlias], in view: SwiftUIViewType, on platform: Platform) -> String? {
    let types = Set(
      aliases.filter { alias in
        (alias.builtOn?.contains(platform) ?? true)
          && (alias.scope == nil || alias.scope == view.name || alias.scope == view.parent)
      }.map(\.type))
    return types.count == 1 ? types.first : nil
  }
}
