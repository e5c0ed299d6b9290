import HeraldTree

/// What VoiceOver says of an element, part by part, following the description algorithm of
/// cashapp/AccessibilitySnapshot (`accessibilityDescription(context:)`), whose wording and order
/// were taken from VoiceOver itself:
///
/// 1. the label (a back button's label is left out when it is the word "Back"), then ": value"
///    (a switch's value is its state, never spoken as a value);
/// 2. "Selected: …" around both when selected ("Selected." alone when there is nothing else);
/// 3. when nothing was said so far, the element's hint takes the place of the description;
/// 4. the trait words, each a sentence: Dimmed, Button (not for keyboard keys, switches, tabs and
///    back buttons), Back Button, Switch Button with On / Off / Mixed, Tab, Text Field or Secure
///    Text Field, Heading, Link, Adjustable, Image, Search Field;
/// 5. the context: "2 of 4." in a tab bar, segmented control or a view with the tab bar trait,
///    "List Start." / "List End.", "Landmark." / "End.", "Row 1. Column 1." in a data table;
/// 6. the hint: the element's own, then the system's — "Double tap to toggle setting." for an
///    enabled switch, "Double tap to edit." replacing a text field's own hint, "Swipe up or down
///    with one finger to adjust the value." for an enabled adjustable element that is not a
///    switch and has more than a hint.
///
/// ```
/// Selected: Bold. Button.
/// Label. Switch Button. On.  — Double tap to toggle setting.
/// Hint. Adjustable.
/// ```
public struct VoiceOverDescription: Sendable, Hashable {
  /// The description: label, value, traits and context, as one text.
  public var description: String
  /// The trait and state words spoken, in order ("Selected" first when selected).
  public var traits: [String]
  /// The context spoken after the traits ("2 of 4", "List Start"), if any.
  public var context: String?
  /// The hint spoken after a pause, if any.
  public var hint: String?

  /// Describes `element` in `words`' locale.
  public init(_ element: borrowing AccessibleElement, _ words: borrowing Vocabulary) {
    let phrase = words.phrase
    let vo = words.voiceOver
    let facts = Facts(element)
    let traits = facts.traits
    let notEnabled = traits.contains(.notEnabled)
    let value = facts.value
    // A text field with text speaks the text (its value), not its placeholder.
    let placeholderHidden = element.labelSource == .placeholder && value != nil
    let label = placeholderHidden ? nil : element.label.flatMap { $0.isEmpty ? nil : $0 }
    let ownHint = element.hint.flatMap { $0.isEmpty ? nil : $0 }

    var description = label ?? ""
    if facts.backButton, let label, label.lowercased() == vo.back { description = "" }
    // A data table cell: "A1. Row 1. Column 1.", then its value after a space.
    let cellContext = element.tableCell.map { Self.cellContext($0, words) }
    if let cellContext {
      description =
        Self.headers(element.tableHeaders, phrase)
        + (description.isEmpty ? cellContext : phrase.terminated(description) + phrase.sentenceSpace + cellContext)
    }
    if let value, !facts.switchButton {
      if description.isEmpty {
        description = value
      } else {
        description.append(cellContext != nil ? phrase.sentenceSpace : ": ")
        description.append(value)
      }
    }
    var spoken: [String] = []
    if traits.contains(.selected) {
      spoken.append(vo.selected.word)
      description = description.isEmpty ? vo.selected.sentence : vo.selected.word + ": " + description
    }
    // When nothing has been said, the hint takes the description's place (before the traits, which
    // do not change the description until they are appended).
    var hint = ownHint
    if description.isEmpty {
      description = hint ?? ""
      hint = nil
    }
    // The trait words are appended in place: the first after a full stop, the others after a space.
    var saidTrait = false
    func say(_ entry: VoiceOverWords.Entry) {
      spoken.append(entry.word)
      if description.isEmpty {
        description = entry.sentence
      } else if saidTrait {
        description.append(phrase.sentenceSpace)
        description.append(entry.sentence)
      } else {
        phrase.appendSentence(entry.sentence, to: &description)
      }
      saidTrait = true
    }
    if notEnabled { say(vo.dimmed) }
    let hidesButton =
      traits.contains(.keyboardKey) || facts.switchButton || facts.tabBarItem || facts.backButton
      || facts.tabContext
    if traits.contains(.button) && !hidesButton { say(vo.button) }
    if facts.backButton { say(vo.backButton) }
    if facts.switchButton {
      if traits.contains(.button) { say(vo.switchButton) }
      switch facts.switchState {
      case "1": say(vo.on)
      case "0": say(vo.off)
      case "2": say(vo.mixed)
      // From iOS 17 another value is spoken as it is, without a full stop.
      case let other?: say(VoiceOverWords.Entry(word: other, sentence: other))
      case nil: break
      }
    }
    if facts.tabBarItem || facts.tabContext { say(vo.tab) }
    if facts.textEntry && !facts.search { say(facts.secure ? vo.secureTextField : vo.textField) }
    if traits.contains(.header) { say(vo.heading) }
    if traits.contains(.link) { say(vo.link) }
    if traits.contains(.adjustable) { say(vo.adjustable) }
    if traits.contains(.image) { say(vo.image) }
    if traits.contains(.searchField) { say(vo.searchField) }

    let context = cellContext == nil ? Self.context(element, words) : nil
    if let context {
      if description.isEmpty {
        description = phrase.terminated(context)
      } else {
        // AccessibilitySnapshot's series format ("%1$@ %2$@ of %3$@.") adds no full stop after
        // the description; the others do.
        let head = element.position != nil ? description : phrase.terminated(description)
        description = head + phrase.sentenceSpace + phrase.terminated(context)
      }
    }

    if facts.switchButton && !notEnabled {
      hint = Self.joined(hint, vo.switchHint, phrase)
    }
    if facts.textEntry && !notEnabled {
      hint = facts.textArea ? vo.textAreaHint : vo.textFieldHint
    }
    let hintOnly = ownHint != nil && label == nil && value == nil
    if traits.contains(.adjustable) && !(notEnabled || facts.switchButton || hintOnly) {
      hint = Self.joined(hint, vo.adjustableHint, phrase)
    }
    func closing(_ word: String) {
      hint = hint.map { phrase.terminated($0) + phrase.sentenceSpace + word } ?? word
    }
    if !element.element.accessibility.customActions.isEmpty { closing(vo.customActions) }
    // After the actions, as AccessibilitySnapshot's legends show them (`testSimpleView` #10, iOS 18).
    if !element.element.accessibility.customContent.isEmpty { closing(vo.customContent) }
    self.description = description
    self.traits = spoken
    self.context = cellContext ?? context
    self.hint = hint
  }

