import HeraldICU

/// Every fixed word a screen reader speaks, in one locale, from `Localizations/`: trait words,
/// states, system hints, and the formats of positions and values.
///
/// The words are formatted once when the vocabulary is made, so composing an utterance costs no
/// ICU call for them; only positions ("2 of 4") and percentages format per element.
public struct Vocabulary: Sendable {
  /// A fixed word or sentence, named by its catalog key.
  public enum Word: String, Sendable, CaseIterable {
    /// "Selected".
    case selected = "voiceover.trait.selected"
    /// "Dimmed".
    case dimmed = "voiceover.trait.dimmed"
    /// "Button".
    case button = "voiceover.trait.button"
    /// "Back Button".
    case backButton = "voiceover.trait.backButton"
    /// "Switch Button".
    case switchButton = "voiceover.trait.switchButton"
    /// "On".
    case on = "voiceover.state.on"
    /// "Off".
    case off = "voiceover.state.off"
    /// "Tab".
    case tab = "voiceover.trait.tab"
    /// "Text Field".
    case textField = "voiceover.trait.textField"
    /// "Secure Text Field".
    case secureTextField = "voiceover.trait.secureTextField"
    /// "Heading".
    case heading = "voiceover.trait.heading"
    /// "Link".
    case link = "voiceover.trait.link"
    /// "Adjustable".
    case adjustable = "voiceover.trait.adjustable"
    /// "Image".
    case image = "voiceover.trait.image"
    /// "Search Field".
    case searchField = "voiceover.trait.searchField"
    /// "Mixed", the state of a switch whose value is "2".
    case mixed = "voiceover.state.mixed"
    /// "Swipe up or down with one finger to adjust the value."
    case adjustableHint = "voiceover.hint.adjustable"
    /// "Double tap to edit."
    case textFieldHint = "voiceover.hint.textField"
    /// "Double tap to toggle setting."
    case switchHint = "voiceover.hint.switch"
    /// "Use the rotor to access Misspelled Words".
    case misspelledWordsHint = "voiceover.hint.misspelledWords"
    /// "List Start", after the first element of a list.
    case listStart = "voiceover.context.listStart"
    /// "List End", after the last element of a list.
    case listEnd = "voiceover.context.listEnd"
    /// "Landmark", after the first element of a landmark.
    case landmarkStart = "voiceover.context.landmarkStart"
    /// "End", after the last element of a landmark.
    case landmarkEnd = "voiceover.context.landmarkEnd"
    /// "Actions Available", after an element with custom actions.
    case customActions = "voiceover.customActions"
    /// "More Content Available", after an element with custom content (the More Content rotor).
    case customContent = "voiceover.customContent"
    /// "Decrement", the minus half of a stepper.
    case decrement = "voiceover.stepper.decrement"
    /// "Increment", the plus half of a stepper.
    case increment = "voiceover.stepper.increment"
    /// "Back", the label of an untitled back button.
    case back = "voiceover.backButton.label"
    /// TalkBack's "Button".
    case talkBackButton = "talkback.role.button"
    /// TalkBack's "Switch".
    case talkBackSwitch = "talkback.role.switch"
    /// TalkBack's "Checkbox".
    case talkBackCheckBox = "talkback.role.checkBox"
    /// TalkBack's "Radio button".
    case talkBackRadioButton = "talkback.role.radioButton"
    /// TalkBack's "Edit box".
    case talkBackEditBox = "talkback.role.editBox"
    /// TalkBack's "Image".
    case talkBackImage = "talkback.role.image"
    /// TalkBack's "Slider".
    case talkBackSlider = "talkback.role.slider"
    /// TalkBack's "Heading".
    case talkBackHeading = "talkback.role.heading"
    /// TalkBack's "Link".
    case talkBackLink = "talkback.role.link"
    /// TalkBack's "Tab".
    case talkBackTab = "talkback.role.tab"
    /// TalkBack's "Drop down list".
    case talkBackDropDown = "talkback.role.dropDown"
    /// TalkBack's "Selected".
    case talkBackSelected = "talkback.state.selected"
    /// TalkBack's "Checked".
    case talkBackChecked = "talkback.state.checked"
    /// TalkBack's "Not checked".
    case talkBackNotChecked = "talkback.state.notChecked"
    /// TalkBack's "On".
    case talkBackOn = "talkback.state.on"
    /// TalkBack's "Off".
    case talkBackOff = "talkback.state.off"
    /// TalkBack's "disabled".
    case talkBackDisabled = "talkback.state.disabled"
    /// TalkBack's "Unlabelled", for an image or image button without a label.
    case talkBackUnlabelled = "talkback.state.unlabelled"
    /// TalkBack's "Double-tap to activate".
    case talkBackActivateHint = "talkback.hint.activate"
    /// TalkBack's "Double-tap to toggle".
    case talkBackToggleHint = "talkback.hint.toggle"
    /// TalkBack's "Double-tap to edit text".
    case talkBackEditHint = "talkback.hint.edit"
    /// TalkBack's "Swipe up or down to adjust".
    case talkBackAdjustHint = "talkback.hint.adjust"
  }

