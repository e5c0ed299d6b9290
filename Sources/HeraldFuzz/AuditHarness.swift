import HeraldAudit

/// The harnesses of HeraldAudit's inputs: rule packs, configurations and globs.
enum AuditHarness {
  static func run(_ target: FuzzTarget, _ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    switch target {
    case .rulePack:
      let file = text.first == "{" ? "fuzz.herald-rules.json" : "fuzz.herald-rules.yml"
      _ = try? RulePack.load(text: text, file: file)
    case .configuration: _ = try? AuditConfiguration.load(text: text, file: "/fuzz/.herald.yml")
    default:
      let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      _ = Glob(String(parts[0])).matches(parts.count > 1 ? String(parts[1]) : "")
    }
  }
}
