import HeraldSyntax

/// The language a type is written in.
public enum SourceLanguage: String, Sendable, Hashable {
  /// Swift, read with swift-syntax.
  case swift
  /// Objective-C (`.h`, `.m`).
  case objectiveC = "objective-c"
}

/// A class (or a struct, or an extension) of the app's code, with what its code does for
/// accessibility: the facts Herald judges a view of that class by.
public struct CodeType: Sendable, Hashable {
  /// The type's name (`RatingControl`).
  public var name: String
  /// The class it inherits from as written (`UIStackView`, `CosmosView`), or `nil`.
  public var superclass: String?
  /// Where it is declared: the `class` keyword, or `@interface`/`@implementation`. Extensions add
  /// their facts but keep the class's location (an extension alone gives its own).
  public var location: SourceLocation
  /// The language.
  public var language: SourceLanguage
  /// What its code sets on the view itself (`self.accessibilityLabel = …`, overrides, touches,
  /// drawing, nibs it loads), in source order.
  public var facts: [CodeFact]
  /// Views it creates in code (`let button = UIButton()`, `private let titleLabel = UILabel()`).
  public var subviews: [CodeSubview]
  /// Stored properties it declares, by name, with their declared type where written (outlets are
  /// among them).
  public var properties: [String: CodeProperty]
  /// Whether it is a `class` (or an Objective-C class); `false` for structs, enums and protocols,
  /// which are not views.
  public var isClass: Bool
  /// The methods it declares (its extensions' included), in source order.
  public var methods: [CodeMethod] = []
  /// Whether it is a model SwiftUI observes: a class that conforms to `ObservableObject` or is
  /// marked `@Observable` (Apple, "Managing model data in your app").
  public var isObservable = false

  /// Creates a type.
  public init(
    name: String, superclass: String? = nil, location: SourceLocation, language: SourceLanguage,
    facts: [CodeFact] = [], subviews: [CodeSubview] = [], properties: [String: CodeProperty] = [:], isClass: Bool = true
  ) {
    self.name = name
    self.superclass = superclass
    self.location = location
    self.language = language
    self.facts = facts
    self.subviews = subviews
    self.properties = properties
    self.isClass = isClass
  }

  /// The facts about `member`.
  public func facts(_ member: CodeMember) -> [CodeFact] { facts.filter { $0.member == member } }
}

/// A stored property of a type.
public struct CodeProperty: Sendable, Hashable {
  /// Its name.
  public var name: String
  /// Its declared type as written, optionals and implicit unwraps removed (`UILabel`), or `nil`.
  public var typeName: String?
  /// Whether it is an Interface Builder outlet (`@IBOutlet`, `IBOutlet`).
  public var isOutlet: Bool
  /// Where it is declared.
  public var location: SourceLocation
  /// For a property of a model SwiftUI observes (``CodeType/isObservable``), the value it starts
  /// with when its declaration fixes one and no initializer of the type changes it
  /// (``CodeLiteral``); `nil` when the code decides, and for every other type's property.
  public var initialValue: CodeLiteral?

  /// Creates a property.
  public init(
    name: String, typeName: String?, isOutlet: Bool, location: SourceLocation, initialValue: CodeLiteral? = nil
  ) {
    self.name = name
    self.typeName = typeName
    self.isOutlet = isOutlet
    self.location = location
    self.initialValue = initialValue
  }
}

/// A view a type's code creates (`UIButton()`, `UILabel(frame:)`), with what that code sets on it.
public struct CodeSubview: Sendable, Hashable {
  /// The class instantiated (`UIButton`).
  public var className: String
  /// The variable or property it is stored in, or `nil`.
  public var name: String?
  /// Where it is created.
  public var location: SourceLocation
  /// Whether it is created in a loop or a `map`/`forEach` (one per item).
  public var isRepeated: Bool
  /// What the code sets on it, by its variable or property name within the type.
  public var facts: [CodeFact]

  /// Creates a subview.
  public init(className: String, name: String?, location: SourceLocation, isRepeated: Bool, facts: [CodeFact] = []) {
    self.className = className
    self.name = name
    self.location = location
    self.isRepeated = isRepeated
    self.facts = facts
  }
}

/// A file a source reader could not read, or read only in part, with where and why.
public struct SourceProblem: Sendable, Hashable, CustomStringConvertible {
  /// Where: the first place the file does not parse.
  public var location: SourceLocation
  /// What is wrong and what happens next.
  public var message: String

  /// Creates a problem.
  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }

  /// `file:line:column: message`.
  public var description: String { "\(location): \(message)" }
}

/// What a source reader found in one file.
public struct SourceFileFacts: Sendable, Hashable {
  /// The file.
  public var file: String
  /// Its types and extensions, in source order (an extension is a ``CodeType`` named after the
  /// type it extends).
  public var types: [CodeType]
  /// The uses of properties by name.
  public var uses: [PropertyUse]
  /// Where it did not parse; the rest of the file is still read.
  public var problems: [SourceProblem]
  /// The accessors of the app's string tables and the text constants it declares (SwiftGen's `L10n`).
  public var strings = StringAccessors()
  /// Where its code forces an appearance that may be dark (`.preferredColorScheme(.dark)`,
  /// `overrideUserInterfaceStyle = .dark`).
  public var darkAppearance: [SourceLocation] = []
  /// The storyboard, controller and segue names its code may look up (``StoryboardNames``).
  public var storyboardNames = StoryboardNames()
  /// The functions it declares outside any type (`func delayToMainThread(_:closure:)`).
  public var freeFunctions: Set<String> = []

  /// Creates a file's facts.
  public init(file: String, types: [CodeType] = [], uses: [PropertyUse] = [], problems: [SourceProblem] = []) {
    self.file = file
    self.types = types
    self.uses = uses
    self.problems = problems
  }
}
