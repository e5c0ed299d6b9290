import HeraldSource
import HeraldTree
import Testing

/// The Swift subset `herald components infer` follows (docs/components.md, "Inferring a model"),
/// one construct per test, and what it reports as unresolved instead of guessing.
@Suite("Component inference")
struct ComponentInferenceTests {
  /// The catalog messages the tests pretend Herald has.
  static let catalog: @Sendable (String) -> [String]? = { key in
    ["rating.value": ["count"], "rating.label": [], "pair": ["a", "b"]][key]
  }

  /// The model inferred for `className` from `source`.
  static func model(_ source: String, _ className: String = "Control") throws -> ComponentModel {
    let result = ComponentInference(messageArguments: catalog).infer(
      sources: [("Control.swift", source)], className: className)
    let model = try #require(result.models.first, "no model for \(className)")
    // Every draft is a valid model: it survives writing and reading.
    _ = try ComponentModelLoader.parse(ComponentModelWriter.text([model]), file: "draft.json")
    return model
  }

  /// A stack view whose `body` runs in `init(coder:)` inside `for index in 0..<count`.
  static func stars(_ body: String, members: String = "") -> String {
    """
    import UIKit
    class Control: UIStackView {
      @IBInspectable var count: Int = 5
      var rating = 0
      private var buttons = [UIButton]()
      required init(coder: NSCoder) {
        super.init(coder: coder)
        for index in 0..<count {
          let button = UIButton()
          \(body)
          addArrangedSubview(button)
          buttons.append(button)
        }
      }
      \(members)
    }
    """
  }

  @Test("Stored properties with literal defaults are the model's properties; what actions set is state")
  func properties() throws {
    let model = try Self.model(
      Self.stars(
        "button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)",
        members: """
          private let size = CGSize(width: 30, height: 40)
          var tint = UIColor.red
          @objc func tapped(_ button: UIButton) { rating = buttons.firstIndex(of: button)! + 1 }
          """))
    #expect(model.properties.map(\.name) == ["count", "rating"])
    #expect(model.property(named: "count")?.defaultValue == .number(5))
    #expect(model.property(named: "rating")?.isState == true)
    #expect(model.property(named: "count")?.isState == false)
  }

  @Test("A loop that creates views is the repeated children; assignments on them are the template")
  func children() throws {
    let model = try Self.model(
      Self.stars(
        """
        button.setImage(UIImage(named: "empty"), for: .normal)
        button.setImage(UIImage(systemName: "star.fill"), for: .selected)
        button.isSelected = index < rating
        button.accessibilityLabel = "Star \\(index + 1)"
        button.accessibilityTraits.insert(.selected)
        NSLayoutConstraint.activate([button.widthAnchor.constraint(equalToConstant: 30), button.heightAnchor.constraint(equalToConstant: 40)])
        """))
    let children = try #require(model.children)
    #expect(children.count.description == "count")
    #expect(children.indexName == "index")
    #expect(children.template.role == .button)
    #expect(children.template.images == [.normal: "empty", .selected: "star.fill"])
    #expect(children.template.isSelected?.description == "index < rating")
    #expect(children.template.label?.source == .pattern("Star {arg1}"))
    #expect(children.template.label?.arguments.map(\.value.description) == ["index + 1"])
    #expect(children.template.traits == [.button, .selected])
    #expect(children.template.size?.width.description == "30")
    #expect(children.template.size?.height.description == "40")
    #expect(model.unresolved.isEmpty, "\(model.unresolved)")
  }

