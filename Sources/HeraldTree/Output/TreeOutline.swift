import HeraldSyntax

/// Renders a ``ControlTree`` as an indented outline, one line per element, for people.
///
/// Each line shows the role (with the custom class in angle brackets), the id, the frame,
/// the content that identifies the element, its accessibility properties, and `file:line`.
/// An accessibility element is marked with `●`, a non-element with `○`.
///
/// ```
/// scene "New Meal" (tne-QT-ifu)  Main.storyboard:81
///   ○ view 8bC-Xf-vdC frame=(0, 0, 375, 667)  Main.storyboard:85
///     ● textField Cqs-Vk-0lJ frame=(0, 0, 343, 30) screen=(16, 84, 343, 30) placeholder="Enter meal name"  Main.storyboard:92
/// ```
public struct TreeOutline: Sendable {
  /// Creates a formatter.
  public init() {}

  /// The outline of every scene of `tree`.
  public func render(_ tree: ControlTree) -> String {
    var output =
      "\(tree.file) — \(tree.format.rawValue), \(tree.platform.rawValue), \(tree.scenes.count) scene\(tree.scenes.count == 1 ? "" : "s")\n"
    for scene in tree.scenes {
      output += "scene \(Self.quoted(scene.name)) (\(scene.id))  \(Self.place(scene.location))\n"
      render(scene.root, depth: 1, into: &output)
    }
    return output
  }

  private func render(_ element: Element, depth: Int, into output: inout String) {
    var parts: [String] = []
    let marker = element.isAccessibilityElement ? "●" : "○"
    let role = element.customClass.map { "\(element.role.rawValue)<\($0)>" } ?? element.role.rawValue
    parts.append("\(marker) \(role) \(element.id)")
    if let frame = element.frame {
      parts.append("frame=\(frame)")
      if let screen = element.screenFrame, screen != frame { parts.append("screen=\(screen)") }
    }
    parts += Self.contentParts(element)
    parts += Self.accessibilityParts(element)
    if !element.runtimeAttributes.isEmpty {
      let attributes = element.runtimeAttributes.map { "\($0.keyPath)=\($0.value.text)" }.joined(separator: ",")
      parts.append("runtime[\(attributes)]")
    }
    parts += Self.connectionParts(element)
    output +=
      String(repeating: "  ", count: depth) + parts.joined(separator: " ") + "  \(Self.place(element.location))\n"
    for child in element.children {
      render(child, depth: depth + 1, into: &output)
    }
  }

  /// Outlets (`outlet=MealViewController.nameLabel`), actions, gestures and where linked content
  /// came from (`content-from=KeypadView.xib:12`).
  private static func connectionParts(_ element: Element) -> [String] {
    var parts: [String] = []
    let connections = element.connections
    if !connections.outlets.isEmpty {
      parts.append("outlet=" + connections.outlets.map(\.description).joined(separator: ","))
    }
    if !connections.actions.isEmpty {
      parts.append("action=" + connections.actions.map(\.selector).joined(separator: ","))
    }
    if !connections.gestureRecognizers.isEmpty {
      parts.append("gesture=" + connections.gestureRecognizers.map(\.kind.rawValue).joined(separator: ","))
    }
    if let source = element.contentSource { parts.append("content-from=\(place(source))") }
    if let source = element.codeSource { parts.append("code=\(place(source))") }
    return parts
  }

  private static func contentParts(_ element: Element) -> [String] {
    var parts: [String] = []
    let content = element.content
    for key in content.titles.keys.sorted() {
      if let title = content.titles[key] {
        parts.append(key == .normal ? "title=\(quoted(title))" : "title.\(key.rawValue)=\(quoted(title))")
      }
    }
    for key in content.images.keys.sorted() {
      if let image = content.images[key] {
        parts.append(key == .normal ? "image=\(quoted(image))" : "image.\(key.rawValue)=\(quoted(image))")
      }
    }
    if let text = content.text { parts.append("text=\(quoted(text))") }
    if let placeholder = content.placeholder { parts.append("placeholder=\(quoted(placeholder))") }
    if let item = content.systemItem { parts.append("systemItem=\(item)") }
    if let range = content.range {
      parts.append("range=\(Rect.format(range.value)) in \(Rect.format(range.minimum))…\(Rect.format(range.maximum))")
    }
    if content.usesButtonConfiguration { parts.append("configuration") }
    if let stack = element.stack {
      parts.append("\(stack.axis.rawValue) spacing=\(Rect.format(stack.spacing))")
    }
    if element.state.isSelected { parts.append("selected") }
    if !element.state.isEnabled { parts.append("disabled") }
    if element.state.isHighlighted { parts.append("highlighted") }
    if let isOn = element.state.isOn { parts.append(isOn ? "on" : "off") }
    if element.isHidden { parts.append("hidden") }
    if element.alpha != 1 { parts.append("alpha=\(Rect.format(element.alpha))") }
    if !element.isUserInteractionEnabled { parts.append("interaction=off") }
    return parts
  }

  private static func accessibilityParts(_ element: Element) -> [String] {
    let properties = element.accessibility
    var parts: [String] = []
    if let isElement = properties.isElement { parts.append("isElement=\(isElement ? "yes" : "no")") }
    if let label = properties.label { parts.append("label=\(quoted(label))") }
    if let value = properties.value { parts.append("value=\(quoted(value))") }
    if let hint = properties.hint { parts.append("hint=\(quoted(hint))") }
    if let identifier = properties.identifier { parts.append("identifier=\(quoted(identifier))") }
    if let traits = properties.traits { parts.append("traits=\(traits)") }
    if let language = properties.language { parts.append("language=\(language)") }
    if properties.elementsHidden { parts.append("elementsHidden") }
    if properties.viewIsModal { parts.append("modal") }
    if properties.shouldGroupChildren { parts.append("grouped") }
    if let container = properties.containerType { parts.append("container=\(container.rawValue)") }
    if !properties.customActions.isEmpty {
      parts.append("actions=[\(properties.customActions.map { quoted($0.name) }.joined(separator: ","))]")
    }
    return parts
  }

  static func quoted(_ text: String) -> String {
    var output = "\""
    for character in text {
      switch character {
      case "\"": output += "\\\""
      case "\n": output += "\\n"
      case "\\": output += "\\\\"
      default: output.append(character)
      }
    }
    return output + "\""
  }

  private static func place(_ location: SourceLocation) -> String {
    "\(location.file):\(location.line)"
  }
}
