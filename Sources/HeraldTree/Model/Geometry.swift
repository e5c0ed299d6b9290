import HeraldSyntax

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
    abs(value) < 1e15 ? CheckedNumber.exactInteger(value).map(String.init) ?? String(value) : String(value)
  }
}

/// A point in the tree's coordinate unit.
public struct Point: Sendable, Hashable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate (grows downwards).
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// `(x, y)` with integral values printed without a fraction.
  public var description: String { "(\(Rect.format(x)), \(Rect.format(y)))" }
}

extension Rect {
  /// The centre as a ``Point``: where VoiceOver activates an element by default.
  public var midpoint: Point { Point(x: x + width / 2, y: y + height / 2) }

  /// The smallest rectangle that contains both.
  public func union(_ other: Rect) -> Rect {
    let minX = Swift.min(x, other.x)
    let minY = Swift.min(y, other.y)
    let maxX = Swift.max(x + width, other.x + other.width)
    let maxY = Swift.max(y + height, other.y + other.height)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
