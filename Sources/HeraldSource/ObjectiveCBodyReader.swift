import HeraldSyntax
import HeraldTree

/// Reads the statements of one method (or C function) body for what they set, call and create.
///
/// The subset it follows, token by token, without a parser (`weakSelf` and `strongSelf` count as
/// `self`):
/// - Assignments (`=`, `|=`, `+=`, …) to a dotted name: `self.member = value` is a fact of the
///   type; `self.name.member`, `_name.member`, `name.member` and `other.name.member = …` are uses of
///   the property `name`. Assignments to anything else (`a[i] = …`, `*p = …`) are not followed.
/// - Messages `[receiver selector…]` whose receiver is `self`, `self.name`, `_name`, `name` or
///   `other.name`: to `self`, a fact of the type; to the others, a use of `name` with the selector
///   as the member (`setText` is an assignment, anything else a call). Messages without arguments
///   whose selector names a tracked member (`[label text]`) are reads and not followed.
/// - `self.name` or `_name` passed bare as an argument (after `:`, `,`, `(` of a call, or in
///   `@[…]`) is a use with no member: the property escapes where Herald does not follow it.
/// - `UIAccessibilityPostNotification(…)`, and `loadNibNamed:`/`nibWithNibName:` with a literal name.
/// - Views created with `[[UILabel alloc] init…]`, `[UILabel new]` or `[UIButton buttonWithType:…]`
///   (see ``isViewClass(_:)`` and ``factoryPrefixes``), named after the local variable, instance
///   variable or `self.name` they are assigned to; a view created elsewhere (`[self addSubview:[[UILabel
///   alloc] init]]`, `return [UILabel new];`) has no name.
///   One created inside a `for`/`while`/`do` loop or an `enumerate…` block is repeated.
struct ObjectiveCBodyReader {
  /// The file being read.
  let state: ObjectiveCFileState
  /// The tokens of the body, braces excluded.
  let range: Range<Int>
  /// The selector of the method, or `nil`.
  let function: String?
  /// Whether the body belongs to an `@implementation`, whose `self` is the type.
  let inType: Bool
  /// The class of the `@implementation` the body is in: the owner of its own properties' uses
  /// (`self.nameLabel`, `_nameLabel`), and the scope of every use.
  var typeName: String?
  /// The method's parameters and the local variables declared so far (`NSString *password`): a
  /// name among them is no property, so its uses are kept apart (``PropertyUse/isLocal``).
  var locals: Set<String> = []
  /// What the body does to `self`.
  var facts: [CodeFact] = []
  /// The views the body creates.
  var subviews: [PendingSubview] = []
  /// What the body sets on variables by name.
  var owned: [OwnedFact] = []
  /// The uses of properties by name.
  var uses: [PropertyUse] = []

  /// The view class suffixes: a class named `UI…` or `NS…` ending in one of these is a view.
  static let viewSuffixes = ["View", "Button", "Label", "Control", "Field", "Switch", "Slider", "Stepper", "Bar"]
  /// Selectors sent to a view class that create one: `alloc`, `new`, and factory methods whose
  /// names start with one of ``factoryPrefixes`` (`buttonWithType:`, `labelWithString:`).
  static let factoryPrefixes = [
    "button", "systemButton", "label", "wrappingLabel", "textField", "imageView", "checkbox", "radioButton",
  ]
  /// The names of weak and strong references to `self` in blocks, read as `self`.
  static let selfAliases: Set<String> = ["weakSelf", "strongSelf", "blockSelf", "weakself", "strongself"]
  /// Words before `(` that are not calls.
  static let keywords: Set<String> = ["if", "while", "for", "switch", "return", "sizeof", "do", "else"]
  /// Words that may come before a variable's type (`__weak UIButton *button`).
  static let qualifiers: Set<String> = ["__weak", "__strong", "__block", "__unsafe_unretained", "const", "static"]
  /// Assignment operators.
  static let assignments: Set<String> = ["=", "|=", "&=", "+=", "-=", "*=", "/=", "%=", "^=", "<<=", ">>="]

  /// Whether `name` is a view class: it starts with `UI` or `NS` and ends in `View` (`UIImageView`,
  /// `UITextView`, `UIStackView`), `Button`, `Label`, `Control`, `Field`, `Switch`, `Slider`,
  /// `Stepper` or `Bar` (`UIToolbar`, `UISearchBar`).
  static func isViewClass(_ name: String) -> Bool {
    (name.hasPrefix("UI") || name.hasPrefix("NS")) && viewSuffixes.contains { name.hasSuffix($0) }
  }

  /// The file's tokens.
  var tokens: [ObjectiveCToken] { state.tokens }

