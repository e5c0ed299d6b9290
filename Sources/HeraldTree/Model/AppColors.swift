/// The colors an app's project defines: the named colors of its asset catalogs (`Color("Brand")`,
/// `UIColor(named: "Brand")`, Interface Builder's `<namedColor name="Brand">`), each in the light
/// and the dark appearance, and the app's accent color (SwiftUI's `Color.accentColor`, the title of
/// a button in the default style).
///
/// The accent color is the color set the target's `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`
/// build setting names (Xcode's "Global Accent Color Name"; new projects set it to `AccentColor`).
/// A catalog's `AccentColor` that the setting does not name is not the accent: without the
/// setting the system's default applies (systemBlue). Code can still replace it as the app runs:
/// the audit leaves it unknown when code sets a window's `tintColor`; a `.tint(_:)` on the root
/// view is not read.
///
/// ```swift
/// var colors = AppColors()
/// colors.named["Brand"] = AppColors.Variants(light: Color(hex: "#0A6B5C")!, dark: nil)
/// colors.accent = .named("Brand")
/// colors.accentColor?.light.hexDescription  // "#0A6B5C"
/// ```
public struct AppColors: Sendable, Hashable {
  /// A named color's values in each appearance.
  public struct Variants: Sendable, Hashable {
    /// The value in the light appearance (the catalog's "Any" or "Light").
    public var light: Color
    /// The value in the dark appearance; `nil` when the catalog gives none (the light one is drawn).
    public var dark: Color?

    /// Creates the values of a named color.
    public init(light: Color, dark: Color?) {
      self.light = light
      self.dark = dark
    }

    /// The value drawn in the dark appearance when `isDark`, else the light one.
    public func value(isDark: Bool) -> Color { isDark ? dark ?? light : light }
  }

  /// What the app's accent color is.
  public enum Accent: Sendable, Hashable {
    /// The system's default accent (systemBlue): no target names a color set.
    case system
    /// The color set of this name (``AppColors/named``).
    case named(String)
    /// Not decided by the project: why, for people (`"the app's accent color, which code sets"`).
    case unknown(String)
  }

  /// The name a color has when it is the accent color whatever that is (SwiftUI's
  /// `Color.accentColor`): drawn as ``accentColor``.
  public static let accentColorKey = "accentColor"

  /// The named colors by name; a name two catalogs define with different values is left out.
  public var named: [String: Variants]
  /// The accent color.
  public var accent: Accent

  /// No named colors, and an accent the project does not decide: a run without a project.
  public init(named: [String: Variants] = [:], accent: Accent = .unknown("AccentColor")) {
    self.named = named
    self.accent = accent
  }

  /// The named color `name` stands for: the set of that name, or else, for a name that is a
  /// symbol (`brandInk`), the one set whose symbol Xcode generates is `name` (Xcode 15's asset
  /// symbols, `Color(.brandInk)` for a set named "Brand Ink" or "Brand Ink Color",
  /// ``AssetSymbols/symbol(of:droppingLast:)``).
  public func variants(named name: String) -> Variants? {
    if let exact = named[name] { return exact }
    // Only a symbol is matched so: an identifier in lower camel case, never a name in backticks
    // (code), with dots (a theme's member) or spaces (a set's own name).
    guard let first = name.first, first.isLowercase, name.allSatisfy({ $0.isLetter || $0.isNumber }) else {
      return nil
    }
    let matches = named.filter { AssetSymbols.symbol(of: $0.key, droppingLast: "color") == name }
    return matches.count == 1 ? matches.first?.value : nil
  }

  /// The accent color's values: systemBlue for ``Accent/system``, the color set's for
  /// ``Accent/named(_:)``; `nil` when the project does not decide it (or names a color set that
  /// holds no color).
  public var accentColor: Variants? {
    switch accent {
    case .system:
      return Color.uiKitSystemColor(named: "systemBlueColor").map { Variants(light: $0, dark: nil) }
    case .named(let name):
      return named[name]
    case .unknown:
      return nil
    }
  }

  /// The accent color's name for messages (`AccentColor`, `systemBlueColor`, or why it is unknown).
  public var accentName: String {
    switch accent {
    case .system: "systemBlueColor"
    case .named(let name): name
    case .unknown(let reason): reason
    }
  }
}
