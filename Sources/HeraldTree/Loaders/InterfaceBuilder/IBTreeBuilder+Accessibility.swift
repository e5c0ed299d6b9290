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
      try checkAccessibilityNumber(keyPath, value, at: attribute.location)
      result.append(RuntimeAttribute(keyPath: keyPath, value: value, isLocalized: attribute["localized"] == "YES"))
    }
    return result
  }

  /// The integers UIKit accepts for the accessibility key paths that take numbers.
  static let accessibilityNumberRanges: [String: ClosedRange<Int>] = [
    "accessibilityTraits": 0...Int.max, "accessibilityContainerType": 0...Int(Int32.max),
  ]

  /// Refuses a number set on an accessibility key path that UIKit could not store: a trait mask
  /// or container type that is negative, fractional or too large (`1e19`).
  private static func checkAccessibilityNumber(
    _ keyPath: String, _ value: RuntimeValue, at location: SourceLocation
  ) throws(TreeError) {
    guard case .number(let number) = value, let range = accessibilityNumberRanges[keyPath] else { return }
    do {
      _ = try CheckedNumber.require(number, in: range, name: "runtime attribute '\(keyPath)'")
    } catch {
      throw .invalidDocument(location, reason: "\(error)")
    }
  }

  /// Applies runtime attributes that set accessibility key paths, as UIKit does after loading;
  /// their numbers were checked by ``runtimeAttributes(_:)``.
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
        if let number, let mask = CheckedNumber.integer(number, in: 0...Int.max) {
          properties.traits = AccessibilityTraits(uikitMask: UInt64(mask))
        }
      case "accessibilityContainerType":
        if let number, let value = CheckedNumber.integer(number, in: Int.min...Int.max) {
          properties.containerType = AccessibilityContainerType(uikitValue: value)
        }
      default: break
      }
    }
  }
}
