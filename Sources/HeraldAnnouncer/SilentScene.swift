import HeraldTree

/// Why a SwiftUI scene in which the announcer speaks nothing says nothing, read from the marks the
/// SwiftUI loader leaves on its tree: a scene that shows content must not announce 0 elements
/// unexplained (issue 33). `herald announce` prints the reason after "0 elements" (its
/// ``explanation``), and `--format json` gives its code (`passed-content`) as the scene's `silence`.
///
/// ```swift
/// SilentScene(root: scene.root)   // .passedContent for `struct Card<Content: View> { … content … }`
/// ```
public enum SilentScene: String, Sendable, Hashable, CaseIterable {
  /// No code of the app shows the view (named only in previews, comments or views no code
  /// shows): its body is not read.
  case notShown = "not-shown"
  /// Its first state shows nothing; its content appears in other states (`if showingCallout`),
  /// which `herald tree --states` lists and `--state` reads.
  case otherStates = "other-states"
  /// It shows only views its callers pass in (`content`, `label`): the screens that use it speak them.
  case passedContent = "passed-content"
  /// It shows views whose own code decides what they expose: a package's view the inputs do not
  /// declare, a representable of the app's own class or of a system container its code fills, a
  /// view of Apple's frameworks that describes itself (a chart, a map).
  case foreignViews = "foreign-views"
  /// It draws only what VoiceOver does not visit: shapes, colours, gradients, spacers, dividers,
  /// decorative or hidden images, or nothing at all.
  case drawsOnly = "draws-only"
  /// Its first state shows only a progress indicator without a label (`ProgressView()` while
  /// loading), whose words are the system's and not modelled.
  case progressOnly = "progress-only"
  /// It holds an element VoiceOver would visit that Herald says nothing for, a view of the app
  /// Herald did not expand, or a budget cut the scene short: a gap of Herald's.
  case unexplained = "unexplained"

  /// The reason in words, as `herald announce` prints it after "0 elements".
  public var explanation: String {
    switch self {
    case .notShown: "no code of the app shows this view"
    case .otherStates: "its first state shows nothing; its content is in other states (herald tree --states)"
    case .passedContent: "it shows only views its callers pass in; the views that use it speak them"
    case .foreignViews: "it shows views whose own code decides what they expose (a package's, a chart, a map)"
    case .drawsOnly: "it draws only what VoiceOver does not visit (shapes, colours, spaces, hidden views, empty texts)"
    case .progressOnly:
      "its first state shows only a progress indicator without a label, whose words Herald does not know"
    case .unexplained: "it holds an element Herald cannot say anything for"
    }
  }

  /// The reason `root`, the root of a SwiftUI scene that announces nothing, says nothing.
  public init(root: Element) {
    let marks = Set(root.runtimeAttributes.map(\.keyPath))
    if marks.contains(RuntimeAttribute.unshownViewKeyPath) {
      self = .notShown
      return
    }
    var found = Found()
    found.visit(root, otherState: false, concealed: false)
    // A scene a budget cut short, or a view of the app's Herald did not expand: Herald's limit.
    if marks.contains(RuntimeAttribute.truncatedKeyPath) || found.shown || found.unread {
      self = .unexplained
    } else if found.progress {
      self = .progressOnly
    } else if found.otherStates {
      self = .otherStates
    } else if found.foreign {
      self = .foreignViews
    } else if found.passed {
      self = .passedContent
    } else {
      self = .drawsOnly
    }
  }

  /// What a walk of a silent scene's tree found.
  private struct Found {
    /// An element VoiceOver visits in the first state.
    var shown = false
    /// Only progress indicators without a label, in the first state.
    var progress = false
    /// An element VoiceOver visits in a state other than the first.
    var otherStates = false
    /// A view whose own code decides what it shows.
    var foreign = false
    /// A view a caller passes in.
    var passed = false
    /// A view of the app Herald did not expand (its depth or a recursion stopped it).
    var unread = false

    /// Visits `element`: `otherState` when it is in a branch the first state does not show,
    /// `concealed` when a view around it is hidden otherwise (`.hidden()`).
    mutating func visit(_ element: Element, otherState: Bool, concealed: Bool) {
      if element.accessibility.elementsHidden { return }
      let marks = Set(element.runtimeAttributes.map(\.keyPath))
      let branch = element.isHidden && marks.contains(SceneStates.conditionKey)
      let otherState = otherState || branch
      let concealed = concealed || element.isHidden && !branch
      if SilentScene.speaks(element) && !concealed {
        if otherState {
          otherStates = true
        } else if element.role == .activityIndicator && element.accessibility.label == nil {
          progress = true
        } else {
          shown = true
        }
      }
      if !otherState && !concealed && element.children.isEmpty {
        let expanded = marks.contains(RuntimeAttribute.expandedViewKeyPath)
        // A view whose own code decides what it shows: an undeclared or the app's class, a view
        // of Apple's frameworks (a chart, a map), or a system container a representable fills.
        if element.customClass != nil && !expanded || marks.contains(RuntimeAttribute.frameworkViewKeyPath)
          || [.webView, .map, .scrollView].contains(element.role)
        {
          foreign = true
        }
        if element.customClass != nil && expanded { unread = true }
        if marks.contains(RuntimeAttribute.passedViewKeyPath)
          || element.role == .view && marks.contains(RuntimeAttribute.unresolvedKeyPath)
        {
          passed = true
        }
      }
      for child in element.children { visit(child, otherState: otherState, concealed: concealed) }
    }
  }

  /// Whether VoiceOver would visit `element`: an accessibility element (an image too, unless
  /// marked decorative), but not an empty text (`Text("")`).
  fileprivate static func speaks(_ element: Element) -> Bool {
    if element.accessibility.isElement == nil, element.role == .staticText, element.content.text?.isEmpty ?? true,
      element.accessibility.label == nil
    {
      return false
    }
    return element.accessibility.isElement ?? (element.isAccessibilityElement || element.role == .image)
  }
}