  @Test("`(0..<n).map { … }` that creates views is the repeated children too, its result their collection")
  func mapChildren() throws {
    let model = try Self.model(
      """
      import UIKit
      class Control: UIStackView {
        @IBInspectable var count: Int = 5
        var rating = 0
        private var stars: [UIButton] = []
        required init(coder: NSCoder) {
          super.init(coder: coder)
          stars = (0..<count).map { position in
            let star = UIButton()
            star.accessibilityLabel = "Star \\(position + 1)"
            return star
          }
          stars.forEach { addArrangedSubview($0) }
          for (position, star) in stars.enumerated() { star.isSelected = position < rating }
        }
      }
      """)
    let children = try #require(model.children)
    #expect(children.count.description == "count")
    #expect(children.indexName == "position")
    #expect(children.template.label?.arguments.map(\.value.description) == ["position + 1"])
    #expect(children.template.isSelected?.description == "position < rating")
  }

  @Test("A switch on state is a plural with exact matches; a text set on one branch only has `when`")
  func branches() throws {
    let model = try Self.model(
      Self.stars(
        "",
        members: """
          override func awakeFromNib() {
            super.awakeFromNib()
            for (position, star) in buttons.enumerated() {
              let value: String
              switch rating {
              case 0: value = "None"
              case 1: value = "One {star}"
              default: value = "\\(rating) stars"
              }
              star.accessibilityValue = value
              let hint: String?
              if rating == position + 1 { hint = "Tap to clear" } else { hint = nil }
              star.accessibilityHint = hint
            }
          }
          """))
    let template = try #require(model.children?.template)
    #expect(
      template.value?.source == .pattern("{rating, plural, =0 {None} =1 {One '{'star'}'} other {{rating} stars}}"))
    #expect(template.hint?.source == .pattern("Tap to clear"))
    #expect(template.hint?.condition?.description == "rating == index + 1")
  }

  @Test("Localized keys that are catalog messages are messages, their format arguments named by the catalog")
  func localized() throws {
    let model = try Self.model(
      Self.stars(
        """
        button.accessibilityValue = String.localizedStringWithFormat(NSLocalizedString("rating.value", comment: ""), rating)
        button.accessibilityLabel = String(localized: "rating.label")
        button.accessibilityHint = String(localized: "app.only", defaultValue: "Star \\(index) of \\(count)")
        """))
    let template = try #require(model.children?.template)
    #expect(template.value?.source == .message("rating.value"))
    #expect(template.value?.arguments.map(\.name) == ["count"])
    #expect(template.value?.arguments.map(\.value.description) == ["rating"])
    #expect(template.label?.source == .message("rating.label"))
    // Not a catalog message: the code's English text, and an unresolved part that says so.
    #expect(template.hint?.source == .pattern("Star {index} of {count}"))
    #expect(model.unresolved.contains { $0.name == "hint" && $0.note.contains("app.only") })
  }

  @Test("String(format:) with %d and %@ is a pattern")
  func format() throws {
    let model = try Self.model(
      Self.stars(#"button.accessibilityLabel = String(format: "%d of %@", index + 1, "five")"#))
    #expect(model.children?.template.label?.source == .pattern("{arg1} of five"))
  }

  @Test("A target-action that sets state is an activate action; if/else assignments become one expression")
  func targetAction() throws {
    let model = try Self.model(
      Self.stars(
        "button.addTarget(self, action: #selector(Control.tapped(_:)), for: .touchUpInside)",
        members: """
          @objc private func tapped(_ sender: UIButton) {
            guard let index = buttons.firstIndex(of: sender) else { fatalError("unknown star") }
            let chosen = index + 1
            if chosen == rating {
              rating = 0
            } else {
              rating = chosen
            }
          }
          """))
    let action = try #require(model.children?.template.actions[.activate])
    #expect(action.event == "touchUpInside")
    #expect(action.assignments.map(\.property) == ["rating"])
    #expect(action.assignments.first?.value.description == "index + 1 == rating ? 0 : index + 1")
  }

  @Test("A tap gesture recognizer whose target is the control is an activate action; sender.view is the child")
  func tapGesture() throws {
    let model = try Self.model(
      Self.stars(
        "button.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))",
        members: """
          @objc private func tapped(_ sender: UITapGestureRecognizer) {
            guard let star = sender.view as? UIButton, let index = buttons.firstIndex(of: star) else { return }
            rating = index + 1
          }
          """))
    let action = try #require(model.children?.template.actions[.activate])
    #expect(action.assignments.map(\.value.description) == ["index + 1"])
    #expect(action.event == nil)
    #expect(model.unresolved.isEmpty, "\(model.unresolved)")
  }

  @Test("One adjustable element: accessibility set on self, a value getter, increments clamped by didSet")
  func adjustable() throws {
    let model = try Self.model(
      """
      import UIKit
      class Control: UIControl {
        @IBInspectable var maximum = 5
        var rating = 0 {
          didSet {
            rating = min(max(rating, 0), maximum)
            guard rating != oldValue else { return }
            sendActions(for: .valueChanged)
          }
        }
        override init(frame: CGRect) {
          super.init(frame: frame)
          isAccessibilityElement = true
          accessibilityTraits = [.adjustable]
          accessibilityLabel = NSLocalizedString("rating.label", comment: "")
        }
        required init?(coder: NSCoder) { fatalError() }
        override var accessibilityValue: String? {
          get { "\\(rating) of \\(maximum)" }
          set {}
        }
        override func accessibilityIncrement() { rating += 1 }
        override func accessibilityDecrement() { rating -= 1 }
      }
      """)
    let element = try #require(model.element)
    #expect(element.isElement?.description == "true")
    #expect(element.traits == [.adjustable])
    #expect(element.label?.source == .message("rating.label"))
    #expect(element.value?.source == .pattern("{rating} of {maximum}"))
    #expect(element.actions[.increment]?.assignments.first?.value.description == "min(max(rating + 1, 0), maximum)")
    #expect(element.actions[.increment]?.event == "valueChanged")
    #expect(element.actions[.decrement]?.assignments.first?.value.description == "min(max(rating - 1, 0), maximum)")
  }

  @Test("A static helper called with self is followed; a struct's defaults are used and listed")
  func helpers() throws {
    let model = try Self.model(
      """
      import UIKit
      struct Settings {
        static var standard: Settings { Settings() }
        var adjustable = true
        var total = 5
      }
      enum Accessibility {
        static func update(_ view: UIView, rating: Double, settings: Settings) {
          view.isAccessibilityElement = true
          view.accessibilityTraits = settings.adjustable ? .adjustable : .none
          view.accessibilityValue = "\\(min(rating, Double(settings.total)))"
        }
      }
      class Control: UIView {
        @IBInspectable var rating: Double = 2
        var settings: Settings = .standard
        override func awakeFromNib() {
          super.awakeFromNib()
          Accessibility.update(self, rating: rating, settings: settings)
        }
      }
      """)
    let element = try #require(model.element)
    #expect(element.traits == [.adjustable])
    #expect(element.value?.arguments.map(\.value.description) == ["min(rating, 5)"])
    #expect(Set(model.unresolved.map(\.name)) == ["settings.adjustable", "settings.total"])
  }

  @Test("An inspectable property whose didSet sets a struct field keeps it in step; enum raw values are read")
  func bridges() throws {
    let model = try Self.model(
      """
      import UIKit
      enum Mode: Int { case whole, half }
      struct Settings {
        var mode = Mode.whole
      }
      class Control: UIView {
        @IBInspectable var rating: Double = 0
        var settings = Settings()
        @IBInspectable var mode: Int = Mode.whole.rawValue {
          didSet { settings.mode = Mode(rawValue: mode) ?? .whole }
        }
        override func awakeFromNib() {
          super.awakeFromNib()
          isAccessibilityElement = true
          switch settings.mode {
          case .whole: accessibilityValue = "\\(round(rating))"
          case .half: accessibilityValue = "\\(round(rating * 2) / 2)"
          }
        }
      }
      """)
    let value = try #require(model.element?.value)
    #expect(value.source == .pattern("{arg1}"))
    let argument = try #require(value.arguments.first?.value)
    #expect(try argument.evaluate(in: ["mode": .number(0), "rating": .number(2.6)]) == .number(3))
    #expect(try argument.evaluate(in: ["mode": .number(1), "rating": .number(2.6)]) == .number(2.5))
    #expect(try argument.evaluate(in: ["mode": .number(7), "rating": .number(2.6)]) == .number(3))
    #expect(model.unresolved.isEmpty, "\(model.unresolved)")
  }

  /// The element template of a UIControl whose `update()` (called from `init(coder:)`) is `body`,
  /// with `members` beside it.
  static func control(_ body: String, members: String = "") throws -> ComponentModel {
    try model(
      """
      import UIKit
      class Control: UIControl {
        var rating = 0
        @IBInspectable var title: String?
        required init?(coder: NSCoder) {
          super.init(coder: coder)
          update()
        }
        func update() {
          \(body)
        }
        override func accessibilityIncrement() { rating += 1 }
        \(members)
      }
      """)
  }

  @Test("Control flow as Swift runs it: break ends a case, a nested return narrows what follows, if let on a choice")
  func controlFlow() throws {
    let broken = try Self.control(
      """
      switch rating {
      case 0: break
      default: accessibilityValue = "\\(rating)"
      }
      accessibilityLabel = "Rating"
      """)
    #expect(broken.element?.label?.condition == nil)
    #expect(broken.element?.value?.condition?.description == "rating != 0")
    let nested = try Self.control(
      """
      if rating > 0 {
        if rating > 3 { return }
        accessibilityHint = "Low"
      }
      accessibilityLabel = "Rating"
      """)
    let condition = try #require(nested.element?.label?.condition)
    #expect(try condition.bool(in: ["rating": .number(5)]) == false)
    #expect(try condition.bool(in: ["rating": .number(0)]) == true)
    let optional = try Self.control(
      """
      let extra: String? = rating > 2 ? "High" : nil
      if let extra { accessibilityHint = extra } else { accessibilityHint = "Low" }
      accessibilityLabel = title ?? "Rating"
      """)
    // Two texts: a plural on the branch taken.
    let hint = try #require(optional.element?.hint)
    #expect(hint.source == .pattern("{branch, plural, =0 {Low} other {High}}"))
    let branch = try #require(hint.arguments.first?.value)
    #expect(try branch.evaluate(in: ["rating": .number(3)]) == .number(1))
    #expect(try branch.evaluate(in: ["rating": .number(0)]) == .number(0))
    #expect(optional.element?.label?.arguments.first?.value.description == "title != '' ? title : 'Rating'")
  }

  @Test("Swift semantics: Int division truncates, labels pick parameters, escapes and formats are read exactly")
  func semantics() throws {
    let model = try Self.control(
      #"""
      accessibilityValue = "\(rating / 2) full"
      accessibilityHint = describe(count: 3)
      accessibilityLabel = "C:\\new \u{2605}\t"
      """#,
      members: """
        func describe(size: Int = 44, count: Int = 5) -> String { "\\(count) of \\(size)" }
        """)
    let value = try #require(model.element?.value?.arguments.first?.value)
    #expect(try value.evaluate(in: ["rating": .number(3)]) == .number(1))
    #expect(try value.evaluate(in: ["rating": .number(-3)]) == .number(-1))
    #expect(model.element?.hint?.arguments.map(\.value.description) == ["3", "44"])
    #expect(model.element?.label?.source == .pattern("C:\\new \u{2605}\t"))
    let hex = try Self.control(#"accessibilityValue = String(format: "0x%x", rating)"#)
    #expect(hex.element?.value == nil)
    #expect(hex.unresolved.contains { $0.name == "value" })
  }

  @Test("What actions, loops and unknown views set is reported, not dropped")
  func reported() throws {
    let model = try Self.model(
      Self.stars(
        "button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)",
        members: """
          override func awakeFromNib() {
            super.awakeFromNib()
            var total = 0
            buttons.forEach { _ in total += 1 }
            accessibilityLabel = "\\(total) stars"
            buttons[0].accessibilityHint = "First"
          }
          @objc func tapped(_ sender: UIButton) { sender.isSelected = !sender.isSelected }
          func refresh() { accessibilityValue = "\\(rating)" }
          """))
    let names = Set(model.unresolved.map(\.name))
    #expect(names.isSuperset(of: ["label", "accessibilityHint", "selected", "refresh()"]), "\(model.unresolved)")
    #expect(model.element?.label == nil)
  }

  @Test("What is not followed is unresolved, with where: touches, titles, combined states, hidden, lone subviews")
  func unresolved() throws {
    let model = try Self.model(
      Self.stars(
        """
        button.setTitle("★", for: .normal)
        button.setImage(UIImage(named: "x"), for: [.highlighted, .selected])
        button.isHidden = index > 3
        button.configure(with: index)
        """,
        members: """
          override func awakeFromNib() {
            super.awakeFromNib()
            let badge = UILabel()
            addSubview(badge)
          }
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
          """))
    let names = model.unresolved.map(\.name)
    #expect(
      names == [
        "title", "image for [.highlighted, .selected]", "isHidden", "call configure", "subview UILabel",
        "touch handling",
      ], "\(model.unresolved)")
    #expect(model.unresolved.allSatisfy { $0.source?.hasPrefix("Control.swift:") == true })
  }

  @Test("A class declared twice is read once, the other declaration listed")
  func duplicates() throws {
    let source =
      "import UIKit\nclass Control: UIView { override func awakeFromNib() { isAccessibilityElement = true } }\n"
    let result = ComponentInference().infer(sources: [("A.swift", source), ("B.swift", source)])
    #expect(result.models.count == 1)
    #expect(result.models.first?.unresolved.map(\.source) == ["B.swift:2"])
  }

  @Test("Exponential expressions, values defined by each other and mutual recursion end with unresolved parts")
  func limits() throws {
    var doubling = "var v = count\n"
    for _ in 0..<40 { doubling += "v = v + v\n" }
    let model = try Self.model(
      Self.stars(
        "",
        members: """
          static let a = Control.b
          static let b = Control.a
          func f() -> Int { g() }
          func g() -> Int { f() }
          override func awakeFromNib() {
            \(doubling)
            accessibilityValue = "\\(v) \\(Control.a) \\(f())"
          }
          """))
    #expect(model.unresolved.contains { $0.name == "value" })
  }

  @Test("Inputs with no view class give no model; a file that does not parse is a problem with its line")
  func problems() {
    let result = ComponentInference().infer(sources: [
      ("Plain.swift", "struct Plain { var x = 1 }"), ("Broken.swift", "class A: UIView {\n  func f( {\n}\n"),
    ])
    #expect(result.models.map(\.className) == ["A"])
    #expect(result.problems.map(\.location.file) == ["Broken.swift"])
  }

  @Test("A chain of 3,000 subclasses: each is drafted on its view base, inherited setup followed; a cycle ends")
  func deepInheritance() throws {
    var source = """
      import UIKit
      class C0: UIControl {
        var label = "Rate"
        override func awakeFromNib() { accessibilityLabel = label }
      }

      """
    for index in 1..<3000 { source += "class C\(index): C\(index - 1) {}\n" }
    source += "class Loop1: Loop2 {}\nclass Loop2: Loop1 {}\n"
    let result = ComponentInference().infer(sources: [("Chain.swift", source)])
    #expect(result.models.count == 3000)
    #expect(result.models.allSatisfy { $0.summary.contains("a UIControl subclass") })
    // The last subclass runs C0's awakeFromNib, which its chain inherits.
    let last = try #require(result.models.last)
    #expect(last.className == "C2999")
    #expect(last.element?.label?.source == .pattern("Rate"))
  }
}
