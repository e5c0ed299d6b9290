import HeraldSyntax
import HeraldTree

/// A view created in a method, waiting for the facts set on it.
struct PendingSubview {
  /// The view.
  var subview: CodeSubview
  /// Whether it is stored in a local variable (`UIButton *b = …`), whose facts are looked for in the
  /// same method only; an instance variable's or property's are looked for in the whole type.
  var isLocal: Bool
  /// The method it is created in.
  var function: String?
}

/// A fact set on a variable, instance variable or property by name, for the view stored there.
struct OwnedFact {
  /// The variable or property name, without a leading `_`.
  var owner: String
  /// The method it is set in.
  var function: String?
  /// What is set.
  var fact: CodeFact
}

extension ObjectiveCFileState {
  /// Selectors' first pieces that, implemented in a class, override what it says or how it takes
  /// touches and draws: the members of ``CodeMember/accessibility``, touch handling and drawing.
  static let overridden: Set<CodeMember> = CodeMember.accessibility.union([.touchHandling, .drawing])

  /// Objective-C selector pieces that ``CodeMember/init(name:)`` knows by their Swift names
  /// (`beginTrackingWithTouch:withEvent:` is `beginTracking(_:with:)`).
  static let selectorAliases: [String: String] = [
    "beginTrackingWithTouch": "beginTracking", "continueTrackingWithTouch": "continueTracking",
    "endTrackingWithTouch": "endTracking",
  ]

  /// Reads `@implementation Name` (or `@implementation Name (Category)`) up to its `@end`; returns
  /// the index after it.
  mutating func readImplementation(at start: Int) -> Int {
    guard let name = token(start + 1), name.kind == .identifier else { return start + 1 }
    var index = start + 2
    var superclass: String?
    var isCategory = false
    if token(index)?.isPunctuation(":") == true, let next = token(index + 1), next.kind == .identifier {
      superclass = next.text
      index += 2
    } else if token(index)?.isPunctuation("(") == true {
      isCategory = true
      index = max(index, matches[index]) + 1
    }
    let type = declareType(name.text, superclass: superclass, at: location(start), isCategory: isCategory)
    let (found, stop) = endDirective(from: index)
    let limit = found ?? stop
    if found == nil {
      problems.append(
        SourceProblem(
          location: location(start),
          message: "@implementation \(name.text) has no @end; its methods were read up to the next block, "
            + "and the rest of the file was still read"))
    }
    var facts: [CodeFact] = []
    var subviews: [PendingSubview] = []
    var owned: [OwnedFact] = []
    let headerEnd = index
    // Reads a body and keeps what it found (facts, views, owned names, property uses).
    func absorb(_ reader: ObjectiveCBodyReader, parameters: [String] = []) {
      var body = reader
      body.typeName = name.text
      body.locals = Set(parameters)
      body.read()
      facts += body.facts
      subviews += body.subviews
      owned += body.owned
      uses += body.uses
    }
    while index < limit {
      let token = tokens[index]
      if token.isPunctuation("{") {
        let close = blockEnd(of: index, limit: limit, what: "a block of @implementation \(name.text)")
        if index == headerEnd {
          readDeclarations(in: (index + 1)..<close, type: type)
        } else {
          absorb(ObjectiveCBodyReader(state: self, range: (index + 1)..<close, function: nil, inType: true))
        }
        index = close + 1
      } else if token.isPunctuation("-") || token.isPunctuation("+") {
        let (selector, parameters, brace, stop) = methodHeader(after: index, limit: limit)
        if token.text == "-", let first = selector.split(separator: ":").first,
          let member = CodeMember(name: Self.selectorAliases[String(first)] ?? String(first)),
          Self.overridden.contains(member)
        {
          facts.append(CodeFact(member: member, kind: .override, location: location(index), function: selector))
        }
        guard let brace else {
          index = max(index + 1, stop)
          continue
        }
        let close = blockEnd(of: brace, limit: limit, what: "method \(selector) of \(name.text)")
        absorb(
          ObjectiveCBodyReader(state: self, range: (brace + 1)..<close, function: selector, inType: true),
          parameters: parameters)
        index = close + 1
      } else {
        index += 1
      }
    }
    types[type].facts += facts
    for pending in subviews {
      var subview = pending.subview
      subview.facts = owned.filter { fact in
        fact.owner == subview.name && (!pending.isLocal || fact.function == pending.function)
      }.map(\.fact)
      types[type].subviews.append(subview)
    }
    return found.map { $0 + 1 } ?? stop
  }

  /// The index of the `}` closing the `{` at `open`, or `limit` (with a problem) when it is not
  /// closed before `limit`.
  mutating func blockEnd(of open: Int, limit: Int, what: String) -> Int {
    let close = matches[open]
    if close > open && close < limit { return close }
    problems.append(
      SourceProblem(
        location: location(open),
        message: "the brace opening \(what) is not closed before its @end; it was read up to there, "
          + "and the rest of the file was still read"))
    return limit
  }

  /// The selector of the method declared after the `-` or `+` at `start` (`initWithFrame:`,
  /// `touchesBegan:withEvent:`), and the index of the `{` opening its body, or `nil` for a
  /// declaration ending in `;`; `stop` is the index after a declaration, where reading goes on.
  func methodHeader(after start: Int, limit: Int) -> (
    selector: String, parameters: [String], brace: Int?, stop: Int
  ) {
    var index = start + 1
    if token(index)?.isPunctuation("(") == true { index = max(index, matches[index]) + 1 }
    var selector = ""
    var parameters: [String] = []
    var hasArguments = false
    // The parameter after a selector piece's `:` and its type: `(NSString *)password`.
    func parameter() {
      if self.token(index)?.isPunctuation("(") == true { index = max(index, matches[index]) + 1 }
      if let name = self.token(index), name.kind == .identifier {
        parameters.append(name.text)
        index += 1
      }
    }
    while index < limit, index - start < 256 {
      let token = tokens[index]
      if token.kind == .identifier, self.token(index + 1)?.isPunctuation(":") == true {
        selector += token.text + ":"
        hasArguments = true
        index += 2
        parameter()
      } else if token.isPunctuation(":") {
        selector += ":"
        index += 1
        parameter()
      } else if token.kind == .identifier && !hasArguments && selector.isEmpty {
        selector = token.text
        index += 1
      } else {
        break
      }
    }
    // Attributes and variadic arguments may follow: look for the body or the end of a declaration.
    while index < limit, index - start < 512 {
      if tokens[index].isPunctuation("{") { return (selector, parameters, index, index) }
      if tokens[index].isPunctuation(";") { return (selector, parameters, nil, index + 1) }
      if tokens[index].isPunctuation("-") || tokens[index].isPunctuation("+") {
        return (selector, parameters, nil, index)
      }
      index += 1
    }
    return (selector, parameters, nil, index)
  }
}