  /// The description and the hint as one text: the hint follows after a full stop.
  public func text(_ words: Vocabulary) -> String {
    guard let hint else { return description }
    guard !description.isEmpty else { return hint }
    var text = description
    words.phrase.appendSentence(hint, to: &text)
    return text
  }

  /// "Hint. System hint.": the element's hint without its final full stop, then the system's.
  private static func joined(_ own: String?, _ system: String, _ phrase: Phrase) -> String {
    guard let own, !own.isEmpty else { return system }
    return phrase.terminated(phrase.strippingFullStop(own)) + phrase.sentenceSpace + system
  }

  /// The headers read before a data table cell: "Label: Value. " each.
  private static func headers(_ headers: [AccessibleElement.TableHeader], _ phrase: Phrase) -> String {
    var text = ""
    for header in headers {
      let label = header.label.flatMap { $0.isEmpty ? nil : $0 }
      let value = header.value.flatMap { $0.isEmpty ? nil : $0 }
      guard let spoken = phrase.labelAndValue(label, value) else { continue }
      text += spoken + "." + phrase.sentenceSpace
    }
    return text
  }

  /// What VoiceOver says of a data table cell after its label: "Spans 2 rows. Spans 2 columns.
  /// Row 4. Column 1." (the row only for the first cell read in a row).
  private static func cellContext(_ cell: AccessibleElement.TableCell, _ words: Vocabulary) -> String {
    var parts: [String] = []
    if cell.rowSpan > 1 { parts.append(words.span(cell.rowSpan, rows: true)) }
    if cell.columnSpan > 1 { parts.append(words.span(cell.columnSpan, rows: false)) }
    if cell.isFirstInRow { parts.append(words.row(cell.row + 1)) }
    parts.append(words.column(cell.column + 1))
    return parts.map(words.phrase.terminated).joined(separator: words.phrase.sentenceSpace)
  }

  /// The context VoiceOver adds after the traits.
  private static func context(_ element: AccessibleElement, _ words: Vocabulary) -> String? {
    if let position = element.position { return words.position(position.index, of: position.count) }
    switch element.edge {
    case .listStart?: return words.voiceOver.listStart
    case .listEnd?: return words.voiceOver.listEnd
    case .landmarkStart?: return words.voiceOver.landmarkStart
    case .landmarkEnd?: return words.voiceOver.landmarkEnd
    case nil: return nil
    }
  }

  /// The traits UIKit gives the element, with the private ones VoiceOver reads (switch button,
  /// text entry, back button, tab bar item) worked out from the role and the container.
  private struct Facts {
    var traits: AccessibilityTraits
    var value: String?
    var switchButton: Bool
    var switchState: String?
    var backButton: Bool
    var tabBarItem: Bool
    var tabContext: Bool
    var textEntry: Bool
    var secure: Bool
    var textArea: Bool
    var search: Bool

    init(_ element: borrowing AccessibleElement) {
      let role = element.element.role
      traits = element.traits
      value = element.value.flatMap { $0.isEmpty ? nil : $0 }
      switchButton = element.isSwitch
      if role == .switch {
        // A UISwitch's accessibilityValue is its state; a value set on it is not spoken.
        switchState = element.element.state.isOn.map { $0 ? "1" : "0" }
        value = switchState
      } else {
        switchState = switchButton ? value : nil
      }
      backButton = element.element.className == "backButton"
      tabBarItem = element.position?.kind == .tabBar
      tabContext = element.position?.kind == .tabs
      // A UITabBar's buttons do not carry the not-enabled trait: a disabled tab is not "Dimmed".
      if tabBarItem { traits.remove(.notEnabled) }
      search = role == .searchField
      if search { traits.insert(.searchField) }
      switch role {
      case .textField, .searchField: (textEntry, secure, textArea) = (true, false, false)
      case .secureTextField: (textEntry, secure, textArea) = (true, true, false)
      case .textView: (textEntry, secure, textArea) = (true, false, true)
      default: (textEntry, secure, textArea) = (false, false, false)
      }
    }
  }
}
