import HeraldSyntax
import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// Gives `element` the title its label views speak: their texts and asset images' names joined
  /// (an `Image("name")` is labelled by its name: Apple's `Image.init(_:bundle:)`), else the first
  /// image's name (an SF Symbol beside a text is not read: AccessibilitySnapshot's combined rows).
  func combine(_ views: [Element], into element: inout Element) {
    let texts = spokenLabels(views, images: false)
    if !texts.isEmpty {
      element.content.titles[.normal] = spokenLabels(views, symbols: false).joined(separator: JoinedLabel.separator)
      // One text looked up by key: that part of the title is the key's translation in each
      // language (``JoinedLabel``).
      let keys = textKeys(views)
      if texts.count == 1, keys.count == 1, let text = keys[0].text, JoinedLabel.contains(text, in: texts[0]) {
        element.localizationKeys[.title(.normal)] = keys[0].key
        element.localizationTables[.title(.normal)] = keys[0].table
      }
    } else if let image = firstImage(views), let name = image.content.images[.normal] {
      element.content.images[.normal] = name
      if !element.labelsImageByName {
        element.runtimeAttributes.append(Self.isSymbol(image) ? Self.symbolNameLabel : Self.imageNameLabel)
      }
    }
    // The title is drawn as its label's text is: `Button { Text("Go").foregroundStyle(.white) }`.
    if element.appearance.textColor == nil, let color = Self.firstTextColor(views) {
      element.appearance.textColor = color
    }
    adoptTextMarks(of: views, into: &element)
  }

  /// The colour of the first text among `views` and their descendants that has one.
  private static func firstTextColor(_ views: [Element]) -> Color? {
    for view in views {
      if view.content.text != nil, let color = view.appearance.textColor { return color }
      if let color = firstTextColor(view.children) { return color }
    }
    return nil
  }

  /// The localization keys of the texts of `views` and their descendants, in order, each with the
  /// table it is looked up in when that is not `Localizable` and the text it shows.
  private func textKeys(_ views: [Element]) -> [(key: String, table: String?, text: String?)] {
    views.flatMap { view in
      (view.localizationKeys[.text].map { [($0, view.localizationTables[.text], view.content.text)] } ?? [])
        + textKeys(view.children)
    }
  }

  /// Gives `element` the marks of the texts of `views` it now speaks: their localization keys,
  /// and that part of what it says is computed by the app.
  func adoptTextMarks(of views: [Element], into element: inout Element) {
    for view in views {
      for attribute in view.runtimeAttributes where attribute.keyPath == RuntimeAttribute.localizationKeyKeyPath {
        if !element.runtimeAttributes.contains(attribute) { element.runtimeAttributes.append(attribute) }
      }
      adoptTextMarks(of: view.children, into: &element)
    }
    if views.contains(where: Self.hasUnknownText),
      !element.runtimeAttributes.contains(where: { $0.keyPath == RuntimeAttribute.unresolvedKeyPath })
    {
      // Named by the code that decides it and where it is (`action.label at Row.swift:12`).
      let named = Self.firstUnresolved(views).map { code, location in
        "\(code) at \(location.file.split(separator: "/").last.map(String.init) ?? location.file):\(location.line)"
      }
      element.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(named ?? "label")))
    }
  }

  /// The code and place of the first view among `views` and their descendants whose content the
  /// app computes.
  private static func firstUnresolved(_ views: [Element]) -> (String, HeraldSyntax.SourceLocation)? {
    for view in views {
      if let attribute = view.runtimeAttributes.first(where: {
        $0.keyPath == RuntimeAttribute.unresolvedKeyPath || $0.keyPath == RuntimeAttribute.overlayKeyPath
      }) {
        return (attribute.value.text, view.location)
      }
      if let found = firstUnresolved(view.children) { return found }
    }
    return nil
  }

  /// A `Text`: its content, looked up in its `tableName:` table where given. A localized string
  /// key (a literal, `LocalizedStringKey(…)`) is Markdown, shown rendered (``InlineMarkdown``); a
  /// `String` or `verbatim:` text is shown as written.
  func text(_ call: FunctionCallExprSyntax, _ context: Context) -> Element {
    var text = element(.staticText, "Text", at: call, context)
    if let first = call.arguments.first, first.label == nil {
      let table = argument("tableName", call).flatMap(StringLookup.literal)
      // `Text(.now, style: .time)` and `Text(date, format: …)` show a date or a value, not text.
      let showsText = call.arguments.dropFirst().allSatisfy {
        ["tableName", "bundle", "comment"].contains($0.label?.text ?? "")
      }
      let call = first.expression.as(FunctionCallExprSyntax.self)
      let isKey =
        first.expression.is(StringLiteralExprSyntax.self) || call?.calledExpression.sourceText == "LocalizedStringKey"
      if isKey { text.runtimeAttributes.append(InlineMarkdown.attribute) }
      var value =
        (showsText ? context.bindings.evaluateText(first.expression) : context.bindings.evaluate(first.expression))
        .inTable(table)
      // The date or value is the run's (`.now`): what it shows is not in the source.
      if !showsText, case .member = value { value = .unknown(first.expression.sourceText) }
      setText(value, into: &text, as: .text) {
        $0.content.text = isKey ? Self.rendered(first.expression, shown: $1, context.bindings) : $1
      }
    } else if let verbatim = argument("verbatim", call) {
      text.content.text = context.bindings.evaluate(verbatim).shown
    }
    return text
  }

  /// The text a key shows with its Markdown applied: a literal's own text, its interpolated values
  /// put in as written (``InlineMarkdown/plainText(_:filling:)``).
  private static func rendered(_ expression: ExprSyntax, shown: String, _ bindings: SwiftUIBindings) -> String {
    guard let literal = expression.as(StringLiteralExprSyntax.self),
      literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) })
    else { return InlineMarkdown.plainText(shown) }
    var parts = [""]
    var values: [String] = []
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let part): parts[parts.count - 1] += InitialValues.unescaped(part.content.text)
      case .expressionSegment(let part):
        values.append(part.expressions.first.map { bindings.evaluate($0.expression).shown } ?? "")
        parts.append("")
      }
    }
    return InlineMarkdown.plainText(parts, filling: values)
  }

  /// Sets text through `assign`, marking a key or a value the app computes; a key is also the
  /// field's ``Element/localizationKeys`` entry, for reading the view in the app's languages.
  func setText(
    _ value: SwiftUIValue, into element: inout Element, as field: LocalizableField? = nil,
    _ assign: (inout Element, String) -> Void
  ) {
    assign(&element, value.shown)
    switch value {
    case .text(let text, let lookup?):
      // Wording rules skip a key-like text shown as its key (`settings.title`, `posts.label-\(count)`
      // filled in): its words are the tables'.
      // A format key filled in (`posts.label-%@` shown as `posts.label-3`) is the key as shown,
      // when its own words look like a key (not `%@` filled with data).
      let filled =
        lookup.key.contains("%@") && SwiftUIValue.looksLikeKey(lookup.key.replacingOccurrences(of: "%@", with: ""))
      if lookup.fallback == nil, SwiftUIValue.looksLikeKey(lookup.key) || filled && SwiftUIValue.looksLikeKey(text) {
        let shown = filled ? text : lookup.key
        element.runtimeAttributes.append(
          RuntimeAttribute(keyPath: RuntimeAttribute.localizationKeyKeyPath, value: .localizedString(shown)))
      }
      if let field {
        element.localizationKeys[field] = lookup.key
        element.localizationTables[field] = lookup.table == StringLookup.defaultTable ? nil : lookup.table
      }
    case .unknown(let code):
      element.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(code)))
    case .record, .list:
      // Data shown as text (`Text(item)`): how the app describes it is not in the source.
      element.runtimeAttributes.append(
        RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(value.shown)))
    default: break
    }
  }

  /// Marks an element whose shown content the running app computes from `expression`.
  func markUnknown(_ element: inout Element, _ expression: ExprSyntax) {
    element.runtimeAttributes.append(
      RuntimeAttribute(keyPath: RuntimeAttribute.unresolvedKeyPath, value: .string(expression.sourceText)))
  }

  /// Whether an element or a descendant shows text the source does not fix (or an overlay the
  /// tree does not hold).
  static func hasUnknownText(_ element: Element) -> Bool {
    element.runtimeAttributes.contains {
      [RuntimeAttribute.unresolvedKeyPath, RuntimeAttribute.localizationKeyKeyPath, RuntimeAttribute.overlayKeyPath]
        .contains($0.keyPath)
    }
      || element.children.contains(where: hasUnknownText)
  }

  /// What the views read out one after another: each element's label (its accessibility label,
  /// text, title, or image name; an SF Symbol's only when `symbols`), skipping hidden views.
  func spokenLabels(_ views: [Element], images: Bool = true, symbols: Bool = true) -> [String] {
    views.flatMap { view -> [String] in
      guard !view.isHidden, !view.accessibility.elementsHidden, view.accessibility.isElement != false else { return [] }
      if let label = view.accessibility.label, !label.isEmpty { return [label] }
      if let text = view.content.text, !text.isEmpty, view.role != .textField { return [text] }
      if let title = view.content.titles[.normal], !title.isEmpty { return [title] }
      if images, view.role == .image, let name = view.content.images[.normal] {
        return symbols || !Self.isSymbol(view) ? [name] : []
      }
      return spokenLabels(view.children, images: images, symbols: symbols)
    }
  }

  /// The first view among `views` and their descendants that shows an image.
  private func firstImage(_ views: [Element]) -> Element? {
    for view in views where !view.isHidden && view.accessibility.isElement != false {
      if view.content.images[.normal] != nil { return view }
      if let found = firstImage(view.children) { return found }
    }
    return nil
  }
}

extension SwiftUIBodyReader {
  /// Marks whether `element`'s hint is its help tag: `.help(…)` sets both, an outer
  /// `accessibilityHint` replaces the hint only (``RuntimeAttribute/helpTagKeyPath``).
  static func markHelpTag(_ isHelpTag: Bool, _ element: inout Element) {
    element.runtimeAttributes.removeAll { $0.keyPath == RuntimeAttribute.helpTagKeyPath }
    guard isHelpTag else { return }
    element.runtimeAttributes.append(RuntimeAttribute(keyPath: RuntimeAttribute.helpTagKeyPath, value: .boolean(true)))
  }
}
