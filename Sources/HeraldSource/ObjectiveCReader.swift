import HeraldSyntax
import HeraldTree

/// Reads an Objective-C header or implementation file (`.h`, `.m`, `.mm`) into the facts the audit
/// asks about, without a compiler: a small reader of tokens that comments, strings and `#` lines
/// never reach (``ObjectiveCScanner``).
///
/// What it reads:
/// - `@interface Name : Super` gives a class with its superclass; a class extension or category
///   (`@interface Name ()`, `@interface Name (Category)`) and `@implementation Name` give the same
///   class without one. The class's location is its first `@interface` with a superclass, else its
///   first `@interface` or `@implementation` in the file. `@protocol` blocks are skipped.
/// - `@property` declarations and `IBOutlet` instance variables of an `@interface` become
///   ``CodeProperty``s; an `IBOutletCollection(UILabel)` is typed by its element class, `UILabel`.
/// - Each method of an `@implementation` is read by ``ObjectiveCBodyReader``: overrides of
///   accessibility, touch and drawing methods, what it sets on `self`, the views it creates and what
///   it sets on them, and property uses.
/// - Brace blocks outside an `@implementation` (C functions) are read for property uses only.
///
/// It never fails: an `@interface`, `@implementation` or `@protocol` without `@end`, or a method
/// body without its closing brace, is a ``SourceProblem`` and the rest of the file is still read.
struct ObjectiveCReader {
  /// The path of the file, as the user named it.
  let file: String
  /// The file's text.
  let text: String

  /// Reads the file.
  func read() -> SourceFileFacts {
    var state = ObjectiveCFileState(file: file, text: text)
    state.readFile()
    var facts = SourceFileFacts(file: file, types: state.types, uses: state.uses, problems: state.problems)
    facts.storyboardNames = Self.storyboardNames(state.tokens)
    return facts
  }

  /// The selectors whose first argument a storyboard lookup names, with what they look up.
  static let storyboardSelectors: [String: StoryboardNames.Lookup] = [
    "storyboardWithName": .storyboard, "instantiateViewControllerWithIdentifier": .controller,
    "instantiateControllerWithIdentifier": .controller, "performSegueWithIdentifier": .segue,
    "loadNibNamed": .nib, "initWithNibName": .nib, "nibWithNibName": .nib,
  ]

  /// The string literals of the file (`@"Settings"`, without quotes), the class names it writes
  /// (every capitalised identifier, its own classes too), and the storyboard lookups whose argument
  /// is neither a literal nor a name (`[NSString stringWithFormat:…]`).
  static func storyboardNames(_ tokens: [ObjectiveCToken]) -> StoryboardNames {
    var names = StoryboardNames()
    for (index, token) in tokens.enumerated() {
      if token.kind == .string {
        var text = Substring(token.text)
        if text.hasPrefix("@") { text = text.dropFirst() }
        if text.count >= 2, text.first == "\"", text.last == "\"", text.count - 2 <= StoryboardNameVisitor.longestName {
          names.write(String(text.dropFirst().dropLast()))
        }
      } else if token.kind == .identifier, token.text.first?.isUppercase == true {
        // A class a message is sent to or that is named (`[FooViewController new]`): its code may run.
        names.referencedTypes.insert(token.text)
      } else if token.kind == .identifier, let lookup = storyboardSelectors[token.text], index + 2 < tokens.count,
        tokens[index + 1].isPunctuation(":"), ![.string, .identifier].contains(tokens[index + 2].kind),
        !isDeclaration(tokens, at: index)
      {
        names.computed.insert(lookup)
      }
    }
    return names
  }

  /// Whether the selector part at `index` is in a method's declaration
  /// (`- (instancetype)initWithNibName:(NSString *)name bundle:…`), not a message sent: a `-` or
  /// `+` before a `(` comes before it in its statement, and no `[`.
  static func isDeclaration(_ tokens: [ObjectiveCToken], at index: Int) -> Bool {
    var current = index - 1
    while current >= 0 {
      let token = tokens[current]
      if ["[", ";", "{", "}"].contains(where: token.isPunctuation) { return false }
      if token.isPunctuation("-") || token.isPunctuation("+"), current + 1 < tokens.count,
        tokens[current + 1].isPunctuation("(")
      {
        return true
      }
      current -= 1
    }
    return false
  }
}

/// What ``ObjectiveCReader`` has found so far in one file, and the tokens it walks.
struct ObjectiveCFileState {
  /// The path of the file.
  let file: String
  /// The file's scalars.
  let scanner: ObjectiveCScanner
  /// The file's tokens.
  let tokens: [ObjectiveCToken]
  /// For each `(`, `[` or `{`, the index of its closing token (and the reverse), or `-1`.
  let matches: [Int]
  /// The types, in the order first seen.
  var types: [CodeType] = []
  /// Where each type is in ``types``.
  var typeIndex: [String: Int] = [:]
  /// The property uses, in source order.
  var uses: [PropertyUse] = []
  /// What did not parse.
  var problems: [SourceProblem] = []

