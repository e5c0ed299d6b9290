import HeraldSource
import HeraldSyntax
import HeraldTree
import Testing

/// What a class's code sets on itself in literals, given to its views in a tree.
@Suite("Code linking")
struct CodeLinkingTests {
  static func tree(_ classes: String...) -> ControlTree {
    let location = SourceLocation(file: "Screen.json", line: 1, column: 1)
    let children = classes.enumerated().map { index, name in
      Element(id: "e\(index)", role: .view, customClass: CustomClass(name: name), location: location)
    }
    var root = Element(id: "root", role: .view, location: location)
    root.children = children
    return ControlTree(
      file: "Screen.json", format: .heraldJSON, platform: .iOS,
      scenes: [Scene(id: "s", name: "S", root: root, location: location)])
  }

  @Test("Literal label, traits and element flag are applied, with the class as their source")
  func literals() throws {
    let index = SourceIndexer().index(
      text: """
        final class GaugeView: UIView {
          override func awakeFromNib() {
            isAccessibilityElement = true
            accessibilityLabel = NSLocalizedString("Speed", comment: "")
            accessibilityTraits = [.updatesFrequently, .staticText]
          }
        }
        final class Knob: UIControl {
          func update(on: Bool) { accessibilityLabel = on ? "On" : "Off" }
          func reset() { accessibilityValue = "Low" }
          func raise() { accessibilityValue = "High" }
          override var accessibilityTraits: UIAccessibilityTraits { get { super.accessibilityTraits } set {} }
        }
        """, file: "Views.swift")
    let linked = CodeLinking(index: index).linking(Self.tree("GaugeView", "Knob", "StarRatingControl"))
    let gauge = try #require(linked.scenes.first?.root.children.first)
    #expect(gauge.accessibility.isElement == true && gauge.accessibility.label == "Speed")
    #expect(gauge.accessibility.traits == [.updatesFrequently, .staticText])
    #expect(gauge.codeSource == SourceLocation(file: "Views.swift", line: 1, column: 13))
    // The label is looked up by key: its translations are the app's.
    #expect(gauge.localizationKeys == [.accessibilityLabel: "Speed"])
    // Chosen at run time (two values, an expression): left alone.
    let knob = try #require(linked.scenes.first?.root.children.dropFirst().first)
    #expect(knob.accessibility.label == nil && knob.accessibility.value == nil && knob.accessibility.traits == nil)
    #expect(knob.codeSource == nil)
  }

  @Test("What the file sets wins; a class with a component model is left to the model")
  func precedence() throws {
    let index = SourceIndexer().index(
      text: """
        class StarRatingControl: UIControl { func setup() { accessibilityLabel = "Stars" } }
        class Badge: UIView { func setup() { accessibilityLabel = "New"; accessibilityHint = "Opens the offer" } }
        """, file: "Views.swift")
    var tree = Self.tree("StarRatingControl", "Badge")
    tree.scenes[0].root.children[1].accessibility.label = "Offer"
    let linked = CodeLinking(index: index).linking(tree)
    let children = linked.scenes[0].root.children
    #expect(children[0].accessibility.label == nil, "the built-in model describes StarRatingControl")
    #expect(children[1].accessibility.label == "Offer" && children[1].accessibility.hint == "Opens the offer")
  }

  @Test("Keys of texts code sets through outlets are recorded, unless the code sets different ones")
  func outletKeys() throws {
    let index = SourceIndexer().index(
      text: """
        final class SearchViewController: UIViewController {
          @IBOutlet weak var emptyLabel: UILabel!
          @IBOutlet weak var retryButton: UIButton!
          @IBOutlet weak var statusLabel: UILabel!
          @IBOutlet weak var nameField: UITextField!
          override func viewDidLoad() {
            emptyLabel.text = "product-search.no-results".localized
            emptyLabel.accessibilityHint = NSLocalizedString("product-search.no-results.hint", comment: "Read after the label, which explains what to search for instead")
            retryButton.setTitle(String(localized: "search.retry"), for: .normal)
            nameField.placeholder = "Name"
            statusLabel.text = loading ? "search.loading".localized : "search.done".localized
          }
          func finish() { statusLabel.text = "search.done".localized }
        }
        """, file: "Search.swift")
    let location = SourceLocation(file: "Search.storyboard", line: 1, column: 1)
    func outlet(_ id: String, _ property: String) -> Element {
      var element = Element(id: id, role: .staticText, location: location)
      element.connections = Connections(
        outlets: [Outlet(property: property, owner: "SearchViewController", location: location)])
      return element
    }
    var root = Element(id: "root", role: .view, location: location)
    root.children = [
      outlet("a", "emptyLabel"), outlet("b", "retryButton"), outlet("c", "statusLabel"), outlet("d", "nameField"),
    ]
    let tree = ControlTree(
      file: "Search.storyboard", format: .interfaceBuilder, platform: .iOS,
      scenes: [Scene(id: "s", name: "S", root: root, location: location)])
    let children = CodeLinking(index: index).linking(tree).scenes[0].root.children
    #expect(
      children[0].localizationKeys == [
        .text: "product-search.no-results", .accessibilityHint: "product-search.no-results.hint",
      ])
    #expect(children[1].localizationKeys == [.title(.normal): "search.retry"])
    // Two keys chosen at run time, and a literal: no key.
    #expect(children[2].localizationKeys.isEmpty)
    #expect(children[3].localizationKeys.isEmpty)
  }

  @Test("A text set through an outlet from the app's own accessor (SwiftGen's L10n) is keyed in its table")
  func outletAccessors() throws {
    let index = SourceIndexer().index(
      text: """
        internal enum L10n {
          internal enum Scene {
            internal static let title = L10n.tr("Main", "scene.title", fallback: "Welcome")
            internal static let done = L10n.tr("Localizable", "scene.done", fallback: "Done")
          }
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
            String(format: Bundle.main.localizedString(forKey: key, value: value, table: table), arguments: args)
          }
        }
        final class WelcomeViewController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!
          @IBOutlet weak var doneButton: UIButton!
          override func viewDidLoad() {
            titleLabel.text = L10n.Scene.title
            doneButton.setTitle(L10n.Scene.done, for: .normal)
          }
        }
        """, file: "Welcome.swift")
    let location = SourceLocation(file: "Welcome.storyboard", line: 1, column: 1)
    var root = Element(id: "root", role: .view, location: location)
    for (id, property) in [("a", "titleLabel"), ("b", "doneButton")] {
      var element = Element(id: id, role: .staticText, location: location)
      element.connections = Connections(
        outlets: [Outlet(property: property, owner: "WelcomeViewController", location: location)])
      root.children.append(element)
    }
    let tree = ControlTree(
      file: "Welcome.storyboard", format: .interfaceBuilder, platform: .iOS,
      scenes: [Scene(id: "s", name: "S", root: root, location: location)])
    let children = CodeLinking(index: index).linking(tree).scenes[0].root.children
    #expect(children[0].localizationKeys == [.text: "scene.title"])
    #expect(children[0].localizationTables == [.text: "Main"])
    #expect(children[1].localizationKeys == [.title(.normal): "scene.done"])
    #expect(children[1].localizationTables.isEmpty)
  }
}
