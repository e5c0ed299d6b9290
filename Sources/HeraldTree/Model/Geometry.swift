/// A rectangle in the tree's coordinate unit (points for Apple platforms, pixels for Android dumps).
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  /// The left edge.
  public var x: Double
  /// The top edge (y grows downwards, as in UIKit).
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle with the same size at an origin moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The centre point, where VoiceOver activates an element by default.
  public var center: (x: Double, y: Double) { (x + width / 2, y + height / 2) }

  /// `(x, y, width, height)` with integral values printed without a fraction.
  public var description: String {
    "(\(Self.format(x)), \(Self.format(y)), \(Self.format(width)), \(Self.format(height)))"
  }

  static func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
