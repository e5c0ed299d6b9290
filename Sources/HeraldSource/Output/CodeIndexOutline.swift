import HeraldSyntax
import HeraldTree

/// `herald source`'s text: each class with its superclass and place, the outlets it declares, the
/// accessibility facts its code sets (with file:line) and the views it creates with theirs.
///
/// ```
/// RatingControl : UIStackView  Examples/FoodTracker/RatingControl.swift:9:7
///   creates UIButton button (one per loop pass)  RatingControl.swift:48:20
///     accessibilityLabel = "Set \(index + 1) star rating"  in setupButtons  :61:7
/// ```
public struct CodeIndexOutline: Sendable {
  /// Creates an outline writer.
  public init() {}

  /// The outline of `index`: the classes (and other types with facts, outlets or views), sorted
  /// by file and line, then a summary line.
  public func render(_ index: CodeIndex) -> String {
    var lines: [String] = []
    for type in Self.shown(index) {
      let base = type.superclass.map { " : \($0)" } ?? ""
      lines.append("\(type.name)\(base)  \(type.location)")
      let outlets = type.properties.values.filter(\.isOutlet).sorted { $0.location < $1.location }
      for outlet in outlets {
        lines.append("  outlet \(outlet.name): \(outlet.typeName ?? "?")  :\(outlet.location.line)")
      }
      for fact in type.facts { lines.append("  " + Self.describe(fact, in: type.location.file)) }
      for subview in type.subviews {
        let name = subview.name.map { " \($0)" } ?? ""
        let repeated = subview.isRepeated ? " (one per loop pass)" : ""
        lines.append(
          "  creates \(subview.className)\(name)\(repeated)  \(Self.place(subview.location, in: type.location.file))")
        for fact in subview.facts { lines.append("    " + Self.describe(fact, in: type.location.file)) }
      }
    }
    for problem in index.problems { lines.append("problem: \(problem)") }
    let withFacts = index.types.values.filter { !$0.facts.isEmpty }.count
    lines.append(
      "\(Self.count(index.files.count, "file")), \(Self.count(index.typeCount, "type")) "
        + "(\(withFacts) with facts on their own view), \(Self.count(index.problems.count, "file")) that do not parse")
    return lines.joined(separator: "\n")
  }

  /// `1 file`, `2 files`: the summary is English, like `herald tree`'s headers.
  private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

  /// The types worth listing: classes, and any type whose code sets facts, declares outlets or
  /// creates views; sorted by location.
  static func shown(_ index: CodeIndex) -> [CodeType] {
    index.types.values.filter { type in
      type.isClass || !type.facts.isEmpty || !type.subviews.isEmpty
        || type.properties.values.contains(where: \.isOutlet)
    }.sorted { $0.location < $1.location }
  }

  private static func describe(_ fact: CodeFact, in file: String) -> String {
    var text = fact.member.rawValue
    switch fact.kind {
    case .assignment: text += fact.value.map { " = \($0)" } ?? " set"
    case .override: text += " overridden"
    case .call: text += fact.value.map { " (\($0))" } ?? " called"
    case .binding: text += " bound"
    case .addition: text += fact.value.map { " += \($0)" } ?? " added to"
    }
    if let function = fact.function { text += "  in \(function)" }
    return text + "  " + place(fact.location, in: file)
  }

  /// `:line:column` in the type's own file, else the whole location.
  private static func place(_ location: SourceLocation, in file: String) -> String {
    location.file == file ? ":\(location.line):\(location.column)" : location.description
  }
}
