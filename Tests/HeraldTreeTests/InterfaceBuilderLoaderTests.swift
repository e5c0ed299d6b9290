import HeraldSyntax
import HeraldTestSupport
import HeraldTree
import Testing

@Suite("InterfaceBuilderLoader")
struct InterfaceBuilderLoaderTests {
  private static func storyboard(
    _ body: String, version: String = "3.0", type: String = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="\(type)" version="\(version)" targetRuntime="iOS.CocoaTouch">
        <scenes>
            <!--Rating-->
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="vc0-00-001" customClass="RatingViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
    \(body)
                            </subviews>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  @Test("runtime attributes that set accessibility key paths override the accessibility configuration")
  func accessibilityKeyPaths() throws {
    let tree = try loadIB(
      Self.storyboard(
        """
        <stackView opaque="NO" spacing="8" id="rat-00-001" customClass="RatingControl" customModule="FoodTracker">
            <rect key="frame" x="61" y="450" width="252" height="44"/>
            <accessibility key="accessibilityConfiguration" label="Stars" hint="Old hint"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="starCount"><integer key="value" value="5"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="size" keyPath="starSize"><size key="value" width="44" height="44"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Rating"/>
                <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
                <userDefinedRuntimeAttribute type="number" keyPath="accessibilityTraits"><integer key="value" value="4096"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="boolean" keyPath="shouldGroupAccessibilityChildren" value="YES"/>
            </userDefinedRuntimeAttributes>
        </stackView>
        """))
    let rating = try #require(tree.element("rat-00-001"))
    #expect(rating.accessibility.label == "Rating")
    #expect(rating.accessibility.hint == "Old hint")
    #expect(rating.accessibility.isElement == true)
    #expect(rating.accessibility.traits == .adjustable)
    #expect(rating.accessibility.shouldGroupChildren)
    #expect(rating.runtimeAttribute("starCount") == .number(5))
    #expect(rating.runtimeAttribute("starSize") == .other(type: "size", text: "width=44 height=44"))
    #expect(rating.runtimeAttributes.map(\.keyPath).prefix(2) == ["starCount", "starSize"])
    #expect(tree.scenes.map(\.name) == ["Rating"])
  }

  @Test("fonts, Dynamic Type and colors: text styles, sizes, system and named colors from <resources>")
  func appearance() throws {
    // <resources> comes after the scenes, as Interface Builder writes it.
    let tree = try loadIB(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
          <scenes>
              <scene sceneID="scn-ap-001">
                  <objects>
                      <viewController id="vc0-ap-001" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="vw0-ap-001">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <subviews>
                                  <label text="Welcome" adjustsFontForContentSizeCategory="YES" id="lbl-ap-001">
                                      <rect key="frame" x="16" y="40" width="343" height="41"/>
                                      <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                                      <nil key="textColor"/>
                                  </label>
                                  <label text="Fine print" id="lbl-ap-002">
                                      <rect key="frame" x="16" y="90" width="343" height="15"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                      <color key="textColor" systemColor="secondaryLabelColor"/>
                                  </label>
                                  <button opaque="NO" id="btn-ap-001">
                                      <rect key="frame" x="16" y="120" width="120" height="44"/>
                                      <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                      <color key="tintColor" name="Brand"/>
                                      <state key="normal" title="Continue">
                                          <color key="titleColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                      </state>
                                      <state key="highlighted">
                                          <color key="titleColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                                      </state>
                                  </button>
                                  <label text="Tagline" id="lbl-ap-003">
                                      <rect key="frame" x="16" y="170" width="343" height="20"/>
                                      <fontDescription key="fontDescription" name="CourierNewPSMT" family="Courier New" pointSize="16"/>
                                      <color key="textColor" name="Missing"/>
                                      <color key="backgroundColor" cocoaTouchSystemColor="clearColor"/>
                                  </label>
                              </subviews>
                              <color key="backgroundColor" white="0.96" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
          <resources>
              <namedColor name="Brand">
                  <color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
              </namedColor>
              <systemColor name="secondaryLabelColor">
                  <color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
              </systemColor>
          </resources>
      </document>
      """)
    let title = try #require(tree.element("lbl-ap-001"))
    #expect(
      title.appearance == Appearance(font: Font(textStyle: "largeTitle"), adjustsFontForContentSizeCategory: true))

    let fine = try #require(tree.element("lbl-ap-002")).appearance
    #expect(fine.font == Font(pointSize: 12, weight: "regular"))
    #expect(!fine.adjustsFontForContentSizeCategory)
    #expect(fine.textColor?.name == "secondaryLabelColor")
    #expect(fine.textColor?.hexDescription == "#3C3C4399")

    let button = try #require(tree.element("btn-ap-001")).appearance
    #expect(button.font == Font(pointSize: 15, weight: "bold"))
    #expect(button.font?.isLargeText == true)
    #expect(button.textColor == Color(hex: "#FF8000"), "the normal state's title color, not the highlighted one")
    #expect(button.tintColor == Color(name: "Brand", components: Color(hex: "#336699")?.components))

    let tagline = try #require(tree.element("lbl-ap-003")).appearance
    #expect(tagline.font == Font(pointSize: 16, name: "CourierNewPSMT"))
    #expect(tagline.textColor == Color(name: "Missing", components: nil))
    #expect(tagline.backgroundColor?.name == "clearColor")
    #expect(tagline.backgroundColor?.components?.alpha == 0)

    let view = try #require(tree.element("vw0-ap-001")).appearance
    #expect(view.backgroundColor?.hexDescription == "#F5F5F5")
    #expect(view.backgroundColor?.name == nil)
    #expect(view.font == nil && view.textColor == nil)
  }

  @Test("a system color without a <resources> entry comes from the built-in table; a bad component is an error")
  func systemColorFallback() throws {
    let tree = try loadIB(
      Self.storyboard(
        """
        <label text="Body" id="lbl-00-009">
            <rect key="frame" x="0" y="0" width="100" height="21"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
            <color key="textColor" systemColor="labelColor"/>
            <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
        </label>
        """))
    let label = try #require(tree.element("lbl-00-009")).appearance
    #expect(label.font?.textStyle == "subheadline")
    #expect(label.font?.effectivePointSize == 15)
    #expect(label.textColor == Color(name: "labelColor", components: Color(hex: "#000000")?.components))
    #expect(label.backgroundColor?.hexDescription == "#EFEFF4")

    let error = loadError(
      InterfaceBuilderLoader(),
      Self.storyboard(
        """
        <view id="bad-00-001">
            <color key="backgroundColor" white="light" alpha="1" colorSpace="calibratedWhite"/>
        </view>
        """), file: "bad.storyboard")
    #expect(
      error?.description.contains("attribute 'white' of <color> is 'light'") == true, "\(String(describing: error))")
  }

  @Test("controls: titles and images per state, segments, secure fields, switches, sliders")
  func controls() throws {
    let tree = try loadIB(
      Self.storyboard(
        """
        <button opaque="NO" id="btn-00-001" selected="YES">
            <rect key="frame" x="0" y="0" width="44" height="44"/>
            <state key="normal" image="emptyStar"/>
            <state key="selected" image="filledStar"/>
            <state key="highlighted" title="Hi"/>
        </button>
        <segmentedControl opaque="NO" segmentControlStyle="plain" selectedSegmentIndex="1" id="seg-00-001">
            <rect key="frame" x="0" y="50" width="200" height="32"/>
            <segments><segment title="Day"/><segment title="Week"/></segments>
        </segmentedControl>
        <textField opaque="NO" placeholder="Password" id="txt-00-001">
            <rect key="frame" x="0" y="90" width="200" height="34"/>
            <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
        </textField>
        <switch opaque="NO" on="YES" id="swi-00-001"><rect key="frame" x="0" y="130" width="51" height="31"/></switch>
        <slider opaque="NO" value="3" minValue="0.0" maxValue="5" id="sld-00-001"><rect key="frame" x="0" y="170" width="200" height="31"/></slider>
        <label opaque="NO" text="Name" id="lbl-00-001" hidden="YES" alpha="0.5"><rect key="frame" x="0" y="210" width="200" height="21"/></label>
        """))
    let button = try #require(tree.element("btn-00-001"))
    #expect(button.content.images == [.normal: "emptyStar", .selected: "filledStar"])
    #expect(button.content.titles == [.highlighted: "Hi"])
    #expect(button.effectiveTraits == [.button, .selected])
    let segments = try #require(tree.element("seg-00-001")).children
    #expect(segments.map(\.content.titles[.normal]) == ["Day", "Week"])
    #expect(segments.map(\.state.isSelected) == [false, true])
    #expect(segments.map(\.role) == [.button, .button])
    #expect(tree.element("txt-00-001")?.role == .secureTextField)
    #expect(tree.element("swi-00-001")?.state.isOn == true)
    #expect(tree.element("sld-00-001")?.content.range == RangeValue(value: 3, minimum: 0, maximum: 5))
    let label = try #require(tree.element("lbl-00-001"))
    #expect(label.isHidden)
    #expect(label.alpha == 0.5)
    #expect(label.content.text == "Name")
  }

  @Test("images Xcode writes as <imageReference> (a symbol with a scale or rendering mode) are read like image=")
  func imageReferences() throws {
    let tree = try loadIB(
      Self.storyboard(
        """
        <imageView userInteractionEnabled="NO" contentMode="center" id="img-00-001">
            <rect key="frame" x="0" y="0" width="25" height="25"/>
            <imageReference key="image" image="exclamationmark.triangle" catalog="system" symbolScale="large"/>
        </imageView>
        <button opaque="NO" buttonType="system" id="btn-00-002">
            <rect key="frame" x="0" y="30" width="44" height="44"/>
            <state key="normal">
                <imageReference key="image" image="die.face.3" catalog="system" symbolScale="large"/>
            </state>
        </button>
        <button opaque="NO" buttonType="system" id="btn-00-003">
            <rect key="frame" x="0" y="80" width="51" height="34"/>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain">
                <imageReference key="image" image="doc.on.doc" catalog="system" symbolScale="large"/>
            </buttonConfiguration>
        </button>
        """))
    #expect(tree.element("img-00-001")?.content.images == [.normal: "exclamationmark.triangle"])
    #expect(tree.element("btn-00-002")?.content.images == [.normal: "die.face.3"])
    let configured = try #require(tree.element("btn-00-003"))
    #expect(configured.content.images == [.normal: "doc.on.doc"])
    #expect(configured.content.titles.isEmpty)
    #expect(configured.readableName == "button “doc.on.doc”")
  }

  @Test("a configuration button's title font is its configuration's, and a text style there adjusts by itself")
  func configurationFonts() throws {
    let tree = try loadIB(
      Self.storyboard(
        """
        <button opaque="NO" buttonType="system" id="btn-00-011">
            <rect key="frame" x="0" y="0" width="200" height="44"/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/>
            <buttonConfiguration key="configuration" style="filled" title="Connect">
                <fontDescription key="titleFontDescription" style="UICTFontTextStyleCallout"/>
            </buttonConfiguration>
        </button>
        <button opaque="NO" buttonType="system" id="btn-00-012">
            <rect key="frame" x="0" y="50" width="200" height="44"/>
            <buttonConfiguration key="configuration" style="plain" title="Audit"/>
        </button>
        <button opaque="NO" buttonType="system" id="btn-00-013">
            <rect key="frame" x="0" y="100" width="200" height="44"/>
            <buttonConfiguration key="configuration" style="plain" title="Fixed">
                <fontDescription key="titleFontDescription" type="system" pointSize="13"/>
            </buttonConfiguration>
        </button>
        <button opaque="NO" buttonType="system" id="btn-00-014">
            <rect key="frame" x="0" y="150" width="200" height="44"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <state key="normal" title="Legacy"/>
        </button>
        """))
    let styled = try #require(tree.element("btn-00-011")?.appearance)
    #expect(styled.font?.textStyle == "callout" && styled.adjustsFontForContentSizeCategory)
    let plain = try #require(tree.element("btn-00-012")?.appearance)
    #expect(plain.font?.textStyle == "body" && plain.adjustsFontForContentSizeCategory)
    let fixed = try #require(tree.element("btn-00-013")?.appearance)
    #expect(fixed.font?.pointSize == 13 && !fixed.adjustsFontForContentSizeCategory)
    let legacy = try #require(tree.element("btn-00-014")?.appearance)
    #expect(legacy.font?.textStyle == "body" && !legacy.adjustsFontForContentSizeCategory)
  }

  @Test("Auto Layout: the attributes a view's constraints tie, wherever they are written, and its autoresizing mask")
  func autoLayout() throws {
    let tree = try loadIB(
      Self.storyboard(
        """
        <view contentMode="scaleToFill" id="box-00-001">
            <rect key="frame" x="0" y="0" width="375" height="600"/>
            <subviews>
                <button opaque="NO" buttonType="system" id="btn-00-031">
                    <rect key="frame" x="16" y="20" width="87" height="30"/>
                </button>
                <button opaque="NO" buttonType="system" id="btn-00-032">
                    <rect key="frame" x="16" y="60" width="87" height="30"/>
                </button>
                <button opaque="NO" buttonType="system" id="btn-00-033">
                    <rect key="frame" x="16" y="100" width="87" height="30"/>
                    <constraints>
                        <constraint firstAttribute="width" secondItem="btn-00-033" secondAttribute="height" multiplier="3" id="c00-00-001"/>
                    </constraints>
                </button>
                <switch opaque="NO" id="swt-00-031">
                    <rect key="frame" x="16" y="140" width="51" height="31"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" heightSizable="YES"/>
                </switch>
                <textField opaque="NO" id="fld-00-031">
                    <rect key="frame" x="16" y="220" width="300" height="34"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="34" id="c00-00-006"/>
                    </constraints>
                </textField>
                <textField opaque="NO" id="fld-00-032">
                    <rect key="frame" x="16" y="260" width="300" height="34"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="34" id="c00-00-007"/>
                    </constraints>
                </textField>
                <textField opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-033">
                    <rect key="frame" x="16" y="300" width="300" height="34"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="34" placeholder="YES" id="c00-00-008"/>
                    </constraints>
                </textField>
                <textField opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-034">
                    <rect key="frame" x="16" y="340" width="300" height="34"/>
                </textField>
                <switch opaque="NO" id="swt-00-032">
                    <rect key="frame" x="16" y="180" width="51" height="31"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </switch>
            </subviews>
            <constraints>
                <constraint firstItem="btn-00-031" firstAttribute="topMargin" secondItem="box-00-001" secondAttribute="top" constant="20" id="c00-00-002"/>
                <constraint firstItem="btn-00-031" firstAttribute="centerXWithinMargins" secondItem="box-00-001" secondAttribute="centerX" id="c00-00-003"/>
                <constraint firstItem="btn-00-032" firstAttribute="top" secondItem="box-00-001" secondAttribute="top" constant="60" id="c00-00-004"/>
                <constraint firstAttribute="bottom" secondItem="btn-00-032" secondAttribute="bottom" constant="500" id="c00-00-005"/>
            </constraints>
            <connections>
                <outlet property="fieldHeight" destination="c00-00-007" id="out-00-031"/>
            </connections>
        </view>
        """))
    let centred = try #require(tree.element("btn-00-031")?.autoLayout)
    #expect(centred.constrained == ["top", "centerX"] && !centred.mayResizeHeight)
    #expect(!centred.mayResizeWidth, "a centre alone does not size across")
    let pinned = try #require(tree.element("btn-00-032")?.autoLayout)
    #expect(
      pinned.constrained == ["top", "bottom"] && pinned.mayResizeHeight,
      "top and bottom (the second written on the box) stretch it")
    #expect(tree.element("btn-00-033")?.autoLayout?.mayResizeHeight == true, "an aspect ratio ties the height")
    #expect(tree.element("swt-00-031")?.autoLayout?.mayResizeHeight == true, "a mask with a flexible height")
    #expect(tree.element("swt-00-032")?.autoLayout?.mayResizeHeight == false, "a mask with fixed sides")
    let fixed = try #require(tree.element("fld-00-031")?.autoLayout)
    #expect(fixed.fixedHeight == 34 && !fixed.mayResizeHeight, "a required constant height is the height")
    let outlet = try #require(tree.element("fld-00-032")?.autoLayout)
    #expect(outlet.fixedHeight == nil && outlet.mayResizeHeight, "code may change an outlet constraint's constant")
    let placeholder = try #require(tree.element("fld-00-033")?.autoLayout)
    #expect(placeholder.fixedHeight == nil && placeholder.mayResizeHeight, "a placeholder is removed at build time")
    let unconstrained = try #require(tree.element("fld-00-034")?.autoLayout)
    #expect(!unconstrained.translatesMask && unconstrained.mayResizeHeight, "code lays it out: not known")
    #expect(
      tree.element("box-00-001")?.autoLayout?.constrained == ["top", "centerX", "bottom"], "the box is the other item")
  }

  @Test("a label's attributed text gives its colour and font when every fragment shares them")
  func attributedAppearance() throws {
    let tree = try loadIB(
      Self.storyboard(
        """
        <label opaque="NO" usesAttributedText="YES" id="lbl-00-021">
            <rect key="frame" x="0" y="0" width="300" height="43"/>
            <attributedString key="attributedText">
                <fragment content="Go Map!!">
                    <attributes>
                        <color key="NSColor" red="1" green="0.8" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <font key="NSFont" size="36" name="HelveticaNeue-BoldItalic"/>
                    </attributes>
                </fragment>
            </attributedString>
        </label>
        <label opaque="NO" usesAttributedText="YES" id="lbl-00-022">
            <rect key="frame" x="0" y="50" width="300" height="43"/>
            <attributedString key="attributedText">
                <fragment content="Red ">
                    <attributes><color key="NSColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></attributes>
                </fragment>
                <fragment content="blue">
                    <attributes><color key="NSColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></attributes>
                </fragment>
            </attributedString>
        </label>
        """))
    let title = try #require(tree.element("lbl-00-021")?.appearance)
    #expect(title.textColor?.hexDescription == "#FFCC00")
    #expect(title.font?.pointSize == 36 && title.font?.isLargeText == true)
    #expect(tree.element("lbl-00-022")?.appearance.textColor == nil, "fragments of two colours give none")
  }

  @Test("a separator menu item is a plain view VoiceOver skips, not a menu item without a title")
  func menuSeparator() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
          <objects>
              <customObject id="-2" userLabel="File's Owner" customClass="HistoryWindowController"/>
              <menu id="men-00-001">
                  <items>
                      <menuItem title="Show in Finder" tag="100" id="itm-00-001"/>
                      <menuItem isSeparatorItem="YES" id="itm-00-002"/>
                      <menuItem title="Delete…" tag="101" id="itm-00-003"/>
                  </items>
              </menu>
          </objects>
      </document>
      """
    let tree = try loadIB(xib, file: "History.xib")
    #expect(tree.element("itm-00-001")?.role == .menuItem)
    #expect(tree.element("itm-00-002")?.role == .view)
    #expect(tree.element("itm-00-002")?.isAccessibilityElement == false)
    #expect(tree.element("itm-00-003")?.role == .menuItem)
  }

  @Test("a xib's top-level view is a scene named after the File's Owner that owns it")
  func xibScenes() throws {
    let tree = try loadIB(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="MealViewController">
                  <connections><outlet property="view" destination="top-00-001" id="out-00-001"/></connections>
              </placeholder>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="top-00-001"><rect key="frame" x="0" y="0" width="375" height="100"/></view>
              <tableViewCell contentMode="scaleToFill" id="cel-00-001" customClass="MealCell">
                  <rect key="frame" x="0" y="0" width="375" height="90"/>
                  <tableViewCellContentView key="contentView" id="ccv-00-001">
                      <rect key="frame" x="0" y="0" width="375" height="90"/>
                      <subviews><label text="Meal" id="lab-00-001"><rect key="frame" x="10" y="10" width="100" height="20"/></label></subviews>
                  </tableViewCellContentView>
              </tableViewCell>
              <tapGestureRecognizer id="tap-00-001"/>
          </objects>
      </document>
      """, file: "Meal.xib")
    #expect(tree.scenes.map(\.name) == ["MealViewController", "MealCell"])
    #expect(tree.element("lab-00-001")?.screenFrame == Rect(x: 10, y: 10, width: 100, height: 20))
    #expect(!tree.allElements.contains { $0.id == "-1" || $0.id == "-2" || $0.id == "tap-00-001" })
  }

  @Test("watchKit interfaces load without frames")
  func watchKit() throws {
    let tree = try loadIB(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" targetRuntime="watchKit">
          <scenes><scene sceneID="wk0-00-001"><objects>
              <controller id="wkc-00-001" customClass="InterfaceController">
                  <items>
                      <label alignment="left" text="Rate" id="wkl-00-001"/>
                      <group width="1" alignment="left" id="wkg-00-001"><items><button width="1" alignment="left" title="★" id="wkb-00-001"/></items></group>
                  </items>
              </controller>
          </objects></scene></scenes>
      </document>
      """)
    #expect(tree.platform == .watchOS)
    #expect(tree.scenes.first?.name == "InterfaceController")
    let button = try #require(tree.element("wkb-00-001"))
    #expect(button.frame == nil)
    #expect(button.screenFrame == nil)
    #expect(button.content.titles[.normal] == "★")
  }

  @Test("Xcode 4 version 2.0 storyboards load through the same path")
  func version2() throws {
    let tree = try loadIB(
      Self.storyboard(
        "<label text=\"Old\" id=\"old-00-001\"><rect key=\"frame\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/></label>",
        version: "2.0"))
    #expect(tree.element("old-00-001")?.content.text == "Old")
  }

  @Test("pre-Xcode 5 archives and unknown versions are refused naming the format and the file")
  func unsupported() {
    #expect(throws: TreeError.self) {
      try loadIB(
        "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"><data/></archive>",
        file: "Old.xib")
    }
    do {
      _ = try loadIB(
        "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"><data/></archive>",
        file: "Old.xib")
    } catch {
      #expect(error.description.hasPrefix("Old.xib: error: unsupported format: pre-Xcode 5 <archive> xib"))
    }
    do {
      _ = try loadIB(Self.storyboard("", version: "4.0"))
      Issue.record("version 4.0 should be refused")
    } catch {
      #expect(error.description.contains("version \"4.0\""))
    }
  }

  @Test("a bad number names the file, line, attribute and what is expected")
  func badNumber() {
    do {
      _ = try loadIB(
        Self.storyboard(
          "<label text=\"x\" id=\"bad-00-001\"><rect key=\"frame\" x=\"wide\" y=\"0\" width=\"1\" height=\"1\"/></label>"
        ))
      Issue.record("a non-numeric frame should be an error")
    } catch {
      guard case .invalidDocument(let location, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(location.line == 11)
      #expect(reason.contains("'x'") && reason.contains("'wide'") && reason.contains("expected a number"))
    }
  }

  @Test("malformed XML reports file:line:column")
  func malformed() {
    do {
      _ = try loadIB("<document version=\"3.0\">\n  <scenes>\n</document>", file: "Broken.storyboard")
      Issue.record("malformed XML should fail")
    } catch {
      #expect(error.description.hasPrefix("Broken.storyboard:3:1: error: malformed XML"))
    }
  }

  @Test(
    "unsafe fixtures are refused as entity declarations",
    arguments: [
      ("billion-laughs.storyboard", false), ("quadratic-blowup.xib", false),
      ("external-entity.storyboard", true), ("external-parameter-entity.xml", true),
    ])
  func unsafeFixtures(_ name: String, _ external: Bool) {
    do {
      _ = try TreeReader().load(path: TestPaths.fixtures + "/unsafe/" + name)
      Issue.record("\(name) must be refused")
    } catch {
      guard case .syntax(.entityDeclaration(let location, let isExternal)) = error else {
        Issue.record("\(name): unexpected \(error)")
        return
      }
      #expect(isExternal == external)
      #expect(location.file.hasSuffix(name))
      #expect(error.description.contains("refused"))
    }
  }
}
