import Testing

/// One reference image of cashapp/AccessibilitySnapshot's SwiftUI demo views, iOS 18.5
/// (`Example/AccessibilitySnapshotPreviewsTests/ReferenceImages/_64/…SwiftUIRendererTests/<test>_18_5_402x874@3x.png`
/// and `Example/SnapshotTests/…/<test>_18_5_402x874@3x.png`): a view's source written for Herald
/// after the demo's, and every legend entry in order.
struct SwiftUIConformanceCase: Sendable, CustomTestStringConvertible {
  /// The reference test.
  var reference: String
  /// The Swift source of the views (no previews: the view is read as the test renders it, alone).
  var source: String
  /// The view whose scene the reference shows.
  var view: String
  /// The legend entries, in order: description and hint ("Actions Available" and "More Content
  /// Available" close the hint, as Herald speaks them).
  var entries: [Spoken]
  /// Legend entries Herald knowingly does not speak, each with why (VoiceOver's behaviour cited).
  var exceptions: [String] = []

  var testDescription: String { reference }

  /// The demos' section header: a title and a description, combined.
  static let demoSection = """
    struct DemoSection<Content: View>: View {
      let title: String
      let description: String
      @ViewBuilder let content: Content
      var body: some View {
        VStack(alignment: .leading, spacing: 8) {
          VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.subheadline).fontWeight(.semibold)
            Text(description).font(.caption2).foregroundStyle(.secondary)
          }
          .accessibilityElement(children: .combine)
          content
        }
      }
    }
    """

  static func spoken(_ description: String, hint: String? = nil) -> Spoken {
    Spoken(description: description, hint: hint)
  }

  static let all: [SwiftUIConformanceCase] = [
    basic, customActions, customContent, unspokenTraits, simpleView, textEntry, listSections, listHeadersAndFooters,
    customRotors,
  ]
}
