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

  /// A launched start screen with a manual segue; a page and its details, each by identifier.
  static func pages() throws -> [StoryboardFlow] {
    [
      try flow(
        "App/Base.lproj/Main.storyboard",
        """
        \(scene("start", "customClass=\"StartViewController\"", """
          <connections><segue destination="dax" kind="presentation" identifier="Dax" id="g1"/></connections>
          """))
        \(scene("page", "storyboardIdentifier=\"page\" customClass=\"PageViewController\""))
        \(scene("details", "storyboardIdentifier=\"pageDetails\" customClass=\"DetailsViewController\""))
        \(scene("dax", "storyboardIdentifier=\"DaxDialog\""))
        """, initial: "start")
    ]
  }

  @Test(
    "A controller class only its scenes run names nothing until one is shown; a private function nothing calls never runs; a segue's name names no controller"
  )
  func codeThatRuns() throws {
    let flows = try Self.pages()
    func unshown(_ start: String, _ elsewhere: String = "") -> Set<String> {
      let code = Self.code(
        """
        final class StartViewController: UIViewController {
          \(start)
          private func presentDax() { performSegue(withIdentifier: "Dax", sender: nil) }
        }
        final class PageViewController: UIViewController {
          func next() { _ = storyboard?.instantiateViewController(withIdentifier: "pageDetails") }
        }
        final class DetailsViewController: UIViewController {}
        \(elsewhere)
        """)
      return StoryboardReachability.unshown(flows, code: code, launched: ["Main"])["App/Base.lproj/Main.storyboard"]
        ?? []
    }
    // Nothing names "page", so PageViewController's lookup of "pageDetails" never runs; the segue
    // is performed only in a private function nothing calls; "DaxDialog" is a controller's name.
    #expect(
      unshown("func load() { _ = storyboard?.instantiateViewController(withIdentifier: \"DaxDialog\") }")
        == ["s-page", "s-details"])
    #expect(unshown("") == ["s-page", "s-details", "s-dax"])
    // Once a shown screen names the page, the page's code runs and shows its details.
    #expect(unshown("func open() { _ = storyboard?.instantiateViewController(withIdentifier: \"page\") }") == ["s-dax"])
    // Code that makes the class runs its code, though no scene of it is shown.
    #expect(unshown("func make() -> UIViewController { PageViewController() }") == ["s-page", "s-dax"])
    // Calling the private function, or a selector of it, performs the segue.
    #expect(unshown("func open() { presentDax() }") == ["s-page", "s-details"])
    #expect(
      unshown("func wire() { button.addTarget(self, action: #selector(presentDax), for: .touchUpInside) }")
        == ["s-page", "s-details"])
    // A subclass of the page, or its name written as a string, may run its code.
    #expect(unshown("", "final class Special: PageViewController {}") == ["s-page", "s-dax"])
    #expect(unshown("let name = \"PageViewController\"") == ["s-page", "s-dax"])
  }

  @Test(
    "A gated class's static members run without it; a helper's storyboard argument is no controller's name; a class a nib holds runs"
  )
  func staticAndHelpers() throws {
    let flows = try Self.pages()
    func unshown(_ code: String, running: Set<String> = []) -> Set<String> {
      let index = Self.code(
        """
        final class StartViewController: UIViewController {}
        final class DetailsViewController: UIViewController {}
        \(code)
        """)
      return StoryboardReachability.unshown(flows, code: index, launched: ["Main"], running: running)[
        "App/Base.lproj/Main.storyboard"] ?? []
    }
    // `static let storyboardID = "page"` is read through a generic `T.storyboardID`: no instance needed.
    #expect(
      unshown(
        """
        final class PageViewController: UIViewController { static let storyboardID = "page" }
        func make<T>() -> T { storyboard.instantiateViewController(withIdentifier: T.storyboardID) as! T }
        """) == ["s-details", "s-dax"])
    // The page's own (instance) code names its details only once the page is shown.
    let page = """
      final class PageViewController: UIViewController {
        func next() { _ = storyboard?.instantiateViewController(withIdentifier: "pageDetails") }
      }
      """
    #expect(unshown(page) == ["s-page", "s-details", "s-dax"])
    #expect(unshown(page, running: ["PageViewController"]) == ["s-page", "s-dax"], "a nib holds the class")
    // An app's helper whose first argument is a storyboard's name is no lookup of a controller.
    #expect(
      unshown(
        """
        final class PageViewController: UIViewController {}
        func open() { instantiateViewController(storyboard: "Main", identifier: "x"); _ = "page" }
        """) == ["s-details", "s-dax"])
  }

  @Test(
    "Where a string is written: the lookup it is handed to, the type whose code writes it; the types expressions name")
  func places() {
    let index = Self.code(
      """
      final class Home: UIViewController {
        let title = "Settings"
        func open() { performSegue(withIdentifier: "ShowDetail", sender: Home.self) }
        private func never() { _ = "Hidden" }
      }
      extension Home { func more() { _ = Card(); _ = "More" } }
      let top = "Top"
      """)
    let names = index.storyboardNames
    #expect(names.written["Settings"] == [StoryboardNames.Place(lookup: nil, owner: "Home")])
    #expect(names.written["ShowDetail"] == [StoryboardNames.Place(lookup: .segue, owner: "Home")])
    #expect(names.written["More"] == [StoryboardNames.Place(lookup: nil, owner: "Home")])
    #expect(names.written["Top"] == [StoryboardNames.Place()])
    #expect(names.written["Hidden"] == nil)
    #expect(names.referencedTypes == ["Card"])
    #expect(names.mayName("ShowDetail", .segue) && !names.mayName("ShowDetail", .controller))
    #expect(names.mayName("Settings", .controller) && !names.mayName("Settings", .controller, runs: { $0 != "Home" }))
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
    #expect(index.storyboardNames.referencedTypes.isSuperset(of: ["AppController", "NSStoryboard", "NSString"]))
    #expect(index.storyboardNames.computed == [.storyboard])
  }
}
