import HeraldSource
import HeraldSyntax
import HeraldTree
import Testing

/// Which storyboard scenes an app can show, from its storyboards' segues, identifiers and initial
/// controllers and the names its code writes.
@Suite("Storyboard scenes nothing shows")
struct StoryboardReachabilityTests {
  static func flow(_ file: String, _ body: String, initial: String? = nil) throws -> StoryboardFlow {
    let attribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(attribute)>
      <scenes>\(body)</scenes>
      </document>
      """
    return try StoryboardFlow(Array(text.utf8), file: file)
  }

  static func scene(_ id: String, _ attributes: String = "", _ inside: String = "", extra: String = "") -> String {
    """
    <scene sceneID="s-\(id)"><objects>
    <viewController id="\(id)" \(attributes) sceneMemberID="viewController">\(inside)</viewController>\(extra)
    </objects></scene>
    """
  }

  /// A navigation controller around Home, whose button, own segues and storyboard reference lead
  /// on; controllers code instantiates by identifier; one storyboard no one loads.
  static func flows() throws -> [StoryboardFlow] {
    let main = try flow(
      "App/Base.lproj/Main.storyboard",
      """
      <scene sceneID="s-nav"><objects>
      <navigationController id="nav" sceneMemberID="viewController">
      <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
      </navigationController></objects></scene>
      \(scene("home", "customClass=\"HomeViewController\"", """
        <view key="view" id="v1"><subviews><button id="b1"><connections>
        <segue destination="about" kind="show" id="g1"/></connections></button></subviews></view>
        <connections>
        <segue destination="detail" kind="show" identifier="ShowDetail" id="g2"/>
        <segue destination="dialog" kind="presentation" identifier="ShowDialog" id="g3"/>
        <segue destination="ref" kind="show" identifier="detailSegue" id="g4"/>
        <segue destination="nav" kind="unwind" unwindAction="back:" id="g5"/>
        </connections>
        """))
      \(scene("about"))
      \(scene("detail"))
      \(scene("dialog", extra: "<view id=\"extra\"/>"))
      \(scene("named", "storyboardIdentifier=\"Settings\""))
      \(scene("byclass", "storyboardIdentifier=\"HomeViewController\""))
      \(scene("orphan", "storyboardIdentifier=\"Legacy\""))
      <scene sceneID="s-ref"><objects>
      <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Card" id="ref" sceneMemberID="viewController"/>
      </objects></scene>
      """, initial: "nav")
    let other = try flow(
      "App/Other.storyboard", scene("card", "storyboardIdentifier=\"Card\"") + scene("lonely"))
    let unused = try flow("App/Unused.storyboard", scene("u1"), initial: "u1")
    return [main, other, unused]
  }

  static func code(_ text: String) -> CodeIndex { SourceIndexer().index(text: text, file: "Home.swift") }

  @Test(
    "Shown: the launched storyboard's initial controller, relationships, segues a control triggers or code names, identifiers code names, references; not the rest"
  )
  func reachability() throws {
    let code = Self.code(
      """
      enum Segue: String { case detailSegue }
      final class HomeViewController: UIViewController {
        func open() { performSegue(withIdentifier: "ShowDetail", sender: nil) }
        func settings() { _ = storyboard?.instantiateViewController(withIdentifier: "Settings") }
        func go(_ segue: Segue) { performSegue(withIdentifier: segue.rawValue, sender: nil) }
      }
      """)
    let unshown = StoryboardReachability.unshown(try Self.flows(), code: code, launched: ["Main"])
    #expect(
      unshown == [
        "App/Base.lproj/Main.storyboard": ["s-dialog", "extra", "s-orphan"],
        "App/Other.storyboard": ["s-lonely"],
        "App/Unused.storyboard": ["s-u1"],
      ])
  }

  @Test(
    "Names the code builds, R.swift's accessors and an unknown Info.plist show what they may; no code decides nothing")
  func unknowns() throws {
    let flows = try Self.flows()
    let built = Self.code(
      "func open(_ name: String) { vc.performSegue(withIdentifier: \"Show\\(name)\", sender: nil) }")
    #expect(built.storyboardNames.computed == [.segue])
    #expect(
      StoryboardReachability.unshown(flows, code: built, launched: ["Main"])["App/Base.lproj/Main.storyboard"] == [
        "s-named", "s-byclass", "s-orphan",
      ])
    let generated = Self.code("let vc = R.storyboard.unused.instantiateInitialViewController()")
    #expect(generated.storyboardNames.computed == [.storyboard, .controller])
    #expect(StoryboardReachability.unshown(flows, code: generated, launched: ["Main"])["App/Unused.storyboard"] == nil)
    // Without the Info.plist, every storyboard's initial controller may be the app's first screen.
    let plain = Self.code("struct Model {}")
    #expect(StoryboardReachability.unshown(flows, code: plain, launched: nil)["App/Unused.storyboard"] == nil)
    #expect(StoryboardReachability.unshown(flows, code: CodeIndex(), launched: ["Main"]).isEmpty)
  }

  @Test(
    "AppKit: an application's menu item leads through a storyboard reference; user defaults controllers are no scene's controller"
  )
  func appKit() throws {
    let main = try Self.flow(
      "Mac/Main.storyboard",
      """
      <scene sceneID="s-app"><objects>
      <application id="app" sceneMemberID="viewController"><menu key="mainMenu" id="m"><items>
      <menuItem title="Activity" id="i"><connections><segue destination="ph" kind="show" id="g"/></connections></menuItem>
      </items></menu></application>
      <userDefaultsController representsSharedInstance="YES" id="defaults"/>
      </objects></scene>
      <scene sceneID="s-ph"><objects><controllerPlaceholder storyboardName="Activity" id="ph" sceneMemberID="viewController"/></objects></scene>
      """)
    let activity = try Self.flow(
      "Mac/Activity.storyboard",
      "<scene sceneID=\"s-w\"><objects><windowController id=\"w\" sceneMemberID=\"viewController\"/></objects></scene>",
      initial: "w")
    #expect(main.controllers.isEmpty && main.segues.map(\.source) == [nil])
    let code = Self.code("final class AppController {}")
    #expect(StoryboardReachability.unshown([main, activity], code: code, launched: ["Main"]).isEmpty)
    #expect(
      StoryboardReachability.unshown([main, activity], code: code, launched: []) == ["Mac/Activity.storyboard": ["s-w"]]
    )
  }

  @Test("Objective-C literals and lookups whose names it builds")
  func objectiveC() {
    let index = SourceIndexer().index(
      text: """
        @implementation AppController
        - (void)open { [self performSegueWithIdentifier:@"ShowDetail" sender:nil]; }
        - (void)load { [NSStoryboard storyboardWithName:[NSString stringWithFormat:@"%@", name] bundle:nil]; }
        @end
        """, file: "AppController.m")
    #expect(index.storyboardNames.literals.isSuperset(of: ["ShowDetail", "%@"]))
    #expect(index.storyboardNames.computed == [.storyboard])
  }
}
