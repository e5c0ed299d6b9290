/// A speech expectation that did not hold. The message says what differs and what to do; throwing
/// it fails a Swift Testing test or a throwing XCTest method with that message.
public struct SpeechExpectationFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// What differs and what to do.
  public var description: String

  /// Creates a failure with a message.
  public init(_ description: String) {
    self.description = description
  }
}
