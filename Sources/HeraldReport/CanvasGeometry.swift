import HeraldTree

/// Keeps what the files say about geometry drawable: a frame of `1e308`, a negative width or a
/// NaN must not make the SVG invalid. Coordinates are clamped to ±``limit`` and sizes made
/// non-negative (a negative width moves the origin, as CoreGraphics standardises a rectangle).
enum CanvasGeometry {
  /// The largest coordinate drawn, in points: far beyond any screen, small enough for SVG.
  static let limit = 100_000.0

  /// `value` clamped to ±``limit``; 0 for NaN.
  static func bounded(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -limit), limit)
  }

  /// `rect` with a non-negative size and every edge within ±``limit``.
  static func bounded(_ rect: Rect) -> Rect {
    var x = bounded(rect.x)
    var y = bounded(rect.y)
    var width = bounded(rect.width)
    var height = bounded(rect.height)
    if width < 0 {
      x = bounded(x + width)
      width = -width
    }
    if height < 0 {
      y = bounded(y + height)
      height = -height
    }
    return Rect(x: x, y: y, width: min(width, limit - x), height: min(height, limit - y))
  }
}
