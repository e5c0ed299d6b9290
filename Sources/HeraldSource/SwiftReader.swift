import HeraldTree
import SwiftParser
import SwiftSyntax

struct SwiftReader {
  let file: String
  let text: String
  func read() -> SourceFileFacts {
    _ = Parser.parse(source: text)
    return SourceFileFacts(file: file)
  }
}