  /// The token at `index` when it is in the body.
  func token(_ index: Int) -> ObjectiveCToken? {
    range.contains(index) ? state.tokens[index] : nil
  }

  /// Reads the body.
  mutating func read() {
    var pendingLoop = false
    var depth = 0
    // Each block's locals end with it.
    var blocks: [(repeated: Bool, depth: Int, locals: Set<String>)] = []
    var parameters: Set<String> = []
    for index in range {
      let token = tokens[index]
      let repeated = pendingLoop || (blocks.last?.repeated ?? false)
      switch token.kind {
      case .identifier:
        if isDeclared(at: index) {
          locals.insert(token.text)
          // A block's or loop's parameter is the next block's.
          if self.token(index - 3)?.isPunctuation("(") == true { parameters.insert(token.text) }
        }
        if ["for", "while", "do"].contains(token.text) || token.text.hasPrefix("enumerate") { pendingLoop = true }
        if token.text == "UIAccessibilityPostNotification" { readNotification(at: index) }
        readBareReference(at: index)
      case .punctuation:
        switch token.text {
        case "{":
          blocks.append((repeated, depth, locals.subtracting(parameters)))
          parameters = []
          depth = 0
          pendingLoop = false
        case "}":
          let block = blocks.popLast()
          depth = block?.depth ?? 0
          locals = block?.locals ?? locals
        case "(", "[":
          depth += 1
          if token.text == "[" { readMessage(at: index, repeated: repeated) }
        case ")", "]": depth = max(0, depth - 1)
        case ";" where depth == 0: pendingLoop = false
        default:
          if Self.assignments.contains(token.text) { readAssignment(at: index, repeated: repeated) }
        }
      default: break
      }
    }
  }

  /// The source text of tokens `first...last`, whitespace runs made one space, or `nil` when empty,
  /// when `last` is `nil`, or when longer than 60 scalars.
  func value(_ first: Int, _ last: Int?) -> String? {
    guard let last, first <= last, tokens.indices.contains(first), tokens.indices.contains(last) else { return nil }
    let text = state.scanner.text(from: tokens[first].start, to: tokens[last].end)
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
    let result = words.joined(separator: " ")
    return result.isEmpty || result.unicodeScalars.count > 60 ? nil : result
  }

  /// The index of the last token of the expression starting at `start`: up to a `;`, a `,`, or a
  /// bracket closing outside it (or, with `stopAtSelector`, the next selector piece). `nil` when the
  /// expression is more than 60 tokens long, and so too long for a value: no statement is read far.
  func expressionEnd(from start: Int, stopAtSelector: Bool = false) -> Int? {
    var depth = 0
    var index = start
    while range.contains(index) {
      guard index - start <= 60 else { return nil }
      let token = tokens[index]
      if token.kind == .punctuation {
        switch token.text {
        case "(", "[", "{": depth += 1
        case ")", "]", "}":
          if depth == 0 { return index - 1 }
          depth -= 1
        case ";",
          "," where depth == 0:
          return index - 1
        default: break
        }
      } else if stopAtSelector, depth == 0, index > start, token.kind == .identifier,
        self.token(index + 1)?.isPunctuation(":") == true
      {
        return index - 1
      }
      index += 1
    }
    return index - 1
  }

  /// The location of the token at `index`.
  func location(_ index: Int) -> SourceLocation { state.location(index) }

  /// The literal text of a string token without `@` and quotes.
  func literal(_ token: ObjectiveCToken) -> String {
    var text = Substring(token.text)
    if text.hasPrefix("@") { text = text.dropFirst() }
    if text.hasPrefix("\"") { text = text.dropFirst() }
    if text.hasSuffix("\"") { text = text.dropLast() }
    return String(text)
  }

