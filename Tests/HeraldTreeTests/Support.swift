import Foundation
import HeraldTestSupport
import HeraldTree
import Testing

/// The fixtures of these tests (the shared paths are in HeraldTestSupport).
extension TestPaths {
  /// `Tests/HeraldTreeTests/Fixtures`.
  static let fixtures = tests("HeraldTreeTests") + "/Fixtures"
}

extension ControlTree {
  /// Every element of every scene, depth first.
  var allElements: [Element] { scenes.flatMap { $0.root.allElements } }

  /// The first element with `id` in any scene.
  func element(_ id: String) -> Element? {
    for scene in scenes {
      if let found = scene.root.element(withID: id) { return found }
    }
    return nil
  }
}

/// Loads an in-memory Interface Builder document.
func loadIB(_ text: String, file: String = "test.storyboard") throws(TreeError) -> ControlTree {
  try InterfaceBuilderLoader().load(Array(text.utf8), file: file)
}

/// The bytes of a fixture, by its path under `Tests/HeraldTreeTests/Fixtures` as the test bundle
/// copies it (`runtime/foodtracker-appium.xml`).
func fixtureBytes(_ relativePath: String) throws -> [UInt8] {
  let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
  return [UInt8](try Data(contentsOf: folder.appendingPathComponent(relativePath)))
}

/// The error `loader` raises for the document `text` loaded as `file`, or `nil` when it loads.
func loadError(_ loader: some TreeLoader, _ text: String, file: String) -> TreeError? {
  do {
    _ = try loader.load(Array(text.utf8), file: file)
    return nil
  } catch {
    return error
  }
}

/// The properties of one element that the runtime-dump fixture tests compare, so that a whole
/// screen is checked with one `expectNoDifference`.
///
/// Both `value` (``AccessibilityProperties/value``) and `text` (``Content/text``) are compared for
/// every element; a row that gives neither expects both to be `nil`.
struct ElementRow: Equatable {
  var id: String
  var role: Role
  var label: String?
  var value: String?
  var text: String?
  var identifier: String?
  var isElement: Bool?
  var frame: Rect?
  var screenFrame: Rect?
  var isEnabled: Bool
  var isSelected: Bool
  var isOn: Bool?
  var isHidden: Bool
  var line: Int

  /// An expected row; `screen` is the ``Element/screenFrame``.
  init(
    _ id: String, _ role: Role, label: String? = nil, value: String? = nil, text: String? = nil,
    identifier: String? = nil, isElement: Bool?, frame: Rect?, screen: Rect?, isEnabled: Bool = true,
    isSelected: Bool = false, isOn: Bool? = nil, isHidden: Bool = false, line: Int
  ) {
    self.id = id
    self.role = role
    self.label = label
    self.value = value
    self.text = text
    self.identifier = identifier
    self.isElement = isElement
    self.frame = frame
    self.screenFrame = screen
    self.isEnabled = isEnabled
    self.isSelected = isSelected
    self.isOn = isOn
    self.isHidden = isHidden
    self.line = line
  }

  /// The row of a loaded element.
  init(_ element: Element) {
    self.init(
      element.id, element.role, label: element.accessibility.label, value: element.accessibility.value,
      text: element.content.text, identifier: element.accessibility.identifier,
      isElement: element.accessibility.isElement, frame: element.frame, screen: element.screenFrame,
      isEnabled: element.state.isEnabled, isSelected: element.state.isSelected, isOn: element.state.isOn,
      isHidden: element.isHidden, line: element.location.line)
  }
}
