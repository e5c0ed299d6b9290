import Foundation

/// Loudness and silence of PCM audio, computed in Swift (no sox needed).
///
/// Loudness is RMS in dBFS (0 is a full-scale square wave; silence is `-infinity`). Silence at the
/// ends is measured in 10 ms windows: a window is silent when its RMS is below `silenceThreshold`.
public struct AudioLevels: Sendable, Hashable {
  /// The level below which a 10 ms window counts as silent, in dBFS.
  public static let silenceThreshold = -50.0

  /// The RMS level of the whole audio in dBFS.
  public var rms: Double
  /// The largest absolute sample in dBFS.
  public var peak: Double
  /// Seconds of silence before the first audible window.
  public var leadingSilence: Double
  /// Seconds of silence after the last audible window.
  public var trailingSilence: Double
  /// Seconds between the first and last audible windows.
  public var audibleDuration: Double

  /// True when no window rises above `silenceThreshold`.
  public var isSilent: Bool { audibleDuration == 0 }

  /// Measures `audio`.
  public init(_ audio: PCMAudio) {
    let samples = audio.samples
    rms = Self.decibels(Self.rootMeanSquare(samples[...]))
    peak = Self.decibels(samples.reduce(0.0) { max($0, abs(Double($1))) })
    let window = max(1, audio.sampleRate / 100)
    let threshold = 32768 * pow(10, Self.silenceThreshold / 20)
    var first: Int?
    var last: Int?
    var start = 0
    while start < samples.count {
      let end = min(samples.count, start + window)
      if Self.rootMeanSquare(samples[start..<end]) >= threshold {
        if first == nil { first = start }
        last = end
      }
      start = end
    }
    let rate = Double(max(audio.sampleRate, 1))
    if let first, let last {
      leadingSilence = Double(first) / rate
      trailingSilence = Double(samples.count - last) / rate
      audibleDuration = Double(last - first) / rate
    } else {
      leadingSilence = audio.duration
      trailingSilence = audio.duration
      audibleDuration = 0
    }
  }

  private static func rootMeanSquare(_ samples: ArraySlice<Int16>) -> Double {
    guard !samples.isEmpty else { return 0 }
    var sum = 0.0
    for sample in samples {
      let value = Double(sample)
      sum += value * value
    }
    return (sum / Double(samples.count)).squareRoot()
  }

  private static func decibels(_ amplitude: Double) -> Double {
    amplitude > 0 ? 20 * log10(amplitude / 32768) : -.infinity
  }
}
