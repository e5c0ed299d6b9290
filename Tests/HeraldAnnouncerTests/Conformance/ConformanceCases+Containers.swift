import HeraldTree

extension ConformanceCase {
  /// `AccessibilityContainersTests.testDataTable` (DataTableViewController, `.basic`): a label
  /// above a 4-column table whose cells span rows and columns; the last cell has a value, a hint
  /// and many traits.
  static let dataTable: [ConformanceCase] = {
    let cells: [(String, Int, Int, Int, Int)] = [
      ("A1", 0, 0, 1, 1), ("B1", 0, 1, 1, 1), ("C1", 0, 2, 1, 1), ("D1", 0, 3, 1, 1), ("A2", 1, 0, 1, 1),
      ("B2", 1, 1, 2, 1), ("D2", 1, 3, 1, 1), ("A3", 2, 0, 1, 1), ("B3", 2, 1, 1, 2), ("C3", 2, 2, 1, 1),
      ("D3", 2, 3, 1, 1), ("A4", 3, 0, 1, 2), ("C4", 3, 2, 2, 2), ("B5", 4, 1, 1, 1),
    ]
    var table = Element(id: "table", role: .view, location: Scene.here)
    table.accessibility.containerType = .dataTable
    for (label, row, column, width, height) in cells {
      var cell = Scene.view(label, label: label)
      let frame = Rect(
        x: 20 + Double(column) * 88, y: 200 + Double(row) * 88, width: Double(width) * 88, height: Double(height) * 88)
      (cell.frame, cell.screenFrame) = (frame, frame)
      cell.accessibility.tableCell = AccessibilityTableCell(
        row: row, column: column, rowSpan: height, columnSpan: width)
      if label == "B5" {
        cell.accessibility.value = "Value"
        cell.accessibility.hint = "Hint"
        cell.accessibility.traits = [.notEnabled, .button, .header, .link, .adjustable, .image, .searchField]
      }
      table.children.append(cell)
    }
    var hello = Scene.label("Hello World", id: "hello")
    (hello.frame, hello.screenFrame) = (
      Rect(x: 150, y: 60, width: 90, height: 20), Rect(x: 150, y: 60, width: 90, height: 20)
    )
    let scene = Scene.root([table, hello])
    let expected: [(String, String, String)] = [
      ("Hello World", "Hello World", "Hello World"),
      ("A1. Row 1. Column 1.", "A1. Zeile 1. Spalte 1.", "A1. Ряд 1. Столбец 1."),
      ("B1. Column 2.", "B1. Spalte 2.", "B1. Столбец 2."),
      ("C1. Column 3.", "C1. Spalte 3.", "C1. Столбец 3."),
      ("D1. Column 4.", "D1. Spalte 4.", "D1. Столбец 4."),
      ("A2. Row 2. Column 1.", "A2. Zeile 2. Spalte 1.", "A2. Ряд 2. Столбец 1."),
      ("B2. Spans 2 columns. Column 2.", "B2. Umfasst 2 Spalten. Spalte 2.", "B2. Охватывает строк: 2. Столбец 2."),
      ("D2. Column 4.", "D2. Spalte 4.", "D2. Столбец 4."),
      ("A3. Row 3. Column 1.", "A3. Zeile 3. Spalte 1.", "A3. Ряд 3. Столбец 1."),
      ("B3. Spans 2 rows. Column 2.", "B3. Umfasst 2 Zeilen. Spalte 2.", "B3. Охватывает столбцов: 2. Столбец 2."),
      ("C3. Column 3.", "C3. Spalte 3.", "C3. Столбец 3."),
      ("D3. Column 4.", "D3. Spalte 4.", "D3. Столбец 4."),
      (
        "A4. Spans 2 rows. Row 4. Column 1.", "A4. Umfasst 2 Zeilen. Zeile 4. Spalte 1.",
        "A4. Охватывает столбцов: 2. Ряд 4. Столбец 1."
      ),
      (
        "C4. Spans 2 rows. Spans 2 columns. Column 3.", "C4. Umfasst 2 Zeilen. Umfasst 2 Spalten. Spalte 3.",
        "C4. Охватывает столбцов: 2. Охватывает строк: 2. Столбец 3."
      ),
    ]
    var cases = expected.enumerated().map { index, entry in
      words("testDataTable #\(index + 1)", scene, index, en: entry.0, de: entry.1, ru: entry.2)
    }
    cases.append(
      ConformanceCase(
        reference: "testDataTable #15", scene: scene, index: 14,
        expected: [
          "en": Spoken(
            description: "B5. Row 5. Column 2. Value. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field.",
            hint: "Hint"),
          "de": Spoken(
            description:
              "B5. Zeile 5. Spalte 2. Value. Grau dargestellt. Taste. Überschrift. Hyperlink. Einstellbar. Bild. Suchfeld.",
            hint: "Hint"),
          "ru": Spoken(
            description:
              "B5. Ряд 5. Столбец 2. Value. Недоступно. Кнопка. Заголовок. Ссылка. Элемент регулировки. Изображение. Поле поиска.",
            hint: "Hint"),
        ]))
    return cases
  }()

