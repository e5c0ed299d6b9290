import Foundation
import HeraldTestSupport
import Testing

/// What the code around an outlet decides when it is UIKit's, AppKit's or Objective-C's own: a
/// local constant bound to the outlet (`guard let field = nameField`), framework methods that
/// only select, place or take interactions away (`NSPopUpButton.select(_:)`,
/// `NSPopover.show(relativeTo:of:preferredEdge:)`, `removeInteraction(_:)`), an Objective-C
/// method's parameter or another class's property of the outlet's name, an outlet UIKit or AppKit
/// declares (a text field's `nextKeyView`), a control sending its own action, and text code gives a
/// tappable text view. Each was a needs review "handed on" or "its code probably sets this" that
/// the files decide (Vienna's and IINA's fields and pop-up buttons, Go Map!!'s quest field,
/// KeePassium's value text views). Written for Herald.
@Suite("Outlet uses the platform decides")
struct SystemCodeUseTests {
  /// The screen of labels with fixed fonts, owned by `StatsViewController`, that
  /// ``OutletUseTests`` audits: `titleLabel` on line 16, `strLabel` 20, `strValueLabel` 24.
  static let xib = OutletUseTests.xib

  /// The kind of each finding of `rule` by line, auditing `files`.
  static func kinds(_ files: [String: String], rule: String) throws -> [Int: String] {
    let folder = try temporaryDirectory(files, prefix: "herald-system-code")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    return Dictionary(
      try Herald.jsonFindings(run).compactMap { finding -> (Int, String)? in
        guard finding["ruleId"]?.stringValue == rule, let line = finding["line"]?.intValue,
          let kind = finding["kind"]?.stringValue
        else { return nil }
        return (line, kind)
      }, uniquingKeysWith: { first, _ in first })
  }

  /// The Dynamic Type findings of the three labels, with `body` as `viewDidLoad`'s code.
  static func fontKinds(_ body: String, more: String = "") throws -> [Int: String] {
    let code = """
      import UIKit
      final class StatsViewController: UIViewController {
        @IBOutlet weak var titleLabel: UILabel!
        @IBOutlet weak var strLabel: UILabel!
        @IBOutlet weak var strValueLabel: UILabel!
        let popover = NSPopover()
        override func viewDidLoad() {
          super.viewDidLoad()
          \(body)
        }
      }
      \(more)
      """
    return try Self.kinds(["Stats.xib": xib, "Stats.swift": code], rule: "text-without-dynamic-type")
  }

  @Test("A local bound to the outlet is the outlet: its uses in the function decide")
  func boundLocal() throws {
    let scaled = try Self.fontKinds(
      """
      guard let label = titleLabel else { return }
      label.font = .preferredFont(forTextStyle: .body)
      if let other = strLabel { other.textColor = .red }
      let value = strValueLabel
      mystery(value)
      """)
    #expect(scaled[16] == nil, "the local's font is the title's: a text style")
    #expect(scaled[20] == "violation", "the local is only coloured: the file's fixed font stays")
    #expect(scaled[24] == "needs-review", "the local is handed to a function the inputs do not declare")
  }

  @Test("An array literal looped over gives each element the loop's name")
  func loopedLiteral() throws {
    let looped = try Self.fontKinds(
      """
      [titleLabel, strLabel].forEach { $0?.font = .preferredFont(forTextStyle: .body) }
      for label in [strValueLabel] { label?.textColor = .red }
      """)
    #expect(looped[16] == nil && looped[20] == nil, "forEach's $0 is each label: a text style, \(looped)")
    #expect(looped[24] == "violation", "the loop only colours the value label")
  }

  @Test("Framework methods that select, place or take interactions away leave the view as it was")
  func frameworkMethods() throws {
    let inert = try Self.fontKinds(
      """
      titleLabel.removeInteraction(UIContextMenuInteraction(delegate: nil))
      strLabel.reloadInputViews()
      popover.show(relativeTo: .zero, of: strValueLabel, preferredEdge: .minY)
      """)
    #expect(inert[16] == "violation" && inert[20] == "violation" && inert[24] == "violation", "\(inert)")
    let unknown = try Self.fontKinds("titleLabel.restyle()\nregister(strLabel, into: strValueLabel)")
    #expect(unknown[16] == "needs-review", "a method the inputs do not declare may set the font")
    #expect(unknown[20] == "needs-review", "so may a function the view is passed to")
  }

