extension Element {
  /// Whether the element's image name is its label as written (``RuntimeAttribute/imageNameLabelKeyPath``).
  public var labelsImageByName: Bool {
    runtimeAttributes.contains { $0.keyPath == RuntimeAttribute.imageNameLabelKeyPath }
  }
}
