import Foundation
import HeraldTestSupport
import Testing

/// A navigation bar draws its title in the colours of its appearance
/// (`UINavigationBarAppearance.titleTextAttributes`, or the bar's own `titleTextAttributes`), so
/// code that gives the bar an appearance decides the title's colour, not the placeholder colour
/// Interface Builder stores (DuckDuckGo's tab switcher: a transparent appearance over a themed
/// background, measured as black on the file's dark grey). Written for Herald.
@Suite("Navigation bar titles")
struct NavigationBarTitleTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="TabsViewController">
                <connections>
                    <outlet property="view" destination="vw0-00-001" id="out-00-000"/>
                    <outlet property="topBar" destination="bar-00-001" id="out-00-001"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="vw0-00-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <navigationBar contentMode="scaleToFill" id="bar-00-001">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        <items>
                            <navigationItem title="Tabs" id="itm-00-001"/>
                        </items>
                    </navigationBar>
                </subviews>
                <color key="backgroundColor" white="0.13" alpha="1" colorSpace="calibratedWhite"/>
            </view>
        </objects>
    </document>
    """

  static func code(_ viewDidLoad: String) -> String {
    """
    import UIKit

    final class TabsViewController: UIViewController {
      @IBOutlet weak var topBar: UINavigationBar!

      override func viewDidLoad() {
        super.viewDidLoad()
        \(viewDidLoad)
      }
    }
    """
  }

  /// The kind of the text-contrast finding on the title's line (16), if any.
  static func titleContrast(_ viewDidLoad: String) throws -> String? {
    let folder = try temporaryDirectory(
      ["Tabs.xib": Self.xib, "TabsViewController.swift": Self.code(viewDidLoad)], prefix: "herald-bar-title")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    return try Herald.jsonFindings(run).first {
      $0["ruleId"]?.stringValue == "text-contrast" && $0["line"]?.intValue == 16
    }?["kind"]?.stringValue
  }

  @Test("Code that gives the bar an appearance or title attributes decides the title's colour")
  func appearanceDecides() throws {
    #expect(try Self.titleContrast("topBar.isTranslucent = false") == "violation", "black on dark grey, nothing else")
    #expect(
      try Self.titleContrast("let appearance = UINavigationBarAppearance()\n    topBar.standardAppearance = appearance")
        == nil)
    #expect(try Self.titleContrast("topBar.titleTextAttributes = [.foregroundColor: UIColor.white]") == nil)
  }
}
