import HeraldSyntax
import HeraldTree
import SwiftSyntax

/// How the reader turns what it sees into facts and uses: a member chain assigned or called
/// (`titleLabel.font = …`, `button.setTitle(…)`), and a container the code empties.
extension SwiftFactVisitor {
  /// Records that the code removes every view the property `container` holds.
  func recordEmptied(_ container: String, at node: some SyntaxProtocol) {
    uses.append(
      PropertyUse(
        property: container, member: .removesSubviews, memberName: "removeFromSuperview", kind: .call,
        location: location(node), function: stack.last?.function, scope: stack.last?.type.name))
  }

  /// Records what a member chain does (`[titleLabel, font]` assigned, `[button, setTitle]`
  /// called): a fact on the type's own view for its own member; otherwise a use of the property
  /// the chain reaches, and a fact on the view the type stores under that name.
  func record(
    _ chain: [String], memberName: String, kind: CodeFact.Kind, at node: some SyntaxProtocol,
    value valueText: @autoclosure () -> String?
  ) {
    guard !chain.isEmpty else { return }
    let at = location(node)
    let member = CodeMember(name: memberName)
    // The value's text is made only for members Herald tracks (most calls are not).
    let value = member == nil ? nil : valueText()
    let builder = stack.last
    if member == nil, kind == .call, chain.count == 1 || chain.count == 2 && chain[0] == "self",
      builder?.isLocal(chain[0]) != true, memberName.first?.isUppercase != true
    {
      // `fadeIn()`, `self.applyStyle()`: the method's code is followed where it is called
      // (`String(…)`, `UIFont(…)` make a value: no method of the view).
      builder?.addOwnCall(memberName)
    }
    if chain.count == 1 || member == .drawing && Self.isOwnLayer(chain) {
      // A local variable of the same name (`var accessibilityLabel = …`) is not the view's; an
      // explicit `self.accessibilityLabel` is, whatever a parameter is called.
      if builder?.isLocal(chain[0]) == true, !Self.isExplicitSelf(node) { return }
      if let member {
        builder?.addOwn(CodeFact(member: member, kind: kind, location: at, value: value, function: builder?.function))
      }
      return
    }
    let target = chain[chain.count - 2]
    uses.append(
      PropertyUse(
        property: target, member: member, memberName: memberName, kind: kind, location: at, value: value,
        // `titleLabel.text`, `self.titleLabel.text`, `navigationItem.leftBarButtonItem?.title`: own.
        owner: Self.isOwn(chain) ? builder?.type.name : nil, function: builder?.function, scope: builder?.type.name))
    guard let member else { return }
    let fact = CodeFact(member: member, kind: kind, location: at, value: value, function: builder?.function)
    builder?.add(fact, on: target)
    // `button.titleLabel?.font = …` is also about `button`, through a view inside it.
    for name in chain.dropLast(2) {
      uses.append(
        PropertyUse(property: name, member: member, memberName: memberName, kind: kind, location: at, value: value)
          .insideIt())
      builder?.add(fact, on: name)
    }
  }

  /// A recognizer made in an `addGestureRecognizer(…)` call, by its type and action however long
  /// its arguments (`UITapGestureRecognizer(action: #selector(dismissKeyboard))`), so that rules
  /// can tell a tap, and a tap that only dismisses the keyboard.
  static func recognizerMade(in call: FunctionCallExprSyntax) -> String? {
    guard let made = call.arguments.first?.expression.as(FunctionCallExprSyntax.self) else { return nil }
    let action = made.arguments.first { $0.label?.text == "action" }.map {
      "action: \($0.expression.trimmedText)"
    }
    return "\(made.calledExpression.trimmedText)(\(action ?? "…"))"
  }

  /// The segment a long call of a segmented control sets, as `…, forSegmentAt: 2`
  /// (`setImage(UIImage.symbol(.key, accessibilityLabel: …), forSegmentAt: 0)`), so that rules
  /// can tell which segment's title code replaces; `nil` for a call without that argument.
  static func segmentSet(in call: FunctionCallExprSyntax) -> String? {
    guard let segment = call.arguments.last, segment.label?.text == "forSegmentAt",
      let index = SwiftExpressions.shortText(segment.expression)
    else { return nil }
    return "…, forSegmentAt: \(index)"
  }

  /// Whether the written chain starts with `self.` (`self.accessibilityLabel = …`).
  static func isExplicitSelf(_ node: some SyntaxProtocol) -> Bool {
    guard let first = node.firstToken(viewMode: .sourceAccurate), first.tokenKind == .keyword(.self),
      let next = first.nextToken(viewMode: .sourceAccurate)
    else { return false }
    // Written together, as the text `self.` or `self?.` (no space or comment between).
    let end = node.endPositionBeforeTrailingTrivia
    func adjoins(_ a: TokenSyntax, _ b: TokenSyntax) -> Bool {
      a.trailingTriviaLength.utf8Length == 0 && b.leadingTriviaLength.utf8Length == 0 && b.position < end
    }
    if next.tokenKind == .period { return adjoins(first, next) }
    guard next.tokenKind == .postfixQuestionMark, let period = next.nextToken(viewMode: .sourceAccurate) else {
      return false
    }
    return period.tokenKind == .period && adjoins(first, next) && adjoins(next, period)
  }
}
