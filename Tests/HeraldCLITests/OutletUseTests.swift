import Foundation
import HeraldTestSupport
import Testing

/// Only what can be the outlet's own view counts as its use: a type's static member of the same
/// name (`L10n.Stats.title`, SwiftGen's accessor) is a string, a bare name in another class is that
/// class's property, and a view passed to the app's function reaches only the parameter its
/// argument fills (`configureFields(descriptionLabel: strLabel, …, value:)` does not hand the
/// label to what the function does with `value`). Each case was a needs review "handed on" that
/// the files decide (Habitica's generated strings and stats view, KeePassium's two `cancelButton`s).
/// Written for Herald.
@Suite("Uses of an outlet")
struct OutletUseTests {
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="StatsViewController">
                <connections>
                    <outlet property="view" destination="vw0-00-001" id="out-00-000"/>
                    <outlet property="titleLabel" destination="lbl-00-001" id="out-00-001"/>
                    <outlet property="strLabel" destination="lbl-00-002" id="out-00-002"/>
                    <outlet property="strValueLabel" destination="lbl-00-003" id="out-00-003"/>
                    <outlet property="cancelButton" destination="lbl-00-004" id="out-00-004"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="vw0-00-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label opaque="NO" text="Stats" id="lbl-00-001">
                        <rect key="frame" x="16" y="20" width="300" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" text="STR" id="lbl-00-002">
                        <rect key="frame" x="16" y="60" width="300" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    </label>
                    <label opaque="NO" text="+0" id="lbl-00-003">
                        <rect key="frame" x="16" y="100" width="300" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    </label>
                    <label opaque="NO" text="Cancel" id="lbl-00-004">
                        <rect key="frame" x="16" y="140" width="300" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    </label>
                </subviews>
            </view>
        </objects>
    </document>
    """

  static let code = """
    import UIKit

    enum L10n {
      enum Stats {
        static var titleLabel: String { "Stats" }
      }
    }

    final class StatsViewController: UIViewController {
      @IBOutlet weak var titleLabel: UILabel!
      @IBOutlet weak var strLabel: UILabel!
      @IBOutlet weak var strValueLabel: UILabel!
      @IBOutlet weak var cancelButton: UILabel!

      override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = L10n.Stats.titleLabel
        configureFields(descriptionLabel: strLabel, valueLabel: strValueLabel, value: 3)
      }

      private func configureFields(descriptionLabel: UILabel, valueLabel: UILabel, value: Int) {
        valueLabel.text = "+\\(value)"
        descriptionLabel.textColor = .secondaryLabel
        record(value)
      }
    }

    final class ResultsViewController: UIViewController {
      @IBOutlet weak var cancelButton: UIBarButtonItem!

      func toolbarItems() -> [UIBarButtonItem] {
        let items = [cancelButton, UIBarButtonItem.flexibleSpace()]
        return items
      }
    }
    """

  @Test("Static members, another class's bare names and other parameters are not the outlet's uses")
  func decided() throws {
    let folder = try temporaryDirectory(
      ["Stats.xib": Self.xib, "StatsViewController.swift": Self.code], prefix: "herald-outlet-uses")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    let kinds = Dictionary(
      try Herald.jsonFindings(run).compactMap { finding -> (Int, String)? in
        guard finding["ruleId"]?.stringValue == "text-without-dynamic-type", let line = finding["line"]?.intValue,
          let kind = finding["kind"]?.stringValue
        else { return nil }
        return (line, kind)
      }, uniquingKeysWith: { first, _ in first })
    #expect(kinds[16] == "violation", "the title's fixed font: L10n.Stats.titleLabel is a string")
    #expect(kinds[20] == "violation", "the description label is only coloured; `value` is another parameter")
    #expect(kinds[24] == "violation", "the value label's text is set, its font never")
    #expect(kinds[28] == "violation", "ResultsViewController's cancelButton is another view")
  }

  @Test("A tap recognizer added to another class's property of the same name is not the outlet's")
  func tapOfAnotherClass() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <view contentMode="scaleToFill" id="vw0-00-001" customClass="SystemMessageView">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="64"/>
                  <subviews>
                      <view contentMode="scaleToFill" id="wrp-00-001">
                          <rect key="frame" x="8" y="8" width="359" height="48"/>
                      </view>
                  </subviews>
                  <connections>
                      <outlet property="messageWrapper" destination="wrp-00-001" id="out-00-001"/>
                  </connections>
              </view>
          </objects>
      </document>
      """
    func tapFinding(in owner: String) throws -> Bool {
      let code = """
        import UIKit
        final class SystemMessageView: UIView {
          @IBOutlet weak var messageWrapper: UIView!
        }
        final class ChatMessageView: UIView {
          @IBOutlet weak var messageWrapper: UIView!
        }
        extension \(owner) {
          func wire() {
            messageWrapper.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
          }
          @objc func tapped() {}
        }
        """
      let folder = try temporaryDirectory(["Message.xib": xib, "Views.swift": code], prefix: "herald-outlet-taps")
      let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
      return try Herald.jsonFindings(run).contains { $0["ruleId"]?.stringValue == "tap-gesture-not-accessible" }
    }
    #expect(try !tapFinding(in: "ChatMessageView"), "ChatMessageView's messageWrapper is another view")
    #expect(try tapFinding(in: "SystemMessageView"), "the outlet's own class adds the tap")
  }

  @Test("A function declared outside any type reaches the view only through its arguments")
  func freeFunction() throws {
    func titleKind(declaringDelay: Bool) throws -> String? {
      let code = """
        import UIKit
        final class StatsViewController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!
          @IBOutlet weak var strLabel: UILabel!
          @IBOutlet weak var strValueLabel: UILabel!
          @IBOutlet weak var cancelButton: UILabel!
          override func viewDidLoad() { titleLabel.flash() }
        }
        extension UILabel {
          func flash() { delayToMainThread(2) { self.alpha = 1 } }
        }
        \(declaringDelay ? "func delayToMainThread(_ delay: Double, closure: @escaping () -> Void) {}" : "")
        """
      let folder = try temporaryDirectory(["Stats.xib": Self.xib, "Stats.swift": code], prefix: "herald-free-function")
      let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
      return try Herald.jsonFindings(run).first {
        $0["ruleId"]?.stringValue == "text-without-dynamic-type" && $0["line"]?.intValue == 16
      }?["kind"]?.stringValue
    }
    #expect(try titleKind(declaringDelay: true) == "violation", "the closure is flash()'s own code; it sets no font")
    #expect(try titleKind(declaringDelay: false) == "needs-review", "a function Herald does not have may do anything")
  }
}
