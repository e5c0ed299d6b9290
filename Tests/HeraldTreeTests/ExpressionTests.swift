import HeraldTree
import Testing

@Suite("Expressions of behaviour models")
struct ExpressionTests {
  /// A FoodTracker rating control's scope while evaluating star 2 of 5 with a rating of 3.
  static let ratingScope: ExpressionScope = [
    "index": .number(2),
    "rating": .number(3),
    "starCount": .number(5),
    "starSize": .record(["width": .number(44), "height": .number(44)]),
    "interactive": .bool(true),
  ]

  // MARK: Values

  @Test(
    "Operators bind by precedence and associate as documented",
    arguments: [
      ("1 + 2 * 3", "7"),
      ("(1 + 2) * 3", "9"),
      ("10 - 4 - 3", "3"),
      ("12 / 3 / 2", "2"),
      ("7 % 4 * 2", "6"),
      ("9 / 2", "4.5"),
      ("-2 * 3", "-6"),
      ("- -2", "2"),
      ("1 + 2 < 4", "true"),
      ("1 < 2 == 2 < 3", "true"),
      ("1 != 2", "true"),
      ("true || false && false", "true"),
      ("!false && false", "false"),
      ("!(false && false)", "true"),
      ("true ? 1 : false ? 2 : 3", "1"),
      ("false ? 1 : false ? 2 : 3", "3"),
      ("true ? false ? 1 : 2 : 3", "2"),
      ("1 == 1 ? 'a' : 'b'", "a"),
      ("'ab' + \"c\"", "abc"),
      ("'a' == 'a' && \"b\" != 'c'", "true"),
      (#"'it\'s' + "\"q\"" + '\\'"#, #"it's"q"\"#),
      ("max(1, 5, 3) - min(4, 2)", "3"),
      ("clamp(7, 0, 5) + clamp(-1, 0, 5) + clamp(2, 0, 5)", "7"),
      ("floor(4.5) + ceil(4.5) + round(4.5) + abs(-2)", "16"),
      ("  1+\n\t2 ", "3"),
    ])
  func precedence(source: String, expected: String) throws {
    #expect(try Expression(source).evaluate(in: [:]).description == expected)
  }

  @Test(
    "The FoodTracker rating control's expressions evaluate over a star's scope",
    arguments: [
      ("index < rating", ExpressionValue.bool(true)),
      ("index + 1 == rating ? 0 : index + 1", .number(0)),
      ("min(rating + 1, starCount)", .number(4)),
      ("starSize.width", .number(44)),
      ("starSize", .record(["width": .number(44), "height": .number(44)])),
      ("rating == 0", .bool(false)),
      ("!interactive", .bool(false)),
    ])
  func foodTracker(source: String, expected: ExpressionValue) throws {
    #expect(try Expression(source).evaluate(in: Self.ratingScope) == expected)
  }

  @Test("The typed helpers return the value or say which type they needed")
  func typedHelpers() throws {
    #expect(try Expression("index + 1").number(in: Self.ratingScope) == 3)
    #expect(try Expression("index < rating").bool(in: Self.ratingScope))
    #expect(
      throws: ExpressionError.type(expression: "rating > 1", reason: "the expression must compute a number, got bool")
    ) {
      try Expression("rating > 1").number(in: Self.ratingScope)
    }
    #expect(
      throws: ExpressionError.type(expression: "starSize", reason: "the expression must compute a bool, got record")
    ) {
      try Expression("starSize").bool(in: Self.ratingScope)
    }
  }

  @Test(
    "&&, || and ?: evaluate only the operands they need",
    arguments: ["false && unknown", "true || unknown", "true ? true : unknown", "false ? unknown : true"])
  func shortCircuit(source: String) throws {
    #expect(try Expression(source).bool(in: [:]) == (source.hasPrefix("false &&") ? false : true))
  }

  // MARK: Errors

  @Test("A name the scope lacks is an unknown variable, even past a short circuit that does not apply")
  func unknownVariable() throws {
    #expect(throws: ExpressionError.unknownVariable(expression: "rating + bogus", name: "bogus")) {
      try Expression("rating + bogus").evaluate(in: Self.ratingScope)
    }
    #expect(throws: ExpressionError.unknownVariable(expression: "true && unknown", name: "unknown")) {
      try Expression("true && unknown").evaluate(in: [:])
    }
  }

  @Test("A call of a function that does not exist fails when parsing")
  func unknownFunction() {
    #expect(throws: ExpressionError.unknownFunction(expression: "sqrt(rating)", name: "sqrt")) {
      try Expression("sqrt(rating)")
    }
    let message = ExpressionError.unknownFunction(expression: "sqrt(4)", name: "sqrt").message
    #expect(message == "unknown function 'sqrt'; the functions are min, max, clamp, floor, ceil, round and abs")
  }

  @Test(
    "Values of the wrong type, missing members and division by zero are type errors",
    arguments: [
      ("true < 1", "'<' needs two numbers, got bool and number"),
      ("index < interactive", "'<' needs two numbers, got number and bool"),
      ("!rating", "'!' needs a bool, got number"),
      ("-'a'", "'-' needs a number, got string"),
      ("rating && true", "'&&' needs two bools, got number on the left"),
      ("false || rating", "'||' needs two bools, got number on the right"),
      ("rating == true", "'==' needs two values of the same type, got number and bool"),
      ("'a' != 1", "'!=' needs two values of the same type, got string and number"),
      ("rating + 'a'", "'+' needs two numbers or two strings, got number and string"),
      ("'a' * 2", "'*' needs two numbers, got string and number"),
      ("rating / 0", "division by zero"),
      ("rating % (index - 2)", "division by zero"),
      ("rating ? 1 : 2", "'?:' needs a bool condition, got number"),
      ("min(1, interactive)", "'min' needs numbers, got bool as argument 2"),
      ("rating.width", "'.width' needs a record, got number"),
      ("starSize.depth", "the record has no member 'depth' (it has: height, width)"),
    ])
  func typeErrors(source: String, reason: String) {
    #expect(throws: ExpressionError.type(expression: source, reason: reason)) {
      try Expression(source).evaluate(in: Self.ratingScope)
    }
  }

  @Test(
    "A call with the wrong number of arguments is a type error naming the function",
    arguments: [
      ("clamp(1, 2)", "'clamp' takes 3 arguments (x, lo, hi), got 2"),
      ("floor()", "'floor' takes 1 argument, got 0"),
      ("abs(1, 2)", "'abs' takes 1 argument, got 2"),
      ("min()", "'min' takes at least 1 argument, got 0"),
    ])
  func arity(source: String, reason: String) {
    #expect(throws: ExpressionError.type(expression: source, reason: reason)) { try Expression(source) }
  }

  @Test(
    "Syntax errors give the character offset and what was expected",
    arguments: [
      ("", 0, "expected an expression, found the end of the expression"),
      ("   ", 3, "expected an expression, found the end of the expression"),
      ("index <", 7, "expected an expression after '<', found the end of the expression"),
      ("index < * 2", 8, "expected an expression after '<', found '*'"),
      ("!", 1, "expected an expression after '!', found the end of the expression"),
      ("min(1, 2", 8, "expected ')' after arguments of 'min', found the end of the expression"),
      ("min(1 2)", 6, "expected ')' after arguments of 'min', found the number 2"),
      ("min(1,)", 6, "expected an expression after ',', found ')'"),
      ("(1 + 2", 6, "expected ')' to close the '(' at offset 0, found the end of the expression"),
      ("a ? b", 5, "expected ':' after the true branch of '?', found the end of the expression"),
      ("a = 1", 2, "unexpected '='; did you mean '=='?"),
      ("a & b", 2, "unexpected '&'; did you mean '&&'?"),
      ("a | b", 2, "unexpected '|'; did you mean '||'?"),
      ("1 # 2", 2, "unexpected character '#'"),
      ("'é' + é", 6, "unexpected character 'é'"),
      ("'abc", 0, "unterminated string; close it with '"),
      ("\"abc\\\"", 0, "unterminated string; close it with \""),
      (#"'a\nb'"#, 2, #"unknown escape '\n' in a string; use \\, \' or \""#),
      ("starSize.", 9, "expected a member name after '.', found the end of the expression"),
      ("4.", 2, "expected a member name after '.', found the end of the expression"),
      ("1 2", 2, "expected an operator or the end of the expression, found the number 2"),
      ("rating )", 7, "expected an operator or the end of the expression, found ')'"),
    ])
  func syntaxErrors(source: String, offset: Int, reason: String) {
    #expect(throws: ExpressionError.syntax(expression: source, offset: offset, reason: reason)) {
      try Expression(source)
    }
  }

  @Test("Nesting deeper than the limit is a syntax error rather than a stack overflow")
  func nestingLimit() throws {
    let parentheses = String(repeating: "(", count: 1000) + "1" + String(repeating: ")", count: 1000)
    let negations = String(repeating: "!", count: 1000) + "true"
    let chain = Array(repeating: "1", count: 1000).joined(separator: " + ")
    for source in [parentheses, negations, chain] {
      let error = try #require(throws: ExpressionError.self) { try Expression(source) }
      guard case .syntax(_, _, let reason) = error else {
        Issue.record("expected a syntax error, got \(error)")
        continue
      }
      #expect(reason.hasPrefix("the expression is too deeply nested"))
    }
    let fine = Array(repeating: "1", count: 50).joined(separator: " + ")
    #expect(try Expression(fine).number(in: [:]) == 50)
  }

  @Test("Errors read as the message, with the expression and offset in the description")
  func errorText() {
    let syntax = ExpressionError.syntax(expression: "index <", offset: 7, reason: "expected an expression after '<'")
    #expect(syntax.message == "syntax error: expected an expression after '<'")
    #expect(
      syntax.description == "error in expression 'index <' at offset 7: syntax error: expected an expression after '<'")
    let unknown = ExpressionError.unknownVariable(expression: "ratin", name: "ratin")
    #expect(unknown.message == "unknown variable 'ratin'; use a name the scope defines, or check its spelling")
    #expect(unknown.description == "error in expression 'ratin': \(unknown.message)")
    #expect(
      ExpressionError.type(expression: "1 / 0", reason: "division by zero").message == "type error: division by zero")
  }

  // MARK: Variables, descriptions and equality

  @Test(
    "variables are the root names read from the scope, not functions, members or literals",
    arguments: [
      ("index + 1 == rating ? 0 : index + 1", ["index", "rating"]),
      ("min(rating + 1, starCount)", ["rating", "starCount"]),
      ("starSize.width", ["starSize"]),
      ("true && 'index' == \"rating\"", []),
      ("max(1, 2)", []),
    ] as [(String, Set<String>)])
  func variables(source: String, expected: Set<String>) throws {
    #expect(try Expression(source).variables == expected)
  }

  @Test(
    "An expression's description is its source, which parses to an equal expression",
    arguments: ["index < rating", "index + 1 == rating ? 0 : index + 1", "  min( rating+1 ,starCount )", "'a\\'b'"])
  func descriptionRoundTrip(source: String) throws {
    let expression = try Expression(source)
    #expect(expression.description == source)
    #expect(try Expression(expression.description) == expression)
  }

  @Test("Equality and hashing go by source text")
  func equality() throws {
    #expect(try Expression("rating+1") == Expression("rating+1"))
    #expect(try Expression("rating+1") != Expression("rating + 1"))
    #expect(try Set([Expression("a"), Expression("a"), Expression("b")]).count == 2)
  }

  @Test(
    "Values print whole numbers without a fraction and records sorted by key",
    arguments: [
      (ExpressionValue.number(5), "5"),
      (.number(4.5), "4.5"),
      (.number(-3), "-3"),
      (.number(-0.0), "0"),
      (.bool(true), "true"),
      (.bool(false), "false"),
      (.string("a b"), "a b"),
      (.record(["width": .number(44), "height": .number(44)]), "{height: 44, width: 44}"),
      (.record([:]), "{}"),
    ])
  func valueDescription(value: ExpressionValue, expected: String) {
    #expect(value.description == expected)
  }

  @Test("Value accessors return only the matching case")
  func valueAccessors() {
    #expect(ExpressionValue.number(2).numberValue == 2)
    #expect(ExpressionValue.number(2).boolValue == nil)
    #expect(ExpressionValue.bool(true).boolValue == true)
    #expect(ExpressionValue.string("x").stringValue == "x")
    #expect(ExpressionValue.string("x").numberValue == nil)
  }

  @Test("A constant expression evaluates to its value and reads no variables")
  func constant() throws {
    let constant = Expression.constant(.number(4.5))
    #expect(constant.description == "4.5")
    #expect(try constant.evaluate(in: [:]) == .number(4.5))
    #expect(constant.variables.isEmpty)
    #expect(Expression.constant(.bool(true)).description == "true")
  }
}
