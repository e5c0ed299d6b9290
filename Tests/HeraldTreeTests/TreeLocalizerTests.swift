import HeraldSyntax
import HeraldTestSupport
import HeraldTree
import Testing

@Suite("TreeLocalizer: a tree in the app's own languages")
struct TreeLocalizerTests {
  /// A storyboard in `App/Base.lproj` with every kind of localizable text.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label opaque="NO" text="Name" id="lbl-00-001"><rect key="frame" x="0" y="0" width="200" height="21"/></label>
                                <button opaque="NO" id="btn-00-001">
                                    <rect key="frame" x="0" y="30" width="200" height="44"/>
                                    <state key="normal" title="Save"/>
                                    <state key="selected" title="Saved"/>
                                    <accessibility key="accessibilityConfiguration" hint="Saves the meal."/>
                                </button>
                                <segmentedControl opaque="NO" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg-00-001">
                                    <rect key="frame" x="0" y="80" width="200" height="32"/>
                                    <segments><segment title="Day"/><segment title="Week"/></segments>
                                </segmentedControl>
                                <textField opaque="NO" placeholder="Meal name" id="txt-00-001"><rect key="frame" x="0" y="120" width="200" height="34"/></textField>
                                <imageView contentMode="scaleAspectFit" image="photo" id="img-00-001">
                                    <rect key="frame" x="0" y="160" width="100" height="100"/>
                                    <accessibility key="accessibilityConfiguration" label="Meal photo"><bool key="isElement" value="YES"/></accessibility>
                                </imageView>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="New Meal" id="nav-00-001">
                            <barButtonItem key="rightBarButtonItem" title="Done" id="bar-00-001"/>
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static let file = "App/Base.lproj/Main.storyboard"

  /// The app's tables: a complete German one, and a French one that lacks two keys.
  static func strings() -> AppStrings {
    var strings = AppStrings(developmentLocale: "en")
    strings.add(
      AppStrings.Table(
        locale: "de", name: "Main", directory: "App", path: "App/de.lproj/Main.strings",
        values: [
          "lbl-00-001.text": "Name", "btn-00-001.normalTitle": "Sichern", "btn-00-001.selectedTitle": "Gesichert",
          "btn-00-001.accessibilityHint": "Sichert das Gericht.", "seg-00-001.segmentTitles[0]": "Tag",
          "seg-00-001.segmentTitles[1]": "Woche", "txt-00-001.placeholder": "Name des Gerichts",
          "img-00-001.accessibilityLabel": "Foto des Gerichts", "nav-00-001.title": "Neues Gericht",
          "bar-00-001.title": "Fertig",
        ]))
    strings.add(
      AppStrings.Table(
        locale: "fr", name: "Main", directory: "App/", path: "App/fr.lproj/Main.strings",
        values: ["nav-00-001.title": "Nouveau plat", "txt-00-001.placeholder": "Nom du plat"]))
    strings.add(
      AppStrings.Table(
        locale: "pt-BR", name: "Localizable", directory: "App", path: "App/pt-BR.lproj/Localizable.strings",
        values: ["rating.label": "Avaliação"]))
    return strings
  }

  @Test("every Interface Builder text is looked up by object id and property, as Xcode exports them")
  func interfaceKeys() throws {
    let tree = try InterfaceBuilderLoader().load(Array(Self.storyboard.utf8), file: Self.file)
    let german = TreeLocalizer(strings: Self.strings()).localized(tree, to: "de")
    #expect(german.element("lbl-00-001")?.content.text == "Name")
    #expect(german.element("btn-00-001")?.content.titles == [.normal: "Sichern", .selected: "Gesichert"])
    #expect(german.element("btn-00-001")?.accessibility.hint == "Sichert das Gericht.")
    #expect(german.element("seg-00-001")?.children.map { $0.content.titles[.normal] } == ["Tag", "Woche"])
    #expect(german.element("txt-00-001")?.content.placeholder == "Name des Gerichts")
    #expect(german.element("img-00-001")?.accessibility.label == "Foto des Gerichts")
    #expect(german.element("nav-00-001/title")?.content.text == "Neues Gericht")
    #expect(german.element("bar-00-001")?.content.titles[.normal] == "Fertig")
  }

