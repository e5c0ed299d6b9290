/// How a stack view lays out its arranged subviews, which are the element's children in order.
public struct StackLayout: Sendable, Hashable {
  /// The direction of a stack.
  public enum Axis: String, Sendable, Hashable, CaseIterable {
    /// Leading to trailing.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// The axis (UIKit's default is horizontal).
  public var axis: Axis
  /// The spacing between arranged subviews.
  public var spacing: Double
  /// `UIStackView.Alignment`, as Interface Builder names it (`fill`, `center`, …).
  public var alignment: String
  /// `UIStackView.Distribution`, as Interface Builder names it (`fill`, `fillEqually`, …).
  public var distribution: String

  /// Creates a stack layout with UIKit's defaults.
  public init(axis: Axis = .horizontal, spacing: Double = 0, alignment: String = "fill", distribution: String = "fill")
  {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    self.distribution = distribution
  }
}
