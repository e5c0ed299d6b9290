/// A user-defined runtime attribute (`<userDefinedRuntimeAttribute>`), or an `@IBInspectable`
/// property set in Interface Builder: how storyboards configure custom controls such as
/// `RatingControl.starCount`.
public struct RuntimeAttribute: Sendable, Hashable {
  /// The key path that is set (`starCount`, `layer.cornerRadius`, `accessibilityLabel`).
  public var keyPath: String
  /// The value.
  public var value: RuntimeValue
  /// Whether Interface Builder localizes the value (`localized="YES"`, the attribute's Localized
  /// box): Xcode exports it to the file's string tables under
  /// `<object id>.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[n]`, `n` counting the
  /// object's localized attributes in order.
  public var isLocalized: Bool

  /// Creates an attribute.
  public init(keyPath: String, value: RuntimeValue, isLocalized: Bool = false) {
    self.keyPath = keyPath
    self.value = value
    self.isLocalized = isLocalized
  }

  /// The key under which Xcode exports the `index`th localized runtime attribute of the object `id`.
  public static func localizedKey(object id: String, index: Int) -> String {
    "\(id).ibExternalUserDefinedRuntimeAttributesLocalizableStrings[\(index)]"
  }

  /// The key path with which a loader marks a scene's root when a budget stopped it reading the
  /// scene's source, its value saying which (SwiftUI's element budgets, docs/inputs.md).
  public static let truncatedKeyPath = "swiftui.truncated"
  /// The key path under which the SwiftUI reader keeps a `Toggle`'s `.toggleStyle(…)` as written
  /// (`.switch`, `.checkbox`, `.button`): what `.automatic` is depends on the platform the toggle
  /// is shown on (a checkbox on macOS, a switch on iOS).
  public static let toggleStyleKeyPath = "swiftui.toggleStyle"
  /// The key path under which the SwiftUI reader keeps a `Button`'s `.buttonStyle(…)` as written
  /// (`.plain`, `.borderedProminent`, `CapsuleStyle()`), the innermost around it; none for the
  /// `.automatic` style it has without one, which a `List` or `Form` row makes the whole row.
  public static let buttonStyleKeyPath = "swiftui.buttonStyle"
  /// The key paths under which the SwiftUI reader keeps the sides a button's label fixes: the
  /// label's outermost `.frame(width:height:)`, with nothing outside it that may change its size
  /// (``labelHeightKeyPath`` for the height). In a style that draws nothing around the label
  /// (`.plain`, `.borderless`, iOS's automatic style outside a list or menu) the button is
  /// that size.
  public static let labelWidthKeyPath = "swiftui.labelWidth"
  /// The height a button's label fixes (``labelWidthKeyPath``).
  public static let labelHeightKeyPath = "swiftui.labelHeight"
  /// The key path with which the SwiftUI reader marks a `Section`'s header (its title, `header:`
  /// views): no row of the list.
  public static let sectionHeaderKeyPath = "swiftui.sectionHeader"
  /// The key path with which the SwiftUI reader marks an image whose pixels the running app
  /// supplies (`Image(uiImage:)`, `AsyncImage`), its value the call as written: what it shows is
  /// not in the source, but that it has no asset name to be read by is.
  public static let imageFromCodeKeyPath = "swiftui.imageFromCode"
  /// The key path with which the SwiftUI loader marks the root of a view's own scene when other
  /// views of the app use that view, its value the view's name: what they put around it is not
  /// in that scene.
  public static let embeddedViewKeyPath = "swiftui.embedded"
  /// The key path with which the SwiftUI reader marks a view whose `.accessibilityHidden(…)` the
  /// app computes (`.accessibilityHidden(isCollapsed)`), its value the argument as written: the
  /// view is read as shown, but whether VoiceOver reaches it and its contents is not decided.
  public static let undecidedHiddenKeyPath = "swiftui.accessibilityHidden"
  /// The key path with which the SwiftUI reader marks `.redacted(reason: .placeholder)` (true: the
  /// views inside draw placeholder shapes, not their text) and `.unredacted()` (false).
  public static let redactedKeyPath = "swiftui.redacted"
  /// The key path with which the SwiftUI reader marks `.labelStyle(…)`, its value the style
  /// (`iconOnly`, `titleOnly`, `titleAndIcon`, `automatic`): the `Label`s inside draw what it
  /// shows; the innermost wins.
  public static let labelStyleKeyPath = "swiftui.labelStyle"

