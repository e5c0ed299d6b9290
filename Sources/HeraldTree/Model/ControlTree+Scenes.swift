extension ControlTree {
  /// The scene whose name or id is `nameOrID`, or the first scene when `nameOrID` is `nil`.
  ///
  /// - Throws: ``TreeError/noScene(file:requested:scenes:)`` naming the scenes the file has.
  public func scene(_ nameOrID: String?) throws(TreeError) -> Scene {
    let found = nameOrID.map { name in scenes.first { $0.name == name || $0.id == name } } ?? scenes.first
    guard let found else {
      throw .noScene(file: file, requested: nameOrID, scenes: scenes.map { "\"\($0.name)\" (\($0.id))" })
    }
    return found
  }
}
