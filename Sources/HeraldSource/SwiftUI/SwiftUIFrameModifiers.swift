import SwiftSyntax

/// The size an image's own `.frame(width:height:)` gives the area it is tapped over, when nothing
/// outside the frame changes it and nothing inside draws beyond it.
///
/// A fixed frame is the size of the view it makes in layout (Apple,
/// `frame(width:height:alignment:)`: "positions this view within an invisible frame with the
/// specified size"). Modifiers outside it that change neither its layout nor the shape it is hit
/// over (a colour, a font, a plain `.contentShape(Rectangle())`, accessibility) keep that size;
/// others (`.padding()`, a frame of bounds, a background or overlay, whose views may reach
/// beyond it, a content shape of another size, a modifier the reader does not know) may change it.
/// Inside the frame, an image that is not `.resizable()` under a font or image scale of its own
/// may be drawn, and tapped, beyond the frame.
enum SwiftUIFrameModifiers {
  /// Modifiers that keep the size of the view they modify and the area it is tapped over: they
  /// style its content, or say something to accessibility, gestures or the environment.
  static let keepingSize: Set<String> = [
    "foregroundColor", "foregroundStyle", "tint", "accentColor", "opacity", "clipShape", "clipped", "cornerRadius",
    "border", "shadow", "font", "fontWeight", "bold", "italic", "help", "disabled", "id", "tag", "animation",
    "transition", "symbolRenderingMode", "symbolVariant", "symbolEffect", "renderingMode", "onAppear",
    "onDisappear", "task", "onChange", "onReceive", "hoverEffect", "keyboardShortcut", "labelStyle",
    "contentTransition", "colorMultiply", "saturation", "brightness", "contrast", "grayscale", "blur",
    "compositingGroup", "drawingGroup", "redacted", "unredacted", "zIndex", "environment", "environmentObject",
    "imageScale", "sensoryFeedback",
  ]

  /// The shapes a `.contentShape(…)` may name and keep the frame's area: the whole frame, or less.
  static let frameShapes: Set<String> = [
    "Rectangle()", ".rect", "Circle()", ".circle", "Capsule()", ".capsule", "Ellipse()", ".ellipse",
  ]

  /// Modifiers inside a frame that size an image by a font rather than by the frame.
  static let sizingContent: Set<String> = ["font", "imageScale", "dynamicTypeSize", "scaleEffect", "fixedSize"]

  /// The sides the outermost `.frame` of `expression`, an `Image`, fixes to numbers (`evaluate` gives a side's
  /// value, `nil` when the source does not fix it), when no modifier outside that frame may change
  /// the area the view is tapped over and nothing inside it may be drawn beyond it; `nil` otherwise.
  static func fixedSides(of expression: ExprSyntax, _ evaluate: (ExprSyntax) -> Double?) -> (
    width: Double?, height: Double?
  )? {
    let chain = SwiftUIBodyReader.modifierChain(expression)
    // An image: a container's views, or a custom view's, may be laid out beyond its frame.
    let base = chain.last?.call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self)
    guard base?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image" else { return nil }
    for (index, (name, call)) in chain.enumerated() {
      if name == "frame" {
        func side(_ label: String) -> Double? {
          call.arguments.first { $0.label?.text == label }.flatMap { evaluate($0.expression) }
        }
        let sides = (width: side("width"), height: side("height"))
        guard sides.width != nil || sides.height != nil, fitsInside(Array(chain[(index + 1)...])) else { return nil }
        return sides
      }
      if name == "contentShape", call.arguments.count == 1,
        let shape = call.arguments.first?.expression.trimmedText, frameShapes.contains(shape)
      {
        continue
      }
      guard keepingSize.contains(name) || name.hasPrefix("accessibility") else { return nil }
    }
    return nil
  }

  /// Whether what is inside a frame (its modifiers, innermost last) stays within it: no image
  /// sized by a font or scale of its own unless it is `.resizable()`, which the frame then sizes.
  private static func fitsInside(_ inner: [(name: String, call: FunctionCallExprSyntax)]) -> Bool {
    let names = Set(inner.map(\.name))
    return names.contains("resizable") || names.isDisjoint(with: sizingContent)
  }
}
