/// The accessibility properties few elements set, stored once and shared between copies.
///
/// Immutable: a setter of ``AccessibilityProperties`` makes a new box, so values stay values.
final class AccessibilityExtendedProperties: Sendable, Hashable {
  let tableCell: AccessibilityTableCell?
  let customContent: [AccessibilityCustomContent]
  let customRotors: [String]
  let inputLabels: [String]?
  let activationPoint: Point?

  init(
    tableCell: AccessibilityTableCell?, customContent: [AccessibilityCustomContent], customRotors: [String],
    inputLabels: [String]?, activationPoint: Point?
  ) {
    self.tableCell = tableCell
    self.customContent = customContent
    self.customRotors = customRotors
    self.inputLabels = inputLabels
    self.activationPoint = activationPoint
  }

  /// Whether every property is unset.
  var isEmpty: Bool {
    tableCell == nil && customContent.isEmpty && customRotors.isEmpty && inputLabels == nil && activationPoint == nil
  }

  static func == (lhs: AccessibilityExtendedProperties, rhs: AccessibilityExtendedProperties) -> Bool {
    lhs === rhs
      || (lhs.tableCell == rhs.tableCell && lhs.customContent == rhs.customContent
        && lhs.customRotors == rhs.customRotors && lhs.inputLabels == rhs.inputLabels
        && lhs.activationPoint == rhs.activationPoint)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(tableCell)
    hasher.combine(customContent)
    hasher.combine(customRotors)
    hasher.combine(inputLabels)
    hasher.combine(activationPoint)
  }
}

extension AccessibilityProperties {
  /// The element's cell in a data table (`UIAccessibilityContainerDataTableCell`); its nearest
  /// ancestor with the `dataTable` container type is the table.
  public var tableCell: AccessibilityTableCell? {
    get { extended?.tableCell }
    set { update(tableCell: .some(newValue)) }
  }

  /// `accessibilityCustomContent` (`AXCustomContent`): more facts a user can ask for.
  public var customContent: [AccessibilityCustomContent] {
    get { extended?.customContent ?? [] }
    set { update(customContent: newValue) }
  }

  /// The names of `accessibilityCustomRotors`.
  public var customRotors: [String] {
    get { extended?.customRotors ?? [] }
    set { update(customRotors: newValue) }
  }

  /// `accessibilityUserInputLabels`: the names Voice Control accepts.
  public var inputLabels: [String]? {
    get { extended?.inputLabels }
    set { update(inputLabels: .some(newValue)) }
  }

  /// `accessibilityActivationPoint` in screen coordinates, when set (the frame's centre otherwise).
  public var activationPoint: Point? {
    get { extended?.activationPoint }
    set { update(activationPoint: .some(newValue)) }
  }

  private mutating func update(
    tableCell: AccessibilityTableCell?? = nil, customContent: [AccessibilityCustomContent]? = nil,
    customRotors: [String]? = nil, inputLabels: [String]?? = nil, activationPoint: Point?? = nil
  ) {
    let box = AccessibilityExtendedProperties(
      tableCell: tableCell ?? self.tableCell, customContent: customContent ?? self.customContent,
      customRotors: customRotors ?? self.customRotors, inputLabels: inputLabels ?? self.inputLabels,
      activationPoint: activationPoint ?? self.activationPoint)
    extended = box.isEmpty ? nil : box
  }
}
