import HeraldSyntax
import HeraldTree

/// `herald source --format json`: the index as one JSON document (`"herald": "source"`), every
/// fact with its file, line and column.
public struct CodeIndexJSON: Sendable {
  /// Creates a writer.
  public init() {}

  /// The document of `index`.
  public func value(for index: CodeIndex) -> JSONValue {
    .object([
      JSONMember("herald", .string("source")),
      JSONMember("version", .number(1)),
      JSONMember("files", .number(index.files.count)),
      JSONMember("types", .array(CodeIndexOutline.shown(index).map(Self.type))),
      JSONMember(
        "problems",
        .array(
          index.problems.map { problem in
            .object(Self.place(problem.location) + [JSONMember("message", .string(problem.message))])
          })),
    ])
  }

  /// The document's text.
  public func string(for index: CodeIndex) -> String { JSONWriter().string(from: value(for: index)) }

  private static func type(_ type: CodeType) -> JSONValue {
    var members = [JSONMember("name", .string(type.name))]
    if let superclass = type.superclass { members.append(JSONMember("superclass", .string(superclass))) }
    members.append(JSONMember("language", .string(type.language.rawValue)))
    members += place(type.location)
    let outlets = type.properties.values.filter(\.isOutlet).sorted { $0.location < $1.location }
    members.append(
      JSONMember(
        "outlets",
        .array(
          outlets.map { outlet in
            .object(
              [JSONMember("name", .string(outlet.name))]
                + (outlet.typeName.map { [JSONMember("type", .string($0))] } ?? []) + place(outlet.location))
          })))
    members.append(JSONMember("facts", .array(type.facts.map(fact))))
    members.append(
      JSONMember(
        "subviews",
        .array(
          type.subviews.map { subview in
            .object(
              [JSONMember("class", .string(subview.className))]
                + (subview.name.map { [JSONMember("name", .string($0))] } ?? [])
                + [JSONMember("repeated", .bool(subview.isRepeated))] + place(subview.location)
                + [JSONMember("facts", .array(subview.facts.map(fact)))])
          })))
    return .object(members)
  }

  private static func fact(_ fact: CodeFact) -> JSONValue {
    var members = [
      JSONMember("member", .string(fact.member.rawValue)), JSONMember("kind", .string(fact.kind.rawValue)),
    ]
    if let value = fact.value { members.append(JSONMember("value", .string(value))) }
    if let function = fact.function { members.append(JSONMember("function", .string(function))) }
    return .object(members + place(fact.location))
  }

  private static func place(_ location: SourceLocation) -> [JSONMember] {
    [
      JSONMember("file", .string(location.file)), JSONMember("line", .number(location.line)),
      JSONMember("column", .number(location.column)),
    ]
  }
}
