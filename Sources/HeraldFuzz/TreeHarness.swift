import HeraldTree

/// The harnesses of HeraldTree: one per loader (an Interface Builder tree also put into a
/// pseudo-locale), component models and expressions.
enum TreeHarness {
  static func run(_ target: FuzzTarget, _ bytes: [UInt8]) {
    switch target {
    case .treeIB:
      guard let tree = try? InterfaceBuilderLoader().load(bytes, file: "fuzz.storyboard") else { return }
      // Every text the file could translate, put into a pseudo-locale.
      var strings = AppStrings()
      strings.pseudoLocales["en-XA"] = { "[" + $0 + "]" }
      _ = TreeLocalizer(strings: strings).localized(tree, to: "en-XA")
    case .treeJSON: _ = try? JSONTreeLoader().load(bytes, file: "fuzz.json")
    case .treeAppium: _ = try? AppiumPageSourceLoader().load(bytes, file: "fuzz.xml")
    case .treeUIAutomator: _ = try? UIAutomatorLoader().load(bytes, file: "fuzz.xml")
    case .components: _ = try? ComponentModelLoader.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz.yml")
    default: expression(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Parses the text as an expression and evaluates it in a scope with a number, a flag, a string and
  /// a record, the kinds of value component models hold.
  private static func expression(_ text: String) {
    guard let expression = try? Expression(text) else { return }
    let scope: ExpressionScope = [
      "index": .number(2), "rating": .number(3), "starCount": .number(5), "enabled": .bool(true),
      "label": .string("Star"), "starSize": .record(["width": .number(44), "height": .number(44)]),
    ]
    _ = try? expression.evaluate(in: scope)
  }
}
