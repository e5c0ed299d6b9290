import HeraldSyntax
import HeraldTree

/// Reads an Objective-C header or implementation file (placeholder until the reader lands).
struct ObjectiveCReader {
  let file: String
  let text: String

  func read() -> SourceFileFacts { SourceFileFacts(file: file) }
}
