import Foundation
import HeraldSyntax
import HeraldTestSupport
import Testing

/// The app in every language: FoodTracker with the Russian `Main.strings` written for the example
/// (`Examples/FoodTracker/ru.lproj`), read and audited in the app's own languages.
@Suite("The app's own translations: announce, simulate, audit and report in the app's locales")
struct AppLocalizationTests {
  static let example = "Examples/FoodTracker/Main.storyboard"

  /// A copy of the FoodTracker example, with `edit` applied to its Russian table.
  func foodTracker(editingRussian edit: (String) -> String) throws -> String {
    let storyboard = try String(contentsOfFile: TestPaths.examples + "/FoodTracker/Main.storyboard", encoding: .utf8)
    let russian = try String(
      contentsOfFile: TestPaths.examples + "/FoodTracker/ru.lproj/Main.strings", encoding: .utf8)
    return try temporaryDirectory(["Main.storyboard": storyboard, "ru.lproj/Main.strings": edit(russian)])
  }

  @Test("announce --locale ru says the app's Russian: title, placeholder and image label from ru.lproj/Main.strings")
  func announceRussian() throws {
    let run = try Herald.run("announce", Self.example, "--locale", "ru")
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("2. Новое блюдо. Заголовок.  [staticText Nv5-iT-9wE/title, line 69]"))
    #expect(lines.contains { $0.hasPrefix("4. Введите название блюда. текстовое поле.") })
    #expect(lines.contains("5. Фото блюда. Изображение.  [image Ph6-oT-2vB, line 27]"))
    #expect(!run.output.contains("New Meal") && !run.output.contains("Enter meal name"))
  }

  @Test("a locale the app does not ship shows the development language, as iOS does")
  func unshippedLocale() throws {
    let run = try Herald.run("announce", Self.example, "--locale", "de")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("New Meal. Überschrift."))
    #expect(run.output.contains("Meal photo. Bild."))
  }

  @Test("announce --locale en-XA pseudo-localizes every text of the storyboard, Herald's own words stay English")
  func pseudoLocale() throws {
    let run = try Herald.run("announce", Self.example, "--locale", "en-XA")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("[Ñéŵ Ṁéåļ one]. Heading."))
    #expect(run.output.contains("[Éñţéŕ ɱéåļ ñåɱé one two]. Text Field."))
    let bidi = try Herald.run("announce", Self.example, "--locale", "ar-XB")
    #expect(bidi.status == 0, "\(bidi.errors)")
    #expect(bidi.output.contains("[\u{200F}\u{202E}Ñéŵ\u{202C}\u{200F} \u{200F}\u{202E}Ṁéåļ\u{202C}\u{200F}"))
  }

  @Test("simulate --locale ru reads the app's Russian too")
  func simulateRussian() throws {
    let run = try Herald.run("simulate", Self.example, "--locale", "ru", "--actions", "next,next")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("Новое блюдо"))
  }

  @Test("the complete Russian table gives no localization finding")
  func completeTable() throws {
    let run = try Herald.run(
      "audit", "Examples/FoodTracker", "--only",
      "accessibility-text-untranslated,label-not-in-string-table,translation-identical-or-empty,text-may-not-fit")
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(run.output.contains("0 violations"), "\(run.output)")
  }

  @Test(
    "removing one key makes the audit report that element untranslated for ru",
    arguments: [
      (
        key: "Ph6-oT-2vB.accessibilityLabel", rule: "accessibility-text-untranslated", line: "Main.storyboard:27:37",
        text: "The accessibility label “Meal photo” has no translation for ru"
      ),
      (
        key: "Nv5-iT-9wE.title", rule: "label-not-in-string-table", line: "Main.storyboard:69:21",
        text: "The text “New Meal” has no translation for ru (key “Nv5-iT-9wE.title”)"
      ),
      (
        key: "Nm4-tE-7fJ.placeholder", rule: "label-not-in-string-table", line: "Main.storyboard:22:37",
        text: "The placeholder “Enter meal name” has no translation for ru (key “Nm4-tE-7fJ.placeholder”)"
      ),
    ])
  func removedKey(key: String, rule: String, line: String, text: String) throws {
    let directory = try foodTracker { table in
      table.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("\"\(key)\"") }
        .joined(separator: "\n")
    }
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Herald.run(
      "audit", directory, "--only", "accessibility-text-untranslated,label-not-in-string-table")
    let findings = run.output.split(separator: "\n").filter { $0.contains("[\(rule)]") }
    #expect(findings.count == 1, "\(run.output)")
    #expect(findings.first?.contains(line) == true && findings.first?.contains(text) == true, "\(findings)")
    // The other two keys are still there: nothing else is reported.
    #expect(run.output.contains("1 violation"), "\(run.output)")
    // The JSON report carries the message's arguments, for tallies per locale.
    let json = try Herald.run(
      "audit", directory, "--only", "accessibility-text-untranslated,label-not-in-string-table", "--format", "json")
    let report = try JSONReader.parse(Array(json.output.utf8), file: "report.json")
    let finding = try #require(report["findings"]?.arrayValue?.first)
    #expect(finding["arguments"]?["locales"]?.stringValue == "ru")
    #expect(finding["arguments"]?["key"]?.stringValue == key)
    // announce shows the removed text in English, as the app does.
    let announce = try Herald.run("announce", directory + "/Main.storyboard", "--locale", "ru")
    #expect(announce.status == 0)
    #expect(["Meal photo", "New Meal", "Enter meal name"].contains { announce.output.contains($0) })
  }

  /// `herald audit --only label-not-in-string-table` on an app made of `files`: its output.
  static func audit(_ files: [String: String]) throws -> String {
    let directory = try temporaryDirectory(files)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    return try Herald.run("audit", directory, "--only", "label-not-in-string-table").output
  }

  @Test("a placeholder the code replaces when the view loads is not judged by its Interface Builder text")
  func replacedByCode() throws {
    let storyboard = try String(contentsOfFile: TestPaths.examples + "/FoodTracker/Main.storyboard", encoding: .utf8)
    let russian = try String(
      contentsOfFile: TestPaths.examples + "/FoodTracker/ru.lproj/Main.strings", encoding: .utf8
    ).split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("\"Nm4-tE-7fJ.placeholder\"") }
      .joined(separator: "\n")
    let controller = """
      import UIKit
      final class MealViewController: UIViewController {
        @IBOutlet weak var nameTextField: UITextField!
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          nameTextField.placeholder = NSLocalizedString("meal.name.placeholder", comment: "")
        }
      }
      """
    let base = ["Main.storyboard": storyboard, "ru.lproj/Main.strings": russian]
    // Without the code, the Interface Builder placeholder is shown and lacks its Russian.
    #expect(try Self.audit(base).contains("“Enter meal name” has no translation for ru"))
    var withCode = base
    withCode["MealViewController.swift"] = controller
    // The code's text is judged instead: its key is in no table.
    let replaced = try Self.audit(withCode)
    #expect(!replaced.contains("“Enter meal name” has no translation"), "\(replaced)")
    #expect(replaced.contains("looked up by the key “meal.name.placeholder”"), "\(replaced)")
  }

  @Test(
    "a navigation title the controller replaces (`title = …`, `self.title`, `navigationItem.title`) is not judged by its Interface Builder text",
    arguments: ["title", "self.title", "navigationItem.title"])
  func navigationTitleReplacedByCode(assignment: String) throws {
    let storyboard = try String(contentsOfFile: TestPaths.examples + "/FoodTracker/Main.storyboard", encoding: .utf8)
    let russian = try String(
      contentsOfFile: TestPaths.examples + "/FoodTracker/ru.lproj/Main.strings", encoding: .utf8
    ).split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("\"Nv5-iT-9wE.title\"") }
      .joined(separator: "\n")
    // UIKit copies a controller's title to its navigation item (Apple, `UIViewController.title`).
    let controller = """
      import UIKit
      final class MealViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          \(assignment) = NSLocalizedString("meal.new.title", comment: "")
        }
      }
      """
    let base = ["Main.storyboard": storyboard, "ru.lproj/Main.strings": russian]
    #expect(try Self.audit(base).contains("“New Meal” has no translation for ru"))
    var withCode = base
    withCode["MealViewController.swift"] = controller
    let replaced = try Self.audit(withCode)
    #expect(!replaced.contains("“New Meal” has no translation"), "\(replaced)")
  }

  /// A storyboard of one scene whose controller, of class `controller`, holds `subviews` and an
  /// outlet `outlet` to the view `destination`.
  static func storyboard(controller: String, outlet: String, destination: String, subviews: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" customClass="\(controller)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
    \(subviews)
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="\(outlet)" destination="\(destination)" id="out-00-001"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  @Test(
    "a segment whose title the code replaces with an image (setImage(_:forSegmentAt:)) is not judged; the others are")
  func segmentReplacedByCode() throws {
    let storyboard = Self.storyboard(
      controller: "PagesViewController", outlet: "pageSelector", destination: "seg-00-001",
      subviews: """
        <label opaque="NO" text="Pages" id="lbl-00-001">
            <rect key="frame" x="16" y="60" width="200" height="21"/>
        </label>
        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg-00-001">
            <rect key="frame" x="16" y="100" width="300" height="32"/>
            <segments>
                <segment title="General"/>
                <segment title="Files"/>
            </segments>
        </segmentedControl>
        """)
    // Long enough that only the segment it sets is kept of the call's arguments.
    let controller = """
      import UIKit
      final class PagesViewController: UIViewController {
        @IBOutlet weak var pageSelector: UISegmentedControl!
        override func viewDidLoad() {
          super.viewDidLoad()
          pageSelector.setImage(
            UIImage(systemName: "key", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)), forSegmentAt: 0)
        }
      }
      """
    let output = try Self.audit([
      "Main.storyboard": storyboard, "ru.lproj/Main.strings": "\"lbl-00-001.text\" = \"Страницы\";\n",
      "PagesViewController.swift": controller,
    ])
    #expect(!output.contains("“General”"), "\(output)")
    #expect(output.contains("The title “Files” has no translation for ru"), "\(output)")
  }

  @Test("a navigation bar's own item whose title the code sets through the bar (topItem?.title) is not judged")
  func barItemReplacedByCode() throws {
    let storyboard = Self.storyboard(
      controller: "TabsViewController", outlet: "topBar", destination: "bar-00-001",
      subviews: """
        <navigationBar contentMode="scaleToFill" id="bar-00-001">
            <rect key="frame" x="0.0" y="20" width="390" height="44"/>
            <items>
                <navigationItem title="Title" id="itm-00-001"/>
            </items>
        </navigationBar>
        <label opaque="NO" text="Tabs" id="lbl-00-001">
            <rect key="frame" x="16" y="100" width="200" height="21"/>
        </label>
        """)
    let controller = """
      import UIKit
      final class TabsViewController: UIViewController {
        @IBOutlet weak var topBar: UINavigationBar!
        override func viewDidLoad() {
          super.viewDidLoad()
          refreshTitle()
        }
        func refreshTitle() {
          topBar.topItem?.title = NSLocalizedString("tabs.count", comment: "")
        }
      }
      """
    let base = ["Main.storyboard": storyboard, "ru.lproj/Main.strings": "\"lbl-00-001.text\" = \"Вкладки\";\n"]
    #expect(try Self.audit(base).contains("The text “Title” has no translation for ru"))
    var withCode = base
    withCode["TabsViewController.swift"] = controller
    let replaced = try Self.audit(withCode)
    #expect(!replaced.contains("“Title”"), "\(replaced)")
    // The controller's own title is copied to its own navigation item, not to a standalone bar's.
    withCode["TabsViewController.swift"] = controller.replacingOccurrences(
      of: "topBar.topItem?.title =", with: "title =")
    #expect(try Self.audit(withCode).contains("The text “Title” has no translation for ru"))
  }

  @Test("an empty translation is a violation, an identical one needs review")
  func identicalOrEmpty() throws {
    let directory = try foodTracker { table in
      table.replacingOccurrences(of: "\"Фото блюда\"", with: "\"\"")
        .replacingOccurrences(of: "\"Новое блюдо\"", with: "\"New Meal\"")
    }
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Herald.run("audit", directory, "--only", "translation-identical-or-empty")
    #expect(
      run.output.contains(
        "The accessibility label “Meal photo” is translated as an empty string for ru (key “Ph6-oT-2vB.accessibilityLabel”)"
      ), "\(run.output)")
    #expect(
      run.output.contains(
        "The text “New Meal” is the same in ru as in the development language (key “Nv5-iT-9wE.title”)"),
      "\(run.output)")
    #expect(run.output.contains("1 violation") && run.output.contains("1 needs review"), "\(run.output)")
  }

  @Test(
    "a translation estimated wider than its fixed frame needs review; one in a stack view or wrapping is not judged")
  func textFit() throws {
    func label(_ id: String, _ text: String, width: Int, lines: String = "") -> String {
      """
      <label opaque="NO" text="\(text)" \(lines)id="\(id)">
          <rect key="frame" x="0" y="0" width="\(width)" height="21"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """
    }
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
          <scenes>
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <subviews>
                                  \(label("fix-00-001", "Saved", width: 60))
                                  \(label("wrp-00-001", "Saved", width: 60, lines: "numberOfLines=\"0\" "))
                                  <stackView opaque="NO" axis="horizontal" id="stk-00-001">
                                      <rect key="frame" x="0" y="100" width="300" height="21"/>
                                      <subviews>\(label("stk-00-002", "Saved", width: 60))</subviews>
                                  </stackView>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let table = ["fix-00-001", "wrp-00-001", "stk-00-002"].map { "\"\($0).text\" = \"Сохранено в избранном\";" }
    let directory = try temporaryDirectory([
      "Base.lproj/Main.storyboard": storyboard, "ru.lproj/Main.strings": table.joined(separator: "\n") + "\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try Herald.run("audit", directory, "--only", "text-may-not-fit")
    let findings = run.output.split(separator: "\n").filter { $0.contains("[text-may-not-fit]") }
    #expect(findings.count == 1, "\(run.output)")
    #expect(findings.first?.contains("Main.storyboard:10:29:") == true, "\(findings)")
    #expect(
      findings.first?.contains("“Сохранено в избранном” (ru) is estimated at") == true
        && findings.first?.contains("more than the 60 pt its frame gives; “Saved” fits") == true, "\(findings)")
  }

  @Test("the report reads each scene in the app's language of each tab")
  func report() throws {
    let directory = try foodTracker { $0 }
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let report = try Herald.run(
      "report", directory, "--locale", "ru", "--locale", "en", "--output", directory + "/report.html")
    #expect(report.status == 0 || report.status == 1, "\(report.errors)")
    let html = try String(contentsOfFile: directory + "/report.html", encoding: .utf8)
    #expect(html.contains("Новое блюдо. Заголовок."))
    #expect(html.contains("New Meal. Heading."))
  }
}
