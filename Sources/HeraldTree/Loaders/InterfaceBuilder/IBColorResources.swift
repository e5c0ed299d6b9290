import HeraldSyntax

/// The colors of an Interface Builder document's `<resources>`, indexed once, and the reading of
/// `<color>` elements against them.
struct IBColorResources {
  /// `<systemColor name="labelColor">` values, by name.
  private var systemColors: [String: Color.Components] = [:]
  /// `<namedColor name="AccentColor">` values, by name.
  private var namedColors: [String: Color.Components] = [:]

  init(_ resources: XMLElement?) throws(TreeError) {
    guard let resources else { return }
    for case .element(let resource) in resources.children {
      guard resource.name == "systemColor" || resource.name == "namedColor", let name = resource["name"],
        let color = resource.child("color"), let components = try Self.components(color)
      else { continue }
      if resource.name == "systemColor" {
        systemColors[name] = components
      } else {
        namedColors[name] = components
      }
    }
  }

  /// The color a `<color>` element stands for, or `nil` when it has neither a name nor components.
  ///
  /// A system color takes its value from the resources, else from the element's own components,
  /// else from the built-in table; a named color from its `<namedColor>` resource, else its own
  /// components, else none.
  func color(_ xml: XMLElement) throws(TreeError) -> Color? {
    // `??` takes autoclosures, which lose the typed throw; read the element's own components first.
    let own = try Self.components(xml)
    if let name = xml["systemColor"] {
      return Color(name: name, components: systemColors[name] ?? own ?? Color.uiKitSystemColor(named: name)?.components)
    }
    if let name = xml["cocoaTouchSystemColor"] {
      return Color(name: name, components: own ?? Color.uiKitSystemColor(named: name)?.components)
    }
    if let name = xml["name"] {
      if xml["catalog"] == "System" {
        return Color(name: name, components: Color.appKitSystemColor(named: name)?.components)
      }
      return Color(name: name, components: namedColors[name] ?? own)
    }
    return own.map { Color(components: $0) }
  }

  /// The components written on a `<color>` element (`white` and `alpha`, or `red`, `green`, `blue`
  /// and `alpha`), each rounded to 8 bits, or `nil` when it has none.
  static func components(_ xml: XMLElement) throws(TreeError) -> Color.Components? {
    let alpha = Color.quantized(try xml.number("alpha") ?? 1)
    if let white = try xml.number("white") {
      let value = Color.quantized(white)
      return Color.Components(red: value, green: value, blue: value, alpha: alpha)
    }
    guard let red = try xml.number("red"), let green = try xml.number("green"), let blue = try xml.number("blue")
    else { return nil }
    return Color.Components(
      red: Color.quantized(red), green: Color.quantized(green), blue: Color.quantized(blue), alpha: alpha)
  }
}
