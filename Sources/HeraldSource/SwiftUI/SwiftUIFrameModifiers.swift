import SwiftSyntax

/// The size a view's own `.frame(width:height:)` gives it, when nothing outside the frame changes it.
///
/// A fixed frame is the size of the view it makes, whatever that view holds (Apple,
/// `frame(width:height:alignment:)`: "positions this view within an invisible frame with the
/// specified size"). Modifiers outside it that draw within that frame or change no layout (a
/// background, an overlay, a content shape, a colour, a font, accessibility) keep that size;
/// others (`.padding()`, a frame of bounds, a modifier the reader does not know) may change it.
enum SwiftUIFrameModifiers {
  /// Modifiers that keep the size of the view they modify: they draw within its frame, style its
  /// content, or say something to accessibility, gestures or the environment.
  static let keepingSize: Set<String> = [
    "background", "overlay", "foregroundColor", "foregroundStyle", "tint", "accentColor", "opacity", "contentShape",
    "clipShape", "clipped", "cornerRadius", "border", "shadow", "font", "fontWeight", "bold", "italic", "help",
    "disabled", "id", "tag", "animation", "transition", "symbolRenderingMode", "symbolVariant", "symbolEffect",
    "renderingMode", "onAppear", "onDisappear", "task", "onChange", "onReceive", "hoverEffect", "keyboardShortcut",
    "labelStyle", "contentTransition", "colorMultiply", "saturation", "brightness", "contrast", "grayscale", "blur",
    "compositingGroup", "drawingGroup", "redacted", "unredacted", "zIndex", "environment", "environmentObject",
    "imageScale", "sensoryFeedback", "mask",
  ]

  /// The sides the outermost `.frame` of `expression` fixes to numbers (`evaluate` gives a side's
  /// value, `nil` when the source does not fix it), when no modifier outside that frame may change
  /// the view's size; `nil` without such a frame.
  static func fixedSides(of expression: ExprSyntax, _ evaluate: (ExprSyntax) -> Double?) -> (
    width: Double?, height: Double?
  )? {
    for (name, call) in SwiftUIBodyReader.modifierChain(expression) {
      if name == "frame" {
        func side(_ label: String) -> Double? {
          call.arguments.first { $0.label?.text == label }.flatMap { evaluate($0.expression) }
        }
        let sides = (width: side("width"), height: side("height"))
        return sides.width == nil && sides.height == nil ? nil : sides
      }
      guard keepingSize.contains(name) || name.hasPrefix("accessibility") else { return nil }
    }
    return nil
  }
}
