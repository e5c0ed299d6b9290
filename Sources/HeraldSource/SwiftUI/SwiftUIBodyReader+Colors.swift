import HeraldTree
import SwiftParser
import SwiftSyntax

extension SwiftUIBodyReader {
  /// How many steps one colour is followed through: the app's constants and the expressions that
  /// wrap one (`ShapeStyle.brand` → `Color.brand` → `Color(UIColor.brand)` → `UIColor.brand`); a
  /// longer chain is unknown.
  static let maximumColorDepth = 8

  /// The colour types' names as a source spells them before a member (`UIColor.systemGray`).
  private static let colorTypeNames: Set<String> = ["Color", "SwiftUI.Color", "UIColor", "NSColor"]

  /// A colour the source fixes: a standard colour (`.red`, `Color.blue`), a UIKit or AppKit system
  /// colour (`Color(.secondaryLabel)`, `Color(uiColor: .systemGray)`, `UIColor.systemGray`), an
  /// asset colour by name (`Color("Brand")`, `UIColor(named: "Brand")`, Xcode's generated
  /// `Color(.brand)`, SwiftGen's `Asset.Colors.brand.swiftUIColor`; its value is the asset
  /// catalog's), one of components (`Color(red:green:blue:)`, `UIColor(white:alpha:)` of values
  /// the source fixes), or a static colour constant the app declares (`Color.brand`, `.brand`),
  /// followed to its value. `nil` for anything else.
  static func color(_ expression: ExprSyntax, _ bindings: SwiftUIBindings) -> Color? {
    color(expression, bindings, depth: 0)
  }

  private static func color(_ expression: ExprSyntax, _ bindings: SwiftUIBindings, depth: Int) -> Color? {
    guard depth < maximumColorDepth else { return nil }
    if let member = expression.as(MemberAccessExprSyntax.self) { return color(member, bindings, depth: depth) }
    // A property or parameter: the colour its caller passes, else the one it starts with (`var
    // textColor: Color = .white`, `.foregroundColor(textColor)`).
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      switch bindings.evaluate(expression) {
      // A case of the app's own enum (`buttonState` starting `.document`) is no colour.
      case .member(let name) where !bindings.enums.declaresCase(name):
        return color(source: "." + name, bindings, depth: depth + 1)
      case .unknown(let code) where code != reference.sourceText: return color(source: code, bindings, depth: depth + 1)
      default: return nil
      }
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return color(only.expression, bindings, depth: depth)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return chosenColor(Folded(sequence), code: sequence.trimmedText, bindings, depth: depth)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    // `.red.opacity(0.5)`, `Color(.systemGray).opacity(0.2)`: the colour at that opacity.
    if let called = call.calledExpression.as(MemberAccessExprSyntax.self), called.declName.baseName.text == "opacity",
      let base = called.base, call.arguments.count == 1, let first = call.arguments.first,
      case .number(let opacity) = bindings.evaluate(first.expression)
    {
      return color(base, bindings, depth: depth)?.withOpacity(opacity)
    }
    let type = call.calledExpression.sourceText
    // SwiftGen's asset template: `ColorAsset(name: "Colors/primary")` is that asset's colour.
    if type == "ColorAsset" {
      guard call.arguments.count == 1, call.arguments.first?.label?.text == "name" else { return nil }
      return assetColor(call.arguments.first?.expression, bindings)
    }
    guard colorTypeNames.contains(type) else { return nil }
    return madeColor(call, bindings, depth: depth)
  }

  /// The colour a condition chooses (`isOn ? .primary : .secondary`, nested too): the branch a
  /// condition the source fixes for good takes (``SwiftUIBindings/fixed``: state the app changes,
  /// such as an edit mode, shows each branch in turn); else, where every branch is a colour the source fixes,
  /// one colour with those ``Color/alternatives`` named by the choosing `code` (one colour when they
  /// are all the same); `nil` when a branch is not such a colour or the expression is no choice.
  private static func chosenColor(_ folded: Folded, code: String, _ bindings: SwiftUIBindings, depth: Int) -> Color? {
    guard depth < maximumColorDepth else { return nil }
    switch folded {
    case .leaf(let expression): return color(expression, bindings, depth: depth + 1)
    case .cast(let inner): return chosenColor(inner, code: code, bindings, depth: depth + 1)
    case .binary: return nil
    case .ternary(let condition, let then, let otherwise):
      if case .bool(let flag)? = bindings.fixed.evaluate(condition) {
        return chosenColor(flag ? then : otherwise, code: code, bindings, depth: depth + 1)
      }
      guard let first = chosenColor(then, code: code, bindings, depth: depth + 1),
        let second = chosenColor(otherwise, code: code, bindings, depth: depth + 1)
      else { return nil }
      var choices: [Color] = []
      for choice in [first, second].flatMap({ $0.alternatives.isEmpty ? [$0] : $0.alternatives })
      where !choices.contains(choice) {
        choices.append(choice)
      }
      guard choices.count > 1 else { return choices.first }
      var chosen = Color(name: code, components: nil)
      chosen.alternatives = choices
      return chosen
    }
  }

