extension SwiftUIConformanceCase {
  /// The reference's order of a list's headers and footers, and why Herald does not follow it.
  static let listOrder = """
    The legend lists the rows first and the headers and footers after them: AccessibilitySnapshot's \
    parser orders a list's header and footer views after its cells. VoiceOver reads a section's \
    header, its rows, then its footer, as the demo's own test says it should \
    (SwiftUIListSectionTests: "interleaved correctly with their row content, matching VoiceOver's \
    traversal order"); Herald follows VoiceOver. Every legend entry is spoken, with its words.
    """

  /// `SwiftUIListSectionTests.testListWithSectionHeaders`: a grouped list's section titles, in
  /// capitals as iOS shows them, read as headings.
  static let listSections = SwiftUIConformanceCase(
    reference: "SwiftUIListSectionTests.testListWithSectionHeaders",
    source: """
      struct FruitList: View {
        var body: some View {
          List {
            Section("Fruits") {
              Text("Apple")
              Text("Banana")
              Text("Cherry")
            }
            Section("Vegetables") {
              Text("Carrot")
              Text("Peas")
            }
          }
        }
      }
      """, view: "FruitList",
    entries: [
      spoken("FRUITS. Heading."), spoken("Apple"), spoken("Banana"), spoken("Cherry"),
      spoken("VEGETABLES. Heading."), spoken("Carrot"), spoken("Peas"),
    ], exceptions: [listOrder])

  /// `SwiftUIListSectionTests.testListWithHeadersAndFooters`: header views in capitals; footers
  /// keep their case.
  static let listHeadersAndFooters = SwiftUIConformanceCase(
    reference: "SwiftUIListSectionTests.testListWithHeadersAndFooters",
    source: """
      struct AccountList: View {
        var body: some View {
          List {
            Section {
              Text("Checking")
              Text("Savings")
            } header: {
              Text("Accounts")
            } footer: {
              Text("Tap an account to view details")
            }
            Section {
              Text("Electric")
              Text("Internet")
            } header: {
              Text("Bills")
            } footer: {
              Text("Due this month")
            }
          }
        }
      }
      """, view: "AccountList",
    entries: [
      spoken("ACCOUNTS. Heading."), spoken("Checking"), spoken("Savings"), spoken("Tap an account to view details"),
      spoken("BILLS. Heading."), spoken("Electric"), spoken("Internet"), spoken("Due this month"),
    ], exceptions: [listOrder])
}
