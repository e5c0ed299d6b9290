import HeraldSyntax

/// What a UI description connects an element to: the outlets through which code reaches it, the
/// actions it sends, the gesture recognizers attached to it, and the static text an AppKit
/// accessibility connection names as its title.
///
/// These are facts about *code*, not about what a screen reader says: an element with an outlet
/// usually gets its text, image or accessibility label from code at run time, so a placeholder in
/// the file is not what VoiceOver will say. Audit rules use them to tell what the file decides from
/// what only the code can (see docs/audit.md, "What a finding rests on").
public struct Connections: Sendable, Hashable {
  /// Outlets that point at the element, in document order.
  public var outlets: [Outlet]
  /// Target-actions the element sends (`UIControl` events), in document order.
  public var actions: [TargetAction]
  /// Gesture recognizers attached to the element, in document order.
  public var gestureRecognizers: [GestureRecognizer]
  /// The accessibility title connection between the element and a static text, if any.
  public var title: TitleConnection?

  /// Connections; none by default.
  public init(
    outlets: [Outlet] = [], actions: [TargetAction] = [], gestureRecognizers: [GestureRecognizer] = [],
    title: TitleConnection? = nil
  ) {
    self.outlets = outlets
    self.actions = actions
    self.gestureRecognizers = gestureRecognizers
    self.title = title
  }

  /// Whether there are none.
  public var isEmpty: Bool { outlets.isEmpty && actions.isEmpty && gestureRecognizers.isEmpty && title == nil }

  /// Whether a tap on the element does something: a tap gesture recognizer with an action.
  public var hasTapGesture: Bool { gestureRecognizers.contains { $0.kind == .tap } }
}

/// An outlet: a property of a class (a view controller, File's Owner, a cell) that refers to the
/// element (`@IBOutlet weak var nameLabel: UILabel!`).
public struct Outlet: Sendable, Hashable, CustomStringConvertible {
  /// The property's name (`nameLabel`).
  public var property: String
  /// The class that declares the property (`MealViewController`), or the Interface Builder tag of
  /// the object when it has no custom class (`viewController`); `nil` when unknown.
  public var owner: String?
  /// Where the connection is written.
  public var location: SourceLocation

  /// Creates an outlet.
  public init(property: String, owner: String?, location: SourceLocation) {
    self.property = property
    self.owner = owner
    self.location = location
  }

  /// Whether UIKit or AppKit declares the property: the owner is a framework class
  /// (`UITableViewCell`), or an Interface Builder tag, which the file writes for an object with no
  /// custom class (`secureTextField`'s `nextKeyView`, `viewController`'s `view`). No code of the
  /// app declares such an outlet; the app's code only uses it.
  public var isFrameworkProperty: Bool {
    guard let owner else { return false }
    return owner.first?.isLowercase == true || CodeIndex.isFrameworkClass(owner)
  }

  /// `MealViewController.nameLabel`, or the property alone.
  public var description: String { owner.map { "\($0).\(property)" } ?? property }
}

/// A target-action the element sends (`saveTapped:` on touch up inside).
public struct TargetAction: Sendable, Hashable {
  /// The action's selector (`saveTapped:`).
  public var selector: String
  /// The control event (`touchUpInside`, `valueChanged`), when the file names one.
  public var event: String?

  /// Creates an action.
  public init(selector: String, event: String? = nil) {
    self.selector = selector
    self.event = event
  }
}

/// A gesture recognizer attached to an element.
public struct GestureRecognizer: Sendable, Hashable {
  /// The kind of gesture.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `UITapGestureRecognizer` (`NSClickGestureRecognizer` on macOS).
    case tap
    /// `UILongPressGestureRecognizer` (`NSPressGestureRecognizer`).
    case longPress
    /// `UISwipeGestureRecognizer`.
    case swipe
    /// `UIPanGestureRecognizer` and `UIScreenEdgePanGestureRecognizer`.
    case pan
    /// `UIPinchGestureRecognizer` (`NSMagnificationGestureRecognizer`).
    case pinch
    /// `UIRotationGestureRecognizer`.
    case rotation
    /// Any other recognizer (hover, custom subclasses).
    case other
  }

  /// The kind.
  public var kind: Kind
  /// The selectors of its actions.
  public var actions: [String]
  /// Where the recognizer is defined.
  public var location: SourceLocation

  /// Creates a recognizer.
  public init(kind: Kind, actions: [String] = [], location: SourceLocation) {
    self.kind = kind
    self.actions = actions
    self.location = location
  }

  /// The kind of an Interface Builder recognizer tag (`tapGestureRecognizer`).
  public static func kind(ofTag tag: String) -> Kind {
    switch tag {
    case "tapGestureRecognizer", "clickGestureRecognizer": .tap
    case "pongPressGestureRecognizer", "longPressGestureRecognizer", "pressGestureRecognizer": .longPress
    case "swipeGestureRecognizer": .swipe
    case "panGestureRecognizer", "screenEdgePanGestureRecognizer": .pan
    case "pinchGestureRecognizer", "magnificationGestureRecognizer": .pinch
    case "rotationGestureRecognizer": .rotation
    default: .other
    }
  }
}
