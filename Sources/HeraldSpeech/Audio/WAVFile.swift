import Foundation
import HeraldSyntax

/// RIFF WAVE files of 16-bit mono PCM, written and read by Swift.
///
/// The file is the canonical 44-byte header (`RIFF`, `WAVE`, a 16-byte `fmt ` chunk with format 1,
/// one channel, 16 bits) followed by one `data` chunk of little-endian samples.
public enum WAVFile {
  /// The bytes of a WAV file holding `audio`.
  public static func encode(_ audio: PCMAudio) -> [UInt8] {
    let dataSize = audio.samples.count * 2
    var bytes: [UInt8] = []
    bytes.reserveCapacity(44 + dataSize)
    bytes += Array("RIFF".utf8)
    append(UInt32(36 + dataSize), to: &bytes)
    bytes += Array("WAVEfmt ".utf8)
    append(UInt32(16), to: &bytes)  // fmt chunk size
    append(UInt16(1), to: &bytes)  // PCM
    append(UInt16(1), to: &bytes)  // mono
    append(UInt32(audio.sampleRate), to: &bytes)
    append(UInt32(audio.sampleRate * 2), to: &bytes)  // bytes per second
    append(UInt16(2), to: &bytes)  // block align
    append(UInt16(16), to: &bytes)  // bits per sample
    bytes += Array("data".utf8)
    append(UInt32(dataSize), to: &bytes)
    #if _endian(little)
      audio.samples.withUnsafeBytes { bytes += $0 }
    #else
      for sample in audio.samples { append(UInt16(bitPattern: sample), to: &bytes) }
    #endif
    return bytes
  }

  /// Writes `audio` to `path` atomically; an existing file that differs is replaced only with
  /// `force`.
  ///
  /// - Throws: ``SpeechError/wavFile(path:message:)`` when the file exists and differs without
  ///   `force`, or cannot be written (the old file is then intact).
  public static func write(_ audio: PCMAudio, to path: String, force: Bool = false) throws(SpeechError) {
    do {
      try AtomicFile.update([(path, encode(audio))], force: force)
    } catch {
      throw .wavFile(path: path, message: error.reason)
    }
  }

  /// Reads a 16-bit mono PCM WAV file, as Herald and espeak-ng write them.
  public static func read(_ path: String) throws(SpeechError) -> PCMAudio {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .wavFile(path: path, message: "cannot read the file")
    }
    return try decode([UInt8](data), path: path)
  }

  /// Decodes the bytes of a 16-bit mono PCM WAV file; `path` names it in errors.
  public static func decode(_ bytes: [UInt8], path: String) throws(SpeechError) -> PCMAudio {
    func fail(_ message: String) -> SpeechError { .wavFile(path: path, message: message) }
    guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else {
      throw fail("not a RIFF WAVE file")
    }
    var offset = 12
    var sampleRate: Int?
    while offset + 8 <= bytes.count {
      let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
      let size = Int(uint32(bytes, offset + 4))
      let body = offset + 8
      guard body + size <= bytes.count || id == "data" else { throw fail("the \(id) chunk is cut short") }
      switch id {
      case "fmt ":
        guard size >= 16 else { throw fail("the fmt chunk is too short") }
        let format = uint16(bytes, body)
        let channels = uint16(bytes, body + 2)
        let bits = uint16(bytes, body + 14)
        guard format == 1, channels == 1, bits == 16 else {
          throw fail("format \(format), \(channels) channels, \(bits) bits; Herald reads 16-bit mono PCM (format 1)")
        }
        sampleRate = Int(uint32(bytes, body + 4))
      case "data":
        guard let sampleRate else { throw fail("the data chunk comes before the fmt chunk") }
        let end = min(bytes.count, body + size)
        var samples: [Int16] = []
        samples.reserveCapacity((end - body) / 2)
        var index = body
        while index + 1 < end {
          samples.append(Int16(bitPattern: uint16(bytes, index)))
          index += 2
        }
        return PCMAudio(samples: samples, sampleRate: sampleRate)
      default:
        break
      }
      offset = body + size + (size & 1)
    }
    throw fail("no data chunk")
  }

  private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
  }

  private static func append(_ value: UInt16, to bytes: inout [UInt8]) {
    bytes.append(UInt8(truncatingIfNeeded: value))
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
  }

  private static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << UInt32(8 * $1) }
  }
}
