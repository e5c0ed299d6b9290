import HeraldAudit
import HeraldTree

/// Flags a label, hint, title, text or placeholder that is not in the app's string tables: it is
/// shown or spoken as written, in every language (or in every locale whose table lacks it).
///
/// Two kinds of evidence decide it:
/// - the app's string tables given with `herald audit --strings`: a text that is not one of their
///   source texts;
/// - the app's translations found beside the inputs: a title, text or placeholder whose key (an
///   Interface Builder object key in a file localized by tables, a runtime attribute's or the
///   code's key) is missing from the table of a locale the app ships; an Interface Builder text
///   the app's code replaces (it sets that field through an outlet, the view's class or its
///   controller; a navigation item's title its controller sets as `title` or `navigationItem.title`,
///   or a standalone bar's item the code sets through the bar; a segment set by
///   `setTitle`/`setImage(_:forSegmentAt:)`) is not the one shown, and is not judged. (Accessibility label, hint and value are
///   `accessibility-text-untranslated`'s.)
///
/// Texts without letters ("42", "+") and elements made by a component model (whose texts are
/// the model's) are not judged.
public struct LabelNotInStringTableRule: BuiltInRule {
  /// The rule's id, metadata, options and examples.
  public static let description = RuleDescription(
    id: "label-not-in-string-table",
    name: "Text not localizable",
    summary: "An accessibility label or hint, a title, a text or a placeholder is not in the app's string tables.",
    rationale:
      "Text that is not in a string table is never translated: a user who runs the app in another language hears this element in the development language, often with the wrong pronunciation rules.",
    impact: .minor,
    tags: ["wcag2aa", "wcag312", "localization"],
    help:
      "Add the text to the app's string table (Localizable.strings or the String Catalog) and look it up (`NSLocalizedString`, `String(localized:)`), or localize the storyboard.",
    helpURL: "https://developer.apple.com/documentation/xcode/localization",
    messages: [
      "message": RuleMessageText(
        "The {field, select, label {accessibility label} hint {accessibility hint} title {title} placeholder {placeholder} other {text}} “{text}” is not in the app’s string tables, so it is never translated. Add it to a string table and look it up.",
        comment:
          "Audit finding. field says which property holds the text (label, hint, title, placeholder or text; translate each branch); text is the untranslated text. Keep the typographic quotes or use the locale’s own."
      ),
      "missing-key": RuleMessageText(
        "The {field, select, title {title} placeholder {placeholder} other {text}} “{text}” has no translation for {locales} (key “{key}”): a user who runs the app in {count, plural, one {that language sees and hears it in the development language. Add the key to its table} other {one of those languages sees and hears it in the development language. Add the key to their tables}} (for a storyboard, export its strings again).",
        comment:
          "Audit finding. field is title, placeholder or text; text is the untranslated text; key is the string-table key; locales is a list of locale codes (ru, de); do not translate text, key or locales."
      ),
      "partial": RuleMessageText(
        "{locale} translates {translated} of the app’s {total} strings: a user who runs the app in {locale} sees and hears the rest in the development language, read with the voice of {locale}. Finish the translation, or stop shipping {locale} until it is done.",
        comment:
          "Audit finding about a shipped language as a whole. locale is a locale code (es, pt-BR); translated and total are numbers; do not translate locale."
      ),
      "unknown-key": RuleMessageText(
        "The {field, select, label {accessibility label} hint {accessibility hint} value {accessibility value} title {title} placeholder {placeholder} other {text}} is looked up by the key “{key}”, which no string table Herald read has: the app shows and speaks the key itself, in every language, unless a table Herald was not given has it. Add the key to the app’s table.",
        comment:
          "Audit finding (needs review). field says which property; key is the string-table key; do not translate key."
      ),
    ],
    triggeringExamples: [
      RuleExample(
        """
        role: view
        children:
          - {id: save, role: button, content: {titles: {normal: Save}}}
          - {id: delete, role: button, content: {titles: {normal: Delete}}}
          - {id: cancel, role: button, content: {titles: {normal: Cancel}}, accessibility: {hint: Discards your changes.}}
        """, flagged: ["delete", "cancel"], strings: ["Save", "Cancel"]),
      RuleExample(
        """
        role: view
        children:
          - {id: star, role: button, content: {images: {normal: star}}, accessibility: {label: Favorite}}
          - {id: name, role: textField, content: {placeholder: Meal name}}
        """, flagged: ["star", "name"], strings: ["Save", "Cancel"]),
      RuleExample(
        """
        role: view
        children:
          - {id: tab, role: button, content: {titles: {normal: Search}}, runtimeAttributes: [{keyPath: localizableString, type: string, value: search.tab}]}
          - {id: note, role: staticText, content: {text: Scan a barcode}, localizationKeys: {text: scan.note}}
        """, flagged: ["tab", "note"], message: "missing-key",
        translations: [
          "en": ["search.tab": "Search", "scan.note": "Scan a barcode"], "fr": ["search.title": "Rechercher"],
        ]),
      RuleExample(
        """
        role: view
        children:
          - {id: menu, role: button, accessibility: {label: status.menu}, localizationKeys: {label: status.menu}}
        """, needsReview: ["menu"], message: "unknown-key",
        translations: ["en": ["search.tab": "Search"], "fr": ["search.tab": "Rechercher"]]),
    ],
    nonTriggeringExamples: [
      // Every text is in the table; texts without letters are not judged.
      RuleExample(
        """
        role: view
        children:
          - {id: save, role: button, content: {titles: {normal: Save}}}
          - {id: count, role: staticText, content: {text: "42"}}
          - {id: plus, role: button, content: {titles: {normal: +}}, accessibility: {label: Cancel}}
        """, strings: ["Save", "Cancel"]),
      // Without a string table the rule does not apply; a component model's texts are its own.
      RuleExample(
        """
        role: view
        children:
          - {id: delete, role: button, content: {titles: {normal: Delete}}}
        """),
      RuleExample(
        """
        role: view
        children:
          - {id: rating, role: stackView, customClass: RatingControl}
        """, strings: ["Save", "Cancel"]),
      // Every key translated; a runtime attribute whose value is no key of the app's is not one.
      RuleExample(
        """
        role: view
        children:
          - {id: tab, role: button, content: {titles: {normal: Search}}, runtimeAttributes: [{keyPath: localizableString, type: string, value: search.tab}]}
          - {id: other, role: button, content: {titles: {normal: Other}}, runtimeAttributes: [{keyPath: localizableString, type: string, value: unknown.key}]}
        """, translations: ["en": ["search.tab": "Search"], "fr": ["search.tab": "Rechercher"]]),
      // A text the running app computes is not judged against the tables.
      RuleExample(
        """
        role: view
        children:
          - {id: count, role: staticText, content: {text: "‹viewModel.count›"}}
        """, strings: ["Save"]),
    ])

