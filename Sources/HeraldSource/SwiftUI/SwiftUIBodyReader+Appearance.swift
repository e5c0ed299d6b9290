import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// SwiftUI's standard colours by name, as the UIKit system colours they are, by the names
  /// Interface Builder and ``Color/uiKitSystemColor(named:)`` give them (Apple's `Color.red`:
  /// "a context-dependent red color"; `.primary` and `.secondary` are the label colours).
  static let colors: [String: String] = [
    "red": "systemRedColor", "orange": "systemOrangeColor", "yellow": "systemYellowColor",
    "green": "systemGreenColor", "mint": "systemMintColor", "teal": "systemTealColor", "cyan": "systemCyanColor",
    "blue": "systemBlueColor", "indigo": "systemIndigoColor", "purple": "systemPurpleColor",
    "pink": "systemPinkColor", "brown": "systemBrownColor", "gray": "systemGrayColor", "black": "blackColor",
    "white": "whiteColor", "clear": "clearColor", "primary": "labelColor", "secondary": "secondaryLabelColor",
    "tertiary": "tertiaryLabelColor", "quaternary": "quaternaryLabelColor", "accentColor": AppColors.accentColorKey,
  ]

  /// SwiftUI's text styles by their Swift names, as Herald (UIKit) names them.
  static let textStyles: [String: String] = [
    "largeTitle": "largeTitle", "title": "title1", "title2": "title2", "title3": "title3", "headline": "headline",
    "subheadline": "subheadline", "body": "body", "callout": "callout", "footnote": "footnote",
    "caption": "caption1", "caption2": "caption2",
  ]

  /// The font a `.font(…)` argument sets and whether it follows Dynamic Type: a text style
  /// (`.title`, `.system(.body)`) and a custom font of a size (`.custom("Serif", size: 17)`, which
  /// SwiftUI scales relative to body) do; `.system(size: 17)` and `.custom(_:fixedSize:)` do not.
  /// `nil` for a font the source does not fix (a variable, a helper).
  static func font(_ expression: ExprSyntax, _ bindings: SwiftUIBindings) -> (font: Font, scales: Bool)? {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      if let base = member.base, base.sourceText != "Font" { return font(base, bindings) }
      return textStyles[member.declName.baseName.text].map { (Font(textStyle: $0), true) }
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font" {
      return platformFont(call, bindings)
    }
    guard let called = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
    let name = called.declName.baseName.text
    if let base = called.base, base.sourceText != "Font" {
      // `.title.bold()`, `.body.weight(.semibold)`: the base font's size and scaling.
      guard var result = font(base, bindings) else { return nil }
      if name == "bold" { result.font.weight = "bold" }
      if name == "weight", let weight = call.arguments.first?.expression.as(MemberAccessExprSyntax.self) {
        result.font.weight = weight.declName.baseName.text
      }
      return result
    }
    let weight = call.arguments.first { $0.label?.text == "weight" }?.expression.as(MemberAccessExprSyntax.self)?
      .declName.baseName.text
    let size = call.arguments.first { $0.label?.text == "size" || $0.label?.text == "fixedSize" }
      .flatMap { argument -> Double? in
        if case .number(let number) = bindings.evaluate(argument.expression) { return number }
        return nil
      }
    switch name {
    case "system":
      if let style = call.arguments.first(where: { $0.label == nil })?.expression.as(MemberAccessExprSyntax.self),
        let textStyle = textStyles[style.declName.baseName.text]
      {
        return (Font(textStyle: textStyle, weight: weight), true)
      }
      guard let size else { return nil }
      return (Font(pointSize: size, weight: weight), false)
    case "custom":
      guard let size else { return nil }
      let fontName = call.arguments.first.map { bindings.evaluate($0.expression).shown }
      if call.arguments.contains(where: { $0.label?.text == "fixedSize" }) {
        return (Font(pointSize: size, name: fontName), false)
      }
      let relative = call.arguments.first { $0.label?.text == "relativeTo" }?.expression.as(MemberAccessExprSyntax.self)
      let style = relative.flatMap { textStyles[$0.declName.baseName.text] } ?? "body"
      return (Font(pointSize: size, textStyle: style, name: fontName), true)
    default:
      return nil
    }
  }

  /// `Font(_:)` of a UIKit or AppKit font made at a size by a constructor that fixes it
  /// (``fixedSizeFonts``: `Font(UIFont.systemFont(ofSize: 16))`, SwiftGen's
  /// `Font(FontFamily.Serif.regular.font(size: 49) as CTFont)`): that size, not scaled by Dynamic
  /// Type (Apple, `Font.init(_:)` of a `CTFont`). `nil` for an app's helper (which may scale), one
  /// scaled in code (`UIFontMetrics`), a size of 0 (the descriptor's) or one the source does not fix.
  private static func platformFont(_ call: FunctionCallExprSyntax, _ bindings: SwiftUIBindings) -> (
    font: Font, scales: Bool
  )? {
    guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else { return nil }
    var made = argument.expression
    // `x as CTFont`, unfolded as the parser leaves it: `x`.
    if let cast = made.as(AsExprSyntax.self) { made = cast.expression }
    if let sequence = made.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let first = sequence.elements.first
    {
      made = first
    }
    guard let inner = made.as(FunctionCallExprSyntax.self), !inner.sourceText.contains("UIFontMetrics"),
      let maker = Self.fontMaker(inner.calledExpression), Self.fixedSizeFonts.contains(maker),
      let size = inner.arguments.first(where: { ["size", "ofSize"].contains($0.label?.text ?? "") }),
      case .number(let points) = bindings.evaluate(size.expression), points > 0
    else { return nil }
    return (Font(pointSize: points), false)
  }

  /// The UIKit, AppKit and SwiftGen constructors of a font of a fixed size: `UIFont(name:size:)`,
  /// `UIFont.systemFont(ofSize:)` and its kin, SwiftGen's `FontConvertible.font(size:)`.
  static let fixedSizeFonts: Set<String> = [
    "UIFont", "NSFont", "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont",
    "monospacedDigitSystemFont", "font",
  ]

  /// The name a font constructor is called by: the type (`UIFont(…)`) or the member (`.systemFont(…)`).
  private static func fontMaker(_ called: ExprSyntax) -> String? {
    if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    return called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// The colour a `.background(…)` or `.listRowBackground(…)` puts behind a view: the colour the
  /// source fixes, else an unknown one named by its source (a theme's colour, a material, a shape
  /// or a view drawn behind): what is behind the text is then not the system's background, and its
  /// contrast cannot be judged against white.
  static func background(_ call: FunctionCallExprSyntax, _ bindings: SwiftUIBindings) -> Color {
    let value =
      call.arguments.first { $0.label == nil }?.expression
      ?? (call.trailingClosure
      ?? call.arguments.first { $0.label?.text == "content" }?.expression
      .as(ClosureExprSyntax.self))
      .flatMap { closure in
        closure.statements.count == 1 ? closure.statements.first?.item.as(ExprSyntax.self) : nil
      }
    // A colour placed at an alignment (`.background(Color.white.frame(height: 1), alignment: .bottom)`,
    // an underline) covers part of the view only.
    let placed = call.arguments.contains { $0.label?.text == "alignment" }
    if !placed, let value, let color = drawnColor(value, bindings) { return color }
    return unknownColor(value?.trimmedText ?? call.trailingClosure?.statements.trimmedText ?? "?")
  }

  /// The background a view shows when `modifier` (`background`, `listRowBackground`,
  /// `containerBackground`) draws `drawn` around a view that already has `inner`. Each background
  /// is drawn behind the view it modifies, so an inner one (`.background(a).padding().background(b)`)
  /// is the nearer: an opaque or unknown inner background is what the view sits on; through a
  /// translucent one the outer shows, which is not composited here (unknown). A row's or
  /// container's background is behind the view's own.
  static func stacked(_ drawn: Color?, by modifier: String, under inner: Color?) -> Color? {
    guard let inner else { return drawn }
    guard modifier == "background" else { return inner }
    if inner.components == nil || (inner.opacity >= 1 && (inner.components?.alpha ?? 0) >= 1) { return inner }
    let over = drawn.map { $0.name ?? $0.hexDescription ?? "?" } ?? "?"
    return unknownColor("\(inner.name ?? inner.hexDescription ?? "?") over \(over)")
  }

  /// A colour the source does not fix, named by its source on one line (at most 40 characters):
  /// unknown, never absent.
  static func unknownColor(_ source: String) -> Color {
    var line = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    // A bare name (`background`, a property) is code, never an asset's colour of that name.
    if line.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { line = "`\(line)`" }
    return Color(name: line.count > 40 ? String(line.prefix(39)) + "…" : line, components: nil)
  }

  /// The shapes SwiftUI draws filled that cover the view they are behind (`Capsule().fill(.gray)`),
  /// by their type names; a circle or an ellipse leaves the corners of wide text uncovered.
  static let filledShapes: Set<String> = [
    "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "ContainerRelativeShape",
  ]

  /// The modifiers that change how a view drawn behind shows at its edges, not what covers the view
  /// it is behind: its corners, the shadow outside it, the safe area, how it is hit or read (a
  /// `.frame` of a fixed size or a `.padding` may leave the text uncovered).
  static let extentModifiers: Set<String> = [
    "cornerRadius", "clipped", "ignoresSafeArea", "edgesIgnoringSafeArea", "shadow", "contentShape",
    "allowsHitTesting", "accessibilityHidden",
  ]

  /// The colour a view drawn behind another shows: a colour the source fixes (``color(_:_:)``), a
  /// shape filled with one (`Capsule().fill(Color.gray)`, `RoundedRectangle(cornerRadius: 8)
  /// .foregroundStyle(.red)`), either at an opacity (`.opacity(0.2)`) or under modifiers that
  /// change only where it shows (``extentModifiers``); `nil` for anything else (a gradient, a
  /// material, an image, a view of the app).
  static func drawnColor(_ expression: ExprSyntax, _ bindings: SwiftUIBindings) -> Color? {
    if let color = color(expression, bindings) { return color }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let called = call.calledExpression.as(MemberAccessExprSyntax.self), let base = called.base
    else { return nil }
    let first = call.arguments.first?.expression
    switch called.declName.baseName.text {
    case "opacity":
      guard let first, case .number(let opacity) = bindings.evaluate(first) else { return nil }
      return drawnColor(base, bindings)?.withOpacity(opacity)
    case "fill", "foregroundStyle", "foregroundColor":
      guard let shape = base.as(FunctionCallExprSyntax.self),
        filledShapes.contains(shape.calledExpression.trimmedText), let first,
        call.arguments.count == 1 || call.arguments.dropFirst().allSatisfy({ $0.label?.text == "style" })
      else { return nil }
      return color(first, bindings)
    case let name where extentModifiers.contains(name):
      return drawnColor(base, bindings)
    default:
      return nil
    }
  }

  /// SwiftUI's `.background` style: the window's background, systemBackground on iOS and
  /// windowBackgroundColor on macOS.
  static func backgroundStyle(_ platform: Platform?) -> Color? {
    platform == .macOS
      ? Color.appKitSystemColor(named: "windowBackgroundColor") : Color.uiKitSystemColor(named: "systemBackgroundColor")
  }
}
