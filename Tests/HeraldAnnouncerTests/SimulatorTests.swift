import HeraldAnnouncer
import HeraldTree
import Testing

@Suite("Simulator")
struct SimulatorTests {
  /// Seed 000 (Apple's FoodTracker tutorial): tap the 3rd star, then tap it again.
  struct Seed: Sendable, CustomStringConvertible {
    var locale: String
    var threeStars: String
    var noRating: String
    var hint: String
    var description: String { locale }
  }

  static let seeds = [
    Seed(
      locale: "en", threeStars: "3 stars set.", noRating: "No rating set.", hint: "Tap to reset the rating to zero."),
    Seed(
      locale: "ru", threeStars: "Выбраны 3 звезды.", noRating: "Оценка не выбрана.",
      hint: "Коснитесь, чтобы сбросить оценку до нуля."),
    Seed(
      locale: "ar", threeStars: "تم تعيين ٣ نجوم.", noRating: "لم يتم تعيين أي تقييم.",
      hint: "انقر لإعادة تعيين التقييم إلى صفر."),
    Seed(
      locale: "pl", threeStars: "Ustawiono 3 gwiazdki.", noRating: "Nie ustawiono oceny.",
      hint: "Stuknij, aby wyzerować ocenę."),
  ]

  @Test("replays seed 000: activate the 3rd star, then again", arguments: seeds)
  func seed000(_ seed: Seed) throws {
    var simulator = try simulator(seed.locale)
    let steps = try simulator.run([.focus("rating#3"), .activate])
    #expect(steps[1].spoken == seed.threeStars)
    #expect(steps[1].valueChanged)
    #expect(steps[1].events == ["touchUpInside"])
    #expect(steps[1].focus?.elementID == "rating#3")
    #expect(steps[1].focus?.value == seed.threeStars)
    #expect(steps[1].focus?.hint == seed.hint)
    let stars = simulator.elements.filter { $0.element.id.hasPrefix("rating#") }
    #expect(stars.count == 5)
    #expect(stars.filter { $0.hint != nil }.map(\.element.id) == ["rating#3"])
    #expect(
      stars.filter { $0.traits.contains(.selected) }.map(\.element.id).sorted() == ["rating#1", "rating#2", "rating#3"])
    #expect(stars.allSatisfy { $0.value == seed.threeStars })
    let again = try simulator.perform(.activate)
    #expect(again.spoken == seed.noRating)
    #expect(simulator.elements.allSatisfy { $0.hint == nil || $0.element.id == "name" })
    #expect(simulator.elements.allSatisfy { !$0.traits.contains(.selected) })
  }

  @Test("focus:LABEL finds the star by its spoken label")
  func focusByLabel() throws {
    var simulator = try simulator("en")
    let step = try simulator.perform(.focus("Set 3 star rating"))
    #expect(step.spoken == "Set 3 star rating: No rating set. Button.")
    #expect(throws: AnnouncerError.self) { try simulator.perform(.focus("Set 9 star rating")) }
  }

  @Test("StarRatingControl: increment from 4 says 5 of 5 stars, and stays at 5")
  func starRatingControl() throws {
    var simulator = try simulator("en", scene: "star-rating")
    let steps = try simulator.run([.next, .increment, .increment, .decrement])
    #expect(steps[0].focus?.value == "4 of 5 stars")
    #expect(steps[1].spoken == "5 of 5 stars")
    #expect(steps[1].events == ["valueChanged"])
    #expect(steps[2].spoken == "5 of 5 stars")
    #expect(!steps[2].valueChanged)
    #expect(steps[2].events.isEmpty, "valueChanged is sent only when the rating changes")
    #expect(steps[3].spoken == "4 of 5 stars")
  }

  @Test("StarRatingControl in Russian and Polish counts stars with the right plural")
  func starRatingPlurals() throws {
    var russian = try simulator("ru", scene: "star-rating")
    #expect(try russian.run([.next, .increment])[1].spoken == "5 из 5 звёзд")
    var polish = try simulator("pl", scene: "star-rating")
    let steps = try polish.run([.next, .decrement])
    #expect(steps[1].spoken == "3 z 5 gwiazdek")
  }

  @Test("a read-only JRNL rating view does not change when activated")
  func readOnly() throws {
    var simulator = try simulator("en", scene: "read-only")
    let steps = try simulator.run([.next, .activate])
    #expect(steps[1].spoken == nil)
    #expect(steps[1].note?.contains("user interaction") == true)
    #expect(simulator.elements.filter { $0.traits.contains(.selected) }.count == 2)
  }

  @Test("moves wrap neither way and an action before focus is an error")
  func moves() throws {
    var simulator = try simulator("en", scene: "row")
    #expect(throws: AnnouncerError.nothingFocused(action: "activate")) { try simulator.perform(.activate) }
    let steps = try simulator.run([.last, .next, .first, .previous])
    #expect(steps[0].focus?.label == "Below")
    #expect(steps[1].note != nil)
    #expect(steps[2].focus?.label == "One")
    #expect(steps[3].note != nil)
  }

  @Test(
    "actions parse from the command line form",
    arguments: [
      ("next,previous", [SimulatorAction.next, .previous]),
      ("focus:Set 3 star rating, activate", [.focus("Set 3 star rating"), .activate]),
      (
        "focus:Hello\\, world,increment,decrement,first,last",
        [.focus("Hello, world"), .increment, .decrement, .first, .last]
      ),
    ])
  func parse(_ text: String, _ expected: [SimulatorAction]) throws {
    #expect(try SimulatorAction.list(text) == expected)
  }

  @Test("an unknown action is refused with the list of actions")
  func unknownAction() {
    #expect(throws: AnnouncerError.unknownAction("tap")) { try SimulatorAction.list("next,tap") }
  }
}
