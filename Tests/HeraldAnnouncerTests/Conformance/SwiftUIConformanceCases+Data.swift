extension SwiftUIConformanceCase {
  /// `SwiftUIRendererTests.testCustomRotorsDemo`: rows of a `ForEach` over an array of the view's
  /// own structs, each labelled from its item's fields (the rotor itself is not in a description).
  static let customRotors = SwiftUIConformanceCase(
    reference: "SwiftUIRendererTests.testCustomRotorsDemo",
    source: """
      struct RotorsDemo: View {
        @Namespace private var vegan

        var body: some View {
          ScrollView {
            VStack(spacing: 16) {
              VStack(alignment: .leading, spacing: 8) {
                Text("Restaurant Menu").font(.headline)
                Text("VoiceOver users can use the \\"Vegan Options\\" rotor to quickly navigate between plant-based menu items.")
                  .font(.caption)
                  .accessibilityRotor("Vegan Options") {
                    ForEach(veganItems) { item in
                      AccessibilityRotorEntry(Text(item.name), id: item.id, in: vegan)
                    }
                  }
              }
              VStack(spacing: 8) {
                ForEach(menuItems) { item in
                  MenuItemRow(item: item)
                }
              }
            }
          }
          .navigationTitle("Custom Rotors")
        }

        private struct MenuItem: Identifiable {
          let id: String
          let name: String
          let price: String
          let isVegan: Bool
        }

        private let menuItems: [MenuItem] = [
          MenuItem(id: "burger", name: "Classic Burger", price: "$12", isVegan: false),
          MenuItem(id: "salad", name: "Garden Salad", price: "$9", isVegan: true),
          MenuItem(id: "steak", name: "Ribeye Steak", price: "$28", isVegan: false),
          MenuItem(id: "falafel", name: "Falafel Wrap", price: "$11", isVegan: true),
          MenuItem(id: "salmon", name: "Grilled Salmon", price: "$22", isVegan: false),
          MenuItem(id: "buddha", name: "Buddha Bowl", price: "$14", isVegan: true),
        ]

        private var veganItems: [MenuItem] { menuItems.filter { $0.isVegan } }

        private struct MenuItemRow: View {
          let item: MenuItem

          var body: some View {
            HStack {
              VStack(alignment: .leading) {
                Text(item.name)
                Text(item.price).foregroundStyle(.secondary)
              }
              Spacer()
              if item.isVegan {
                Text("Vegan").font(.caption2)
              }
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("\\(item.name), \\(item.price)\\(item.isVegan ? ", Vegan" : "")")
          }
        }
      }
      """, view: "RotorsDemo",
    entries: [
      spoken("Restaurant Menu"),
      spoken(
        "VoiceOver users can use the \"Vegan Options\" rotor to quickly navigate between plant-based menu items."),
      spoken("Classic Burger, $12"), spoken("Garden Salad, $9, Vegan"), spoken("Ribeye Steak, $28"),
      spoken("Falafel Wrap, $11, Vegan"), spoken("Grilled Salmon, $22"), spoken("Buddha Bowl, $14, Vegan"),
    ])
}