  /// Scans `text`.
  init(file: String, text: String) {
    self.file = file
    scanner = ObjectiveCScanner(text: text)
    tokens = scanner.tokens()
    matches = Self.matchBrackets(tokens)
  }

  /// Pairs brackets with a stack; a closing bracket that does not match the innermost open one
  /// closes nothing, and open brackets left at the end match nothing.
  static func matchBrackets(_ tokens: [ObjectiveCToken]) -> [Int] {
    var matches = Array(repeating: -1, count: tokens.count)
    var stack: [Int] = []
    let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      if token.text == "(" || token.text == "[" || token.text == "{" {
        stack.append(index)
      } else if let open = pairs[token.text] {
        // A closing brace also closes brackets left open inside its block.
        while let last = stack.last, tokens[last].text != open, open == "{" { stack.removeLast() }
        if let last = stack.last, tokens[last].text == open {
          stack.removeLast()
          matches[last] = index
          matches[index] = last
        }
      }
    }
    return matches
  }

  /// The location of the token at `index`.
  func location(_ index: Int) -> SourceLocation {
    guard tokens.indices.contains(index) else { return SourceLocation(file: file, line: 1, column: 1) }
    return SourceLocation(file: file, line: tokens[index].line, column: tokens[index].column)
  }

  /// The token at `index`, or `nil` past the end.
  func token(_ index: Int) -> ObjectiveCToken? { tokens.indices.contains(index) ? tokens[index] : nil }

  /// The index of the first `@end` from `index`, or `nil` when another `@interface`,
  /// `@implementation` or `@protocol` block, or the end of the file, comes first; `stop` is where
  /// the search stopped.
  func endDirective(from index: Int) -> (end: Int?, stop: Int) {
    var current = index
    while current < tokens.count {
      let token = tokens[current]
      if token.kind == .directive {
        switch token.text {
        case "@end": return (current, current)
        case "@interface", "@implementation": return (nil, current)
        case "@protocol" where self.token(current + 1)?.kind == .identifier: return (nil, current)
        default: break
        }
      }
      current += 1
    }
    return (nil, tokens.count)
  }

  /// Reads every top-level declaration.
  mutating func readFile() {
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      switch (token.kind, token.text) {
      case (.directive, "@interface"): index = readInterface(at: index)
      case (.directive, "@implementation"): index = readImplementation(at: index)
      case (.directive, "@protocol"): index = skipProtocol(at: index)
      case (.punctuation, "{"):
        var close = matches[index]
        if close <= index {
          close = endDirective(from: index + 1).stop
          problems.append(
            SourceProblem(
              location: location(index),
              message: "this brace is never closed; the code after it was read as its block up to the next "
                + "@interface, @implementation, @protocol or @end, and the rest of the file was still read"))
        }
        var body = ObjectiveCBodyReader(state: self, range: (index + 1)..<close, function: nil, inType: false)
        body.read()
        uses += body.uses
        index = matches[index] > index ? close + 1 : close
      default: index += 1
      }
    }
  }

  /// Adds or finds the type `name`, giving it `superclass` and `location` when it has none yet. A
  /// category (`@interface UIView (Herald)`) adds to a class without declaring it: alone, it is not
  /// a class of the project (so `UIView` stays UIKit's).
  mutating func declareType(
    _ name: String, superclass: String?, at location: SourceLocation, isCategory: Bool = false
  ) -> Int {
    if let existing = typeIndex[name] {
      if types[existing].superclass == nil, let superclass {
        types[existing].superclass = superclass
        types[existing].location = location
      }
      if !isCategory { types[existing].isClass = true }
      return existing
    }
    types.append(
      CodeType(name: name, superclass: superclass, location: location, language: .objectiveC, isClass: !isCategory))
    typeIndex[name] = types.count - 1
    return types.count - 1
  }

  /// Reads `@interface Name : Super` or `@interface Name (Category)` up to its `@end`; returns the
  /// index after it.
  mutating func readInterface(at start: Int) -> Int {
    guard let name = token(start + 1), name.kind == .identifier else { return start + 1 }
    var superclass: String?
    var index = start + 2
    if token(index)?.isPunctuation("<") == true {
      // Generic parameters: `@interface Box<T> : NSObject`.
      while index < tokens.count, index - start < 64, !tokens[index].isPunctuation(">") { index += 1 }
      index += 1
    }
    if token(index)?.isPunctuation(":") == true, let next = token(index + 1), next.kind == .identifier {
      superclass = next.text
    }
    let isCategory = token(start + 2)?.isPunctuation("(") == true && token(start + 3)?.isPunctuation(")") != true
    let type = declareType(name.text, superclass: superclass, at: location(start), isCategory: isCategory)
    let (found, stop) = endDirective(from: start + 2)
    guard let end = found else {
      problems.append(
        SourceProblem(
          location: location(start),
          message: "@interface \(name.text) has no @end; its declarations were read up to the next block, "
            + "and the rest of the file was still read"))
      readDeclarations(in: (start + 2)..<stop, type: type)
      return stop
    }
    readDeclarations(in: (start + 2)..<end, type: type)
    return end + 1
  }

  /// Reads the `@property` declarations and `IBOutlet` instance variables in `range`.
  mutating func readDeclarations(in range: Range<Int>, type: Int) {
    var index = range.lowerBound
    while index < range.upperBound {
      let token = tokens[index]
      if token.kind == .directive && token.text == "@property" {
        let end = statementEnd(from: index + 1, limit: range.upperBound)
        readProperty(in: (index + 1)..<end, at: index, type: type)
        index = end + 1
      } else if token.isIdentifier("IBOutlet") || token.isIdentifier("IBOutletCollection") {
        let end = statementEnd(from: index, limit: range.upperBound)
        readProperty(in: index..<end, at: index, type: type)
        index = end + 1
      } else {
        index += 1
      }
    }
  }

  /// The index of the `;` that ends the statement starting at `index`, or `limit`.
  func statementEnd(from index: Int, limit: Int) -> Int {
    var current = index
    while current < limit && !tokens[current].isPunctuation(";") { current += 1 }
    return current
  }

  /// Words of a declaration that are not its type.
  static let qualifiers: Set<String> = [
    "IBOutlet", "IBInspectable", "const", "volatile", "static", "extern", "__weak", "__strong", "__unsafe_unretained",
    "__autoreleasing", "__block", "__nullable", "__nonnull", "_Nullable", "_Nonnull", "_Null_unspecified",
    "nullable", "nonnull", "null_unspecified", "__kindof", "unsigned", "signed", "struct", "enum",
  ]

  /// Reads one property or instance variable declaration, `(attributes) IBOutlet UILabel *a, *b`,
  /// from the tokens of `range`, located at `start`.
  mutating func readProperty(in range: Range<Int>, at start: Int, type: Int) {
    var index = range.lowerBound
    if token(index)?.isPunctuation("(") == true { index = max(index, matches[index]) + 1 }
    var isOutlet = false
    var typeName: String?
    var names: [String] = []
    var lastName: String?
    while index < range.upperBound {
      let token = tokens[index]
      if token.isIdentifier("IBOutletCollection"), tokens.indices.contains(index + 2),
        tokens[index + 1].isPunctuation("(")
      {
        isOutlet = true
        if tokens[index + 2].kind == .identifier { typeName = tokens[index + 2].text }
        index = max(index + 1, matches[index + 1]) + 1
        continue
      }
      if token.isIdentifier("IBOutlet") { isOutlet = true }
      if token.isPunctuation("<") {
        // Generic arguments or protocols: `NSArray<UILabel *>`, `id<Delegate>`.
        while index < range.upperBound && !tokens[index].isPunctuation(">") { index += 1 }
      } else if token.isPunctuation("("), typeName != nil, lastName != nil {
        // The parameters of a block property, after its name: `void (^handler)(BOOL done)`.
        index = max(index, matches[index])
      } else if token.isPunctuation(",") {
        if let lastName { names.append(lastName) }
        lastName = nil
      } else if token.kind == .identifier && !Self.qualifiers.contains(token.text) {
        if typeName == nil {
          typeName = token.text
        } else if lastName != nil, self.token(index + 1)?.isPunctuation("(") == true {
          // A macro after the name: `API_AVAILABLE(ios(13))`, `__attribute__((deprecated))`.
          index = max(index + 1, matches[index + 1])
        } else if lastName == nil || !Self.isMacroName(token.text) {
          lastName = token.text
        }
      }
      index += 1
    }
    if let lastName { names.append(lastName) }
    for name in names where types[type].properties[name] == nil {
      types[type].properties[name] = CodeProperty(
        name: name, typeName: typeName, isOutlet: isOutlet, location: location(start))
    }
  }

  /// Whether `name` looks like a macro (`UI_APPEARANCE_SELECTOR`): upper case letters, digits and
  /// underscores only.
  static func isMacroName(_ name: String) -> Bool {
    name.unicodeScalars.count > 1
      && name.unicodeScalars.allSatisfy { $0 == "_" || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
  }

  /// Skips a `@protocol` block, or a forward declaration `@protocol A, B;`, or a `@protocol(A)`
  /// expression; returns the index after it.
  mutating func skipProtocol(at start: Int) -> Int {
    guard let name = token(start + 1), name.kind == .identifier, let next = token(start + 2),
      !next.isPunctuation(";") && !next.isPunctuation(",")
    else { return start + 1 }
    guard let end = endDirective(from: start + 2).end else {
      problems.append(
        SourceProblem(
          location: location(start),
          message: "@protocol \(name.text) has no @end; it was skipped, and the rest of the file was still read"))
      return start + 2
    }
    return end + 1
  }
}
