import HeraldSyntax

extension IBTreeBuilder {
  /// The page counts and page indexes a page control may declare.
  static let pageCountRange = 0...1_000_000

  /// UIKit's system button types that carry their own label, by the system item VoiceOver reads:
  /// an info or detail-disclosure button says "More Info", a close button "Close"
  /// (`UIButton.ButtonType`; AccessibilitySnapshot's legends of `UIButton(type: .infoLight)`).
  static let systemButtonItems = [
    "infoLight": "moreInfo", "infoDark": "moreInfo", "detailDisclosure": "moreInfo", "close": "close",
  ]

  func readContent(of xml: XMLElement, into element: inout Element) throws(TreeError) {
    var content = Content()
    content.text =
      xml["text"] ?? xml.child("string", key: "text")?.text
      ?? Self.attributedText(xml.child("attributedString", key: "attributedText"))
    content.placeholder = xml["placeholder"]
    content.systemItem = xml["systemItem"] ?? xml["buttonType"].flatMap { Self.systemButtonItems[$0] }
    if let image = Self.imageName(xml) { content.images[.normal] = image }
    if let image = Self.imageName(xml, key: "highlightedImage") { content.images[.highlighted] = image }
    if let title = xml["title"] { content.titles[.normal] = title }
    switch element.role {
    case .button:
      if let configuration = xml.child("buttonConfiguration", key: "configuration") {
        content.usesButtonConfiguration = true
        content.titles = [:]
        content.titles[.normal] =
          configuration["title"] ?? Self.attributedText(configuration.child("attributedString", key: "attributedTitle"))
        if let image = Self.imageName(configuration) { content.images[.normal] = image }
      } else {
        for state in xml.elements where state.name == "state" {
          guard let key = state["key"].flatMap(ControlStateKey.init(rawValue:)) else { continue }
          if let title = state["title"] ?? Self.attributedText(state.child("attributedString", key: "attributedTitle"))
          {
            content.titles[key] = title
          }
          if let image = Self.imageName(state) { content.images[key] = image }
        }
      }
    case .slider:
      content.range = try range(xml, value: "value", minimum: "minValue", maximum: "maxValue", defaults: (0.5, 0, 1))
    case .stepper:
      content.range = try range(
        xml, value: "value", minimum: "minimumValue", maximum: "maximumValue", defaults: (0, 0, 100))
    case .progressIndicator:
      content.range = try range(xml, value: "progress", minimum: "", maximum: "", defaults: (0, 0, 1))
    case .pageControl:
      let pages = try xml.integer("numberOfPages", in: Self.pageCountRange) ?? 3
      let current = try xml.integer("currentPage", in: Self.pageCountRange) ?? 0
      content.range = RangeValue(value: Double(current), minimum: 0, maximum: Double(max(0, pages - 1)))
    case .staticText where xml.name == "navigationItem":
      content.text = content.titles.removeValue(forKey: .normal)
      element.accessibility.traits = [.header]
    case .textField:
      if xml.child("textInputTraits", key: "textInputTraits")?["secureTextEntry"] == "YES" {
        element.role = .secureTextField
      }
    default:
      break
    }
    element.content = content
  }

  private func range(
    _ xml: XMLElement, value: String, minimum: String, maximum: String, defaults: (Double, Double, Double)
  ) throws(TreeError) -> RangeValue {
    func read(_ name: String, _ fallback: Double) throws(TreeError) -> Double {
      try xml.number(name) ?? fallback
    }
    return RangeValue(
      value: try read(value, defaults.0), minimum: try read(minimum, defaults.1), maximum: try read(maximum, defaults.2)
    )
  }

  /// The image an element, button state or button configuration names under `key`: the attribute
  /// (`image="star"`), or the `<imageReference key="image" image="star.fill" catalog="system"/>`
  /// Xcode writes instead when the image has a symbol scale, weight or rendering mode.
  static func imageName(_ xml: XMLElement, key: String = "image") -> String? {
    xml[key] ?? xml.child("imageReference", key: key)?["image"]
  }

  /// The plain text of an `<attributedString>`: its fragments' `content` joined.
  private static func attributedText(_ attributed: XMLElement?) -> String? {
    guard let attributed else { return nil }
    let text = attributed.elements.filter { $0.name == "fragment" }.map {
      $0["content"] ?? $0.child("string", key: "content")?.text ?? ""
    }.joined()
    return text.isEmpty ? nil : text
  }
}
