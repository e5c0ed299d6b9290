import HeraldSyntax

/// One thing the app's code does to a view, with where it does it: `accessibilityLabel = "Rating"`
/// in `RatingControl.init` at `RatingControl.swift:31:9`.
public struct CodeFact: Sendable, Hashable {
  /// How the code does it.
  public enum Kind: String, Sendable, Hashable {
    /// An assignment (`label.text = …`, `[label setText:…]`), a `didSet` or `init` included.
    case assignment
    /// An override of a property or method (`override var accessibilityLabel`, `- (BOOL)isAccessibilityElement`).
    case override
    /// A call (`addGestureRecognizer(…)`, `sendActions(for:)`, `UIAccessibility.post(…)`).
    case call
    /// A binding that feeds the member from elsewhere (`titleLabel.rx.text`).
    case binding
    /// A call that adds to the member's current value, keeping what it held
    /// (`accessibilityElements?.append(actionButton)`); the value is the call's arguments.
    case addition
  }

  /// What is set.
  public var member: CodeMember
  /// How.
  public var kind: Kind
  /// Where: the start of the assignment, override or call.
  public var location: SourceLocation
  /// The value's source text when it is short (`true`, `"Rating"`, `.adjustable`), else `nil`.
  public var value: String?
  /// The function, initializer or property the code is in (`init(frame:)`, `awakeFromNib`), or
  /// `nil` at the top level of the type.
  public var function: String?

  /// Creates a fact.
  public init(member: CodeMember, kind: Kind, location: SourceLocation, value: String? = nil, function: String? = nil) {
    self.member = member
    self.kind = kind
    self.location = location
    self.value = value
    self.function = function
  }

  /// Whether the value is a literal `false`/`NO`: `isAccessibilityElement = false` opts out.
  public var isFalse: Bool { value == "false" || value == "NO" }
}

/// What a line of code does with a property by name, anywhere in the project: `nameLabel.text = …`
/// in a view controller, `cell.nameLabel.text = …` in a data source, `configure(nameLabel)`.
///
/// Outlets are judged by these: Herald does not type-check, so a property's uses are found by its
/// name in every file, which errs towards "the code sets it" (a pass or needs review), never
/// towards a violation.
public struct PropertyUse: Sendable, Hashable {
  /// The property's name (`nameLabel`).
  public var property: String
  /// What the use sets, or `nil` when the property is used in a way Herald does not follow: passed
  /// to a function, stored elsewhere, or sent a message Herald does not know.
  public var member: CodeMember?
  /// The member's name as written (`text`, `setTitle`, `configure`), `nil` for a bare reference.
  public var memberName: String?
  /// How.
  public var kind: CodeFact.Kind
  /// Where.
  public var location: SourceLocation
  /// For a bare reference: the call it is passed to (`configure`), or the statement that stores
  /// or returns it.
  public var handedTo: String?
  /// The value's source text when it is short (`true`, `UIFont.systemFont(ofSize: 17)`), else `nil`.
  public var value: String?
  /// The type whose code the use is in (`SettingsViewController`), when the reader knows it.
  public var owner: String?
  /// The function, initializer or accessor the use is in (`configure`), or `nil` at a type's top level.
  public var function: String?
  /// The type whose code the use is in, whether or not the use is of its own property.
  public var scope: String?
  /// Whether the name is a local variable or parameter of the function, not a property: such a use
  /// is kept only to follow the function when a caller hands it a view (``CodeIndex/parameterUses(of:in:of:)``).
  public var isLocal = false
  /// For a bare reference passed as a call's argument, the slot it fills
  /// (``CodeMethod/argumentSlots(labels:)``): the argument's label, or `_0`, `_1`, … unlabeled.
  public var slot: String?
  /// For a bare reference that initializes a local constant or variable of the function
  /// (`let field = nameField`, `if let label = titleLabel`, `guard let label = titleLabel`): the
  /// local's name, whose uses in the function are the view's.
  public var boundTo: String?
  /// Whether the use sets the member on a view inside the property's view (`button.titleLabel?.font`
  /// is a use of `button` inside it), not on the property's view itself.
  public var isInside = false

  /// This use, marked as one on a view inside the property's view.
  public func insideIt() -> PropertyUse {
    var use = self
    use.isInside = true
    return use
  }

  /// Creates a use.
  public init(
    property: String, member: CodeMember?, memberName: String?, kind: CodeFact.Kind, location: SourceLocation,
    handedTo: String? = nil, value: String? = nil, owner: String? = nil, function: String? = nil,
    scope: String? = nil
  ) {
    self.function = function
    self.scope = scope
    self.value = value
    self.owner = owner
    self.property = property
    self.member = member
    self.memberName = memberName
    self.kind = kind
    self.location = location
    self.handedTo = handedTo
  }

  /// Whether the use might change what the view shows or says in a way Herald cannot tell: a bare
  /// reference, or a call of a method Herald does not know.
  public var escapes: Bool { member == nil && (memberName == nil || kind == .call) }
}
