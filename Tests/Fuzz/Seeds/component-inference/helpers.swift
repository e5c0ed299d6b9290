import UIKit

struct Defaults {
  static let updateOnTouch = true
  static let rating: Double = 2.5
}
struct Settings {
  /// The defaults.
  public static var `default`: Settings { return Settings() }
  /// Whether touches change the rating.
  public var updateOnTouch = Defaults.updateOnTouch
}
struct Helper {
  static func update(_ view: UIView, rating: Double, settings: Settings) {
    view.isAccessibilityElement = true
    view.accessibilityTraits = settings.updateOnTouch ? UIAccessibilityTraits.adjustable : UIAccessibilityTraits.none
    view.accessibilityValue = "\(rating)"
  }
}
class T: UIView {
  @IBInspectable open var rating: Double = Defaults.rating { didSet { update() } }
  open var settings: Settings = .default { didSet { update() } }
  required init?(coder: NSCoder) { super.init(coder: coder) }
  override func awakeFromNib() { super.awakeFromNib(); update() }
  func update() { Helper.update(self, rating: rating, settings: settings) }
  override func accessibilityIncrement() { rating += 1 }
}
