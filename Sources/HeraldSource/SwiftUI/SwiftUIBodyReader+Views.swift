import HeraldTree
import SwiftSyntax

/// A view passed to a custom view (`Card { Text("Hi") }`, `Row(icon: Image(…))`): where its body
/// uses the property (`content`, `icon`), the view is read where it was written.
indirect enum SwiftUIContent {
  /// A closure's statements (a `@ViewBuilder` trailing closure).
  case statements(CodeBlockItemListSyntax, SwiftUIBodyReader.Context)
  /// A view expression passed as an argument.
  case expression(ExprSyntax, SwiftUIBodyReader.Context)
  /// A view already read: what an app's modifier modifies (its `content`, or `self` in a method of
  /// `extension View`; ``SwiftUIAppModifiers``).
  case element(Element)

  /// Whether the content is there for an optional view property (`if let image`): a closure, or a
  /// view a type's initializer makes (`Image("Sync")`, `.init(…)`); `nil` when the expression may
  /// be `nil` (a ternary, a property of the caller's, a method or `map` that may return `nil`).
  var isPresent: Bool? {
    switch self {
    case .statements, .element: return true
    case .expression(let expression, _):
      if expression.is(NilLiteralExprSyntax.self) { return false }
      guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
      let callee = call.calledExpression
      if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text {
        return name != "Optional" && name.first?.isUppercase == true ? true : nil
      }
      let member = callee.as(MemberAccessExprSyntax.self)
      return member?.base == nil && member?.declName.baseName.text == "init" ? true : nil
    }
  }
}

