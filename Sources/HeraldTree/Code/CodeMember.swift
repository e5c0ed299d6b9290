/// What a line of an app's code sets or overrides on a view, named the same for Swift and
/// Objective-C (`accessibilityLabel = …`, `[view setAccessibilityLabel:…]` and
/// `override var accessibilityLabel` are all ``accessibilityLabel``).
///
/// The source readers record the member names they see; ``init(name:)`` maps them here, so that
/// both languages and every spelling (`isHidden`, `hidden`, `setHidden:`) meet in one vocabulary
/// the audit asks about.
public enum CodeMember: String, Sendable, Hashable, CaseIterable, Comparable {
  // What makes an element and what it says.
  case isAccessibilityElement
  case accessibilityLabel
  case accessibilityValue
  case accessibilityHint
  case accessibilityTraits
  case accessibilityIdentifier
  case accessibilityLanguage
  case accessibilityElements
  case shouldGroupAccessibilityChildren
  case accessibilityCustomActions
  case accessibilityIncrement
  case accessibilityDecrement
  case accessibilityActivate
  case accessibilityNotification
  // What a view shows, which VoiceOver reads.
  case text
  case attributedText
  case title
  /// A button's configuration (`UIButton.Configuration`): its title, image, colours and size.
  case configuration
  case placeholder
  case image
  // How it looks and whether it is there.
  case hidden
  case font
  case color
  /// The view's size or insets (`frame`, `bounds`, `contentEdgeInsets`), or constraints on it
  /// (`heightAnchor`, `widthAnchor`, SnapKit's `snp`).
  case size
  // Touches, drawing, nibs.
  case touchHandling
  case gestureRecognizer
  case sendsActions
  case targetAction
  case drawing
  case loadsNib
  case subview
  /// Code looks views up rather than through outlets (`viewWithTag(_:)`, `subviews`).
  case viewLookup
  /// Code removes every view the container holds (`stack.arrangedSubviews.forEach {
  /// $0.removeFromSuperview() }`): what Interface Builder put in it is replaced at run time.
  case removesSubviews
  /// The view passes itself to other code (`CosmosAccessibility.update(self, …)`), which may set
  /// any of the above.
  case handedOn

  /// The member a Swift or Objective-C name stands for, or `nil` for names Herald does not track
  /// (`numberOfLines`). Objective-C setters (`setText`) and getters (`isHidden`) map like their
  /// properties.
  public init?(name: String) {
    if let member = Self.names[name] {
      self = member
    } else if name.hasPrefix("set"), name.count > 3 {
      // `setAccessibilityLabel` → `accessibilityLabel`; `setText` → `text`.
      let rest = name.dropFirst(3)
      guard let member = Self.names[rest.prefix(1).lowercased() + rest.dropFirst()] else { return nil }
      self = member
    } else {
      return nil
    }
  }

  /// Members that make an element or change what a screen reader says of it.
  public static let accessibility: Set<CodeMember> = [
    .isAccessibilityElement, .accessibilityLabel, .accessibilityValue, .accessibilityHint, .accessibilityTraits,
    .accessibilityElements, .shouldGroupAccessibilityChildren, .accessibilityCustomActions,
    .accessibilityIncrement, .accessibilityDecrement, .accessibilityActivate,
  ]

  /// Members that give an element something to say: its label, or the text or title it shows.
  public static let spokenText: Set<CodeMember> = [
    .accessibilityLabel, .text, .attributedText, .title, .configuration, .placeholder,
  ]

  /// The ``size`` members whose methods lay the view out (Auto Layout's `heightAnchor` and
  /// `widthAnchor`, SnapKit's `snp`), as opposed to its size values (`frame`, `bounds`), whose
  /// methods only compute a new value.
  public static let layoutHandles: Set<String> = ["heightAnchor", "widthAnchor", "snp"]

  /// Orders members by their declaration order.
  public static func < (lhs: CodeMember, rhs: CodeMember) -> Bool {
    order[lhs, default: 0] < order[rhs, default: 0]
  }

