import Foundation
import HeraldSource
import HeraldSyntax
import HeraldTree
import Testing

/// The Swift reader on small sources whose facts are known line by line.
@Suite("Swift reader")
struct SwiftReaderTests {
  static func index(_ text: String) -> CodeIndex { SourceIndexer().index(text: text, file: "Sample.swift") }

  @Test("A control that builds labeled buttons in a loop: the buttons, their facts and where they are set")
  func ratingControl() throws {
    let index = Self.index(
      """
      class RatingControl: UIStackView {
        private var ratingButtons = [UIButton]()
        func setupButtons() {
          for index in 0..<5 {
            let button = UIButton()
            button.setImage(filledStar, for: .selected)
            button.accessibilityLabel = "Set \\(index + 1) star rating"
            addArrangedSubview(button)
            ratingButtons.append(button)
          }
        }
        func update() {
          for (index, button) in ratingButtons.enumerated() {
            button.accessibilityHint = index == 0 ? "Resets" : nil
          }
        }
      }
      """)
    let type = try #require(index.type(named: "RatingControl"))
    #expect(type.superclass == "UIStackView")
    #expect(type.location == SourceLocation(file: "Sample.swift", line: 1, column: 7))
    let button = try #require(type.subviews.first)
    #expect(button.className == "UIButton" && button.name == "button" && button.isRepeated)
    #expect(button.location.line == 5)
    #expect(button.facts.map(\.member) == [.image, .accessibilityLabel, .accessibilityHint])
    #expect(button.facts.map(\.location.line) == [6, 7, 14])
    #expect(button.facts[1].value == #""Set \(index + 1) star rating""#)
    #expect(button.facts[2].function == "update")
    // `addArrangedSubview` is the control adding a view, not accessibility.
    #expect(index.facts(of: "RatingControl", anyOf: CodeMember.accessibility).isEmpty)
  }

