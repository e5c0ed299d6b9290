import HeraldSyntax
import HeraldTree

/// Resolves what a screen reader takes from an element: its label through UIKit's fallbacks, its
/// value, hint and traits.
///
/// The label fallbacks, in order (each documented in `docs/announcer.md`):
/// 1. `accessibilityLabel`, when set and not empty;
/// 2. a button's title for its current state (selected, else normal) or its text (Android; a
///    pop-up button's text is its selected item, its value), else
///    the localized name of its system item ("Cancel"), else its image name;
/// 3. a label's or text view's text; a text field's placeholder when it is empty;
/// 4. an image view's image name;
/// 5. a cell's children's labels, joined with ", ";
/// 6. nothing: only the traits are spoken ("Button").
///
/// Image names are spoken with `.`, `_` and `-` read as spaces (`star.fill` → "star fill"), as
/// VoiceOver reads an asset's name when an image has no label; SwiftUI's images are labelled by
/// their name as written (``Element/labelsImageByName``).
public struct ElementDescriber: Sendable {
  /// The largest page index spoken for a page control.
  static let pageLimit = 1_000_000_000

  /// The words of the locale (system item names, percentages, pages).
  public var vocabulary: Vocabulary
  /// Whether texts iOS shows in capitals (``RuntimeAttribute/uppercasedKeyPath``) are read so:
  /// set for an iOS screen by ``Announcer/reading(_:)``; off for the audit, whose rules judge the
  /// text as written.
  public var readsCapitals = false

  /// Creates a describer speaking `vocabulary`'s locale.
  public init(vocabulary: Vocabulary) {
    self.vocabulary = vocabulary
  }

  /// The facts of the element at `stop`.
  public func describe(_ stop: ReadingOrder.Stop) -> AccessibleElement {
    let element = stop.element
    var (label, source) = label(of: element, title: stop.title)
    if readsCapitals, source == .text,
      element.runtimeAttributes.contains(where: { $0.keyPath == RuntimeAttribute.uppercasedKeyPath })
    {
      label = label?.uppercased()
    }
    let frame = element.screenFrame
    return AccessibleElement(
      element: element, label: label, labelSource: source, value: value(of: element),
      hint: nonEmpty(element.accessibility.hint), traits: element.effectiveTraits, position: stop.position,
      isInteractive: stop.isInteractive, frame: frame,
      activationPoint: element.accessibility.activationPoint ?? frame?.midpoint, edge: stop.edge,
      cellIsFirstInRow: stop.cellIsFirstInRow, tableHeaders: stop.tableHeaders.map(headers) ?? [])
  }

  /// The label and value of each header cell.
  private func headers(_ cells: [Element]) -> [AccessibleElement.TableHeader] {
    cells.map { AccessibleElement.TableHeader(label: label(of: $0).0, value: value(of: $0)) }
  }

  /// The label of `element` and where it came from: its accessibility label, else the text of
  /// `title`, the static text it names as its title UI element (VoiceOver on macOS reads it as
  /// the element's title), else what the element shows.
  public func label(of element: Element, title: Element? = nil) -> (String?, AccessibleElement.LabelSource) {
    if let label = nonEmpty(element.accessibility.label) { return (label, .accessibilityLabel) }
    if let title, let text = label(of: title).0 { return (text, .titleElement) }
    let content = element.content
    switch element.role {
    case .button where element.className == "stepperDecrement":
      return (vocabulary[.decrement], .systemItem)
    case .button where element.className == "stepperIncrement":
      return (vocabulary[.increment], .systemItem)
    case .button, .popUpButton, .link, .checkBox, .radioButton, .menuItem, .disclosureTriangle:
      let state: ControlStateKey = element.state.isSelected ? .selected : .normal
      if let title = nonEmpty(content.titles[state] ?? content.titles[.normal]) { return (title, .title) }
      // A pop-up button's text is its selected item: its value, not its label.
      if element.role != .popUpButton, let text = nonEmpty(content.text) { return (text, .text) }
      if let item = content.systemItem, let name = vocabulary.systemItem(item) { return (name, .systemItem) }
      if let image = content.images[state] ?? content.images[.normal] {
        return (Self.spokenImageName(image, of: element), .imageName)
      }
      return (nil, .none)
    case .textField, .secureTextField, .searchField, .textView:
      if let text = nonEmpty(content.text), element.role == .textView { return (text, .text) }
      if let placeholder = nonEmpty(content.placeholder) { return (placeholder, .placeholder) }
      // A SwiftUI search field without a prompt shows the system's "Search".
      if element.role == .searchField, let item = content.systemItem, let name = vocabulary.systemItem(item) {
        return (name, .placeholder)
      }
      return (nil, .none)
    case .image:
      if let image = content.images[.normal] { return (Self.spokenImageName(image, of: element), .imageName) }
      return (nil, .none)
    case .tableViewCell, .collectionViewCell:
      let labels = element.children.flatMap(childLabels)
      return labels.isEmpty ? (nil, .none) : (labels.joined(separator: ", "), .combined)
    default:
      if let text = nonEmpty(content.text) { return (text, .text) }
      if let title = nonEmpty(content.titles[.normal]) { return (title, .title) }
      return (nil, .none)
    }
  }

  /// The labels a cell combines: those of its visible descendants that are elements.
  private func childLabels(_ element: Element) -> [String] {
    guard !element.isHidden, element.alpha > 0.01, !element.accessibility.elementsHidden else { return [] }
    if element.isAccessibilityElement {
      guard let label = label(of: element).0 else { return [] }
      return [label]
    }
    return element.children.flatMap(childLabels)
  }

  /// The value of `element`: `accessibilityValue`, else what the control shows.
  public func value(of element: Element) -> String? {
    if let value = nonEmpty(element.accessibility.value) { return value }
    let content = element.content
    switch element.role {
    case .textField, .searchField, .popUpButton: return nonEmpty(content.text)
    case .secureTextField:
      // UIKit exposes a secure field's text as one bullet per character.
      return nonEmpty(content.text).map { String(repeating: "•", count: $0.count) }
    case .slider, .progressIndicator:
      guard let range = content.range, range.maximum > range.minimum else { return nil }
      // Ranges near ±Double.greatestFiniteMagnitude overflow to ∞/∞: no percentage is spoken.
      let fraction = (range.value - range.minimum) / (range.maximum - range.minimum)
      return fraction.isFinite ? vocabulary.percent(fraction) : nil
    case .pageControl:
      // Page numbers from any loader: out of range (1e300, NaN) the page is not spoken.
      guard let range = content.range, let page = CheckedNumber.integer(range.value, in: 0...Self.pageLimit),
        let last = CheckedNumber.integer(range.maximum - range.minimum, in: 0...Self.pageLimit)
      else { return nil }
      return vocabulary.page(page + 1, of: last + 1)
    default: return nil
    }
  }

  /// An image name as VoiceOver speaks it: `.`, `_` and `-` read as spaces.
  public static func spokenImageName(_ name: String) -> String {
    String(name.map { $0 == "." || $0 == "_" || $0 == "-" ? " " : $0 })
  }

  /// The image name `element` is read by: as written where SwiftUI made it the label
  /// (``Element/labelsImageByName``), else as ``spokenImageName(_:)``.
  public static func spokenImageName(_ name: String, of element: Element) -> String {
    element.labelsImageByName ? name : spokenImageName(name)
  }

  private func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}
