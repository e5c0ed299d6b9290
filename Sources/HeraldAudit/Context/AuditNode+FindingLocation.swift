import HeraldTree

extension AuditNode {
  /// Where a finding about this element is: its source position, scene, id, path, object id,
  /// identifier and the name a person knows it by (``AuditScene/readableName(of:)``).
  public var findingLocation: FindingLocation {
    let element = element
    return FindingLocation(
      source: element.location, sceneID: scene.scene.id, sceneName: scene.scene.name, elementID: element.id,
      elementPath: path, objectID: objectID, identifier: element.accessibility.identifier,
      elementName: scene.readableName(of: element), input: scene.file)
  }
}

extension AuditScene {
  /// `element` as a person finds it on the screen (``HeraldTree/Element/readableName``), with the
  /// texts the app translates as the development language shows them: a SwiftUI
  /// `Text("AppleID")` whose table says `"AppleID" = "Apple ID:"` is `staticText “Apple ID:”`, not
  /// the key. Without the app's tables (``appStrings``) the texts are the element's own, and so is
  /// a text whose development value is its key: a String Catalog's `"%lld others recently"` for
  /// `Text("\(2) others recently")` shows the source's own `2`, which the element's text keeps.
  public func readableName(of element: Element) -> String {
    let texts = localizedTexts(of: element).filter { $0.source != $0.key || $0.field.text(of: element) == nil }
    guard !texts.isEmpty else { return element.readableName }
    var shown = element
    for text in texts {
      switch text.field {
      case .accessibilityLabel: shown.accessibility.label = text.source
      case .title(let state): shown.content.titles[state] = text.source
      case .text: shown.content.text = text.source
      case .placeholder: shown.content.placeholder = text.source
      case .accessibilityHint, .accessibilityValue: continue
      }
    }
    return shown.readableName
  }
}
