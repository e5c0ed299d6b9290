import Foundation
import HeraldSource
import HeraldTree

/// The harnesses of HeraldSource: the Swift reader (swift-syntax's parser, then Herald's walk) and
/// the Objective-C reader, each indexing the bytes as one file; and the component inference, whose
/// drafts must load as component models.
enum SourceHarness {
  static func run(_ target: FuzzTarget, _ bytes: [UInt8]) {
    if target == .componentInference {
      let text = String(decoding: bytes, as: UTF8.self)
      let models = ComponentInference().infer(sources: [("fuzz.swift", text)]).models
      guard !models.isEmpty else { return }
      do {
        _ = try ComponentModelLoader.parse(ComponentModelWriter.text(models), file: "draft.json")
      } catch {
        fatalError("a draft does not load as a component model: \(error)")
      }
      return
    }
    let file = target == .objectiveCSource ? "fuzz.m" : "fuzz.swift"
    _ = CodeIndex(files: [SourceIndexer().read(Data(bytes), file: file)])
  }
}
