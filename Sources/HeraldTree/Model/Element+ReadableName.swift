import HeraldSyntax

extension Element {
  /// The element as a person finds it on the screen, for reports: its type, then the words it
  /// shows or is labelled with in quotes — `button “Save”`, `image “Meal photo”`,
  /// `textField “Enter meal name”`, `RatingControl` — rather than an id or a path.
  ///
  /// The type is the custom class when there is one, otherwise the role. The words are the first
  /// of: the accessibility label, the normal title, the text, the placeholder, the bar button's
  /// system item, the normal image's name. Long words are cut at 40 characters with `…`; line
  /// breaks and control characters never reach the name (``Swift/String/oneLine``). Where the
  /// element sits is its ``location`` (`file:line`), which reports print beside the name.
  public var readableName: String {
    let type = customClass?.name ?? role.rawValue
    let candidates = [
      accessibility.label, content.titles[.normal], content.text, content.placeholder,
      content.systemItem.map { "system item \($0)" }, content.images[.normal],
    ]
    .compactMap { $0?.oneLine.trimmingWhitespace }.filter { !$0.isEmpty }
    // Words the source fixes name the element better than a value only the running app knows
    // (`‹viewModel.title›`, as the SwiftUI loader shows one); that is the name only when nothing else is.
    guard let words = candidates.first(where: { !$0.isComputedValue }) ?? candidates.first else { return type }
    let limit = 40
    let shown = words.count > limit ? String(words.prefix(limit - 1)) + "…" : words
    return "\(type) “\(shown)”"
  }
}

extension String {
  /// Whether the whole text is one value the running app computes, `‹code›`.
  fileprivate var isComputedValue: Bool { first == "‹" && last == "›" }

  fileprivate var trimmingWhitespace: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
