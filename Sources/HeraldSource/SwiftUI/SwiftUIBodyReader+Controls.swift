import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// Containers whose closures hold their content, and the role each becomes.
  static let containers: [String: Role] = [
    "VStack": .stackView, "HStack": .stackView, "LazyVStack": .stackView, "LazyHStack": .stackView,
    "ZStack": .view, "Group": .view, "Grid": .view, "GridRow": .view, "LazyVGrid": .view, "LazyHGrid": .view,
    "ScrollView": .scrollView, "List": .tableView, "Form": .tableView, "NavigationStack": .view,
    "NavigationView": .view, "NavigationSplitView": .view, "TabView": .view, "ViewThatFits": .view,
    "GeometryReader": .view, "ScrollViewReader": .view, "VStackLayout": .stackView, "HStackLayout": .stackView,
    "ControlGroup": .view, "GroupBox": .view, "DisclosureGroup": .view, "Section": .view,
    "LabeledContent": .view, "HSplitView": .view, "VSplitView": .view,
  ]

  /// Controls whose trailing closure is their label (`Toggle(isOn:) { Text("Sound") }`).
  static let trailingLabel: Set<String> = [
    "Toggle", "Slider", "Stepper", "DatePicker", "ColorPicker", "MultiDatePicker", "ProgressView", "Gauge",
    "TextField", "SecureField", "Link", "NavigationLink", "Label",
  ]

  /// `element` and its subtree shown (an option of a picker's menu, read for its text).
  static func shown(_ element: Element) -> Element {
    var result = element
    result.isHidden = false
    result.children = result.children.map(shown)
    return result
  }

  /// The element a SwiftUI view or control call builds, or `nil` when `name` is none of them.
  func control(_ name: String, _ call: FunctionCallExprSyntax, _ context: Context) -> Element? {
    let bindings = context.bindings
    let first = call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
    switch name {
    case "Text":
      return text(call, context)
    case "ToolbarItem", "ToolbarItemGroup":
      return toolbarItem(name, call, context)
    case "Image":
      return image(call, context)
    case "AsyncImage":
      return asyncImage(call, context)
    case "Label":
      var label = element(.staticText, name, at: call, context)
      if let first {
        setText(bindings.evaluateText(first), into: &label, as: .text) { $0.content.text = $1 }
      } else if let title = closure("title", of: call) ?? call.trailingClosure {
        label.content.text = spokenLabels(views(title.statements, context)).joined(separator: ", ")
      }
      return label
    case "Button", "NavigationLink", "Link", "Menu", "ShareLink", "EditButton", "PasteButton":
      return button(name, call, context)
    case "Toggle":
      var toggle = titled(.switch, name, call, context)
      if let isOn = argument("isOn", call), case .bool(let on) = bindings.evaluate(isOn) {
        toggle.state.isOn = on
      } else {
        // Announced off; the app decides (noted on the element).
        toggle.state.isOn = false
        if let isOn = argument("isOn", call) {
          toggle.runtimeAttributes.append(
            RuntimeAttribute(keyPath: "swiftui.state", value: .other(type: "swiftui", text: isOn.sourceText)))
        }
      }
      return toggle
    case "Slider", "ProgressView", "Gauge":
      return ranged(name, call, context)
    case "Stepper":
      var stepper = element(.stepper, name, at: call, context)
      // Without `in:` a stepper has no bounds: neither button is dimmed.
      if argument("in", call) != nil { stepper.content.range = range(call, context) }
      var row = element(.view, name, at: call, context)
      row.children = [titled(.staticText, name, call, context), stepper]
      row.children[0].content.text = row.children[0].content.titles[.normal]
      return row
    case "Picker":
      // A menu that shows its selection; its options are in the menu (hidden until a
      // `.pickerStyle(.segmented)` shows them as segments).
      var picker = titled(.popUpButton, name, call, context)
      if let options = closure("content", of: call) ?? call.trailingClosure {
        picker.children = views(options.statements, context).map { option in
          var hidden = option
          hidden.isHidden = true
          return hidden
        }
      }
      // The value is the text of the option whose `.tag` is the selection.
      if let selection = argument("selection", call) {
        let chosen = context.bindings.evaluate(selection)
        let optional = selectionIsOptional(selection, context)
        let option = chosen.isKnown ? Self.option(tagged: chosen.shown, in: picker.children, optional: optional) : nil
        picker.accessibility.value =
          option.flatMap { spokenLabels([Self.shown($0)]).first } ?? SwiftUIValue.placeholder(selection.sourceText)
        if option == nil { markUnknown(&picker, selection) }
        // Which option is chosen, for a segmented style that shows each option as a segment.
        if option != nil {
          picker.runtimeAttributes.append(
            RuntimeAttribute(keyPath: Self.selectedTagKeyPath, value: .other(type: "swiftui", text: chosen.shown)))
        }
      }
      return picker
    case "DatePicker", "ColorPicker", "MultiDatePicker":
      return titled(.button, name, call, context)
    case "TextField", "SecureField", "TextEditor":
      let role: Role = name == "SecureField" ? .secureTextField : name == "TextEditor" ? .textView : .textField
      var field = element(role, name, at: call, context)
      if let prompt = argument("prompt", call) {
        // With a prompt, the title is the label and the prompt the placeholder.
        setText(bindings.evaluate(prompt), into: &field, as: .placeholder) { $0.content.placeholder = $1 }
        if let first {
          setText(bindings.evaluateText(first), into: &field, as: .accessibilityLabel) { $0.accessibility.label = $1 }
        }
      } else if let first {
        setText(bindings.evaluateText(first), into: &field, as: .placeholder) { $0.content.placeholder = $1 }
      }
      if field.content.placeholder == nil, field.accessibility.label == nil,
        let label = closure("label", of: call) ?? call.trailingClosure
      {
        let texts = spokenLabels(views(label.statements, context), images: false)
        if !texts.isEmpty { field.accessibility.label = texts.joined(separator: ", ") }
      }
      if let text = argument("text", call), case .text(let value, _) = bindings.evaluate(text) {
        field.content.text = value
      }
      return field
    case "ForEach":
      return forEach(call, context)
    case "TabView", "ViewThatFits":
      return oneAtATime(name, container(name, .view, call, context), call, context)
    case "DisclosureGroup":
      // A disclosure button with the title; the content shows once expanded (collapsed at first).
      var result = element(.view, name, at: call, context)
      var disclosure = titled(.button, name, call, context)
      disclosure.accessibility.traits = [.button]
      var content = (closure("content", of: call) ?? call.trailingClosure).map { views($0.statements, context) } ?? []
      for index in content.indices { content[index].isHidden = true }
      result.children = [disclosure] + content
      return result
    default:
      if Self.shapes.contains(name) { return element(.view, name, at: call, context) }
      guard let role = Self.containers[name] else { return nil }
      return container(name, role, call, context)
    }
  }

  /// A container and the views of its closures; a section's header first and footer last, its
  /// header text read as a heading; `List(items) { row }` as a `ForEach`.
  private func container(_ name: String, _ role: Role, _ call: FunctionCallExprSyntax, _ context: Context) -> Element {
    var result = element(role, name, at: call, context)
    if role == .stackView {
      result.stack = StackLayout(axis: name.hasPrefix("H") || name.hasPrefix("LazyH") ? .horizontal : .vertical)
    }
    if name == "List", call.arguments.first?.label == nil, call.arguments.first != nil,
      let rows = forEach(call, context)
    {
      result.children = [rows]
      return result
    }
    if name == "Group" { result.runtimeAttributes.append(Self.transparent) }
    var header: [Element] = []
    // `LabeledContent("Name", value: x)` (iOS 16, macOS 13): its label, then its content.
    if ["Section", "GroupBox", "LabeledContent"].contains(name), let title = call.arguments.first, title.label == nil,
      !title.expression.is(ClosureExprSyntax.self)
    {
      var text = element(.staticText, "Text", at: title, context)
      setText(context.bindings.evaluateText(title.expression), into: &text, as: .text) { $0.content.text = $1 }
      header.append(text)
    }
    for label in ["header", "label"] {
      if let expression = argument(label, call), let built = view(expression, context) { header.append(built) }
      if let closure = closure(label, of: call) { header += views(closure.statements, context) }
    }
    if name == "Section" {
      header = header.map { header in
        var marked = Self.heading(header)
        marked.runtimeAttributes.append(SwiftUISectionHeaders.header)
        return marked
      }
    }
    var content: [Element] = []
    if let closure = closure("content", of: call) ?? call.trailingClosure {
      content = views(closure.statements, context)
    }
    if name == "LabeledContent", let value = argument("value", call) {
      var text = element(.staticText, "Text", at: value, context)
      setText(context.bindings.evaluate(value), into: &text, as: .text) { $0.content.text = $1 }
      content.append(text)
    } else if name == "LabeledContent" {
      content = labelled(content, by: header)
    }
    var footer: [Element] = []
    if let expression = argument("footer", call), let built = view(expression, context) { footer.append(built) }
    if let closure = closure("footer", of: call) { footer += views(closure.statements, context) }
    result.children = header + content + footer
    return result
  }

  /// A section header's texts with the header trait, as SwiftUI reads them.
  static func heading(_ element: Element) -> Element {
    var result = element
    if result.role == .staticText {
      result.accessibility.traits = (result.accessibility.traits ?? result.role.defaultTraits).union(.header)
    }
    result.children = result.children.map(heading)
    return result
  }

  /// The member of `Image(.member)` or `Image(ImageResource.member)`, a symbol Xcode generates
  /// for an image asset.
  private static func imageResource(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.base == nil || member.base?.trimmedText == "ImageResource"
    else { return nil }
    return member.declName.baseName.text
  }

  /// `Image(systemName:)`, `Image("name")` (both read by their name), `Image(decorative:)` (not
  /// read); an image from code (`Image(uiImage:)`) is kept without a name.
  private func image(_ call: FunctionCallExprSyntax, _ context: Context) -> Element {
    var image = element(.image, "Image", at: call, context)
    guard let argument = call.arguments.first else { return image }
    // `Image(.fountainFill)`: a symbol Xcode generates for an asset (an `ImageResource`), read by
    // the asset's name (``AssetSymbols``); one no catalog among the inputs has is a name the
    // source does not give.
    let resource = argument.label == nil ? Self.imageResource(argument.expression) : nil
    let value: SwiftUIValue =
      resource.map { symbol in
        context.bindings.assets.image(symbol).map { .text($0) }
          ?? .unknown(argument.expression.sourceText)
      } ?? context.bindings.evaluate(argument.expression)
    if let label = self.argument("label", call) {
      // `Image("logo", label: Text("Company logo"))`: the label is what VoiceOver reads.
      setText(context.bindings.evaluate(label), into: &image, as: .accessibilityLabel) { $0.accessibility.label = $1 }
    }
    switch argument.label?.text {
    case nil, "systemName":
      image.accessibility.isElement = true
      image.content.images[.normal] = value.shown
      image.runtimeAttributes.append(argument.label == nil ? Self.imageNameLabel : Self.symbolNameLabel)
      // An image name the app computes: which symbol is not known, but that it is read by its
      // name is (not a text mark: the image still has no label).
      if !value.isKnown {
        image.runtimeAttributes.append(
          RuntimeAttribute(
            keyPath: "swiftui.imageName", value: .other(type: "swiftui", text: argument.expression.sourceText)))
      }
    case "decorative":
      image.accessibility.isElement = false
      image.content.images[.normal] = value.shown
    case "uiImage", "nsImage":
      // An image the app makes in code is an accessibility element like any `Image`, with no asset
      // name SwiftUI could read: without a label it says only "Image".
      image.accessibility.isElement = true
      image.runtimeAttributes.append(Self.imageFromCode("Image(\(argument.label?.text ?? ""):)"))
    default:
      image.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(argument.expression.sourceText)))
    }
    return image
  }

  /// `AsyncImage(url:)`: once loaded, an image the app supplies, read as `Image(uiImage:)` is (an
  /// element without a label, whatever the placeholder was). A closure that shapes the loaded image
  /// with anything but SwiftUI's own views and modifiers (a label, a view of the app) decides what
  /// VoiceOver reads when the app runs: unknown, not unlabeled.
  private func asyncImage(_ call: FunctionCallExprSyntax, _ context: Context) -> Element {
    var image = element(.image, "AsyncImage", at: call, context)
    image.accessibility.isElement = true
    image.runtimeAttributes.append(Self.imageFromCode("AsyncImage(url:)"))
    // The content: a closure (`content:` or the first trailing one), or code passed in.
    let passed = call.arguments.first { $0.label?.text == "content" }?.expression
    let content: Syntax? = passed.map(Syntax.init) ?? call.trailingClosure.map(Syntax.init)
    if let content, !(content.as(ClosureExprSyntax.self).map(Self.shapesOnlyPixels) ?? false) {
      image.runtimeAttributes.append(
        RuntimeAttribute(
          keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(SwiftUIValue.truncatedCode(content))))
    }
    return image
  }

  /// SwiftUI views a loaded image's closure may show without saying anything of its own.
  private static let silentViews: Set<String> = shapes.union(containers.keys).union(["Image", "ProgressView"])

  /// Whether a closure only calls SwiftUI's silent views and modifiers that do not speak: no
  /// `accessibility…` modifier, no other view (`Text`, a view of the app), no function of the
  /// app (`content(phase)`), whether called with parentheses or a trailing closure.
  private static func shapesOnlyPixels(_ closure: ClosureExprSyntax) -> Bool {
    for token in closure.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      if name.hasPrefix("accessibility") { return false }
      // A bare call (`Text("…")`, `content(phase)`, `VStack { … }`), not a modifier (`.resizable()`).
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        let call = reference.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == reference.id
      else { continue }
      if !silentViews.contains(name) { return false }
    }
    return true
  }

  /// Marks an image whose pixels the running app supplies (`Image(uiImage:)`, `AsyncImage`): what
  /// it shows is not in the source, that it has no label is.
  static func imageFromCode(_ call: String) -> RuntimeAttribute {
    RuntimeAttribute(keyPath: RuntimeAttribute.imageFromCodeKeyPath, value: .other(type: "swiftui", text: call))
  }

  /// A control whose first unlabeled argument (or `title:`/`label:` text) is its title.
  func titled(_ role: Role, _ name: String, _ call: FunctionCallExprSyntax, _ context: Context) -> Element {
    var control = element(role, name, at: call, context)
    if let title = titleArgument(call) {
      setText(context.bindings.evaluateText(title), into: &control, as: .title(.normal)) {
        $0.content.titles[.normal] = $1
      }
    } else if let label = closure("label", of: call) ?? (Self.trailingLabel.contains(name) ? call.trailingClosure : nil)
    {
      let labelViews = views(label.statements, context)
      combine(labelViews, into: &control)
    } else if let label = argument("label", call), let labelView = view(label, context) {
      // `Picker(selection: $x, label: Text("Style"))`.
      combine([labelView], into: &control)
    }
    return control
  }

  /// The title a control's first unlabeled (or `title:`) argument gives, if it is not a closure.
  func titleArgument(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
    let title = call.arguments.first { $0.label == nil || $0.label?.text == "title" || $0.label?.text == "titleKey" }
    guard let title, !title.expression.is(ClosureExprSyntax.self) else { return nil }
    return title.expression
  }

  /// A slider, progress view or gauge with its range and value where the source fixes them.
  private func ranged(_ name: String, _ call: FunctionCallExprSyntax, _ context: Context) -> Element {
    let hasValue = argument("value", call) != nil
    let role: Role = name == "Slider" ? .slider : hasValue ? .progressIndicator : .activityIndicator
    var control = titled(role, name, call, context)
    if hasValue { control.content.range = range(call, context) }
    // Bounds the app computes (`in: 0...supplies.totalDuration`): the value cannot be placed in
    // them, so VoiceOver's percentage is the app's; the element is still there to be read.
    if let value = argument("value", call), control.content.range == nil {
      control.accessibility.value = SwiftUIValue.placeholder(value.sourceText)
    }
    return control
  }

  /// The value and range of a slider, stepper or progress view: `value:` within `in: a...b`
  /// (`total:` for a progress view; 0…1 by default), the value at the minimum when not fixed.
  func range(_ call: FunctionCallExprSyntax, _ context: Context) -> RangeValue? {
    var minimum = 0.0
    var maximum = argument("total", call).flatMap { number(context.bindings.evaluate($0)) } ?? 1
    if let bounds = argument("in", call) {
      // A range the app computes: the value cannot be placed in it.
      guard let sequence = bounds.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
      let parts = Array(sequence.elements)
      guard let low = number(context.bindings.evaluate(parts[0])),
        let high = number(context.bindings.evaluate(parts[2]))
      else { return nil }
      minimum = low
      maximum = high
    }
    let value = argument("value", call).flatMap { number(context.bindings.evaluate($0)) } ?? minimum
    return RangeValue(value: min(max(value, minimum), maximum), minimum: minimum, maximum: maximum)
  }

  private func number(_ value: SwiftUIValue) -> Double? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// The argument labelled `label`, if passed.
  func argument(_ label: String, _ call: FunctionCallExprSyntax) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }

}
