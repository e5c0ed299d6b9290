import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

/// `herald source`, and `herald audit` judging the seed controls by their Swift source.
@Suite("Reading the app's code")
struct SourceCommandTests {
  /// A scratch folder with copies of `files` (repository-relative), each optionally edited.
  static func scratch(_ files: [String], edit: (String, String) -> String = { $1 }) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("herald-source-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for file in files {
      let text = try String(contentsOfFile: TestPaths.repository + "/" + file, encoding: .utf8)
      let name = (file as NSString).lastPathComponent
      try edit(name, text).write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }
    return folder
  }

  static func findings(_ run: Herald.Run) throws -> [JSONValue] {
    let report = try JSONReader.parse(Array(run.output.utf8), file: "report.json")
    return report["findings"]?.arrayValue ?? []
  }

  @Test("herald source prints each class with its facts and their lines")
  func printsTheIndex() throws {
    let run = try Herald.run("source", "Examples/FoodTracker", "Examples/StarRating")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("RatingControl : UIStackView  Examples/FoodTracker/RatingControl.swift:"))
    #expect(run.output.contains("creates UIButton button (one per loop pass)"))
    #expect(run.output.contains("outlet nameTextField: UITextField"))
    #expect(run.output.contains("accessibilityDecrement overridden"))
    let json = try Herald.run("source", "Examples/StarRating", "--format", "json")
    let document = try JSONReader.parse(Array(json.output.utf8), file: "source.json")
    #expect(document["herald"]?.stringValue == "source")
    let star = document["types"]?.arrayValue?.first { $0["name"]?.stringValue == "StarRatingControl" }
    let members = star?["facts"]?.arrayValue?.compactMap { $0["member"]?.stringValue } ?? []
    #expect(members.contains("accessibilityIncrement") && members.contains("accessibilityTraits"))
  }

  @Test("A file that does not parse is reported with its line; the others are still read (exit 2)")
  func brokenFile() throws {
    let folder = try Self.scratch(["Examples/StarRating/StarRatingControl.swift"])
    try "class Broken: UIView {\n  func a( {\n}\n".write(
      toFile: folder + "/Broken.swift", atomically: true, encoding: .utf8)
    let run = try Herald.run("source", folder)
    #expect(run.exited && run.status == 2)
    #expect(run.errors.contains("Broken.swift:2:"), "\(run.errors)")
    #expect(run.output.contains("StarRatingControl : UIControl"))
  }

  @Test("FoodTracker's RatingControl passes from its code; without its labels it is a violation citing the class")
  func ratingControl() throws {
    let run = try Herald.run(
      "audit", "Examples/FoodTracker", "--only", "custom-control-not-accessible", "--format", "json")
    let findings = try Self.findings(run)
    #expect(run.status == 0 && findings.isEmpty, "\(run.output)")
    // The same storyboard with a RatingControl that sets no accessibility: the code decides.
    let folder = try Self.scratch(["Examples/FoodTracker/Main.storyboard", "Examples/FoodTracker/RatingControl.swift"])
    {
      name, text in
      name.hasSuffix(".swift")
        ? text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("accessibility") }
          .joined(separator: "\n") : text
    }
    let bare = try Herald.run("audit", folder, "--only", "custom-control-not-accessible", "--format", "json")
    let finding = try #require(try Self.findings(bare).first)
    #expect(finding["kind"]?.stringValue == "violation")
    let related = finding["related"]?.arrayValue?.first
    #expect(related?["file"]?.stringValue?.hasSuffix("RatingControl.swift") == true)
    #expect(related?["message"]?.stringValue == "RatingControl is declared here")
  }

  @Test("JRNL's RatingView (no accessibility code) is a violation whose related location is its declaration")
  func ratingView() throws {
    let run = try Herald.run("audit", "Examples/JRNL", "--only", "custom-control-not-accessible", "--format", "sarif")
    #expect(run.status == 1)
    let sarif = try JSONReader.parse(Array(run.output.utf8), file: "report.sarif")
    let result = try #require(sarif["runs"]?.arrayValue?.first?["results"]?.arrayValue?.first)
    let related = try #require(result["relatedLocations"]?.arrayValue?.first)
    let physical = related["physicalLocation"]
    #expect(physical?["artifactLocation"]?["uri"]?.stringValue?.hasSuffix("Examples/JRNL/RatingView.swift") == true)
    #expect(physical?["region"]?["startLine"]?.intValue == 7)
    // Without the source, the file alone cannot say: the model stands in.
    let alone = try Herald.run("audit", "Examples/JRNL", "--only", "custom-control-not-accessible", "--no-source")
    #expect(alone.status == 0, "\(alone.output)")
  }

  @Test("A view whose code shows nothing and whose file holds only an empty stack is a container, not a control")
  func containerClass() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("herald-flipped-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "import AppKit\n\nclass FlippedView: NSView {\n  override var isFlipped: Bool { true }\n}\n".write(
      toFile: folder + "/FlippedView.swift", atomically: true, encoding: .utf8)
    func xib(_ inside: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" \
      targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
        <objects>
          <customView id="root"><rect key="frame" x="0" y="0" width="480" height="300"/><subviews>
            <customView id="flipped" customClass="FlippedView" customModule="App">
              <rect key="frame" x="0" y="0" width="480" height="300"/>
              <subviews>\(inside)<stackView orientation="vertical" id="panes">
                <rect key="frame" x="0" y="0" width="480" height="300"/></stackView></subviews>
            </customView>
          </subviews></customView>
        </objects>
      </document>
      """
    }
    try xib("").write(toFile: folder + "/Panes.xib", atomically: true, encoding: .utf8)
    let container = try Herald.run("audit", folder, "--only", "custom-control-not-accessible", "--format", "json")
    let found = try Self.findings(container)
    #expect(container.status == 0 && found.isEmpty, "\(container.output)")
    // An image in it that nothing labels: the view shows something VoiceOver cannot reach, but it
    // takes no touches and makes no control, so whether that is a defect of a control is not in its
    // code (needs review; the image rules judge the image itself).
    let image =
      #"<imageView id="logo"><rect key="frame" x="0" y="0" width="20" height="20"/>"#
      + #"<imageCell key="cell" image="logo" id="logo-cell"/></imageView>"#
    try xib(image).write(toFile: folder + "/Panes.xib", atomically: true, encoding: .utf8)
    let shows = try Herald.run("audit", folder, "--only", "custom-control-not-accessible", "--format", "json")
    #expect(try Self.findings(shows).first?["kind"]?.stringValue == "needs-review", "\(shows.output)")
  }

  @Test("A tagged label code finds by viewWithTag(2) is needs review naming the lookup; another tag stays a violation")
  func viewWithTag() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("herald-tag-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let swift = """
      import UIKit

      final class ChecklistCell: UITableViewCell {
        func configure(_ text: String) {
          let label = contentView.viewWithTag(2) as? UILabel
          label?.text = text
        }
      }
      """
    try swift.write(toFile: folder + "/ChecklistCell.swift", atomically: true, encoding: .utf8)
    func label(_ id: String, tag: Int, y: Int) -> String {
      """
      <label opaque="NO" tag="\(tag)" text="Label" id="\(id)"><rect key="frame" x="20" y="\(y)" width="200" height="21"/>\
      <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
      """
    }
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
        <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
            <subviews>\(label("found", tag: 2, y: 40))\(label("other", tag: 3, y: 80))</subviews>
          </view>
        </viewController></objects></scene></scenes>
      </document>
      """
    try storyboard.write(toFile: folder + "/Main.storyboard", atomically: true, encoding: .utf8)
    let run = try Herald.run("audit", folder, "--only", "ib-default-title", "--format", "json")
    let byObject = Dictionary(
      try Self.findings(run).map { ($0["element"]?["objectId"]?.stringValue ?? "", $0) },
      uniquingKeysWith: { first, _ in first })
    #expect(byObject["found"]?["kind"]?.stringValue == "needs-review", "\(run.output)")
    #expect(byObject["found"]?["missingEvidence"]?["code"]?.stringValue == "lookup")
    #expect(byObject["other"]?["kind"]?.stringValue == "violation", "\(run.output)")
  }

  @Test("A view controller's code labels its navigation item's first bar button items without outlets")
  func navigationItemReferences() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("herald-nav-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let swift = """
      import UIKit

      class TaskListController: UITableViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.leftBarButtonItem?.title = "Filter"
          navigationItem.rightBarButtonItem?.accessibilityLabel = "Add task"
        }
      }
      final class DailyListController: TaskListController {}
      final class ReplacingController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .add)]
        }
      }
      """
    try swift.write(toFile: folder + "/Controllers.swift", atomically: true, encoding: .utf8)
    func scene(_ id: String, _ controller: String, left: [String], right: [String]) -> String {
      func items(_ names: [String]) -> String {
        names.map { #"<barButtonItem image="\#($0)_icon" id="\#(id)-\#($0)"/>"# }.joined()
      }
      return """
        <scene sceneID="\(id)"><objects>
          <tableViewController id="\(id)-vc" customClass="\(controller)" customModule="App" sceneMemberID="viewController">
            <tableView key="view" id="\(id)-table"><rect key="frame" x="0" y="0" width="375" height="667"/></tableView>
            <navigationItem key="navigationItem" id="\(id)-item">
              <leftBarButtonItems>\(items(left))</leftBarButtonItems>
              <rightBarButtonItems>\(items(right))</rightBarButtonItems>
            </navigationItem>
          </tableViewController>
        </objects></scene>
        """
    }
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <scenes>
          \(scene("daily", "DailyListController", left: ["filter", "search"], right: ["add"]))
          \(scene("other", "ReplacingController", left: [], right: ["add"]))
        </scenes>
      </document>
      """
    try storyboard.write(toFile: folder + "/Main.storyboard", atomically: true, encoding: .utf8)
    let run = try Herald.run("audit", folder, "--only", "image-button-missing-label", "--format", "json")
    let kinds = Dictionary(
      try Self.findings(run).map { ($0["element"]?["objectId"]?.stringValue ?? "", $0["kind"]?.stringValue ?? "") },
      uniquingKeysWith: { first, _ in first })
    // The superclass's code labels the first item of each side; the second leading item it does not.
    #expect(kinds["daily-filter"] == nil && kinds["daily-add"] == nil, "\(run.output)")
    #expect(kinds["daily-search"] == "violation", "\(run.output)")
    // Code that replaces the items: the file's item may never be shown.
    #expect(kinds["other-add"] == "needs-review", "\(run.output)")
  }

  @Test("A tap recognizer code adds through an image view's outlet makes it tappable; labelling it in code passes")
  func tapAddedInCode() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("herald-tap-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    func swift(_ extra: String) -> String {
      """
      import UIKit

      final class ProductHeaderCell: UITableViewCell {
        @IBOutlet weak var productImage: UIImageView!
        override func awakeFromNib() {
          super.awakeFromNib()
          let tap = UITapGestureRecognizer(target: self, action: #selector(openViewer))
          productImage.addGestureRecognizer(tap)
          productImage.isUserInteractionEnabled = true\(extra)
        }
        @objc func openViewer() {}
      }
      """
    }
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
      targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
          <tableViewCell contentMode="scaleToFill" id="cell" customClass="ProductHeaderCell" customModule="App">
            <rect key="frame" x="0" y="0" width="375" height="200"/>
            <tableViewCellContentView key="contentView" id="content">
              <rect key="frame" x="0" y="0" width="375" height="200"/>
              <subviews>
                <imageView contentMode="scaleAspectFit" image="placeholder" id="photo">
                  <rect key="frame" x="16" y="16" width="120" height="160"/>
                </imageView>
              </subviews>
            </tableViewCellContentView>
            <connections><outlet property="productImage" destination="photo" id="o1"/></connections>
          </tableViewCell>
        </objects>
      </document>
      """
    try xib.write(toFile: folder + "/ProductHeaderCell.xib", atomically: true, encoding: .utf8)
    try swift("").write(toFile: folder + "/ProductHeaderCell.swift", atomically: true, encoding: .utf8)
    let bare = try Herald.run("audit", folder, "--only", "tap-gesture-not-accessible", "--format", "json")
    let finding = try Self.findings(bare).first
    #expect(finding?["element"]?["objectId"]?.stringValue == "photo", "\(bare.output)")
    // The cell VoiceOver focuses in its place is selected by a double tap off the image: what
    // selecting it does decides.
    #expect(finding?["kind"]?.stringValue == "needs-review", "\(bare.output)")
    #expect(
      finding?["missingEvidence"]?["text"]?.stringValue?.contains("tableView(_:didSelectRowAt:) of ProductHeaderCell")
        == true, "\(bare.output)")
    let labelled = "\n    productImage.isAccessibilityElement = true\n    productImage.accessibilityLabel = \"Photo\""
    try swift(labelled).write(toFile: folder + "/ProductHeaderCell.swift", atomically: true, encoding: .utf8)
    let passes = try Herald.run("audit", folder, "--only", "tap-gesture-not-accessible", "--format", "json")
    let found = try Self.findings(passes)
    #expect(found.isEmpty, "\(passes.output)")
  }

  @Test("StarRatingControl passes; without accessibilityDecrement the adjustable rule fires from its code")
  func starRatingControl() throws {
    let run = try Herald.run("audit", "Examples/StarRating", "--format", "json")
    let findings = try Self.findings(run)
    #expect(run.status == 0 && findings.isEmpty, "\(run.output)")
    let folder = try Self.scratch([
      "Examples/StarRating/RatingScreen.json", "Examples/StarRating/StarRatingControl.swift",
    ]) {
      name, text in
      name.hasSuffix(".swift")
        ? text.replacingOccurrences(of: "override func accessibilityDecrement", with: "func decrement") : text
    }
    let bare = try Herald.run("audit", folder, "--format", "json")
    let finding = try #require(try Self.findings(bare).first)
    #expect(finding["ruleId"]?.stringValue == "adjustable-missing-actions")
    #expect(finding["message"]?.stringValue?.contains("accessibilityDecrement()") == true)
    #expect(
      finding["related"]?.arrayValue?.contains {
        $0["message"]?.stringValue == "the code sets accessibilityTraits here"
      } == true)
  }
}

/// The issue's must-shows on the real apps of ../shared/corpus/apps.
@Suite("Reading the real apps' code", .requires(.appsCorpus))
struct SourceCorpusTests {
  @Test("IceCubes: every non-test Swift file is indexed, with no crash")
  func iceCubes() throws {
    let folder = TestPaths.appsCorpus + "/Dimillian+IceCubesApp"
    let run = try Herald.run("source", folder, "--format", "json")
    #expect(run.exited && (run.status == 0 || run.status == 2), "\(run.errors)")
    let document = try JSONReader.parse(Array(run.output.utf8), file: "source.json")
    var expected = 0
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let path = enumerator?.nextObject() as? String {
      let parts = path.split(separator: "/")
      if path.hasSuffix(".swift"), !parts.contains(where: { $0.hasSuffix("Tests") || $0 == ".build" }) { expected += 1 }
    }
    #expect(document["files"]?.intValue == expected)
    // Problems, if any, name a file and a line.
    for problem in document["problems"]?.arrayValue ?? [] { #expect((problem["line"]?.intValue ?? 0) > 0) }
  }

  @Test("Classes that set accessibility in code are not flagged: CosmosView, Nutri-Score and NOVA views")
  func accessibleClasses() throws {
    let apps = ["evgenyneu+Cosmos", "openfoodfacts+openfoodfacts-ios"].map { TestPaths.appsCorpus + "/" + $0 }
    // Every place a UI file puts one of these classes, by object id, read from the XML.
    let classes = ["CosmosView", "NutriScoreView", "NovaGroupView"]
    var placed: Set<String> = []
    for app in apps {
      let enumerator = FileManager.default.enumerator(atPath: app)
      while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".storyboard") || path.hasSuffix(".xib") else { continue }
        let text = try String(contentsOfFile: app + "/" + path, encoding: .utf8)
        for line in text.split(separator: "\n")
        where classes.contains(where: { line.contains("customClass=\"\($0)\"") }) {
          guard !line.contains("placeholderIdentifier"), let id = line.firstMatch(of: #/\sid="([^"]+)"/#)?.1 else {
            continue
          }
          placed.insert(String(id))
        }
      }
    }
    #expect(placed.count >= 8, "the corpus places these classes \(placed.count) times")
    let run = try Herald.run(["audit"] + apps + ["--format", "json"])
    let report = try JSONReader.parse(Array(run.output.utf8), file: "report.json")
    for finding in report["findings"]?.arrayValue ?? [] {
      let id = finding["element"]?["objectId"]?.stringValue ?? ""
      #expect(!placed.contains(id), "\(finding["ruleId"]?.stringValue ?? "?") flags \(id)")
    }
    let checked = report["rules"]?.arrayValue?.first { $0["id"]?.stringValue == "custom-control-not-accessible" }
    #expect((checked?["passes"]?.intValue ?? 0) > 0)
  }
}

/// `herald tree` and `herald announce` show what a class's code sets on its views.
@Suite("Trees and announcements with the app's code")
struct SourceLinkingCommandTests {
  @Test("A custom view's literal label and traits from its code are shown and spoken; --no-source leaves it silent")
  func treeAndAnnounce() throws {
    let folder = try SourceCommandTests.scratch([])
    try """
    final class GaugeView: UIView {
      override func awakeFromNib() {
        isAccessibilityElement = true
        accessibilityLabel = "Speed"
      }
    }
    """.write(toFile: folder + "/GaugeView.swift", atomically: true, encoding: .utf8)
    try """
    {"herald": "tree", "version": 1, "platform": "ios", "unit": "pt", "scenes": [{"id": "s", "name": "S",
     "root": {"id": "root", "role": "view", "frame": {"x": 0, "y": 0, "width": 375, "height": 667},
      "children": [{"id": "gauge", "role": "view", "customClass": "GaugeView",
                    "frame": {"x": 10, "y": 10, "width": 100, "height": 100}}]}}]}
    """.write(toFile: folder + "/Screen.json", atomically: true, encoding: .utf8)
    let tree = try Herald.run("tree", folder)
    #expect(
      tree.status == 0 && tree.output.contains("label=\"Speed\"")
        && tree.output.contains("code=\(folder)/GaugeView.swift:1"))
    let spoken = try Herald.run("announce", folder)
    #expect(spoken.output.contains("1. Speed  [view<GaugeView> gauge"), "\(spoken.output)")
    let silent = try Herald.run("announce", folder, "--no-source")
    #expect(silent.output.contains("0 elements"), "\(silent.output)")
  }
}

/// Interface Builder's user-defined runtime attributes carry the accessibility a storyboard cannot
/// set otherwise: a list container is announced with its edges.
@Suite("Accessibility runtime attributes in a storyboard")
struct RuntimeAttributeAnnounceTests {
  @Test("accessibilityContainerType 2 makes a list: List Start. and List End.")
  func listFromRuntimeAttributes() throws {
    let folder = try SourceCommandTests.scratch([])
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1">
      <scenes><scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
          <subviews><view id="list"><rect key="frame" x="0.0" y="100" width="393" height="200"/>
            <subviews>
              <label text="Milk" id="l1"><rect key="frame" x="16" y="0" width="200" height="44"/></label>
              <label text="Bread" id="l2"><rect key="frame" x="16" y="60" width="200" height="44"/></label>
            </subviews>
            <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="number" keyPath="accessibilityContainerType">\
    <integer key="value" value="2"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
          </view></subviews>
        </view>
      </viewController></objects></scene></scenes>
    </document>
    """.write(toFile: folder + "/List.storyboard", atomically: true, encoding: .utf8)
    let run = try Herald.run("announce", folder + "/List.storyboard")
    #expect(run.output.contains("1. Milk. List Start."), "\(run.output)")
    #expect(run.output.contains("2. Bread. List End."), "\(run.output)")
  }
}
