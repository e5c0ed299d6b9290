// StarRatingControl.swift — a UIControl that draws its own stars, written for Herald's examples.
// Reimplemented in our own words after the behaviour of the blog post on iOS custom UI controls:
// target-action through .valueChanged, and VoiceOver sees ONE adjustable element, not five stars.

import UIKit

@IBDesignable class StarRatingControl: UIControl {

    // MARK: Properties

    /// How many stars are drawn, and the highest rating.
    @IBInspectable var maximumRating = 5 {
        didSet {
            maximumRating = max(maximumRating, 1)
            if rating > maximumRating { rating = maximumRating }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The current rating, kept within 0…maximumRating.
    var rating = 0 {
        didSet {
            rating = min(max(rating, 0), maximumRating)
            guard rating != oldValue else { return }
            sendActions(for: .valueChanged)
            setNeedsDisplay()
        }
    }

    private let starSize: CGFloat = 44
    private let spacing: CGFloat = 8

    // MARK: Initialization

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .clear
        contentMode = .redraw

        // The whole control is one element: swipe up or down to change the rating.
        isAccessibilityElement = true
        accessibilityLabel = String(localized: "rating.adjustable.label", defaultValue: "Rating")
        accessibilityTraits = .adjustable
    }

    // MARK: Layout

    override var intrinsicContentSize: CGSize {
        let count = CGFloat(maximumRating)
        return CGSize(width: count * starSize + (count - 1) * spacing, height: starSize)
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        for index in 0..<maximumRating {
            let frame = starFrame(at: index)
            let star = starPath(in: frame.insetBy(dx: 4, dy: 4))
            if index < rating {
                UIColor.systemYellow.setFill()
                star.fill()
            } else {
                UIColor.systemGray3.setStroke()
                star.lineWidth = 2
                star.stroke()
            }
        }
    }

    private func starFrame(at index: Int) -> CGRect {
        let x = CGFloat(index) * (starSize + spacing)
        return CGRect(x: x, y: (bounds.height - starSize) / 2, width: starSize, height: starSize)
    }

    /// A five-pointed star inscribed in `rect`.
    private func starPath(in rect: CGRect) -> UIBezierPath {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.4
        let path = UIBezierPath()
        for point in 0..<10 {
            let radius = point.isMultiple(of: 2) ? outer : inner
            let angle = -CGFloat.pi / 2 + CGFloat(point) * CGFloat.pi / 5
            let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 { path.move(to: vertex) } else { path.addLine(to: vertex) }
        }
        path.close()
        return path
    }

    // MARK: Touch handling

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }

    /// A touch over star N (or in the gap after it) sets the rating to N; left of the first star, 0.
    private func updateRating(for touch: UITouch) {
        let x = touch.location(in: self).x
        guard x > 0 else {
            rating = 0
            return
        }
        rating = Int((x / (starSize + spacing)).rounded(.down)) + 1
    }

    // MARK: Accessibility

    override var accessibilityValue: String? {
        get { String(localized: "rating.adjustable.value", defaultValue: "\(rating) of \(maximumRating) stars") }
        set {}
    }

    override func accessibilityIncrement() {
        rating += 1
    }

    override func accessibilityDecrement() {
        rating -= 1
    }
}
