import HeraldAnnouncer
import HeraldAudit
import HeraldICU
import HeraldTree

/// Flags an interactive element whose frame is smaller than the minimum touch target.
public struct TouchTargetTooSmallRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "touch-target-too-small",
    name: "Touch target too small",
    summary: "An interactive element is smaller than the minimum touch target.",
    rationale:
      """
      Small targets are hard to hit for people with tremor or limited dexterity, and VoiceOver users who explore by touch find them by sliding a finger over the screen. Policy, precisely:
      - Applies to elements a screen reader visits that take touches (they and their ancestors have user interaction on) and are targets: a control role (button, check box, radio, pop-up, link, text field, search field, slider, switch, stepper, segmented control, page control, menu item) or the button, link or adjustable trait. Elements without a frame are not applicable: nothing is known.
      - Both width and height must reach the minimum: `platform` is 44 pt on iOS, iPadOS and watchOS (Apple HIG), 48 dp on Android (Material); tvOS (focus) and macOS (pointer) are not checked; `wcag` is 24 (WCAG 2.5.8, pt or dp read as CSS px); a number sets it directly. Android frames in px are divided by `androidDensity` first.
      - Interface Builder frames are design-time frames that Auto Layout may still change. So in a storyboard or xib (or a tree converted from one, whose elements are located in a `.storyboard` / `.xib`), a standard button 30 pt tall, a slider 30 or 31 pt tall or a text field 30 or 34 pt tall (IB's intrinsic default heights, Xcode's older and newer ones) whose only shortfall is that height is left for review when layout may give it another: a constraint of the file on its height (a constant, another view's height, an aspect ratio) or on two of its vertical edges and centre, an autoresizing mask with a flexible height, a stack view that stretches it (horizontal aligned to fill, vertical filling), layout by constraints the file does not hold (`translatesAutoresizingMaskIntoConstraints` off with none, a placeholder constraint, a height constraint code can change), or a file that does not say; a required constant height constraint is the height. One none of these sizes keeps its intrinsic height (Apple, "Auto Layout Guide: Views with Intrinsic Content Size"): a violation, also as a bar button item's custom view, which since iOS 11 takes touches only within its own frame. An arranged subview whose shortfall is its width is left for review when a stack view may stretch it across (a horizontal one that fills, a vertical one aligned to fill) and its height is one of these too (a height layout cannot change decides). So is a view whose outlet the app's code gives a `frame`, `bounds`, `transform`, `contentEdgeInsets`, size constraints (`heightAnchor`, `widthAnchor`, SnapKit's `snp`) or button `configuration` after loading (a `UIButton.Configuration`'s `buttonSize` and insets size the button). A switch is never resized: UIKit's `UISwitch` \"enforces a size appropriate for the control\" and ignores the size it is given (Apple, `UISwitch.init(frame:)`), so a switch 31 pt tall is a violation whatever its constraints (code that scales it with a `transform` leaves it for review). A table view cell less than a point short of the minimum fills a row of it (IB writes the cell without the separator hairline UIKit draws below it), and a control disabled in the file that no outlet, tag or class of its own lets code enable ignores touches (Apple, `UIControl.isEnabled`): neither is flagged. Every other shortfall in IB, and every shortfall in a runtime dump, is a violation.
      - A SwiftUI button showing only an image, with no `.frame`, is sized by layout: review. One whose label is one image with a fixed `.frame` of its own (nothing outside that frame that may change the area it is tapped over, such as `.padding()`, a frame of bounds, a background or overlay, a content shape of another size or a modifier Herald does not know; inside it, no font or scale of its own unless the image is resizable) is the label's size in the `.plain` and `.borderless` styles and in iOS's automatic style outside a list or menu (Apple, `ButtonStyle.plain`: "doesn't style or decorate its content"; `.borderless`): a fixed side below the minimum is a violation, or, in a view other views use, needs review there (they decide its style and container). A button that shows an image and whose label also holds a view the source does not fix (one a caller passes in) is not known to show only an image: in a view other views use, the views that use it decide (where they give it a text, the rule does not apply); elsewhere it is needs review naming that view. A button that shows a text, even one whose words the app computes, is no icon button: the rule does not apply. In a navigation bar or toolbar (`.toolbar { … }`, a `ToolbarContent` type) the bar gives its items its 44-point height (Apple HIG, "Navigation bars", "Toolbars"), so it passes; so does one whose label holds a view with a fixed `.frame` of at least the minimum on each side (a SwiftUI container is at least as large as each view it holds).
      - WCAG's spacing exception (an undersized target with 24 px free around it) is not evaluated.
      """,
    impact: .serious,
    tags: ["wcag22aa", "wcag258", "wcag255", "touch-target"],
    help:
      "Make the control at least the minimum size (44×44 pt on iOS): give it width and height constraints, enlarge its insets, or override point(inside:with:) to extend the hit area, and keep its accessibilityFrame matching.",
    helpURL: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Buttons-and-controls",
    options: [
      RuleOption(
        "minimum", .string("platform"),
        "The minimum side: \"platform\" (44 pt on Apple platforms, 48 dp on Android), \"wcag\" (24, WCAG 2.5.8), or a number."
      ),
      RuleOption(
        "androidDensity", .number(1),
        "Pixels per dp for Android trees in px (uiautomator does not record the density); 1 reads px as dp, 2.625 is a Pixel-class phone."
      ),
    ],
    messages: [
      "message": RuleMessageText(
        "Touch target of {width} × {height} {unit} is smaller than the {minimum} × {minimum} {unit} minimum. Enlarge the control or its hit area to at least {minimum} {unit} on each side.",
        comment:
          "Audit finding. width, height and minimum are sizes (numbers, possibly with one decimal); unit is “pt” (points) or “dp” (Android density-independent pixels), untranslated."
      ),
      "review": RuleMessageText(
        "Touch target of {width} × {height} {unit} in Interface Builder, below the {minimum} × {minimum} {unit} minimum, but at Interface Builder's default control height, which constraints or a stack view may change at run time. Check the size in the running app and make it at least {minimum} × {minimum} {unit}.",
        comment:
          "Audit finding that needs a person's review. width, height and minimum are sizes; unit is “pt” or “dp”, untranslated. Interface Builder is Xcode's layout editor."
      ),
      "code-size": RuleMessageText(
        "Touch target of {width} × {height} {unit} in Interface Builder, below the {minimum} × {minimum} {unit} minimum, but the app's code sets this control's size or button configuration after loading (at the place named). Check the size in the running app and make it at least {minimum} × {minimum} {unit}.",
        comment:
          "Audit finding that needs a person's review. width, height and minimum are sizes; unit is “pt” or “dp”, untranslated. Interface Builder is Xcode's layout editor."
      ),
      "unknown-size": RuleMessageText(
        "This button shows only an image, and its size is not in the source. Check that its touch target is at least {minimum} × {minimum} pt, or give it a .frame(minWidth:minHeight:) or content shape of that size.",
        comment:
          "Audit finding that needs a person's review, for a SwiftUI icon button. minimum is a size in points; .frame(minWidth:minHeight:) is Swift code, untranslated."
      ),
      "label-frame": RuleMessageText(
        "This button is only as large as its label, whose .frame makes it {side} pt {dimension, select, width {wide} other {tall}}, below the {minimum} × {minimum} pt minimum. Enlarge the label's frame, or pad the label inside the button, to at least {minimum} pt on each side.",
        comment:
          "Audit finding for a SwiftUI button whose style draws only its label. side and minimum are sizes in points; dimension is “width” or “height” (select); .frame is Swift code, untranslated."
      ),
      "unknown-content": RuleMessageText(
        "The app decides what this button shows ({code}), and its size is not in the source. If it shows only an image, check that its touch target is at least {minimum} × {minimum} pt, or give it a .frame(minWidth:minHeight:) or content shape of that size.",
        comment:
          "Audit finding that needs a person's review, for a SwiftUI button whose label holds a view the source does not fix. code is Swift code (“label”, “ListRowCheckbox at Row.swift:30”), untranslated; minimum is a size in points."
      ),
    ],
    triggeringExamples: [
      // A SwiftUI frame of 30 × 30 pt is too small; the size of an icon button without one is unknown.
      RuleExample(
        """
        role: view
        children:
          - {id: small, role: button, content: {titles: {normal: Close}}, runtimeAttributes: [{keyPath: swiftui.width, type: number, value: 30}, {keyPath: swiftui.height, type: number, value: 30}]}
          - {id: big, role: button, content: {titles: {normal: Open}}, runtimeAttributes: [{keyPath: swiftui.width, type: number, value: 44}, {keyPath: swiftui.height, type: number, value: 44}]}
        """, flagged: ["small"], message: "message"),
      RuleExample(
        """
        role: view
        frame: {x: 0, y: 0, width: 375, height: 667}
        children:
          - {id: close, role: button, frame: {x: 10, y: 10, width: 24, height: 24}, accessibility: {label: Close}}
          - {id: ok, role: button, frame: {x: 10, y: 100, width: 44, height: 44}, accessibility: {label: OK}}
        """, flagged: ["close"], message: "message"),
      // WCAG minimum: 20 pt fails 24, 30 pt passes.
      RuleExample(
        """
        role: view
        frame: {x: 0, y: 0, width: 375, height: 667}
        children:
          - {id: tiny, role: switch, frame: {x: 0, y: 0, width: 20, height: 20}, accessibility: {label: Sound}}
          - {id: ib, role: button, frame: {x: 0, y: 100, width: 60, height: 30}, content: {titles: {normal: Save}}}
        """, flagged: ["tiny"], options: ["minimum": .string("wcag")]),
      // Android, 2.625 px per dp: 105 px is 40 dp < 48; 126 px is 48 dp.
      RuleExample(
        """
        role: view
        children:
          - {id: small, role: button, frame: {x: 0, y: 0, width: 105, height: 105}, accessibility: {label: Play}}
          - {id: big, role: button, frame: {x: 0, y: 200, width: 126, height: 126}, accessibility: {label: Stop}}
        """, flagged: ["small"], options: ["androidDensity": .number(2.625)], platform: .android),
      // Interface Builder: IB's default 30 pt button height only → review; a 20 pt wide button → violation;
      // a switch, whose 51 × 31 pt UIKit enforces, → violation whatever the stack around it.
      RuleExample(
        """
        role: view
        location: Main.storyboard:10:5
        frame: {x: 0, y: 0, width: 375, height: 667}
        children:
          - {id: save, role: button, location: Main.storyboard:12:7, frame: {x: 16, y: 100, width: 80, height: 30}, content: {titles: {normal: Save}}}
          - {id: x, role: button, location: Main.storyboard:14:7, frame: {x: 16, y: 200, width: 20, height: 30}, accessibility: {label: Close}}
          - id: row
            role: stackView
            location: Main.storyboard:16:7
            frame: {x: 16, y: 300, width: 343, height: 31}
            stack: {axis: horizontal, distribution: fillEqually}
            children:
              - {id: wifi, role: switch, location: Main.storyboard:18:9, frame: {x: 0, y: 0, width: 51, height: 31}, accessibility: {label: Wi-Fi}}
          - {id: name, role: textField, location: Main.storyboard:20:7, frame: {x: 16, y: 400, width: 343, height: 30}, content: {placeholder: Name}}
          - {id: field, role: textField, location: Main.storyboard:22:7, frame: {x: 16, y: 500, width: 343, height: 20}, content: {placeholder: Note}}
        """, flagged: ["field", "wifi", "x"], needsReview: ["name", "save"]),
      // Auto Layout from the file: a default height no constraint, mask or stack can change is the
      // control's intrinsic height (a violation, also when a fill stack may stretch the width: the
      // height stays short); top and bottom constraints may stretch it (review).
      RuleExample(
        """
        role: view
        location: Main.storyboard:10:5
        frame: {x: 0, y: 0, width: 375, height: 667}
        children:
          - {id: alert, role: button, location: Main.storyboard:12:7, frame: {x: 16, y: 100, width: 87, height: 30}, content: {titles: {normal: Alert}}, autoLayout: {constrained: [top, centerX]}}
          - {id: fill, role: button, location: Main.storyboard:14:7, frame: {x: 16, y: 200, width: 87, height: 30}, content: {titles: {normal: Fill}}, autoLayout: {constrained: [top, bottom, leading]}}
          - id: row
            role: stackView
            location: Main.storyboard:16:7
            frame: {x: 16, y: 300, width: 343, height: 31}
            stack: {axis: horizontal, alignment: center, distribution: fill}
            children:
              - {id: sound, role: switch, location: Main.storyboard:18:9, frame: {x: 292, y: 0, width: 51, height: 31}, accessibility: {label: Sound}, autoLayout: {}}
              - {id: unit, role: button, location: Main.storyboard:19:9, frame: {x: 240, y: 0, width: 42, height: 30}, content: {titles: {normal: Unit}}, autoLayout: {}}
        """, flagged: ["alert", "sound", "unit"], needsReview: ["fill"]),
      // A required constant height constraint is the height, whatever else is tied.
      RuleExample(
        """
        role: view
        location: Donate.xib:10:5
        frame: {x: 0, y: 0, width: 375, height: 667}
        children:
          - {id: iban, role: textField, location: Donate.xib:12:7, frame: {x: 16, y: 100, width: 300, height: 34}, content: {placeholder: IBAN}, autoLayout: {constrained: [top, bottom, height, leading, trailing], fixedHeight: 34}}
        """, flagged: ["iban"]),
      // Code that sets a button's configuration or frame after loading sizes it: review; an outlet
      // the code only gives a title keeps the file's frame.
      RuleExample(
        """
        role: view
        location: Setup.storyboard:10:5
        frame: {x: 0, y: 0, width: 375, height: 667}
        children:
          - id: go
            role: button
            location: Setup.storyboard:12:7
            frame: {x: 16, y: 100, width: 288, height: 34}
            content: {titles: {normal: Continue}}
            connections: {outlets: [{property: continueButton, owner: SetupViewController}]}
          - id: skip
            role: button
            location: Setup.storyboard:14:7
            frame: {x: 16, y: 200, width: 60, height: 20}
            content: {titles: {normal: Skip}}
            connections: {outlets: [{property: skipButton, owner: SetupViewController}]}
        """, flagged: ["skip"], needsReview: ["go"],
        source: """
          final class SetupViewController: UIViewController {
            @IBOutlet weak var continueButton: UIButton!
            @IBOutlet weak var skipButton: UIButton!
            override func viewDidLoad() {
              super.viewDidLoad()
              var config = UIButton.Configuration.filled()
              config.buttonSize = .large
              continueButton.configuration = config
              skipButton.setTitle("Skip", for: .normal)
            }
          }
          """),
    ],
    nonTriggeringExamples: [
      // A field disabled in the file that no outlet reaches ignores touches; a table cell 43.67 pt
      // tall in the file fills a 44 pt row (the separator hairline is below it).
      RuleExample(
        """
        role: view
        location: Tester.storyboard:10:5
        frame: {x: 0, y: 0, width: 375, height: 667}
        children:
          - {id: card, role: textField, location: Tester.storyboard:12:7, frame: {x: 16, y: 100, width: 70, height: 30}, state: {enabled: false}, content: {placeholder: Card}, autoLayout: {constrained: [top, leading]}}
          - {id: row, role: tableViewCell, location: Tester.storyboard:14:7, frame: {x: 0, y: 200, width: 375, height: 43.67}, accessibility: {label: Clear tabs, traits: [button]}}
        """),
      // FoodTracker's 44×44 stars.
      RuleExample(
        """
        role: view
        frame: {x: 0, y: 0, width: 375, height: 667}
        children:
          - {id: rating, role: stackView, customClass: RatingControl, frame: {x: 61.5, y: 450, width: 252, height: 44}}
        """),
      // No frame, not interactive, or not a target: not applicable.
      RuleExample(
        """
        role: view
        children:
          - {id: noframe, role: button, accessibility: {label: Save}}
          - {id: readonly, role: button, userInteractionEnabled: false, frame: {x: 0, y: 0, width: 20, height: 20}, accessibility: {label: Star}}
          - {id: text, role: staticText, frame: {x: 0, y: 50, width: 40, height: 12}, content: {text: Note}}
        """),
      // Android without a density: px read as dp, 48 passes.
      RuleExample(
        """
        role: view
        children:
          - {id: play, role: button, frame: {x: 0, y: 0, width: 48, height: 48}, accessibility: {label: Play}}
        """, platform: .android),
    ])

  private let minimum: String
  private let androidDensity: Double

  /// Makes the rule with its `minimum` and `androidDensity` options.
  public init(options: RuleOptions) {
    minimum = options.string("minimum")
    let density = options.number("androidDensity")
    androidDensity = density > 0 ? density : 1
  }

  /// Visited, touchable targets with a frame; not on tvOS, where the remote moves focus, nor on
  /// macOS, where a pointer clicks AppKit's standard control sizes (a 21-point text field, an
  /// 18-point check box) and nothing is touched.
  public func applies(to node: AuditNode) -> Bool {
    guard node.scene.platform != .tvOS, node.scene.platform != .macOS else { return false }
    guard let spoken = node.spoken, spoken.isInteractive, !Self.isDisabledForGood(node) else { return false }
    guard spoken.frame != nil || Self.declaredSize(of: spoken.element) != nil || Self.isSwiftUIIcon(node) else {
      return false
    }
    return Self.controlRoles.contains(spoken.element.role) || !spoken.traits.isDisjoint(with: Self.targetTraits)
  }

  /// The size a SwiftUI view's `.frame(width:height:)` gives it, when both sides are given.
  static func declaredSize(of element: Element) -> (width: Double, height: Double)? {
    let sides = frameSides(of: element)
    guard let width = sides.width, let height = sides.height else { return nil }
    return (width, height)
  }

  /// The sides a SwiftUI view's own `.frame(width:height:)` fixes, each `nil` when not given.
  private static func frameSides(of element: Element) -> (width: Double?, height: Double?) {
    var sides: [String: Double] = [:]
    for attribute in element.runtimeAttributes where attribute.keyPath.hasPrefix("swiftui.") {
      if case .number(let value) = attribute.value { sides[attribute.keyPath] = value }
    }
    return (sides["swiftui.width"], sides["swiftui.height"])
  }

  /// The least width and height a SwiftUI view's content gives it: for each side, the largest
  /// among its views of the first fixed `.frame` found down each branch (a fixed frame is that
  /// view's size, whatever it holds); `nil` for a side no view fixes.
  static func leastSize(of element: Element) -> (width: Double?, height: Double?) {
    let own = frameSides(of: element)
    var (width, height) = own
    for child in element.children {
      let inner = leastSize(of: child)
      if own.width == nil, let side = inner.width { width = max(width ?? 0, side) }
      if own.height == nil, let side = inner.height { height = max(height ?? 0, side) }
    }
    return (width, height)
  }

  /// A SwiftUI button without a title that shows an image (and, where its label holds a view the
  /// source does not fix, perhaps more): icons are where targets are small, but its size is decided
  /// by layout when the app runs.
  private static func isSwiftUIIcon(_ node: AuditNode) -> Bool {
    guard node.scene.format == .swiftUI, let spoken = node.spoken else { return false }
    let content = spoken.element.content
    // A text the app computes (`Text(language.uppercased())`) is still a text: no icon button.
    return spoken.element.role == .button && content.titles.isEmpty && !content.images.isEmpty
      && !showsText(spoken.element)
  }

  /// Whether a view of `element`'s content shown in its state is a text, whatever its words (an
  /// empty `Text("")` shows none).
  private static func showsText(_ element: Element) -> Bool {
    element.children.contains { child in
      !child.isHidden && (child.role == .staticText && child.content.text != "" || showsText(child))
    }
  }

  /// Whether `node` is in a SwiftUI navigation bar or toolbar (`.toolbar { … }`, a `ToolbarContent`).
  private static func isBarItem(_ node: AuditNode) -> Bool {
    node.scene.format == .swiftUI && node.ancestors.contains { [.navigationBar, .toolbar].contains($0.element.role) }
  }

  /// A violation when a side is below the minimum; a review for Interface Builder's default heights.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let spoken = node.spoken else { return .pass }
    let scene = node.scene
    let scale = scene.unit == .pixels ? androidDensity : 1
    guard let size = spoken.frame.map({ ($0.width, $0.height) }) ?? Self.declaredSize(of: spoken.element) else {
      // An item of a navigation bar or toolbar is sized by the bar, whose items take its full
      // 44-point height on iOS (Apple's Human Interface Guidelines, "Navigation bars" and
      // "Toolbars"; UIKit's UINavigationBar and UIToolbar extend their items' hit areas).
      if Self.isBarItem(node) { return .pass }
      // A button in the automatic style in a `List` or `Form` row is the whole row (``ButtonStyles``).
      if ButtonStyles.isRowButton(node) { return .pass }
      // A stack, like any SwiftUI container, is at least as large as each view it holds: content
      // with a fixed frame of at least the minimum makes the target at least that large.
      let least = Self.leastSize(of: spoken.element)
      let side = minimumSide(for: scene.platform)
      if node.scene.format == .swiftUI, let width = least.width, let height = least.height, width >= side,
        height >= side
      {
        return .pass
      }
      let minimum = Self.number(side)
      // A label whose own frame fixes a side below the minimum, in a style that draws only the
      // label: the button is that small (``labelSides(of:)``).
      if let label = Self.labelSides(of: node) {
        if let width = label.width, let height = label.height {
          if width < side || height < side {
            let sizes = ["width": Self.number(width), "height": Self.number(height), "unit": .string("pt")]
            return Self.labelSized(RuleMessage("message", sizes.merging(["minimum": minimum]) { $1 }), node)
          }
        } else if let (dimension, value) = label.width.map({ ("width", $0) }) ?? label.height.map({ ("height", $0) }),
          value < side
        {
          return Self.labelSized(
            RuleMessage(
              "label-frame", ["side": Self.number(value), "dimension": .string(dimension), "minimum": minimum]),
            node)
        }
      }
      // A label the source does not fix may be a text: the button is not known to be an icon.
      if let content = RuleText.unfixedView(below: spoken.element) {
        let message = RuleMessage("unknown-content", ["code": .string(content), "minimum": minimum])
        return .needsReview(
          message, missing: EmbeddedView.missing(node, runtimeValue: content))
      }
      return .needsReview(RuleMessage("unknown-size", ["minimum": minimum]), missing: .layoutSize)
    }
    let width = size.0 / scale
    let minimum = minimumSide(for: scene.platform)
    let height = Self.runtimeHeight(of: node, frameHeight: size.1 / scale, minimum: minimum)
    guard width < minimum || height < minimum else { return .pass }
    let unit = scene.platform == .android ? "dp" : "pt"
    let arguments: [String: MessageArgument] = [
      "width": Self.number(width), "height": Self.number(height), "minimum": Self.number(minimum),
      "unit": .string(unit),
    ]
    // The file's frame is not the control's size when the app's code sets it after loading.
    if let (outlet, use) = Self.sizeSetByCode(node), let member = use.member {
      return .needsReview(
        RuleMessage("code-size", arguments), missing: .outlet(outlet),
        related: [RelatedLocation(use.location, .sets(member))])
    }
    if isInterfaceBuilderDefault(node, width: width, height: height, minimum: minimum) {
      return .needsReview(RuleMessage("review", arguments), missing: .defaultSize)
    }
    return .violation(RuleMessage("message", arguments))
  }

  private func minimumSide(for platform: Platform) -> Double {
    switch minimum {
    case "wcag": return 24
    case "platform": break
    default: if let number = Double(minimum), number > 0 { return number }
    }
    switch platform {
    case .android: return 48
    case .macOS: return 24
    case .iOS, .tvOS, .watchOS: return 44
    }
  }

  private static func number(_ value: Double) -> MessageArgument {
    .number(NumberValue(tenths: value))
  }

  private static let targetTraits: AccessibilityTraits = [.button, .link, .adjustable]

  private static let controlRoles: Set<Role> = [
    .button, .checkBox, .radioButton, .popUpButton, .link, .textField, .secureTextField, .searchField, .slider,
    .switch, .stepper, .segmentedControl, .pageControl, .menuItem,
  ]
}