  /// A colour one of the colour types' initializers makes.
  private static func madeColor(_ call: FunctionCallExprSyntax, _ bindings: SwiftUIBindings, depth: Int) -> Color? {
    let labels = call.arguments.map { $0.label?.text ?? "" }
    if call.arguments.count == 1, let only = call.arguments.first?.expression,
      ["", "uiColor", "nsColor", "cgColor"].contains(labels[0])
    {
      // `Color(.secondaryLabel)`: UIKit spells it so, AppKit `.secondaryLabelColor`; Interface
      // Builder names both so. Another name is the app's: a constant it declares, or a symbol
      // Xcode generates for an asset (`Color(.brand)`, a `ColorResource`).
      if let member = only.as(MemberAccessExprSyntax.self), member.base == nil {
        let base = member.declName.baseName.text
        if let system = systemColor(base) { return system }
        // `Color(_: UIColor)`, `Color(_: NSColor)`: their constants (SwiftUI has no `Color(_: Color)`).
        for owner in ["UIColor", "NSColor"] {
          if let constant = constant("\(owner).\(base)", bindings, depth: depth) { return constant }
        }
        return Color(name: base, components: nil)
      }
      // `Color("Brand")`: the asset's colour.
      if labels[0].isEmpty, case .text(let name, _) = bindings.evaluate(only) {
        return Color(name: name, components: nil)
      }
      // `Color(UIColor.systemGray)`, `Color(Asset.Colors.primary.color)`: the colour it wraps.
      return color(only, bindings, depth: depth + 1)
    }
    // `Color("Brand", bundle: .module)`, `UIColor(named: "Brand")`, `UIColor(named: "Brand", in: …)`.
    if let first = call.arguments.first, labels[0] == "" || labels[0] == "named",
      labels.dropFirst().allSatisfy({ ["bundle", "in", "compatibleWith"].contains($0) }),
      labels.count > 1 || labels[0] == "named"
    {
      return assetColor(first.expression, bindings)
    }
    // `Color(.sRGB, red:…)`: another colour space (`.displayP3`, `.sRGBLinear`) is not sRGB.
    if let space = call.arguments.first, space.label == nil, space.expression.trimmedText != ".sRGB" {
      return nil
    }
    var parts: [String: Double] = [:]
    for argument in call.arguments {
      guard let label = argument.label?.text, case .number(let value) = bindings.evaluate(argument.expression) else {
        continue
      }
      parts[label] = value
    }
    // Components are 0…1 (`UIColor(red: 51, …)` is extended sRGB, not 8-bit): anything else is unknown.
    guard parts.values.allSatisfy({ (0...1).contains($0) }) else { return nil }
    let alpha = parts["opacity"] ?? parts["alpha"] ?? 1
    if let white = parts["white"], call.arguments.count <= 2 {
      return Color(red: white, green: white, blue: white, alpha: alpha)
    }
    guard let red = parts["red"], let green = parts["green"], let blue = parts["blue"] else { return nil }
    return Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The asset colour a name the source fixes stands for; `nil` for a name it does not fix.
  private static func assetColor(_ name: ExprSyntax?, _ bindings: SwiftUIBindings) -> Color? {
    guard let name, case .text(let text, _) = bindings.evaluate(name) else { return nil }
    return Color(name: text, components: nil)
  }

  /// A member that is a colour: SwiftUI's standard colours, UIKit's and AppKit's system colours by
  /// their type (`UIColor.systemGray`), the app's static colour constants, and SwiftGen's accessors
  /// of an asset's colour (`Asset.Colors.brand.color`, `.swiftUIColor`).
  private static func color(_ member: MemberAccessExprSyntax, _ bindings: SwiftUIBindings, depth: Int) -> Color? {
    let name = member.declName.baseName.text
    // `Self.backgroundColor` in a view's code: that view type's static member.
    let written = member.base?.trimmedText
    let base = written == "Self" ? bindings.selfType ?? written : written
    if base == nil || base == "Color" || base == "SwiftUI.Color", let system = colors[name] {
      return Color.uiKitSystemColor(named: system) ?? Color(name: system, components: nil)
    }
    if let base, ["UIColor", "NSColor"].contains(base), let known = systemColor(name) { return known }
    // A model's property as the model starts (`viewModel.backgroundColor`, declared `@Published var
    // backgroundColor: UIColor = Asset.Scene.Report.background.color`): its colour in the first state.
    if let modelBase = member.base, case .record(let type, _) = bindings.evaluate(modelBase),
      let code = bindings.models.reference(name, of: type)
    {
      return color(source: code, bindings, depth: depth)
    }
    // A leading-dot member where a colour or a shape style is expected (`.brand`).
    let owners = base.map { [$0] } ?? ["Color", "ShapeStyle"]
    for owner in owners {
      if let constant = constant("\(owner).\(name)", bindings, depth: depth) { return constant }
    }
    // SwiftGen: `ColorAsset`'s `color` (a UIColor or NSColor) and `swiftUIColor`.
    if let assetBase = member.base, ["color", "swiftUIColor", "cgColor"].contains(name) {
      return color(assetBase, bindings, depth: depth + 1)
    }
    // Another member of a colour type is one the inputs do not declare: the accessor Xcode
    // generates for a colour set (`Color.brand`, `UIColor.brand`, for "Brand"), or the app's
    // code elsewhere. A leading-dot member may be a style SwiftUI declares (`.tint`).
    // A constant the inputs declare with two values (in two `#if` branches) is unknown.
    if owners.contains(where: { bindings.strings.declaresColor("\($0).\(name)") }) { return nil }
    let generated = base.map { colorTypeNames.contains($0) } ?? !shapeStyles.contains(name)
    return generated ? Color(name: name, components: nil) : nil
  }

  /// SwiftUI's shape styles that are no colour the source fixes (`.foregroundStyle(.tint)`):
  /// materials, hierarchical and semantic styles.
  static let shapeStyles: Set<String> = [
    "tint", "foreground", "background", "separator", "selection", "placeholder", "link", "fill", "windowBackground",
    "quinary", "bar", "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial",
    "image", "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient", "conicGradient",
  ]

  /// The value of the app's static colour constant `name` (`Color.brand`), followed.
  private static func constant(_ name: String, _ bindings: SwiftUIBindings, depth: Int) -> Color? {
    guard let source = bindings.strings.colorSource(name),
      let value = Self.compiled(Parser.parse(source: source).statements.first?.item, on: bindings.platform)
    else { return nil }
    // In a UIKit or AppKit constant, `.blue` is that framework's colour (`UIColor.blue` is
    // #0000FF), not SwiftUI's.
    let owner = name.split(separator: ".").first.map(String.init) ?? ""
    if ["UIColor", "NSColor"].contains(owner), let member = value.as(MemberAccessExprSyntax.self), member.base == nil {
      let framework = member.declName.baseName.text
      return systemColor(framework) ?? constant("\(owner).\(framework)", bindings, depth: depth + 1)
    }
    return color(static: value, bindings, depth: depth)
  }

  /// The expression of a static member's value as a build for `platform` compiles it: the
  /// expression, or the one of the `#if` clause that platform compiles (a getter of
  /// `#if canImport(UIKit) Color(uiColor: .tertiarySystemBackground) #elseif canImport(AppKit) …`).
  private static func compiled(_ item: CodeBlockItemSyntax.Item?, on platform: Platform) -> ExprSyntax? {
    guard let conditional = item?.as(IfConfigDeclSyntax.self) else { return item?.as(ExprSyntax.self) }
    return SwiftUICompilationConditions.chosen(conditional.clauses, on: platform)?.onlyExpression
  }

  /// The colour of the static member `source` (code as written), followed.
  private static func color(source: String, _ bindings: SwiftUIBindings, depth: Int) -> Color? {
    guard let value = Parser.parse(source: source).statements.first?.item.as(ExprSyntax.self) else { return nil }
    return color(static: value, bindings, depth: depth)
  }

  /// The colour of `value`, a static member's code: it reads no view's properties.
  private static func color(static value: ExprSyntax, _ bindings: SwiftUIBindings, depth: Int) -> Color? {
    var outside = bindings
    outside.values = [:]
    outside.changeable = []
    return color(value, outside, depth: depth + 1)
  }

  /// The UIKit or AppKit system colour a member names (`.secondaryLabel`, `.secondaryLabelColor`,
  /// `.systemGray`): UIKit spells it without the `Color` suffix, AppKit and Interface Builder with it.
  private static func systemColor(_ member: String) -> Color? {
    let name = member.hasSuffix("Color") ? member : member + "Color"
    return Color.uiKitSystemColor(named: name) ?? Color.appKitSystemColor(named: name)
  }
}
