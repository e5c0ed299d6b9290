/// Which targets an audit reads: by default those that ship (applications, extensions, and the
/// frameworks and packages they link); `--target NAME` names some; `--all-targets` takes every one.
public struct TargetSelection: Sendable, Hashable {
  /// Targets named on the command line; empty for the default.
  public var names: [String]
  /// Whether every target is read, tests and tools included.
  public var all: Bool

  /// Creates a selection.
  public init(names: [String] = [], all: Bool = false) {
    self.names = names
    self.all = all
  }

  /// Whether `target` is read.
  public func includes(_ target: ProjectTarget) -> Bool {
    if all { return true }
    if !names.isEmpty { return names.contains(target.name) }
    return target.productType.isShipped
  }
}
