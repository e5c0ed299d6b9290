import HeraldSyntax
import HeraldTree

extension ObjectiveCBodyReader {
  /// Reads the assignment whose operator is at `operatorIndex`: a fact of `self`, a property use,
  /// or a view created into a variable.
  mutating func readAssignment(at operatorIndex: Int, repeated: Bool) {
    // The dotted name before the operator, read backwards.
    var path: [String] = []
    var index = operatorIndex - 1
    while let name = token(index), name.kind == .identifier, path.count < 16 {
      path.insert(name.text, at: 0)
      guard token(index - 1)?.isPunctuation(".") == true else { break }
      index -= 2
    }
    guard let first = path.first, let start = token(index), start.kind == .identifier else { return }
    if Self.selfAliases.contains(first) { path[0] = "self" }
    if let before = token(index - 1), before.isPunctuation("->") || before.isPunctuation(".") { return }
    let value = value(operatorIndex + 1, expressionEnd(from: operatorIndex + 1))
    let isDeclaration =
      path.count == 1 && token(index - 1)?.isPunctuation("*") == true && token(index - 2)?.kind == .identifier
    if tokens[operatorIndex].text == "=", inType, path.count == 1 || (path.count == 2 && path[0] == "self"),
      let className = createdView(from: operatorIndex + 1, to: range.upperBound - 1), let last = path.last
    {
      let name = last.hasPrefix("_") && last.count > 1 ? String(last.dropFirst()) : last
      let subview = CodeSubview(
        className: className, name: name, location: location(operatorIndex + 1), isRepeated: repeated)
      subviews.append(PendingSubview(subview: subview, isLocal: isDeclaration, function: function))
    }
    if isDeclaration, tokens[operatorIndex].text == "=", let bound = boundProperty(after: operatorIndex) {
      // `UILabel *label = self.titleLabel;`: the local is the outlet; its uses in the method are
      // followed (``PropertyUse/boundTo``).
      var use = PropertyUse(
        property: bound, member: nil, memberName: nil, kind: .call, location: location(operatorIndex + 1),
        handedTo: "\(path[0]) = …", owner: typeName, function: function, scope: typeName)
      use.boundTo = path[0]
      uses.append(use)
    }
    if path.count == 2 && path[0] == "self" {
      if inType, let member = CodeMember(name: path[1]) {
        facts.append(
          CodeFact(member: member, kind: .assignment, location: location(index), value: value, function: function))
      }
      return
    }
    if path.count >= 2 { recordUse(path, kind: .assignment, at: index, value: value) }
  }

  /// The property an initial value is exactly, up to its `;`: `self.titleLabel` or `_titleLabel`.
  func boundProperty(after operatorIndex: Int) -> String? {
    let first = operatorIndex + 1
    if token(first)?.text == "self", token(first + 1)?.isPunctuation(".") == true, let name = token(first + 2),
      name.kind == .identifier, token(first + 3)?.isPunctuation(";") == true
    {
      return name.text
    }
    if let name = token(first), name.kind == .identifier, name.text.hasPrefix("_"), name.text.count > 1,
      token(first + 1)?.isPunctuation(";") == true
    {
      return String(name.text.dropFirst())
    }
    return nil
  }

  /// The view class the expression `first...last` creates (`[[UILabel alloc] init]`, `[UILabel new]`,
  /// `[UIButton buttonWithType:…]`), or `nil`.
  func createdView(from first: Int, to last: Int) -> String? {
    var index = first
    while token(index)?.isPunctuation("[") == true, index - first < 4, index < last { index += 1 }
    guard index > first, let name = token(index), name.kind == .identifier, Self.isViewClass(name.text),
      let selector = token(index + 1), selector.kind == .identifier, index + 1 <= last,
      selector.text == "alloc" || selector.text == "new"
        || Self.factoryPrefixes.contains(where: selector.text.hasPrefix)
    else { return nil }
    return name.text
  }