  /// The locale of the words.
  public var locale: LanguageTag { storage.locale }
  /// The punctuation that joins the parts of an utterance in this locale.
  var phrase: Phrase { storage.phrase }
  /// The `voiceover` profile's words, looked up once.
  var voiceOver: VoiceOverWords { storage.voiceOver }
  /// The `voiceover-macos` profile's words, looked up once.
  var voiceOverMac: VoiceOverMacWords { storage.voiceOverMac }
  /// Whether the `voiceover-macos` profile's words are in this locale; `false` when they fall back
  /// to English (Herald's catalog has AppKit's role descriptions in English only).
  public var speaksMacOSWordsNatively: Bool { storage.voiceOverMac.native }
  /// Everything, in one shared box: profiles receive a vocabulary per element, and a copy then
  /// costs one retain instead of one per word list and format.
  private let storage: Storage

  private final class Storage: Sendable {
    let locale: LanguageTag
    let phrase: Phrase
    let words: [String]
    let systemItems: [String: String]
    let positionFormat, percentFormat, pageFormat: MessageFormat
    let rowFormat, columnFormat, rowSpanFormat, columnSpanFormat: MessageFormat
    let voiceOver: VoiceOverWords
    let voiceOverMac: VoiceOverMacWords

    init(locale: LanguageTag, catalog: Catalog) throws(AnnouncerError) {
      let messages = Messages(catalog: catalog, locale: locale)
      self.locale = locale
      phrase = Phrase(locale: locale)
      var words: [String] = []
      for word in Word.allCases { words.append(try messages.text(word.rawValue)) }
      self.words = words
      voiceOver = VoiceOverWords(phrase: Phrase(locale: locale)) { words[Vocabulary.indices[$0] ?? 0] }
      voiceOverMac = try VoiceOverMacWords(catalog: catalog, locale: locale)
      var systemItems: [String: String] = [:]
      for name in Vocabulary.systemItemNames { systemItems[name] = try messages.text("systemItem.\(name)") }
      self.systemItems = systemItems
      positionFormat = try messages.format("context.position")
      percentFormat = try messages.format("value.percent")
      pageFormat = try messages.format("value.page")
      rowFormat = try messages.format("voiceover.dataTable.row")
      columnFormat = try messages.format("voiceover.dataTable.column")
      rowSpanFormat = try messages.format("voiceover.dataTable.rowSpan")
      columnSpanFormat = try messages.format("voiceover.dataTable.columnSpan")
    }
  }

  /// The system bar button items with a spoken name (`cancel`, `save`, …), as Interface Builder
  /// names them.
  public static let systemItemNames = [
    "cancel", "save", "done", "add", "edit", "compose", "reply", "action", "organize", "bookmarks", "search",
    "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "close",
    // UIKit's info and detail-disclosure buttons (`UIButton.ButtonType.infoLight`), read "More Info".
    "moreInfo",
    // AppKit's help button (`bezelStyle="helpButton"`), which VoiceOver reads as "Help".
    "help",
  ]

  /// Formats every word of `catalog` in `locale`.
  ///
  /// - Throws: ``AnnouncerError/catalog(_:)`` when a word is missing from the catalog.
  public init(locale: LanguageTag, catalog: Catalog = .herald) throws(AnnouncerError) {
    storage = try Storage(locale: locale, catalog: catalog)
  }

  /// The word in this vocabulary's locale.
  public subscript(word: Word) -> String { storage.words[Self.indices[word] ?? 0] }

  fileprivate static let indices: [Word: Int] = Dictionary(
    uniqueKeysWithValues: Word.allCases.enumerated().map { ($1, $0) })

  /// The spoken name of a system bar button item (`cancel` → "Cancel"), if it has one.
  public func systemItem(_ name: String) -> String? { storage.systemItems[name] }

  /// "2 of 4": a position in a group, 1-based.
  public func position(_ index: Int, of count: Int) -> String {
    (try? storage.positionFormat.format(["index": .number(.int(index)), "count": .number(.int(count))]))
      ?? "\(index)/\(count)"
  }

  /// "50%": a fraction of a range, in whole percent as UIKit's slider and progress view say it
  /// (0.67142858 is "67%", never "67.142858%").
  public func percent(_ fraction: Double) -> String {
    let whole = (fraction * 100).rounded()
    let rounded = whole.isFinite ? whole / 100 : fraction
    return (try? storage.percentFormat.format(["fraction": .number(.double(rounded))]))
      ?? "\(NumberValue(measured: whole))%"
  }

  /// "Page 2 of 4".
  public func page(_ page: Int, of count: Int) -> String {
    (try? storage.pageFormat.format(["page": .number(.int(page)), "count": .number(.int(count))])) ?? "\(page)/\(count)"
  }

  /// "Row 2": a data table cell's row, 1-based.
  public func row(_ row: Int) -> String {
    (try? storage.rowFormat.format(["row": .number(.int(row))])) ?? "\(row)"
  }

  /// "Column 2": a data table cell's column, 1-based.
  public func column(_ column: Int) -> String {
    (try? storage.columnFormat.format(["column": .number(.int(column))])) ?? "\(column)"
  }

  /// "Spans 2 rows" (`rows`) or "Spans 2 columns": a data table cell's span.
  public func span(_ count: Int, rows: Bool) -> String {
    let format = rows ? storage.rowSpanFormat : storage.columnSpanFormat
    return (try? format.format(["count": .number(.int(count))])) ?? "\(count)"
  }
}
