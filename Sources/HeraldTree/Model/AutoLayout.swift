/// What an Interface Builder file says can size a view at run time besides its own content (its
/// intrinsic content size): the attributes its Auto Layout constraints tie, and the sides its
/// autoresizing mask lets follow its superview.
///
/// A view no constraint sizes and no mask stretches takes its intrinsic content size (Apple,
/// "Auto Layout Guide: Views with Intrinsic Content Size"); a view's stack view may still stretch
/// it, which ``StackLayout`` on its parent says.
public struct AutoLayout: Sendable, Hashable {
  /// The view's attributes that constraints of its file name, as Interface Builder names them with
  /// margins folded in (`topMargin` is `top`, `centerXWithinMargins` is `centerX`, `left` is
  /// `leading`): `top`, `bottom`, `centerY`, `firstBaseline`, `lastBaseline`, `height`,
  /// `leading`, `trailing`, `centerX`, `width`.
  public var constrained: Set<String>
  /// The sides (`width`, `height`) an autoresizing mask lets follow the superview's size
  /// (`widthSizable`, `heightSizable`); Auto Layout ignores the mask of a view constraints tie.
  public var resizing: Set<String>
  /// The height a required constraint of the view's own sets to a constant (`height = 34`), which
  /// fixes it whatever else is tied; not one whose constant code may change (an outlet's) or that
  /// a size class leaves out.
  public var fixedHeight: Double?
  /// UIKit's `translatesAutoresizingMaskIntoConstraints`: `false` when the view is laid out by
  /// constraints, so that one the file ties to nothing is placed by code or by its stack view.
  public var translatesMask = true

  /// Creates a layout.
  public init(constrained: Set<String> = [], resizing: Set<String> = [], fixedHeight: Double? = nil) {
    self.constrained = constrained
    self.resizing = resizing
    self.fixedHeight = fixedHeight
  }

  /// Whether anything but the view's content may set its height: a constraint on the height (a
  /// constant other than a required one, another view's height, an aspect ratio), two on its
  /// vertical edges or centre (top and bottom, top and centre, …), or a mask with a flexible
  /// height. A required constant height (``fixedHeight``) is the height: nothing else changes it.
  public var mayResizeHeight: Bool {
    fixedHeight == nil && mayResize("height", positions: ["top", "bottom", "centerY", "firstBaseline", "lastBaseline"])
  }

  /// Whether anything but the view's content may set its width (as ``mayResizeHeight``, across).
  public var mayResizeWidth: Bool {
    mayResize("width", positions: ["leading", "trailing", "centerX"])
  }

  private func mayResize(_ side: String, positions: Set<String>) -> Bool {
    guard constrained.isEmpty else {
      return constrained.contains(side) || constrained.intersection(positions).count >= 2
    }
    // Laid out by constraints none of which the file holds: the code's (or a stack view's) decide.
    return !translatesMask || resizing.contains(side)
  }

  /// The attribute names ``constrained`` holds.
  public static let attributes: Set<String> = [
    "top", "bottom", "centerY", "firstBaseline", "lastBaseline", "height", "leading", "trailing", "centerX", "width",
  ]

  /// The attribute an Interface Builder `firstAttribute`/`secondAttribute` names, margins folded
  /// in; `nil` for `notAnAttribute`.
  public static func attribute(_ name: String) -> String? {
    var base = name
    for suffix in ["WithinMargins", "Margin"] where base.hasSuffix(suffix) {
      base = String(base.dropLast(suffix.count))
    }
    switch base {
    case "left": return "leading"
    case "right": return "trailing"
    case "baseline": return "lastBaseline"
    default: return attributes.contains(base) ? base : nil
    }
  }
}
