import Foundation
import HeraldTestSupport
import Testing

/// `String(format:…)` and the app's own lookup functions (`func localizeString(_ key: String) ->
/// String { String(localized: String.LocalizationValue(key)) }`, Xcodes' helper): the words the
/// source and the tables fix are spoken, only what the app computes is `‹…›` (issue 34: a whole
/// `‹String(format: localizeString("DigitCodeDescription"), …)›` stood where the table decides all
/// but a number). Written for Herald.
@Suite("Format strings and the app's lookup functions")
struct FormatStringTests {
  static let view = """
    import SwiftUI

    func localizeString(_ key: String, comment: String = "") -> String {
      String(localized: String.LocalizationValue(key))
    }

    enum Words {
      static func text(_ name: String) -> String { NSLocalizedString(name, tableName: "Extra", comment: "") }
    }

    struct CodeScreen: View {
      let length = 6
      var phone: String
      @State private var code = ""
      var body: some View {
        VStack {
          Text(String(format: localizeString("DigitCode"), length))
          Text(String(format: NSLocalizedString("SentTo", comment: ""), length, phone))
          Text(String(format: "%d of %d", 2, length))
          Text(String.localizedStringWithFormat(localizeString("DigitCode"), 4))
          Text(localizeString("Title"))
          Text(Words.text("Help"))
          Text(String(format: unknownFormat(), length))
          Text(String(format: NSLocalizedString("Reordered", comment: ""), "a", "b"))
          Text(localizeString("Title", 3))
        }
      }
    }
    """

  static func app() throws -> String {
    try temporaryDirectory(
      [
        "CodeScreen.swift": Self.view,
        "en.lproj/Localizable.strings": """
        "DigitCode" = "Enter the %d digit code";
        "SentTo" = "Enter the %1$d digit code sent to %2$@";
        "Title" = "Two-factor sign-in";
        "Reordered" = "%2$@ before %1$@";
        """,
        "en.lproj/Extra.strings": "\"Help\" = \"Where is my code?\";\n",
        "de.lproj/Localizable.strings": "\"Title\" = \"Zwei-Faktor-Anmeldung\";\n",
      ], prefix: "herald-format-strings")
  }

  @Test("the format's text with the values the source fixes, the others as ‹…›")
  func formatted() throws {
    let run = try Herald.run(in: try Self.app(), ["announce", "CodeScreen.swift"])
    #expect(run.status == 0, "\(run.errors)")
    for line in [
      "Enter the 6 digit code", "Enter the 6 digit code sent to ‹phone›", "2 of 6", "Enter the 4 digit code",
      "Two-factor sign-in", "Where is my code?", "‹String(format: unknownFormat(), length)›",
      // Positions out of order are not filled in order: the app's words are left to it.
      "‹String(format: NSLocalizedString(\"Reordered\"",
      // An unlabelled second argument is another function's (an overload), not a lookup.
      "‹localizeString(\"Title\", 3)›",
    ] {
      #expect(run.output.contains(line), "\(line): \(run.output)")
    }
    #expect(!run.output.contains("b before a") && !run.output.contains("a before b"), "\(run.output)")
  }

  @Test("a lookup function's key is read in the user's language")
  func translated() throws {
    let run = try Herald.run(in: try Self.app(), ["announce", "CodeScreen.swift", "--locale", "de"])
    #expect(run.output.contains("Zwei-Faktor-Anmeldung"), "\(run.output)")
  }
}