  /// Makes the rule; it has no options.
  public init(options: RuleOptions) {}

  /// Elements with a text of their own, when the audit has the app's string tables or
  /// translations.
  public func applies(to node: AuditNode) -> Bool {
    if Translations.applies(to: node, where: { _ in true }) { return true }
    guard node.scene.strings != nil, node.owningComponent == nil else { return false }
    let element = node.element
    let accessibility = element.accessibility
    let content = element.content
    return accessibility.label != nil || accessibility.hint != nil || !content.titles.isEmpty || content.text != nil
      || content.placeholder != nil
  }

  /// A violation naming the first text, in the order label, hint, titles, text, placeholder,
  /// that has letters and is not a source text; else needs review for a text looked up by a key
  /// no table has; else a violation for the first title, text or placeholder whose key a shipped
  /// locale's table lacks.
  public func check(_ node: AuditNode) -> RuleOutcome {
    let literal = checkSourceTexts(node)
    guard literal == .pass else { return literal }
    if let unknown = Translations.firstUnknownKey(in: node) {
      return .needsReview(
        RuleMessage(
          "unknown-key",
          ["field": .string(unknown.field.name), "text": .string(unknown.source), "key": .string(unknown.key)]),
        missing: .stringTable(unknown.key))
    }
    guard
      let gap = Translations.firstGap(
        in: node, where: { !$0.isAccessibility }, replaced: { Self.codeReplaces($0, of: node) }),
      gap.text.source.contains(where: \.isLetter)
    else { return .pass }
    return .violation(RuleMessage("missing-key", Translations.arguments(of: gap)))
  }

