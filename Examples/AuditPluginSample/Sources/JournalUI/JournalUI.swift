/// The journal app's UI module. Its screens live in `Interface/` as storyboards; the custom views
/// they name (`RatingView`, `MoodGauge`) are UIKit classes in the real app, described to Herald by
/// component models (RatingView is built in).
public enum JournalUI {
  /// The storyboard with the journal entry screen.
  public static let storyboard = "Journal"
}
