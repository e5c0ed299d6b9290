import Foundation
import HeraldSpeech
import Testing

@Suite("Audio levels")
struct AudioLevelsTests {
  /// `seconds` of a sine at `amplitude` (0–1 of full scale), 1 kHz, 22,050 Hz.
  func tone(_ seconds: Double, amplitude: Double) -> [Int16] {
    (0..<Int(seconds * 22050)).map { Int16(amplitude * 32767 * sin(Double($0) * 2 * .pi * 1000 / 22050)) }
  }

  func silence(_ seconds: Double) -> [Int16] { [Int16](repeating: 0, count: Int(seconds * 22050)) }

  @Test("a full-scale sine is about -3 dBFS RMS and 0 dBFS peak")
  func sine() {
    let levels = PCMAudio(samples: tone(1, amplitude: 1), sampleRate: 22050).levels
    #expect(abs(levels.rms - -3.01) < 0.05)
    #expect(abs(levels.peak) < 0.01)
    #expect(levels.leadingSilence == 0)
    #expect(!levels.isSilent)
  }

  @Test("leading and trailing silence are measured in 10 ms windows")
  func silences() {
    let samples = silence(0.25) + tone(0.5, amplitude: 0.5) + silence(0.12)
    let levels = PCMAudio(samples: samples, sampleRate: 22050).levels
    #expect(abs(levels.leadingSilence - 0.25) <= 0.01)
    #expect(abs(levels.trailingSilence - 0.12) <= 0.01)
    #expect(abs(levels.audibleDuration - 0.5) <= 0.02)
  }

  @Test("silence and a whisper below -50 dBFS count as silent")
  func silent() {
    #expect(PCMAudio(samples: silence(1), sampleRate: 22050).levels.isSilent)
    #expect(PCMAudio(samples: silence(1), sampleRate: 22050).levels.rms == -.infinity)
    #expect(PCMAudio(samples: tone(1, amplitude: 0.001), sampleRate: 22050).levels.isSilent)
    #expect(PCMAudio(samples: [], sampleRate: 22050).levels.isSilent)
  }

  @Test("concatenation puts the pause between parts only")
  func concatenation() {
    let part = PCMAudio(samples: [1, 2, 3], sampleRate: 10)
    let joined = PCMAudio.concatenating([part, part], sampleRate: 10, pause: 0.2)
    #expect(joined.samples == [1, 2, 3, 0, 0, 1, 2, 3])
  }
}
