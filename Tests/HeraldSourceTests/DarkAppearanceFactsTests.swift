import HeraldSource
import HeraldTree
import Testing

/// Where the app's code forces an appearance that may be dark (``CodeIndex/darkAppearance``):
/// what text-contrast needs before it judges a SwiftUI screen on the light system backgrounds.
/// Written for Herald.
@Suite("Code that forces a dark appearance")
struct DarkAppearanceFactsTests {
  static func lines(_ text: String) -> [Int] {
    SourceIndexer().index(text: text, file: "Sample.swift").darkAppearance.map(\.line)
  }

  @Test(
    "SwiftUI's colour-scheme modifiers with any value but .light or nil (a computed one may be dark); previews aside"
  )
  func swiftUI() {
    let text = """
      import SwiftUI
      struct Player: View {
        var scheme: ColorScheme?
        var body: some View {
          VStack {
            Text("A").preferredColorScheme(.dark)
            Text("B").preferredColorScheme(.light)
            Text("C").preferredColorScheme(nil)
            Text("D").colorScheme(scheme ?? .dark)
            Text("E").environment(\\.colorScheme, .dark)
            Text("F").environment(\\.colorScheme, .light)
            Text("G").environment(\\.locale, .current)
            Text("H").preferredColorScheme(settings.userColorScheme.colorScheme)
          }
        }
      }
      #Preview { Text("I").preferredColorScheme(.dark) }
      struct PlayerPreviews: PreviewProvider {
        static var previews: some View { Text("J").environment(\\.colorScheme, .dark) }
      }
      """
    #expect(Self.lines(text) == [6, 9, 10, 13])
  }

  @Test("UIKit's and AppKit's appearance on the application, a window, or in a type that hosts SwiftUI views")
  func uiKitAndAppKit() {
    let text = """
      import UIKit
      final class PlayerController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          overrideUserInterfaceStyle = .dark
          view.window?.overrideUserInterfaceStyle = .unspecified
          UIApplication.shared.windows.first(where: { $0.isKeyWindow })?.overrideUserInterfaceStyle = userChoice
          addChild(UIHostingController(rootView: Controls()))
        }
      }
      final class DarkHost: UIHostingController<Root> {
        override func viewDidLoad() { overrideUserInterfaceStyle = .dark }
      }
      final class AppDelegate: NSObject, NSApplicationDelegate {
        func applicationDidFinishLaunching(_ note: Notification) {
          NSApp.appearance = NSAppearance(named: .darkAqua)
          NSApp.appearance = NSAppearance(named: .aqua)
        }
      }
      final class MainWindowController: NSWindowController {
        func setUp() {
          window?.appearance = NSAppearance(named: .darkAqua)
          accessoryView.appearance = NSAppearance(named: .vibrantDark)
        }
      }
      """
    #expect(Self.lines(text) == [5, 7, 12, 16])
  }
}
