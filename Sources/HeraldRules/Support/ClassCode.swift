import HeraldAudit
import HeraldTree

/// What a custom class's code shows about the view, for the rules that judge custom controls by
/// their source: whether it makes itself accessible, whether the views it creates speak, whether
/// it handles touches.
struct ClassCode {
  /// The class's name.
  let name: String
  /// The project's code.
  let code: CodeIndex
  /// The class's declaration.
  let type: CodeType

  /// The code of the element's custom class, when the project declares it (and no component model
  /// stands in for it at this node).
  init?(_ node: AuditNode) {
    guard let custom = node.element.customClass, let type = node.scene.code.type(named: custom.name) else {
      return nil
    }
    self.name = type.name
    self.code = node.scene.code
    self.type = type
  }

  /// Where the class is declared, as a related location.
  var declaration: RelatedLocation { RelatedLocation(type.location, .declaration(type.name)) }

  /// The first fact that makes the view itself accessible or changes what VoiceOver says of it
  /// (an `isAccessibilityElement = false` alone does not).
  var accessibilityFact: CodeFact? {
    code.facts(of: name, anyOf: CodeMember.accessibility).first {
      !($0.member == .isAccessibilityElement && $0.isFalse)
    }
  }

  /// The first fact that hands the view to code Herald does not follow, or loads a nib.
  var unfollowedFact: CodeFact? { code.facts(of: name, anyOf: [.handedOn, .loadsNib]).first }

  /// The class the project's superclass chain ends in, when it is not UIKit's or AppKit's (a
  /// framework such as Cosmos, whose code is not among the inputs).
  var foreignBase: String? {
    guard let base = code.frameworkBase(of: name), !CodeIndex.isFrameworkClass(base) else { return nil }
    return base
  }

  /// The first view the class creates that VoiceOver can read: one given text, a title or a label
  /// in code, or of a project class that is itself accessible.
  func speakingSubview(depth: Int = 3) -> CodeSubview? {
    code.subviews(of: name).first { subview in
      if subview.facts.contains(where: { fact in
        CodeMember.spokenText.union(CodeMember.accessibility).contains(fact.member)
          && !(fact.member == .isAccessibilityElement && fact.isFalse)
      }) {
        return true
      }
      guard depth > 0, code.type(named: subview.className) != nil else { return false }
      return ClassCode(name: subview.className, code: code)?.makesAccessible(depth: depth - 1) ?? false
    }
  }

  /// A view the class creates of a class whose code is not among the inputs and is not UIKit's.
  var foreignSubview: CodeSubview? {
    code.subviews(of: name).first { code.type(named: $0.className) == nil && !CodeIndex.isFrameworkClass($0.className) }
  }

  /// Whether the class makes itself or a view it creates accessible.
  func makesAccessible(depth: Int) -> Bool {
    accessibilityFact != nil || speakingSubview(depth: depth) != nil
  }

  /// Whether the class's code puts anything on screen: it draws, adds views or layers, loads a
  /// nib or handles touches. A view whose code only sets its colour or hides it is a background
  /// or container, not a control.
  var presentsContent: Bool {
    !code.subviews(of: name).isEmpty
      || !code.facts(of: name, anyOf: [.drawing, .subview, .loadsNib, .touchHandling, .gestureRecognizer]).isEmpty
  }

  /// The first sign that the view handles touches itself: `touchesBegan` and friends, a gesture
  /// recognizer added to it, actions it sends; `nil` when none (a `UIControl` subclass that sends
  /// no actions is judged by its file).
  var touchFact: CodeFact? {
    code.facts(of: name, anyOf: [.touchHandling, .gestureRecognizer, .sendsActions]).first
  }

  private init?(name: String, code: CodeIndex) {
    guard let type = code.type(named: name) else { return nil }
    self.name = type.name
    self.code = code
    self.type = type
  }
}

/// Whether a custom view exposes anything to accessibility, judged by its code and its file.
enum Exposure {
  /// It does: the file or the code makes it (or a view in it) speak.
  case exposed
  /// Code Herald has not read or does not follow could.
  case unknown(MissingEvidence, [RelatedLocation])
  /// Everything that could is known, and nothing does.
  case none
}

