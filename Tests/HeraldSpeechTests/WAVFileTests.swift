import Foundation
import HeraldSpeech
import HeraldTestSupport
import Testing

@Suite("WAV files")
struct WAVFileTests {
  @Test("the header is the canonical 44-byte RIFF/WAVE PCM header")
  func header() {
    let audio = PCMAudio(samples: [0, 1, -1, 32767, -32768], sampleRate: 22050)
    let bytes = WAVFile.encode(audio)
    #expect(bytes.count == 44 + 10)
    #expect(String(decoding: bytes[0..<4], as: UTF8.self) == "RIFF")
    #expect(Array(bytes[4..<8]) == [46, 0, 0, 0])  // 36 + 10
    #expect(String(decoding: bytes[8..<16], as: UTF8.self) == "WAVEfmt ")
    #expect(Array(bytes[16..<24]) == [16, 0, 0, 0, 1, 0, 1, 0])  // fmt size, PCM, mono
    #expect(Array(bytes[24..<28]) == [0x22, 0x56, 0, 0])  // 22050
    #expect(Array(bytes[28..<32]) == [0x44, 0xAC, 0, 0])  // 44100 bytes/s
    #expect(Array(bytes[32..<36]) == [2, 0, 16, 0])
    #expect(String(decoding: bytes[36..<40], as: UTF8.self) == "data")
    #expect(Array(bytes[40..<44]) == [10, 0, 0, 0])
    #expect(Array(bytes[44...]) == [0, 0, 1, 0, 0xFF, 0xFF, 0xFF, 0x7F, 0x00, 0x80])
  }

  @Test("decoding gives back the samples and rate")
  func roundTrip() throws {
    let audio = PCMAudio(samples: (0..<1000).map { Int16($0 * 30 - 15000) }, sampleRate: 16000)
    #expect(try WAVFile.decode(WAVFile.encode(audio), path: "x.wav") == audio)
  }

  @Test("decoding skips chunks it does not know (LIST) and reads an odd-sized one's padding")
  func unknownChunks() throws {
    var bytes = WAVFile.encode(PCMAudio(samples: [5, 6], sampleRate: 8000))
    let list: [UInt8] = Array("LIST".utf8) + [3, 0, 0, 0, 1, 2, 3, 0]
    bytes.insert(contentsOf: list, at: 36)
    #expect(try WAVFile.decode(bytes, path: "x.wav").samples == [5, 6])
  }

  @Test("files that are not 16-bit mono PCM are refused with the reason")
  func refused() {
    #expect(throws: SpeechError.wavFile(path: "a.wav", message: "not a RIFF WAVE file")) {
      try WAVFile.decode(Array("hello, world".utf8), path: "a.wav")
    }
    var stereo = WAVFile.encode(PCMAudio(samples: [1, 2], sampleRate: 8000))
    stereo[22] = 2
    #expect(
      throws: SpeechError.wavFile(
        path: "b.wav", message: "format 1, 2 channels, 16 bits; Herald reads 16-bit mono PCM (format 1)")
    ) {
      try WAVFile.decode(stereo, path: "b.wav")
    }
  }

  @Test("a written file is accepted by sox with the same duration")
  func soxAccepts() throws {
    let directory = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/tone.wav"
    let audio = PCMAudio(
      samples: (0..<11025).map { Int16(8000 * sin(Double($0) * 2 * .pi * 440 / 22050)) }, sampleRate: 22050)
    try WAVFile.write(audio, to: path)
    #expect(try soxDuration(path) == 0.5)
    #expect(try WAVFile.read(path) == audio)
  }
}
