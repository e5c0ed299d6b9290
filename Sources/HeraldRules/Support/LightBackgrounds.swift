import HeraldAudit
import HeraldTree

/// The backgrounds SwiftUI draws behind an app's screen in the light appearance when the screen
/// draws none of its own: a window, a sheet, a popover, a navigation stack, a list or form and
/// its rows. On iOS they are Apple's systemBackground (#FFFFFF) and systemGroupedBackground
/// (#F2F2F7) with their secondary and tertiary levels, which take the same two values; on macOS
/// AppKit's windowBackgroundColor (#ECECEC), and controlBackgroundColor and textBackgroundColor
/// (#FFFFFF) under lists and text. (Apple's UI Element Colors, "Background colors"; the values
/// are ``Color/uiKitSystemColor(named:)``'s and ``Color/appKitSystemColor(named:)``'s.)
///
/// Text in an opaque color the source fixes that stays below the minimum on every one of them
/// fails in the light appearance (``TextContrastRule`` reports it as a violation) where SwiftUI
/// itself draws them behind it, whatever the views around put there: in a list or form (see
/// ``drawnOnSystemBackgrounds(of:_:)``).
enum LightBackgrounds {
  /// Below this ratio on every light background, text would not be legible at all: it is drawn on
  /// something Herald does not read (white text over a camera preview or a Live Activity's
  /// background), not on these.
  static let legible = 1.5

  /// The system backgrounds' names on `platform`, in the light appearance; `nil` where Herald
  /// does not know what SwiftUI draws (tvOS's focus, watchOS's black, visionOS's glass).
  static func names(on platform: Platform) -> [String]? {
    switch platform {
    case .iOS: ["systemBackgroundColor", "systemGroupedBackgroundColor"]
    case .macOS: ["windowBackgroundColor", "controlBackgroundColor", "textBackgroundColor"]
    case .tvOS, .watchOS, .android: nil
    }
  }

  /// Whether `node`'s text is drawn on the light backgrounds SwiftUI gives an app's screens: in a
  /// `List` or `Form`, which draws its own background and rows whatever the views around it put
  /// behind it (not one with `.scrollContentBackground(.hidden)`, nor a macOS sidebar, whose
  /// material shows the desktop), in a SwiftUI view of a file only applications build (not a
  /// widget, Live Activity or other app extension, whose containers the system draws, nor a
  /// library), in an app that follows the system's appearance and whose code forces a dark one
  /// on no view (``CodeIndex/darkAppearance``: Herald does not follow which views are presented
  /// under it); not in a button, link or menu (a style, which Herald does not read, may fill
  /// it) other than a button that is the row itself (``ButtonStyles``), not in a view Herald did not
  /// expand (a package's card may draw its own background), and not over earlier views of a
  /// `ZStack` (a camera preview, a map, a video).
  static func drawnOnSystemBackgrounds(of node: AuditNode, _ colors: ShownColors) -> Bool {
    let scene = node.scene
    guard scene.format == .swiftUI, scene.runsInApplication, !colors.isDark, names(on: colors.platform) != nil,
      scene.code.darkAppearance.isEmpty, EmbeddedView.name(around: node) == nil, TranslucentText.colorsShown(node)
    else { return false }
    let chain = [node] + node.ancestors
    guard let list = chain.firstIndex(where: { $0.element.role == .tableView }),
      !chain[list].element.runtimeAttributes.contains(where: {
        $0.keyPath == RuntimeAttribute.scrollContentBackgroundKeyPath && $0.value.text.hasSuffix("hidden")
      }),
      !chain[list...].contains(where: { holder in
        holder.element.runtimeAttributes.contains {
          $0.keyPath == RuntimeAttribute.listStyleKeyPath && $0.value.text.lowercased().contains("sidebar")
        }
      })
    else { return false }
    // On macOS a list in a split view's first column is a sidebar by default.
    if colors.platform == .macOS, chain.contains(where: { $0.element.className == "NavigationSplitView" }) {
      return false
    }
    // A button that is a list's row draws the row's background, not a style's fill (``ButtonStyles``).
    let styled = chain.contains { holder in
      [.button, .link, .popUpButton, .map].contains(holder.element.role) && !ButtonStyles.isRowButton(holder)
    }
    if styled { return false }
    // A view Herald did not expand (a package's, a framework's it does not know) has a class and
    // no body read (`swiftui.view` marks an expanded one).
    let unexpanded = chain.contains { holder in
      holder.element.customClass != nil
        && !holder.element.runtimeAttributes.contains { $0.keyPath == RuntimeAttribute.expandedViewKeyPath }
    }
    if unexpanded { return false }
    for (level, ancestor) in chain.enumerated().dropFirst() where ancestor.element.className == "ZStack" {
      if ancestor.children.contains(where: { $0.index < chain[level - 1].index }) { return false }
    }
    return true
  }

  /// The best contrast `text` reaches over the light backgrounds of `platform` seen through
  /// `layers` (translucent colors the view draws, nearest first), with that background; `nil`
  /// when Herald does not know the backgrounds.
  static func best(
    of text: Color.Components, through layers: [Color.Components], on platform: Platform
  ) -> (ratio: Double, background: Color.Components)? {
    guard let names = names(on: platform) else { return nil }
    var best: (ratio: Double, background: Color.Components)?
    for name in names {
      let system = platform == .macOS ? Color.appKitSystemColor(named: name) : Color.uiKitSystemColor(named: name)
      guard var background = system?.components else { continue }
      for layer in layers.reversed() { background = layer.composited(over: background) }
      let ratio = Color.contrastRatio(text.composited(over: background), background)
      if ratio > best?.ratio ?? 0 { best = (ratio, background) }
    }
    return best
  }
}
