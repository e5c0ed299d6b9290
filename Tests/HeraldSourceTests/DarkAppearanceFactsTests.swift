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

  @Test("SwiftUI's colour-scheme modifiers with a value naming .dark; not .light, nil, the user's choice or a preview")
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
    #expect(Self.lines(text) == [6, 9, 10])
  }

  @Test("UIKit's and AppKit's dark appearance on a window, or in a type that hosts SwiftUI views")
  func uiKitAndAppKit() {
    let text = """
      import UIKit
      final class PlayerController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          overrideUserInterfaceStyle = .dark
          view.window?.overrideUserInterfaceStyle = .unspecified
          view.window?.overrideUserInterfaceStyle = userColorScheme.asUserInterfaceStyle
          addChild(UIHostingController(rootView: Controls()))
        }
      }
      final class MainWindowController: NSWindowController {
        func setUp() {
          window?.appearance = NSAppearance(named: .darkAqua)
          accessoryView.appearance = NSAppearance(named: .vibrantDark)
          NSApp.appearance = NSAppearance(named: .aqua)
        }
      }
      """
    #expect(Self.lines(text) == [5, 13])
  }
}
