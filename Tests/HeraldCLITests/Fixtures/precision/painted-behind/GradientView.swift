import UIKit

/// A view drawn by a gradient layer: its backgroundColor is covered.
final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
}
