import Foundation
import HeraldTestSupport
import Testing

/// AppKit accessibility title connections (`<accessibilityConnection property="title">`): held by
/// the control, the static text is its title and VoiceOver on macOS reads it as the control's
/// label; held by the text and pointing at the control, it sets the text's own title element, so
/// the control stays unlabelled, and the finding says where the connection is and which way to
/// make it (Vienna's preferences hold theirs on the labels; the xib the same panes came from held
/// them on the controls). Written for Herald.
@Suite("AppKit accessibility title connections")
struct TitleConnectionTests {
  /// A preferences pane: "URL:" titles its field (held by the field: field on line 11, connection
  /// on 15), "Login:" holds a connection to its field (connection on line 22, field on 25),
  /// "Server:" to its pop-up (connection on line 33, pop-up on 36).
  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
        <objects>
            <customView id="vw0-00-001">
                <rect key="frame" x="0.0" y="0.0" width="400" height="120"/>
                <subviews>
                    <textField id="lbl-00-001">
                        <rect key="frame" x="20" y="80" width="60" height="16"/>
                        <textFieldCell key="cell" title="URL:" id="cel-00-001"/>
                    </textField>
                    <textField id="fld-00-001">
                        <rect key="frame" x="90" y="78" width="290" height="22"/>
                        <textFieldCell key="cell" editable="YES" id="cel-00-002"/>
                        <connections>
                            <accessibilityConnection property="title" destination="lbl-00-001" id="con-00-001"/>
                        </connections>
                    </textField>
                    <textField id="lbl-00-002">
                        <rect key="frame" x="20" y="50" width="60" height="16"/>
                        <textFieldCell key="cell" title="Login:" id="cel-00-003"/>
                        <connections>
                            <accessibilityConnection property="title" destination="fld-00-002" id="con-00-002"/>
                        </connections>
                    </textField>
                    <textField id="fld-00-002">
                        <rect key="frame" x="90" y="48" width="290" height="22"/>
                        <textFieldCell key="cell" editable="YES" id="cel-00-004"/>
                    </textField>
                    <textField id="lbl-00-003">
                        <rect key="frame" x="20" y="20" width="60" height="16"/>
                        <textFieldCell key="cell" title="Server:" id="cel-00-005"/>
                        <connections>
                            <accessibilityConnection property="title" destination="pop-00-001" id="con-00-003"/>
                        </connections>
                    </textField>
                    <popUpButton id="pop-00-001">
                        <rect key="frame" x="90" y="16" width="290" height="25"/>
                        <popUpButtonCell key="cell" type="push" title="Inoreader" bezelStyle="rounded" id="cel-00-006">
                            <menu key="menu" id="men-00-001">
                                <items>
                                    <menuItem title="Inoreader" state="on" id="itm-00-001"/>
                                </items>
                            </menu>
                        </popUpButtonCell>
                    </popUpButton>
                </subviews>
            </customView>
        </objects>
    </document>
    """

  static func folder() throws -> String {
    try temporaryDirectory(["Preferences.xib": xib], prefix: "herald-title-connection")
  }

  @Test("A control holding its title connection is read with the text's words; one the text points at is not")
  func announced() throws {
    let run = try Herald.run(in: try Self.folder(), ["announce", "Preferences.xib"])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains(". URL: text field  [textField fld-00-001") }, "\(lines)")
    #expect(lines.contains { $0.contains(". text field  [textField fld-00-002") }, "\(lines)")
    #expect(lines.contains { $0.contains(". Inoreader, pop up button  [popUpButton") }, "\(lines)")
  }

  @Test("The finding of a control a text's connection points at names where the connection is")
  func audited() throws {
    let run = try Herald.run(in: try Self.folder(), ["audit", ".", "--format", "json", "--fail-on", "never"])
    let findings = try Herald.jsonFindings(run).filter {
      ["switch-missing-label", "image-button-missing-label"].contains($0["ruleId"]?.stringValue ?? "")
    }
    let byLine = Dictionary(
      findings.compactMap { finding in finding["line"]?.intValue.map { ($0, finding) } },
      uniquingKeysWith: { a, _ in a })
    #expect(byLine[11] == nil, "the field titled by “URL:” is labelled: \(byLine.keys.sorted())")
    for (line, connection, label) in [(25, 22, "Login:"), (36, 33, "Server:")] {
      let finding = try #require(byLine[line], "line \(line): \(byLine.keys.sorted())")
      #expect(finding["kind"]?.stringValue == "violation")
      let notes = finding["related"]?.arrayValue ?? []
      let note = notes.first { $0["line"]?.intValue == connection }
      #expect(
        note?["message"]?.stringValue?.contains("the text “\(label)” holds the accessibility title connection") == true,
        "\(notes)")
    }
  }
}
