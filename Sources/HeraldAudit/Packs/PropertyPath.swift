import HeraldAnnouncer
import HeraldTree

/// A property of an element that a rule pack's predicates read (`label`, `frame.height`,
/// `runtime.gaugeStyle`), resolved once when the pack is loaded.
///
/// Spoken properties (`label`, `labelSource`, `value`, `hint`, `traits`) are what a screen reader
/// resolves after UIKit's fallbacks, and are absent for an element it does not visit; the
/// `accessibility.*` properties are what the file declares, absent when it declares nothing.
/// `docs/rule-packs.md` lists every path with its type.
///
/// ```swift
/// let path = PropertyPath(parsing: "frame.height")   // .frame(.height), a number
/// path?.value(of: node)                               // .number(44)
/// ```
public enum PropertyPath: Sendable, Hashable, CustomStringConvertible {
  /// The element's role (`button`).
  case role
  /// The custom class's name (`AcmeGauge`).
  case customClass
  /// The platform class name (`UIButton`, `android.widget.Button`).
  case className
  /// The element's id in its file.
  case id
  /// The label a screen reader speaks, after fallbacks.
  case label
  /// Where the spoken label came from (`accessibilityLabel`, `title`, `imageName`, `none`, …).
  case labelSource
  /// The value a screen reader speaks.
  case value
  /// The hint a screen reader speaks.
  case hint
  /// The traits a screen reader uses: the spoken traits, or the effective traits of an element it
  /// does not visit.
  case traits
  /// A declared accessibility property.
  case accessibility(Accessibility)
  /// What the element shows.
  case content(ContentKind)
  /// A coordinate or size of the element's frame on screen.
  case frame(FrameKind)
  /// Whether the element is hidden.
  case hidden
  /// The element's alpha.
  case alpha
  /// Whether touches reach the element (it and every ancestor take user interaction).
  case interactive
  /// Whether the control is enabled.
  case enabled
  /// Whether the control is selected.
  case selected
  /// A user-defined runtime attribute or inspectable property, by key path.
  case runtime(String)
  /// How many children the element has (after component expansion).
  case childCount

  /// The declared accessibility properties a path can name.
  public enum Accessibility: String, Sendable, Hashable, CaseIterable {
    /// `accessibility.label`.
    case label
    /// `accessibility.value`.
    case value
    /// `accessibility.hint`.
    case hint
    /// `accessibility.identifier`.
    case identifier
    /// `accessibility.isElement`: declared, or the role's default.
    case isElement
    /// `accessibility.traits`: declared, absent when the file declares none.
    case traits
  }

  /// What an element shows.
  public enum ContentKind: String, Sendable, Hashable, CaseIterable {
    /// The title for the normal state.
    case title
    /// The text of a label or text view.
    case text
    /// The image name for the normal state.
    case image
    /// The placeholder of a text field.
    case placeholder
  }

  /// A frame component.
  public enum FrameKind: String, Sendable, Hashable, CaseIterable {
    /// `frame.x`.
    case x
    /// `frame.y`.
    case y
    /// `frame.width`.
    case width
    /// `frame.height`.
    case height
  }

  /// The type of a path's values, which decides the predicates it accepts.
  public enum ValueType: String, Sendable, Hashable {
    /// Text: `equals`, `in`, `matches`, `present`.
    case text
    /// A number: `equals`, `in`, comparisons, `present`.
    case number
    /// `true` or `false`: `equals`, `present`.
    case bool
    /// A set of traits: `equals` (the exact set), `includes`, `present` (not empty).
    case traits
    /// Whatever the runtime attribute holds: any predicate, compared by the attribute's type.
    case any
  }

  /// A value read from an element.
  public enum Value: Sendable, Hashable {
    /// Text.
    case text(String)
    /// A number.
    case number(Double)
    /// A flag.
    case bool(Bool)
    /// Traits.
    case traits(AccessibilityTraits)
  }

  /// Every fixed path, as written in packs (without `runtime.<keyPath>`).
  public static let names: [String] =
    ["role", "customClass", "className", "id", "label", "labelSource", "value", "hint", "traits"]
    + Accessibility.allCases.map { "accessibility.\($0.rawValue)" }
    + ContentKind.allCases.map { "content.\($0.rawValue)" }
    + FrameKind.allCases.map { "frame.\($0.rawValue)" }
    + ["hidden", "alpha", "interactive", "enabled", "selected", "childCount"]

