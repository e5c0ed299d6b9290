import HeraldAudit
import HeraldICU
import HeraldTree

/// Flags text whose font does not grow with the user's preferred text size.
public struct TextWithoutDynamicTypeRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "text-without-dynamic-type",
    name: "Text without Dynamic Type",
    summary: "Text uses a fixed font size, or a text style that does not adjust to the content size category.",
    rationale:
      "People with low vision set a larger text size (Settings › Accessibility › Display & Text Size) and expect apps to follow. Text in a fixed point size never grows; a text style (\"body\") takes the user's size when the view is made (UIKit resolves it then), and follows a change while the view is shown only when adjustsFontForContentSizeCategory is on (or the app reloads fonts itself), so a screen that stays open (a tab, a list) keeps the old size. Applies to visited labels, text fields, text views and button titles whose font the source records; an element without a recorded font is not applicable, nor is iOS text of a fixed size of at least 60 pt, which no text style exceeds even at the largest accessibility size (Apple HIG, Dynamic Type sizes: Large Title at AX5). A fixed font scaled in code with UIFontMetrics cannot be seen in the file: confirm and suppress.",
    impact: .moderate,
    tags: ["wcag2aa", "wcag144", "text"],
    help:
      "Use a text style (UIFont.preferredFont(forTextStyle: .body), or a custom font through UIFontMetrics) and set adjustsFontForContentSizeCategory = true (Interface Builder: Font › Text Styles and \"Automatically Adjusts Font\").",
    helpURL: "https://developer.apple.com/documentation/uikit/uifont/scaling_fonts_automatically",
    messages: [
      "fixed": RuleMessageText(
        "Text uses a fixed {size}-point font, so it does not grow with the user's text size. Use a text style (or UIFontMetrics for a custom font) and turn on adjustsFontForContentSizeCategory.",
        comment:
          "Audit finding. size is a font size in points (17, 15.5). UIFontMetrics and adjustsFontForContentSizeCategory are UIKit names, untranslated."
      ),
      "not-adjusting": RuleMessageText(
        "Text uses the “{style}” text style but adjustsFontForContentSizeCategory is off: it takes the user's text size only when the screen is made, and keeps that size while the screen is shown. Turn it on (Interface Builder: “Automatically Adjusts Font”).",
        comment:
          "Audit finding. style is a UIKit text style name (body, headline), untranslated. adjustsFontForContentSizeCategory and “Automatically Adjusts Font” are UIKit / Xcode names; use Xcode's localized name for the checkbox if there is one."
      ),
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: title, role: staticText, content: {text: Meals}, appearance: {font: {size: 17, weight: bold}}}
          - {id: body, role: staticText, content: {text: Notes}, appearance: {font: {textStyle: body}}}
          - {id: ok, role: staticText, content: {text: Fine}, appearance: {font: {textStyle: body}, adjustsFontForContentSizeCategory: true}}
        """, flagged: ["body", "title"]),
      // A button title in a custom font, and a text field with a fixed size.
      RuleExample(
        """
        role: view
        children:
          - {id: save, role: button, content: {titles: {normal: Save}}, appearance: {font: {size: 15, name: Avenir-Medium}}}
          - {id: name, role: textField, content: {placeholder: Name}, appearance: {font: {size: 14}}}
        """, flagged: ["name", "save"]),
    ],
    nonTriggeringExamples: [
      // tvOS and macOS have no Dynamic Type.
      RuleExample(
        """
        role: view
        children:
          - {id: title, role: staticText, content: {text: Movies}, appearance: {font: {size: 38}}}
        """, platform: .tvOS),
      // No recorded font: nothing known.
      RuleExample(
        """
        role: view
        children:
          - {id: label, role: staticText, content: {text: Meals}}
        """),
      // A fixed glyph at least as large as Large Title at the largest accessibility size (60 pt).
      RuleExample(
        """
        role: view
        children:
          - {id: letter, role: staticText, content: {text: C}, appearance: {font: {size: 120}}}
        """),
      // Image buttons have no title to scale (a title of spaces beside the image draws nothing);
      // hidden labels are not heard.
      RuleExample(
        """
        role: view
        children:
          - {id: star, role: button, content: {images: {normal: star}}, accessibility: {label: Favorite}, appearance: {font: {size: 15}}}
          - {id: safari, role: button, content: {titles: {normal: " "}, images: {normal: safari}}, accessibility: {label: Open}, appearance: {font: {textStyle: title2}}}
          - {id: gone, role: staticText, hidden: true, content: {text: Old}, appearance: {font: {size: 12}}}
          - {id: headline, role: staticText, content: {text: Today}, appearance: {font: {textStyle: headline}, adjustsFontForContentSizeCategory: true}}
        """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Visited text elements (labels, fields, text views, titled buttons) with a recorded font, on a
  /// platform with Dynamic Type (iOS, watchOS, Android font scale; not tvOS or macOS) and outside a launch screen
  /// (which the system shows before any text size applies).
  public func applies(to node: AuditNode) -> Bool {
    guard Self.platforms.contains(node.scene.platform), !node.scene.isLaunchScreen else { return false }
    guard let spoken = node.spoken else { return false }
    let element = spoken.element
    guard element.appearance.font != nil else { return false }
    if TextContent.textRoles.contains(element.role) { return !TextContent.titleHidden(node) }
    return element.role == .button && TextContent.drawnText(of: node) != nil
  }

  /// How a font set in code bears on the finding (attributed text brings fonts Herald cannot see):
  /// a text style, `UIFontMetrics` scaling or
  /// `adjustsFontForContentSizeCategory = true` makes the text scale; a font of a literal size
  /// (`systemFont(ofSize: 17)`, `withSize: 49`) keeps it fixed; anything else (a variable, a
  /// helper) Herald cannot tell.
  static func weigh(_ member: CodeMember, _ value: String?) -> CodeWeight {
    // Attributed text carries its own fonts, which Herald does not follow.
    guard member == .font, let value else { return .unknown }
    let scalable = ["preferredFont", "scaledFont", "UIFontMetrics", "textStyle", ".body", ".headline", ".title"]
    if value == "true" || value == "YES" || scalable.contains(where: value.contains) { return .sets }
    if value == "false" || value == "NO" { return .irrelevant }
    let fixed = ["ofSize:", "withSize:", "size:", "Size:"]
    if fixed.contains(where: value.contains) { return .irrelevant }
    return .unknown
  }

  /// The largest size any iOS text style reaches: Large Title at the largest accessibility size
  /// (AX5), 60 pt (Apple Human Interface Guidelines, Typography › Specifications › Dynamic Type
  /// sizes; Body is 53 pt there).
  static let largestTextStyleSize = 60.0

  /// The platforms whose users set a text size that apps follow.
  private static let platforms: Set<Platform> = [.iOS, .watchOS, .android]

  /// A violation for a fixed size, or a text style that does not adjust; needs review for a view of
  /// a custom class (`ARSerifLabel`), whose code usually sets its font.
  public func check(_ node: AuditNode) -> RuleOutcome {
    let appearance = node.element.appearance
    guard let font = appearance.font else { return .pass }
    let message: RuleMessage
    if let style = font.textStyle {
      if appearance.adjustsFontForContentSizeCategory { return .pass }
      message = RuleMessage("not-adjusting", ["style": .string(style)])
    } else {
      guard let size = font.pointSize ?? font.effectivePointSize else { return .pass }
      // Text at least as large as every text style at the largest accessibility size (a 120-point
      // glyph) never stays below what the user asked for.
      if node.scene.platform == .iOS, size >= Self.largestTextStyleSize { return .pass }
      message = RuleMessage("fixed", ["size": .number(NumberValue(tenths: size))])
    }
    // Code that sets the font (on the class, or through an outlet) decides; without it, an outlet
    // rarely changes a font, but a custom class usually sets its own.
    let verdict = CodeEvidence.judge(node, asks: [.font, .attributedText], weigh: Self.weigh)
    if case .notRead = verdict {} else { return verdict.outcome(message) }
    if let custom = node.element.customClass, node.owningComponent == nil {
      return .needsReview(message, missing: .classCode(custom.name))
    }
    return .violation(message)
  }
}