  /// Whether the app's code sets `field` of `node`'s view (through an outlet, the view's class or
  /// its controller's references: ``CodeEvidence``, not a cell's speaking for what it holds), so
  /// that the text Interface Builder gives it is replaced when the view loads (Go Map!!'s
  /// `sourceTextField.placeholder = "…"` in `viewWillAppear`); for a navigation item's title, the
  /// scene's controller setting its title, or for a bar's own item the bar's outlet; for a
  /// segment, its control's outlet setting it.
  private static func codeReplaces(_ field: LocalizableField, of node: AuditNode) -> Bool {
    let members: Set<CodeMember>
    switch field {
    case .title:
      if node.element.className == "segment" { return node.segmentSetByCode != nil }
      members = [.title, .configuration]
    case .text:
      if node.element.className == "navigationItem" {
        // A controller's own item is read as `<item id>/title`; a standalone bar's item is its own.
        let controllers = node.element.id.hasSuffix("/title") && controllerSetsTitle(node)
        if controllers || barSetsTitle(node) { return true }
        members = [.title]
      } else {
        members = [.text, .attributedText]
      }
    case .placeholder: members = [.placeholder]
    case .accessibilityLabel, .accessibilityHint, .accessibilityValue: return false
    }
    if case .sets = CodeEvidence.judge(node, asks: members, cells: false) { return true }
    return false
  }

  /// Whether the code sets the title of a navigation bar's item through the bar's outlet:
  /// `topBar.topItem?.title = …`, or gives the bar other items (`items`, `setItems`, `pushItem`).
  private static func barSetsTitle(_ node: AuditNode) -> Bool {
    guard let bar = node.parent, bar.element.role == .navigationBar else { return false }
    let code = node.scene.code
    return bar.element.connections.outlets.contains { outlet in
      code.uses(of: outlet).contains { use in
        (use.memberName == "title" || use.memberName == "items") && use.kind == .assignment
          || (use.memberName == "setItems" || use.memberName == "pushItem") && use.kind == .call
      }
    }
  }

  /// Whether the scene's controller class (or a superclass) assigns `navigationItem.title`, or its
  /// own `title` (`title = …`, `self.title = …`), which UIKit copies to its navigation item
  /// (Apple, `UIViewController.title`: "assigning a value to this property updates the title text
  /// of those objects").
  private static func controllerSetsTitle(_ node: AuditNode) -> Bool {
    guard let controller = node.scene.scene.controllerClass else { return false }
    let code = node.scene.code
    let chain = code.chain(of: controller)
    if chain.contains(where: { type in type.facts.contains { $0.member == .title && $0.kind == .assignment } }) {
      return true
    }
    let owners = Set(chain.map(\.name))
    return code.uses(of: "navigationItem").contains { use in
      use.owner.map(owners.contains) == true && use.memberName == "title" && use.kind == .assignment
    }
  }

  /// The `--strings` check: the first text, in ``LocalizableField`` order, that has letters and is
  /// neither a source text of the tables nor looked up by a key they have. A text the running app
  /// computes (`‹code›`) is not judged.
  private func checkSourceTexts(_ node: AuditNode) -> RuleOutcome {
    guard let strings = node.scene.strings, node.owningComponent == nil else { return .pass }
    let element = node.element
    // A text the file's own tables translate (`ru.lproj/Main.strings`) is localized.
    let tabled = Set(node.scene.localizedTexts(of: element).filter { $0.origin == .interfaceFile }.map(\.field))
    for field in LocalizableField.all where field != .accessibilityValue && !tabled.contains(field) {
      guard let text = field.text(of: element), text.contains(where: \.isLetter), !text.contains("‹") else { continue }
      if let key = element.localizationKeys[field], !key.isEmpty {
        // Code that interpolates looks up `%@ posts`; the table may write `%lld posts`.
        if strings.contains(key) { continue }
        if key.contains("%"), strings.contains(where: { AppStrings.formatPattern($0) == AppStrings.formatPattern(key) })
        {
          continue
        }
      } else if strings.contains(text) || !RuleText.fixesText(text, of: element) {
        continue
      }
      return .violation(RuleMessage("message", ["field": .string(field.name), "text": .string(text)]))
    }
    return .pass
  }
}

extension LabelNotInStringTableRule: LanguageCoverageRule {
  /// A violation for a shipped language that translates less than half of the app's strings
  /// (``HeraldTree/AppStrings/partialShare``): one finding says it, where a finding per string
  /// would say the same hundreds of times. Other languages are judged string by string. (A region
  /// of the development language, `en-GB`, is never partial, and a region counts what its shipped
  /// language translates, `es-AR` with `es`: what it lacks is shown in its own language.)
  public func check(_ coverage: AppStrings.Coverage) -> RuleOutcome? {
    guard coverage.isPartial else { return nil }
    return .violation(
      RuleMessage(
        "partial",
        [
          "locale": .string(coverage.locale), "translated": .number(.int(coverage.translated)),
          "total": .number(.int(coverage.total)),
        ]))
  }
}