  /// Records a use of the property a dotted `path` reaches (`[self, nameLabel, text]`), and the fact
  /// for the view stored under that name.
  ///
  /// A message to something the property holds (`[self.nameLabel.layer setCornerRadius:4]`) is a
  /// call of the member in between (`layer`) that Herald does not follow; one without arguments
  /// (`[self.nameLabel.text length]`) is a read, and no use.
  mutating func recordUse(
    _ path: [String], kind: CodeFact.Kind, at start: Int, value: String?, messageHasArgument: Bool? = nil
  ) {
    guard let first = path.first else { return }
    let ownerIndex = first == "self" ? 1 : (first.hasPrefix("_") || path.count == 2 ? 0 : 1)
    guard path.count > ownerIndex + 1 else { return }
    var owner = Substring(path[ownerIndex])
    if owner.hasPrefix("_") { owner = owner.dropFirst() }
    guard let initial = owner.first, !initial.isUppercase, owner != "self", owner != "super" else { return }
    let memberName = path[ownerIndex + 1]
    var member = CodeMember(name: memberName)
    var kind = kind
    if let messageHasArgument, path.count > ownerIndex + 2 {
      guard messageHasArgument else { return }
      member = nil
      kind = .call
    }
    // `self.name`, `_name` and a bare `name` that is no local are the class's own; `other.name`
    // is another object's.
    let isLocal = ownerIndex == 0 && !first.hasPrefix("_") && locals.contains(first)
    let isOwn = !isLocal && (ownerIndex == 0 || first == "self")
    var use = PropertyUse(
      property: String(owner), member: member, memberName: memberName, kind: kind, location: location(start),
      owner: isOwn ? typeName : nil, function: function, scope: typeName)
    use.isLocal = isLocal
    uses.append(use)
    if let member {
      let fact = CodeFact(member: member, kind: kind, location: location(start), value: value, function: function)
      owned.append(OwnedFact(owner: String(owner), function: function, fact: fact))
    }
  }

  /// Whether the identifier at `index` is declared there as a variable: `NSString *password` before
  /// `=` or `;`, a block's one parameter (`^(UIButton *button)`), a `for … in` loop's. Declarations
  /// it misses (`id view`, `NSArray<UILabel *> *labels`, a block's second parameter) stay
  /// properties, whose uses err towards "the code sets it".
  func isDeclared(at index: Int) -> Bool {
    guard token(index - 1)?.isPunctuation("*") == true, let type = token(index - 2), type.kind == .identifier,
      type.text.first?.isUppercase == true, let after = token(index + 1)
    else { return false }
    // `a = b * c;`, `(Width * scale)` multiply: a declaration's type starts its statement, after at
    // most a qualifier (`__weak`), or a block's or a `for` loop's parameter list (`^(UIButton *b)`,
    // `for (UIView *v in …)`).
    guard let before = token(index - 3) else { return true }
    if before.kind == .punctuation,
      ["{", "}", ";"].contains(before.text)
        || before.isPunctuation("(")
          && (token(index - 4)?.isPunctuation("^") == true || token(index - 4)?.text == "for")
    {
      return after.isPunctuation("=") || after.isPunctuation(";") || after.isPunctuation(")") || after.text == "in"
    }
    return Self.qualifiers.contains(before.text) && (after.isPunctuation("=") || after.isPunctuation(";"))
  }

  /// Reads `self.a.b`, `_a.b` or `a.b` forward from `start`: the names and the index after them.
  func dottedPath(from start: Int) -> (path: [String], next: Int) {
    var path: [String] = []
    var index = start
    while let token = token(index), token.kind == .identifier, path.count < 16 {
      path.append(path.isEmpty && Self.selfAliases.contains(token.text) ? "self" : token.text)
      guard self.token(index + 1)?.isPunctuation(".") == true else { return (path, index + 1) }
      index += 2
    }
    return (path, index)
  }

  /// Reads the message whose `[` is at `open`.
  private mutating func readMessage(at open: Int, repeated: Bool) {
    readUnnamedView(at: open, repeated: repeated)
    var index = open + 1
    var path: [String]?
    if let first = token(index), first.isPunctuation("[") {
      let close = state.matches[index]
      guard close > index, range.contains(close) else { return }
      index = close + 1
    } else {
      let (found, next) = dottedPath(from: index)
      guard !found.isEmpty else { return }
      path = found
      index = next
    }
    guard let selectorToken = token(index), selectorToken.kind == .identifier else { return }
    let selector = selectorToken.text
    let hasArgument = token(index + 1)?.isPunctuation(":") == true
    if selector == "loadNibNamed" || selector == "nibWithNibName", hasArgument, inType,
      let name = token(index + 2), name.kind == .string
    {
      facts.append(
        CodeFact(member: .loadsNib, kind: .call, location: location(open), value: literal(name), function: function))
      return
    }
    guard let path else { return }
    let member = CodeMember(name: selector)
    // A getter (`[label text]`) reads; it sets nothing.
    if !hasArgument && member != nil { return }
    let kind: CodeFact.Kind = selector.hasPrefix("set") && member != nil ? .assignment : .call
    let argument = hasArgument ? value(index + 2, expressionEnd(from: index + 2, stopAtSelector: true)) : nil
    if path == ["self"] {
      if inType, let member {
        facts.append(
          CodeFact(member: member, kind: kind, location: location(open), value: argument, function: function))
      }
      return
    }
    recordUse(path + [selector], kind: kind, at: open, value: argument, messageHasArgument: hasArgument)
  }
}
