import HeraldICU
import HeraldTree

/// What a rule would need to decide, when the UI description is not the whole truth.
///
/// A finding is a claim. A rule reports a violation only when what Herald has — the file, the
/// component models, the nibs in the run — decides it; otherwise it reports *needs review* and
/// names the evidence it lacks, so that a person (or a later run with the app's source) can decide.
/// `--fail-on` gates only on violations. See docs/audit.md, "What a finding rests on".
public enum MissingEvidence: Sendable, Hashable {
  /// The element is connected to an outlet: the class that declares it probably sets the element's
  /// text, title, image or accessibility in code (`MealViewController.nameLabel`). A table view
  /// cell's built-in `textLabel`, `detailTextLabel` and `imageView` count as outlets of
  /// `UITableViewCell`: the data source fills them.
  case outlet(Outlet)
  /// A view of a custom class with nothing in the file to judge: the class's own code (or a
  /// component model, or its nib among the inputs) would say what it exposes.
  case classCode(String)
  /// A user-defined runtime attribute carrying text (`localizableString`): code that reads it
  /// probably sets the element's text.
  case runtimeAttribute(String)
  /// The view or its outlet is passed to code Herald does not follow (`CosmosAccessibility
  /// .update(self, …)`, `configure(nameLabel)`), which may set what the rule asks.
  case handedOn(String)
  /// The code of a class holding the element reaches its views without outlets (`viewWithTag(_:)`,
  /// `subviews`), which Herald does not follow: the class and the name used.
  case lookup(class: String, name: String)
  /// The text is computed by the app when it runs (a SwiftUI `Text(item.title)`): the source code
  /// that computes it, which the source does not evaluate.
  case runtimeValue(String)
  /// A SwiftUI view's size, which its layout decides at run time: the source gives no
  /// `.frame(width:height:)`.
  case layoutSize
  /// A SwiftUI view judged on its own that other views use: what they put around it (an element
  /// that offers its action) is not in its scene.
  case usedIn(String)
  /// A colour no input defines (a named colour of an asset catalog or code Herald did not read):
  /// its name.
  case colorValue(String)
  /// A text looked up by a key no string table among the inputs has: the key.
  case stringTable(String)
  /// A translation identical to the source text, which a table gives no state for: whether a
  /// translator kept it on purpose (a name, a word the language borrows) is not recorded.
  case translationState
  /// The width the app draws a text at: Herald estimates it from average letter widths, without
  /// the font's metrics or the layout.
  case textWidth
  /// A size Interface Builder gives by default, which no constraint or stack view in the file
  /// sets: constraints or code may change it when the app runs.
  case defaultSize
  /// An SF Symbol read by its name (`Image(systemName: "list.bullet")`): iOS gives many symbols a
  /// label of its own, and Apple publishes no list of them; the symbol's name.
  case symbolLabel(String)
  /// A pattern search stopped at its time budget: the pattern.
  case searchStopped(String)
  /// A rule pack's review condition that does not hold: the pack asks a person to check (the
  /// rule's id).
  case packReview(String)

  /// A stable code for machine-readable reports (`outlet`, `class-code`, `runtime-attribute`).
  public var code: String {
    switch self {
    case .outlet: "outlet"
    case .classCode: "class-code"
    case .runtimeAttribute: "runtime-attribute"
    case .handedOn: "handed-on"
    case .lookup: "lookup"
    case .runtimeValue: "runtime-value"
    case .layoutSize: "layout-size"
    case .usedIn: "used-in"
    case .colorValue: "color-value"
    case .stringTable: "string-table"
    case .translationState: "translation-state"
    case .textWidth: "text-width"
    case .defaultSize: "default-size"
    case .symbolLabel: "symbol-label"
    case .searchStopped: "search-stopped"
    case .packReview: "pack-review"
    }
  }

  /// The evidence the element's connections leave open: its first outlet, if any.
  public static func outlet(of element: Element) -> MissingEvidence? {
    element.connections.outlets.first.map(MissingEvidence.outlet)
  }

  /// The catalog key of the sentence (`audit.missing.outlet`).
  var key: String { "audit.missing.\(code)" }

  /// The sentence that names the missing evidence, in `locale` (English when Herald has no
  /// translation).
  public func text(locale: LanguageTag) -> String {
    let arguments: [String: MessageArgument]
    switch self {
    case .outlet(let outlet):
      arguments = ["property": .string(outlet.property), "owner": .string(outlet.owner ?? "")]
    case .classCode(let name):
      arguments = ["class": .string(name)]
    case .runtimeAttribute(let keyPath):
      arguments = ["keyPath": .string(keyPath)]
    case .handedOn(let name):
      arguments = ["name": .string(name)]
    case .lookup(let name, let through):
      arguments = ["class": .string(name), "name": .string(through)]
    case .runtimeValue(let code):
      arguments = ["code": .string(code)]
    case .layoutSize:
      arguments = [:]
    case .usedIn(let view):
      arguments = ["view": .string(view)]
    case .colorValue(let color):
      arguments = ["color": .string(color)]
    case .stringTable(let key):
      arguments = ["key": .string(key)]
    case .translationState, .textWidth, .defaultSize:
      arguments = [:]
    case .symbolLabel(let symbol):
      arguments = ["symbol": .string(symbol)]
    case .searchStopped(let pattern):
      arguments = ["pattern": .string(pattern)]
    case .packReview(let rule):
      arguments = ["rule": .string(rule)]
    }
    return (try? Catalog.herald.format(key, locale: locale, arguments).text) ?? fallback
  }

  private var fallback: String {
    switch self {
    case .outlet(let outlet): "connected to outlet \(outlet)"
    case .classCode(let name): "what the code of \(name) does is not among the inputs"
    case .runtimeAttribute(let keyPath): "runtime attribute \(keyPath) is read by code"
    case .handedOn(let name): "it is passed to \(name), code Herald does not follow"
    case .lookup(let name, let through): "the code of \(name) reaches its views through \(through)"
    case .runtimeValue(let code): "the app decides this only when it runs (\(code))"
    case .layoutSize: "its size comes from SwiftUI's layout when the app runs"
    case .usedIn(let view): "\(view) is used inside other views, which may offer this around it"
    case .colorValue(let color): "the colour \(color) is defined outside the inputs"
    case .stringTable(let key): "no string table among the inputs has the key \(key)"
    case .translationState: "the table does not say whether a translator kept this text on purpose"
    case .textWidth: "the width the app draws the text at, which Herald only estimates"
    case .defaultSize: "Interface Builder's default size, which constraints or code may change when the app runs"
    case .symbolLabel(let symbol): "the SF Symbol \(symbol) may have a label iOS gives it"
    case .searchStopped(let pattern): "the search for \(pattern) was stopped at its time budget"
    case .packReview(let rule): "the rule pack asks a person to check this (\(rule))"
    }
  }
}
