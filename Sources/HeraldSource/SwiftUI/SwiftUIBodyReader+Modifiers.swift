import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// SwiftUI's accessibility traits by their Swift names.
  static let traits: [String: AccessibilityTraits] = [
    "isButton": .button, "isHeader": .header, "isSelected": .selected, "isLink": .link, "isImage": .image,
    "isStaticText": .staticText, "isSummaryElement": .summaryElement, "updatesFrequently": .updatesFrequently,
    "playsSound": .playsSound, "startsMediaSession": .startsMediaSession,
    "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn,
    "isSearchField": .searchField, "isKeyboardKey": .keyboardKey, "isToggle": .toggleButton, "isTabBar": .tabBar,
  ]

  /// Applies the modifier `name` (called as `call`) to `element`.
  func apply(
    _ name: String, _ call: FunctionCallExprSyntax, argument given: ExprSyntax? = nil, to element: inout Element,
    _ context: Context
  ) {
    // A list's own modifiers after an overlay reach the list the overlay is drawn over.
    if let base = Self.overlaidContainer(element), ["scrollContentBackground", "listStyle"].contains(name) {
      apply(name, call, argument: given, to: &element.children[base], context)
      return
    }
    let bindings = context.bindings
    let first = given ?? call.arguments.first?.expression
    switch name {
    // `.help(…)` sets the hint too (Apple, `help(_:)`: "configures the view's accessibility hint and
    // its help tag"); the outermost of it and `accessibilityHint` wins, as each sets the same hint.
    case "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityIdentifier", "help":
      guard let first else { return }
      // An identifier is a plain `String`; the others take localized text.
      let value = name == "accessibilityIdentifier" ? bindings.evaluate(first) : bindings.evaluateText(first)
      let fields: [String: LocalizableField] = [
        "accessibilityLabel": .accessibilityLabel, "accessibilityValue": .accessibilityValue,
        "accessibilityHint": .accessibilityHint, "help": .accessibilityHint,
      ]
      setText(value, into: &element, as: fields[name]) { element, text in
        switch name {
        case "accessibilityLabel": element.accessibility.label = text
        case "accessibilityValue": element.accessibility.value = text
        case "accessibilityHint", "help": element.accessibility.hint = text
        default: element.accessibility.identifier = text
        }
      }
      if name == "accessibilityHint" || name == "help" { Self.markHelpTag(name == "help", &element) }
      // A shape says nothing of its own, but given a label, value or hint it is an element that
      // speaks them, even empty (AccessibilitySnapshot's `testSimpleView` and
      // `testBasicAccessibilityDemo` #12, iOS 18).
      if name != "accessibilityIdentifier", Self.isShape(element) { element.accessibility.isElement = true }
    case "accessibility":
      // The iOS 13 spelling, `.accessibility(label: Text("…"))`, `.accessibility(hidden: true)`:
      // each argument is the modifier of its name.
      for argument in call.arguments {
        guard let label = argument.label?.text else { continue }
        let modifier = "accessibility" + label.prefix(1).uppercased() + label.dropFirst()
        apply(modifier, call, argument: argument.expression, to: &element, context)
      }
    case "accessibilityAddTraits", "accessibilityRemoveTraits":
      guard let first else { return }
      let named = Self.traitNames(first).compactMap { Self.traits[$0] }
      var traits = element.accessibility.traits ?? element.role.defaultTraits
      for trait in named {
        if name == "accessibilityAddTraits" { traits.formUnion(trait) } else { traits.subtract(trait) }
      }
      element.accessibility.traits = traits
    case "accessibilityHidden":
      // Hidden when the source says so for good; a condition the app computes, or state it
      // changes as it runs (`@State var isHidden = true` that `onAppear` clears), leaves the view
      // shown (the first alternative), noted on the element.
      guard let first else { return }
      switch bindings.fixed.evaluate(first) {
      case .bool(let hidden): element.accessibility.elementsHidden = element.accessibility.elementsHidden || hidden
      default:
        element.runtimeAttributes.append(
          RuntimeAttribute(
            keyPath: RuntimeAttribute.undecidedHiddenKeyPath, value: .other(type: "swiftui", text: first.sourceText)))
      }
    case "accessibilityElement":
      accessibilityElement(call, &element, context)
    case "accessibilityCustomContent": customContent(call, &element, context)
    case "listStyle", "textCase": SwiftUISectionHeaders.mark(name, call, &element)
    case "scrollContentBackground":
      // `.scrollContentBackground(.hidden)`: a list or form without its own background, on what is behind it.
      element.runtimeAttributes.append(
        RuntimeAttribute(
          keyPath: RuntimeAttribute.scrollContentBackgroundKeyPath,
          value: .other(type: "swiftui", text: first?.trimmedText ?? "")))
    case "redacted", "unredacted":
      // `.redacted(reason: .placeholder)` draws placeholder shapes, not the text (`.unredacted()` undoes it).
      guard name == "unredacted" || first?.trimmedText == ".placeholder" else { return }
      let redacted = RuntimeAttribute(keyPath: RuntimeAttribute.redactedKeyPath, value: .boolean(name == "redacted"))
      element.runtimeAttributes.append(redacted)
    case "labelStyle":
      // `.labelStyle(.iconOnly)` draws a `Label`'s icon, not its title (which stays its label).
      guard let style = first.flatMap({ RuntimeAttribute.labelStyle(named: $0.trimmedText) }) else { return }
      element.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.labelStyleKeyPath, value: .string(style)))
    case "accessibilityRepresentation": representation(call, &element, context)
    case "accessibilityAdjustableAction":
      var traits = element.accessibility.traits ?? element.role.defaultTraits
      traits.formUnion(.adjustable)
      element.accessibility.traits = traits
      element.runtimeAttributes.append(RuntimeAttribute(keyPath: "swiftui.adjustableAction", value: .boolean(true)))
    case "accessibilityActions":
      // `.accessibilityActions { Button("Reply") { … } }`: each button a named action.
      guard let closure = call.trailingClosure ?? closures(of: call).first else { return }
      for name in Self.buttonNames(views(closure.statements, context))
      where !element.accessibility.customActions.contains(where: { $0.name == name }) {
        element.accessibility.customActions.append(AccessibilityCustomAction(name: name))
      }
    case "accessibilityAction":
      let kind = first.flatMap { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
      if let named = argument("named", call) {
        element.accessibility.customActions.append(AccessibilityCustomAction(name: bindings.evaluate(named).shown))
      } else if let label = closure("label", of: call) {
        // `.accessibilityAction { … } label: { Text("Reply") }`: a named action.
        let name = spokenLabels(views(label.statements, context)).joined(separator: ", ")
        element.accessibility.customActions.append(AccessibilityCustomAction(name: name))
      } else if let kind, kind != "default" {
        // `.magicTap`, `.escape`: gestures of their own, not the element's activation.
        element.runtimeAttributes.append(
          RuntimeAttribute(keyPath: "swiftui.accessibilityAction.\(kind)", value: .boolean(true)))
      } else {
        element.runtimeAttributes.append(
          RuntimeAttribute(
            keyPath: "swiftui.accessibilityAction",
            value: .other(type: "swiftui", text: first?.sourceText ?? "default")))
      }
    case "accessibilitySortPriority":
      if let first, case .number(let priority) = bindings.evaluate(first) {
        element.runtimeAttributes.append(RuntimeAttribute(keyPath: "swiftui.sortPriority", value: .number(priority)))
      }
    case "accessibilityInputLabels":
      if let array = first?.as(ArrayExprSyntax.self) {
        element.accessibility.inputLabels = array.elements.map { bindings.evaluate($0.expression).shown }
      }
    case "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture":
      gesture(name, call, &element, context)
    case "font":
      guard let first, let font = Self.font(first, bindings) else { return }
      Self.inherit(&element) { descendant in
        var chosen = font.font
        if let own = descendant.appearance.font {
          // Only a weight set closer to the text (`.fontWeight(.medium).font(.system(size: 14))`),
          // on SwiftUI's default body font, leaves the font to this modifier.
          guard own.textStyle == "body", own.pointSize == nil, own.name == nil, own.weight != nil else { return }
          chosen.weight = chosen.weight ?? own.weight
        }
        descendant.appearance.font = chosen
        descendant.appearance.adjustsFontForContentSizeCategory = font.scales
      }
    case "bold", "fontWeight":
      // `.bold()`, `.fontWeight(.semibold)`: the weight of the font the text has, body's when it
      // has none the source fixes (WCAG's large text counts bold from 14 pt).
      let weight = name == "bold" ? "bold" : first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      guard let weight, name == "fontWeight" || first.map({ bindings.evaluate($0) != .bool(false) }) ?? true else {
        return
      }
      Self.inherit(&element) { descendant in
        // A weight set closer to the text wins.
        guard descendant.appearance.font?.weight == nil else { return }
        guard var font = descendant.appearance.font else {
          // SwiftUI's default font: body, which follows Dynamic Type.
          descendant.appearance.font = Font(textStyle: "body", weight: weight)
          descendant.appearance.adjustsFontForContentSizeCategory = true
          return
        }
        font.weight = weight
        descendant.appearance.font = font
      }
    case "pickerStyle":
      let style = first?.sourceText ?? ""
      guard element.role == .popUpButton, style == ".segmented" || style.hasPrefix("SegmentedPickerStyle") else {
        return
      }
      segmented(&element)
    case "toggleStyle", "buttonStyle":
      // Environment modifiers: the toggles (buttons) inside take the innermost style, kept as
      // written: the platform and the container decide what `.automatic` is (a checkbox on macOS,
      // a switch on iOS; a whole row in a `List`).
      // An app's closure style (`.buttonStyle { configuration in … }`, its own extension) is named
      // by its parameters.
      let closure = call.trailingClosure.map { "{ \($0.signature?.parameterClause?.trimmedDescription ?? "_") in … }" }
      guard let written = first?.sourceText ?? closure else { return }
      // On one line, shortened: a style is named in messages.
      let line = written.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      let style = line.count > 60 ? String(line.prefix(57)) + "…" : line
      let isToggle = name == "toggleStyle"
      let keyPath = isToggle ? RuntimeAttribute.toggleStyleKeyPath : RuntimeAttribute.buttonStyleKeyPath
      Self.inherit(&element) { descendant in
        guard isToggle ? descendant.className == "Toggle" : descendant.role == .button,
          !descendant.runtimeAttributes.contains(where: { $0.keyPath == keyPath })
        else { return }
        // Swift code, not text the app shows: no rule takes it for a label code may set.
        descendant.runtimeAttributes.append(RuntimeAttribute(keyPath: keyPath, value: .other(type: name, text: style)))
      }
    case "frame":
      for dimension in ["width", "height"] {
        guard let expression = argument(dimension, call), case .number(let size) = bindings.evaluate(expression)
        else { continue }
        element.runtimeAttributes.append(RuntimeAttribute(keyPath: "swiftui.\(dimension)", value: .number(size)))
      }
    case "foregroundColor", "foregroundStyle":
      guard let first else { return }
      // A style the source does not fix (a theme's colour, a gradient) is unknown, not the default.
      let color = Self.color(first, bindings) ?? Self.unknownColor(first.trimmedText)
      Self.inherit(&element) { descendant in
        if descendant.appearance.textColor == nil { descendant.appearance.textColor = color }
      }
    case "background", "listRowBackground", "containerBackground":
      // `.background()`/`.background(.background)`: the platform's background style (Apple's default).
      let isDefault =
        name == "background" && call.trailingClosure == nil
        && call.arguments.allSatisfy({ $0.label?.text == "ignoresSafeAreaEdges" || $0.label == nil })
        && (call.arguments.first(where: { $0.label == nil }).map({ $0.expression.trimmedText == ".background" })
          ?? true)
      let passed = isDefault ? nil : passedBackground(call, context)
      let drawn =
        isDefault ? Self.backgroundStyle(index.platform) : passed.map(\.color) ?? Self.background(call, bindings)
      element.appearance.backgroundColor = Self.stacked(drawn, by: name, under: element.appearance.backgroundColor)
    case "overlay":
      overlay(call, on: &element, context)
    case "disabled":
      guard let first, bindings.evaluate(first) == .bool(true) else { return }
      Self.inherit(&element) { $0.state.isEnabled = false }
    case "hidden":
      element.isHidden = true
    case "opacity":
      // An opacity state decides (`.opacity(isShown ? 1 : 0)` over `@State`) is the view's in
      // some states only: as for `accessibilityHidden`, the view stays shown.
      if let first, case .number(let alpha) = bindings.fixed.evaluate(first) { element.alpha = min(1, max(0, alpha)) }
    case "navigationTitle":
      guard let first else { return }
      var title = self.element(.staticText, "navigationTitle", at: call, context)
      setText(bindings.evaluateText(first), into: &title, as: .text) { $0.content.text = $1 }
      title.accessibility.traits = [.staticText, .header]
      // In the navigation bar, between its leading and trailing items; on a leaf
      // (`Text("Inbox").navigationTitle("Mail")`) the bar goes before it, around both.
      placeInBars([title], name, call, &element, context)
    case "toolbar":
      toolbar(call, &element, context)
    case "safeAreaInset":
      safeAreaInset(call, &element, context)
    case "searchable":
      searchable(call, &element, context)
    case "tag":
      // A picker option's value, matched against the selection; one written as an optional
      // (`Optional(x)`, `.some(x)`, `x as T?`) is marked: only it matches an optional selection.
      if let first {
        let (value, isOptional) = Self.optionalTag(first)
        element.runtimeAttributes.append(
          RuntimeAttribute(
            keyPath: Self.tagKeyPath, value: .other(type: "swiftui", text: bindings.evaluate(value).shown)))
        if isOptional {
          element.runtimeAttributes.append(RuntimeAttribute(keyPath: Self.optionalTagKeyPath, value: .boolean(true)))
        }
      }
    default:
      return
    }
  }

  /// `.accessibilityElement(children: .ignore)` (the default), `.combine` or `.contain`.
  private func accessibilityElement(_ call: FunctionCallExprSyntax, _ element: inout Element, _ context: Context) {
    var behaviour = "ignore"
    if let children = argument("children", call) {
      // `isFocused ? .contain : .combine`: the branch the values the source fixes for good choose,
      // else the first (state the app changes, even one that starts known, gives both: a modifier
      // is not told apart by state); `AccessibilityChildBehavior.combine` by its member name.
      var written = children
      if let sequence = children.as(SequenceExprSyntax.self),
        case .ternary(let condition, .leaf(let then), .leaf(let other)) = Folded(sequence)
      {
        let decided = context.bindings.fixed.evaluate(condition)
        written = decided == .bool(false) ? other : then
        if decided == nil {
          // The grouping depends on the app's state (`isFocused ? .contain : .combine`): the first
          // is read, and the rules are told the other may apply.
          element.runtimeAttributes.append(
            RuntimeAttribute(
              keyPath: "swiftui.undecidedGrouping", value: .other(type: "swiftui", text: sequence.sourceText)))
        }
      }
      if let member = written.as(MemberAccessExprSyntax.self) {
        behaviour = member.declName.baseName.text
      } else {
        // A behaviour the app computes: the view is left as it is, noted.
        element.runtimeAttributes.append(
          RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(children.sourceText)))
        return
      }
    }
    switch behaviour {
    case "contain":
      element.accessibility.isElement = false
      element.accessibility.shouldGroupChildren = true
      element.accessibility.containerType = .semanticGroup
    case "combine":
      element.accessibility.isElement = true
      // The children's labels, texts and images by name; their unlabelled SF Symbols only when
      // nothing else speaks (AccessibilitySnapshot's `testBasicAccessibilityDemo` #14, iOS 18: an
      // `Image(systemName:)` beside two texts is not read).
      let texts = spokenLabels(element.children, symbols: false)
      let labels = texts.isEmpty ? spokenLabels(element.children) : texts
      if element.content.text == nil && element.content.titles.isEmpty && !labels.isEmpty {
        element.content.text = labels.joined(separator: ", ")
      }
      adoptTextMarks(of: element.children, into: &element)
      // The default actions of buttons inside become named actions of the new element.
      for name in Self.buttonNames(element.children)
      where !element.accessibility.customActions.contains(where: { $0.name == name }) {
        element.accessibility.customActions.append(AccessibilityCustomAction(name: name))
      }
    default:
      element.accessibility.isElement = true
      element.runtimeAttributes.append(RuntimeAttribute(keyPath: "swiftui.ignoresChildren", value: .boolean(true)))
    }
  }

  /// A tap or long-press gesture, as a gesture recognizer of the element.
  private func gesture(_ name: String, _ call: FunctionCallExprSyntax, _ element: inout Element, _ context: Context) {
    let kind: GestureRecognizer.Kind
    switch name {
    case "onTapGesture":
      // A double tap (to zoom, to like) is not how a view acts as a button; nor is
      // `.gesture(TapGesture(count: 2))`, below.
      kind = Self.isSingleTap(count: Self.countArgument(of: call)) ? .tap : .other
    case "onLongPressGesture": kind = .longPress
    default:
      let gesture = call.arguments.first?.expression
      let text = gesture?.sourceText ?? ""
      kind =
        text.hasPrefix("TapGesture") || text.hasPrefix("SpatialTapGesture")
        ? (Self.hasSingleTap(gesture) ? .tap : .other)
        : text.hasPrefix("LongPressGesture")
          ? .longPress
          : text.hasPrefix("DragGesture")
            ? .pan
            : text.hasPrefix("MagnifyGesture") || text.hasPrefix("MagnificationGesture") ? .pinch : .other
    }
    element.connections.gestureRecognizers.append(
      GestureRecognizer(kind: kind, actions: [name], location: location(call, context)))
  }

  /// The `count:` argument of a tap (`onTapGesture(count:)`, `TapGesture(count:)`), if written.
  static func countArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == "count" }?.expression
  }

  /// Whether a tap's `count:` makes it a single tap: written as 1, or not written (SwiftUI's default).
  static func isSingleTap(count: ExprSyntax?) -> Bool {
    count.map { $0.sourceText == "1" } ?? true
  }

  /// Whether a gesture expression acts on a single tap: one of its `TapGesture`s (or
  /// `SpatialTapGesture`s), composed ones included (`TapGesture(count: 2).exclusively(before:
  /// TapGesture())`), is a single tap; so is an expression with none the reader can see.
  static func hasSingleTap(_ gesture: ExprSyntax?) -> Bool {
    guard let gesture else { return true }
    var sawTap = false
    for token in gesture.tokens(viewMode: .sourceAccurate)
    where ["TapGesture", "SpatialTapGesture"].contains(token.text) {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        let call = reference.parent?.as(FunctionCallExprSyntax.self)
      else { continue }
      if isSingleTap(count: countArgument(of: call)) { return true }
      sawTap = true
    }
    return !sawTap
  }

  /// The trait names of `.isButton` or `[.isButton, .isHeader]`.
  static func traitNames(_ expression: ExprSyntax) -> [String] {
    if let member = expression.as(MemberAccessExprSyntax.self) { return [member.declName.baseName.text] }
    if let array = expression.as(ArrayExprSyntax.self) { return array.elements.flatMap { traitNames($0.expression) } }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return sequence.elements.compactMap { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
    }
    return []
  }

  /// Applies `change` to `element` and every descendant: an environment value (a font, a colour,
  /// `disabled`) reaches every view below; `change` keeps what a view set for itself.
  static func inherit(_ element: inout Element, _ change: (inout Element) -> Void) {
    change(&element)
    for index in element.children.indices { inherit(&element.children[index], change) }
  }
}
