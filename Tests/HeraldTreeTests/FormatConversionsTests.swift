import HeraldSyntax
import HeraldTree
import Testing

/// A text the tree shows for a format key, put into another value of the key: the development
/// language's (`"%@ Donuts"` = `"%@ donuts"`, Food Truck's table) or a translation's, with
/// positions (`%2$@`) as Foundation's `String(format:)` reads them.
@Suite("Format conversions: a format key's arguments in another of its values")
struct FormatConversionsTests {
  @Test("conversions are found as String(format:) reads them; %% and a lone % are none")
  func conversions() {
    let format = "%1$@ has %lld items, 100%% done, %.2f%"
    let found = FormatConversions.conversions(in: format).map { (String(format[$0.range]), $0.position) }
    #expect(found.map(\.0) == ["%1$@", "%lld", "%.2f"])
    #expect(found.map(\.1) == [1, nil, nil])
    #expect(AppStrings.formatPattern("%d of %lld, 100%%") == "%@ of %@, 100%%")
  }

  @Test("the arguments shown go where the value reads them, in order or by position")
  func refill() {
    #expect(FormatConversions.refill("‹total› Donuts", key: "%@ Donuts", into: "%@ donuts") == "‹total› donuts")
    #expect(FormatConversions.refill("‹total› Donuts", key: "%@ Donuts", into: "%@ من الدونات") == "‹total› من الدونات")
    #expect(FormatConversions.refill("Anna and Ben", key: "%@ and %@", into: "%2$@ und %1$@") == "Ben und Anna")
    #expect(FormatConversions.refill("3 of 5", key: "%lld of %lld", into: "%lld/%lld, 100%%") == "3/5, 100%")
  }

  @Test("no refill when the text lacks the key's parts, the value reads an argument the key has not, or is plural")
  func noRefill() {
    #expect(FormatConversions.refill("Something else", key: "%@ Donuts", into: "%@ donuts") == nil)
    #expect(FormatConversions.refill("‹a›‹b›", key: "%@%@", into: "%@ %@") == nil)
    #expect(FormatConversions.refill("‹n› Donuts", key: "%@ Donuts", into: "%@ of %@") == nil)
    #expect(FormatConversions.refill("‹n› Donuts", key: "%@ Donuts", into: "%#@donuts@") == nil)
    // A position no argument has, even the largest, reads none (no overflow).
    #expect(FormatConversions.refill("‹n› Donuts", key: "%@ Donuts", into: "%9223372036854775807$@ donuts") == nil)
    #expect(FormatConversions.refill("‹n› Donuts", key: "%@ Donuts", into: "%99999999999999999999999$@ x") == nil)
  }

  @Test("the localizer shows a format key's text in the development language's and a locale's value")
  func localizer() {
    var strings = AppStrings(developmentLocale: "en")
    for (locale, value) in [("en", "%@ donuts"), ("de", "%@ Donuts insgesamt")] {
      strings.add(
        AppStrings.Table(
          locale: locale, name: "Localizable", directory: nil, path: "App/\(locale).lproj/Localizable.strings",
          values: ["%@ Donuts": value]))
    }
    var element = Element(
      id: "total", role: .staticText, content: Content(text: "‹total› Donuts"),
      location: HeraldSyntax.SourceLocation(file: "Chart.swift", line: 28, column: 13))
    element.localizationKeys = [.text: "%@ Donuts"]
    let tree = ControlTree(
      file: "Chart.swift", format: .swiftUI, platform: .iOS,
      scenes: [Scene(id: "Chart", name: "Chart", root: element, location: element.location)])
    let localizer = TreeLocalizer(strings: strings)
    #expect(localizer.localized(tree, to: "en").scenes[0].root.content.text == "‹total› donuts")
    #expect(localizer.localized(tree, to: "de").scenes[0].root.content.text == "‹total› Donuts insgesamt")
  }
}
