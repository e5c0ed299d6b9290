import SwiftUI

/// A meal rating as five star buttons, the way many apps first write it: each star a Button showing
/// an SF Symbol and nothing else. VoiceOver reads every star alike (the symbol's label, or its name),
/// and nothing says what the rating is: `herald audit` flags the row and asks to review each star.
struct StarRow: View {
  @Binding var rating: Int
  let maximum = 5

  var body: some View {
    HStack(spacing: 8) {
      ForEach(1...5, id: \.self) { star in
        Button {
          rating = star == rating ? 0 : star
        } label: {
          Image(systemName: star <= rating ? "star.fill" : "star")
            .foregroundStyle(.yellow)
        }
        .frame(width: 44, height: 44)
      }
    }
  }
}

#Preview {
  StarRow(rating: .constant(3))
}