  @Test("Overrides, getters' values, traits inserted, and the adjustable pattern")
  func overrides() {
    let index = Self.index(
      """
      final class StarRatingControl: UIControl {
        override var isAccessibilityElement: Bool { get { true } set {} }
        override var accessibilityValue: String? { get { "\\(rating) of 5" } set {} }
        func commonInit() { accessibilityTraits.insert(.adjustable) }
        override func accessibilityIncrement() { rating += 1 }
        static func accessibilityDecrement() {}
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func draw(_ rect: CGRect) {}
      }
      """)
    let facts = index.types["StarRatingControl"]?.facts ?? []
    #expect(
      facts.map(\.member) == [
        .isAccessibilityElement, .accessibilityValue, .accessibilityTraits, .accessibilityIncrement, .touchHandling,
        .drawing,
      ])
    #expect(facts.first?.value == "true")
    #expect(facts[2].value == ".adjustable" && facts[2].kind == .assignment)
    #expect(facts[3].kind == .override && facts[3].location.line == 5)
  }

  @Test("Outlets are properties; their uses are found by name in any class, bare references escape")
  func outletsAndUses() throws {
    let index = Self.index(
      """
      class MealCell: UITableViewCell {
        @IBOutlet weak var nameLabel: UILabel!
        @IBOutlet weak var photoView: UIImageView?
      }
      class MealsViewController: UITableViewController {
        func configure(_ cell: MealCell, meal: Meal) {
          cell.nameLabel.text = meal.name
          cell.photoView?.layer.cornerRadius = 4
          style(cell.photoView)
          cell.nameLabel.becomeFirstResponder()
        }
      }
      """)
    let outlet = try #require(index.property("nameLabel", of: "MealCell"))
    #expect(outlet.isOutlet && outlet.typeName == "UILabel" && outlet.location.line == 2)
    #expect(index.property("photoView", of: "MealCell")?.typeName == "UIImageView")
    let names = index.uses(of: "nameLabel")
    #expect(names.map(\.member) == [.text], "an inert call is not a use")
    #expect(names.first?.location.line == 7)
    let photo = index.uses(of: "photoView")
    #expect(photo.contains { $0.escapes && $0.handedTo == "style" && $0.location.line == 9 })
    #expect(!photo.contains { $0.member != nil }, "the layer's radius is not something the rules ask about")
  }

  @Test("A reactive binding target sets its member: ReactiveSwift's `<~`, RxCocoa's bind(to:) and drive(_:)")
  func reactiveBindings() throws {
    let index = Self.index(
      """
      class LoginViewController: UIViewController {
        @IBOutlet weak var loginButton: UIButton!
        @IBOutlet weak var nameLabel: UILabel!
        @IBOutlet weak var field: UITextField!
        func bind() {
          loginButton.reactive.title <~ viewModel.outputs.loginButtonTitle
          viewModel.name.bind(to: nameLabel.rx.text)
          field.rx.text.orEmpty.bind(to: viewModel.query)
        }
      }
      """)
    #expect(index.uses(of: "loginButton").contains { $0.member == .title && $0.kind == .assignment })
    #expect(index.uses(of: "nameLabel").contains { $0.member == .text && $0.kind == .assignment })
    // Reading the field's text into the model sets nothing on the field.
    #expect(!index.uses(of: "field").contains { $0.kind == .assignment })
  }

  @Test("Locals, parameters and self in static code are not the view's")
  func scopes() {
    let index = Self.index(
      """
      struct Formatter {
        static func update(_ view: UIView, text: String) {
          var accessibilityLabel = text
          accessibilityLabel += "!"
          view.accessibilityLabel = accessibilityLabel
          log(view)
        }
        static var name: String { String(describing: self) }
      }
      class Badge: UIView {
        override func awakeFromNib() { Formatter.update(self, text: "New") }
      }
      """)
    #expect(index.types["Formatter"]?.facts.isEmpty == true)
    #expect(index.uses(of: "view").allSatisfy { !$0.escapes }, "a parameter handed on is not a property")
    let badge = index.types["Badge"]?.facts ?? []
    #expect(badge.map(\.member) == [.handedOn] && badge.first?.value == "Formatter.update")
  }

  @Test("Methods are recorded with their parameters and own calls; a parameter's uses are found in its method")
  func methodsAndParameters() throws {
    let index = Self.index(
      """
      class StatsView: UIView {
        @IBOutlet weak var valueLabel: UILabel!
        func configure() { configureField(valueLabel, value: 2); self.glow(); _ = String(describing: valueLabel) }
        private func configureField(_ label: UILabel, value: Int) {
          label.textColor = .red
          Styler.apply(label)
        }
      }
      extension UIView { func glow() { alpha = 0.5 } }
      func delayToMainThread(_ delay: Double, closure: @escaping () -> Void) {}
      """)
    // A capitalised callee makes a value (`String(…)`): it is no method of the view.
    let taps = Self.index(
      """
      class FormView: UIView {
        @IBOutlet weak var backdrop: UIView!
        func wire() { backdrop.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))) }
      }
      """)
    #expect(
      taps.uses(of: "backdrop").first?.value == "UITapGestureRecognizer(action: #selector(dismissKeyboard))",
      "a recognizer made in the call keeps its type and action however long its arguments")
    #expect(index.freeFunctions == ["delayToMainThread"])
    let configure = try #require(index.methods(named: "configure").first)
    #expect(configure.type == "StatsView" && configure.method.ownCalls == ["configureField", "glow"])
    let field = try #require(index.methods(named: "configureField").first)
    #expect(field.method.parameters == ["label", "value"])
    let uses = index.parameterUses(of: "label", in: "configureField", of: "StatsView")
    #expect(uses.contains { $0.member == .color && $0.location.line == 5 })
    #expect(uses.contains { $0.isLocal && $0.handedTo == "Styler.apply" }, "a parameter handed on is kept to follow")
    #expect(index.uses(of: "label").allSatisfy { !$0.isLocal }, "and is not a property's use")
    #expect(index.methods(named: "glow").first?.type == "UIView")
  }

  @Test("A type's static member is no outlet; a bare name is its type's own; an argument keeps its slot")
  func usesAndSlots() throws {
    let index = Self.index(
      """
      class PartyViewController: UIViewController {
        @IBOutlet weak var subtitle: UILabel!
        func setup() {
          subtitleText.text = L10n.Party.subtitle
          let items = [subtitle, spacer]
          configure(caption: subtitle, value: 3)
          self.log(subtitle)
        }
        func configure(caption label: UILabel, value: Int) { label.text = "+\\(value)" }
        func log(_ view: UIView, _ extra: Int = 0) {}
      }
      """)
    let uses = index.uses(of: "subtitle")
    #expect(!uses.contains { $0.location.line == 4 }, "L10n.Party.subtitle is a static member, not the outlet")
    let escaping = uses.filter(\.escapes)
    #expect(!escaping.isEmpty && escaping.allSatisfy { $0.owner == "PartyViewController" }, "a bare name is self's")
    #expect(uses.first { $0.location.line == 6 }?.slot == "caption")
    #expect(uses.first { $0.location.line == 7 }?.slot == "_0")
    let configure = try #require(index.methods(named: "configure").first?.method)
    #expect(configure.slots == ["caption", "value"] && configure.parameters(receiving: "caption") == ["label"])
    let log = try #require(index.methods(named: "log").first?.method)
    #expect(log.slots == ["_0", "_1"] && log.parameters(receiving: "_0") == ["view"])
    #expect(
      log.parameters(receiving: "unknown") == ["view", "extra"], "a slot that matches none reaches every parameter")
  }

  @Test("An explicit self.member is the view's even where a parameter has the member's name")
  func explicitSelf() {
    let index = Self.index(
      """
      class MenuButton: UIView {
        func configure(label: String, accessibilityLabel: String?) {
          self.accessibilityLabel = accessibilityLabel ?? label
        }
        func reset(accessibilityHint: String) {
          var accessibilityHint = accessibilityHint
          accessibilityHint += "!"
        }
        func size(button: UIButton) { button.heightAnchor.constraint(equalToConstant: 44).isActive = true }
      }
      """)
    let facts = index.types["MenuButton"]?.facts ?? []
    #expect(facts.contains { $0.member == .accessibilityLabel && $0.location.line == 3 })
    #expect(!facts.contains { $0.member == .accessibilityHint }, "a bare name is the local")
    #expect(
      index.parameterUses(of: "button", in: "size", of: "MenuButton").contains { $0.member == .size },
      "a height anchor's constraint sizes the button")
  }

  @Test("Extensions join their class; a superclass known only from an extension is UIKit's")
  func extensionsAndChains() {
    let reader = SourceIndexer()
    let merged = CodeIndex(files: [
      reader.read(Data("extension GaugeView { func setup() { isAccessibilityElement = true } }".utf8), file: "A.swift"),
      reader.read(Data("\n\nclass GaugeView: UIView {}".utf8), file: "B.swift"),
      reader.read(Data("extension UIView { func glow() {} }".utf8), file: "C.swift"),
    ])
    #expect(merged.type(named: "GaugeView")?.location == SourceLocation(file: "B.swift", line: 3, column: 7))
    #expect(merged.facts(of: "GaugeView", .isAccessibilityElement).count == 1)
    #expect(merged.chain(of: "GaugeView").map(\.name) == ["GaugeView"])
    #expect(merged.frameworkBase(of: "GaugeView") == "UIView")
    #expect(merged.type(named: "Module.GaugeView")?.name == "GaugeView")
  }

  @Test("A file that does not parse is reported at its first error, and the rest is still read")
  func problems() throws {
    let index = Self.index(
      """
      class Broken: UIView {
        func a( {
      }
      class Fine: UIView {
        override func awakeFromNib() { isAccessibilityElement = true }
      }
      """)
    let problem = try #require(index.problems.first)
    #expect(problem.location.file == "Sample.swift" && problem.location.line == 2)
    #expect(problem.message.contains("does not parse as Swift"))
    #expect(index.facts(of: "Fine", .isAccessibilityElement).count == 1)
  }

  @Test("A view made in a closure a property calls in place is stored as that property; append adds to a list")
  func closurePropertyAndAppend() throws {
    let index = Self.index(
      """
      final class BannerView: UIView {
        private lazy var actionButton: UIButton = {
          let button = UIButton(type: .system)
          button.setTitle("Retry", for: .normal)
          return button
        }()
        private let spinner: UIActivityIndicatorView = {
          let view = UIActivityIndicatorView()
          let other = UIView()
          return other
        }()
        func show() {
          accessibilityElements = [messageLabel]
          self.accessibilityElements?.append(actionButton)
        }
      }
      """)
    let subviews = index.subviews(of: "BannerView")
    #expect(subviews.map(\.name) == ["actionButton", "view", "spinner"])
    let facts = index.facts(of: "BannerView", .accessibilityElements)
    #expect(facts.map(\.kind) == [.assignment, .addition])
    #expect(facts.map(\.value) == ["[messageLabel]", "actionButton"])
  }

  @Test("Columns count Unicode scalars, as editors do")
  func columns() throws {
    let index = Self.index("let título = \"ñ\"; class Ñandú: UIView {}")
    #expect(index.type(named: "Ñandú")?.location.column == 25)
  }
}