extension SwiftUIBodyReader {
  /// A view without its modifiers.
  func baseView(_ expression: ExprSyntax, _ context: Context) -> Element? {
    if let call = expression.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
      {
        // `self.row(title:)`: a method of the view.
        return called(member.declName.baseName.text, call, context)
          ?? opaque(member.declName.baseName.text, call, context)
      }
      let called =
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? call.calledExpression.sourceText
      let written = called.hasPrefix("SwiftUI.") ? String(called.dropFirst(8)) : called
      // `PlatformPicker(…)`, declared `typealias PlatformPicker = Picker` for this platform.
      let aliases = index.typeAliases[written] ?? context.file.typeAliases[written] ?? []
      let name = SwiftUITypeAlias.type(among: aliases, in: context.view, on: index.platform ?? .iOS) ?? written
      if name == "AnyView", let wrapped = call.arguments.first?.expression { return view(wrapped, context) }
      if let factory = staticFactory(call, context) { return factory }
      // A view the file being read declares wins over SwiftUI's of the same name (`private struct
      // Circle: View`): in Swift, a module's own type shadows an imported one; `SwiftUI.Circle()`
      // is SwiftUI's. Another file's view of that name may be another target's: SwiftUI's wins.
      // A view nested in another type (`enum DS { struct Button: View }`) is `DS.Button` elsewhere.
      let local = context.file.views.first { $0.name == name && ($0.parent == nil || $0.parent == context.view.name) }
      if !called.hasPrefix("SwiftUI."), let local { return expand(local, call: call, context) }
      if let control = control(name, call, context) { return control }
      // Another file's view of the name (the first read of a name wins).
      if let view = context.file.views.first(where: { $0.name == name }) ?? index.views[name] {
        return expand(view, call: call, context)
      }
      // A view type nested in another (`AutofillViews.Headline(…)`, `Self.Footer()`): the view of
      // that name declared in that type, not another type's view of the same name.
      if let (qualifier, nested) = Self.qualifiedType(call.calledExpression) {
        let owner = qualifier == "Self" ? context.view.name : qualifier
        func declared(_ view: SwiftUIViewType) -> Bool { view.name == nested && view.parent == owner }
        let found =
          context.file.views.first(where: declared) ?? index.views[nested].flatMap { declared($0) ? $0 : nil }
          ?? index.files.keys.sorted().lazy.compactMap { self.index.files[$0]?.views.first(where: declared) }.first
        if let view = found { return expand(view, call: call, context) }
      }
      // A method of the view (`row(for:)`, or one named like a type: `OfficialRating()`), or a
      // closure passed in.
      if let found = self.called(name, call, context) { return found }
      if let foreign = foreignView(name, call, context) { return foreign }
      return opaque(name, call, context)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return property(reference.baseName.text, at: reference, context)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
        return property(member.declName.baseName.text, at: member, context)
      }
      // `Image.close`, declared `static let close = Image("Close-24")` by the app: that view.
      if let base = member.base, Self.isTypeName(base), let found = staticView(member, context) { return found }
      // `Color.red`, `.red` as a view: a shape of colour.
      guard let base = member.base, !Self.isTypeName(base) else {
        return element(.view, member.sourceText, at: member, context)
      }
      // `action.label`: the one computed property of that name that builds a view, read with
      // `self` unknown (a `switch self` is every case, as alternatives).
      if let built = builtMember(member.declName.baseName.text, at: member, context) { return built }
      // `model.icon`: a view the app computes, unknown rather than absent.
      var computed = element(.view, member.sourceText, at: member, context)
      computed.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(member.sourceText)))
      return computed
    }
    if let macro = expression.as(MacroExpansionExprSyntax.self) {
      return element(.view, "#" + macro.macroName.text, at: macro, context)
    }
    return nil
  }

  /// `Image.flavorSymbol(x)`, `Text.price(x)`: a static factory of a view SwiftUI provides gives
  /// that view, what it shows computed by the app (unknown, not a custom view of unknown code).
  private func staticFactory(_ call: FunctionCallExprSyntax, _ context: Context) -> Element? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      member.declName.baseName.text.first?.isLowercase ?? false
    else { return nil }
    let role: Role
    switch base {
    case "Image": role = .image
    case "Text", "Label": role = .staticText
    default: return nil
    }
    var result = element(role, base, at: call, context)
    let code = SwiftUIValue.truncatedCode(call)
    if role == .image {
      result.content.images[.normal] = SwiftUIValue.placeholder(code)
    } else {
      result.content.text = SwiftUIValue.placeholder(code)
    }
    result.runtimeAttributes.append(RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(code)))
    return result
  }

  /// The view a static member of the app declares (``SwiftUIViewIndex/staticViews``), read in its
  /// own file with nothing bound.
  private func staticView(_ member: MemberAccessExprSyntax, _ context: Context) -> Element? {
    guard let base = member.base?.sourceText, expanding.count < Self.maximumDepth else { return nil }
    let key = base + "." + member.declName.baseName.text
    guard let (path, declared) = index.staticViews[key], !expanding.contains(key),
      let file = index.files[path] ?? (context.file.path == path ? context.file : nil)
    else { return nil }
    expanding.append(key)
    defer { expanding.removeLast() }
    let owner = SwiftUIViewType(name: base, location: file.positions.location(utf8Offset: 0))
    var inner = Context(view: owner, file: file, bindings: index.emptyBindings)
    inner.bindings.selfType = base
    switch declared {
    case .expression(let expression): return view(expression, inner)
    case .statements(let statements): return group(key, views(statements, inner), at: member, context)
    }
  }

  /// `value.name` where exactly one type that is no view declares a computed property `name` that
  /// builds a view (``SwiftUIViewIndex/viewMembers``): its getter's views, `self` unknown.
  private func builtMember(_ name: String, at node: MemberAccessExprSyntax, _ context: Context) -> Element? {
    guard let types = index.viewMembers[name], types.count == 1, let type = types.first,
      let getter = type.computed[name], expanding.count < Self.maximumDepth,
      !expanding.contains(type.name + "." + name),
      let file = index.files[type.location.file] ?? (context.file.path == type.location.file ? context.file : nil)
    else { return nil }
    expanding.append(type.name + "." + name)
    defer { expanding.removeLast() }
    var inner = Context(view: type, file: file, bindings: index.emptyBindings)
    inner.bindings.selfType = type.name
    return group("var \(name)", views(getter, inner), at: node, context)
  }

  /// `content()` (a closure passed in) or `row(for:)` (a method of the view).
  private func called(_ name: String, _ call: FunctionCallExprSyntax, _ context: Context) -> Element? {
    if let content = context.contents[name] { return passed(content, name, at: call, context) }
    if let function = context.view.functions[name] { return member(function, call: call, context) }
    return nil
  }

  /// `header` in a body: a computed view property of the view, or a view passed in.
  func property(_ name: String, at node: some SyntaxProtocol, _ context: Context) -> Element? {
    if let content = context.contents[name] { return passed(content, name, at: node, context) }
    if let getter = context.view.computed[name], name != "body" || expanding.last != context.view.name {
      return group("var \(name)", views(getter, context), at: node, context)
    }
    var opaque = element(.view, name, at: node, context)
    opaque.runtimeAttributes.append(RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(name)))
    return opaque
  }

  /// A view passed in, read where it was written, marked with the place the body shows it
  /// (``RuntimeAttribute/passedViewKeyPath``).
  private func passed(_ content: SwiftUIContent, _ name: String, at node: some SyntaxProtocol, _ context: Context)
    -> Element
  {
    var result: Element
    switch content {
    case .statements(let statements, let origin):
      result = group("var \(name)", views(statements, origin), at: node, context)
    case .expression(let expression, let origin):
      result = group("var \(name)", views(of: expression, origin), at: node, context)
    case .element(let modified):
      // Each place a modifier's body shows its content is a copy: charged to the budget.
      var count = 0
      modified.forEachDescendant { _ in count += 1 }
      charge(count)
      placedContents += 1
      return modified
    }
    let place = location(node, context)
    if result.location != place {
      result.runtimeAttributes.append(
        RuntimeAttribute(
          keyPath: RuntimeAttribute.passedViewKeyPath, value: .other(type: "swiftui", text: place.description)))
    }
    return result
  }

  /// `row(for: item)` in a body: a method of the view, its parameters bound to the arguments.
  func member(_ function: FunctionDeclSyntax, call: FunctionCallExprSyntax, _ context: Context) -> Element? {
    guard let body = function.body?.statements, expanding.count < Self.maximumDepth,
      !expanding.contains(context.view.name + "." + function.name.text)
    else { return nil }
    var inner = context
    bindParameters(of: function, to: call, caller: context, into: &inner)
    expanding.append(context.view.name + "." + function.name.text)
    defer { expanding.removeLast() }
    return group("func \(function.name.text)", views(body, inner), at: call, context)
  }

  /// A custom view type's body, its properties bound to the arguments passed, else to their
  /// initial values. A view already being expanded, or past ``maximumDepth``, is kept
  /// unexpanded as a custom class.
  func expand(_ view: SwiftUIViewType, call: FunctionCallExprSyntax, _ context: Context) -> Element {
    var root = element(.view, view.name, at: call, context)
    root.runtimeAttributes.append(
      RuntimeAttribute(keyPath: RuntimeAttribute.expandedViewKeyPath, value: .other(type: "swiftui", text: view.name)))
    root.runtimeAttributes.append(Self.transparent)
    guard let file = index.files[view.location.file] ?? (view.location.file == context.file.path ? context.file : nil),
      let body = index.body(of: view), !expanding.contains(view.name), expanding.count < Self.maximumDepth
    else {
      root.customClass = CustomClass(name: view.name)
      return root
    }
    let inner = bind(view, call: call, file: file, caller: context)
    expanding.append(view.name)
    defer { expanding.removeLast() }
    root.children = views(body, inner)
    return root
  }

  /// The context of `view`'s body: its properties bound to the call's arguments, by label (and,
  /// for the memberwise initializer, in order), else to their initial values; closures and views
  /// passed for its properties kept to be read where the body uses them. Without a caller, `call`
  /// is a preview's: its arguments choose only the default state (``SwiftUIBindings/changeable``).
  func bind(_ view: SwiftUIViewType, call: FunctionCallExprSyntax?, file: SwiftUIFile, caller: Context?) -> Context {
    var inner = Context(view: view, file: file, bindings: index.emptyBindings)
    inner.bindings.file = file.path
    inner.bindings.selfType = view.name
    let callerBindings = caller?.bindings ?? index.emptyBindings
    // What the caller's source fixes for good, made once when an argument needs it. A preview's
    // argument is an example, and state the caller's app changes is only where it starts: either
    // chooses the default state, never rules one out.
    var callerFixed: SwiftUIBindings?
    func bindArgument(_ name: String, _ expression: ExprSyntax) {
      let value = callerBindings.evaluate(expression)
      inner.bindings.values[name] = value
      guard caller != nil else { return inner.bindings.mark(name, .changeable) }
      if callerFixed == nil { callerFixed = callerBindings.fixed }
      let change = callerBindings.change(expression, value: value, fixed: callerFixed)
      if change != .fixed { inner.bindings.mark(name, change) }
    }
    let arguments = call.map { Array($0.arguments) } ?? []
    // An explicit initializer may take its arguments in any order: only labels that name a property count.
    var unlabeled = (view.hasInitializer ? [] : arguments.filter { $0.label == nil }).makeIterator()
    // A call explicit initializers take binds its trailing closure to an initializer's parameter
    // (an action, a label it builds a view from; ``bindInitializer``, when one alone takes it);
    // otherwise, where Swift keeps the memberwise initializer, to the last view property.
    let explicit = call.map { !Self.initializers(of: view, taking: $0).isEmpty } ?? false
    var trailing = explicit || !view.keepsMemberwiseInitializer ? nil : call?.trailingClosure
    for property in view.properties.reversed() where trailing != nil && property.initializer == nil {
      // Swift passes a trailing closure to a function-typed parameter: never to an `Image?`.
      if property.holdsView, !property.holdsViewValue, let closure = trailing, let caller {
        inner.contents[property.name] = .statements(closure.statements, caller)
        trailing = nil
      }
    }
    for property in view.properties {
      if let wrapper = property.wrapper, SwiftUIBindings.changeableWrappers.contains(wrapper) {
        inner.bindings.changeable.insert(property.name)
      }
      let argument = arguments.first { $0.label?.text == property.name }
      if let argument, property.holdsView, let caller {
        inner.contents[property.name] =
          argument.expression.as(ClosureExprSyntax.self).map { .statements($0.statements, caller) }
          ?? .expression(argument.expression, caller)
      } else if let argument {
        bindArgument(property.name, argument.expression)
      } else if let initial = property.initializer {
        inner.bindings.values[property.name] = inner.bindings.evaluate(initial)
      } else if property.wrapper == "State", property.typeName?.hasSuffix("?") ?? false {
        // `@State var selection: Item?` starts `nil` (an optional without an initializer does).
        inner.bindings.values[property.name] = SwiftUIValue.none
      } else if property.wrapper == nil, inner.contents[property.name] == nil, let argument = unlabeled.next() {
        bindArgument(property.name, argument.expression)
      }
    }
    if let call, let caller { bindInitializer(view, call: call, caller: caller, into: &inner) }
    bindModels(view, &inner)
    bindEnvironmentDefaults(view, &inner)
    bindAppearState(view, &inner)
    bindFixedConditions(view, &inner)
    bindDerivedState(view, &inner)
    for extra in call?.additionalTrailingClosures ?? [] where view.property(extra.label.text) != nil {
      if let caller { inner.contents[extra.label.text] = .statements(extra.closure.statements, caller) }
    }
    return inner
  }

  /// Views of Apple's frameworks that expose their own accessibility (Swift Charts describes its
  /// marks, MapKit its map, AVKit its player, TipKit's `TipView` its tip's title, message, actions
  /// and close button, App Intents' `SiriTipView` and `ShortcutsLink` their tip and link), and
  /// SwiftUI's own builders of tabs and table columns (`Tab`, `TabSection`, `TableColumn`,
  /// `TableRow`), whose closures hold the app's views: not custom classes of unknown code.
  static let frameworkViews: Set<String> = [
    "Chart", "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark", "Map",
    "VideoPlayer", "SignInWithAppleButton", "PhotosPicker", "TimelineView", "Canvas", "SubscriptionStoreView",
    "ProductView", "StoreView", "ContentUnavailableView", "TipView", "SiriTipView", "ShortcutsLink", "Tab",
    "TabSection", "TableColumn", "TableRow",
  ]

  /// A view type the inputs do not declare: kept with its name as a custom class (its own code
  /// decides what it exposes), with the views of its closures inside; or a call of a closure
  /// property no caller passes here (`label()`), whose views are unknown.
  func opaque(_ name: String, _ call: FunctionCallExprSyntax, _ context: Context) -> Element {
    // A type named like a button (ButtonKit's `AsyncButton`) is taken for one: its label views are
    // its content, not elements of their own.
    let isButton = name.hasSuffix("Button") && !closures(of: call).isEmpty
    var result = element(isButton ? .button : name == "Map" ? .map : .view, name, at: call, context)
    if name.first?.isUppercase ?? false, !Self.frameworkViews.contains(name) {
      result.customClass = CustomClass(name: name)
      // What it shows is its own code's business: text built from it is not known.
      result.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(name)))
    } else if Self.frameworkViews.contains(name) {
      result.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.frameworkViewKeyPath, value: .other(type: "swiftui", text: name)))
    } else if context.view.property(name) != nil {
      // `label()` for a closure property no caller here passes: the views it builds are unknown,
      // not absent.
      result.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(name)))
    }
    result.children = closures(of: call).flatMap { views($0.statements, context) }
    if isButton {
      combine(closure("label", of: call).map { views($0.statements, context) } ?? result.children, into: &result)
    }
    return result
  }

  /// A container of the views `children`, for a member or a view passed in; one view is itself.
  func group(_ name: String, _ children: [Element], at node: some SyntaxProtocol, _ context: Context) -> Element {
    if children.count == 1, let only = children.first { return only }
    var result = element(.view, name, at: node, context)
    result.runtimeAttributes.append(Self.transparent)
    result.children = children
    return result
  }

  /// The mark of a wrapper that is not a view of its own (a custom view's body, `Group`,
  /// `ForEach`, alternatives): modifiers on it apply to each view inside, as SwiftUI applies them.
  static let transparent = RuntimeAttribute(keyPath: RuntimeAttribute.transparentKeyPath, value: .boolean(true))

  /// Whether modifiers on `element` apply to each view inside it instead.
  static func isTransparent(_ element: Element) -> Bool {
    element.runtimeAttributes.contains { $0.keyPath == RuntimeAttribute.transparentKeyPath }
  }
}
