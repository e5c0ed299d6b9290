// RatingView.swift — JRNL's read-only star rating, written for Herald's examples.
// Reimplemented in our own words after the behaviour of "iOS 18 Programming for Beginners", ch. 19.
// Like the book's version it declares NO accessibility information: Herald is meant to flag it.

import UIKit

class RatingView: UIStackView {

    var rating = 0 {
        didSet { updateButtonState() }
    }

    private var ratingButtons: [UIButton] = []
    private let buttonSize = CGSize(width: 44, height: 44)
    private let buttonCount = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupButtons()
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
        setupButtons()
    }

    private func setupButtons() {
        for button in ratingButtons {
            removeArrangedSubview(button)
            button.removeFromSuperview()
        }
        ratingButtons.removeAll()

        // SF Symbols: an outlined star, a filled star, and a red filled star while pressed.
        let filledStar = UIImage(systemName: "star.fill")
        let emptyStar = UIImage(systemName: "star")
        let highlightedStar = UIImage(systemName: "star.fill")?
            .withTintColor(.red, renderingMode: .alwaysOriginal)

        for _ in 0..<buttonCount {
            let button = UIButton()
            button.setImage(emptyStar, for: .normal)
            button.setImage(filledStar, for: .selected)
            button.setImage(highlightedStar, for: .highlighted)
            button.setImage(highlightedStar, for: [.highlighted, .selected])

            button.translatesAutoresizingMaskIntoConstraints = false
            button.widthAnchor.constraint(equalToConstant: buttonSize.width).isActive = true
            button.heightAnchor.constraint(equalToConstant: buttonSize.height).isActive = true
            button.addTarget(self, action: #selector(RatingView.ratingButtonTapped(_:)), for: .touchUpInside)

            addArrangedSubview(button)
            ratingButtons.append(button)
        }
    }

    /// Tapping star N sets the rating to N; tapping the star that holds the rating clears it.
    @objc private func ratingButtonTapped(_ button: UIButton) {
        guard let index = ratingButtons.firstIndex(of: button) else {
            fatalError("The button, \(button), is not in the ratingButtons array: \(ratingButtons)")
        }
        let selectedRating = index + 1
        if selectedRating == rating {
            rating = 0
        } else {
            rating = selectedRating
        }
    }

    private func updateButtonState() {
        for (index, button) in ratingButtons.enumerated() {
            button.isSelected = index < rating
        }
    }
}
