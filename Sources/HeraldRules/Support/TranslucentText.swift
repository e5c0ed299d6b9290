import HeraldAudit
import HeraldICU
import HeraldTree

/// Text drawn in a translucent colour (SwiftUI's `.secondary`, Apple's secondaryLabel): its
/// contrast has a ceiling over every opaque background, so it can fail WCAG's minimum whatever is
/// behind it (``TextContrastRule`` judges SwiftUI text on an unknown background by it).
enum TranslucentText {
  /// How far below the minimum the best contrast over any background must be to decide: the bound
  /// is taken over a grid of backgrounds, not solved exactly.
  static let margin = 0.1

  /// The highest contrast the translucent `text` reaches over any opaque background, taken over
  /// every background whose channels are multiples of 1/17.
  static func bestContrast(of text: Color.Components) -> Double {
    let steps = (0...17).map { Double($0) / 17 }
    var best = 1.0
    for red in steps {
      for green in steps {
        for blue in steps {
          let background = Color.Components(red: red, green: green, blue: blue, alpha: 1)
          best = max(best, Color.contrastRatio(text.composited(over: background), background))
        }
      }
    }
    return best
  }

  /// Whether the colours the app sets are the ones shown around `node`: not on watchOS (always
  /// dark, where the light values Herald measures are never drawn), not in a Lock Screen widget
  /// family (`.accessoryRectangular` and the others, which WidgetKit draws in its own vibrant
  /// rendering mode), and not under another foreground style of an ancestor (which `.secondary`
  /// then derives from).
  static func colorsShown(_ node: AuditNode) -> Bool {
    guard node.scene.platform != .watchOS else { return false }
    let own = node.element.appearance.textColor
    return !node.ancestors.contains { ancestor in
      (ancestor.element.appearance.textColor.map { $0 != own } ?? false)
        || (SceneStates.condition(of: ancestor.element)?.contains(".accessory") ?? false)
    }
  }

  /// The violation of text that reaches at most `best` over any opaque background. (A dark
  /// appearance the code forces on some view, `.colorScheme(.dark)`, is not followed to the views it
  /// covers: in it, an adaptive colour such as secondaryLabel is light and may pass.)
  static func violation(text: Color.Components, best: Double, minimum: Double) -> RuleOutcome {
    .violation(
      RuleMessage(
        "any-background",
        [
          "text": .string(text.hex), "ratio": .number(.double((best * 100).rounded(.down) / 100)),
          "minimum": .number(NumberValue(measured: minimum)),
        ]))
  }
}
