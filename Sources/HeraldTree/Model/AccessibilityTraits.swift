/// The full set of UIKit accessibility traits (`UIAccessibilityTraits`).
///
/// The raw values are Herald's own bit positions, not UIKit's; names are UIKit's, and they are
/// also the attribute names Interface Builder writes in `<accessibilityTraits>` and the strings of
/// Herald's JSON tree format.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The bits.
  public let rawValue: UInt32

  /// Creates a set from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Behaves like a button.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// Opens a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// Is an image.
  public static let image = AccessibilityTraits(rawValue: 1 << 2)
  /// Is selected.
  public static let selected = AccessibilityTraits(rawValue: 1 << 3)
  /// Plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
  /// Behaves like a keyboard key.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
  /// Is static text that cannot change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  /// Summarises the app's state when it starts.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
  /// Is not enabled ("Dimmed").
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
  /// Updates its label or value frequently.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// Is a search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Can be adjusted with swipe up / swipe down (increment / decrement).
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when VoiceOver finishes reading it.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
  /// Is a heading.
  public static let header = AccessibilityTraits(rawValue: 1 << 15)
  /// Is a tab bar.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
  /// Is a toggle (iOS 17).
  public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
  /// Supports zooming (iOS 17).
  public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)

  /// Every trait with its UIKit / Interface Builder name, in UIKit's declaration order.
  public static let named: [(name: String, trait: AccessibilityTraits)] = [
    ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
    ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
    ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
    ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
    ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
    ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
    ("header", .header), ("tabBar", .tabBar), ("toggleButton", .toggleButton),
    ("supportsZoom", .supportsZoom),
  ]

  /// The trait called `name` (`"button"`), or `nil` for an unknown name.
  public init?(name: String) {
    guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
    self = entry.trait
  }

  /// The names of the traits in the set, in UIKit's order.
  public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }

  /// The names joined with commas, or `none`.
  public var description: String { isEmpty ? "none" : names.joined(separator: ",") }

  /// UIKit's bit for each trait (`UIAccessibilityTraitButton` = 1 << 0, …), used to read
  /// `accessibilityTraits` numbers from user-defined runtime attributes.
  static let uikitBits: [(bit: UInt64, trait: AccessibilityTraits)] = [
    (1 << 0, .button), (1 << 1, .link), (1 << 2, .image), (1 << 3, .selected),
    (1 << 4, .playsSound), (1 << 5, .keyboardKey), (1 << 6, .staticText),
    (1 << 7, .summaryElement), (1 << 8, .notEnabled), (1 << 9, .updatesFrequently),
    (1 << 10, .searchField), (1 << 11, .startsMediaSession), (1 << 12, .adjustable),
    (1 << 13, .allowsDirectInteraction), (1 << 14, .causesPageTurn), (1 << 15, .tabBar),
    (1 << 16, .header),
  ]

  /// The traits of a UIKit `UIAccessibilityTraits` bit mask.
  public init(uikitMask: UInt64) {
    self = []
    for entry in Self.uikitBits where uikitMask & entry.bit != 0 { insert(entry.trait) }
  }
}