  @Test("An Objective-C parameter or another class's property of the outlet's name is not the outlet")
  func objectiveCScopes() throws {
    let header = """
      #import <UIKit/UIKit.h>
      @interface StatsViewController : UIViewController
      @end
      @interface Feed : NSObject
      @property (nonatomic, copy) NSString *strLabel;
      @end
      """
    func files(_ feed: String, own: String = "") -> [String: String] {
      [
        "Stats.xib": Self.xib, "Stats.h": header,
        "Stats.m": """
        #import "Stats.h"
        @interface StatsViewController ()
        @property (weak, nonatomic) IBOutlet UILabel *titleLabel;
        @property (weak, nonatomic) IBOutlet UILabel *strLabel;
        @property (weak, nonatomic) IBOutlet UILabel *strValueLabel;
        @end
        @implementation StatsViewController
        - (void)viewDidLoad {
          [super viewDidLoad];
          self.titleLabel.textColor = [UIColor redColor];
          [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(changed:)
            name:@"Changed" object:self.strValueLabel];
        }
        \(own)
        @end
        @implementation Feed
        \(feed)
        @end
        """,
      ]
    }
    let decided = try Self.kinds(
      files(
        """
        - (void)setTitleLabel:(NSString *)titleLabel {
          NSString *copied = [titleLabel copy];
          [Keychain store:self.strLabel under:copied];
        }
        """,
        own: """
          - (void)apply:(UILabel *)titleLabel {
            titleLabel.font = [UIFont fontWithName:@"Serif" size:self.size];
          }
          """), rule: "text-without-dynamic-type")
    #expect(decided[16] == "violation", "`titleLabel` is the parameters' name, not the outlet: \(decided)")
    #expect(decided[20] == "violation", "`self.strLabel` is Feed's string")
    #expect(decided[24] == "violation", "observing the label's notifications hands it to no code that sets it")
    let own = try Self.kinds(
      files(
        """
        - (void)show:(StatsViewController *)controller {
          controller.strValueLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
        }
        """), rule: "text-without-dynamic-type")
    #expect(own[24] != "violation", "another object's `strValueLabel` may be the outlet: \(own)")
    let copied = try Self.kinds(
      files(
        "",
        own: """
          - (void)style {
            UILabel *label = self.strLabel;
            label.font = [UIFont fontWithName:@"Serif" size:self.size];
            [views enumerateObjectsUsingBlock:^(UILabel *strValueLabel) { strValueLabel.textColor = nil; }];
            strValueLabel.font = [UIFont fontWithName:@"Serif" size:self.size];
          }
          """), rule: "text-without-dynamic-type")
    #expect(copied[20] == "needs-review", "the local is the outlet; its font comes from a variable: \(copied)")
    #expect(copied[24] == "needs-review", "the block's parameter ends with the block: this is the outlet")
  }