extension ClassCode {
  /// Whether the view at `node` exposes anything: accessibility declared in the file, set by the
  /// class's code or through the element's outlets, a view the code creates that speaks, or views
  /// placed inside it in Interface Builder that a screen reader visits (views a component model
  /// adds do not count: the code is the truth about them).
  func exposure(of node: AuditNode) -> Exposure {
    let accessibility = node.element.accessibility
    let declares =
      accessibility.isElement == true || !(accessibility.label ?? "").isEmpty || !(accessibility.value ?? "").isEmpty
      || !(accessibility.hint ?? "").isEmpty || !(accessibility.traits ?? []).isEmpty
      || !accessibility.customActions.isEmpty
    if declares || accessibilityFact != nil || speakingSubview() != nil || textInputSubview != nil { return .exposed }
    if node.component == nil, node.spoken != nil || node.hasVisitedDescendant { return .exposed }
    if let subview = foreignSubview { return .unknown(.classCode(subview.className), [declaration]) }
    // A host of views other code makes (`controls.forEach { addArrangedSubview($0) }`): they are
    // what VoiceOver reads, and they are made elsewhere.
    if let (fact, added) = hostedSubview {
      return .unknown(.runtimeValue("\(name): \(added)"), [RelatedLocation(fact.location, .adds(added))])
    }
    return beyondOwnCode(node, settledBy: CodeMember.accessibility) ?? .none
  }

  /// A view the class creates that is a standard control (UIKit's or AppKit's, or an app class
  /// built on one): VoiceOver reaches it and can activate it, whatever its label.
  var controlSubview: CodeSubview? {
    code.subviews(of: name).first { subview in
      StandardControls.classes.contains(subview.className)
        || code.inherits(subview.className, fromAnyOf: StandardControls.classes)
    }
  }

  /// A text field or text view the class creates (UIKit's, AppKit's, or an app class built on
  /// one): VoiceOver focuses it and reads its role and what is typed in it, labelled or not.
  var textInputSubview: CodeSubview? {
    code.subviews(of: name).first { subview in
      Self.textInputs.contains(subview.className) || code.inherits(subview.className, fromAnyOf: Self.textInputs)
    }
  }

  /// UIKit's and AppKit's text-entry views.
  private static let textInputs: Set<String> = [
    "UITextField", "UITextView", "UISearchBar", "UISearchTextField", "NSTextField", "NSSecureTextField",
    "NSTextView", "NSSearchField", "NSTokenField", "NSComboBox",
  ]

  /// The first view the class adds that it did not create (one handed in by other code), with
  /// the name it is added by.
  var hostedSubview: (fact: CodeFact, view: String)? {
    let created = Set(code.subviews(of: name).compactMap(\.name))
    for fact in code.facts(of: name, .subview) {
      // The first argument's name: `insertSubview(label, at: 0)`, `addSubview(self.label!)`.
      guard var added = fact.value?.split(separator: ",").first?.trimmingCharacters(in: .whitespaces) else {
        continue
      }
      if added.hasPrefix("self.") { added.removeFirst(5) }
      while added.hasSuffix("!") || added.hasSuffix("?") { added.removeLast() }
      guard !added.isEmpty, added.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
      // The class's own properties (a lazy label, an outlet) are its views, not handed in.
      if !created.contains(added) && code.property(added, of: name) == nil { return (fact, added) }
    }
    return nil
  }

  /// The first place the class draws, when drawing is all it puts on screen: no view created,
  /// added or loaded from a nib.
  var drawingOnly: CodeFact? {
    guard code.subviews(of: name).isEmpty, code.facts(of: name, anyOf: [.subview, .loadsNib]).isEmpty else {
      return nil
    }
    return code.facts(of: name, .drawing).first
  }

  /// What code beyond the class's own facts says about the view at `node`: an outlet of the
  /// element whose uses set one of `members` (``Exposure/exposed``); code Herald reads but does not
  /// follow — the view handed on, a nib loaded, an outlet passed on — or has not read, a superclass
  /// from a framework (``Exposure/unknown``); `nil` when there is none of it.
  func beyondOwnCode(_ node: AuditNode, settledBy members: Set<CodeMember>) -> Exposure? {
    if let fact = unfollowedFact {
      let target = fact.value ?? name
      return .unknown(.handedOn(target), [RelatedLocation(fact.location, .handedOn(target))])
    }
    if let base = foreignBase { return .unknown(.classCode(base), [declaration]) }
    let following = HelperFollowing(
      code: code, members: members, weigh: { _, _ in .sets }, viewClasses: Set(code.chain(of: name).map(\.name)))
    for outlet in node.element.connections.outlets {
      let uses = code.uses(of: outlet)
      if uses.contains(where: { $0.member.map(members.contains) ?? false }) { return .exposed }
      switch following.followEscapes(of: uses, view: outlet.property) {
      case .sets, .undecided: return .exposed
      case .unknown(let target, let location): return .unknown(.handedOn(target), [location])
      case .irrelevant: continue
      }
    }
    return nil
  }
}
