import HeraldAudit
import HeraldICU
import HeraldTree

/// Flags text whose color does not contrast enough with the background behind it.
public struct TextContrastRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "text-contrast",
    name: "Text contrast too low",
    summary: "Text has less contrast with its background than WCAG's minimum (4.5:1, or 3:1 for large text).",
    rationale:
      """
      Low-contrast text is hard or impossible to read for people with low vision or colour deficiencies, and for everyone in sunlight. How Herald resolves the colors, in light mode:
      - the text color is the element's text color; unset, a label's, field's or text view's is black (labelColor) and a button's title is its tint color, inherited from the nearest ancestor that sets one, else systemBlue (#007AFF);
      - a SwiftUI text color chosen by a condition (`.foregroundStyle(isOn ? .primary : .secondary)`) takes the branch of a condition the source fixes for good; one the running app changes (state, a parameter) is judged in each color: the same outcome in each is the outcome, and differing outcomes leave it for review naming the code that chooses;
      - the background is the element's own background color, else the nearest ancestor's with alpha above 0; translucent ones are composited over what lies beneath, down to the first opaque one or, when there is none, the window's: systemBackground (white) on iOS, windowBackgroundColor (#ECECEC) on macOS, and for a SwiftUI view, whatever contains it (a list row, a widget, the views that use it: review), unless the text is too translucent to reach the minimum over any opaque background (`.secondary`, 60 % opaque, reaches 3.4:1 at best on iOS): then it fails on any, except on watchOS (always dark), in a Lock Screen widget family (drawn in WidgetKit's vibrant mode) and under an ancestor's foreground style (which `.secondary` derives from);
      - the text color is composited over that background and the WCAG 2 contrast ratio compared with `minimumRatio` (4.5), or `minimumRatioLargeText` (3) for large text (18 pt, or 14 pt bold); a text of symbols only, with no letter or digit (an arrow, a bullet, ★★★☆☆), is no text in WCAG's sense (“expressing something in human language”) but a graphical object, which WCAG 1.4.11 asks 3:1 of.
      It applies to visited, enabled elements that show text (a label's text, a field's text, a button's title) when a color bearing on them is recorded (their own text, tint or background color, or an ancestor's background or tint; a background whose value the source does not fix, such as a SwiftUI theme's color or a material, only with a text color); with no color recorded anywhere nothing is known. An asset color is measured by the value the app's asset catalogs give it (`Color("Brand")`, `<namedColor>`), and `Color.accentColor` by the app's accent color (the color set the project's Global Accent Color Name names, else systemBlue; unknown when code sets a window's tint, and on macOS, where the user's accent replaces it); a SwiftUI button's title is in the accent only in the default style, which Herald does not read, so a title that fails in it is review (on macOS the default style is a bordered push button, whose title is controlTextColor); a button in any style but `.automatic`, `.plain` and `.borderless` may be filled behind its label (`.borderedProminent` with its tint, an app's own `ButtonStyle`, whose body Herald does not read): review naming the style; a color no catalog defines or a background code computes cannot be measured: review. A shape filled with a color that covers the view (a rectangle, a capsule), a color at an opacity and colors with rounded corners are measured as drawn (not one placed at an alignment or framed to a size); over translucent layers only, what contains a SwiftUI view decides, except that opaque text in a List or Form below the minimum on every light background it draws (white and #F2F2F7 on iOS; white and #ECECEC on macOS) fails in the light appearance when nothing else can be behind it: not a list whose background is hidden or a sidebar, a file only applications build (not a widget or other extension), an app whose code may force a dark appearance on no view, text not in a button, link or menu (whose style may fill it), except a button in the automatic style that is a List or Form row on iOS (Apple, `ButtonStyle.automatic`: the row, on the row's background), nor in a view Herald did not expand or over a ZStack's earlier views, and legible there (1.5:1 at least; below that it is drawn on something Herald does not read). SwiftUI's standard colors are UIKit's system colors (`.secondary` is secondaryLabel, `.red` systemRed), and AppKit's on macOS. Text in one of Apple's adaptive system colors (the default tint, secondaryLabel) below the minimum is reported with that color named, since the system raises it only when the user turns on Increase Contrast; `systemColors: false` accepts Apple's palette (docs/audit.md). An app whose Info.plist forces an appearance (`UIUserInterfaceStyle` `Dark`, iOS and tvOS) is judged in it only: Apple's adaptive colors take their dark values and the window is black; so is every watchOS app, which has no light appearance. View alpha, images behind text and the dark mode of apps that follow the system are not evaluated.
      """,
    impact: .serious,
    tags: ["wcag2aa", "wcag143", "text", "color"],
    help:
      "Darken the text or lighten the background (or the reverse) until the ratio reaches the minimum; check both light and dark appearances of dynamic colors.",
    helpURL: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html",
    options: [
      RuleOption("minimumRatio", .number(4.5), "The minimum contrast ratio for normal text (WCAG 1.4.3 AA: 4.5)."),
      RuleOption(
        "minimumRatioLargeText", .number(3),
        "The minimum contrast ratio for large text, at least 18 pt or 14 pt bold (WCAG 1.4.3 AA: 3)."),
      RuleOption(
        "systemColors", .bool(true),
        "Whether text in Apple's adaptive system colors (the default tint, secondaryLabel, systemGray…) below the minimum is reported. iOS and macOS raise them above it only when the user turns on Increase Contrast, which WCAG does not count; false accepts Apple's palette as it is."
      ),
    ],
    messages: [
      "message": RuleMessageText(
        "Text contrast is {ratio, number, ::.00}:1 ({text} on {background}), below the required {minimum, number}:1. Darken the text or lighten the background (or the reverse) until it reaches {minimum, number}:1.",
        comment:
          "Audit finding. ratio is a contrast ratio such as 2.84; text and background are hex colors (#999999); minimum is 4.5 or 3. Keep “:1”."
      ),
      "system-color": RuleMessageText(
        "Text contrast is {ratio, number, ::.00}:1 (Apple's {color}, {text}, on {background}), below the required {minimum, number}:1. The system raises it only when the user turns on Increase Contrast; use a darker color for this text, or set text-contrast's systemColors option to false to accept Apple's palette.",
        comment:
          "Audit finding for text in one of Apple's own system colors. color is the color's name (systemBlueColor, secondaryLabelColor), untranslated; ratio, text, background and minimum as in the rule's message. “Increase Contrast” is the name of the iOS and macOS setting; text-contrast and systemColors are names in the configuration; do not translate them."
      ),
      "any-background": RuleMessageText(
        "Text in {text} is translucent: on any background its contrast is at most {ratio, number, ::.00}:1, below the required {minimum, number}:1, whatever SwiftUI draws behind it. Use an opaque color for this text (for Apple's secondary label color, the system raises it only when the user turns on Increase Contrast; text-contrast's systemColors option set to false accepts Apple's palette).",
        comment:
          "Audit finding for translucent text (SwiftUI's .secondary). text is a hex color with alpha (#3C3C4399); ratio the best contrast over any background, such as 3.43; minimum is 4.5 or 3. “Increase Contrast” is the name of the iOS and macOS setting; text-contrast and systemColors are names in the configuration; do not translate them."
      ),
      "light-backgrounds": RuleMessageText(
        "In the light appearance this text's contrast is at most {ratio, number, ::.00}:1 ({text} on {background}, the lightest of the backgrounds a list or form draws on this platform), below the required {minimum, number}:1. Use a darker color for this text, or give its rows a background on which it reaches {minimum, number}:1.",
        comment:
          "Audit finding for SwiftUI text on the system's light backgrounds. ratio, text, background and minimum as in the rule's message; background is the system background the text does best on (#FFFFFF)."
      ),
      "light-backgrounds-system": RuleMessageText(
        "In the light appearance this text's contrast is at most {ratio, number, ::.00}:1 (Apple's {color}, {text}, on {background}, the lightest of the backgrounds a list or form draws on this platform), below the required {minimum, number}:1. The system raises it only when the user turns on Increase Contrast; use a darker color for this text, or set text-contrast's systemColors option to false to accept Apple's palette.",
        comment:
          "Audit finding for SwiftUI text in one of Apple's own system colors on the system's light backgrounds. color is the color's name (systemRedColor), untranslated; ratio, text, background and minimum as in the rule's message. “Increase Contrast” is the name of the iOS and macOS setting; text-contrast and systemColors are names in the configuration; do not translate them."
      ),
      "unknown-color": RuleMessageText(
        "The contrast of this text cannot be measured: the {kind, select, background {background} other {text}} color “{color}” is not defined in the file (an asset or dynamic color). Check that it reaches 4.5:1 (3:1 for large text) in light and dark mode.",
        comment:
          "Audit finding that needs a person's review. kind is “text” or “background” (select); color is the color's name in the app (BrandColor), untranslated."
      ),
      "image-background": RuleMessageText(
        "The contrast of this text cannot be measured: it sits on the image “{image}”, whose colors Herald does not read. Check that it reaches 4.5:1 (3:1 for large text) where the text sits.",
        comment:
          "Audit finding that needs a person's review. image is the image's name in the app (LoginBackground), untranslated."
      ),
      "button-style": RuleMessageText(
        "The contrast of this text cannot be measured: it is the label of a button in the style {style}, which may fill the button behind its label, and Herald does not read the style's body. Check that the label reaches 4.5:1 (3:1 for large text) on the style's background.",
        comment:
          "Audit finding that needs a person's review. style is the button style as written in the app's Swift code (.bordered, CapsuleStyle(), { configuration in … }), untranslated."
      ),
      "drawn-background": RuleMessageText(
        "The contrast of this text cannot be measured: the view behind it, of class {class}, paints its own background (a blur, or a gradient layer or drawing in its code), which covers the color in the file. Check that it reaches 4.5:1 (3:1 for large text) where the text sits.",
        comment:
          "Audit finding that needs a person's review. class is the app's view class name (GradientView), untranslated."
      ),
    ],
    triggeringExamples: [
      // #999999 on white is 2.84:1; black on the same white passes.
      RuleExample(
        """
        role: view
        appearance: {backgroundColor: "#FFFFFF"}
        children:
          - {id: grey, role: staticText, content: {text: Notes}, appearance: {font: {size: 15}, textColor: "#999999"}}
          - {id: black, role: staticText, content: {text: Title}, appearance: {font: {size: 15}, textColor: "#000000"}}
        """, flagged: ["grey"]),
      // #949494 (3.03:1) passes as large text, fails at 17 pt; white on 20 % black over white is 1.60:1.
      RuleExample(
        """
        role: view
        appearance: {backgroundColor: {name: systemBackgroundColor, hex: "#FFFFFF"}}
        children:
          - {id: large, role: staticText, content: {text: Big}, appearance: {font: {size: 24}, textColor: "#949494"}}
          - {id: small, role: staticText, content: {text: Small}, appearance: {font: {size: 17}, textColor: "#949494"}}
          - id: scrim
            role: view
            appearance: {backgroundColor: "#00000033"}
            children:
              - {id: caption, role: staticText, content: {text: Caption}, appearance: {textColor: "#FFFFFF"}}
        """, flagged: ["caption", "small"]),
      // A default system button: its title is systemBlue, 4.01:1 on white; an unknown asset color needs review.
      RuleExample(
        """
        role: view
        appearance: {backgroundColor: "#FFFFFF"}
        children:
          - {id: save, role: button, content: {titles: {normal: Save}}, appearance: {font: {size: 15}}}
          - {id: brand, role: staticText, content: {text: Hello}, appearance: {textColor: {name: BrandColor}}}
        """, flagged: ["save"], needsReview: ["brand"]),
      // secondaryLabel on white is 3.44:1: Apple's own color, named as such in the message.
      RuleExample(
        """
        role: view
        appearance: {backgroundColor: "#FFFFFF"}
        children:
          - {id: footnote, role: staticText, content: {text: Terms}, appearance: {font: {size: 13}, textColor: {name: secondaryLabelColor, hex: "#3C3C4399"}}}
        """, flagged: ["footnote"], message: "system-color"),
      // Accepting Apple's palette still judges Apple's fixed colors and Apple's colors on the
      // app's own background (#F2C94C).
      RuleExample(
        """
        role: view
        appearance: {backgroundColor: "#FFFFFF"}
        children:
          - {id: grey, role: staticText, content: {text: Notes}, appearance: {font: {size: 13}, textColor: {name: lightGrayColor, hex: "#AAAAAA"}}}
          - id: banner
            role: view
            appearance: {backgroundColor: "#F2C94C"}
            children:
              - {id: note, role: staticText, content: {text: Note}, appearance: {font: {size: 13}, textColor: {name: secondaryLabelColor, hex: "#3C3C4399"}}}
        """, flagged: ["grey", "note"], message: "message", options: ["systemColors": .bool(false)]),
    ],
    nonTriggeringExamples: [
      // Light text on a dark background (17:1); a large-title button in the default tint (3:1 is enough).
      RuleExample(
        """
        role: view
        appearance: {backgroundColor: "#1C1C1E"}
        children:
          - {id: title, role: staticText, content: {text: Meals}, appearance: {textColor: "#FFFFFF"}}
          - id: card
            role: view
            appearance: {backgroundColor: "#FFFFFF"}
            children:
              - {id: add, role: button, content: {titles: {normal: Add}}, appearance: {font: {size: 20}}}
        """),
      // An arrow is a graphical object (WCAG 1.4.11, 3:1): #949494 on white is 3.03:1.
      RuleExample(
        """
        role: view
        appearance: {backgroundColor: "#FFFFFF"}
        children:
          - {id: arrow, role: staticText, content: {text: "→"}, appearance: {font: {size: 13}, textColor: "#949494"}}
        """),
      // Text under `.redacted(reason: .placeholder)` is drawn as placeholder shapes.
      RuleExample(
        """
        role: view
        runtimeAttributes: [{keyPath: swiftui.redacted, type: boolean, value: true}]
        children:
          - {id: name, role: staticText, content: {text: Loading}, appearance: {textColor: "#AAAAAA"}}
        """),
      // No color recorded anywhere; a disabled button; a clear background shows the white beneath.
      RuleExample(
        """
        role: view
        children:
          - {id: plain, role: staticText, content: {text: Hello}}
          - {id: disabled, role: button, state: {enabled: false}, content: {titles: {normal: Send}}, appearance: {textColor: "#C7C7CC"}}
          - {id: clear, role: staticText, content: {text: Hi}, appearance: {textColor: "#767676", backgroundColor: "#00000000"}}
        """),
      // A stricter option still passes black on white; a tint inherited from an ancestor is the button's color.
      RuleExample(
        """
        role: view
        appearance: {backgroundColor: "#FFFFFF", tintColor: "#1E3A8A"}
        children:
          - {id: go, role: button, content: {titles: {normal: Go}}}
          - {id: body, role: staticText, content: {text: Body}, appearance: {textColor: "#000000"}}
        """, options: ["minimumRatio": .number(7)]),
      // A team that accepts Apple's palette: the default tint and secondaryLabel pass.
      RuleExample(
        """
        role: view
        appearance: {backgroundColor: "#FFFFFF"}
        children:
          - {id: save, role: button, content: {titles: {normal: Save}}, appearance: {font: {size: 15}}}
          - {id: footnote, role: staticText, content: {text: Terms}, appearance: {textColor: {name: secondaryLabelColor, hex: "#3C3C4399"}}}
        """, options: ["systemColors": .bool(false)]),
    ])

  private let minimumRatio: Double
  private let minimumRatioLargeText: Double
  private let reportsSystemColors: Bool

  /// Makes the rule with its `minimumRatio`, `minimumRatioLargeText` and `systemColors` options.
  public init(options: RuleOptions) {
    minimumRatio = options.number("minimumRatio")
    minimumRatioLargeText = options.number("minimumRatioLargeText")
    reportsSystemColors = options.bool("systemColors")
  }

  /// Visited, enabled elements with text, when a color bearing on them is recorded.
  public func applies(to node: AuditNode) -> Bool {
    guard let spoken = node.spoken else { return false }
    let element = spoken.element
    guard element.state.isEnabled, TextContent.drawnText(of: node) != nil else { return false }
    // Under `.redacted(reason: .placeholder)` no text is drawn, only placeholder shapes.
    let redaction = ([node] + node.ancestors).lazy.compactMap { current in
      // The innermost modifier wins: `.unredacted()` inside a redacted view shows its text.
      current.element.runtimeAttributes.first { $0.keyPath == RuntimeAttribute.redactedKeyPath }
    }.first
    if case .boolean(true)? = redaction?.value { return false }
    // Since iOS 13 a segmented control draws its titles in the label color on its own segment
    // background, not in the tint color the file records.
    if element.className == "segment" { return false }
    // A background whose value is unknown (a SwiftUI theme's colour, a material) says nothing on
    // its own: text in the default colour on it is not judged, text in a colour the app chose is.
    func known(_ color: Color?) -> Bool { color?.components != nil }
    let own = element.appearance
    if own.textColor != nil || known(own.backgroundColor) || own.tintColor != nil { return true }
    return node.ancestors.contains {
      let appearance = $0.element.appearance
      return known(appearance.backgroundColor) || appearance.tintColor != nil
    }
  }

  /// A violation below the minimum ratio; a review when a color's components are unknown, or when
  /// the element's class or the code behind its outlet may set its colors. A text color chosen by a
  /// condition the source does not decide (``Color/alternatives``) is judged in each choice
  /// (``judgeChoices(_:of:)``).
  public func check(_ node: AuditNode) -> RuleOutcome {
    if let color = textColor(of: node.element, ancestors: node.ancestors), color.components == nil,
      !color.alternatives.isEmpty
    {
      return judgeChoices(color, of: node)
    }
    return check(node, textColor: nil)
  }

  /// ``check(_:)`` with the text in `chosen`, where given, instead of the element's own color.
  func check(_ node: AuditNode, textColor chosen: Color?) -> RuleOutcome {
    let element = node.element
    let ancestors = node.ancestors
    // The background: translucent layers down to the first opaque one, composited upwards.
    var layers: [Color.Components] = []
    // Whether every layer is one of Apple's colors (none: the system background).
    var applesBackground = true
    let colors = ShownColors(node.scene)
    let holding = Set([element.id] + ancestors.map(\.element.id))
    // A background whose value the source does not fix (a theme's colour, an asset's).
    var unknownBackground: Color?
    // The style of a button holding the text that may fill it behind the text (not read).
    var styleFill: String?
    for current in PaintedBehind.views(node) {
      // A view whose code draws (a layer class of its own, `draw(_:)`) covers its background color;
      // an image view behind the text shows colors the file does not give.
      if let drawn = PaintedBehind.drawnBackground(current, node.scene.code) { return drawn }
      if current.id != element.id, current.role == .image,
        let image = PaintedBehind.image(of: current, node.scene.code)
      {
        return .needsReview(
          RuleMessage("image-background", ["image": .string(image)]), missing: .runtimeValue(image))
      }
      // A button's style other than one that draws only its label may fill it behind the label
      // (`.borderedProminent` in the accent, an app's `ButtonStyle` with a `.background`).
      if holding.contains(current.id), let style = ButtonStyles.fillingStyle(of: current, in: node.scene) {
        styleFill = style
        break
      }
      guard let color = current.appearance.backgroundColor.map(colors.shown) else { continue }
      guard var components = color.components else {
        unknownBackground = color
        break
      }
      // A view behind the text (not one holding it) shows through by its own alpha too.
      if !holding.contains(current.id) { components.alpha *= current.alpha }
      guard components.alpha > 0 else { continue }
      layers.append(components)
      if !color.isAdaptiveSystemColor { applesBackground = false }
      if components.alpha >= 1 { break }
    }
    // Below every view, the window: systemBackground on iOS, windowBackgroundColor on macOS.
    var background = colors.window
    for layer in layers.reversed() { background = layer.composited(over: background) }
    // The text color, with the platform's defaults; the name of Apple's color when it is one.
    let text: Color.Components
    var systemColor: String?
    // A SwiftUI button's title is in the accent only in the default style: Herald does not apply
    // a `.buttonStyle`, a destructive role or a `.tint`, so a low accent title is asked about.
    var styleDecides = false
    // The view whose users give the text its foreground (``EmbeddedView``), when none is set here.
    var inheritedFrom: String?
    if let color = (chosen ?? textColor(of: element, ancestors: ancestors)).map(colors.shown) {
      guard let components = color.components else { return Self.review(color, "text") }
      text = components
      if color.isAdaptiveSystemColor { systemColor = color.name }
    } else if element.role == .button, node.scene.format == .swiftUI {
      // A SwiftUI button's title is in the app's accent color: the color set the project's Global
      // Accent Color Name names, else the system's (``AppColors``). On macOS the default style is a
      // bordered push button, whose title is not tinted: AppKit's controlTextColor.
      styleDecides = true
      if colors.platform == .macOS, let (name, components) = colors.defaultTitle {
        text = components
        systemColor = name
      } else {
        guard let accent = colors.accent, let components = accent.color.components else {
          return Self.review(Color(name: colors.accentName, components: nil), "text")
        }
        text = components
        if accent.color.isAdaptiveSystemColor { systemColor = accent.color.name }
      }
    } else if element.role == .button, let (name, components) = colors.defaultTitle {
      text = components
      systemColor = name
    } else {
      // In a SwiftUI view other views use, text in the inherited foreground takes the style they
      // give it (`.foregroundColor(.white)` around `Detail()`): their scenes, which read it so, decide.
      if node.scene.format == .swiftUI { inheritedFrom = EmbeddedView.name(around: node) }
      text = colors.isDark ? .white : .black
    }
    // Fully clear text (a sizing placeholder under an overlay) shows nothing to read.
    if text.alpha <= 0 { return .pass }
    // Apple's color on the app's own background is the app's pairing, judged as any other; a
    // background of the system backgrounds' light values (white, #F2F2F7) counts as Apple's.
    if !applesBackground && !colors.systemBackgroundValues.contains(background.hex) { systemColor = nil }
    let ratio = Color.contrastRatio(text.composited(over: background), background)
    let isLarge = element.appearance.font?.isLargeText ?? false
    let textMinimum = isLarge ? minimumRatioLargeText : minimumRatio
    let minimum =
      TextContent.drawnText(of: node).map(Self.isGraphic) == true ? min(Self.graphicMinimum, textMinimum) : textMinimum
    let backgroundUnknown = unknownBackground != nil || styleFill != nil
    guard ratio < minimum || backgroundUnknown else { return .pass }
    // Apple's palette accepted: only a background Herald cannot measure is still asked about.
    guard reportsSystemColors || systemColor == nil || backgroundUnknown else { return .pass }
    func reviewBackground() -> RuleOutcome {
      if let styleFill {
        return .needsReview(
          RuleMessage("button-style", ["style": .string(styleFill)]), missing: .runtimeValue(styleFill))
      }
      return Self.review(unknownBackground ?? Color(name: nil, components: nil), "background")
    }
    var arguments: [String: MessageArgument] = [
      // Truncated, not rounded, so that a failing 4.496 never reads as "4.50".
      "ratio": .number(.double((ratio * 100).rounded(.down) / 100)),
      "text": .string(text.hex), "background": .string(background.hex),
      "minimum": Self.number(minimum),
    ]
    if let systemColor { arguments["color"] = .string(systemColor) }
    let message = RuleMessage(systemColor == nil ? "message" : "system-color", arguments)
    // Over a background not measured, that is the question (below), not a ratio.
    if styleDecides, !backgroundUnknown {
      return .needsReview(message, missing: .runtimeValue("the title color of the button's style"))
    }
    if let inheritedFrom, !backgroundUnknown { return .needsReview(message, missing: .usedIn(inheritedFrom)) }
    // With no background recorded, a storyboard's view is on the window. A SwiftUI view is drawn on
    // what contains it — a list row, a widget's, popover's or Live Activity's container, a hosting
    // view, the views that use it — which its source does not say (13 of 20 such claims were true).
    // Layers that are all translucent (`Color.red.opacity(0.1)`) show that context through them.
    if !layers.contains(where: { $0.alpha >= 1 }) || backgroundUnknown, node.scene.format == .swiftUI {
      // In a view other views use, they decide: what they put around it (a foreground style
      // `.secondary` derives from, a background) is not in this scene.
      if let view = EmbeddedView.name(around: node) {
        return backgroundUnknown ? reviewBackground() : .needsReview(message, missing: .usedIn(view))
      }
      // Text too translucent to reach the minimum over any opaque background (`.secondary`, Apple's
      // secondaryLabel, is 60 % opaque on iOS: 3.4:1 at best) fails whatever contains it.
      let best = text.alpha < 1 ? TranslucentText.bestContrast(of: text) : .infinity
      // (A button's style decides its title's colour: not this claim.)
      if best < minimum - TranslucentText.margin, !styleDecides, TranslucentText.colorsShown(node) {
        guard reportsSystemColors || systemColor == nil else { return .pass }
        return TranslucentText.violation(text: text, best: best, minimum: minimum)
      }
      // Opaque text in a list or form below the minimum on every light background it draws fails
      // in the light appearance, when nothing else can be behind it (``LightBackgrounds``).
      if !backgroundUnknown, text.alpha >= 1, LightBackgrounds.drawnOnSystemBackgrounds(of: node, colors),
        let light = LightBackgrounds.best(of: text, through: layers, on: colors.platform),
        light.ratio >= LightBackgrounds.legible, light.ratio < minimum
      {
        arguments["ratio"] = .number(.double((light.ratio * 100).rounded(.down) / 100))
        arguments["background"] = .string(light.background.hex)
        return .violation(RuleMessage(systemColor == nil ? "light-backgrounds" : "light-backgrounds-system", arguments))
      }
      return backgroundUnknown
        ? reviewBackground() : .needsReview(message, missing: .runtimeValue(Self.backgroundBehind))
    }
    if backgroundUnknown { return reviewBackground() }
    // Colors a custom class or the code behind an outlet sets are not the file's.
    return CodeEvidence.judge(node, asks: [.color]).outcome(message)
  }
}
