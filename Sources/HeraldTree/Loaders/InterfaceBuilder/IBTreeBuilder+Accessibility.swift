import HeraldSyntax

extension IBTreeBuilder {
  static func accessibility(_ configuration: XMLElement) -> AccessibilityProperties {
    var properties = AccessibilityProperties(
      label: configuration["label"], value: configuration["value"], hint: configuration["hint"],
      identifier: configuration["identifier"], language: configuration["language"])
    if let traits = configuration.child("accessibilityTraits", key: "traits") {
      // Names Herald does not know (traits of a newer iOS) are skipped.
      properties.traits =
        AccessibilityTraits.parse(names: traits.attributes.filter { $0.value == "YES" }.map(\.name))
        .traits
    }
    if let isElement = configuration.child("bool", key: "isElement") {
      properties.isElement = isElement["value"] == "YES"
    }
    return properties
  }

  static func runtimeAttributes(_ container: XMLElement) throws(TreeError) -> [RuntimeAttribute] {
    var result: [RuntimeAttribute] = []
    for attribute in container.elements where attribute.name == "userDefinedRuntimeAttribute" {
      guard let keyPath = attribute["keyPath"] else { continue }
      let type = attribute["type"] ?? "string"
      let valueElement = attribute.elements.first { $0["key"] == "value" }
      let value: RuntimeValue
      switch type {
      case "boolean":
        value = .boolean((attribute["value"] ?? valueElement?["value"]) == "YES")
      case "number":
        // The number is the <integer>/<real> child's value, else the attribute's own `value`.
        let holder = valueElement.flatMap { $0["value"] == nil ? nil : $0 } ?? attribute
        guard let number = try holder.number("value") else {
          throw .invalidDocument(
            attribute.location,
            reason:
              "runtime attribute '\(keyPath)' of type number has no value; give it <integer key=\"value\" value=\"…\"/> or <real key=\"value\" value=\"…\"/>"
          )
        }
        value = .number(number)
      case "string":
        value = .string(attribute["value"] ?? "")
      case "localizedString":
        value = .localizedString(attribute["value"] ?? "")
      case "image":
        value = .image(attribute["value"] ?? "")
      default:
        let text =
          attribute["value"] ?? valueElement.map { element in
            element.attributes.filter { $0.name != "key" }.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
          } ?? ""
        value = .other(type: type, text: text)
      }
      result.append(RuntimeAttribute(keyPath: keyPath, value: value))
    }
    return result
  }

  /// Applies runtime attributes that set accessibility key paths, as UIKit does after loading.
  static func applyAccessibilityKeyPaths(
    _ attributes: [RuntimeAttribute], to properties: inout AccessibilityProperties
  ) {
    for attribute in attributes {
      let text: String? =
        switch attribute.value {
        case .string(let text), .localizedString(let text): text
        default: nil
        }
      let flag: Bool? = if case .boolean(let flag) = attribute.value { flag } else { nil }
      let number: Double? = if case .number(let number) = attribute.value { number } else { nil }
      switch attribute.keyPath {
      case "accessibilityLabel": properties.label = text ?? properties.label
      case "accessibilityHint": properties.hint = text ?? properties.hint
      case "accessibilityValue": properties.value = text ?? properties.value
      case "accessibilityIdentifier": properties.identifier = text ?? properties.identifier
      case "accessibilityLanguage": properties.language = text ?? properties.language
      case "isAccessibilityElement": properties.isElement = flag ?? properties.isElement
      case "accessibilityElementsHidden": properties.elementsHidden = flag ?? properties.elementsHidden
      case "accessibilityViewIsModal": properties.viewIsModal = flag ?? properties.viewIsModal
      case "shouldGroupAccessibilityChildren": properties.shouldGroupChildren = flag ?? properties.shouldGroupChildren
      case "accessibilityTraits":
        if let number, number >= 0 { properties.traits = AccessibilityTraits(uikitMask: UInt64(number)) }
      case "accessibilityContainerType":
        if let number { properties.containerType = AccessibilityContainerType(uikitValue: Int(number)) }
      default: break
      }
    }
  }
}
