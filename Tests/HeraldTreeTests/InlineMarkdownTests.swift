import HeraldTree
import Testing

/// A localized string key's Markdown as `Text` shows it (Apple, `Text`; CommonMark's inline rules).
@Suite("Inline Markdown of a Text")
struct InlineMarkdownTests {
  @Test(
    "emphasis, strong, strikethrough, code and links are shown as their text",
    arguments: [
      ("Respond in **App**.", "Respond in App."),
      ("*One* and __two__ and ~~three~~", "One and two and three"),
      ("Run `make test` now", "Run make test now"),
      ("[Xcode Releases](https://xcodereleases.com) is unofficial", "Xcode Releases is unofficial"),
      ("A [**bold** link](https://a.b) here", "A bold link here"),
      ("[Wiki](https://w.org/Swift_(language)) page", "Wiki page"),
      ("_config.yml and _x_", "_config.yml and x"),
      ("Type `\\` to escape", "Type \\ to escape"),
      ("Use `` for empty and `x`", "Use `` for empty and x"),
      ("Mail <me@example.com> or <https://a.b>", "Mail me@example.com or https://a.b"),
      ("Fish &amp; chips", "Fish & chips"),
    ])
  func rendered(written: String, shown: String) {
    #expect(InlineMarkdown.plainText(written) == shown)
  }

  @Test(
    "what is no Markdown stays as written",
    arguments: [
      "snake_case_name", "2 * 3 * 4", "a ** b", "\\*not emphasis\\*", "[no link]", "50% off", "unclosed **bold",
      "[1](and also 2)", "a < b > c", "R&D",
    ])
  func literal(written: String) {
    let expected = written == "\\*not emphasis\\*" ? "*not emphasis*" : written
    #expect(InlineMarkdown.plainText(written) == expected)
  }
}

extension InlineMarkdownTests {
  @Test("values put into a key are shown as written; the key's own Markdown is applied around them")
  func filled() {
    #expect(InlineMarkdown.plainText(["Open ", ""], filling: ["__init__.py"]) == "Open __init__.py")
    #expect(InlineMarkdown.plainText(["**", "** items"], filling: ["3"]) == "3 items")
  }
}
