/// How to speak: rate and pitch, checked against espeak-ng's ranges.
public struct SpeechOptions: Sendable, Hashable {
  /// espeak-ng's speaking rates, in words per minute.
  public static let rateRange: ClosedRange<Int> = 80...450
  /// espeak-ng's base pitches.
  public static let pitchRange: ClosedRange<Int> = 0...100

  /// Words per minute (espeak-ng's default is 175).
  public var rate: Int
  /// Base pitch, 0–100 (espeak-ng's default is 50).
  public var pitch: Int

  /// Creates options; throws when a value is outside espeak-ng's range.
  public init(rate: Int = 175, pitch: Int = 50) throws(SpeechError) {
    guard Self.rateRange.contains(rate) else {
      throw .invalidOption(name: "rate", value: rate, range: Self.rateRange)
    }
    guard Self.pitchRange.contains(pitch) else {
      throw .invalidOption(name: "pitch", value: pitch, range: Self.pitchRange)
    }
    self.init(checkedRate: rate, pitch: pitch)
  }

  private init(checkedRate rate: Int, pitch: Int) {
    self.rate = rate
    self.pitch = pitch
  }

  /// espeak-ng's defaults: 175 words per minute, pitch 50.
  public static let standard = SpeechOptions(checkedRate: 175, pitch: 50)
}