  private static let order: [CodeMember: Int] = Dictionary(
    uniqueKeysWithValues: allCases.enumerated().map { ($0.element, $0.offset) })

  private static let names: [String: CodeMember] = [
    "isAccessibilityElement": .isAccessibilityElement,
    "accessibilityLabel": .accessibilityLabel, "attributedAccessibilityLabel": .accessibilityLabel,
    "accessibilityValue": .accessibilityValue, "attributedAccessibilityValue": .accessibilityValue,
    "accessibilityHint": .accessibilityHint, "attributedAccessibilityHint": .accessibilityHint,
    "accessibilityTraits": .accessibilityTraits,
    "accessibilityIdentifier": .accessibilityIdentifier,
    "accessibilityLanguage": .accessibilityLanguage,
    "accessibilityElements": .accessibilityElements, "accessibilityElementCount": .accessibilityElements,
    "accessibilityElementAtIndex": .accessibilityElements, "accessibilityElement": .accessibilityElements,
    "indexOfAccessibilityElement": .accessibilityElements, "accessibilityChildren": .accessibilityElements,
    "shouldGroupAccessibilityChildren": .shouldGroupAccessibilityChildren,
    "accessibilityCustomActions": .accessibilityCustomActions,
    "accessibilityIncrement": .accessibilityIncrement, "accessibilityDecrement": .accessibilityDecrement,
    "accessibilityActivate": .accessibilityActivate,
    "UIAccessibilityPostNotification": .accessibilityNotification,
    "text": .text, "stringValue": .text,
    "attributedText": .attributedText, "attributedStringValue": .attributedText,
    "title": .title, "attributedTitle": .title, "configuration": .configuration,
    "placeholder": .placeholder, "attributedPlaceholder": .placeholder, "placeholderString": .placeholder,
    "image": .image, "backgroundImage": .image,
    "isHidden": .hidden, "hidden": .hidden, "alpha": .hidden, "alphaValue": .hidden,
    "font": .font, "adjustsFontForContentSizeCategory": .font,
    "textColor": .color, "backgroundColor": .color, "titleColor": .color, "tintColor": .color,
    // A bar's appearance draws its title and background (UINavigationBar `standardAppearance`,
    // `titleTextAttributes`, `barTintColor`, `barStyle`).
    "standardAppearance": .color, "scrollEdgeAppearance": .color, "compactAppearance": .color,
    "compactScrollEdgeAppearance": .color, "titleTextAttributes": .color, "largeTitleTextAttributes": .color,
    "barTintColor": .color, "barStyle": .color,
    "frame": .size, "bounds": .size, "contentEdgeInsets": .size, "transform": .size,
    // Constraints code adds to the view's own size (`button.heightAnchor.constraint(…)`, SnapKit's
    // `button.snp.makeConstraints { … }`).
    "heightAnchor": .size, "widthAnchor": .size, "snp": .size,
    "touchesBegan": .touchHandling, "touchesEnded": .touchHandling, "touchesMoved": .touchHandling,
    "mouseDown": .touchHandling, "mouseUp": .touchHandling,
    "beginTracking": .touchHandling, "continueTracking": .touchHandling, "endTracking": .touchHandling,
    "addGestureRecognizer": .gestureRecognizer,
    "sendActions": .sendsActions, "sendAction": .sendsActions, "sendActionsForControlEvents": .sendsActions,
    "addTarget": .targetAction, "addAction": .targetAction,
    // A view that draws: `draw(_:)`, a layer class of its own or a layer added to its own (a
    // gradient, a shape layer).
    "draw": .drawing, "drawRect": .drawing, "layerClass": .drawing, "addSublayer": .drawing,
    "insertSublayer": .drawing,
    "loadNibNamed": .loadsNib,
    "viewWithTag": .viewLookup, "subviews": .viewLookup, "arrangedSubviews": .viewLookup,
    "addSubview": .subview, "addArrangedSubview": .subview, "insertSubview": .subview,
    "insertArrangedSubview": .subview,
  ]
}