  /// Records the view a message at `open` creates when it is not assigned (and not inside another
  /// message that is): a subview with no name.
  mutating func readUnnamedView(at open: Int, repeated: Bool) {
    guard inType else { return }
    if let before = token(open - 1), before.kind == .punctuation,
      before.text == "[" || ObjectiveCBodyReader.assignments.contains(before.text)
    {
      return
    }
    let close = state.matches[open]
    let last = close > open && range.contains(close) ? close - 1 : range.upperBound - 1
    guard let className = createdView(from: open, to: last) else { return }
    let subview = CodeSubview(className: className, name: nil, location: location(open), isRepeated: repeated)
    subviews.append(PendingSubview(subview: subview, isLocal: true, function: function))
  }

  /// Reads `UIAccessibilityPostNotification(…)` at `index`.
  mutating func readNotification(at index: Int) {
    guard inType, token(index + 1)?.isPunctuation("(") == true else { return }
    let close = state.matches[index + 1]
    let argument = close > index + 2 && range.contains(close) ? value(index + 2, close - 1) : nil
    facts.append(
      CodeFact(
        member: .accessibilityNotification, kind: .call, location: location(index), value: argument,
        function: function))
  }

  /// Reads `self.name` or `_name` at `index` when it is passed bare as an argument: a use with no
  /// member.
  mutating func readBareReference(at index: Int) {
    let name: String
    let last: Int
    let text = tokens[index].text
    if text == "self", token(index + 1)?.isPunctuation(".") == true, let property = token(index + 2),
      property.kind == .identifier
    {
      name = property.text
      last = index + 2
    } else if text.hasPrefix("_"), let second = text.unicodeScalars.dropFirst().first,
      second.properties.isLowercase
    {
      name = String(text.dropFirst())
      last = index
    } else {
      return
    }
    guard let before = token(index - 1), let after = token(last + 1) else { return }
    let afterFits =
      after.isPunctuation("]") || after.isPunctuation(")") || after.isPunctuation(",")
      || (after.kind == .identifier && token(last + 2)?.isPunctuation(":") == true)
    var beforeFits = before.isPunctuation(":") || before.isPunctuation(",")
    if before.isPunctuation("(") {
      if let callee = token(index - 2), callee.kind == .identifier, !Self.keywords.contains(callee.text) {
        beforeFits = true
      }
    } else if before.isPunctuation("["), token(index - 2)?.isPunctuation("@") == true {
      beforeFits = true
    }
    guard afterFits, beforeFits else { return }
    var use = PropertyUse(
      property: name, member: nil, memberName: nil, kind: .call, location: location(index), owner: typeName,
      function: function, scope: typeName)
    if before.isPunctuation(":"), let (receiver, selector) = enclosingMessage(of: index) {
      // `[nc addObserver:self … object:self.urlField]`: handed to `nc.addObserver`, in its
      // `object` slot.
      use.handedTo = receiver + "." + selector
      if let label = token(index - 2), label.kind == .identifier { use.slot = label.text }
    }
    uses.append(use)
  }

  /// The receiver (a dotted name; a nested message as a chain, or `_`) and first selector piece of
  /// the message whose brackets hold the token at `index`.
  func enclosingMessage(of index: Int) -> (receiver: String, selector: String)? {
    var at = index - 1
    while let token = token(at), index - at < 256 {
      if token.isPunctuation("]") || token.isPunctuation(")") {
        let open = state.matches[at]
        guard open >= 0, open < at else { return nil }
        at = open - 1
        continue
      }
      if token.isPunctuation("[") {
        if self.token(at + 1)?.isPunctuation("[") == true {
          // `[[NSNotificationCenter defaultCenter] addObserver:…]`: the inner message, read as a
          // chain (`NSNotificationCenter.defaultCenter`) when it is a name and one selector, else `_`.
          let close = state.matches[at + 1]
          guard close > at, let piece = self.token(close + 1), piece.kind == .identifier else { return nil }
          let (inner, next) = dottedPath(from: at + 2)
          let simple = !inner.isEmpty && self.token(next)?.kind == .identifier && next + 1 == close
          return (simple ? (inner + [tokens[next].text]).joined(separator: ".") : "_", piece.text)
        }
        let (path, next) = dottedPath(from: at + 1)
        guard !path.isEmpty, let piece = self.token(next), piece.kind == .identifier else { return nil }
        return (path.joined(separator: "."), piece.text)
      }
      if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") { return nil }
      at -= 1
    }
    return nil
  }
}
