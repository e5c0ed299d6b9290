import HeraldTree

extension SwiftUIBodyReader {
  /// The content of a `LabeledContent` whose one control has no label of its own, with the
  /// label's words as that control's accessibility label; any other content as it is.
  ///
  /// `LabeledContent` is "a container for attaching a label to a value-bearing view": its label
  /// "identifies or describes the purpose of that value" (Apple's `LabeledContent`), and SwiftUI
  /// attaches the label view to its content's accessibility element, as it attaches a `Toggle`'s
  /// or a `Picker`'s label (`AccessibilityLabeledContentContentModifier`, whose `labelChild` the
  /// OpenSwiftUI project names from SwiftUI's own symbols). So `LabeledContent("Instruction
  /// Prompt") { TextEditor(text: $prompt) }` is a text view VoiceOver reads as "Instruction Prompt".
  /// A control that has a label of its own, several controls, or a label that is not text are
  /// left as they are: which label wins there is not documented.
  func labelled(_ content: [Element], by label: [Element]) -> [Element] {
    guard !label.isEmpty, label.allSatisfy({ $0.role == .staticText }) else { return content }
    let words = spokenLabels(label, images: false)
    guard !words.isEmpty else { return content }
    var controls = 0
    var unlabelled = 0
    Self.countControls(content, controls: &controls, unlabelled: &unlabelled)
    guard controls == 1, unlabelled == 1 else { return content }
    // One text looked up by key: the label is that key's translation in each language.
    let keyed = label.filter { $0.localizationKeys[.text] != nil }
    let key =
      label.count == 1 ? keyed.first.map { ($0.localizationKeys[.text] ?? "", $0.localizationTables[.text]) } : nil
    return content.map { Self.label($0, with: words.joined(separator: ", "), key: key) }
  }

  /// The roles whose label a `LabeledContent` gives.
  private static let labelledControls: Set<Role> = [
    .textField, .secureTextField, .textView, .slider, .switch, .checkBox, .stepper, .picker, .datePicker,
    .popUpButton, .segmentedControl,
  ]

  /// Counts the controls among `views` and their descendants, and those with no label.
  private static func countControls(_ views: [Element], controls: inout Int, unlabelled: inout Int) {
    for view in views where !view.isHidden {
      if labelledControls.contains(view.role) {
        controls += 1
        if !hasOwnLabel(view) { unlabelled += 1 }
      } else {
        countControls(view.children, controls: &controls, unlabelled: &unlabelled)
      }
    }
  }

  /// Whether a control says what it is for by itself: an accessibility label, a title, a
  /// placeholder, or (a text view) its text.
  private static func hasOwnLabel(_ control: Element) -> Bool {
    let content = control.content
    return [control.accessibility.label, content.titles[.normal], content.placeholder, content.text].contains {
      $0.map { !$0.isEmpty } ?? false
    }
  }

  /// `view` with the unlabelled control among it and its descendants labelled `words`.
  private static func label(_ view: Element, with words: String, key: (String, String?)?) -> Element {
    var result = view
    guard !view.isHidden else { return result }
    if labelledControls.contains(view.role) {
      if !hasOwnLabel(view) {
        result.accessibility.label = words
        if let (key, table) = key {
          result.localizationKeys[.accessibilityLabel] = key
          result.localizationTables[.accessibilityLabel] = table
        }
      }
      return result
    }
    result.children = view.children.map { label($0, with: words, key: key) }
    return result
  }
}
