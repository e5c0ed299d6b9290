/// Stable fingerprints of findings, for baselines and SARIF's `partialFingerprints`.
///
/// A fingerprint hashes what identifies the problem — rule, file, scene, element id and message
/// key — and not its line, so inserting a view above it does not make an old finding new.
/// Interface Builder object ids are stable across edits; for formats without ids the element id is
/// its path, which changes only when the structure around it does. A SwiftUI element is identified
/// by its role path (`view/stackView/button[1]`: the ordinal counts siblings of its role only), so
/// a view added above it that is not of its role leaves its fingerprint as it was.
public enum Fingerprint {
  /// The fingerprint: 16 hex digits of 64-bit FNV-1a over the identifying parts.
  public static func make(
    ruleID: String, file: String, sceneID: String, elementID: String, messageKey: String
  ) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in [ruleID, file, sceneID, elementID, messageKey] {
      for byte in part.utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x100_0000_01b3
      }
      hash ^= 0x1f
      hash &*= 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
