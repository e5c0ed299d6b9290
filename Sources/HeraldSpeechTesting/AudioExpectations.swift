import HeraldSpeech

/// Checks on spoken audio that hold across runs.
///
/// Repeating a text in one process gives slightly different samples, so never compare audio byte
/// for byte: check that it is audible, that its length lies in a range, or that it matches a
/// reference within tolerances.
///
/// ```swift
/// let audio = try engine.speak("3 stars set.", voice: choice.voice)
/// try AudioExpectations.expectAudible(audio)
/// try AudioExpectations.expectDuration(audio, in: 0.8...2.0)
/// ```
public enum AudioExpectations {
  /// Fails unless the audio rises above `minimumLevel` dBFS RMS and is not all silence.
  public static func expectAudible(_ audio: PCMAudio, minimumLevel: Double = -40, label: String = "the audio")
    throws(SpeechExpectationFailure)
  {
    let levels = audio.levels
    guard !levels.isSilent, levels.rms >= minimumLevel else {
      throw SpeechExpectationFailure(
        "\(label) is silent: RMS \(format(levels.rms)) dBFS over \(format(audio.duration)) s, expected at least \(format(minimumLevel)) dBFS"
      )
    }
  }

  /// Fails unless the audio lasts between `range`'s bounds, in seconds.
  public static func expectDuration(_ audio: PCMAudio, in range: ClosedRange<Double>, label: String = "the audio")
    throws(SpeechExpectationFailure)
  {
    guard range.contains(audio.duration) else {
      throw SpeechExpectationFailure(
        "\(label) lasts \(format(audio.duration)) s, expected \(format(range.lowerBound))–\(format(range.upperBound)) s"
      )
    }
  }

  /// Fails unless `audio` matches `reference` within `durationTolerance` (a fraction of the
  /// reference's length) and `levelTolerance` dB of RMS.
  public static func expectSimilar(
    _ audio: PCMAudio, to reference: PCMAudio, durationTolerance: Double = 0.1, levelTolerance: Double = 3,
    label: String = "the audio"
  ) throws(SpeechExpectationFailure) {
    let allowed = reference.duration * durationTolerance
    guard abs(audio.duration - reference.duration) <= allowed else {
      throw SpeechExpectationFailure(
        "\(label) lasts \(format(audio.duration)) s, the reference \(format(reference.duration)) s (± \(format(allowed)) s allowed)"
      )
    }
    let (level, referenceLevel) = (audio.levels.rms, reference.levels.rms)
    guard abs(level - referenceLevel) <= levelTolerance else {
      throw SpeechExpectationFailure(
        "\(label) is \(format(level)) dBFS, the reference \(format(referenceLevel)) dBFS (± \(format(levelTolerance)) dB allowed)"
      )
    }
  }

  private static func format(_ value: Double) -> String {
    value.isFinite ? String((value * 1000).rounded() / 1000) : "-∞"
  }
}
