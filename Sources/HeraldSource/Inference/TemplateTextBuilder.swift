import HeraldTree

/// Turns the text a control's code gives a label, value or hint into a model's text: a catalog
/// message when the code's localized key is one of Herald's catalog messages, else an ICU pattern;
/// a text set only on some paths gets `when`, texts that differ by state become one pattern.
struct TemplateTextBuilder {
  /// The argument names of a catalog message in order of appearance, `nil` when there is no such
  /// message.
  let messageArguments: (String) -> [String]?
  /// Reports what cannot be turned into a text: a name and a note.
  let report: (String) -> Void

  /// The text of `value`; `nil` when the code sets none, or when it cannot be expressed (reported).
  func text(_ value: SymbolicValue) -> TemplateText? {
    guard let when = value.presence else {
      report("a text the inference does not follow (\(value.unknownReason ?? "unknown"))")
      return nil
    }
    if when == .bool(false) { return nil }
    let pruned = value.pruned
    let leaves = self.leaves(pruned)
    guard var text = leaves.count == 1 ? leaf(leaves[0]) : merged(pruned, leaves) else { return nil }
    if when != .bool(true) {
      guard let condition = parsed(when) else { return nil }
      text.condition = condition
    }
    return text
  }

  /// The distinct texts of a value's branches, in order.
  private func leaves(_ value: SymbolicValue) -> [SymbolicValue] {
    if case .choice(_, let then, let otherwise) = value {
      var result = leaves(then)
      for leaf in leaves(otherwise) where !result.contains(leaf) { result.append(leaf) }
      return result
    }
    return [value]
  }

  /// One text.
  private func leaf(_ value: SymbolicValue) -> TemplateText? {
    switch value {
    case .text(.pieces(let pieces)): return pattern(pieces)
    case .expression(let expression): return pattern([.value(expression)])
    case .text(.localized(let key, let arguments, let english)):
      if let names = messageArguments(key), names.count == arguments.count {
        guard let arguments = self.arguments(Array(zip(names, arguments))) else { return nil }
        return TemplateText(source: .message(key), arguments: arguments)
      }
      let english = english ?? [.literal(key)]
      if messageArguments(key) == nil {
        report(
          "the localized key \"\(key)\" is not one of Herald's catalog messages; the draft speaks the code's English text in every locale"
        )
      } else {
        report(
          "the catalog message \"\(key)\" takes \(messageArguments(key)?.count ?? 0) arguments, the code passes \(arguments.count); the draft speaks the code's English text"
        )
      }
      return pattern(english)
    default:
      report("a text the inference does not follow (\(value.unknownReason ?? "not a string"))")
      return nil
    }
  }

  /// Texts that differ by state: one pattern whose values are conditional when the texts differ
  /// only in their values, else a `plural` on the branch taken.
  private func merged(_ value: SymbolicValue, _ leaves: [SymbolicValue]) -> TemplateText? {
    let pieces = leaves.map { leaf -> [TextPiece]? in
      if case .text(.pieces(let pieces)) = leaf { return pieces }
      if case .expression(let expression) = leaf { return [.value(expression)] }
      return nil
    }
    guard pieces.allSatisfy({ $0 != nil }) else {
      report("texts that differ by state and are not all plain strings; write them as one catalog message by hand")
      return nil
    }
    let all = pieces.compactMap { $0 }
    let skeleton = all[0].map(Self.skeleton)
    if all.allSatisfy({ $0.map(Self.skeleton) == skeleton }) {
      var result: [TextPiece] = []
      for (position, piece) in all[0].enumerated() {
        if case .literal = piece {
          result.append(piece)
        } else if let expression = self.value(at: position, of: value) {
          result.append(.value(expression))
        } else {
          return nil
        }
      }
      return pattern(result)
    }
    if let chain = equalityChain(value), chain.arms.allSatisfy({ $0.text.text != nil }), chain.otherwise.text != nil {
      // `switch rating { case 0: … case 1: … default: … }`: a plural on the subject with exact matches.
      var names = ArgumentNames()
      let subject = names.name(for: chain.subject)
      var arms = chain.arms.map {
        "=\(SymbolicExpression.format($0.match)) {\(names.pattern($0.text.text ?? [], inPlural: true))}"
      }
      arms.append("other {\(names.pattern(chain.otherwise.text ?? [], inPlural: true))}")
      let arguments = names.arguments.compactMap { name, value in (try? Expression(value.text)).map { (name, $0) } }
      return TemplateText(
        source: .pattern("{\(subject), plural, \(arms.joined(separator: " "))}"), arguments: arguments)
    }
    guard let branch = branchIndex(value, leaves) else { return nil }
    var names = ArgumentNames()
    var arms: [String] = []
    for (index, arm) in all.enumerated() {
      let selector = index == all.count - 1 ? "other" : "=\(index)"
      arms.append("\(selector) {\(names.pattern(arm, inPlural: true))}")
    }
    let branchName = names.unique("branch")
    let text = "{\(branchName), plural, \(arms.joined(separator: " "))}"
    guard var arguments = self.arguments(names.arguments), let branchExpression = parsed(branch) else { return nil }
    arguments.append((branchName, branchExpression))
    return TemplateText(source: .pattern(text), arguments: arguments)
  }

