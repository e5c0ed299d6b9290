import HeraldSource
import HeraldTree
import Testing

/// Which nibs an app can load: by a name its code writes, or through one of the app's classes the
/// nib holds that the code makes, names, subclasses or another Interface Builder file places
/// (Habitica's challenge header views and gear-set item, whose classes nothing mentions). Written
/// for Herald.
@Suite("Nibs nothing loads")
struct NibReachabilityTests {
  /// A nib whose File's Owner (iOS's placeholder, or AppKit's custom object -2) is `owner` and
  /// whose root view is of `root`, with an outlet `label` the owner declares.
  static func nib(_ file: String, owner: String? = nil, root: String? = nil, appKit: Bool = false) throws -> ControlTree
  {
    let ownerObject: String
    if let owner {
      ownerObject =
        appKit
        ? "<customObject id=\"-2\" userLabel=\"File's Owner\" customClass=\"\(owner)\"><connections><outlet property=\"label\" destination=\"l1\" id=\"o1\"/></connections></customObject>"
        : "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" customClass=\"\(owner)\"><connections><outlet property=\"label\" destination=\"l1\" id=\"o1\"/></connections></placeholder>"
    } else {
      ownerObject = ""
    }
    let rootClass = root.map { " customClass=\"\($0)\"" } ?? ""
    let type = appKit ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="\(type)" version="3.0"><objects>\(ownerObject)
      <view id="v1"\(rootClass)><rect key="frame" x="0" y="0" width="320" height="44"/><subviews>
      <label text="Hello" id="l1"><rect key="frame" x="0" y="0" width="100" height="21"/></label>
      </subviews></view></objects></document>
      """
    return try InterfaceBuilderLoader().load(Array(text.utf8), file: file)
  }

  static func code(_ text: String) -> CodeIndex { SourceIndexer().index(text: text, file: "App.swift") }

  static let classes = """
    final class HeaderView: UIView { @IBOutlet var label: UILabel! }
    final class GearItem: UIView { @IBOutlet var label: UILabel! }
    final class ShopCell: UITableViewCell {}
    final class TabController: NSViewController { @IBOutlet var label: NSTextField! }
    """

  func unloaded(_ code: String, placed: Bool = false, appDelegate: String = "@main") throws -> Set<String> {
    var trees = [
      try Self.nib("App/MainMenu.xib", owner: "AppDelegate", appKit: true),
      try Self.nib("App/HeaderView.xib", root: "HeaderView"),
      try Self.nib("App/Gear~ipad.xib", owner: "GearItem"),
      try Self.nib("App/Plain.xib"),
      try Self.nib("App/Tab.xib", owner: "TabController", appKit: true),
      try Self.nib("App/Pod.xib", root: "PodView"),
    ]
    if placed {
      trees.append(try Self.nib("App/Screen.xib", root: "ScreenView"))
      trees[trees.count - 1].scenes[0].root.children[0].customClass = CustomClass(name: "HeaderView")
    }
    let delegate = "\(appDelegate) final class AppDelegate: NSObject { @IBOutlet var label: NSTextField! }\n"
    return Set(NibReachability.unloaded(trees, code: Self.code(Self.classes + delegate + code)).keys)
  }

  @Test("A nib whose classes nothing makes or names, and whose name nothing writes, is not loaded")
  func unloadedNibs() throws {
    // A nib with no class of the app's (Plain), or a class the code does not declare (PodView), may
    // be loaded by code Herald cannot see.
    #expect(try unloaded("") == ["App/HeaderView.xib", "App/Gear~ipad.xib", "App/Tab.xib"])
    // Made, named as a type, given as a generic argument, subclassed, written as a string.
    #expect(try unloaded("let h = HeaderView(); let t = TabController()") == ["App/Gear~ipad.xib"])
    #expect(
      try unloaded("let items = [Item<GearItem>](); let k = HeaderView.self; class Tabs: TabController {}").isEmpty)
    // The nib's own name, without a device modifier; in a wrapper; from a function that returns literals.
    #expect(
      try unloaded("func load() { UINib(nibName: \"Gear\", bundle: nil) }") == ["App/HeaderView.xib", "App/Tab.xib"])
    #expect(
      try unloaded(
        """
        final class Loader { func name() -> String { "HeaderView" }
          func load() { Bundle.main.loadNibNamed(NSNib.Name(name()), owner: nil); _ = NSNib.Name("Tab") } }
        """) == ["App/Gear~ipad.xib"])
    // Another file places the class.
    #expect(try unloaded("", placed: true) == ["App/Gear~ipad.xib", "App/Tab.xib"])
  }

  @Test("A nib name the code builds makes every nib possibly loaded; `??` and literal-returning functions do not")
  func builtNames() throws {
    #expect(try unloaded("func load(_ n: String) { Bundle.main.loadNibNamed(\"\\(n)Cell\", owner: nil) }").isEmpty)
    #expect(try unloaded("func load(_ n: String) { Bundle.main.loadNibNamed(cellName(n), owner: nil) }").isEmpty)
    #expect(
      try unloaded(
        "func cellName() -> String? { nil }\nfunc load(_ n: String?) { _ = UINib(nibName: n ?? cellName() ?? \"X\", bundle: nil) }"
      ).count == 3)
    #expect(
      try unloaded(
        "func cellName() -> String { prefix + \"Cell\" }\nfunc load() { _ = UINib(nibName: cellName(), bundle: nil) }"
      ).isEmpty)
  }

  @Test("The app delegate the system makes, a generic fromNib<T>() and an Objective-C declaration load what they may")
  func systemAndGenerics() throws {
    // `@main`: the system makes the app delegate, whose outlets a main nib holds.
    #expect(try !unloaded("").contains("App/MainMenu.xib"))
    #expect(try unloaded("", appDelegate: "").contains("App/MainMenu.xib"))
    // A generic helper names the nib after the type its caller writes.
    let generic = """
      extension UIView {
        static func fromNib<T: UIView>() -> T { Bundle.main.loadNibNamed(String(describing: T.self), owner: nil)!.first as! T }
      }
      final class Screen { lazy var header: HeaderView = .fromNib() }
      """
    #expect(try !unloaded(generic).contains("App/HeaderView.xib"))
    #expect(try unloaded(generic).contains("App/Gear~ipad.xib"), "a nib not named after a class the code writes")
    // An Objective-C method declaring `initWithNibName:` builds no name.
    let objectiveC = SourceIndexer().index(
      text:
        "@implementation Legacy\n- (instancetype)initWithNibName:(NSString *)name bundle:(NSBundle *)b { return self; }\n@end",
      file: "Legacy.m")
    #expect(!objectiveC.storyboardNames.computes(.nib))
    let sent = SourceIndexer().index(
      text: "@implementation Legacy\n- (void)load { [super initWithNibName:[self name] bundle:nil]; }\n@end",
      file: "Legacy.m")
    #expect(sent.storyboardNames.computes(.nib))
  }

  @Test("A parameter looked up names what its callers pass: a string one of them builds may be any nib's name")
  func parameters() throws {
    let load = "func load(_ name: String) { Bundle.main.loadNibNamed(name, owner: nil) }\n"
    #expect(try unloaded(load + "func show() { load(\"HeaderView\") }") == ["App/Gear~ipad.xib", "App/Tab.xib"])
    #expect(try unloaded(load + "func show(_ kind: String) { load(\"\\(kind)View\") }").isEmpty)
    #expect(try unloaded(load + "func show(_ kind: String) { load(kind + \"View\") }").isEmpty)
    // Another function's built argument of the same label is not this one's.
    #expect(try unloaded(load + "func show(_ kind: String) { print(\"\\(kind)View\") }").count == 3)
  }

  @Test("No code: nothing is known of what loads a nib")
  func noCode() throws {
    #expect(
      NibReachability.unloaded([try Self.nib("App/HeaderView.xib", root: "HeaderView")], code: CodeIndex()).isEmpty)
  }

  @Test(
    "A nib's top-level view no outlet holds, beside the window its owner shows, is not shown; a second window, a view of its own class, and any view of a nib whose owner shows nothing are kept"
  )
  func strayTopLevelViews() throws {
    func tree(ownerShows: Bool) throws -> ControlTree {
      let outlet = ownerShows ? "<outlet property=\"window\" destination=\"w1\" id=\"o1\"/>" : ""
      let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects>
        <customObject id="-2" userLabel="File's Owner" customClass="OpenURLWindowController"><connections>\(outlet)</connections></customObject>
        <window id="w1"><rect key="contentRect" x="0" y="0" width="480" height="200"/>
        <view key="contentView" id="c1"><rect key="frame" x="0" y="0" width="480" height="200"/></view></window>
        <window id="w2"><rect key="contentRect" x="0" y="0" width="200" height="100"/>
        <view key="contentView" id="c2"><rect key="frame" x="0" y="0" width="200" height="100"/></view></window>
        <secureTextField id="s1"><rect key="frame" x="0" y="0" width="96" height="22"/></secureTextField>
        <customView id="v2" customClass="Badge"><rect key="frame" x="0" y="0" width="20" height="20"/></customView>
        </objects></document>
        """
      return try InterfaceBuilderLoader().load(Array(text.utf8), file: "App/OpenURLWindowController.xib")
    }
    #expect(NibStrayObjects.unshown([try tree(ownerShows: true)]) == ["App/OpenURLWindowController.xib": ["s1"]])
    #expect(NibStrayObjects.unshown([try tree(ownerShows: false)]).isEmpty)
  }
}