  @Test(
    "a label a localized runtime attribute sets is keyed ibExternalUserDefinedRuntimeAttributesLocalizableStrings[n], n counting the object's localized attributes"
  )
  func localizedRuntimeAttributes() throws {
    let storyboard = Self.storyboard.replacingOccurrences(
      of:
        #"<textField opaque="NO" placeholder="Meal name" id="txt-00-001"><rect key="frame" x="0" y="120" width="200" height="34"/></textField>"#,
      with: """
        <view opaque="NO" id="cel-00-001"><rect key="frame" x="0" y="120" width="200" height="34"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint" value="Edits it." localized="YES"/>
                <userDefinedRuntimeAttribute type="string" keyPath="badgeText" value="New"/>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Custom field editor" localized="YES"/>
            </userDefinedRuntimeAttributes>
        </view>
        """)
    let tree = try InterfaceBuilderLoader().load(Array(storyboard.utf8), file: Self.file)
    let cell = try #require(tree.element("cel-00-001"))
    #expect(cell.runtimeAttributes.map(\.isLocalized) == [true, false, true])
    var strings = Self.strings()
    strings.add(
      AppStrings.Table(
        locale: "pt", name: "Main", directory: "App", path: "App/pt.lproj/Main.strings",
        values: [
          "cel-00-001.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]": "Edita-o.",
          "cel-00-001.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[1]": "Editor do campo personalizado",
        ]))
    let localizer = TreeLocalizer(strings: strings)
    let keys = localizer.texts(of: cell, file: Self.file, format: .interfaceBuilder).map(\.key)
    #expect(
      keys == [
        "cel-00-001.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[1]",
        "cel-00-001.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]",
      ])
    let portuguese = localizer.localized(tree, to: "pt").element("cel-00-001")
    #expect(portuguese?.accessibility.label == "Editor do campo personalizado")
    #expect(portuguese?.accessibility.hint == "Edita-o.")
    // Written as a JSON tree and read back, the attributes keep their Localized box.
    let json = JSONTreeWriter().string(for: tree)
    let read = try JSONTreeLoader().load(Array(json.utf8), file: "Main.json")
    #expect(read.element("cel-00-001")?.runtimeAttributes == cell.runtimeAttributes)
  }

  @Test("a key a locale lacks keeps the development language; an unshipped locale is the development language")
  func fallbacks() throws {
    let tree = try InterfaceBuilderLoader().load(Array(Self.storyboard.utf8), file: Self.file)
    let localizer = TreeLocalizer(strings: Self.strings())
    let french = localizer.localized(tree, to: "fr-CA")
    #expect(french.element("nav-00-001/title")?.content.text == "Nouveau plat")
    #expect(french.element("btn-00-001")?.content.titles[.normal] == "Save")
    #expect(localizer.localized(tree, to: "ja") == tree)
    let image = try #require(tree.element("img-00-001"))
    let label = try #require(
      localizer.texts(of: image, file: Self.file, format: .interfaceBuilder).first { $0.field == .accessibilityLabel })
    #expect(label.key == "img-00-001.accessibilityLabel")
    #expect(localizer.translation(of: label, in: "fr") == .missing(table: "App/fr.lproj/Main.strings"))
    #expect(localizer.translation(of: label, in: "de") == .translated("Foto des Gerichts"))
  }

  @Test("a file no locale has a table for gives no texts, unless a pseudo-locale asks for every text")
  func untranslatedFiles() throws {
    let tree = try InterfaceBuilderLoader().load(Array(Self.storyboard.utf8), file: "Other/Main.storyboard")
    var strings = Self.strings()
    let label = try #require(tree.element("lbl-00-001"))
    #expect(TreeLocalizer(strings: strings).texts(of: label, file: tree.file, format: tree.format).isEmpty)
    strings.pseudoLocales["en-XA"] = { "[" + $0 + "]" }
    let pseudo = TreeLocalizer(strings: strings).localized(tree, to: "en-XA")
    #expect(pseudo.element("lbl-00-001")?.content.text == "[Name]")
    #expect(pseudo.element("nav-00-001/title")?.content.text == "[New Meal]")
  }

  @Test("a region of a language is written in it; another script of it is not")
  func sameWrittenLanguage() {
    #expect(AppStrings.isSameWrittenLanguage("en-GB", "en"))
    #expect(AppStrings.isSameWrittenLanguage("pt_BR", "pt-PT"))
    #expect(!AppStrings.isSameWrittenLanguage("zh-Hant", "zh-Hans"))
    // Chinese without a script: its region's (CLDR likely subtags).
    #expect(!AppStrings.isSameWrittenLanguage("zh-HK", "zh"))
    #expect(AppStrings.isSameWrittenLanguage("zh-HK", "zh-Hant"))
    #expect(AppStrings.isSameWrittenLanguage("zh-CN", "zh"))
    #expect(!AppStrings.isSameWrittenLanguage("sr-Latn", "sr"))
    #expect(!AppStrings.isSameWrittenLanguage("de", "en"))
  }

  @Test("a region reads what its table lacks from its language's: per string and in the coverage, one script only")
  func regionFallsBackToItsLanguage() {
    var strings = AppStrings(developmentLocale: "en")
    let table = { (locale: String, values: [String: String]) in
      AppStrings.Table(
        locale: locale, name: "Localizable", directory: nil, path: "App/\(locale).lproj/Localizable.strings",
        values: values)
    }
    strings.add(table("en", ["save": "Save", "cancel": "Cancel", "done": "Done"]))
    strings.add(table("es", ["save": "Guardar", "cancel": "Cancelar", "done": "Listo"]))
    strings.add(table("es-AR", ["save": "Guardá"]))
    strings.add(table("zh-Hant", ["save": "儲存"]))
    strings.add(table("zh-Hant-TW", [:]))
    strings.add(table("sr-Latn", [:]))
    strings.add(table("sr", ["save": "Сачувај", "cancel": "Откажи", "done": "Готово"]))
    #expect(strings.fallbackLocales(of: "es-AR") == ["es"])
    #expect(strings.fallbackLocales(of: "es_AR") == ["es"])
    #expect(strings.fallbackLocales(of: "zh-Hant-TW") == ["zh-Hant"])
    #expect(strings.fallbackLocales(of: "zh-HK") == ["zh-Hant"])
    // A language alone narrows nothing: `zh` is its own localization, not a region of `zh-Hans`.
    strings.add(table("zh-Hans", ["save": "保存"]))
    #expect(strings.fallbackLocales(of: "zh").isEmpty)
    #expect(strings.fallbackLocales(of: "sr-Latn").isEmpty)
    #expect(strings.fallbackLocales(of: "es").isEmpty)
    let localizer = TreeLocalizer(strings: strings)
    let text = { (key: String) in
      LocalizedText(field: .text, source: key, table: .named("Localizable"), key: key, origin: .code)
    }
    #expect(localizer.translation(of: text("save"), in: "es-AR") == .translated("Guardá"))
    #expect(localizer.translation(of: text("cancel"), in: "es-AR") == .translated("Cancelar"))
    #expect(
      localizer.translation(of: text("cancel"), in: "zh-Hant-TW")
        == .missing(table: "App/zh-Hant-TW.lproj/Localizable.strings"))
    #expect(
      localizer.translation(of: text("cancel"), in: "sr-Latn")
        == .missing(table: "App/sr-Latn.lproj/Localizable.strings"))
    let coverage = Dictionary(uniqueKeysWithValues: strings.coverage().map { ($0.locale, $0) })
    #expect(coverage["es-AR"]?.translated == 3)
    #expect(coverage["es-AR"]?.isPartial == false)
    #expect(coverage["es-AR"]?.table == "App/es-AR.lproj/Localizable.strings")
    #expect(coverage["zh-Hant-TW"]?.translated == 1)
    #expect(coverage["zh-Hant-TW"]?.isPartial == true)
    #expect(coverage["sr-Latn"]?.translated == 0)
  }

  @Test("locales resolve as iOS picks them: tag, then language; Xcode's old folder names are tags")
  func resolution() {
    var strings = Self.strings()
    strings.add(AppStrings.Table(locale: "English", name: "Main", directory: "App", path: "x", values: [:]))
    #expect(strings.locales == ["de", "fr", "pt-BR"])
    #expect(strings.resolve("pt") == "pt-BR")
    #expect(strings.resolve("pt_BR") == "pt-BR")
    #expect(strings.resolve("de-AT") == "de")
    #expect(strings.resolve("en") == nil)
    #expect(strings.resolve("ru") == nil)
  }

  @Test("code that looks a label up by key is translated from the named table, a literal is not")
  func codeKeys() {
    var element = Element(
      id: "stars", role: .button, accessibility: AccessibilityProperties(label: "Rating", hint: "Sets it."),
      location: SourceLocation(file: "Rating.json", line: 1, column: 1))
    element.localizationKeys = [.accessibilityLabel: "rating.label", .accessibilityHint: ""]
    let localizer = TreeLocalizer(strings: Self.strings())
    let texts = localizer.texts(of: element, file: "Rating.json", format: .heraldJSON)
    #expect(texts.map(\.key) == ["rating.label"])
    #expect(texts.first?.table == .named("Localizable"))
    #expect(localizer.translation(of: texts[0], in: "pt-BR") == .translated("Avaliação"))
  }

  @Test("format keys match whatever conversions the table writes; the shown arguments go into the locale's value")
  func formatKeys() {
    #expect(AppStrings.formatPattern("%lld posts from %1$@, 50%%") == "%@ posts from %@, 50%%")
    var strings = AppStrings(developmentLocale: "en")
    strings.add(
      AppStrings.Table(
        locale: "en", name: "Localizable", directory: nil, path: "en.lproj/Localizable.strings",
        values: ["%lld posts": "%lld posts"]))
    strings.add(
      AppStrings.Table(
        locale: "de", name: "Localizable", directory: nil, path: "de.lproj/Localizable.strings",
        values: ["%lld posts": "%lld Beiträge"]))
    #expect(strings.resolvedKey("%@ posts", in: .named("Localizable")) == "%lld posts")
    var element = Element(
      id: "count", role: .staticText, content: Content(text: "3 posts"),
      location: SourceLocation(file: "View.swift", line: 1, column: 1))
    element.localizationKeys = [.text: "%@ posts"]
    let localizer = TreeLocalizer(strings: strings)
    let text = localizer.texts(of: element, file: "View.swift", format: .swiftUI)
    #expect(text.map(\.key) == ["%lld posts"])
    #expect(localizer.translation(of: text[0], in: "de") == .translated("%lld Beiträge"))
    let tree = ControlTree(
      file: "View.swift", format: .swiftUI, platform: .iOS,
      scenes: [Scene(id: "s", name: "S", root: element, location: element.location)])
    #expect(localizer.localized(tree, to: "de").scenes[0].root.content.text == "3 Beiträge")
  }

  @Test("a key the code looks up in a named table is read from that table, not from Localizable")
  func namedTable() {
    var strings = AppStrings(developmentLocale: "en")
    for (locale, name, value) in [
      ("en", "Localizable", "Save"), ("de", "Localizable", "Speichern"), ("en", "Editor", "Store"),
      ("de", "Editor", "Ablegen"),
    ] {
      strings.add(
        AppStrings.Table(
          locale: locale, name: name, directory: nil, path: "\(locale).lproj/\(name).strings", values: ["save": value]))
    }
    var element = Element(
      id: "save", role: .staticText, content: Content(text: "Store"),
      location: SourceLocation(file: "View.swift", line: 1, column: 1))
    element.localizationKeys = [.text: "save"]
    element.localizationTables = [.text: "Editor"]
    let localizer = TreeLocalizer(strings: strings)
    let texts = localizer.texts(of: element, file: "View.swift", format: .swiftUI)
    #expect(texts.map(\.table) == [.named("Editor")])
    #expect(texts.map(\.source) == ["Store"])
    let tree = ControlTree(
      file: "View.swift", format: .swiftUI, platform: .iOS,
      scenes: [Scene(id: "s", name: "S", root: element, location: element.location)])
    #expect(localizer.localized(tree, to: "de").scenes[0].root.content.text == "Ablegen")
    element.localizationTables = [:]
    let inDefault = ControlTree(
      file: "View.swift", format: .swiftUI, platform: .iOS,
      scenes: [Scene(id: "s", name: "S", root: element, location: element.location)])
    #expect(localizer.localized(inDefault, to: "de").scenes[0].root.content.text == "Speichern")
  }

  @Test("a Markdown key's text in another language is shown rendered; a text without the mark is shown as written")
  func markdown() {
    var strings = AppStrings(developmentLocale: "en")
    for (locale, value) in [("en", "Respond in **App**."), ("de", "Antworte in **App**.")] {
      strings.add(
        AppStrings.Table(
          locale: locale, name: "Localizable", directory: nil, path: "\(locale).lproj/Localizable.strings",
          values: ["respond": value]))
    }
    var element = Element(
      id: "respond", role: .staticText, content: Content(text: "Respond in App."),
      location: SourceLocation(file: "View.swift", line: 1, column: 1))
    element.localizationKeys = [.text: "respond"]
    func shown(_ element: Element) -> String? {
      let tree = ControlTree(
        file: "View.swift", format: .swiftUI, platform: .iOS,
        scenes: [Scene(id: "s", name: "S", root: element, location: element.location)])
      return TreeLocalizer(strings: strings).localized(tree, to: "de").scenes[0].root.content.text
    }
    #expect(shown(element) == "Antworte in **App**.")
    element.runtimeAttributes.append(InlineMarkdown.attribute)
    #expect(shown(element) == "Antworte in App.")
  }
}
