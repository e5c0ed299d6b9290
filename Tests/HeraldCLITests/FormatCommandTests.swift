import Foundation
import Testing

@Suite("herald format")
struct FormatCommandTests {
  @Test("rating.value in Russian for 21 and in Arabic for 2")
  func seedValues() throws {
    let russian = try Herald.run("format", "rating.value", "--locale", "ru", "count=21")
    #expect(russian.status == 0, "\(russian.errors)")
    #expect(russian.output == "Выбрана 21 звезда.\n")
    #expect(russian.errors.isEmpty)
    let arabic = try Herald.run("format", "rating.value", "--locale", "ar", "count=2")
    #expect(arabic.output == "تم تعيين نجمتين.\n")
  }

  @Test("The installed binary carries its catalogs: it works from any directory")
  func anyDirectory() throws {
    let run = try Herald.run(
      in: FileManager.default.temporaryDirectory.path, ["format", "rating.value", "--locale", "pl", "count=22"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == "Ustawiono 22 gwiazdki.\n")
  }

  @Test("--pattern formats an ICU pattern with named arguments")
  func pattern() throws {
    let run = try Herald.run(
      "format", "--pattern", "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {total}", "--locale",
      "en", "n=3", "total=5")
    #expect(run.output == "3rd of 5\n")
  }

  @Test("A fallback is a warning on standard error; the text is still printed")
  func fallbackWarning() throws {
    let run = try Herald.run("format", "rating.value", "--locale", "sw", "count=3")
    #expect(run.status == 0)
    #expect(run.output == "3 stars set.\n")
    #expect(run.errors.contains("warning: no catalog for sw"))
  }

  @Test("Mistakes exit with 2 and say what to do")
  func mistakes() throws {
    let typo = try Herald.run("format", "rating.vlaue", "--locale", "ru", "count=3")
    #expect(typo.status == 2)
    #expect(typo.errors.contains("did you mean 'rating.value'?"))
    let badPattern = try Herald.run("format", "--pattern", "{n, plural, one {x}}", "n=1")
    #expect(badPattern.status == 2)
    #expect(badPattern.errors.contains("needs an 'other' case"))
    let badArgument = try Herald.run("format", "rating.value", "count")
    #expect(badArgument.status == 2)
    #expect(badArgument.errors.contains("is not NAME=VALUE"))
    let missing = try Herald.run("format", "rating.value", "total=3")
    #expect(missing.status == 2)
    #expect(missing.errors.contains("needs a value for 'count'"))
    let badLocale = try Herald.run("format", "rating.value", "--locale", "not a locale", "count=1")
    #expect(badLocale.status == 2)
    #expect(badLocale.errors.contains("BCP 47"))
  }
}

@Suite("herald plurals")
struct PluralsCommandTests {
  struct Plurals: Decodable {
    var locale: String
    var cardinal: [String]
    var ordinal: [String]
  }

  @Test("--json prints the locale's cardinal and ordinal categories")
  func json() throws {
    let run = try Herald.run("plurals", "--locale", "ru", "--json")
    #expect(run.status == 0, "\(run.errors)")
    let plurals = try JSONDecoder().decode(Plurals.self, from: Data(run.output.utf8))
    #expect(plurals.locale == "ru")
    #expect(plurals.cardinal == ["one", "few", "many", "other"])
    #expect(plurals.ordinal == ["other"])
  }

  @Test("text shows samples")
  func text() throws {
    let run = try Herald.run("plurals", "--locale", "ar")
    #expect(run.output.contains("ar (Arabic)"))
    #expect(run.output.contains("few     @integer 3~10"))
  }

  @Test("--all --json lists every locale ICU has plural data for")
  func all() throws {
    let run = try Herald.run("plurals", "--all", "--json")
    #expect(run.status == 0, "\(run.errors)")
    let all = try JSONDecoder().decode([Plurals].self, from: Data(run.output.utf8))
    #expect(all.count > 200)
    #expect(all.first { $0.locale == "cy" }?.cardinal == ["zero", "one", "two", "few", "many", "other"])
    #expect(Set(all.map(\.locale)).count == all.count)
  }

  @Test("neither --locale nor --all is a usage error")
  func usage() throws {
    let run = try Herald.run("plurals")
    #expect(run.status != 0)
    #expect(run.errors.contains("--locale"))
  }
}
