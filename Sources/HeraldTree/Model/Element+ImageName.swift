extension Element {
  /// Whether the element's image name is its label as written (``RuntimeAttribute/imageNameLabelKeyPath``).
  public var labelsImageByName: Bool {
    runtimeAttributes.contains { $0.keyPath == RuntimeAttribute.imageNameLabelKeyPath }
  }

  /// Whether that image is an SF Symbol (`Image(systemName:)`), read by its name where iOS has no
  /// label of its own for it: Apple publishes no list of the symbols it labels.
  public var labelsSymbolByName: Bool {
    runtimeAttributes.contains {
      $0.keyPath == RuntimeAttribute.imageNameLabelKeyPath && $0.value.text == "systemName"
    }
  }
}
