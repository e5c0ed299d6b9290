@IBDesignable final class DialControl: UIControl {
  @IBOutlet weak var titleLabel: UILabel!
  private let knob = UIButton(type: .custom)
  var value = 0 { didSet { sendActions(for: .valueChanged) } }
  override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityLabel = NSLocalizedString("Volume", comment: "")
    accessibilityTraits.insert(.adjustable)
    for index in 0..<3 {
      let tick = UIView()
      tick.accessibilityIdentifier = "tick-\(index)"
      addSubview(tick)
    }
    [knob, titleLabel].forEach { $0?.isHidden = false }
  }
  required init?(coder: NSCoder) { fatalError() }
  override var accessibilityValue: String? {
    get { "\(value) %" }
    set {}
  }
  override func accessibilityIncrement() { value += 1 }
  override func accessibilityDecrement() { value -= 1 }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { value += 1 }
  static func make() -> DialControl { DialControl(frame: .zero) }
}
extension DialControl { func reset() { UIAccessibility.post(notification: .layoutChanged, argument: self) } }
