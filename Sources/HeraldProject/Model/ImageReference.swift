import HeraldSyntax

/// An image an app's Interface Builder file loads by name (`<image name="star">` under
/// `<resources>`), with where it is named.
public struct ImageReference: Sendable, Hashable {
  /// The name, as written (`star`, `Icons/star`, `logo.png`).
  public var name: String
  /// The `<image>` element that names it.
  public var location: SourceLocation

  /// Creates a reference.
  public init(name: String, location: SourceLocation) {
    self.name = name
    self.location = location
  }
}
