import Foundation
import HeraldTestSupport
import Testing

/// A container whose code removes every view Interface Builder put in it and adds its own
/// (KeePassium's tip box: `buttonsStackView.arrangedSubviews.forEach { $0.removeFromSuperview() }`)
/// never shows the file's views: they are placeholders. They are not judged, and the audit's notes
/// name the container. A container the code only adds to, or removes only some views from, keeps its
/// views judged. Written for Herald.
@Suite("Containers whose code removes what the file put in them")
struct EmptiedContainerTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc0-00-001">
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" customClass="TipViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <stackView opaque="NO" axis="vertical" id="stk-00-001">
                                    <rect key="frame" x="16" y="100" width="343" height="29"/>
                                    <subviews>
                                        <button opaque="NO" buttonType="system" id="btn-00-001">
                                            <rect key="frame" x="0.0" y="0.0" width="70" height="29"/>
                                            <state key="normal" title="$0.99"/>
                                        </button>
                                    </subviews>
                                </stackView>
                                <stackView opaque="NO" axis="vertical" id="stk-00-002">
                                    <rect key="frame" x="16" y="200" width="343" height="29"/>
                                    <subviews>
                                        <button opaque="NO" buttonType="system" id="btn-00-002">
                                            <rect key="frame" x="0.0" y="0.0" width="70" height="29"/>
                                            <state key="normal" title="Restore"/>
                                        </button>
                                    </subviews>
                                </stackView>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="buttonsStackView" destination="stk-00-001" id="out-00-001"/>
                            <outlet property="restoreStackView" destination="stk-00-002" id="out-00-002"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  static let controller = """
    import UIKit

    final class TipViewController: UIViewController {
      @IBOutlet private weak var buttonsStackView: UIStackView!
      @IBOutlet private weak var restoreStackView: UIStackView!

      override func viewDidLoad() {
        super.viewDidLoad()
        buttonsStackView.arrangedSubviews.forEach {
          buttonsStackView.removeArrangedSubview($0)
          $0.removeFromSuperview()
        }
        for price in ["$0.99", "$2.99"] {
          let button = UIButton(configuration: .filled())
          button.configuration?.title = price
          buttonsStackView.addArrangedSubview(button)
        }
        // Only the views the code made itself: the file's stay.
        for view in restoreStackView.arrangedSubviews where view.tag == 1000 { view.removeFromSuperview() }
        restoreStackView.addArrangedSubview(UILabel())
      }
    }
    """

  @Test("The emptied container's views are named, not judged; the other container's still are")
  func emptied() throws {
    let folder = try temporaryDirectory(
      ["Tip.storyboard": Self.storyboard, "TipViewController.swift": Self.controller], prefix: "herald-emptied")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    let lines = try Herald.jsonFindings(run).compactMap { finding -> Int? in
      guard finding["ruleId"]?.stringValue == "touch-target-too-small" else { return nil }
      return finding["line"]?.intValue
    }
    #expect(lines == [22], "only the Restore button, in the container the code adds to, is judged")
    #expect(run.errors.contains("1 container's views are not judged"))
    #expect(run.errors.contains("TipViewController.swift:9"))
  }
}
