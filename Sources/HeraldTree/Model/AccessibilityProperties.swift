/// The accessibility properties an element declares, as written in its source.
///
/// Every property is optional or has UIKit's default: `nil` means "not set here", so that
/// ``Element/isAccessibilityElement`` and ``Element/effectiveTraits`` can fall back to the
/// platform's default for the role, and audit rules can tell "not set" from "set to empty".
public struct AccessibilityProperties: Sendable, Hashable {
  /// `isAccessibilityElement` when the source sets it; `nil` means the role's default.
  public var isElement: Bool?
  /// `accessibilityLabel`.
  public var label: String?
  /// `accessibilityValue`.
  public var value: String?
  /// `accessibilityHint`.
  public var hint: String?
  /// `accessibilityIdentifier` (for UI tests; never spoken).
  public var identifier: String?
  /// `accessibilityTraits` when the source sets them; `nil` means the role's defaults.
  public var traits: AccessibilityTraits?
  /// `accessibilityLanguage` (BCP 47).
  public var language: String?
  /// `accessibilityElementsHidden`: the element's subtree is hidden from assistive technology.
  public var elementsHidden: Bool
  /// `accessibilityViewIsModal`: siblings are ignored while this element is shown.
  public var viewIsModal: Bool
  /// `shouldGroupAccessibilityChildren`: children are read together, before the next sibling.
  public var shouldGroupChildren: Bool
  /// `accessibilityContainerType`, when set.
  public var containerType: AccessibilityContainerType?
  /// `accessibilityCustomActions`.
  public var customActions: [AccessibilityCustomAction]
  /// `accessibilityElements`: the ids of the children (or deeper descendants) VoiceOver visits,
  /// in this order, instead of the order it computes from the frames; `nil` when not set.
  public var elementOrder: [String]?
  /// The properties few elements set (data table cell, custom content, rotors, input labels,
  /// activation point), in one shared box: copying an element costs one retain for all of them.
  var extended: AccessibilityExtendedProperties?

  /// Creates a set of properties; every argument defaults to "not set".
  public init(
    isElement: Bool? = nil, label: String? = nil, value: String? = nil, hint: String? = nil,
    identifier: String? = nil, traits: AccessibilityTraits? = nil, language: String? = nil,
    elementsHidden: Bool = false, viewIsModal: Bool = false, shouldGroupChildren: Bool = false,
    containerType: AccessibilityContainerType? = nil, customActions: [AccessibilityCustomAction] = [],
    elementOrder: [String]? = nil
  ) {
    self.isElement = isElement
    self.label = label
    self.value = value
    self.hint = hint
    self.identifier = identifier
    self.traits = traits
    self.language = language
    self.elementsHidden = elementsHidden
    self.viewIsModal = viewIsModal
    self.shouldGroupChildren = shouldGroupChildren
    self.containerType = containerType
    self.customActions = customActions
    self.elementOrder = elementOrder
  }
}

/// `UIAccessibilityContainerType`.
public enum AccessibilityContainerType: String, Sendable, Hashable, CaseIterable {
  /// No container semantics.
  case none
  /// A data table (rows and columns).
  case dataTable
  /// A list.
  case list
  /// A landmark region.
  case landmark
  /// A semantic group (iOS 13).
  case semanticGroup

  /// The type of a UIKit `UIAccessibilityContainerType` raw value.
  public init?(uikitValue: Int) {
    switch uikitValue {
    case 0: self = .none
    case 1: self = .dataTable
    case 2: self = .list
    case 3: self = .landmark
    case 4: self = .semanticGroup
    default: return nil
    }
  }
}

/// A cell's place in a data table: its 0-based row and column and how many it spans.
public struct AccessibilityTableCell: Sendable, Hashable {
  /// The 0-based row (`accessibilityRowRange().location`).
  public var row: Int
  /// The 0-based column (`accessibilityColumnRange().location`).
  public var column: Int
  /// The rows it spans (`accessibilityRowRange().length`).
  public var rowSpan: Int
  /// The columns it spans (`accessibilityColumnRange().length`).
  public var columnSpan: Int
  /// Whether it is a header of its row (`accessibilityHeaderElements(forRow:)`).
  public var isRowHeader: Bool
  /// Whether it is a header of its column (`accessibilityHeaderElements(forColumn:)`).
  public var isColumnHeader: Bool

  /// Creates a cell position.
  public init(
    row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1, isRowHeader: Bool = false,
    isColumnHeader: Bool = false
  ) {
    self.row = row
    self.column = column
    self.rowSpan = rowSpan
    self.columnSpan = columnSpan
    self.isRowHeader = isRowHeader
    self.isColumnHeader = isColumnHeader
  }
}

/// An entry of `accessibilityCustomContent`: a labelled fact ("Price", "$3").
public struct AccessibilityCustomContent: Sendable, Hashable {
  /// The label.
  public var label: String
  /// The value.
  public var value: String
  /// Whether it is important (spoken with the element rather than on request).
  public var isImportant: Bool

  /// Creates custom content.
  public init(label: String, value: String, isImportant: Bool = false) {
    self.label = label
    self.value = value
    self.isImportant = isImportant
  }
}

/// An entry of `accessibilityCustomActions`: a named action the rotor offers.
public struct AccessibilityCustomAction: Sendable, Hashable {
  /// The name spoken in the Actions rotor.
  public var name: String
  /// The selector or identifier that performs it, when known.
  public var target: String?

  /// Creates a custom action.
  public init(name: String, target: String? = nil) {
    self.name = name
    self.target = target
  }
}
