import HeraldTree
import SwiftSyntax

extension SwiftUIBodyReader {
  /// The key path with which a picker is marked with the tag of the option its selection
  /// starts at (a segmented picker's selected segment).
  static let selectedTagKeyPath = "swiftui.selectedTag"

  /// The key path of a picker option's `.tag(…)` value, as shown.
  static let tagKeyPath = "swiftui.tag"
  /// The key path marking a tag written as an optional (`.tag(Optional(x))`, `.tag(x as T?)`).
  static let optionalTagKeyPath = "swiftui.optionalTag"

  /// The option whose `.tag(…)` shows `value`, among a picker's options (`ForEach` rows included).
  /// For a selection of an optional type (`optional == true`), only a tag written as an optional
  /// matches (SwiftUI compares the tag's type with the selection's); `nil`: the type is not known.
  static func option(tagged value: String, in options: [Element], optional: Bool? = nil) -> Element? {
    for option in options {
      let tagged = option.runtimeAttributes.contains { $0.keyPath == tagKeyPath && $0.value.text == value }
      let isOptional = option.runtimeAttributes.contains { $0.keyPath == optionalTagKeyPath }
      if tagged, optional.map({ $0 == isOptional }) ?? true { return option }
      if isTransparent(option), let found = Self.option(tagged: value, in: option.children, optional: optional) {
        return found
      }
    }
    return nil
  }

  /// A tag's value and whether it is written as an optional: `Optional(x)`, `.some(x)`, `x as T?`.
  static func optionalTag(_ expression: ExprSyntax) -> (value: ExprSyntax, isOptional: Bool) {
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let argument = call.arguments.first?.expression,
      ["Optional", ".some", "Optional.some"].contains(call.calledExpression.trimmedDescription)
    {
      return (argument, true)
    }
    if let cast = expression.as(AsExprSyntax.self), cast.type.trimmedDescription.hasSuffix("?") {
      return (cast.expression, true)
    }
    return (expression, false)
  }

  /// Whether a picker's selection (`$choice`) is of an optional type, as its property declares;
  /// `nil` when the property or its type is not known.
  func selectionIsOptional(_ selection: ExprSyntax, _ context: Context) -> Bool? {
    let name = selection.trimmedDescription.trimmingPrefix("$")
    guard let type = context.view.property(String(name))?.typeName?.filter({ !$0.isWhitespace }) else { return nil }
    return type.hasSuffix("?") || type.hasPrefix("Optional<")
  }

  /// A picker in the segmented style: each option a segment, the one the selection starts at
  /// selected (UISegmentedControl's).
  func segmented(_ element: inout Element) {
    // Segments: each option a button VoiceOver visits, its position counted.
    element.role = .segmentedControl
    element.accessibility.value = nil
    element.runtimeAttributes.removeAll { $0.keyPath == RuntimeAttribute.unresolvedKeyPath }
    // The options, `ForEach` rows included, each a segment.
    let options = Self.options(element.children)
    // The segment of the option the selection starts at is selected (UISegmentedControl's).
    let selected = element.runtimeAttributes.first { $0.keyPath == Self.selectedTagKeyPath }?.value.text
    element.children = options.map { option in
      var segment = option
      segment.isHidden = false
      segment.role = .button
      segment.accessibility.isElement = true
      if let selected, Self.option(tagged: selected, in: [option]) != nil {
        segment.state.isSelected = true
      }
      let labels = spokenLabels([option], images: false)
      if segment.content.titles.isEmpty, let label = labels.first { segment.content.titles[.normal] = label }
      return segment
    }
  }
}
