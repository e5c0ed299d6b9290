import Foundation
import HeraldTestSupport
import Testing

/// `herald announce --locale` of a SwiftGen app's screen speaks the words of its own tables:
/// Swiftfin's `L10n` accessors (its committed `Strings.swift`) looked up in `Translations/*.lproj`.
@Suite("announce --locale reads a SwiftGen app's tables", .requires(.appsCorpus))
struct GeneratedStringsLocaleTests {
  static let app = TestPaths.appsCorpus + "/jellyfin+Swiftfin"
  static let inputs = [
    app + "/Swiftfin/Views/GestureSettingsView.swift", app + "/Shared/Strings/Strings.swift", app + "/Translations",
  ]

  @Test("the development language is each accessor's text; German is the German table's")
  func german() throws {
    let english = try Herald.run(["announce"] + Self.inputs)
    #expect(english.output.contains("1. Gestures. Heading."))
    #expect(english.output.contains("2. Horizontal pan: "))
    #expect(!english.output.contains("‹L10n."))
    let german = try Herald.run(["announce"] + Self.inputs + ["--locale", "de"])
    #expect(german.output.contains("1. Gesten. Überschrift."))
    #expect(german.output.contains("2. Seitlich wischen: "))
    #expect(german.output.contains("9. Rechts vertikal streichen: "))
    #expect(!german.output.contains("‹L10n."))
  }
}

/// A SwiftGen accessor of a `.stringsdict` plural has no English text in the source, only its
/// key and format arguments: the app shows the table's text, never the key (issue 33: Mastodon's
/// `L10n.A11y.Plural.Count.charactersLeft(remains)` was judged as the label
/// "a11y.plural.count.characters_left"). Written for Herald after SwiftGen's generated code.
@Suite("A generated plural accessor reads its table")
struct GeneratedPluralAccessorTests {
  static let view = """
    import SwiftUI

    enum L10n {
      static func charactersLeft(_ p1: Int) -> String {
        return L10n.tr("Localizable", "a11y.characters_left", p1, fallback: "Plural format key: \\"%#@count@\\"")
      }
      static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String { "" }
    }

    struct Counter: View {
      let remains: Int
      var body: some View {
        Text("\\(remains)").accessibilityLabel(L10n.charactersLeft(remains))
      }
    }
    """

  static let plural = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>a11y.characters_left</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
    <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>ld</string>
    <key>one</key><string>1 character left</string><key>other</key><string>%ld characters left</string></dict>
    </dict></dict></plist>
    """

  @Test("The label is the table's plural text, not the key, and no rule reads the key as words")
  func pluralAccessor() throws {
    let folder = try temporaryDirectory(
      ["Counter.swift": Self.view, "en.lproj/Localizable.stringsdict": Self.plural], prefix: "herald-plural")
    let announced = try Herald.run(in: folder, ["announce", "Counter.swift"])
    #expect(announced.output.contains("1. %ld characters left"), "\(announced.output)")
    let audit = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    let rules = try Herald.jsonFindings(audit).compactMap { $0["ruleId"]?.stringValue }
    #expect(!rules.contains("label-not-capitalized"), "\(rules)")
  }
}

/// Accessors a build step generates (a script in a build phase, R.swift, Xcode's String Catalog
/// symbols) are not among the inputs; each names its table key by the key's letters and digits
/// (``GeneratedAccessors``). Written for Herald after Kiwix's `LocalString`, which its build makes
/// from `Localizable.strings` by writing every other character as `_`.
@Suite("A generated accessor no input declares reads its table key")
struct UndeclaredGeneratedAccessorTests {
  static let view = """
    import SwiftUI

    extension String { static let appTitle = "Herald Notes" }

    struct Action: View {
      let title: String
      var body: some View { Button(title) {} }
    }

    struct ShareRow: View {
      var body: some View {
        VStack {
          Button(LocalString.common_button_share) {}
          Text(LocalString.payment_title)
          Text(String.appTitle)
          Text("Tinted").foregroundStyle(Color.accentColor)
          Action(title: LocalString.common_button_share)
        }
      }
    }
    """

  @Test("The development language's and German texts are the tables'; a key no table has stays unknown")
  func kiwixStyle() throws {
    let folder = try temporaryDirectory(
      [
        "ShareRow.swift": Self.view,
        "en.lproj/Localizable.strings":
          "\"common.button.share\" = \"Share\";\n\"app_title\" = \"Key\";\n\"accent_color\" = \"Key\";\n",
        "de.lproj/Localizable.strings": "\"common.button.share\" = \"Teilen\";\n",
      ], prefix: "herald-generated")
    let english = try Herald.run(in: folder, ["announce", "ShareRow.swift"])
    #expect(english.output.contains("1. Share. Button."), "\(english.output)")
    #expect(english.output.contains("‹LocalString.payment_title›"), "\(english.output)")
    // The app's own constant and the system's colour keep what they are, though a key has their letters.
    #expect(english.output.contains("3. Herald Notes  ["), "\(english.output)")
    #expect(!english.output.contains("Key"), "\(english.output)")
    // Handed to another view as a string, it keeps the development text its key has.
    #expect(english.output.contains("5. Share. Button."), "\(english.output)")
    let german = try Herald.run(in: folder, ["announce", "ShareRow.swift", "--locale", "de"])
    #expect(german.output.contains("1. Teilen."), "\(german.output)")
    // Without the tables nothing names the key: the text stays the app's.
    let alone = try temporaryDirectory(["ShareRow.swift": Self.view], prefix: "herald-generated-alone")
    let unknown = try Herald.run(in: alone, ["announce", "ShareRow.swift"])
    #expect(unknown.output.contains("‹LocalString.common_button_share›"), "\(unknown.output)")
  }

  @Test("A model's initial value set from a generated accessor is the table's text")
  func modelInitialValue() throws {
    let view = """
      import SwiftUI

      final class ShareModel: ObservableObject {
        @Published var title = LocalString.common_button_share
      }

      struct ShareScreen: View {
        @StateObject private var model = ShareModel()
        var body: some View { Button(model.title) {} }
      }
      """
    let folder = try temporaryDirectory(
      [
        "ShareScreen.swift": view,
        "en.lproj/Localizable.strings": "\"common.button.share\" = \"Share\";\n",
        "de.lproj/Localizable.strings": "\"common.button.share\" = \"Teilen\";\n",
      ], prefix: "herald-generated-model")
    let english = try Herald.run(in: folder, ["announce", "ShareScreen.swift"])
    #expect(english.output.contains("1. Share. Button."), "\(english.output)")
    let german = try Herald.run(in: folder, ["announce", "ShareScreen.swift", "--locale", "de"])
    #expect(german.output.contains("1. Teilen."), "\(german.output)")
  }
}
