import SwiftSyntax

extension SwiftInterpreter {
  // MARK: Text

  /// A string literal: its characters and interpolated values.
  func text(_ node: StringLiteralExprSyntax, _ scope: inout InferenceScope) -> SymbolicValue {
    var pieces: [TextPiece] = []
    for segment in node.segments {
      switch segment {
      case .stringSegment(let text):
        pieces.append(.literal(Self.unescape(text.content.text, pounds: node.openingPounds?.text.count ?? 0)))
      case .expressionSegment(let interpolation):
        guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else {
          return .unknown("an interpolation with a format")
        }
        let value = evaluate(only.expression, &scope)
        if let text = value.text {
          guard pieces.count + text.count <= SymbolicExpression.largest else {
            return .unknown("a string of more than \(SymbolicExpression.largest) parts")
          }
          pieces += text
        } else if let expression = value.expression {
          pieces.append(.value(expression))
        } else {
          return unknown(value)
        }
      }
    }
    return .text(.pieces(pieces))
  }

  /// The characters of a string segment, its escapes read in one pass (`\\n`, `\\t`, `\\r`,
  /// `\\0`, `\\\\`, `\\"`, `\\'`, `\\u{2605}`); in a raw string (`#"…"#`) an escape starts with
  /// `\\` and as many `#` as the delimiter has.
  static func unescape(_ text: String, pounds: Int) -> String {
    let escape = "\\" + String(repeating: "#", count: pounds)
    guard text.contains(escape) else { return text }
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: escape) {
      result += rest[..<range.lowerBound]
      rest = rest[range.upperBound...]
      guard let next = rest.first else {
        result += escape
        break
      }
      rest = rest.dropFirst()
      switch next {
      case "n": result += "\n"
      case "t": result += "\t"
      case "r": result += "\r"
      case "0": result += "\0"
      case "u":
        if rest.first == "{", let close = rest.firstIndex(of: "}"),
          let code = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16),
          let scalar = Unicode.Scalar(code)
        {
          result.unicodeScalars.append(scalar)
          rest = rest[rest.index(after: close)...]
        } else {
          result += escape + "u"
        }
      default: result.append(next)
      }
    }
    return result + rest
  }
}
