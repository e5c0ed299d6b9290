import HeraldICU
import HeraldSyntax
import HeraldTree

/// A place in the app's code that a finding rests on: the class declaration of a custom control
/// that sets no accessibility, the line that sets a label, the outlet no code fills. SARIF reports
/// it as a `relatedLocation`; text reports as a `note:` line after the finding.
public struct RelatedLocation: Sendable, Hashable {
  /// What the place shows.
  public enum Note: Sendable, Hashable {
    /// The class is declared here.
    case declaration(String)
    /// The code sets this member of the element's view here.
    case sets(CodeMember)
    /// The outlet is declared here.
    case outlet(String)
    /// The view is passed here to code Herald does not follow.
    case handedOn(String)
    /// The code reaches views here without outlets (`viewWithTag`, `subviews`).
    case lookup(String)
    /// The view draws here (`draw(_:)`, its layer class, a sublayer).
    case draws
    /// The view adds here a view that other code made and handed in (`addArrangedSubview(control)`).
    case adds(String)
    /// A static text holds here an AppKit accessibility title connection to the control
    /// (``TitleConnection/Holder/other``), which makes the control the text's title, not the text
    /// the control's: the text's words.
    case reversedTitle(String)
  }

  /// Where.
  public var location: SourceLocation
  /// What it shows.
  public var note: Note

  /// Creates a related location.
  public init(_ location: SourceLocation, _ note: Note) {
    self.location = location
    self.note = note
  }

  /// The note as a sentence in `locale` (English when Herald has no translation).
  public func text(locale: LanguageTag) -> String {
    let (key, arguments): (String, [String: MessageArgument])
    switch note {
    case .declaration(let name): (key, arguments) = ("audit.related.declaration", ["class": .string(name)])
    case .sets(let member): (key, arguments) = ("audit.related.sets", ["member": .string(member.rawValue)])
    case .outlet(let name): (key, arguments) = ("audit.related.outlet", ["property": .string(name)])
    case .handedOn(let name): (key, arguments) = ("audit.related.handed-on", ["name": .string(name)])
    case .lookup(let name): (key, arguments) = ("audit.related.lookup", ["name": .string(name)])
    case .draws: (key, arguments) = ("audit.related.draws", [:])
    case .adds(let name): (key, arguments) = ("audit.related.adds", ["name": .string(name)])
    case .reversedTitle(let label): (key, arguments) = ("audit.related.reversed-title", ["label": .string(label)])
    }
    return (try? Catalog.herald.format(key, locale: locale, arguments).text) ?? key
  }
}

/// A related location with its note in the audit's locale, as a finding carries it.
public struct FindingNote: Sendable, Hashable {
  /// Where.
  public var location: SourceLocation
  /// The note, localized.
  public var message: String

  /// Creates a note.
  public init(location: SourceLocation, message: String) {
    self.location = location
    self.message = message
  }
}