  @Test("An outlet AppKit declares and a control sending its own action hand nothing on")
  func frameworkOutletsAndActions() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
          <objects>
              <customObject id="-2" userLabel="File's Owner" customClass="LoginController">
                  <connections>
                      <outlet property="userField" destination="fld-00-002" id="out-00-001"/>
                  </connections>
              </customObject>
              <customView id="vw0-00-001">
                  <rect key="frame" x="0.0" y="0.0" width="400" height="120"/>
                  <subviews>
                      <textField verticalHuggingPriority="750" id="fld-00-001">
                          <rect key="frame" x="20" y="80" width="360" height="22"/>
                          <textFieldCell key="cell" editable="YES" placeholderString="Address" id="cel-00-001"/>
                          <connections>
                              <outlet property="nextKeyView" destination="fld-00-002" id="out-00-002"/>
                          </connections>
                      </textField>
                      <textField verticalHuggingPriority="750" id="fld-00-002">
                          <rect key="frame" x="20" y="50" width="360" height="22"/>
                          <textFieldCell key="cell" editable="YES" id="cel-00-002"/>
                      </textField>
                      <textField verticalHuggingPriority="750" id="fld-00-003" customClass="TokenField">
                          <rect key="frame" x="20" y="20" width="360" height="22"/>
                          <textFieldCell key="cell" editable="YES" id="cel-00-003"/>
                      </textField>
                  </subviews>
              </customView>
          </objects>
      </document>
      """
    func fieldKinds(_ tokenCode: String) throws -> [Int: String] {
      let code = """
        import AppKit
        final class LoginController: NSWindowController {
          @IBOutlet weak var userField: NSTextField!
          func clear() { userField.stringValue = "" }
        }
        final class TokenField: NSTextField {
          override func textDidEndEditing(_ notification: Notification) {
            \(tokenCode)
          }
        }
        """
      return try Self.kinds(["Login.xib": xib, "Login.swift": code], rule: "switch-missing-label")
    }
    let sent = try fieldKinds("target?.performSelector(onMainThread: action!, with: self, waitUntilDone: false)")
    #expect(sent[19] == "violation", "the code sets only the value; nextKeyView is AppKit's outlet: \(sent)")
    #expect(sent[23] == "violation", "sending its own action with itself as sender is sendAction(_:to:)")
    let handed = try fieldKinds("Styler.apply(self)")
    #expect(handed[23] == "needs-review", "a function the inputs do not declare may label it")
  }

  @Test("A tappable view in a cell takes the cell's double tap where it covers the cell's middle")
  func cellActivation() throws {
    func view(_ id: String, _ frame: String) -> String {
      """
                      <imageView userInteractionEnabled="YES" image="star" id="\(id)">
                          <rect key="frame" \(frame)/>
                          <connections>
                              <outletCollection property="gestureRecognizers" destination="tap-\(id)" id="col-\(id)"/>
                          </connections>
                      </imageView>
      """
    }
    func tap(_ id: String) -> String {
      """
              <tapGestureRecognizer id="tap-\(id)">
                  <connections><action selector="open:" destination="-1" id="act-\(id)"/></connections>
              </tapGestureRecognizer>
      """
    }
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <tableViewCell contentMode="scaleToFill" id="cel-00-001" customClass="NoteCell">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                  <tableViewCellContentView key="contentView" id="cnt-00-001">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                      <subviews>
                          <label text="Note" id="lbl-00-001">
                              <rect key="frame" x="16" y="0" width="200" height="20"/>
                          </label>
      \(view("img-00-001", #"x="16" y="20" width="343" height="40""#))
      \(view("img-00-002", #"x="0" y="50" width="30" height="30""#))
                      </subviews>
                  </tableViewCellContentView>
              </tableViewCell>
              <view contentMode="scaleToFill" id="vw0-00-001">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                  <subviews>
      \(view("img-00-003", #"x="0" y="100" width="30" height="30""#))
                  </subviews>
              </view>
      \(tap("img-00-001"))
      \(tap("img-00-002"))
      \(tap("img-00-003"))
          </objects>
      </document>
      """
    let code = "import UIKit\nfinal class NoteCell: UITableViewCell {}\n"
    let folder = try temporaryDirectory(["Note.xib": xib, "Note.swift": code], prefix: "herald-cell-tap")
    let run = try Herald.run(in: folder, ["audit", ".", "--format", "json", "--fail-on", "never"])
    let found = Dictionary(
      try Herald.jsonFindings(run).compactMap { finding -> (Int, (String, String))? in
        guard finding["ruleId"]?.stringValue == "tap-gesture-not-accessible", let line = finding["line"]?.intValue
        else { return nil }
        return (
          line,
          (finding["kind"]?.stringValue ?? "", finding["missingEvidence"]?["text"]?.stringValue ?? "")
        )
      }, uniquingKeysWith: { first, _ in first })
    func line(_ id: String) -> Int {
      (xib.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("id=\"\(id)\"") } ?? -1)
        + 1
    }
    #expect(found[line("img-00-001")] == nil, "it covers the cell's middle: the double tap reaches it, \(found)")
    #expect(found[line("img-00-002")]?.0 == "needs-review", "\(found)")
    #expect(found[line("img-00-002")]?.1.contains("tableView(_:didSelectRowAt:) of NoteCell") == true)
    #expect(found[line("img-00-003")]?.0 == "violation", "outside any cell, nothing stands for it")
  }

  @Test("A method of a view's frame reads its size; a method of its anchors lays it out")
  func sizeReads() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="QuestController">
                  <connections>
                      <outlet property="view" destination="vw0-00-001" id="out-00-000"/>
                      <outlet property="nameField" destination="fld-00-001" id="out-00-001"/>
                  </connections>
              </placeholder>
              <view contentMode="scaleToFill" id="vw0-00-001">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews>
                      <textField opaque="NO" borderStyle="roundedRect" placeholder="Name" id="fld-00-001">
                          <rect key="frame" x="16" y="20" width="300" height="34"/>
                          <fontDescription key="fontDescription" type="system" pointSize="14"/>
                      </textField>
                  </subviews>
              </view>
          </objects>
      </document>
      """
    func sizeKind(_ line: String) throws -> String? {
      let code = """
        import UIKit
        final class QuestController: UIViewController {
          @IBOutlet weak var nameField: UITextField!
          @IBOutlet weak var scrollView: UIScrollView!
          @objc func keyboardWillShow() {
            \(line)
          }
        }
        """
      return try Self.kinds(["Quest.xib": xib, "Quest.swift": code], rule: "touch-target-too-small")[13]
    }
    #expect(
      try sizeKind("scrollView.scrollRectToVisible(nameField.frame.offsetBy(dx: 0, dy: 10), animated: true)")
        == "violation", "offsetBy makes a new rectangle; the field stays 34 pt tall")
    #expect(
      try sizeKind("nameField.heightAnchor.constraint(equalToConstant: height).isActive = true") == "needs-review",
      "a height constraint of a size the code computes")
  }
}
