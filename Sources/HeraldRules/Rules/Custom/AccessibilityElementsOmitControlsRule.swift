import HeraldAudit
import HeraldTree

/// Flags a container whose code lists its accessibility elements (`accessibilityElements = […]`)
/// and leaves out controls it owns: buttons, switches, sliders and text fields it creates in code
/// or holds as outlets.
///
/// The list replaces what VoiceOver finds by itself, so a control not in it cannot be reached. Only
/// a list the code writes out is judged: literal arrays and what `append(…)` adds to them (the
/// names written in either); a list built otherwise (`accessibilityElements = makeElements()`) is not.
public struct AccessibilityElementsOmitControlsRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "accessibility-elements-omit-controls",
    name: "Accessibility elements leave out controls",
    summary: "A container's code lists its accessibility elements and leaves out controls it owns.",
    rationale:
      "Setting accessibilityElements tells VoiceOver exactly what to visit, in that order, instead of the views it would find. A button, switch or field the list forgets is unreachable with VoiceOver, Switch Control and Full Keyboard Access, though it is on screen and works with a finger.",
    impact: .critical,
    tags: ["wcag2a", "wcag211", "wcag131", "custom-controls", "source"],
    help:
      "Add every control to the accessibilityElements array (in reading order), or stop setting the array and let VoiceOver find the views.",
    helpURL: "https://developer.apple.com/documentation/objectivec/nsobject/1615147-accessibilityelements",
    messages: [
      "message": RuleMessageText(
        "The code of “{class}” lists its accessibility elements but leaves out {controls}: VoiceOver cannot reach them. Add them to accessibilityElements in reading order.",
        comment:
          "Audit finding from the app's source code. class is a class name; controls lists Swift property names (“playButton, volumeSlider”); do not translate them."
      )
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: player, role: view, customClass: PlayerView}
        """, flagged: ["player"],
        source: """
          final class PlayerView: UIView {
            private let titleLabel = UILabel()
            private let playButton = UIButton(type: .system)
            @IBOutlet weak var volumeSlider: UISlider!
            override func awakeFromNib() {
              super.awakeFromNib()
              titleLabel.text = "Now playing"
              accessibilityElements = [titleLabel, playButton]
            }
          }
          """)
    ],
    nonTriggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: player, role: view, customClass: PlayerView}
          - {id: card, role: view, customClass: CardView}
        """,
        source: """
          final class PlayerView: UIView {
            private let titleLabel = UILabel()
            private let playButton = UIButton(type: .system)
            override func awakeFromNib() {
              accessibilityElements = [titleLabel, playButton]
            }
          }
          final class CardView: UIView {
            private let moreButton = UIButton()
            override func layoutSubviews() {
              accessibilityElements = makeElements()
            }
          }
          """),
      // A control appended where it exists is in the list (KeePassium's error banner).
      RuleExample(
        """
        role: view
        children:
          - {id: banner, role: view, customClass: BannerView}
        """,
        source: """
          final class BannerView: UIView {
            private let messageLabel = UILabel()
            private let actionButton = UIButton(type: .system)
            func show(action: String?) {
              accessibilityElements = [messageLabel]
              if action != nil {
                accessibilityElements?.append(actionButton)
              }
            }
          }
          """),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Views of a project class whose code writes out its `accessibilityElements`.
  public func applies(to node: AuditNode) -> Bool {
    guard !node.isConcealed, let code = ClassCode(node) else { return false }
    return Self.list(code) != nil
  }

  /// A violation naming the controls the list leaves out.
  public func check(_ node: AuditNode) -> RuleOutcome {
    guard let code = ClassCode(node), let list = Self.list(code) else { return .pass }
    // The identifiers written in the list and in what is appended to it (`[titleLabel, self.playButton]`).
    let listed = Set(
      list.parts.flatMap { ($0.value ?? "").split { !($0.isLetter || $0.isNumber || $0 == "_") } }.map(String.init))
    let owned = Self.controls(of: code)
    let missing = owned.filter { !listed.contains($0) }
    guard !missing.isEmpty else { return .pass }
    return .violation(
      RuleMessage("message", ["class": .string(code.name), "controls": .string(missing.joined(separator: ", "))]),
      related: [RelatedLocation(list.first.location, .sets(.accessibilityElements))])
  }

  /// The class's code that writes its `accessibilityElements` out: the first assignment of a
  /// literal array (`[a, b]`), and every literal array assigned or list appended (`append(c)`).
  /// `nil` when there is no literal array, or when some assignment builds the list otherwise
  /// (`= makeElements()`: what it holds is the app's; `= nil` only gives VoiceOver back its own search).
  private static func list(_ code: ClassCode) -> (first: CodeFact, parts: [CodeFact])? {
    let facts = code.code.facts(of: code.name, .accessibilityElements)
    var parts: [CodeFact] = []
    for fact in facts {
      switch fact.kind {
      case .assignment where fact.value?.hasPrefix("[") == true, .addition: parts.append(fact)
      case .assignment where fact.value == "nil": continue
      case .assignment, .binding: return nil
      case .override, .call: continue
      }
    }
    guard let first = parts.first(where: { $0.kind == .assignment }) else { return nil }
    return (first, parts)
  }

  /// The names of the controls the class owns: views of control classes it creates and stores,
  /// and outlets declared with a control class, in source order.
  private static func controls(of code: ClassCode) -> [String] {
    var names: [String] = []
    for subview in code.code.subviews(of: code.name) where isControl(subview.className, code.code) {
      if let name = subview.name, !names.contains(name) { names.append(name) }
    }
    let outlets = code.code.chain(of: code.name).flatMap(\.properties.values).filter(\.isOutlet)
    for outlet in outlets.sorted(by: { $0.location < $1.location }) {
      if let type = outlet.typeName, isControl(type, code.code), !names.contains(outlet.name) {
        names.append(outlet.name)
      }
    }
    return names
  }

  private static func isControl(_ name: String, _ code: CodeIndex) -> Bool {
    StandardControls.classes.contains(name) || code.inherits(name, fromAnyOf: ["UIControl", "UIButton"])
  }
}
