// RatingControl.swift — FoodTracker's five-star rating control, written for Herald's examples.
// Reimplemented in our own words after the behaviour of Apple's "Start Developing iOS Apps (Swift)"
// tutorial (Implement a Custom Control); Herald reads it as source, it is not built on Linux.

import UIKit

@IBDesignable class RatingControl: UIStackView {

  // MARK: Properties

  /// The size of each star button.
  @IBInspectable var starSize: CGSize = CGSize(width: 44, height: 44) {
    didSet { setupButtons() }
  }

  /// How many stars the control offers.
  @IBInspectable var starCount: Int = 5 {
    didSet { setupButtons() }
  }

  /// The current rating, 0 meaning "no rating".
  var rating = 0 {
    didSet { updateButtonSelectionStates() }
  }

  private var ratingButtons = [UIButton]()

  // MARK: Initialization

  override init(frame: CGRect) {
    super.init(frame: frame)
    setupButtons()
  }

  required init(coder: NSCoder) {
    super.init(coder: coder)
    setupButtons()
  }

  // MARK: Button action

  @objc func ratingButtonTapped(button: UIButton) {
    guard let index = ratingButtons.firstIndex(of: button) else {
      fatalError("The button \(button) is not one of this control's stars: \(ratingButtons)")
    }
    // Star N stands for a rating of N; tapping the star that already holds the rating clears it.
    let tappedRating = index + 1
    rating = (tappedRating == rating) ? 0 : tappedRating
  }

  // MARK: Private methods

  private func setupButtons() {
    // Throw away the stars of a previous configuration.
    for button in ratingButtons {
      removeArrangedSubview(button)
      button.removeFromSuperview()
    }
    ratingButtons.removeAll()

    // The star images come from the asset catalog of the app bundle (also in Interface Builder).
    let bundle = Bundle(for: type(of: self))
    let filledStar = UIImage(named: "filledStar", in: bundle, compatibleWith: traitCollection)
    let emptyStar = UIImage(named: "emptyStar", in: bundle, compatibleWith: traitCollection)
    let highlightedStar = UIImage(named: "highlightedStar", in: bundle, compatibleWith: traitCollection)

    for index in 0..<starCount {
      let button = UIButton()

      button.setImage(emptyStar, for: .normal)
      button.setImage(filledStar, for: .selected)
      button.setImage(highlightedStar, for: .highlighted)
      button.setImage(highlightedStar, for: [.highlighted, .selected])

      button.translatesAutoresizingMaskIntoConstraints = false
      button.heightAnchor.constraint(equalToConstant: starSize.height).isActive = true
      button.widthAnchor.constraint(equalToConstant: starSize.width).isActive = true

      // What VoiceOver says for this star.
      button.accessibilityLabel = "Set \(index + 1) star rating"

      button.addTarget(self, action: #selector(ratingButtonTapped(button:)), for: .touchUpInside)

      addArrangedSubview(button)
      ratingButtons.append(button)
    }

    updateButtonSelectionStates()
  }

  private func updateButtonSelectionStates() {
    for (index, button) in ratingButtons.enumerated() {
      // Every star up to the rating is filled.
      button.isSelected = index < rating

      // Only the star that holds the current rating explains how to clear it.
      let hint: String?
      if rating == index + 1 {
        hint = "Tap to reset the rating to zero."
      } else {
        hint = nil
      }

      // Every star announces the rating as a whole.
      let value: String
      switch rating {
      case 0:
        value = "No rating set."
      case 1:
        value = "1 star set."
      default:
        value = "\(rating) stars set."
      }

      button.accessibilityHint = hint
      button.accessibilityValue = value
    }
  }
}