  /// The standard label style `code` names (`.iconOnly`, `IconOnlyLabelStyle()`), or `nil` for
  /// an app's own style.
  public static func labelStyle(named code: String) -> String? {
    var name = code.hasPrefix(".") ? String(code.dropFirst()) : code
    if name.hasSuffix("LabelStyle()") {
      name = String(name.dropLast("LabelStyle()".count))
      name = name.prefix(1).lowercased() + name.dropFirst()
    }
    return ["iconOnly", "titleOnly", "titleAndIcon", "automatic"].contains(name) ? name : nil
  }
  /// The key path with which the SwiftUI reader marks an element whose image name is its label
  /// as written: SwiftUI labels `Image("name")` and `Image(systemName:)` by the name itself
  /// (`person.fill.badge.plus`, AccessibilitySnapshot's SwiftUI references), where UIKit's image
  /// names are read with `.`, `_` and `-` as spaces.
  public static let imageNameLabelKeyPath = "swiftui.imageNameLabel"
  /// The key path with which the SwiftUI loader marks a text iOS shows in capitals: a section
  /// header of a grouped list or form (`textCase(.uppercase)`, SwiftUI's default there).
  public static let uppercasedKeyPath = "swiftui.uppercased"
  /// The key path with which the SwiftUI reader marks an element whose hint is its help tag
  /// (`.help("Compose a new message")`, which "configures the view's accessibility hint and its
  /// help tag", Apple's `help(_:)`): text written for a tooltip, in the help tag's style.
  public static let helpTagKeyPath = "swiftui.helpTag"
  /// The key path with which the SwiftUI loader marks the root of a view no code of its target
  /// shows (named only in comments, previews, itself or views no code shows), its value the
  /// view's name: what it would draw is no user's, so its body is not read nor judged (the audit
  /// says so).
  public static let unshownViewKeyPath = "swiftui.unshown"
  /// The key path with which the SwiftUI reader marks a view whose `.overlay` holds content the
  /// tree does not place (a text, an image, a view passed in), its value that code: VoiceOver
  /// visits it beside the view, so a label that views around it combine (a button's) is unknown,
  /// while the view's own is not.
  public static let overlayKeyPath = "swiftui.overlay"
  /// The key path with which the SwiftUI reader marks `.listStyle(…)`, its value the style as
  /// written (`insetGrouped`, `sidebar`, `PlainListStyle`).
  public static let listStyleKeyPath = "swiftui.listStyle"
  /// The key path with which the SwiftUI reader marks `.scrollContentBackground(…)` on a list or
  /// form, its value as written (`.hidden`): a hidden one shows what is behind the list.
  public static let scrollContentBackgroundKeyPath = "swiftui.scrollContentBackground"
  /// The key path with which the SwiftUI reader marks a view a caller passed in (`content`, `label`),
  /// its value the place in the receiving view's body where it is shown (`file:line:column`): the
  /// view's own scene reads that place as unknown, and the caller's reading of it decides claims
  /// there (``SourceLocation/init(parsing:)``).
  public static let passedViewKeyPath = "swiftui.passedAt"
  /// The key path with which the SwiftUI reader marks a view whose content or label the source
  /// does not fix (a view a caller passes in, `Text(item.title)`, a branch on a value the app
  /// computes), its value the code that decides it, where known with its place
  /// (`label at Row.swift:12`): unknown, never absent.
  public static let unresolvedKeyPath = "swiftui.unresolved"
  /// The key path with which the SwiftUI reader marks a text looked up by a key no table among the
  /// inputs has (`settings.title`), its value the key as shown: its words are the tables'.
  public static let localizationKeyKeyPath = "swiftui.localizationKey"
  /// The key path with which the SwiftUI reader marks the root of a custom view it expanded where
  /// it is used, its value the view's name (the element's id starts with it).
  public static let expandedViewKeyPath = "swiftui.view"
  /// The key path with which the SwiftUI reader marks a wrapper that is not a view of its own (a
  /// custom view's body, `Group`, `ForEach`, alternatives): modifiers on it apply to each view
  /// inside, as SwiftUI applies them.
  public static let transparentKeyPath = "swiftui.transparent"
  /// The key path with which the SwiftUI reader marks a view of Apple's frameworks that exposes its
  /// own accessibility (Swift Charts' `Chart` and marks, `Map`, `VideoPlayer`, `Canvas`), its value
  /// the view's name: what VoiceOver reads there is the framework's, not in the tree.
  public static let frameworkViewKeyPath = "swiftui.framework"
}

/// The value of a ``RuntimeAttribute``, by Interface Builder's attribute types.
public enum RuntimeValue: Sendable, Hashable {
  /// `boolean`.
  case boolean(Bool)
  /// `number` (integer or real).
  case number(Double)
  /// `string`.
  case string(String)
  /// `localizedString`: a string that is looked up in the strings table.
  case localizedString(String)
  /// `image`: an image name.
  case image(String)
  /// `color`, `point`, `size`, `rect`, `range` or another type, kept as its type name and text.
  case other(type: String, text: String)

  /// The type name Interface Builder uses.
  public var typeName: String {
    switch self {
    case .boolean: "boolean"
    case .number: "number"
    case .string: "string"
    case .localizedString: "localizedString"
    case .image: "image"
    case .other(let type, _): type
    }
  }

  /// The value as text (`YES`/`NO` for booleans, as Interface Builder writes them).
  public var text: String {
    switch self {
    case .boolean(let flag): flag ? "YES" : "NO"
    case .number(let number): Rect.format(number)
    case .string(let text), .localizedString(let text), .image(let text), .other(_, let text): text
    }
  }
}

extension RuntimeAttribute {
  /// Whether the attribute carries text (a string or localized string), which code reading the
  /// custom key path (`localizableString`) may show instead of what the file shows.
  public var isText: Bool {
    switch value {
    case .string, .localizedString: true
    default: false
    }
  }
}
