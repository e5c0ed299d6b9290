import Foundation
import HeraldSource
import HeraldTree
import Testing

/// Strings an app's code looks up through its own accessors (SwiftGen's `L10n`, hand-written
/// enums) or through calls naming a table: the text and the key, and the table it is read from.
@Suite("SwiftUI: the app's generated strings")
struct SwiftUIGeneratedStringsTests {
  /// SwiftGen's template as apps commit it (`swiftgen.yml`, `structured-swift5`), written for Herald.
  static let generated = """
    import Foundation
    internal enum L10n {
      /// About
      internal static let about = L10n.tr("Localizable", "about", fallback: "About")
      /// None
      internal static let `none` = L10n.tr("Localizable", "none", fallback: "None")
      /// %@ years old
      internal static func yearsOld(_ p1: Any) -> String {
        return L10n.tr("Localizable", "yearsOld", String(describing: p1), fallback: "%@ years old")
      }
      internal enum Settings {
        /// Settings
        internal static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")
      }
      internal static var dailyGoal: String { return L10n.tr("Mainstrings", "daily_goal") }
    }
    extension L10n {
      private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
      }
    }
    enum Strings {
      static var save: String { NSLocalizedString("save", tableName: "Editor", value: "Save", comment: "") }
    }
    extension String {
      static let ellipsis = "\\u{2026}"
    }
    """

  static func texts(_ body: String) throws -> [Element] {
    let view = "import SwiftUI\nstruct Screen: View { var body: some View { VStack { \(body) } } }"
    let views = SwiftUIViewIndex(sources: [("/app/Screen.swift", view), ("/app/Strings.swift", generated)])
    let tree = try SwiftUILoader(views: views).load(Array(view.utf8), file: "/app/Screen.swift")
    let root = try #require(tree.scenes.first { $0.name == "Screen" }).root
    return SwiftUILoaderTests.all(root).filter { $0.role == .staticText }
  }

  @Test("a SwiftGen accessor is its fallback text, looked up by its key (nested enums, backticked names)")
  func swiftGen() throws {
    let texts = try Self.texts("Text(L10n.about)\nText(L10n.Settings.title)\nText(L10n.none)")
    #expect(texts.map(\.content.text) == ["About", "Settings", "None"])
    #expect(texts.map { $0.localizationKeys[.text] } == ["about", "settings.title", "none"])
    #expect(texts.allSatisfy { $0.localizationTables.isEmpty })
    // The text is known: no mark of text the app computes.
    #expect(texts.allSatisfy { !$0.runtimeAttributes.contains { $0.keyPath.hasPrefix("swiftui.") } })
  }

  @Test("an accessor of another table keeps its table; without a fallback it shows its key")
  func otherTable() throws {
    let texts = try Self.texts("Text(L10n.dailyGoal)\nText(Strings.save)")
    #expect(texts.map(\.content.text) == ["daily_goal", "Save"])
    #expect(texts.map { $0.localizationTables[.text] } == ["Mainstrings", "Editor"])
    #expect(texts.map { $0.localizationKeys[.text] } == ["daily_goal", "save"])
  }

  @Test("an accessor with arguments is its text filled in, a constant is its text")
  func formattedAndConstants() throws {
    let texts = try Self.texts(
      "Text(L10n.yearsOld(3))\nText(L10n.about + .ellipsis)\nText(String.ellipsis)\nText(\"access tAGS\".localizedCapitalized)"
    )
    #expect(texts.map(\.content.text) == ["3 years old", "About\u{2026}", "\u{2026}", "Access Tags"])
    // The app changes what it looks up: no key to read in another language.
    #expect(texts[3].localizationKeys.isEmpty)
  }

  @Test("calls that name a table: Text(tableName:), String(localized:table:), LocalizedStringResource(table:)")
  func namedTables() throws {
    let texts = try Self.texts(
      """
      Text("save", tableName: "Editor")
      Text(String(localized: "close", table: "Editor"))
      Text(LocalizedStringResource("open", defaultValue: "Open", table: "Files"))
      Text(NSLocalizedString("quit", comment: ""))
      """)
    #expect(texts.map(\.content.text) == ["save", "close", "Open", "quit"])
    #expect(texts.map { $0.localizationKeys[.text] } == ["save", "close", "open", "quit"])
    #expect(texts.map { $0.localizationTables[.text] } == ["Editor", "Editor", "Files", nil])
  }

  @Test("an accessor the inputs do not declare stays unknown, named by its code")
  func undeclared() throws {
    let texts = try Self.texts("Text(R.string.localizable.title())\nText(L10n.missing)")
    #expect(texts.map(\.content.text) == ["‹R.string.localizable.title()›", "‹L10n.missing›"])
    #expect(texts.allSatisfy { $0.localizationKeys.isEmpty })
  }

  @Test("a static constant that stands for another type's member is that member's text, followed through constants")
  func aliases() throws {
    let aliases = """
      enum SortBy {
        static let nameTitle = L10n.Settings.title
        static let again = SortBy.nameTitle
        static let count = Limits.maximum
      }
      #if os(macOS)
      enum Shown { static let title = L10n.about }
      #else
      enum Shown { static let title = L10n.none }
      #endif
      """
    let view = """
      import SwiftUI
      struct Screen: View {
        var body: some View { VStack { Text(SortBy.nameTitle); Text(SortBy.again); Text(SortBy.count); Text(Shown.title) } }
      }
      """
    let views = SwiftUIViewIndex(sources: [
      ("/app/Screen.swift", view), ("/app/Strings.swift", Self.generated), ("/app/Sort.swift", aliases),
    ])
    let tree = try SwiftUILoader(views: views).load(Array(view.utf8), file: "/app/Screen.swift")
    let root = try #require(tree.scenes.first { $0.name == "Screen" }).root
    let texts = SwiftUILoaderTests.all(root).filter { $0.role == .staticText }
    // A member no input declares, and a name declared with two values, stay unknown.
    #expect(texts.map(\.content.text) == ["Settings", "Settings", "‹SortBy.count›", "‹Shown.title›"])
    #expect(texts.prefix(2).map { $0.localizationKeys[.text] } == ["settings.title", "settings.title"])
    #expect(StringAccessors.mayDeclare(aliases))
    #expect(!StringAccessors.mayDeclare("enum K { static let n = 3 }\nlet s = K.n"))
  }

  @Test("a file that may declare accessors is recognised without parsing every file")
  func prefilter() {
    #expect(StringAccessors.mayDeclare(Self.generated))
    #expect(!StringAccessors.mayDeclare("final class Coordinator { func start() { } }"))
    #expect(!StringAccessors.mayDeclare("let title = NSLocalizedString(\"a\", comment: \"\")"))
    #expect(!StringAccessors.mayDeclare("enum K { static let n = 3 }\nlet s = \"text\""))
    #expect(StringAccessors.mayDeclare("enum K {\n  static let s = \"text\"\n}"))
  }
}
