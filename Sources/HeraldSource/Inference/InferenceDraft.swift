import HeraldTree
import SwiftSyntax

/// One assignment the control's code makes to a field of a view: `button.isSelected = index < rating`.
struct FieldAssignment {
  /// When it runs.
  var truth: Truth
  /// The value.
  var value: SymbolicValue
  /// Where (`File.swift:12`).
  var source: String
}

/// The template fields an assignment can set.
enum TemplateField: String, CaseIterable {
  case isElement, selected, enabled, traits, label, value, hint, width, height, axis, spacing
  case imageNormal = "image.normal", imageHighlighted = "image.highlighted", imageSelected = "image.selected"
  case imageDisabled = "image.disabled", imageFocused = "image.focused"

  /// The field a UIKit property sets (`accessibilityLabel` → label).
  static let uikit: [String: TemplateField] = [
    "isAccessibilityElement": .isElement, "isSelected": .selected, "isEnabled": .enabled,
    "accessibilityTraits": .traits, "accessibilityLabel": .label, "accessibilityValue": .value,
    "accessibilityHint": .hint, "axis": .axis, "spacing": .spacing,
  ]

  /// UIKit properties that change what VoiceOver says or does but that a component model cannot
  /// express; setting one is reported as unresolved.
  static let notModelled: Set<String> = [
    "isHidden", "alpha", "isUserInteractionEnabled", "accessibilityElementsHidden", "accessibilityElements",
    "shouldGroupAccessibilityChildren", "accessibilityCustomActions", "accessibilityFrame",
    "accessibilityActivationPoint", "accessibilityViewIsModal", "accessibilityLanguage",
    "accessibilityAttributedLabel", "accessibilityAttributedValue", "accessibilityAttributedHint",
    "accessibilityContainerType", "accessibilityRespondsToUserInteraction", "accessibilityUserInputLabels",
  ]

  /// The image field of a control state (`.selected`).
  static func image(_ state: String) -> TemplateField? {
    TemplateField(rawValue: "image.\(state)")
  }
}

/// An action found in setup: a target-action on a child, or an accessibility override.
struct PendingAction {
  /// On the control or its children.
  var view: ViewReference
  /// What VoiceOver does to run it.
  var kind: ComponentAction.Kind
  /// The method that runs.
  var function: FunctionDeclSyntax
  /// The control event of a target-action (`touchUpInside`).
  var event: String?
  /// Where it is connected.
  var source: String
  /// Whether the method's argument is a gesture recognizer (`sender.view` is the view).
  var fromRecognizer = false
}

/// What the inference has found so far in a control's code.
final class InferenceDraft {
  /// Assignments by view and field, in order.
  var fields: [ViewReference: [TemplateField: [FieldAssignment]]] = [:]
  /// The generated children: count, index name, the class created and where.
  var children: (count: SymbolicExpression, index: String, className: String, source: String)?
  /// Properties that hold the generated children (`ratingButtons`).
  var collections: Set<String> = []
  /// Actions to evaluate once the setup is read.
  var actions: [PendingAction] = []
  /// Properties the setup code assigns, with where.
  var setupWrites: [String: String] = [:]
  /// Functions the setup reached.
  var reached: Set<SyntaxIdentifier> = []
  /// What the inference could not follow, in order, without repeats.
  private(set) var unresolved: [UnresolvedPart] = []
  /// Accessibility an action sets: view, field and where.
  var lateWrites: [(view: ViewReference, field: TemplateField, source: String)] = []
  /// Struct fields kept in step with an inspectable property (`settings.fillMode`), by
  /// `record.field`; `.some(nil)` while being worked out or when there is none.
  var bridges: [String: SymbolicValue?] = [:]
  /// `sendActions(for:)` events seen while evaluating an action.
  var sentEvents: [String] = []

  /// Records a part that is not followed (once per name and place).
  func unresolved(_ name: String, _ source: String?, _ note: String) {
    guard !unresolved.contains(where: { $0.name == name && $0.source == source }) else { return }
    unresolved.append(UnresolvedPart(name: name, source: source, note: note))
  }

  /// Records an assignment of `field` on `view`.
  func assign(_ field: TemplateField, of view: ViewReference, _ assignment: FieldAssignment) {
    fields[view, default: [:]][field, default: []].append(assignment)
  }
}