  /// Resolves a path as written in a pack; `nil` for an unknown one.
  public init?(parsing text: String) {
    if text.hasPrefix("runtime.") {
      let keyPath = String(text.dropFirst("runtime.".count))
      guard !keyPath.isEmpty else { return nil }
      self = .runtime(keyPath)
      return
    }
    let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
    if parts.count == 2 {
      switch parts[0] {
      case "accessibility":
        guard let kind = Accessibility(rawValue: parts[1]) else { return nil }; self = .accessibility(kind)
      case "content": guard let kind = ContentKind(rawValue: parts[1]) else { return nil }; self = .content(kind)
      case "frame": guard let kind = FrameKind(rawValue: parts[1]) else { return nil }; self = .frame(kind)
      default: return nil
      }
      return
    }
    switch text {
    case "role": self = .role
    case "customClass": self = .customClass
    case "className": self = .className
    case "id": self = .id
    case "label": self = .label
    case "labelSource": self = .labelSource
    case "value": self = .value
    case "hint": self = .hint
    case "traits": self = .traits
    case "hidden": self = .hidden
    case "alpha": self = .alpha
    case "interactive": self = .interactive
    case "enabled": self = .enabled
    case "selected": self = .selected
    case "childCount": self = .childCount
    default: return nil
    }
  }

  /// The path as written in packs.
  public var description: String {
    switch self {
    case .role: "role"
    case .customClass: "customClass"
    case .className: "className"
    case .id: "id"
    case .label: "label"
    case .labelSource: "labelSource"
    case .value: "value"
    case .hint: "hint"
    case .traits: "traits"
    case .accessibility(let kind): "accessibility.\(kind.rawValue)"
    case .content(let kind): "content.\(kind.rawValue)"
    case .frame(let kind): "frame.\(kind.rawValue)"
    case .hidden: "hidden"
    case .alpha: "alpha"
    case .interactive: "interactive"
    case .enabled: "enabled"
    case .selected: "selected"
    case .runtime(let keyPath): "runtime.\(keyPath)"
    case .childCount: "childCount"
    }
  }

  /// The type of the path's values.
  public var valueType: ValueType {
    switch self {
    case .role, .customClass, .className, .id, .label, .labelSource, .value, .hint: .text
    case .accessibility(.isElement): .bool
    case .accessibility(.traits), .traits: .traits
    case .accessibility, .content: .text
    case .frame, .alpha, .childCount: .number
    case .hidden, .interactive, .enabled, .selected: .bool
    case .runtime: .any
    }
  }

  /// The only texts the path can have, when it is an enumeration (`role`, `labelSource`).
  public var allowedTexts: [String]? {
    switch self {
    case .role: Role.allCases.map(\.rawValue)
    case .labelSource: AccessibleElement.LabelSource.allCases.map(\.rawValue)
    default: nil
    }
  }

  /// The path's value for `node`; `nil` when the element has none.
  ///
  /// - Complexity: O(1), except `runtime.<keyPath>`, which is linear in the element's runtime
  ///   attributes.
  public func value(of node: AuditNode) -> Value? {
    let element = node.element
    switch self {
    case .role: return .text(element.role.rawValue)
    case .customClass: return element.customClass.map { .text($0.name) }
    case .className: return element.className.map(Value.text)
    case .id: return .text(element.id)
    case .label: return node.spoken?.label.map(Value.text)
    case .labelSource: return node.spoken.map { .text($0.labelSource.rawValue) }
    case .value: return node.spoken?.value.map(Value.text)
    case .hint: return node.spoken?.hint.map(Value.text)
    case .traits: return .traits(node.spoken?.traits ?? element.effectiveTraits)
    case .accessibility(let kind):
      switch kind {
      case .label: return element.accessibility.label.map(Value.text)
      case .value: return element.accessibility.value.map(Value.text)
      case .hint: return element.accessibility.hint.map(Value.text)
      case .identifier: return element.accessibility.identifier.map(Value.text)
      case .isElement: return .bool(element.isAccessibilityElement)
      case .traits: return element.accessibility.traits.map(Value.traits)
      }
    case .content(let kind):
      switch kind {
      case .title: return element.content.titles[.normal].map(Value.text)
      case .text: return element.content.text.map(Value.text)
      case .image: return element.content.images[.normal].map(Value.text)
      case .placeholder: return element.content.placeholder.map(Value.text)
      }
    case .frame(let kind):
      guard let frame = element.screenFrame ?? element.frame else { return nil }
      switch kind {
      case .x: return .number(frame.x)
      case .y: return .number(frame.y)
      case .width: return .number(frame.width)
      case .height: return .number(frame.height)
      }
    case .hidden: return .bool(element.isHidden)
    case .alpha: return .number(element.alpha)
    case .interactive: return .bool(node.isInteractive)
    case .enabled: return .bool(element.state.isEnabled)
    case .selected: return .bool(element.state.isSelected)
    case .runtime(let keyPath):
      switch element.runtimeAttribute(keyPath) {
      case .none: return nil
      case .boolean(let flag): return .bool(flag)
      case .number(let number): return .number(number)
      case .some(let other): return .text(other.text)
      }
    case .childCount: return .number(Double(node.scene.childIndices[node.index].count))
    }
  }
}
