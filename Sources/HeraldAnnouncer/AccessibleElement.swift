import HeraldTree

/// An element a screen reader focuses, with what it resolved from the element: the label after
/// UIKit's fallbacks, the value, the element's own hint, its traits, its position in a group,
/// and where it is on screen.
///
/// Profiles turn these facts into words; audit rules read them to judge what a user hears.
public struct AccessibleElement: Sendable, Hashable {
  /// Where the spoken label came from: the fallback chain of ``ElementDescriber``.
  public enum LabelSource: String, Sendable, Hashable, CaseIterable {
    /// `accessibilityLabel`.
    case accessibilityLabel
    /// A button's title for its current state.
    case title
    /// A label's or text view's text.
    case text
    /// A text field's placeholder.
    case placeholder
    /// The text of the static text an AppKit element names as its title
    /// (`accessibilityTitleUIElement`).
    case titleElement
    /// A system bar button item's localized name ("Cancel").
    case systemItem
    /// The image name of an image button or image view ("star fill"), as VoiceOver falls back to.
    case imageName
    /// The labels of a cell's children, joined.
    case combined
    /// Nothing: only the traits are spoken ("Button").
    case none
  }

  /// A position in a group VoiceOver counts: a tab of a tab bar, a segment of a segmented control.
  public struct GroupPosition: Sendable, Hashable {
    /// What kind of group.
    public enum Kind: String, Sendable, Hashable {
      /// A tab bar: its items are spoken as "Tab".
      case tabBar
      /// A segmented control: its segments are spoken as buttons.
      case segmentedControl
      /// A view with the `tabBar` trait that is not a tab bar: its elements are spoken as "Tab"
      /// instead of "Button", and keep "Dimmed".
      case tabs
    }

    /// The group's kind.
    public var kind: Kind
    /// The 1-based position.
    public var index: Int
    /// The number of items.
    public var count: Int

    /// Creates a position.
    public init(kind: Kind, index: Int, count: Int) {
      self.kind = kind
      self.index = index
      self.count = count
    }
  }

  /// Where an element sits in a list or landmark container: VoiceOver speaks "List Start." after
  /// the first element and "List End." after the last ("Landmark." and "End." for landmarks).
  public enum ContainerEdge: String, Sendable, Hashable {
    /// The first element of a list.
    case listStart
    /// The last element of a list (not spoken when it is also the first).
    case listEnd
    /// The first element of a landmark.
    case landmarkStart
    /// The last element of a landmark.
    case landmarkEnd
  }

  /// A cell of a data table: VoiceOver speaks its row (for the first cell read in a row) and
  /// column after its description.
  public struct TableCell: Sendable, Hashable {
    /// The 0-based row.
    public var row: Int
    /// The 0-based column.
    public var column: Int
    /// The rows it spans.
    public var rowSpan: Int
    /// The columns it spans.
    public var columnSpan: Int
    /// Whether it is the first cell VoiceOver reads in its row.
    public var isFirstInRow: Bool

    /// Creates a table cell position.
    public init(row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1, isFirstInRow: Bool) {
      self.row = row
      self.column = column
      self.rowSpan = rowSpan
      self.columnSpan = columnSpan
      self.isFirstInRow = isFirstInRow
    }
  }

  /// A header cell of a data table, read before a cell: its label and value.
  public struct TableHeader: Sendable, Hashable {
    /// The header's label.
    public var label: String?
    /// The header's value.
    public var value: String?

    /// Creates a header.
    public init(label: String?, value: String?) {
      self.label = label
      self.value = value
    }
  }

  /// The element.
  public var element: Element
  /// The label spoken, after fallbacks; `nil` when there is none.
  public var label: String?
  /// Where ``label`` came from.
  public var labelSource: LabelSource
  /// The value spoken.
  public var value: String?
  /// The element's own hint.
  public var hint: String?
  /// The traits a screen reader uses (declared or the role's, plus selected and not enabled).
  public var traits: AccessibilityTraits
  /// The position in a tab bar or segmented control.
  public var position: GroupPosition?
  /// The first or last element of a list or landmark container.
  public var edge: ContainerEdge?
  /// Whether the element, a cell of a data table, is the first cell read in its row; `nil` when it
  /// is not in a data table. (A flag, not the cell: the row and column are the element's own.)
  private var cellIsFirstInRow: Bool?

  /// For a cell of a data table, the headers VoiceOver reads before it.
  public var tableHeaders: [TableHeader] {
    get { headers ?? [] }
    set { headers = newValue.isEmpty ? nil : newValue }
  }
  /// The headers, `nil` for the many elements outside a data table (no retain when copied).
  private var headers: [TableHeader]?

  /// The cell of a data table.
  public var tableCell: TableCell? {
    guard let first = cellIsFirstInRow, let cell = element.accessibility.tableCell else { return nil }
    return TableCell(
      row: cell.row, column: cell.column, rowSpan: cell.rowSpan, columnSpan: cell.columnSpan, isFirstInRow: first)
  }
  /// Whether touches reach the element: it and every ancestor take user interaction.
  public var isInteractive: Bool
  /// The frame on screen.
  public var frame: Rect?
  /// Where VoiceOver activates it (the frame's centre).
  public var activationPoint: Point?

  /// Creates the facts of an element.
  public init(
    element: Element, label: String?, labelSource: LabelSource, value: String?, hint: String?,
    traits: AccessibilityTraits, position: GroupPosition? = nil, isInteractive: Bool = true, frame: Rect? = nil,
    activationPoint: Point? = nil, edge: ContainerEdge? = nil, cellIsFirstInRow: Bool? = nil,
    tableHeaders: [TableHeader] = []
  ) {
    self.element = element
    self.label = label
    self.labelSource = labelSource
    self.value = value
    self.hint = hint
    self.traits = traits
    self.position = position
    self.isInteractive = isInteractive
    self.frame = frame
    self.activationPoint = activationPoint
    self.edge = edge
    self.cellIsFirstInRow = cellIsFirstInRow
    headers = tableHeaders.isEmpty ? nil : tableHeaders
  }

  /// Whether the element is a switch (a toggle with an on/off state).
  public var isSwitch: Bool { element.role == .switch || (traits.contains(.toggleButton) && element.role != .checkBox) }

  /// Whether the element takes text input.
  public var isTextInput: Bool {
    switch element.role {
    case .textField, .secureTextField, .textView, .searchField: true
    default: false
    }
  }
}