  /// `AccessibilityContainersTests.testDataTableWithHeaders` (DataTableViewController,
  /// `.withHeaders`): a 6×6 table whose first three cells of each row are the row's headers and
  /// whose first three cells of each column are the column's headers; every cell has a value.
  static let dataTableWithHeaders: [ConformanceCase] = {
    var table = Element(id: "table", role: .view, location: Scene.here)
    table.accessibility.containerType = .dataTable
    for row in 0..<6 {
      for column in 0..<6 {
        let name = ["A", "B", "C", "D", "E", "F"][column] + "\(row + 1)"
        var cell = Scene.view(name, label: name, value: name + " Value")
        let frame = Rect(x: 20 + Double(column) * 60, y: 200 + Double(row) * 60, width: 60, height: 60)
        (cell.frame, cell.screenFrame) = (frame, frame)
        cell.accessibility.tableCell = AccessibilityTableCell(
          row: row, column: column, isRowHeader: column < 3, isColumnHeader: row < 3)
        if name == "F6" {
          cell.accessibility.value = "Value"
          cell.accessibility.hint = "Hint"
          cell.accessibility.traits = [.notEnabled, .button, .header, .link, .adjustable, .image, .searchField]
        }
        table.children.append(cell)
      }
    }
    var hello = Scene.label("Hello World", id: "hello")
    let helloFrame = Rect(x: 150, y: 60, width: 90, height: 20)
    (hello.frame, hello.screenFrame) = (helloFrame, helloFrame)
    let scene = Scene.root([table, hello])
    // (legend entry, headers, cell, row and column in en / de / ru, value)
    let entries: [(Int, String, String, (String, String, String), String)] = [
      (
        2, "B1: B1 Value. C1: C1 Value. A2: A2 Value. A3: A3 Value. ", "A1",
        ("Row 1. Column 1.", "Zeile 1. Spalte 1.", "Ряд 1. Столбец 1."), "A1 Value"
      ),
      (3, "B2: B2 Value. B3: B3 Value. ", "B1", ("Column 2.", "Spalte 2.", "Столбец 2."), "B1 Value"),
      (7, "F2: F2 Value. F3: F3 Value. ", "F1", ("Column 6.", "Spalte 6.", "Столбец 6."), "F1 Value"),
      (
        8, "B2: B2 Value. C2: C2 Value. A3: A3 Value. ", "A2",
        ("Row 2. Column 1.", "Zeile 2. Spalte 1.", "Ряд 2. Столбец 1."), "A2 Value"
      ),
      (9, "B1: B1 Value. B3: B3 Value. ", "B2", ("Column 2.", "Spalte 2.", "Столбец 2."), "B2 Value"),
      (
        14, "B3: B3 Value. C3: C3 Value. A1: A1 Value. ", "A3",
        ("Row 3. Column 1.", "Zeile 3. Spalte 1.", "Ряд 3. Столбец 1."), "A3 Value"
      ),
      (
        20, "B4: B4 Value. C4: C4 Value. A1: A1 Value. A2: A2 Value. ", "A4",
        ("Row 4. Column 1.", "Zeile 4. Spalte 1.", "Ряд 4. Столбец 1."), "A4 Value"
      ),
      (21, "B1: B1 Value. B2: B2 Value. B3: B3 Value. ", "B4", ("Column 2.", "Spalte 2.", "Столбец 2."), "B4 Value"),
      (27, "B1: B1 Value. B2: B2 Value. B3: B3 Value. ", "B5", ("Column 2.", "Spalte 2.", "Столбец 2."), "B5 Value"),
      (35, "D1: D1 Value. D2: D2 Value. D3: D3 Value. ", "D6", ("Column 4.", "Spalte 4.", "Столбец 4."), "D6 Value"),
    ]
    var cases = [
      words("testDataTableWithHeaders #1", scene, en: "Hello World", de: "Hello World", ru: "Hello World")
    ]
    cases += entries.map { number, headers, cell, context, value in
      words(
        "testDataTableWithHeaders #\(number)", scene, number - 1, en: "\(headers)\(cell). \(context.0) \(value)",
        de: "\(headers)\(cell). \(context.1) \(value)", ru: "\(headers)\(cell). \(context.2) \(value)")
    }
    let last = "F1: F1 Value. F2: F2 Value. F3: F3 Value. F6. "
    cases.append(
      ConformanceCase(
        reference: "testDataTableWithHeaders #37", scene: scene, index: 36,
        expected: [
          "en": Spoken(
            description: last + "Column 6. Value. Dimmed. Button. Heading. Link. Adjustable. Image. Search Field.",
            hint: "Hint"),
          "de": Spoken(
            description: last
              + "Spalte 6. Value. Grau dargestellt. Taste. Überschrift. Hyperlink. Einstellbar. Bild. Suchfeld.",
            hint: "Hint"),
          "ru": Spoken(
            description: last
              + "Столбец 6. Value. Недоступно. Кнопка. Заголовок. Ссылка. Элемент регулировки. Изображение. Поле поиска.",
            hint: "Hint"),
        ]))
    return cases
  }()

