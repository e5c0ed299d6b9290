import SwiftUI

/// The same rating as one accessibility element: VoiceOver says "Rating, 3 of 5 stars,
/// Adjustable", and a swipe up or down changes the rating by one star, as the UIKit
/// StarRatingControl does with accessibilityIncrement and accessibilityDecrement.
struct AccessibleStarRating: View {
  @Binding var rating: Int

  var body: some View {
    HStack(spacing: 8) {
      ForEach(1...5, id: \.self) { star in
        Image(systemName: star <= rating ? "star.fill" : "star")
          .foregroundStyle(.yellow)
          .frame(width: 44, height: 44)
          .onTapGesture { rating = star }
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("Rating")
    .accessibilityValue("\(rating) of 5 stars")
    .accessibilityAdjustableAction { direction in
      switch direction {
      case .increment:
        if rating < 5 { rating += 1 }
      case .decrement:
        if rating > 0 { rating -= 1 }
      @unknown default:
        break
      }
    }
  }
}

/// A meal's detail screen that uses the accessible rating.
struct MealDetail: View {
  var name = "Caprese Salad"
  @State private var rating = 3

  var body: some View {
    Form {
      Section("Meal") {
        Text(name)
          .font(.title)
        AccessibleStarRating(rating: $rating)
      }
    }
  }
}

#Preview {
  AccessibleStarRating(rating: .constant(3))
}
