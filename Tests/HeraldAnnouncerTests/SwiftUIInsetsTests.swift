import HeraldAnnouncer
import HeraldSource
import HeraldTree
import Testing

/// What `.searchable` and `.safeAreaInset` add beside a view, read as VoiceOver reads the screen.
@Suite("SwiftUI search fields and safe-area insets")
struct SwiftUIInsetsTests {
  @Test("a searchable view's field follows the title and the bar's items; without a prompt it says the system's Search")
  func searchField() throws {
    let body = """
      NavigationStack {
        List { Text("Lisbon") }
          .navigationTitle("Cities")
          .toolbar { Button("Add") { } }
          .searchable(text: $query)
      }
      """
    let spoken = try SwiftUISectionHeaderCaseTests.spoken(body)
    #expect(spoken == ["Cities. Heading.", "Add. Button.", "Search. Search Field. Double tap to edit.", "Lisbon"])
    // The system's word, in the user's language.
    let german = try SwiftUISectionHeaderCaseTests.spoken(body, locale: "de")
    #expect(german.contains("Suchen. Suchfeld. Zum Bearbeiten doppeltippen."))
  }

  @Test("written on the navigation container, the field is in its root view's bar, after the title and items")
  func searchableOnTheContainer() throws {
    let body = """
      NavigationStack {
        List { Text("Lisbon") }
          .navigationTitle("Cities")
          .toolbar { Button("Add") { } }
      }
      .searchable(text: $query, prompt: "Find a city")
      """
    #expect(
      try SwiftUISectionHeaderCaseTests.spoken(body) == [
        "Cities. Heading.", "Add. Button.", "Find a city. Search Field. Double tap to edit.", "Lisbon",
      ])
  }

  @Test("a prompt is the field's placeholder")
  func prompt() throws {
    let body = "NavigationStack { List { Text(\"Lisbon\") }.searchable(text: $query, prompt: \"Cities or countries\") }"
    #expect(
      try SwiftUISectionHeaderCaseTests.spoken(body) == [
        "Cities or countries. Search Field. Double tap to edit.", "Lisbon",
      ])
  }

  @Test("a top inset is read before the view, a bottom inset after it")
  func safeAreaInsets() throws {
    let body = """
      List { Text("Order 1") }
        .safeAreaInset(edge: .bottom) { Button("Request a refund") { } }
        .safeAreaInset(edge: .top, spacing: 0) { Text("Select a purchase") }
      """
    #expect(
      try SwiftUISectionHeaderCaseTests.spoken(body) == [
        "Select a purchase", "Order 1", "Request a refund. Button.",
      ])
  }
}
