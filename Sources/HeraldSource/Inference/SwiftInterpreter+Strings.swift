import SwiftSyntax

extension SwiftInterpreter {
  /// `String(localized:defaultValue:)`, `String(format:…)` and `String(x)`.
  func string(_ arguments: [LabeledExprSyntax], _ scope: inout InferenceScope) -> SymbolicValue {
    guard let first = arguments.first else { return .text(.pieces([])) }
    switch first.label?.text {
    case "localized":
      guard let literal = first.expression.as(StringLiteralExprSyntax.self) else {
        return .unknown("a localized string whose key is not a literal")
      }
      guard let key = literal.representedLiteralValue else {
        // An interpolated key: Apple's key has format specifiers that Herald's catalogs do not hold.
        return text(literal, &scope)
      }
      let english = arguments.first { $0.label?.text == "defaultValue" }
        .flatMap { $0.expression.as(StringLiteralExprSyntax.self) }
        .map { text($0, &scope) }
      if let english, case .text(.pieces(let pieces)) = english {
        let values = pieces.compactMap { piece -> SymbolicExpression? in
          if case .value(let expression) = piece { return expression }
          return nil
        }
        return .text(.localized(key: key, arguments: values, english: pieces))
      }
      if let english, english.unknownReason != nil { return unknown(english) }
      return .text(.localized(key: key, arguments: [], english: nil))
    case "format":
      return format(arguments, &scope)
    case nil where arguments.count == 1:
      let value = evaluate(first.expression, &scope)
      if let expression = value.expression { return .text(.pieces([.value(expression)])) }
      return value.text.map { .text(.pieces($0)) } ?? unknown(value)
    default:
      return .unknown("String(\(first.label?.text ?? "_"):…)")
    }
  }

  /// `NSLocalizedString("key", value: "English", comment: …)`.
  func localized(_ arguments: [LabeledExprSyntax], _ scope: inout InferenceScope) -> SymbolicValue {
    guard let key = arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
      return .unknown("NSLocalizedString with a key that is not a literal")
    }
    let english = arguments.first { $0.label?.text == "value" }
      .flatMap { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
    return .text(.localized(key: key, arguments: [], english: [.literal(english ?? key)]))
  }

  /// `String(format: format, a, b)` and `String.localizedStringWithFormat(format, a, b)`.
  func format(_ arguments: [LabeledExprSyntax], _ scope: inout InferenceScope) -> SymbolicValue {
    guard let first = arguments.first else { return .unknown("a format without a format string") }
    let format = evaluate(first.expression, &scope)
    var values: [SymbolicExpression] = []
    for argument in arguments.dropFirst() {
      if argument.label?.text == "locale" { continue }
      let value = evaluate(argument.expression, &scope)
      guard let expression = value.expression else { return unknown(value) }
      values.append(expression)
    }
    switch format {
    case .text(.localized(let key, let given, let english)):
      guard given.isEmpty else { return .unknown("a localized string formatted twice") }
      let pieces = english.flatMap { Self.formatPieces($0, values) }
      return .text(.localized(key: key, arguments: values, english: pieces))
    case .text(.pieces(let pieces)):
      guard let filled = Self.formatPieces(pieces, values) else {
        return .unknown("a format the inference does not read")
      }
      return .text(.pieces(filled))
    default:
      return unknown(format)
    }
  }

  /// The pieces of a printf format (`%d`, `%@`, `%1$d`, `%%`) with its values put in.
  static func formatPieces(_ pieces: [TextPiece], _ values: [SymbolicExpression]) -> [TextPiece]? {
    var result: [TextPiece] = []
    var next = 0
    for piece in pieces {
      guard case .literal(let text) = piece else {
        result.append(piece)
        continue
      }
      var characters = Substring(text)
      var literal = ""
      while let percent = characters.firstIndex(of: "%") {
        literal += characters[..<percent]
        characters = characters[characters.index(after: percent)...]
        if characters.first == "%" {
          literal += "%"
          characters = characters.dropFirst()
          continue
        }
        // An optional position (`1$`), length modifiers, then the conversion.
        var position: Int?
        let digits = characters.prefix { $0.isNumber }
        if !digits.isEmpty, characters.dropFirst(digits.count).first == "$" {
          position = Int(digits).map { $0 - 1 }
          characters = characters.dropFirst(digits.count + 1)
        }
        characters = characters.drop { "lhqzjt".contains($0) }
        guard let conversion = characters.first, "dDiu@".contains(conversion) else { return nil }
        characters = characters.dropFirst()
        let index = position ?? next
        next = index + 1
        guard values.indices.contains(index) else { return nil }
        if !literal.isEmpty { result.append(.literal(literal)) }
        literal = ""
        result.append(.value(values[index]))
      }
      literal += characters
      if !literal.isEmpty { result.append(.literal(literal)) }
    }
    return result
  }
}
