import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// A button-like control: its title (first unlabeled text), or the labels its label closure's
  /// views combine, and the views of the label kept as its children.
  func button(_ name: String, _ call: FunctionCallExprSyntax, _ context: Context) -> Element {
    let role: Role = name == "Link" ? .link : name == "Menu" ? .popUpButton : .button
    var button = element(role, name, at: call, context)
    if let title = titleArgument(call) {
      setText(context.bindings.evaluateText(title), into: &button, as: .title(.normal)) {
        $0.content.titles[.normal] = $1
      }
    } else if let label = closure("label", of: call) ?? trailingLabel(name, call) {
      // `Button { action } label: { … }`, `Button(action: …) { label }`, `Button(intent: …) { label }`
      // (App Intents), `Link(destination:) { label }`.
      button.children = views(label.statements, context)
      combine(button.children, into: &button)
      keepLabelFrame(label.statements, context, on: &button)
      // A label of `EmptyView()` alone draws nothing: the control has no size, so neither a touch
      // nor VoiceOver reaches it; code triggers it (`NavigationLink(destination:isActive:) {
      // EmptyView() }`), and it is read as not shown.
      if Self.drawsNothing(label.statements) { button.isHidden = true }
      // A button combines its label: the buttons and actions inside become its named actions.
      for action in Self.buttonNames(button.children).map({ AccessibilityCustomAction(name: $0) })
        + Self.customActions(in: button.children)
      where !button.accessibility.customActions.contains(action) {
        button.accessibility.customActions.append(action)
      }
    } else if let label = argument("label", call), let labelView = view(label, context) {
      // `Button(action: action, label: label)`: a view property or function passed on.
      button.children = [labelView]
      combine(button.children, into: &button)
    }
    if let image = argument("systemImage", call) {
      button.content.images[.normal] = context.bindings.evaluate(image).shown
    }
    // The titles SwiftUI gives these controls when the code passes none.
    if button.content.titles[.normal] == nil && button.content.images.isEmpty && button.children.isEmpty {
      switch name {
      case "EditButton": button.content.titles[.normal] = "Edit"
      case "ShareLink": button.content.titles[.normal] = "Share"
      case "PasteButton": button.content.titles[.normal] = "Paste"
      case "Button": button.content.systemItem = Self.defaultLabelItem(call)
      default: break
      }
    }
    return button
  }

  /// Keeps on `button` the sides its label's own fixed frame gives (``RuntimeAttribute/labelWidthKeyPath``),
  /// for a label of one view.
  private func keepLabelFrame(_ statements: CodeBlockItemListSyntax, _ context: Context, on button: inout Element) {
    guard statements.count == 1, let expression = statements.first?.item.as(ExprSyntax.self) else { return }
    // What the source fixes for good (a size from state, or a preview's example, is the app's),
    // made once a frame is found.
    var fixed: SwiftUIBindings?
    let sides = SwiftUIFrameModifiers.fixedSides(of: expression) { side in
      let bindings = fixed ?? context.bindings.fixed
      fixed = bindings
      guard case .number(let value) = bindings.evaluate(side) else { return nil }
      return value
    }
    guard let sides else { return }
    for (keyPath, side) in [
      (RuntimeAttribute.labelWidthKeyPath, sides.width), (RuntimeAttribute.labelHeightKeyPath, sides.height),
    ] {
      if let side { button.runtimeAttributes.append(RuntimeAttribute(keyPath: keyPath, value: .number(side))) }
    }
  }

  /// Whether `statements` are only `EmptyView()`.
  private static func drawsNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard statements.count == 1, let call = statements.first?.item.as(FunctionCallExprSyntax.self) else { return false }
    return call.calledExpression.trimmedText == "EmptyView" && call.arguments.isEmpty
  }

  /// The trailing closure when it is the label: not `Button("Title") { action }` nor `Button(role:)
  /// { action }`, whose closure is the action, nor a closure that takes values (`PasteButton(payloadType:)
  /// { strings in … }`, whose closure receives what is pasted).
  private func trailingLabel(_ name: String, _ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    guard let closure = call.trailingClosure, closure.signature == nil, name != "PasteButton" else { return nil }
    return name != "Button" || argument("action", call) ?? argument("intent", call) != nil ? closure : nil
  }

  /// `Button(role: .close) { dismiss() }`: iOS 26's `init(role:action:)` "creates a button that
  /// displays a default label" (Apple), the symbol of the role. Apple does not document the words;
  /// they are read as UIKit's bar button item showing the same symbol says them (xmark: Close or
  /// Cancel, checkmark: Done, trash: Delete).
  static func defaultLabelItem(_ call: FunctionCallExprSyntax) -> String? {
    guard call.arguments.count <= 2,
      call.arguments.allSatisfy({ $0.label?.text == "role" || $0.label?.text == "action" }),
      let role = call.arguments.first(where: { $0.label?.text == "role" })?.expression.as(MemberAccessExprSyntax.self),
      role.base == nil || role.base?.trimmedText == "ButtonRole"
    else { return nil }
    return defaultLabelItems[role.declName.baseName.text]
  }

  private static let defaultLabelItems = [
    "close": "close", "cancel": "cancel", "confirm": "done", "destructive": "trash",
  ]
}
