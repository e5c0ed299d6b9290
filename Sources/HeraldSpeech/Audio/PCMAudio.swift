import HeraldSyntax

/// 16-bit mono PCM audio at a sample rate: what espeak-ng produces and Herald writes as WAV.
public struct PCMAudio: Sendable, Hashable {
  /// The samples, signed 16-bit.
  public var samples: [Int16]
  /// Samples per second (espeak-ng speaks at 22,050 Hz).
  public var sampleRate: Int

  /// Creates audio from samples.
  public init(samples: [Int16], sampleRate: Int) {
    self.samples = samples
    self.sampleRate = sampleRate
  }

  /// The length in seconds.
  public var duration: Double { sampleRate > 0 ? Double(samples.count) / Double(sampleRate) : 0 }

  /// The loudness and silences, measured from the samples (see `AudioLevels`).
  public var levels: AudioLevels { AudioLevels(self) }

  /// `parts` one after the other, `pause` seconds of silence between them. The parts must share
  /// `sampleRate`.
  public static func concatenating(_ parts: [PCMAudio], sampleRate: Int, pause: Double) -> PCMAudio {
    // Callers pass small constants; a NaN, negative or huge pause gives no gap rather than a trap.
    let gapLength = CheckedNumber.integer(pause * Double(sampleRate), in: 0...Int(Int32.max)) ?? 0
    let gap = [Int16](repeating: 0, count: gapLength)
    var samples: [Int16] = []
    samples.reserveCapacity(parts.reduce(0) { $0 + $1.samples.count + gap.count })
    for (index, part) in parts.enumerated() {
      if index > 0 { samples += gap }
      samples += part.samples
    }
    return PCMAudio(samples: samples, sampleRate: sampleRate)
  }
}