  /// `s == 0 ? a : s == 1 ? b : c`: one subject compared with numbers, each arm a text.
  private func equalityChain(_ value: SymbolicValue)
    -> (subject: SymbolicExpression, arms: [(match: Double, text: SymbolicValue)], otherwise: SymbolicValue)?
  {
    var arms: [(match: Double, text: SymbolicValue)] = []
    var subject: SymbolicExpression?
    var current = value
    while case .choice(.binary("==", let left, .number(let match)), let then, let rest) = current {
      guard subject == nil || subject == left, !arms.contains(where: { $0.match == match }) else { return nil }
      subject = left
      arms.append((match, then))
      current = rest
    }
    guard let subject, !arms.isEmpty else { return nil }
    return (subject, arms, current)
  }

  /// `expression` in the model's language; reported, and `nil`, when it cannot be written there
  /// (a number with no literal, nesting deeper than the model's parser reads).
  private func parsed(_ expression: SymbolicExpression) -> Expression? {
    do {
      return try Expression(expression.text)
    } catch {
      report("\(expression.text.prefix(80)) cannot be written as a model expression (\(error.message))")
      return nil
    }
  }

  /// Named arguments in the model's language, or `nil` (reported) when one cannot be written.
  private func arguments(_ list: [(name: String, value: SymbolicExpression)]) -> [(name: String, value: Expression)]? {
    var result: [(name: String, value: Expression)] = []
    for (name, value) in list {
      guard let expression = parsed(value) else { return nil }
      result.append((name, expression))
    }
    return result
  }

  /// A piece's shape: its text when literal, a mark when a value.
  private static func skeleton(_ piece: TextPiece) -> String {
    if case .literal(let text) = piece { return "L" + text }
    return "V"
  }

  /// The value at `position` of every branch, as one conditional expression.
  private func value(at position: Int, of value: SymbolicValue) -> SymbolicExpression? {
    switch value {
    case .text(.pieces(let pieces)):
      if case .value(let expression) = pieces[position] { return expression }
      return nil
    case .expression(let expression): return position == 0 ? expression : nil
    case .choice(let condition, let then, let otherwise):
      guard let a = self.value(at: position, of: then), let b = self.value(at: position, of: otherwise) else {
        return nil
      }
      return SymbolicExpression.conditional(condition, a, b).folded
    default: return nil
    }
  }

  /// The number of the branch a value takes, as an expression (0 for the first leaf).
  private func branchIndex(_ value: SymbolicValue, _ leaves: [SymbolicValue]) -> SymbolicExpression? {
    if case .choice(let condition, let then, let otherwise) = value {
      guard let a = branchIndex(then, leaves), let b = branchIndex(otherwise, leaves) else { return nil }
      return SymbolicExpression.conditional(condition, a, b).folded
    }
    return leaves.firstIndex(of: value).map { .number(Double($0)) }
  }

  /// A pattern text from pieces.
  private func pattern(_ pieces: [TextPiece]) -> TemplateText? {
    var names = ArgumentNames()
    let text = names.pattern(pieces, inPlural: false)
    guard let arguments = self.arguments(names.arguments) else { return nil }
    return TemplateText(source: .pattern(text), arguments: arguments)
  }
}

/// Names for the values a pattern interpolates: a property's own name (`rating`), else `arg1`, …
private struct ArgumentNames {
  var arguments: [(name: String, value: SymbolicExpression)] = []

  /// The pattern of `pieces`, its literal text escaped for ICU MessageFormat.
  mutating func pattern(_ pieces: [TextPiece], inPlural: Bool) -> String {
    var text = ""
    for piece in pieces {
      switch piece {
      case .literal(let literal):
        for character in literal {
          switch character {
          case "'": text += "''"
          case "{", "}": text += "'\(character)'"
          case "#" where inPlural: text += "'#'"
          default: text.append(character)
          }
        }
      case .value(.string(let literal)): text += pattern([.literal(literal)], inPlural: inPlural)
      case .value(let expression): text += "{\(name(for: expression))}"
      }
    }
    return text
  }

  /// The argument name of `expression`, the same for the same expression.
  mutating func name(for expression: SymbolicExpression) -> String {
    if let existing = arguments.first(where: { $0.value == expression }) { return existing.name }
    var name: String
    if case .name(let property) = expression {
      name = property.replacingOccurrences(of: ".", with: "_")
    } else {
      name = "arg\(arguments.count + 1)"
    }
    name = unique(name)
    arguments.append((name, expression))
    return name
  }

  /// `base`, or `base2`, `base3`… when taken.
  func unique(_ base: String) -> String {
    var name = base
    var number = 2
    while arguments.contains(where: { $0.name == name }) {
      name = "\(base)\(number)"
      number += 1
    }
    return name
  }
}