  /// `AccessibilitySnapshotTests.testCustomActions` (AccessibilityCustomActionsViewController):
  /// views with three custom actions, with and without a label and a hint. The legend draws
  /// "Actions Available" on a line of its own after the hint; Herald speaks it as the hint's last
  /// sentence.
  static let customActions: [ConformanceCase] = {
    let actions = [
      "First Action",
      "Second Action with a Name that's Super Long and Will Definitely Cause Labels to Wrap "
        + "when It's Written Out", "Third Action",
    ].map { AccessibilityCustomAction(name: $0) }
    func view(label: String?, hint: String?) -> Element {
      var view = Scene.view(label: label, hint: hint)
      view.accessibility.customActions = actions
      return Scene.root([view])
    }
    let available = ["en": "Actions Available", "de": "Aktionen verfügbar", "ru": "Доступны действия"]
    func entry(_ number: Int, label: String?, hint: String?) -> ConformanceCase {
      var expected: [String: Spoken] = [:]
      for (locale, words) in available {
        switch (label, hint) {
        case (let label?, let hint?): expected[locale] = Spoken(description: label, hint: "\(hint). \(words)")
        case (let label?, nil): expected[locale] = Spoken(description: label, hint: words)
        case (nil, let hint?): expected[locale] = Spoken(description: hint, hint: words)
        case (nil, nil): expected[locale] = Spoken(description: "", hint: words)
        }
      }
      return ConformanceCase(
        reference: "testCustomActions #\(number)", scene: view(label: label, hint: hint), index: 0,
        expected: expected)
    }
    return [
      entry(1, label: "Label", hint: "Hint"), entry(2, label: "Label", hint: nil), entry(3, label: nil, hint: "Hint"),
      entry(4, label: nil, hint: nil),
    ]
  }()

  /// `DefaultControlsTests`: a page control, a segmented control, a slider and steppers.
  static let defaultControls: [ConformanceCase] = {
    var page = Element(id: "page", role: .pageControl, location: Scene.here)
    page.content.range = RangeValue(value: 1, minimum: 0, maximum: 2)
    var slider = Element(id: "slider", role: .slider, location: Scene.here)
    slider.content.range = RangeValue(value: 75, minimum: 0, maximum: 100)
    var segments = Element(id: "segments", role: .segmentedControl, location: Scene.here)
    for (index, title) in ["Segment A", "Segment B", "Segment C"].enumerated() {
      var segment = Scene.button("segment\(index)", title: title)
      segment.state.isSelected = index == 1
      segments.children.append(segment)
    }
    func stepper(_ value: Double, minimum: Double) -> Element {
      var stepper = Element(id: "stepper", role: .stepper, location: Scene.here)
      stepper.content.range = RangeValue(value: value, minimum: minimum, maximum: 1)
      return Scene.root([stepper])
    }
    return [
      words(
        "DefaultControlsTests.testPageControl", Scene.root([page]), en: "page 2 of 3. Adjustable.",
        de: "Seite 2 von 3. Einstellbar.", ru: "Страница 2 из 3. Элемент регулировки.", hint: SystemHint.adjustable),
      words(
        "DefaultControlsTests.testSegmentedControl #1", Scene.root([segments]), en: "Segment A. Button. 1 of 3.",
        de: "Segment A. Taste. 1 von 3.", ru: "Segment A. Кнопка. 1 из 3."),
      words(
        "DefaultControlsTests.testSegmentedControl #2", Scene.root([segments]), 1,
        en: "Selected: Segment B. Button. 2 of 3.", de: "Auswahl: Segment B. Taste. 2 von 3.",
        ru: "Выбрано: Segment B. Кнопка. 2 из 3."),
      words(
        "DefaultControlsTests.testSegmentedControl #3", Scene.root([segments]), 2, en: "Segment C. Button. 3 of 3.",
        de: "Segment C. Taste. 3 von 3.", ru: "Segment C. Кнопка. 3 из 3."),
      words(
        "DefaultControlsTests.testSlider", Scene.root([slider]), en: "75%. Adjustable.", de: "75\u{A0}%. Einstellbar.",
        ru: "75\u{A0}%. Элемент регулировки.", hint: SystemHint.adjustable),
      words(
        "DefaultControlsTests.testStepper #1", stepper(0, minimum: -1), en: "Decrement. Button.",
        de: "Verringern. Taste.", ru: "Уменьшить. Кнопка."),
      words(
        "DefaultControlsTests.testStepper #2", stepper(0, minimum: -1), 1, en: "Increment. Button.",
        de: "Erhöhen. Taste.", ru: "Увеличить. Кнопка."),
      words(
        "DefaultControlsTests.testStepperAtMin #1", stepper(0, minimum: 0), en: "Decrement. Dimmed. Button.",
        de: "Verringern. Grau dargestellt. Taste.", ru: "Уменьшить. Недоступно. Кнопка."),
      words(
        "DefaultControlsTests.testStepperAtMin #2", stepper(0, minimum: 0), 1, en: "Increment. Button.",
        de: "Erhöhen. Taste.", ru: "Увеличить. Кнопка."),
    ]
  }()

