import HeraldSyntax

/// The oldest system an app's files run on: the platform and the lowest deployment target of the
/// targets that build them (`IPHONEOS_DEPLOYMENT_TARGET = 15.0`). Code under
/// `if #available(iOS 14, *)` always runs there, and its `else` never does.
///
/// ```swift
/// let deployment = Deployment(platform: .iOS, version: "15.0")
/// deployment?.runs(atLeast: "14.0")  // true: every system the app runs on is 14.0 or later
/// ```
public struct Deployment: Sendable, Hashable {
  /// The platform.
  public var platform: Platform
  /// The lowest version, as numbers (`[15, 0]`).
  public var minimum: [Int]

  /// A deployment of `platform` from `version` as build settings write it (`15.0`, `17`);
  /// `nil` when `version` is not dotted numbers.
  public init?(platform: Platform, version: String) {
    guard let minimum = Self.numbers(version) else { return nil }
    self.platform = platform
    self.minimum = minimum
  }

  /// Whether every system of the deployment is `version` or later (`15.0` runs at least `14`).
  /// False when `version` is not dotted numbers.
  public func runs(atLeast version: String) -> Bool {
    guard let other = Self.numbers(version) else { return false }
    for index in 0..<max(minimum.count, other.count) {
      let mine = index < minimum.count ? minimum[index] : 0
      let theirs = index < other.count ? other[index] : 0
      if mine != theirs { return mine > theirs }
    }
    return true
  }

  /// The lower of two deployments of one platform.
  public func lower(_ other: Deployment) -> Deployment {
    other.platform == platform && !other.runs(atLeast: Self.text(minimum)) ? other : self
  }

  private static func numbers(_ version: String) -> [Int]? {
    let parts = version.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.count <= 4 else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard let number = CheckedNumber.integer(part, in: 0...999_999) else { return nil }
      numbers.append(number)
    }
    return numbers
  }

  private static func text(_ numbers: [Int]) -> String { numbers.map(String.init).joined(separator: ".") }
}
