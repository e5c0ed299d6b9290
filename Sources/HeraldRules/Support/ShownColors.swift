import HeraldAudit
import HeraldTree

/// The values colors take where a scene is drawn, for `text-contrast`: AppKit's on macOS, the dark
/// values on watchOS and on iOS and tvOS when the app's Info.plist forces the dark appearance
/// (``AuditScene/interfaceStyle``). Otherwise the light values the files record.
struct ShownColors: Sendable {
  /// The platform the scene is drawn on.
  let platform: Platform
  /// The appearance forced on it; `nil` or `.light` draws the light values.
  let style: InterfaceStyle?
  /// The colors the app's project defines.
  let assets: AppColors
  /// Whether the app's code sets a window's tint (`window.tintColor = …`), which replaces the
  /// accent color of its project for every view.
  let codeSetsTint: Bool

  /// The colors of `scene`.
  init(_ scene: AuditScene) {
    platform = scene.platform
    style = scene.interfaceStyle
    assets = scene.colors
    codeSetsTint = ["window", "keyWindow", "mainWindow"].contains { name in
      scene.code.uses(of: name).contains { $0.memberName == "tintColor" }
    }
  }

  /// Whether the dark values are the ones drawn: in a forced dark appearance on iOS and tvOS, and
  /// always on watchOS, which has no light appearance: its apps are drawn on black (Apple's Human
  /// Interface Guidelines, "Designing for watchOS").
  var isDark: Bool { platform == .watchOS || (style == .dark && platform != .macOS) }

  /// `color` as drawn: a SwiftUI view's standard colour is read as UIKit's
  /// (`secondaryLabelColor`), which AppKit defines with other values on macOS; an adaptive system
  /// color takes its dark value in a forced dark appearance.
  func shown(_ color: Color) -> Color {
    guard color.opacity < 1 else { return value(color) }
    // Fully transparent on every platform and in every appearance.
    guard color.opacity > 0 else { return color }
    // `.red.opacity(0.1)`: the platform's red, at that opacity.
    var plain = color
    plain.opacity = 1
    plain.components?.alpha /= color.opacity
    return value(plain).withOpacity(color.opacity)
  }

  /// `color`'s value where the scene is drawn, its opacity aside.
  private func value(_ color: Color) -> Color {
    guard let name = color.name else { return color }
    // On macOS the user's accent replaces the app's unless it is Multicolor (Apple, `Color.accentColor`).
    if name == AppColors.accentColorKey {
      return platform == .macOS
        ? Color(name: "controlAccentColor", components: nil)
        : accent?.color ?? Color(name: accentName, components: nil)
    }
    // An asset's color by its name (`Color("Brand")`, `<namedColor name="Brand">`), which may be a
    // system color in turn.
    if !Color.isSystemColorName(name), let asset = assets.variants(named: name) {
      let shown = asset.value(isDark: isDark)
      // A set that refers to a system color takes that color's value here; never another asset's.
      guard let system = shown.name, Color.isSystemColorName(system) else { return shown }
      return value(shown)
    }
    if platform == .macOS { return Color.appKitSystemColor(named: name) ?? color }
    // A system color a color set refers to by name alone (`"reference": "systemIndigoColor"`).
    guard isDark else { return color.components == nil ? Color.uiKitSystemColor(named: name) ?? color : color }
    // An asset colour a storyboard records (`<namedColor>`) holds its light value only: its dark
    // variant is in the asset catalog.
    guard Color.uiKitSystemColor(named: name) != nil else { return Color(name: name, components: nil) }
    guard color.isAdaptiveSystemColor else { return color }
    return Color.uiKitSystemColor(named: name, style: .dark) ?? Color(name: name, components: nil)
  }

  /// The app's accent color as drawn, with its name for messages; `nil` when the project does not
  /// decide it or the app's code replaces it (``codeSetsTint``).
  var accent: (name: String, color: Color)? {
    guard !codeSetsTint, let variants = assets.accentColor else { return nil }
    let color = shown(variants.value(isDark: isDark))
    guard color.components != nil else { return nil }
    return (assets.accentName, color)
  }

  /// What the accent color is called when it is unknown: the window's `tintColor` when code sets
  /// it, else the project's accent (``AppColors/accentName``).
  var accentName: String { codeSetsTint ? "tintColor" : assets.accentName }

  /// Below every view, the window: systemBackground on iOS and tvOS (white, or black in a forced
  /// dark appearance), windowBackgroundColor (#ECECEC) on macOS.
  var window: Color.Components {
    if platform == .macOS { return Color.appKitSystemColor(named: "windowBackgroundColor")?.components ?? .white }
    return isDark ? .black : .white
  }

  /// The title color of a button that sets none: UIKit's default tint, systemBlue (its dark
  /// value in a forced dark appearance); AppKit's controlTextColor (a push button's title is not
  /// tinted); `nil` on Android (black).
  var defaultTitle: (name: String, components: Color.Components)? {
    let name: String
    switch platform {
    case .iOS, .tvOS, .watchOS: name = "systemBlueColor"
    case .macOS: name = "controlTextColor"
    case .android: return nil
    }
    return shown(Color.uiKitSystemColor(named: name) ?? Color(name: name, components: nil)).components.map {
      (name, $0)
    }
  }

  /// The system backgrounds' values in the drawn appearance (systemBackground,
  /// systemGroupedBackground and their secondary levels; AppKit's windowBackgroundColor), as
  /// `hex` writes them: Apple's color on one of them is Apple's pairing.
  var systemBackgroundValues: Set<String> {
    isDark ? ["#000000", "#1C1C1E", "#2C2C2E"] : ["#FFFFFF", "#F2F2F7", "#ECECEC"]
  }
}