  /// `SnapshotTestingTests.testUIKitTextField` and `testUIKitTextView` (TextFieldViewController,
  /// TextViewViewController), and a secure field.
  static let textEntry: [ConformanceCase] = {
    func field(_ role: Role = .textField, text: String? = nil, placeholder: String? = nil) -> Element {
      var field = Element(id: "field", role: role, location: Scene.here)
      field.content.text = text
      field.content.placeholder = placeholder
      return Scene.root([field])
    }
    return [
      words(
        "testUIKitTextField #1 empty", field(), en: "Text Field.", de: "Textfeld.", ru: "текстовое поле.",
        hint: SystemHint.edit),
      words(
        "testUIKitTextField #3 placeholder", field(placeholder: "Some placeholder text"),
        en: "Some placeholder text. Text Field.", de: "Some placeholder text. Textfeld.",
        ru: "Some placeholder text. текстовое поле.", hint: SystemHint.edit),
      words(
        "testUIKitTextField #4 text", field(text: "Hello from Text Field"), en: "Hello from Text Field. Text Field.",
        de: "Hello from Text Field. Textfeld.", ru: "Hello from Text Field. текстовое поле.", hint: SystemHint.edit),
      words(
        "testUIKitTextField: text wins over the placeholder",
        field(text: "Hello from Text Field", placeholder: "Some placeholder text"),
        en: "Hello from Text Field. Text Field.", de: "Hello from Text Field. Textfeld.",
        ru: "Hello from Text Field. текстовое поле.", hint: SystemHint.edit),
      words(
        "testUIKitTextView #1 empty", field(.textView), en: "Text Field.", de: "Textfeld.", ru: "текстовое поле.",
        hint: SystemHint.textArea),
      words(
        "testUIKitTextView #3 text", field(.textView, text: "Hello from Text View"),
        en: "Hello from Text View. Text Field.", de: "Hello from Text View. Textfeld.",
        ru: "Hello from Text View. текстовое поле.", hint: SystemHint.textArea),
      words(
        "secure text field (UIKit's value: one bullet per character)", field(.secureTextField, text: "secret"),
        en: "••••••. Secure Text Field.", de: "••••••. Sicheres Textfeld.", ru: "••••••. Защищённое текстовое поле.",
        hint: SystemHint.edit),
    ]
  }()

  /// `AccessibilityContainersTests.testList` and `testLandmark`: four labels in a container.
  static let containers: [ConformanceCase] = {
    func labels() -> [Element] { (1...4).map { Scene.label("Label \($0)", id: "l\($0)") } }
    let list = Scene.container(type: .list, labels())
    let landmark = Scene.container(type: .landmark, labels())
    return [
      words(
        "testList #1", list, en: "Label 1. List Start.", de: "Label 1. Anfang der Liste.",
        ru: "Label 1. Начало списка."),
      words("testList #2", list, 1, en: "Label 2", de: "Label 2", ru: "Label 2"),
      words("testList #3", list, 2, en: "Label 3", de: "Label 3", ru: "Label 3"),
      words(
        "testList #4", list, 3, en: "Label 4. List End.", de: "Label 4. Ende der Liste.", ru: "Label 4. Конец списка."),
      words(
        "testLandmark #1", landmark, en: "Label 1. Landmark.", de: "Label 1. Orientierungspunkt.",
        ru: "Label 1. Ориентир."),
      words("testLandmark #2", landmark, 1, en: "Label 2", de: "Label 2", ru: "Label 2"),
      words("testLandmark #4", landmark, 3, en: "Label 4. End.", de: "Label 4. Ende.", ru: "Label 4. Конец строки."),
    ]
  }()
}
